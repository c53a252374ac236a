// How the browser host shows itself: an app window of an installed Chromium, or an address printed
// for the player to open. Either way only one-time launch codes travel in addresses: a command line
// is readable by every local user (/proc/PID/cmdline), and a printed line may end up in a log.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { openAppWindow } from './browser.js';
import { LAUNCH_CODE_TTL_MS } from './node-host.js';

export interface AnnounceOptions {
  /** The browser to open an app window with, or null to print the address. */
  browser: string | null;
  print: (line: string) => void;
  /** Called when the player closes the app window. */
  stop: () => void;
  /** A terminal: each line typed asks for a fresh address (a code works once). */
  input?: NodeJS.ReadableStream;
}

export function announce(host: { launchUrl(): string }, options: AnnounceOptions): ChildProcess | null {
  const { browser, print, stop, input } = options;
  const minutes = Math.round(LAUNCH_CODE_TTL_MS / 60_000);
  const address = () =>
    `Open ${host.launchUrl()} in a browser (the address works once, within ${minutes} minutes` +
    `${input ? '; press Enter for a new one' : ''}); press Ctrl+C to stop.`;
  if (input) readline.createInterface({ input }).on('line', () => print(address()));
  if (!browser) {
    print(address());
    return null;
  }
  print(`Opening the game in ${path.basename(browser)}; close the window or press Ctrl+C to stop.`);
  return openAppWindow(browser, host.launchUrl(), stop, () => print(`The browser window could not be opened. ${address()}`));
}
