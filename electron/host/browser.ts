// Finds an installed Chromium-family browser to show the browser host in an app window (`--app=`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function findChromium(platform = process.platform, env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates: string[] = [];
  if (env.MQ_BROWSER) candidates.push(env.MQ_BROWSER);
  if (platform === 'win32') {
    for (const base of [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env.LOCALAPPDATA]) {
      if (!base) continue;
      candidates.push(
        path.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'),
        path.join(base, 'Chromium', 'Application', 'chrome.exe'),
        path.join(base, 'Microsoft', 'Edge', 'Application', 'msedge.exe'),
      );
    }
  } else if (platform === 'darwin') {
    candidates.push(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    );
  } else {
    const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'microsoft-edge'];
    for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
      for (const name of names) candidates.push(path.join(dir, name));
    }
  }
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether a window can be shown at all (no display on a headless Linux box or over plain SSH). */
export function hasDisplay(platform = process.platform, env: NodeJS.ProcessEnv = process.env): boolean {
  return platform !== 'linux' || !!(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/** A browser that exits sooner than this after launch failed to show the window. */
const FAILED_START_MS = 5000;

/**
 * Opens `url` in an app window with a throw-away profile, so the window is its own browser process:
 * when the player closes it, `onClosed` fires and the host can stop. If the browser dies at once
 * (no usable display, crash), `onFailed` fires instead and the host keeps serving.
 */
export function openAppWindow(browser: string, url: string, onClosed: () => void, onFailed: () => void): ChildProcess {
  const started = Date.now();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-browser-'));
  const args = [`--app=${url}`, `--user-data-dir=${profile}`, '--no-first-run', '--no-default-browser-check', '--window-size=1280,800'];
  // Chromium refuses to start as root unless its sandbox is off (containers, CI images).
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  const child = spawn(browser, args, { stdio: 'ignore' });
  let done = false;
  const cleanUp = (failed: boolean) => {
    if (done) return;
    done = true;
    fs.rmSync(profile, { recursive: true, force: true });
    (failed ? onFailed : onClosed)();
  };
  child.once('exit', (code) => cleanUp(code !== 0 && Date.now() - started < FAILED_START_MS));
  child.once('error', () => cleanUp(true));
  return child;
}
