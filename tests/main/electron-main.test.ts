// The Electron glue with `electron` mocked: window options, one IPC handler per contract channel,
// sender checks and payload validation on every channel, navigation lock-down, remembered bounds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL, ipcChannel } from '../../electron/api/channels.js';
import { BOUNDS_KEY, restoreBounds } from '../../electron/main/window.js';
import { LOCK_FILE, readLock } from '../../electron/services/instance-lock.js';
import { MALFORMED_PAYLOADS, REQUEST_NAMES, VALID_REQUESTS } from './helpers.js';

type Listener = (...args: any[]) => any;

const m = vi.hoisted(() => {
  const state = {
    root: '', // set in beforeAll, before main.ts is imported
    userData: '',
    handlers: new Map<string, Listener>(),
    windows: [] as any[],
    privileged: [] as unknown[],
    protocolHandler: null as null | ((req: Request) => Promise<Response>),
    sent: [] as [string, unknown][],
    loaded: null as null | ((url: string) => void),
    loadedUrl: new Promise<string>(() => undefined),
    lockRequested: false,
    isPackaged: false,
    permissionRequest: null as null | ((wc: unknown, perm: string, cb: (ok: boolean) => void) => void),
    permissionCheck: null as null | ((wc: unknown, perm: string) => boolean),
  };
  state.loadedUrl = new Promise<string>((resolve) => (state.loaded = resolve));
  return state;
});

vi.mock('electron', async () => {
  const fsm = await import('node:fs');
  const urlm = await import('node:url');
  class FakeWebContents {
    listeners = new Map<string, Listener[]>();
    openHandler: Listener | null = null;
    on(event: string, l: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), l]);
      return this;
    }
    setWindowOpenHandler(h: Listener) {
      this.openHandler = h;
    }
    send(channel: string, payload: unknown) {
      m.sent.push([channel, payload]);
    }
    emit(event: string, ...args: unknown[]) {
      for (const l of this.listeners.get(event) ?? []) l(...args);
    }
  }
  class FakeBrowserWindow {
    webContents = new FakeWebContents();
    listeners = new Map<string, Listener[]>();
    constructor(public options: Record<string, unknown>) {
      m.windows.push(this);
    }
    on(event: string, l: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), l]);
      return this;
    }
    once(event: string, l: Listener) {
      return this.on(event, l);
    }
    emit(event: string) {
      for (const l of this.listeners.get(event) ?? []) l();
    }
    async loadURL(url: string) {
      m.loaded!(url);
    }
    isDestroyed() {
      return false;
    }
    getNormalBounds() {
      return { x: 40, y: 30, width: 1000, height: 700 };
    }
    isMaximized() {
      return false;
    }
    isMinimized() {
      return false;
    }
  }
  return {
    app: {
      setPath: () => undefined,
      getPath: (name: string) => (name === 'userData' ? m.userData : m.root),
      getAppPath: () => m.root,
      getVersion: () => '1.2.3-test',
      // (Electron's own lists: the system's languages, then the UI locale)
      getPreferredSystemLanguages: () => ['fr-CA', 'en-US'],
      getLocale: () => 'fr',
      get isPackaged() {
        return m.isPackaged;
      },
      requestSingleInstanceLock: () => (m.lockRequested = true),
      on: () => undefined,
      quit: () => undefined,
      exit: () => undefined,
      whenReady: () => Promise.resolve(),
    },
    BrowserWindow: FakeBrowserWindow,
    ipcMain: {
      handle: (channel: string, l: Listener) => m.handlers.set(channel, l),
      removeHandler: (channel: string) => m.handlers.delete(channel),
    },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => m.privileged.push(...s),
      handle: (_scheme: string, h: (req: Request) => Promise<Response>) => (m.protocolHandler = h),
    },
    net: { fetch: async (url: string) => new Response(fsm.readFileSync(urlm.fileURLToPath(url))) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: typeof m.permissionRequest) => (m.permissionRequest = h),
        setPermissionCheckHandler: (h: typeof m.permissionCheck) => (m.permissionCheck = h),
      },
    },
    dialog: { showErrorBox: () => undefined },
  };
});

