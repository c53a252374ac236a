// A browser-host guest whose app starts again mid-race (play-test, issue 17: the seat counted as
// back on every app before the player's page had opened, and the race waited on nobody). The app
// started again on its folder rejoins its seat only once a page is open; until then the seat stays
// away with its grace time running. Real apps, a real browser host, real sockets. (Its own file:
// closing an app stops the one LAN server a test process may have.)
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHost, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import { createServices, type Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

const PAGELESS_MS = 300;
const hosts: RunningHost[] = [];
const apps: Services[] = [];
afterAll(async () => {
  for (const h of hosts) await h.close();
  for (const a of apps) a.close();
});

/** A guest's browser host on its folder, as `npm start` runs it (its screens are the pages it serves). */
async function browserGuest(dir: string): Promise<{ app: Services; host: RunningHost }> {
  const app = createServices({
    userDataDir: dir,
    host: 'browser',
    name: 'Mississippi Queen',
    version: '9.9.9-test',
    net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1', pagelessMs: PAGELESS_MS, servesPages: true },
  });
  const host = await startHost({ services: app, rendererDir: tempDir() });
  apps.push(app);
  hosts.push(host);
  return { app, host };
}

/** A page of the browser host: its events socket, as the renderer opens it. */
async function openPage(h: RunningHost): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${h.port}/api/events`, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`], { origin: h.origin });
  await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
  return ws;
}

describe('a browser-host guest whose app starts again mid-race', () => {
  it('stays away, its grace time running, until a page is open; then is back in its seat', async () => {
    const hostApp = makeServices();
    const dir = tempDir();
    const first = await browserGuest(dir);
    const page = await openPage(first.host);
    const hosted = await call(hostApp, 'netHost', { seats: 2, port: 0, graceSeconds: 60 });
    await call(first.app, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(hostApp, first.app);
    await until(first.app, (st) => !!st.view);

    // the guest's app goes (its page with it: dropped, as after a crash): away on the host's screen
    page.close();
    await first.host.close();
    await until(hostApp, (st) => !!st.lobby?.seats[1]?.away);

    // started again on its folder: no page yet, so not back
    const again = await browserGuest(dir);
    await new Promise((r) => setTimeout(r, 2000));
    const waiting = hostApp.net.status().lobby!.seats[1]!;
    expect(waiting).toMatchObject({ away: true, gone: false });
    expect(waiting.graceMs).not.toBeNull();
    expect(again.app.net.status().role).toBe('none');
    // Home waits for the page rather than saying the race does not answer
    expect(again.app.net.status().place).toBeNull();

    // its window opens: back in the seat, and the host sees the player back
    const opened = await openPage(again.host);
    const mine = await until(again.app, (st) => st.connection === 'open' && !!st.lobby?.mine.includes(1) && !!st.view);
    expect(mine.lobby!.phase).toBe('racing');
    await until(hostApp, (st) => !st.lobby!.seats[1]!.away);
    opened.close();
    await call(hostApp, 'netLeave', {});
  }, 40_000);
});
