// Window creation details kept apart from the Electron entry so they can be unit-tested with
// electron mocked: the hardened webPreferences, remembered bounds, and navigation lock-down.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SavedBounds extends Rect {
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 800, height: 560 };
export const BOUNDS_KEY = 'window.bounds';

/** BrowserWindow options: every security-relevant preference spelled out, not left to defaults. */
export function windowOptions(preload: string, bounds: Partial<Rect>) {
  return {
    ...DEFAULT_SIZE,
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Mississippi Queen',
    backgroundColor: '#10283a',
    autoHideMenuBar: true,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

/**
 * The saved bounds if they are sane and still mostly on one of the current displays (a monitor may
 * have been unplugged since); otherwise the default size, centred by Electron.
 */
export function restoreBounds(saved: unknown, workAreas: Rect[]): { bounds: Partial<Rect>; maximized: boolean } {
  if (!isSavedBounds(saved)) return { bounds: {}, maximized: false };
  const width = Math.max(saved.width, MIN_SIZE.width);
  const height = Math.max(saved.height, MIN_SIZE.height);
  const visible = workAreas.some((a) => overlap(a, { x: saved.x, y: saved.y, width, height }) >= 0.5 * width * height);
  if (!visible) return { bounds: { width, height }, maximized: saved.maximized };
  return { bounds: { x: saved.x, y: saved.y, width, height }, maximized: saved.maximized };
}

function isSavedBounds(v: unknown): v is SavedBounds {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  return (
    ['x', 'y', 'width', 'height'].every((k) => Number.isFinite(b[k])) &&
    (b.width as number) > 0 &&
    (b.height as number) > 0 &&
    typeof b.maximized === 'boolean'
  );
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The parts of WebContents the lock-down needs (structural, so tests can pass a fake). */
export interface LockableContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Block every navigation away from the app and every new window (security checklist #13, #14). */
export function lockDown(contents: LockableContents, isAppUrl: (url: string) => boolean, onBlocked: (what: string, url: string) => void): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) {
      event.preventDefault();
      onBlocked('navigation', url);
    }
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    onBlocked('new window', url);
    return { action: 'deny' };
  });
}
