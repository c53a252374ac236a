// A guest in the browser host whose last page closed while its app host stays up (play-test: the
// host waited for ever): after a short while without a page the app leaves the room as a dropped app
// does; the host sees the seat away, then gone after the grace time (and may hand it over); a page
// opening again brings the guest back into their seat. Real apps, a real browser host, real sockets.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHost, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import { createServices, type Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

const PAGELESS_MS = 400;
let browserHost: RunningHost | null = null;
let guest: Services | null = null;
afterEach(async () => {
  await browserHost?.close();
  guest?.close();
  browserHost = null;
  guest = null;
});

/** A page of the browser host: its events socket, as the renderer opens it. */
async function openPage(h: RunningHost): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${h.port}/api/events`, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`], { origin: h.origin });
  await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
  return ws;
}

describe('a browser-host guest whose page closed', () => {
  it('is away, then gone after the grace time; a page back brings them back to their seat', async () => {
    const host = makeServices();
    guest = createServices({ userDataDir: tempDir(), host: 'browser', name: 'Mississippi Queen', version: '9.9.9-test', net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1', pagelessMs: PAGELESS_MS } });
    browserHost = await startHost({ services: guest, rendererDir: tempDir() });
    let page = await openPage(browserHost);

    const hosted = await call(host, 'netHost', { seats: 2, port: 0, graceSeconds: 5 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(host, guest);
    await until(guest, (st) => !!st.view);

    // a reload (the page back within the while) changes nothing
    page.close();
    page = await openPage(browserHost);
    await new Promise((r) => setTimeout(r, PAGELESS_MS * 2));
    expect(host.net.status().lobby!.seats[1]!.away).toBe(false);

    // the tab closed for good: away, then gone once the grace time is out
    const closed = Date.now();
    page.close();
    await until(host, (st) => !!st.lobby?.seats[1]?.away);
    expect(Date.now() - closed).toBeGreaterThanOrEqual(PAGELESS_MS - 50);
    await until(host, (st) => !!st.lobby?.seats[1]?.gone, 9000);

    // the player opens a page again (a new address from the same app): back in their seat
    page = await openPage(browserHost);
    const back = await until(host, (st) => !st.lobby!.seats[1]!.away && !st.lobby!.seats[1]!.gone, 9000);
    expect(back.lobby!.seats[1]).toMatchObject({ kind: 'human', name: 'App 2' });
    const mine = await until(guest, (st) => st.connection === 'open' && !!st.lobby?.mine.includes(1) && !!st.view);
    expect(mine.lobby!.phase).toBe('racing');
    page.close();
    await call(host, 'netLeave', {});
  }, 40_000);
});
