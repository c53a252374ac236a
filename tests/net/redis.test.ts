// Two `npm run server` processes sharing a redis-server (Debian's package, started here on
// 127.0.0.1 with a free port, no persistence): a room opened through one process is joined
// through the other (its matchmaker finds it in the shared list and hands out a seat in the room's
// own process), and the race starts with every participant seeing the same view. A public room
// opened through one is in the other's lobby of rooms.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './server-process.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { RoomBrowser } from '../../electron/net/room-browser.js';
import { localVersions } from '../../electron/net/protocol.js';
import { openRoom, tempDir } from './net-fixtures.js';

// The servers run the app's own version.
const VERSIONS = localVersions((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version);

const REDIS = '/usr/bin/redis-server';
const children: ChildProcess[] = [];
const dirs: string[] = [];
let ports: number[] = [];

/** Starts a child and resolves when a line of its output matches. */
function startChild(cmd: string, args: string[], ready: RegExp, env: NodeJS.ProcessEnv = process.env): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${cmd} did not start:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}):\n${out}`)));
  });
}

// CI installs redis-server (.ci/run) and must run this; a newcomer's machine without it skips it
// with a line saying why, so the README's `npm test` still passes there.
const HAVE_REDIS = fs.existsSync(REDIS);
if (!HAVE_REDIS && !process.env.CI) console.warn(`tests/net/redis.test.ts skipped: ${REDIS} is not installed (apt-get install redis-server)`);
const RUN = HAVE_REDIS || !!process.env.CI;

beforeAll(async () => {
  if (!RUN) return;
  expect(fs.existsSync(REDIS), `${REDIS} is needed (apt-get install redis-server)`).toBe(true);
  ports = [await freePort(), await freePort(), await freePort()];
  await startChild(REDIS, ['--port', String(ports[0]), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], /Ready to accept connections/);
  const tsx = path.resolve('node_modules/.bin/tsx');
  for (const port of ports.slice(1)) {
    const dir = tempDir('mq-server-');
    dirs.push(dir);
    await startChild(
      tsx,
      ['electron/net/server-main.ts', '--port', String(port), '--host', '127.0.0.1', '--data', dir, '--ready-json', '--public-address', `127.0.0.1:${port}`],
      /MQ_SERVER_READY/,
      { ...process.env, MQ_REDIS_URL: `redis://127.0.0.1:${ports[0]}` },
    );
  }
}, 90_000);

afterAll(async () => {
  for (const c of children.reverse()) {
    if (c.exitCode === null) {
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await gone;
    }
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.runIf(RUN)('two server processes sharing Redis', () => {
  it('a room opened through one process is joined through the other', async () => {
    const [, first, second] = ports;
    const { host, invite } = await openRoom(`ws://127.0.0.1:${first}`, { ...VERSIONS, seats: 2 });
    const guest = await NetClient.join({ ...invite, endpoint: `ws://127.0.0.1:${second}` }, VERSIONS);
    expect(guest.roomId).toBe(host.roomId);
    // a wrong code is refused through the other process too
    const refused = await NetClient.join({ ...invite, code: 'ZZZZZZZZZZZZ', endpoint: `ws://127.0.0.1:${second}` }, VERSIONS).then(
      () => 'joined',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(refused).toBe('net/bad-code');
    host.send('takeSeat', { seat: 0, name: 'Through one' });
    guest.send('takeSeat', { seat: 1, name: 'Through two' });
    for (const p of [host, guest]) {
      await p.until(() => p.lobby!.mine.length === 1);
      p.send('ready', { ready: true });
    }
    await host.until(() => host.lobby!.seats.every((s) => s.ready));
    host.send('start', {});
    const [a, b] = await Promise.all([host.until(() => host.view), guest.until(() => guest.view)]);
    expect(b.id).toBe(a.id);
    expect(b.state).toEqual(a.state);
    expect(b.players.map((p) => p.name)).toEqual(['Through one', 'Through two']);
    // a started race takes no one new (only its own players, by their seat token); its players stay
    const late = await NetClient.join({ ...invite, endpoint: `ws://127.0.0.1:${second}` }, VERSIONS).then(
      () => 'joined',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(late).toBe('net/wrong-phase');
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('a public room opened through one process is in the other process’s lobby of rooms, live', async () => {
    const [, first, second] = ports;
    const browser = new RoomBrowser(`ws://127.0.0.1:${second}`, `127.0.0.1:${second}`, VERSIONS);
    await browser.open();
    try {
      const { host } = await openRoom(`ws://127.0.0.1:${first}`, { ...VERSIONS, seats: 2, public: true, hostName: 'Far' });
      const listed = () => browser.rooms().find((r) => r.roomId === host.roomId);
      const end = Date.now() + 10_000;
      while (listed()?.open !== 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(listed()).toMatchObject({ host: 'Far', open: 2, status: 'ok' });
      host.send('takeSeat', { seat: 0, name: 'Far' });
      while (listed()?.open !== 1 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(listed()?.open).toBe(1);
      await host.leave();
    } finally {
      await browser.close();
    }
  });
});
