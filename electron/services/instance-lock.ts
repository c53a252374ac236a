// One app instance per user-data folder, whichever host it is (Electron or the browser host): two
// instances on one folder would each keep games in memory and fork their logs (issue 12, finding
// 1). The first instance creates `mississippi-queen.lock` in the folder, naming its pid (and, for
// the browser host, where to ask it to open a window); a second one reads it and steps aside.
//
// - Creation is atomic and whole: the content is written to a private temp file, then hard-linked
//   to the lock name (link fails if the name exists), so nobody ever reads a half-written lock.
// - A lock is stale when its pid is gone, or (Linux) when that pid now belongs to a process that
//   started at another time (pid reuse). Taking a stale lock over is serialised by a `.takeover`
//   directory (mkdir is atomic); a takeover directory left by a killed process expires after
//   TAKEOVER_EXPIRY_MS.
// - Release removes the lock only if it is still ours.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const LOCK_FILE = 'mississippi-queen.lock';
/** The browser host's route where a second instance asks it to open a window. */
export const OPEN_WINDOW_PATH = '/__instance/open-window';
const TAKEOVER_EXPIRY_MS = 10_000;

export interface LockInfo {
  pid: number;
  host: 'electron' | 'browser';
  /** The process's start time as the OS tells it (Linux), to tell a reused pid from the holder. */
  started: string | null;
  since: string;
  /** Browser host only: its origin, and the key a second instance presents to reach OPEN_WINDOW_PATH. */
  origin?: string;
  key?: string;
}

export type LockResult = { ok: true; lock: InstanceLock } | { ok: false; holder: LockInfo; file: string };

export class InstanceLock {
  /** What a second instance presents to the browser host's OPEN_WINDOW_PATH (from the lock file). */
  readonly key = crypto.randomBytes(32).toString('hex');

  constructor(
    readonly file: string,
    private info: LockInfo,
  ) {}

  get current(): LockInfo {
    return { ...this.info };
  }

  /** Adds where the running host listens (known only once it does); rewritten atomically. */
  advertise(origin: string): void {
    this.info = { ...this.info, origin, key: this.key };
    const tmp = tempName(this.file);
    fs.writeFileSync(tmp, JSON.stringify(this.info), { mode: 0o600 });
    fs.renameSync(tmp, this.file);
  }

  release(): void {
    const on = readLock(this.file);
    if (on && on.pid === this.info.pid && on.since === this.info.since) fs.rmSync(this.file, { force: true });
  }
}

export function acquireInstanceLock(dir: string, host: LockInfo['host']): LockResult {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, host, started: processStart(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWhole(file, info)) return { ok: true, lock: new InstanceLock(file, info) };
    const holder = readLock(file);
    if (holder && isAlive(holder)) return { ok: false, holder, file };
    // Stale (or unreadable: a lock is never half-written, so this is damage): take it over.
    if (!takeOver(file, holder)) sleep(100);
  }
  throw new Error(`Could not take the instance lock ${file}`);
}

/** Whether the process named in the lock still runs (a reused pid does not count where detectable). */
export function isAlive(info: LockInfo): boolean {
  if (!Number.isInteger(info.pid) || info.pid <= 0) return false;
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: gone
  }
  const started = processStart(info.pid);
  return info.started === null || started === null || started === info.started;
}

/**
 * How long a second start waits for the running host's answer: a process on this computer answers
 * at once when idle, but the play-test's machine was loaded (a 3 s wait gave up, and the second start
 * pointed at the spent address: the player was locked out until they killed the host).
 */
export const ASK_TIMEOUT_MS = 15_000;

/**
 * Asks the running browser host for a way in (authenticated by the key in the lock file, readable
 * only by this user): a window (`window`, where it can open one), else a fresh one-time address.
 * Resolves to what it said, or null if it could not be asked.
 */
