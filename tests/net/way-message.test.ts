// A guest's way is one message (issue 14): `act` with `actions` is played by the host all or none
// (one revision), `undo` with `toSeq` takes the whole choice back at once; a list is the decider's
// alone and may not run into another seat's turn; a player who does not decide is refused as before.
import { describe, expect, it } from 'vitest';
import { stateHash, type Action } from '../../engine/index.js';
import { deciderOf, eagerBot, roomServerPerFile, startedRace } from './net-fixtures.js';
import { playView } from '../../renderer/src/lib/play-view.js';

const room = roomServerPerFile();

describe('a way in one message', () => {
  it('is played whole by the host, taken back whole, and refused whole when it runs into another seat’s turn', async () => {
    const { host, a, b, players } = await startedRace(room().endpoint);
    const bot = eagerBot(3);
    // whoever decides plays, one action at a time, until a guest is to move a boat
    for (;;) {
      const seat = deciderOf(host);
      const mover = players[seat!]!;
      await mover.until(() => mover.view?.rev === host.view!.rev && mover.view);
      if (seat !== 0 && mover.view!.pending.kind === 'move' && playView(mover.view!).legalTurns.length > 0) break;
      const view = mover.view!;
      mover.send('act', { rev: view.rev, action: bot(view)[0]! });
      await host.until(() => host.view!.rev > view.rev && host.view);
    }
    const seat = deciderOf(host)!;
    const mover = players[seat]!;
    const other = players.find((p, i) => i !== 0 && i !== seat)!;
    const view = mover.view!;
    const gameId = view.id;
    const turn = playView(view).legalTurns.filter((t) => !t.crash).sort((x, y) => y.actions.length - x.actions.length)[0]!;
    const steps: Action[] = turn.actions.filter((x) => x.type !== 'confirm');
    expect(steps.length).toBeGreaterThan(1);
    const start = room().games.getGame(gameId);

    // one who does not decide: refused, nothing played
    let before = other.refusals.length;
    other.send('act', { rev: view.rev, actions: steps });
    await other.until(() => other.refusals.length > before);
    // a list running into the next seat's turn: refused whole
    before = mover.refusals.length;
    mover.send('act', { rev: view.rev, actions: [...steps, { type: 'confirm' }, { type: 'speed', speed: 1 }] });
    await mover.until(() => mover.refusals.length > before);
    expect(mover.refusals.at(-1)!.code).toBe('action/wrong-decision');
    expect(room().games.getGame(gameId).rev).toBe(start.rev);
    expect(stateHash(room().games.getGame(gameId).state)).toBe(stateHash(start.state));

    // the way: one message, one revision
    mover.send('act', { rev: view.rev, actions: steps });
    await mover.until(() => mover.view!.rev > view.rev && mover.view);
    const played = room().games.getGame(gameId);
    expect(played.rev).toBe(start.rev + 1);
    expect(played.state.seq).toBe(start.state.seq + steps.length);
    // taken back whole: one message, one revision, the turn's start again
    await mover.until(() => mover.view!.rev === played.rev && mover.view);
    mover.send('undo', { rev: played.rev, toSeq: start.state.seq });
    await mover.until(() => mover.view!.rev > played.rev && mover.view);
    const back = room().games.getGame(gameId);
    expect(back.rev).toBe(played.rev + 1);
    expect(stateHash(back.state)).toBe(stateHash(start.state));
    await Promise.all([host.leave(), a.leave(), b.leave()]);
  }, 60_000);
});
