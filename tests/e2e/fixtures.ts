// Test fixtures: a browser host (MQ_E2E=1) with a fresh user-data folder per test, and a page that
// has loaded the app and signalled readiness (body[data-ready="true"], set after main answered).
// One host process serves a worker's tests in turn, each on a new folder (electron/host/e2e-fresh.ts):
// a process start cost more than many tests' checks. A test that needs a process of its own says
// `test.use({ freshHost: true })`; one that took part in a networked race is followed by a new one.
// Likewise one browser context serves a worker's tests (one per set of context options: a test that
// `test.use`s a locale or viewport gets its own), each test on a new page of it, its storage wiped
// first (worker-contexts.ts): a new context cost each test 0.3-0.7 s and threw away the bundle's caches.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { WorkerContexts, boardScale } from './worker-contexts.js';

export { boardScale };

/**
 * A page in a new context of its own (another player's app, in the net specs), its board at the
 * fixture's default scale (boardScale).
 */
export async function newAppPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  await boardScale(context, 0.5);
  return context.newPage();
}

export interface HostInfo {
  /** The address to open, with a one-time launch code: good for one page (later ones open from it). */
  url: string;
  origin: string;
  token: string;
  userDataDir: string;
}

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SCREENSHOTS = path.join(ROOT, 'tests', 'e2e', 'screenshots');
/**
 * Screenshots only for people to look at (and the extra window sizes taken just for them) are
 * written with MQ_SHOTS=1; the assertions run either way. (Each one costs a software-WebGL frame.)
 */
export const WANT_SHOTS = process.env.MQ_SHOTS === '1';

/** Stops each host still running, waiting for its exit (its database closed), then removes the data folders. */
export async function stopHosts(hosts: readonly { child: ChildProcess }[], dirs: readonly string[]): Promise<void> {
  for (const h of hosts) {
    if (h.child.exitCode !== null || h.child.signalCode !== null) continue;
    const gone = new Promise((r) => h.child.once('exit', r));
    h.child.kill('SIGTERM');
    await gone;
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}

export function startHost(userDataDir: string): Promise<{ child: ChildProcess; info: HostInfo }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'out/host/index.mjs'), '--user-data', userDataDir, '--ready-json'], {
    env: { ...process.env, MQ_E2E: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (buf: Buffer) => {
      out += String(buf);
      const m = /MQ_HOST_READY (.*)\n/.exec(out);
      if (m) resolve({ child, info: JSON.parse(m[1]!) as HostInfo });
    });
    child.stderr!.on('data', (buf: Buffer) => (err += String(buf)));
    child.once('exit', (code) => reject(new Error(`browser host exited (${code}) before it was ready: ${err}`)));
  });
}

/** Saves settings in a fresh host, before any page opens (one change: seq 0 to 1). */
async function saveSettings(info: HostInfo, patch: Record<string, unknown>): Promise<void> {
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${info.token}` };
  const r = await rawPost(info, 'setSettings', JSON.stringify({ expectSeq: 0, patch }), auth);
  if (r.status !== 200) throw new Error(`could not save the test's settings ${JSON.stringify(patch)}: ${JSON.stringify(r.json)}`);
}

/** Saves "Reduce effects" and "Mute sound" in a fresh host's settings, before any page opens (see sceneEffects and sound). */
export async function reduceEffects(info: HostInfo): Promise<void> {
  await saveSettings(info, { reduceEffects: true, soundMuted: true });
}

/** What the fixture saves in a fresh host before the page opens (see sceneEffects, appPace and sound). */
async function testSettings(info: HostInfo, sceneEffects: boolean, appPace: boolean, sound: boolean): Promise<void> {
  const patch = {
    ...(sceneEffects ? {} : { reduceEffects: true }),
    ...(appPace ? {} : { animationSpeed: 0, moveDelay: 0 }),
    ...(sound ? {} : { soundMuted: true }),
  };
  if (Object.keys(patch).length > 0) await saveSettings(info, patch);
}

/** The test's own host (a worker runs one test at a time), for helpers that reach it without its page. */
let testHost: HostInfo | null = null;

/** The test's host if `page` shows it (the net specs' other hosts are not known here). */
export function hostOf(page: Page): HostInfo | null {
  if (!testHost) return null;
  try {
    return new URL(page.url()).origin === testHost.origin ? testHost : null;
  } catch {
    return null;
  }
}

/** The worker's browser host: started with its first test, given a fresh user-data folder for each next one. */
class WorkerHost {
  private child: ChildProcess | null = null;
  private base: HostInfo | null = null;
  private readonly dirs: string[] = [];

