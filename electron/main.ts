// Electron entry (bundled to out/main/index.cjs). Owns the window and the IPC transport; all app
// logic lives in the services shared with the browser host.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, ipcMain, net, protocol, screen, dialog, session } from 'electron';
import { IPC_EVENT_CHANNEL } from './api/channels.js';
import { createServices, type Services } from './services/index.js';
import { acquireInstanceLock, alreadyRunningMessage, askToOpenWindow, openWords } from './services/instance-lock.js';
import { rendererCsp, securityHeaders } from './security.js';
import { contentType, decodeUrlPath, resolveStatic } from './static-files.js';
import { registerIpc } from './main/ipc.js';
import { BOUNDS_KEY, lockDown, restoreBounds, windowOptions, type Rect, type SavedBounds } from './main/window.js';
import { turnAttention } from './main/turn-attention.js';

/** The renderer is served from this privileged custom scheme rather than file:// (checklist #18). */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://mq`;

// Set by `npm run dev` (vite dev server). Ignored by a packaged app: an environment variable must
// not make it load, and trust for IPC, another origin.
const devUrl = app.isPackaged ? undefined : process.env.MQ_DEV_URL;
const devOrigin = devUrl ? new URL(devUrl).origin : null;

export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    // Node's URL gives custom schemes an opaque origin ("null"), so compare scheme and host.
    if (u.protocol === `${APP_SCHEME}:` && u.host === 'mq') return true;
    return devOrigin !== null && u.origin === devOrigin;
  } catch {
    return false;
  }
}

if (process.env.MQ_USER_DATA) app.setPath('userData', process.env.MQ_USER_DATA);

// Module scripts are fetched in CORS mode (vite emits crossorigin); corsEnabled keeps that working,
// as in VS Code's vscode-file scheme. Only app://mq pages ever load (navigation is locked down).
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
]);

let services: Services | undefined;
let mainWindow: InstanceType<typeof BrowserWindow> | undefined;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => services?.close());
  app.whenReady().then(start, fatal);
}

async function start(): Promise<void> {
  if (!(await takeFolderLock())) return;
  const root = app.getAppPath();
  services = createServices({
    userDataDir: app.getPath('userData'),
    host: 'electron',
    name: 'Mississippi Queen',
    version: app.getVersion(),
    e2e: process.env.MQ_E2E === '1',
    // A first start opens in the system's language (getLocale: the UI locale, when the list is empty)
    systemLanguages: [...app.getPreferredSystemLanguages(), app.getLocale()],
    // Unpackaged runs use the Electron-ABI copy built by scripts/native-electron.mjs; the packaged
    // app has it in place already (build/after-pack.cjs).
    nativeBinding: app.isPackaged ? undefined : process.env.MQ_NATIVE_BINDING,
    // Worker threads cannot start from inside the asar archive: the packaged file is unpacked.
    captainWorker: { file: path.join(root, 'out', 'captains', 'worker.cjs').replace(/app\.asar([\\/])/, 'app.asar.unpacked$1') },
  });
  const { log } = services;
  process.on('unhandledRejection', (reason) =>
    log.error('main unhandled rejection', reason instanceof Error ? reason.stack : String(reason)),
  );
  const rendererDir = path.join(root, 'out', 'renderer');
  const csp = rendererCsp();

  protocol.handle(APP_SCHEME, async (request: Request) => {
    const url = new URL(request.url);
    if (decodeUrlPath(url.pathname) === null) return new Response('Malformed path', { status: 400 });
    const file = url.host === 'mq' ? resolveStatic(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString());
    return new Response(res.body, { status: 200, headers: { 'content-type': contentType(file), ...securityHeaders(csp) } });
  });
  // Deny every permission request (camera, notifications...): the game needs none. The check
  // handler answers the synchronous queries (navigator.permissions, some APIs ask before requesting).
  session.defaultSession.setPermissionRequestHandler((_wc: unknown, _perm: string, callback: (ok: boolean) => void) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);

  const live = services;
  registerIpc(
    ipcMain,
    services.dispatch,
    isAppUrl,
    (channel, url) => log.warn(`IPC ${channel} refused from ${url}`),
    (viewer) => live.dropViewer(viewer),
  );

  const saved = restoreBounds(
    services.settings.readMeta<SavedBounds>(BOUNDS_KEY),
    screen.getAllDisplays().map((d: { workArea: Rect }) => d.workArea),
  );
  const win = new BrowserWindow(windowOptions(path.join(root, 'out', 'preload', 'index.cjs'), saved.bounds));
  mainWindow = win;
  lockDown(win.webContents, isAppUrl, (what, url) => log.warn(`blocked ${what} to ${url}`));

  const netSession = services.net;
  const attention = turnAttention(win, () => netSession.myTurn());
  const unsubscribe = services.hub.subscribe((event) => {
    if (!win.isDestroyed()) win.webContents.send(IPC_EVENT_CHANNEL, event);
    if (event.name === 'netChanged') attention();
  });
  win.on('close', () => {
    services?.settings.writeMeta(BOUNDS_KEY, { ...win.getNormalBounds(), maximized: win.isMaximized() });
  });
  win.on('closed', () => {
    unsubscribe();
    mainWindow = undefined;
  });
  win.once('ready-to-show', () => {
    if (saved.maximized) win.maximize();
    win.show();
  });
  win.webContents.on('render-process-gone', (_e: unknown, details: { reason: string }) =>
    log.error(`renderer process gone: ${details.reason}`),
  );

  await win.loadURL(devUrl ?? `${APP_ORIGIN}/index.html`);
}

/**
 * Electron's single-instance lock only keeps Electron out: the folder lock (shared with the browser
 * host) keeps any second instance from writing the same saves. A refused start asks the running
 * browser host for a window, or says which instance holds the folder, then quits.
 */
async function takeFolderLock(): Promise<boolean> {
  const dir = app.getPath('userData');
  const r = acquireInstanceLock(dir, 'electron');
  if (r.ok) {
    process.on('exit', () => r.lock.release());
    return true;
  }
  const answer = await askToOpenWindow(r.holder);
  if (!answer?.opened) {
    // a browser host that cannot open a window gives a fresh address instead (its first one is spent once used)
    const fresh = answer?.address ? openWords(answer.address) : undefined;
    dialog.showMessageBoxSync({ type: 'info', title: 'Mississippi Queen', message: alreadyRunningMessage(r.holder, dir, false, fresh) });
  }
  app.exit(0);
  return false;
}

function fatal(err: unknown): void {
  const message = err instanceof Error ? err.message : String(err);
  services?.log.error('start-up failed', err instanceof Error ? err.stack : message);
  dialog.showErrorBox('Mississippi Queen could not start', message);
  app.exit(1);
}
