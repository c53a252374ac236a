// One app instance per user-data folder (issue 12, finding 1): the lock both hosts take, stale
// locks from killed processes, and a second browser-host process that steps aside.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_FILE } from '../../electron/host/address-file.js';
import { reopen } from '../../electron/host/launch.js';
import { startHost, type RunningHost } from '../../electron/host/node-host.js';
import { LOCK_FILE, acquireInstanceLock, handleOpenWindow, readLock, type InstanceLock } from '../../electron/services/instance-lock.js';
import { makeServices, tempDir } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const held: InstanceLock[] = [];
let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
  while (held.length) held.pop()!.release();
});

/** The browser host started again on `dir` (its CLI, as a player would): its exit code and what it said. */
async function secondStart(dir: string, args: string[] = []): Promise<{ code: number | null; err: string }> {
  const second = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'electron/host/cli.ts'), '--user-data', dir, ...args], {
    cwd: ROOT,
    env: { ...process.env, MQ_E2E: '' },
  });
  let err = '';
  second.stderr.on('data', (b: Buffer) => (err += String(b)));
  const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
  return { code, err };
}

function take(dir: string, kind: 'browser' | 'electron' = 'browser') {
  const r = acquireInstanceLock(dir, kind);
  if (r.ok) held.push(r.lock);
  return r;
}