  /** The host on a new, empty user-data folder. */
  async fresh(): Promise<HostInfo> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-'));
    // (the folders are removed once the process is gone: a late line of the old services' log goes to theirs)
    this.dirs.push(dir);
    if (this.child && this.base && this.child.exitCode === null && this.child.signalCode === null) {
      const res = await fetch(`${this.base.origin}/e2e/fresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.base.token}` },
        body: JSON.stringify({ userDataDir: dir }),
      });
      const body = (await res.json()) as { url?: string; code?: string };
      if (res.status === 200 && body.url) return { ...this.base, url: body.url, userDataDir: dir };
      // 409 e2e/net-used: the race server is one per process, so a new process follows a networked race
      if (res.status !== 409) throw new Error(`the browser host could not switch to a fresh folder: ${res.status} ${JSON.stringify(body)}`);
      await this.stopProcess();
    }
    const { child, info } = await startHost(dir);
    this.child = child;
    this.base = info;
    return info;
  }

  private async stopProcess(): Promise<void> {
    if (this.child) await stopHosts([{ child: this.child }], []);
    this.child = null;
    this.base = null;
  }

  async stop(): Promise<void> {
    await this.stopProcess();
    for (const d of this.dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  }
}

export const test = base.extend<
  { sceneEffects: boolean; appPace: boolean; sound: boolean; freshHost: boolean; boardScale: number; host: HostInfo; app: Page; pageErrors: string[] },
  { workerHost: WorkerHost; workerContexts: WorkerContexts }
>({
  /**
   * The river's moving water, wake and smoke. Off ("Reduce effects" saved before the page opens)
   * unless a test is about them or about the settings themselves: in software WebGL they redraw
   * every frame and take a whole core from the test and its neighbour.
   */
  sceneEffects: [false, { option: true }],
  /**
   * The app's own pace (animations at normal speed, a pause after each computer captain's move).
   * Off (instant animations, no pause, saved before the page opens) unless a test is about them or
   * about the settings' first values: a test waits for the board to be still after every move.
   */
  appPace: [false, { option: true }],
  /**
   * Sound as a fresh install has it (on, quiet). Muted (saved before the page opens) unless a test is
   * about sound or the settings' first values: the first move's sound makes an AudioContext, which
   * took 1.5 s of the page's main thread here (no audio device) and keeps an audio thread running.
   */
  sound: [false, { option: true }],
  /** A host process of the test's own (started for it, stopped after it) instead of the worker's. */
  freshHost: [false, { option: true }],
  /**
   * The board's canvas drawn at half the page's resolution (worker-contexts.ts boardScale), unless a
   * test is about what the board's pixels look like (1). Layout, picking and labels are in CSS pixels
   * either way; the render benchmark keeps the full resolution.
   */
  boardScale: [0.5, { option: true }],
  workerHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const w = new WorkerHost();
      await use(w);
      await w.stop();
    },
    { scope: 'worker' },
  ],
  workerContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const w = new WorkerContexts();
      await use(w);
      await w.close();
    },
    { scope: 'worker' },
  ],
  // (the test's context options as Playwright combines them: its own name, read from the pattern)
  context: (async (
    {
      browser,
      workerContexts,
      boardScale,
      _combinedContextOptions,
    }: { browser: Browser; workerContexts: WorkerContexts; boardScale: number; _combinedContextOptions: BrowserContextOptions },
    use: (c: BrowserContext) => Promise<void>,
  ) => {
    const context = await workerContexts.forTest(browser, _combinedContextOptions, boardScale);
    await use(context);
    await workerContexts.endTest(context);
  }) as unknown as never,
  page: async ({ context, workerContexts }, use) => {
    await use(await workerContexts.page(context));
  },
  host: async ({ sceneEffects, appPace, sound, freshHost, workerHost }, use) => {
    if (!freshHost) {
      const info = await workerHost.fresh();
      await testSettings(info, sceneEffects, appPace, sound);
      testHost = info;
      await use(info);
      testHost = null;
      return;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-e2e-'));
    const { child, info } = await startHost(dir);
    await testSettings(info, sceneEffects, appPace, sound);
    testHost = info;
    await use(info);
    testHost = null;
    await stopHosts([{ child }], [dir]);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await use(errors);
  },
  app: async ({ page, host, pageErrors }, use) => {
    void pageErrors; // start collecting before navigation
    await page.goto(host.url);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await use(page);
  },
});

export { expect };

/** POST straight to the host's API, as another local program would. */
export async function rawPost(
  host: HostInfo,
  name: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${host.origin}/api/${name}`, { method: 'POST', headers, body });
  return { status: res.status, json: await res.json() };
}

/** One request to a host's API over HTTP with its token (the net specs' other apps); a refusal throws with its code. */
export async function api<T = unknown>(host: HostInfo, name: string, body: unknown): Promise<T> {
  const r = await rawPost(host, name, JSON.stringify(body), { 'content-type': 'application/json', authorization: `Bearer ${host.token}` });
  const json = r.json as { ok: boolean; value?: unknown; code?: string };
  if (!json.ok) throw new Error(`${name}: ${json.code}`);
  return json.value as T;
}
