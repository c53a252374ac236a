// A player who drops and does not come back within the grace time (their app's data lost, say)
// no longer holds the race up: the host hands their seat to a computer captain, the race goes on,
// and anyone with the invite, a newcomer too, may take the free seat and play it on.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, deciderOf, eagerBot, openRoom, roomServerPerFile } from './net-fixtures.js';

/** Captains in-process, small searches: the driver's logic without worker threads. */
const room = roomServerPerFile({ captains: { thinkMs: 0 } });

/** Plays the seats of `players` (one decision at a time) until `done` holds on `watch`'s view. */
async function playUntil(players: NetClient[], watch: NetClient, done: () => boolean, ms = 60_000): Promise<void> {
  const bots = new Map(players.map((p, i) => [p, eagerBot(11 + i)]));
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the race did not get there in time');
    const view = watch.view!;
    const seat = deciderOf(watch);
    const mover = players.find((p) => seat !== null && p.lobby!.mine.includes(seat));
    if (!mover) {
      await watch.until(() => watch.view !== view || done());
      continue;
    }
    const own = await mover.until(() => mover.view!.rev === view.rev && mover.view!.legalActions.length > 0 && mover.view);
    mover.send('act', { rev: own.rev, action: bots.get(mover)!(own)[0]! });
    await watch.until(() => watch.view !== view);
  }
}

describe('a gone player’s seat', () => {
  it('is handed to a captain by the host after the grace time; the race goes on; a newcomer with the invite takes it back', async () => {
    const { host, invite } = await openRoom(room().endpoint, { graceSeconds: 5 });
    const gone = await NetClient.join(invite, VERSIONS);
    const stays = await NetClient.join(invite, VERSIONS);
    for (const [seat, p] of [host, gone, stays].entries()) {
      p.send('takeSeat', { seat, name: ['Hostie', 'Guestie', 'Staying'][seat]! });
      await p.until(() => p.lobby?.mine.includes(seat));
      p.send('ready', { ready: true });
    }
    await host.until(() => host.lobby!.seats.every((s) => s.ready));
    host.send('start', {});
    const first = await host.until(() => host.view);

    // while the player is here (or within their grace time) the seat is theirs
    host.send('handOver', { seat: 1 });
    await host.until(() => host.refusals.at(-1));
    expect(host.refusals.at(-1)!.code).toBe('net/not-gone');

    gone.drop(); // and never comes back: no reconnection, its seat token lost with its data
    await host.until(() => host.lobby!.seats[1]!.away);
    expect(host.lobby!.seats[1]!.gone).toBe(false);
    await host.until(() => host.lobby!.seats[1]!.gone, 9000);

    // only the host decides
    stays.send('handOver', { seat: 1 });
    await stays.until(() => stays.refusals.at(-1));
    expect(stays.refusals.at(-1)!.code).toBe('net/not-host');

    host.send('handOver', { seat: 1, level: 'easy' });
    await stays.until(() => stays.lobby!.seats[1]!.free);
    expect(stays.lobby!.seats[1]).toMatchObject({ kind: 'computer', name: 'Guestie', level: 'easy', free: true, gone: false, away: false });
    expect(room().games.getGame(first.id).players[1]).toMatchObject({ name: 'Guestie', kind: 'computer', level: 'easy' });
    // the room's log tells every player, with the captain's level the host chose
    for (const c of [host, stays]) await c.until(() => c.notes.some((n) => n.kind === 'handOver'));
    expect(stays.notes.filter((n) => n.kind === 'handOver')).toEqual([{ kind: 'handOver', n: 0, seat: 1, name: 'Guestie', level: 'easy' }]);

    // the race goes on: the captain plays Guestie's seat when it is its turn
    let captainMoved = false;
    let seen = false;
    await playUntil([host, stays], host, () => {
      if (deciderOf(host) === 1) seen = true;
      else if (seen) captainMoved = true;
      return captainMoved;
    });

    // a stranger with the invite may come in while a seat is free, and take it
    const newcomer = await NetClient.join(invite, VERSIONS);
    await newcomer.until(() => newcomer.lobby?.phase === 'racing' && newcomer.view);
    expect(newcomer.lobby!.mine).toEqual([]);
    newcomer.send('takeSeat', { seat: 1, name: 'Newcomer' });
    await host.until(() => host.lobby!.seats[1]!.kind === 'human');
    await newcomer.until(() => newcomer.lobby!.mine.includes(1));
    expect(host.lobby!.seats[1]).toMatchObject({ kind: 'human', name: 'Guestie', free: false, away: false });
    await stays.until(() => stays.notes.some((n) => n.kind === 'tookSeat'));
    expect(stays.notes.at(-1)).toMatchObject({ kind: 'tookSeat', seat: 1, name: 'Guestie' });
    expect(room().games.getGame(first.id).players[1]).toMatchObject({ name: 'Guestie', kind: 'human' });

    // no seat is free any more: the next stranger is refused
    await expect(NetClient.join(invite, VERSIONS)).rejects.toThrow('net/wrong-phase');

    // the newcomer plays the seat on (no captain moves for it any more)
    await playUntil([host, stays], host, () => deciderOf(host) === 1);
    const mine = await newcomer.until(() => newcomer.view!.legalActions.length > 0 && newcomer.view);
    newcomer.send('act', { rev: mine.rev, action: eagerBot(5)(mine)[0]! });
    await host.until(() => host.view!.rev > mine.rev);
    expect(newcomer.refusals).toEqual([]);
    await Promise.all([host.leave(), stays.leave(), newcomer.leave()]);
  }, 60_000);
});