const trusted = { senderFrame: { url: 'app://mq/index.html', parent: null } };

beforeAll(async () => {
  m.root = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-electron-'));
  m.userData = path.join(m.root, 'user-data');
  fs.mkdirSync(path.join(m.root, 'out', 'renderer'), { recursive: true });
  fs.writeFileSync(path.join(m.root, 'out', 'renderer', 'index.html'), '<!doctype html><title>t</title>');
  await import('../../electron/main.js');
  await m.loadedUrl;
});
afterAll(() => fs.rmSync(m.root, { recursive: true, force: true }));

describe('Electron main', () => {
  it('takes the single-instance lock and loads the renderer from the app:// scheme', async () => {
    expect(m.lockRequested).toBe(true);
    expect(await m.loadedUrl).toBe('app://mq/index.html');
    expect(m.privileged).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) },
    ]);
  });

  it('also takes the user-data folder lock the browser host respects (one instance per folder)', () => {
    expect(readLock(path.join(m.userData, LOCK_FILE))).toMatchObject({ host: 'electron', pid: process.pid });
  });

  it('opens one window with isolation, sandbox and no Node integration', () => {
    expect(m.windows).toHaveLength(1);
    const { webPreferences } = m.windows[0].options;
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    expect(webPreferences.preload).toBe(path.join(m.root, 'out', 'preload', 'index.cjs'));
  });

  it('registers exactly one IPC handler per contract channel', () => {
    expect([...m.handlers.keys()].sort()).toEqual(REQUEST_NAMES.map(ipcChannel).sort());
  });

  it.each(REQUEST_NAMES)('%s: validates the payload and the sender', async (name) => {
    const handler = m.handlers.get(ipcChannel(name))!;
    for (const payload of MALFORMED_PAYLOADS) {
      expect(await handler(trusted, payload)).toMatchObject({ ok: false, code: 'request/malformed' });
    }
    const valid = VALID_REQUESTS[name];
    const evil = { senderFrame: { url: 'https://evil.example/', parent: null } };
    const subframe = { senderFrame: { url: 'app://mq/index.html', parent: {} } };
    for (const event of [evil, subframe, { senderFrame: null }]) {
      expect(await handler(event, valid)).toMatchObject({ ok: false, code: 'request/forbidden' });
    }
    const answer = await handler(trusted, valid);
    expect(answer.ok ? 'ok' : answer.code).not.toMatch(/^request\//);
  });

  it("tells the renderer the system's languages, Electron's list then its UI locale (a first start opens in them)", async () => {
    const info = await m.handlers.get(ipcChannel('getAppInfo'))!(trusted, {});
    expect(info).toMatchObject({ ok: true, value: { systemLanguages: ['fr-CA', 'en-US', 'fr'] } });
  });

  it('answers a settings change and pushes the event to the window; a stale one is refused', async () => {
    const set = m.handlers.get(ipcChannel('setSettings'))!;
    const get = m.handlers.get(ipcChannel('getSettings'))!;
    const current = (await get(trusted, {})).value;
    const changed = await set(trusted, { expectSeq: current.seq, patch: { language: 'it' } });
    expect(changed).toMatchObject({ ok: true, value: { seq: current.seq + 1, values: { language: 'it' } } });
    expect(m.sent.at(-1)).toEqual([IPC_EVENT_CHANNEL, { name: 'settingsChanged', payload: changed.value }]);
    expect(await set(trusted, { expectSeq: current.seq, patch: { language: 'ru' } })).toMatchObject({
      ok: false,
      code: 'seq/stale',
    });
  });

  it('denies every permission, whether requested or only checked', () => {
    const answers: boolean[] = [];
    m.permissionRequest?.(null, 'notifications', (ok) => answers.push(ok));
    expect(answers).toEqual([false]);
    expect(m.permissionCheck?.(null, 'clipboard-read')).toBe(false);
  });

  it('blocks navigation away from the app and every new window', () => {
    const contents = m.windows[0].webContents;
    const away = { preventDefault: vi.fn() };
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    contents.emit('will-navigate', inside, 'app://mq/index.html');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    expect(contents.openHandler({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('serves renderer files with the CSP header and refuses paths outside the renderer', async () => {
    const ok = await m.protocolHandler!(new Request('app://mq/index.html'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await ok.text()).toContain('<title>t</title>');
    fs.writeFileSync(path.join(m.root, 'out', 'secret.txt'), 'not for the renderer');
    expect((await m.protocolHandler!(new Request('app://mq/%2e%2e/secret.txt'))).status).toBe(404);
    expect((await m.protocolHandler!(new Request('app://mq/..%2fsecret.txt'))).status).toBe(404);
    expect((await m.protocolHandler!(new Request('app://other/index.html'))).status).toBe(404);
    fs.symlinkSync(path.join(m.root, 'out', 'secret.txt'), path.join(m.root, 'out', 'renderer', 'link.txt'));
    expect((await m.protocolHandler!(new Request('app://mq/link.txt'))).status).toBe(404);
    expect((await m.protocolHandler!(new Request('app://mq/%E0%A4%A'))).status).toBe(400);
  });

  it('remembers the window bounds on close', async () => {
    m.windows[0].emit('close');
    const { createServices } = await import('../../electron/services/index.js');
    const again = createServices({ userDataDir: m.userData, host: 'electron', name: 'x', version: '0' });
    expect(again.settings.readMeta(BOUNDS_KEY)).toEqual({ x: 40, y: 30, width: 1000, height: 700, maximized: false });
    again.close();
  });
});

// MQ_DEV_URL is for `npm run dev` only: a packaged app must not load, nor trust for IPC, an origin
// named by an environment variable. main.ts reads it at import, so each case imports it afresh.
describe.each([
  { isPackaged: true, loads: 'app://mq/index.html', devTrusted: false },
  { isPackaged: false, loads: 'http://127.0.0.1:5173/', devTrusted: true },
])('MQ_DEV_URL with isPackaged=$isPackaged', ({ isPackaged, loads, devTrusted }) => {
  const dev = { senderFrame: { url: 'http://127.0.0.1:5173/index.html', parent: null } };
  beforeAll(async () => {
    vi.resetModules();
    m.isPackaged = isPackaged;
    m.userData = fs.mkdtempSync(path.join(m.root, 'user-data-'));
    m.loadedUrl = new Promise<string>((resolve) => (m.loaded = resolve));
    process.env.MQ_DEV_URL = 'http://127.0.0.1:5173/';
    try {
      await import('../../electron/main.js');
    } finally {
      delete process.env.MQ_DEV_URL;
    }
  });

  it(`loads ${loads}`, async () => {
    expect(await m.loadedUrl).toBe(loads);
  });

  it(devTrusted ? 'trusts the dev server origin for IPC' : 'refuses IPC from the dev server origin', async () => {
    await m.loadedUrl;
    const answer = await m.handlers.get(ipcChannel('ping'))!(dev, { nonce: 'n' });
    expect(answer.ok ? 'ok' : answer.code).toBe(devTrusted ? 'ok' : 'request/forbidden');
    expect((await m.handlers.get(ipcChannel('ping'))!(trusted, { nonce: 'n' })).ok).toBe(true);
  });
});

describe('restoreBounds', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];
  it('restores saved bounds that are on a display', () => {
    expect(restoreBounds({ x: 100, y: 50, width: 1000, height: 700, maximized: true }, screen)).toEqual({
      bounds: { x: 100, y: 50, width: 1000, height: 700 },
      maximized: true,
    });
  });
  it('drops the position when the display is gone, and ignores garbage', () => {
    expect(restoreBounds({ x: 5000, y: 50, width: 1000, height: 700, maximized: false }, screen)).toEqual({
      bounds: { width: 1000, height: 700 },
      maximized: false,
    });
    expect(restoreBounds({ x: 'a' }, screen)).toEqual({ bounds: {}, maximized: false });
    expect(restoreBounds(undefined, screen)).toEqual({ bounds: {}, maximized: false });
  });
});
