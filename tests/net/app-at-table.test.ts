// In a race, a player is present while the race's screen is open, for hosts and guests alike (the
// screen tells its app: netTable). Before, a host who reloaded the race's page onto Home, or went
// Rules -> Home without pausing, stayed "here" for the guests, and a guest was back with any page
// open. Home says when the race waits for this player's turn (pt29 #5: only "Back to your race").
// Real apps, real sockets (the reload: app-host-reload.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { NetStatus } from '../../electron/net/net-api.js';
import type { Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

const PAGELESS_MS = 300;
let hostApp: Services | null = null;
afterEach(async () => {
  hostApp?.close();
  hostApp = null;
});

/** Whether the race waits for one of this app's seats. */
function decides(st: NetStatus): boolean {
  const p = st.view?.pending;
  return !!p && 'player' in p && !!st.lobby?.mine.includes(p.player);
}

describe('present in a race: the race screen open', () => {
  it('a host or a guest leaving the race screen (Rules, Home) is away for the others, and back with it; Home says whose turn the race waits for', async () => {
    hostApp = makeServices(tempDir(), 'electron', { pagelessMs: PAGELESS_MS });
    const guest = makeServices(tempDir(), 'electron', { pagelessMs: PAGELESS_MS });
    const hosted = await call(hostApp, 'netHost', { seats: 2, port: 0 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(hostApp, guest);
    await until(guest, (st) => !!st.view && 'player' in st.view.pending);
    await until(hostApp, (st) => !!st.view && 'player' in st.view.pending);
    await call(hostApp, 'netTable', { open: true });
    await call(guest, 'netTable', { open: true });

    // Home's offer says the race waits for this player, on the app whose seat decides only (before: neither)
    const h = hostApp.net.status();
    const g = guest.net.status();
    expect(decides(h)).not.toBe(decides(g));
    expect(h.place?.yourTurn ?? false).toBe(decides(h));
    expect(g.place?.yourTurn ?? false).toBe(decides(g));

    // the host goes Rules -> Home without pausing: away for the guest (before: "here" all along)
    await call(hostApp, 'netTable', { open: false });
    const hostAway = await until(guest, (st) => st.lobby?.host === 'offline', 5000);
    expect(hostAway.lobby!.seats[0]).toMatchObject({ away: true, offline: true, gone: false });
    // Home still tells the host when it is their turn
    expect(hostApp.net.status().place?.yourTurn ?? false).toBe(decides(h));
    await call(hostApp, 'netTable', { open: true });
    const hostBack = await until(guest, (st) => st.lobby?.host === 'here' && !st.lobby.seats[0]!.away);
    expect(hostBack.notes.filter((n) => n.kind === 'back')).toHaveLength(1);

    // the guest leaves the race screen, its app still in the room: away for the host (before: present)
    await call(guest, 'netTable', { open: false });
    const guestAway = await until(hostApp, (st) => !!st.lobby?.seats[1]!.away, 5000);
    expect(guestAway.lobby!.seats[1]).toMatchObject({ away: true, gone: false });
    await call(guest, 'netTable', { open: true });
    await until(hostApp, (st) => !st.lobby!.seats[1]!.away, 10_000);
    await call(guest, 'netLeave', {});
  }, 40_000);
});
