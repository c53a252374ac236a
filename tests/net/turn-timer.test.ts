// The turn timer (the host's setting): the room keeps the time and tells every player whose time
// runs and how much is left; a player who lets it run out has that turn played by a computer captain
// of the level the host chose (the room's log tells everyone, the player's own moves are refused
// meanwhile), and the seat is the player's again for their next turn. Off by default.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, deciderOf, eagerBot, openRoom, roomServerPerFile } from './net-fixtures.js';

/** Captains in-process that take a while to answer (as a real search does): the player's move in that time is refused. */
const room = roomServerPerFile({ captains: { thinkMs: 600 } });

async function race(extra: { turnSeconds?: number; turnLevel?: 'easy' | 'hard' }) {
  const { host, invite } = await openRoom(room().endpoint, { seats: 2, ...extra });
  const guest = await NetClient.join(invite, VERSIONS);
  for (const [seat, p] of [host, guest].entries()) {
    p.send('takeSeat', { seat, name: ['Hostie', 'Dana'][seat]! });
    await p.until(() => p.lobby?.mine.includes(seat));
    p.send('ready', { ready: true });
  }
  await host.until(() => host.lobby!.seats.every((s) => s.ready));
  host.send('start', {});
  for (const p of [host, guest]) await p.until(() => p.view && p.clock);
  return { host, guest, players: [host, guest] };
}

describe('the turn timer', () => {
  it('runs out: a captain of the host’s level plays the turn, everyone is told, the player gets their seat back', async () => {
    const { host, guest, players } = await race({ turnSeconds: 3, turnLevel: 'easy' });
    const seat = deciderOf(host)!;
    const late = players[seat]!;
    const other = players[1 - seat]!;
    // every player sees whose time runs, and about how long is left
    for (const p of players) {
      expect(p.clock).toMatchObject({ turnSeconds: 3, level: 'easy', seat });
      expect(p.clock!.msLeft).toBeGreaterThan(2000);
      expect(p.clock!.msLeft).toBeLessThanOrEqual(3000);
    }
    const before = late.view!;
    const note = await other.until(() => other.notes.find((n) => n.kind === 'timeUp'), 8000);
    expect(note).toEqual({ kind: 'timeUp', n: 0, seat, name: ['Hostie', 'Dana'][seat], level: 'easy' });
    await late.until(() => late.notes.length === 1);
    // while the captain thinks, the late player's own move is refused and changes nothing
    const gameId = before.id;
    expect(room().games.getGame(gameId).players[seat]).toMatchObject({ kind: 'computer', level: 'easy' });
    late.send('act', { rev: before.rev, action: eagerBot(3)(before)[0]! });
    await late.until(() => late.refusals.length > 0);
    expect(late.refusals[0]!.code).toBe('net/time-up');

    // the captain plays that turn; then the seat is its player's again and the clock moves on
    await host.until(() => deciderOf(host) !== seat || host.clock!.seat !== seat, 10_000);
    await host.until(() => room().games.getGame(gameId).players[seat]!.kind === 'human' && host.clock!.seat !== null, 10_000);
    expect(room().games.getGame(gameId).state.seq).toBeGreaterThan(before.state.seq);
    expect(host.clock!.seat).toBe(deciderOf(host));
    expect(guest.clock!.seat).toBe(deciderOf(host));
    await Promise.all([host.leave(), guest.leave()]);
  }, 30_000);

  it('runs out in the middle of a turn: the captain plays the rest of it from where the player left it', async () => {
    const { host, guest, players } = await race({ turnSeconds: 3 });
    const bots = new Map(players.map((p, i) => [p, eagerBot(21 + i)]));
    // the boats placed, up to the first move of the river
    while (host.view!.pending.kind !== 'move') {
      const view = host.view!;
      const mover = players[deciderOf(host)!]!;
      const own = await mover.until(() => mover.view!.rev === view.rev && mover.view!.legalActions.length > 0 && mover.view);
      mover.send('act', { rev: own.rev, action: bots.get(mover)!(own)[0]! });
      await host.until(() => host.view!.rev > view.rev);
    }
    const seat = deciderOf(host)!;
    const late = players[seat]!;
    const start = await late.until(() => late.view!.rev === host.view!.rev && late.view!.legalActions.length > 0 && late.view);
    const turn = bots.get(late)!(start);
    expect(turn.length).toBeGreaterThan(1);
    late.send('act', { rev: start.rev, action: turn[0]! }); // the first step of the turn, then nothing
    await late.until(() => late.view!.rev > start.rev);
    expect(late.view!.state.turn).not.toBeNull();
    await host.until(() => host.notes.some((n) => n.kind === 'timeUp' && n.seat === seat), 8000);
    // the captain finishes that turn: the next decision is someone else's (or the seat's other boat), the seat the player's again
    await host.until(() => host.view!.state.turnIndex !== start.state.turnIndex || host.view!.state.round !== start.state.round, 10_000);
    await host.until(() => room().games.getGame(start.id).players[seat]!.kind === 'human', 10_000);
    expect(late.refusals).toEqual([]);
    await Promise.all([host.leave(), guest.leave()]);
  }, 40_000);

  it('is off by default: nobody’s time runs', async () => {
    const { host, guest } = await race({});
    expect(host.clock).toMatchObject({ turnSeconds: null, seat: null, msLeft: null });
    expect(guest.clock).toMatchObject({ turnSeconds: null, seat: null, msLeft: null });
    await Promise.all([host.leave(), guest.leave()]);
  });
});
