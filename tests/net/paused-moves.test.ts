// A race the host has paused takes no moves (issue 17, docs/network.md "A paused race takes no
// moves"): a play-test's guest saw "the host has paused the race" and "your turn" together, moved,
// and the move was accepted. The room refuses it with `net/paused` and nothing changes; once the
// host is back, the same move is played.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, deciderOf, eagerBot, roomServerPerFile, startedRace } from './net-fixtures.js';

const room = roomServerPerFile();

describe('a paused race', () => {
  it('refuses a guest’s move, undo and stall answer with net/paused, then takes the move once the host is back', async () => {
    const { host, a, b, invite, hostKey, players } = await startedRace(room().endpoint);
    const bot = eagerBot(7);
    // the host plays until a guest's seat decides
    while (deciderOf(host) === 0) {
      const view = host.view!;
      host.send('act', { rev: view.rev, action: bot(view)[0]! });
      await host.until(() => host.view !== view && host.view);
    }
    const seat = deciderOf(host)!;
    const mover = players[seat]!;
    await mover.until(() => mover.view && deciderOf(mover) === seat && mover.view.legalActions.length > 0);
    const hostToken = host.seatToken!;
    await host.leave(); // the host pauses (a consented leave mid-race)
    for (const g of [a, b]) await g.until(() => g.lobby?.host === 'paused');

    const view = mover.view!;
    const gameId = view.id;
    const seq = room().games.getGame(gameId).state.seq;
    const action = eagerBot(11)(view)[0]!;
    mover.send('act', { rev: view.rev, action });
    // refused, or (the play-test's bug) played
    await mover.until(() => mover.refusals.length > 0 || mover.view !== view);
    expect(mover.refusals.at(-1)?.code).toBe('net/paused');
    mover.send('undo', { rev: view.rev });
    await mover.until(() => mover.refusals.length >= 2);
    expect(mover.refusals.at(-1)!.code).toBe('net/paused');
    mover.send('stall', { rev: view.rev, seat, agree: true });
    await mover.until(() => mover.refusals.length >= 3);
    expect(mover.refusals.at(-1)!.code).toBe('net/paused');
    // nothing was played
    expect(room().games.getGame(gameId).state.seq).toBe(seq);
    expect(room().games.getGame(gameId).rev).toBe(view.rev);

    // the host is back: the same move is taken
    const back = await NetClient.join(invite, VERSIONS, { hostKey, seatToken: hostToken });
    await mover.until(() => mover.lobby?.host === 'here');
    const before = mover.refusals.length;
    mover.send('act', { rev: view.rev, action });
    await mover.until(() => mover.view !== view || mover.refusals.length > before);
    expect(mover.refusals.slice(before)).toEqual([]);
    expect(room().games.getGame(gameId).rev).toBeGreaterThan(view.rev);
    await Promise.all([back.leave(), a.leave(), b.leave()]);
  }, 30_000);
});
