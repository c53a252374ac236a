// A player who leaves the race's screen mid-race (Home, not pausing) counts as away for the others;
// their own Home must say so, and a guest's how long the seat waits (pt30 #1: the guest's Home said
// only "Your turn: the race is waiting for you" while the host read "Bianca is away: 1:58 more").
// Each absence counts the whole grace time again from when it starts (docs/network.md, "At the table").
// Real apps, real sockets.
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

const PAGELESS_MS = 300;
const GRACE_S = 120;
const apps: Services[] = [];
afterEach(() => {
  for (const a of apps.splice(0)) a.close();
});

describe("Home tells a player away from the race's screen that they count as away", () => {
  it('a guest on Home reads until when their seat waits (the room\'s own time, whole again each time); a host on Home reads that they are away', async () => {
    const hostApp = makeServices(tempDir(), 'electron', { pagelessMs: PAGELESS_MS });
    const guest = makeServices(tempDir(), 'electron', { pagelessMs: PAGELESS_MS });
    apps.push(hostApp, guest);
    const hosted = await call(hostApp, 'netHost', { seats: 2, port: 0, graceSeconds: GRACE_S });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(hostApp, guest);
    await until(guest, (st) => !!st.view && 'player' in st.view.pending && st.graceSeconds !== null);
    await call(hostApp, 'netTable', { open: true });
    await call(guest, 'netTable', { open: true });
    expect(guest.net.status().place?.away).toBeUndefined();
    expect(hostApp.net.status().place?.away).toBeUndefined();

    // the guest goes Home: away, and their Home knows until when (before: no word of it)
    const left1 = Date.now();
    await call(guest, 'netTable', { open: false });
    const seen1 = await until(hostApp, (st) => st.graceEnds[1] != null, 5000);
    const home1 = guest.net.status().place!;
    expect(home1.away).toBe(true);
    expect(home1.awayUntil).toBeGreaterThanOrEqual(left1 + GRACE_S * 1000);
    // the same time as the room counts (both apps on this computer's clock; a lobby's trip apart)
    expect(Math.abs(home1.awayUntil! - seen1.graceEnds[1]!)).toBeLessThan(1500);

    // back at the table: no longer away, on both sides
    await call(guest, 'netTable', { open: true });
    await until(hostApp, (st) => !st.lobby!.seats[1]!.away && st.graceEnds[1] == null, 10_000);
    await until(guest, (st) => st.connection === 'open' && !st.place?.away);

    // away again later: the whole grace time from this absence, not what was left of the first
    await new Promise((r) => setTimeout(r, 1200));
    const left2 = Date.now();
    await call(guest, 'netTable', { open: false });
    const seen2 = await until(hostApp, (st) => st.graceEnds[1] != null, 5000);
    expect(seen2.graceEnds[1]!).toBeGreaterThanOrEqual(left2 + GRACE_S * 1000 - 200);
    expect(guest.net.status().place!.awayUntil).toBeGreaterThanOrEqual(left2 + GRACE_S * 1000);
    await call(guest, 'netTable', { open: true });
    await until(hostApp, (st) => !st.lobby!.seats[1]!.away, 10_000);

    // the host goes Home: away (offline; the race waits for them, so no time runs out)
    await call(hostApp, 'netTable', { open: false });
    await until(guest, (st) => st.lobby?.host === 'offline', 5000);
    const hostHome = hostApp.net.status().place!;
    expect(hostHome.away).toBe(true);
    expect(hostHome.awayUntil).toBeUndefined();
    await call(hostApp, 'netTable', { open: true });
    await until(guest, (st) => st.lobby?.host === 'here');
    expect(hostApp.net.status().place?.away).toBeUndefined();
    await call(guest, 'netLeave', {});
  }, 40_000);
});
