// Hosting on a game server from the app (issue 17): the host opens a public room on an
// `npm run server` process by its address; another app finds it in that server's lobby and joins
// with one click; the race is played to the end and both libraries hold it with one final hash
// (the host imports the record as a guest does: the race ran in the server's store). An app of
// another version sees the room greyed and cannot open one there.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { stateHash } from '../../engine/index.js';
import type { NetFound } from '../../electron/net/net-api.js';
import { createServices, type Services } from '../../electron/services/index.js';
import { TEST_DISCOVERY, makeServices } from '../main/helpers.js';
import { call, playOwnSeat, until } from './app-status.js';
import { tempDir } from './net-fixtures.js';
import { freePort, startServerProcess, stopServerProcess } from './server-process.js';

const VERSION = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** An app of the server's own version (makeServices' apps are another version). */
function app(): Services {
  const dir = tempDir();
  const s = createServices({ userDataDir: dir, host: 'browser', name: 'Mississippi Queen', version: VERSION, net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1', discovery: TEST_DISCOVERY } });
  cleanups.push(() => {
    s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return s;
}

async function found(s: Services, test: (f: NetFound) => boolean, server: string): Promise<NetFound> {
  const end = Date.now() + 10_000;
  let f = await call<NetFound>(s, 'netFind', { server });
  while (!test(f)) {
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(f)}`);
    await new Promise((r) => setTimeout(r, 100));
    f = await call<NetFound>(s, 'netFind', {});
  }
  return f;
}

describe('hosting on a game server from the app', () => {
  it('a public room on the server, found in its lobby, joined with one click, raced to the end: one hash in both libraries', async () => {
    const port = await freePort();
    const dir = tempDir();
    const child: ChildProcess = await startServerProcess(port, dir);
    cleanups.push(async () => {
      await stopServerProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const address = `127.0.0.1:${port}`;
    const [host, guest, old] = [app(), app(), makeServices()];

    const refused = await old.dispatch('netHost', { seats: 2, server: address });
    expect(refused.ok ? 'ok' : refused.code).toBe('net/version-mismatch');
    const bad = await host.dispatch('netHost', { seats: 2, server: 'not an address' });
    expect(bad.ok ? 'ok' : bad.code).toBe('net/address-invalid');

    const hosted = await call(host, 'netHost', { seats: 2, server: address, public: true, hostName: 'Ada', title: 'Server race' });
    expect(hosted.role).toBe('hosting');
    expect(hosted.invite).toMatch(new RegExp(`^mq://127\\.0\\.0\\.1:${port}/[\\w-]+#[0-9A-Z]{12}$`));

    const list = await found(guest, (f) => f.rooms.some((r) => r.host === 'Ada'), address);
    const room = list.rooms.find((r) => r.host === 'Ada')!;
    expect(room).toMatchObject({ source: 'server', title: 'Server race', seats: 2, open: 2, status: 'ok' });
    const greyed = await found(old, (f) => f.rooms.length > 0, address);
    expect(greyed.rooms[0]).toMatchObject({ status: 'version', theirVersion: VERSION });

    expect((await call(guest, 'netJoinListed', { source: 'server', address, roomId: room.roomId })).role).toBe('joined');
    for (const [seat, a] of [host, guest].entries()) {
      await call(a, 'netSend', { type: 'takeSeat', body: { seat, name: seat === 0 ? 'Ada' : 'Guest' } });
      await until(a, (st) => !!st.lobby?.mine.includes(seat));
      await call(a, 'netSend', { type: 'ready', body: { ready: true } });
    }
    await until(host, (st) => !!st.lobby?.seats.every((x) => x.ready));
    await call(host, 'netSend', { type: 'start', body: {} });
    // started: listed under way, to watch (no seat to take over)
    await found(guest, (f) => f.server?.state === 'open' && f.rooms.some((r) => r.started && r.open === 0 && r.status === 'ok'), address);
    await Promise.all([playOwnSeat(host, 7), playOwnSeat(guest, 8)]);
    // over: off the list
    await found(guest, (f) => f.server?.state === 'open' && f.rooms.length === 0, address);
    const hashes = [];
    for (const a of [host, guest]) {
      const st = await until(a, (x) => x.libraryGameId !== null, 30_000);
      const game = a.games.getGame(st.libraryGameId!);
      expect(game.status).toBe('over');
      hashes.push(stateHash(game.state));
    }
    expect(new Set(hashes).size).toBe(1);
    for (const a of [host, guest, old]) await call(a, 'netLeave', {});
  }, 120_000);
});
