// What a guest's screen needs besides the view: the race's public log (each action's events, on
// joining and kept up to date), each move's own public position when several come at once (a
// captain plays its whole turn in one go), and whether the host is here, away or gone.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/index.js';
import { publicState } from '../../engine/net/public-state.js';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, deciderOf, eagerBot, openRoom, roomServerPerFile, startedRace } from './net-fixtures.js';

const rs = roomServerPerFile();

describe('the public log and positions of a networked race', () => {
  it('a whole turn played at once reaches every player move by move, with its position; the log matches the host’s', async () => {
    const { players } = await startedRace(rs().endpoint, { keepWire: true });
    const [host, a] = players as [NetClient, NetClient];
    const gameId = host.view!.id;
    const startSeq = host.view!.state.seq;
    const next = eagerBot(7);
    // whole turns, each played at once on the host's games service (as a captain does), until two
    // of them were several actions (the first decisions, the headings at the start, are one each)
    for (let multi = 0; multi < 2; ) {
      const view = host.view!;
      const owner = players.find((p) => p.lobby!.mine.includes(deciderOf(host)!))!;
      await owner.until(() => owner.view!.rev === view.rev && owner.view!.legalActions.length > 0);
      const actions: Action[] = next(owner.view!);
      if (actions.length > 1) multi++;
      let rev = view.rev;
      for (const action of actions) rev = rs().games.act(gameId, rev, action).rev;
      await Promise.all(players.map((p) => p.until(() => p.view!.rev === rev)));
    }
    const log = rs().games.getGameLog(gameId);
    expect(log.entries.length).toBeGreaterThan(3);
    for (const p of players) {
      expect(p.rejected).toEqual([]);
      // the same events in the same order (a move and the chance it settles may be one change: one entry)
      expect(p.log.flatMap((e) => e.events)).toEqual(log.entries.flatMap((e) => e.events));
      expect(p.log.at(-1)!.seq).toBe(log.toSeq);
      // every change came with a position at hand: the view's, or its own public state
      const changes = p.changesAfter(-1).filter((c) => c.kind === 'acted');
      expect(changes.map((c) => c.seq)).toEqual(p.log.filter((e) => e.seq > startSeq).map((e) => e.seq));
      for (const c of changes) expect(p.positions.get(c.seq)).toEqual(publicState(rs().games.getGameAt(gameId, c.seq).state));
    }
    // only the intermediate changes carry a state; the last of each turn is followed by the view
    const withState = a.wireLog!.filter((m) => m.type === 'events' && (m.message as { state?: unknown }).state);
    expect(withState.length).toBeGreaterThan(0);
    expect(withState.length).toBeLessThan(log.entries.length);
    // a reconnecting player gets the log again, whole
    a.drop();
    await host.until(() => host.lobby!.seats[1]!.away);
    await a.reconnect();
    await a.until(() => a.log.length === log.entries.length && a.view);
    expect(a.log).toEqual(log.entries);
    expect(a.log.flatMap((e) => e.events)).toEqual(host.log.flatMap((e) => e.events));
    await Promise.all(players.map((p) => p.leave()));
  });

  it('the guests see the host away when their connection drops, and gone when they leave', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { graceSeconds: 30 });
    const guest = await NetClient.join(invite, VERSIONS);
    await guest.until(() => guest.lobby?.host === 'here');
    host.drop();
    await guest.until(() => guest.lobby!.host === 'away');
    await host.reconnect();
    await guest.until(() => guest.lobby!.host === 'here');
    await host.leave();
    await guest.until(() => guest.lobby!.host === 'left');
    await guest.leave();
  });

  it('the app’s own client gets back into the room by itself after a drop', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { graceSeconds: 30 });
    const guest = await NetClient.join(invite, VERSIONS, { autoReconnect: true });
    guest.send('takeSeat', { seat: 1, name: 'Back' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human');
    guest.drop();
    await guest.until(() => guest.connection === 'reconnecting');
    await host.until(() => !host.lobby!.seats[1]!.away && host.lobby!.seats[1]!.kind === 'human' && guest.connection === 'open', 15_000);
    expect(guest.lobby!.mine).toEqual([1]);
    await guest.leave();
    expect(guest.connection).toBe('lost');
    await host.leave();
  });
});
