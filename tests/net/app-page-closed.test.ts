// A browser-host guest closing their page (play-test of issue 17): the others saw nothing for 15 s,
// until the app's page-less wait ran out. With the app's own wait (no test value), the host sees
// the seat away at once (well within this test's wait), its time to come back counting. Real apps,
// a real browser host, real sockets.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PAGELESS_MS } from '../../electron/net/net-session.js';
import { startHost, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import { createServices, type Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

let browserHost: RunningHost | null = null;
let guest: Services | null = null;
afterEach(async () => {
  await browserHost?.close();
  guest?.close();
  browserHost = null;
  guest = null;
});

describe('a browser-host guest closing their page', () => {
  it('is away for the others at once, with the grace time counting', async () => {
    const host = makeServices();
    guest = createServices({ userDataDir: tempDir(), host: 'browser', name: 'Mississippi Queen', version: '9.9.9-test', net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1' } });
    browserHost = await startHost({ services: guest, rendererDir: tempDir() });
    const h = browserHost;
    const page = new WebSocket(`ws://127.0.0.1:${h.port}/api/events`, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`], { origin: h.origin });
    await new Promise((resolve, reject) => page.on('open', resolve).on('error', reject));

    const hosted = await call(host, 'netHost', { seats: 2, port: 0, graceSeconds: 120 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(host, guest);
    await until(guest, (st) => !!st.view);
    expect(host.net.status().lobby!.seats[1]!.away).toBe(false);

    // a reload's socket is back within this; a closed tab's is not
    expect(PAGELESS_MS).toBeLessThanOrEqual(2000);
    page.close();
    const away = await until(host, (st) => !!st.lobby?.seats[1]?.away, 8000);
    expect(away.graceEnds[1]).toBeGreaterThan(Date.now() + 60_000);
    await call(host, 'netLeave', {});
  }, 30_000);
});