/** A pid that surely belongs to no running process: a child that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('instance lock', () => {
  it('is taken by the first instance and refused to a second, which learns who holds it', () => {
    const dir = tempDir();
    const first = take(dir, 'electron');
    expect(first.ok).toBe(true);
    const second = take(dir);
    expect(second).toMatchObject({ ok: false, holder: { pid: process.pid, host: 'electron' } });
    // Released: the next one gets it.
    held.pop()!.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    expect(take(dir).ok).toBe(true);
  });

  it('takes over a lock left by a killed process, an unreadable one, and one whose pid was reused', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    const stale = { pid: deadPid(), host: 'browser', started: null, since: '2026-01-01T00:00:00.000Z' };
    fs.writeFileSync(file, JSON.stringify(stale));
    expect(take(dir).ok).toBe(true);
    expect(readLock(file)?.pid).toBe(process.pid);
    held.pop()!.release();

    fs.writeFileSync(file, '{"pid": 12'); // not something this code ever writes: damage
    expect(take(dir).ok).toBe(true);
    held.pop()!.release();

    // Our own pid, but a process that started at another time: the pid was reused.
    if (fs.existsSync('/proc/self/stat')) {
      fs.writeFileSync(file, JSON.stringify({ ...stale, pid: process.pid, started: '1' }));
      expect(take(dir).ok).toBe(true);
    }
  });

  it('release never removes a lock someone else holds now', () => {
    const dir = tempDir();
    const mine = take(dir);
    if (!mine.ok) throw new Error('no lock');
    const file = path.join(dir, LOCK_FILE);
    const other = { pid: deadPid(), host: 'browser', started: null, since: 'x' };
    fs.writeFileSync(file, JSON.stringify(other));
    mine.lock.release();
    expect(readLock(file)).toEqual(other);
  });

  it('exactly one of several processes racing for a stale lock wins', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: 'browser', started: null, since: 'old' }));
    const script = `
      import { acquireInstanceLock } from ${JSON.stringify(path.join(ROOT, 'electron/services/instance-lock.ts'))};
      const r = acquireInstanceLock(process.argv[1], 'browser');
      process.stdout.write(r.ok ? 'won' : 'lost');
      setInterval(() => {}, 1000); // hold it (alive) until every racer has answered
    `;
    // Each racer stays alive until all have answered: a winner that exited early would leave a
    // stale lock for a racer that a loaded machine started late, which rightly takes it over.
    const children = Array.from({ length: 3 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { cwd: ROOT }));
    const runs = children.map(
      (c) =>
        new Promise<string>((resolve) => {
          let out = '';
          c.stdout.on('data', (b: Buffer) => {
            out += String(b);
            if (out === 'won' || out === 'lost') resolve(out);
          });
          c.on('exit', () => resolve(out));
        }),
    );
    const outcomes = await Promise.all(runs).finally(() => children.forEach((c) => c.kill()));
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'lost')).toHaveLength(2);
  }, 30_000);
});

describe('a second browser host on the same folder', () => {
  it('is refused with a clear message, and asks the running host to open a window', async () => {
    const dir = tempDir();
    const first = take(dir);
    if (!first.ok) throw new Error('no lock');
    let windows = 0;
    host = await startHost({
      services: makeServices(dir),
      rendererDir: tempDir(),
      extraRoute: (req, res) => handleOpenWindow(req, res, () => first.lock.key, () => (windows++, true)),
    });
    first.lock.advertise(host.origin);

    const second = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'electron/host/cli.ts'), '--user-data', dir], {
      cwd: ROOT,
      env: { ...process.env, MQ_E2E: '' },
    });
    let err = '';
    second.stderr.on('data', (b: Buffer) => (err += String(b)));
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(err).toContain(`Mississippi Queen is already running on ${dir} (the browser host, pid ${process.pid}).`);
    expect(err).toContain('It was asked to open a window.');
    expect(code).toBe(0);
    expect(windows).toBe(1);
    // The running instance still holds the folder.
    expect(readLock(path.join(dir, LOCK_FILE))?.pid).toBe(process.pid);
  }, 30_000);

  it('where the running host can open no window, the second start is given a new address to open, and the host says it too', async () => {
    // the browser host without a display (or a browser): its first address, once used, is spent;
    // starting the game again is the player's way to a new one (the spent address's words say so)
    const dir = tempDir();
    const first = take(dir);
    if (!first.ok) throw new Error('no lock');
    const said: string[] = [];
    const running = await startHost({
      services: makeServices(dir),
      rendererDir: tempDir(),
      extraRoute: (req, res) => handleOpenWindow(req, res, () => first.lock.key, () => reopen(running, { browser: null, print: (l) => said.push(l) })),
    });
    host = running;
    first.lock.advertise(running.origin);

    const second = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'electron/host/cli.ts'), '--user-data', dir], {
      cwd: ROOT,
      env: { ...process.env, MQ_E2E: '' },
    });
    let err = '';
    second.stderr.on('data', (b: Buffer) => (err += String(b)));
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(code).toBe(0); // the player has a way in
    expect(err).toContain(`Mississippi Queen is already running on ${dir} (the browser host, pid ${process.pid}).`);
    const address = /Open (http:\/\/127\.0\.0\.1:\d+\/#code=[0-9a-f]{32}) in a browser \(the address works once\)\./.exec(err)?.[1];
    expect(address?.startsWith(`${running.origin}/`)).toBe(true);
    expect(address).toBeDefined();
    // the running host said the same address where it said the first one
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`Open ${address} in a browser`);
    // and the address opens the game (its code exchanged for the session once)
    const launch = new URL(address!).hash.slice('#code='.length);
    const exchanged = await fetch(`${running.origin}/api/session/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.origin },
      body: JSON.stringify({ code: launch }),
    });
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { value: { token: string } }).value.token).toBe(running.token);
  }, 30_000);

  it('a second start with --no-open is given a new address too, even from a host that opens windows', async () => {
    // play-test of issue 17: the page's address spent, a second start said "already running, use
    // the address it printed" (the spent one): --no-open did not ask the running host at all
    const dir = tempDir();
    const first = take(dir);
    if (!first.ok) throw new Error('no lock');
    let windows = 0;
    const running = await startHost({
      services: makeServices(dir),
      rendererDir: tempDir(),
      extraRoute: (req, res) =>
        handleOpenWindow(req, res, () => first.lock.key, (window) => (window ? (windows++, true) : reopen(running, { browser: 'chromium', print: () => undefined }, window))),
    });
    host = running;
    first.lock.advertise(running.origin);
    const { code, err } = await secondStart(dir, ['--no-open']);
    expect(windows).toBe(0);
    const address = /Open (http:\/\/127\.0\.0\.1:\d+\/#code=[0-9a-f]{32}) in a browser/.exec(err)?.[1];
    expect(address?.startsWith(`${running.origin}/`)).toBe(true);
    expect(code).toBe(0);
    const launch = new URL(address!).hash.slice('#code='.length);
    const exchanged = await fetch(`${running.origin}/api/session/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.origin },
      body: JSON.stringify({ code: launch }),
    });
    expect(exchanged.status).toBe(200);
  }, 30_000);

  it('a running host that does not answer is not pointed at by its bare origin: its address file is', async () => {
    const dir = tempDir();
    const first = take(dir);
    if (!first.ok) throw new Error('no lock');
    // a port where nothing listens: the holder is alive (this process) but does not answer
    const silent = await new Promise<number>((resolve) => {
      const s = http.createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    first.lock.advertise(`http://127.0.0.1:${silent}`);
    fs.writeFileSync(path.join(dir, ADDRESS_FILE), 'Mississippi Queen is running…\n');
    const { code, err } = await secondStart(dir);
    expect(code).toBe(1);
    expect(err).not.toContain(`(http://127.0.0.1:${silent})`);
    expect(err).toContain(`an address to open is in ${path.join(dir, ADDRESS_FILE)}`);
    expect(err).toContain(`end process ${process.pid}`);
  }, 30_000);

  it('the open-window route needs the key from the lock file and refuses web pages', async () => {
    const dir = tempDir();
    let windows = 0;
    host = await startHost({
      services: makeServices(dir),
      rendererDir: tempDir(),
      extraRoute: (req, res) => handleOpenWindow(req, res, () => 'k'.repeat(64), () => (windows++, true)),
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${host!.origin}/__instance/open-window`, { method: 'POST', headers }).then((r) => r.status);
    expect(await post({})).toBe(403);
    expect(await post({ authorization: `Bearer ${'x'.repeat(64)}` })).toBe(403);
    expect(await post({ authorization: `Bearer ${'k'.repeat(64)}`, origin: 'http://evil.example' })).toBe(403);
    expect(windows).toBe(0);
    expect(await post({ authorization: `Bearer ${'k'.repeat(64)}` })).toBe(200);
    expect(windows).toBe(1);
  });
});
