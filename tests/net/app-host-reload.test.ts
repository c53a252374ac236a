// A host whose race page reloads onto Home is away for the guests until the race screen opens again
// (before: the new page kept the host "here" with nobody at the table; see app-at-table). Real apps,
// a real browser host, real sockets.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHost, WS_PAGE_PREFIX, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import { createServices, type Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

const PAGELESS_MS = 300;
let browserHost: RunningHost | null = null;
let hostApp: Services | null = null;
afterEach(async () => {
  await browserHost?.close();
  hostApp?.close();
  browserHost = null;
  hostApp = null;
});

describe('a browser-host host reloading the race page', () => {
  it('a host whose race page reloads onto Home is away until the race screen opens again', async () => {
    hostApp = createServices({ userDataDir: tempDir(), host: 'browser', name: 'Mississippi Queen', version: '9.9.9-test', net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1', pagelessMs: PAGELESS_MS } });
    browserHost = await startHost({ services: hostApp, rendererDir: tempDir() });
    const open = async (id: string): Promise<WebSocket> => {
      const ws = new WebSocket(`ws://127.0.0.1:${browserHost!.port}/api/events`, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${browserHost!.token}`, `${WS_PAGE_PREFIX}${id}`], { origin: browserHost!.origin });
      await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
      return ws;
    };
    let page = await open('a'.repeat(16));
    const guest = makeServices();
    const hosted = await call(hostApp, 'netHost', { seats: 2, port: 0 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(hostApp, guest);
    await until(guest, (st) => !!st.view);
    await call(hostApp, 'netTable', { open: true }, `page:${'a'.repeat(16)}`);

    // the reload: the page's socket closes and a new page opens at once, on Home (no race screen)
    page.close();
    page = await open('b'.repeat(16));
    // before: the new page kept the host "here" with nobody at the table
    const away = await until(guest, (st) => st.lobby?.host === 'offline', 5000);
    expect(away.lobby!.seats[0]).toMatchObject({ away: true, offline: true });
    await call(hostApp, 'netTable', { open: true }, `page:${'b'.repeat(16)}`);
    await until(guest, (st) => st.lobby?.host === 'here' && !st.lobby.seats[0]!.away);
    page.close();
    await call(guest, 'netLeave', {});
    guest.close();
  }, 30_000);
});