export function askToOpenWindow(holder: LockInfo, options: { window?: boolean; timeoutMs?: number } = {}): Promise<OpenWindowAnswer | null> {
  const { window = true, timeoutMs = ASK_TIMEOUT_MS } = options;
  if (!holder.origin || !holder.key) return Promise.resolve(null);
  const url = new URL(OPEN_WINDOW_PATH, holder.origin);
  if (!window) url.searchParams.set('window', '0');
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { authorization: `Bearer ${holder.key}` }, timeout: timeoutMs },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => {
          try {
            resolve(res.statusCode === 200 ? answerOf(JSON.parse(body), holder.origin!) : null);
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

/**
 * What the running browser host answers: a window opened, or, where it cannot open one (no display,
 * no browser, --no-open), a fresh one-time address to open instead (the one it printed at its start
 * is spent once used: the second start is the player's way to a new one).
 */
export interface OpenWindowAnswer {
  opened: boolean;
  address?: string;
}

/** The answer as sent, or with no address when it is not one of the holder's own (only its origin's). */
function answerOf(body: unknown, origin: string): OpenWindowAnswer {
  const b = (body ?? {}) as { opened?: unknown; address?: unknown };
  const address = typeof b.address === 'string' && b.address.startsWith(`${origin}/`) ? b.address : undefined;
  return { opened: b.opened === true, ...(address ? { address } : {}) };
}

/**
 * The sentence giving an address to open. Its one-time launch code works once, for as long as the
 * host runs (docs/network.md, "The browser host's address"); `enterForNew`: a terminal asks for more.
 */
export function openWords(url: string, enterForNew = false): string {
  return `Open ${url} in a browser (the address works once${enterForNew ? '; press Enter for a new one' : ''}).`;
}

/**
 * The one line a refused second instance says; `fresh`: the running host's sentence giving a new
 * address to open (launch.ts, openWords), said instead of pointing at the spent one. Never the
 * host's bare origin: it opens nothing without a launch code (play-test: "use the address it printed"
 * sent the player back to the spent one). `addressFile`: where the running host keeps one that works.
 */
export function alreadyRunningMessage(holder: LockInfo, dir: string, opened: boolean | null, fresh?: string, addressFile?: string): string {
  const which = holder.host === 'electron' ? 'the desktop app' : 'the browser host';
  const base = `Mississippi Queen is already running on ${dir} (${which}, pid ${holder.pid}).`;
  if (opened) return `${base} It was asked to open a window.`;
  if (fresh) return `${base} ${fresh}`;
  if (holder.host === 'browser' && addressFile) {
    return `${base} It did not answer: an address to open is in ${addressFile}; if none works, stop it (Ctrl+C where it runs, or end process ${holder.pid}) and start the game again.`;
  }
  if (holder.host === 'browser') return `${base} It did not answer: stop it (Ctrl+C where it runs, or end process ${holder.pid}) and start the game again.`;
  return `${base} Switch to its window, or quit it first.`;
}

/**
 * The browser host's side of OPEN_WINDOW_PATH: true when the request was this route (answered
 * here). `open` opens a window (`window`: the second start may show one) and says whether it could,
 * or gives a fresh address.
 */
export function handleOpenWindow(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  key: () => string | undefined,
  open: (window: boolean) => boolean | { address: string },
): boolean {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname !== OPEN_WINDOW_PATH) return false;
  const expected = key();
  const presented = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const ok =
    req.method === 'POST' &&
    req.headers.origin === undefined && // never a web page
    !!expected &&
    presented.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
  if (!ok) {
    res.writeHead(403, { 'content-type': 'application/json' }).end('{"ok":false}');
    return true;
  }
  const done = open(url.searchParams.get('window') !== '0');
  const answer: OpenWindowAnswer = typeof done === 'boolean' ? { opened: done } : { opened: false, address: done.address };
  const text = JSON.stringify(answer);
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(text);
  return true;
}

function createWhole(file: string, info: LockInfo): boolean {
  const tmp = tempName(file);
  fs.writeFileSync(tmp, JSON.stringify(info), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Replaces the stale lock `seen` (null: unreadable) under the takeover mutex; false if busy. */
function takeOver(file: string, seen: LockInfo | null): boolean {
  const mutex = `${file}.takeover`;
  try {
    fs.mkdirSync(mutex);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - fs.statSync(mutex).mtimeMs > TAKEOVER_EXPIRY_MS) fs.rmdirSync(mutex);
    } catch {
      // gone meanwhile: the next attempt sees
    }
    return false;
  }
  try {
    // Someone may have taken it over between our read and the mutex: only remove what we judged.
    const now = readLock(file);
    if (JSON.stringify(now) === JSON.stringify(seen)) fs.rmSync(file, { force: true });
    return true;
  } finally {
    fs.rmdirSync(mutex);
  }
}

export function readLock(file: string): LockInfo | null {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    return v && typeof v === 'object' && typeof v.pid === 'number' ? v : null;
  } catch {
    return null;
  }
}

/** Linux: field 22 of /proc/PID/stat (start time in clock ticks since boot); null elsewhere. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function tempName(file: string): string {
  return `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
