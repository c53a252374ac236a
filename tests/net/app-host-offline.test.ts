// The host's app in the browser host with its page closed, its process still up (play-test pt27:
// the guest read "connection lost … the host can hand the seat to a computer captain", then "The
// host has left the game" after the grace time, and no word when the host's page came back). The
// host's app keeps the race: the guests see the host offline, the race waiting, past the grace
// time too; the race's screen open again (not a page on Home: pt28), the table is told the host is back. Real apps, a real browser host, real sockets.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHost, WS_PAGE_PREFIX, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import { createServices, type Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

const PAGELESS_MS = 300;
const GRACE_SECONDS = 5;
let browserHost: RunningHost | null = null;
let hostApp: Services | null = null;
afterEach(async () => {
  await browserHost?.close();
  hostApp?.close();
  browserHost = null;
  hostApp = null;
});

/** A page of the browser host (its events socket, under its own page id as the renderer's). */
async function openPage(h: RunningHost, id = 'a'.repeat(16)): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${h.port}/api/events`, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`, `${WS_PAGE_PREFIX}${id}`], { origin: h.origin });
  await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
  return ws;
}

describe('a browser-host host whose page closed, its app still up', () => {
  it('is offline for the guests (the race waits, past the grace time too), and back with a note when the race screen opens, not a page on Home', async () => {
    hostApp = createServices({ userDataDir: tempDir(), host: 'browser', name: 'Mississippi Queen', version: '9.9.9-test', net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1', pagelessMs: PAGELESS_MS } });
    browserHost = await startHost({ services: hostApp, rendererDir: tempDir() });
    let page = await openPage(browserHost);
    const guest = makeServices();

    const hosted = await call(hostApp, 'netHost', { seats: 2, port: 0, graceSeconds: GRACE_SECONDS });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(hostApp, guest);
    await until(guest, (st) => !!st.view);
    // the host's race screen open on that page (NetPlay tells it)
    await call(hostApp, 'netTable', { open: true }, `page:${'a'.repeat(16)}`);

    page.close();
    const offline = await until(guest, (st) => st.lobby?.host !== 'here', 5000);
    expect(offline.lobby!.host).toBe('offline');
    // away, but with no time running out: nobody may hand the host's seat over
    expect(offline.lobby!.seats[0]).toMatchObject({ away: true, offline: true, gone: false, graceMs: null });
    expect(offline.graceEnds[0]).toBeNull();
    expect(offline.connection).toBe('open');

    // past the grace time: still offline, never "left", the seat never gone
    await new Promise((r) => setTimeout(r, GRACE_SECONDS * 1000 + 1500));
    const later = guest.net.status();
    expect(later.lobby!.host).toBe('offline');
    expect(later.lobby!.seats[0]).toMatchObject({ away: true, gone: false });

    // a page opens again, on Home (a new page id): the player is not at the table yet, still offline,
    // no "back" (play-test pt28: "Anna is back" while the board still waited for her). The host's
    // quick message goes after anything its app sent the room: once the guest has it, a "back" would be in too
    page = await openPage(browserHost, 'b'.repeat(16));
    await call(hostApp, 'netSend', { type: 'quick', body: { id: 'oneMoment' } });
    const onHome = await until(guest, (st) => st.notes.some((n) => n.kind === 'quick'));
    expect(onHome.notes.filter((n) => n.kind === 'back')).toEqual([]);
    expect(onHome.lobby!.host).toBe('offline');
    expect(onHome.lobby!.seats[0]).toMatchObject({ away: true, offline: true });

    // the race's screen opens on it: here, and the table is told
    await call(hostApp, 'netTable', { open: true }, `page:${'b'.repeat(16)}`);
    const back = await until(guest, (st) => st.lobby?.host === 'here' && !st.lobby.seats[0]!.away);
    expect(back.notes.filter((n) => n.kind === 'back')).toEqual([expect.objectContaining({ kind: 'back', seat: 0, name: 'App 1' })]);
    expect(back.lobby!.seats[0]!.offline).toBeUndefined();
    page.close();
    await call(guest, 'netLeave', {});
    guest.close();
  }, 40_000);
});
