// A race the host has paused stops every clock until the host is back (issue 17, docs/network.md
// "Pausing stops the clocks"): the turn timer does not run out (no captain plays the turn), the
// host's own seats do not go "gone" after the grace time, nor does a guest who drops meanwhile;
// resuming gives the turn under way its full time again, and a player still away the grace time
// again from then.
import { describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, deciderOf, openRoom, roomServerPerFile } from './net-fixtures.js';

const room = roomServerPerFile({ captains: { thinkMs: 0 } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function race() {
  const { host, invite, hostKey } = await openRoom(room().endpoint, { seats: 2, graceSeconds: 5, turnSeconds: 3 });
  const guest = await NetClient.join(invite, VERSIONS);
  for (const [seat, p] of [host, guest].entries()) {
    p.send('takeSeat', { seat, name: ['Hostie', 'Dana'][seat]! });
    await p.until(() => p.lobby?.mine.includes(seat));
    p.send('ready', { ready: true });
  }
  await host.until(() => host.lobby!.seats.every((s) => s.ready));
  host.send('start', {});
  for (const p of [host, guest]) await p.until(() => p.view && p.clock);
  return { host, guest, invite, hostKey };
}

describe('a paused race', () => {
  it('stops the turn timer and the grace time; resuming restarts the turn’s time from full', async () => {
    const { host, guest, invite, hostKey } = await race();
    const seatToken = host.seatToken!;
    const gameId = host.view!.id;
    const seq = host.view!.state.seq;
    await host.leave(); // the host pauses (a consented leave mid-race)
    await guest.until(() => guest.lobby?.host === 'paused');
    // the timer stopped for everyone
    await guest.until(() => guest.clock?.seat === null && guest.clock.msLeft === null);
    // longer than the turn's 3 s and the grace's 5 s
    await sleep(6500);
    expect(guest.notes.filter((n) => n.kind === 'timeUp')).toEqual([]);
    expect(room().games.getGame(gameId).state.seq).toBe(seq);
    expect(room().games.getGame(gameId).players.every((p) => p.kind === 'human')).toBe(true);
    // the host's seat waits for them, not counting: not gone
    expect(guest.lobby!.seats[0]).toMatchObject({ away: true, gone: false, graceMs: null });

    const back = await NetClient.join(invite, VERSIONS, { hostKey, seatToken });
    await back.until(() => back.lobby?.mine.includes(0) && back.lobby.host === 'here');
    // the turn under way has its whole time again, on every screen
    const decider = deciderOf(back);
    for (const p of [back, guest]) {
      const clock = await p.until(() => p.clock?.seat !== null && p.clock);
      expect(clock.seat).toBe(decider);
      expect(clock.msLeft!).toBeGreaterThan(2500);
    }
    expect(guest.lobby!.seats[0]).toMatchObject({ away: false, gone: false });
    await Promise.all([back.leave(), guest.leave()]);
  }, 30_000);

  it('a guest who drops while paused is not gone before the grace time has run after the host is back', async () => {
    const { host, guest, invite, hostKey } = await race();
    // a spectator stays, so the room is not closed with everyone gone
    const watcher = await NetClient.join(invite, VERSIONS, { watch: {} });
    await watcher.until(() => watcher.lobby);
    const hostToken = host.seatToken!;
    await host.leave();
    await guest.until(() => guest.lobby?.host === 'paused');
    await guest.leave(); // the guest quits too, meaning to come back
    await sleep(6000);
    const back = await NetClient.join(invite, VERSIONS, { hostKey, seatToken: hostToken });
    const lobby = await back.until(() => back.lobby?.mine.includes(0) && back.lobby);
    // still away, and only now counting its grace time
    expect(lobby.seats[1]).toMatchObject({ away: true, gone: false });
    expect(lobby.seats[1]!.graceMs!).toBeGreaterThan(4000);
    // then gone once that time has run, as any player not back
    await back.until(() => back.lobby?.seats[1]?.gone, 8000);
    await Promise.all([back.leave(), watcher.leave()]);
  }, 30_000);
});
