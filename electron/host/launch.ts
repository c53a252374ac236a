// How the browser host shows itself: an app window of an installed Chromium, or an address printed
// for the player to open. Either way only one-time launch codes travel in addresses: a command line
// is readable by every local user (/proc/PID/cmdline), and a printed line may end up in a log.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { openWords } from '../services/instance-lock.js';
import { openAppWindow } from './browser.js';

export { openWords };

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
  const address = () => `${openWords(host.launchUrl(), !!input).slice(0, -1)}; press Ctrl+C to stop.`;
  if (input) readline.createInterface({ input }).on('line', () => print(address()));
  if (!browser) {
    print(address());
    return null;
  }
  print(`Opening the game in ${path.basename(browser)}; close the window or press Ctrl+C to stop.`);
  return openAppWindow(browser, host.launchUrl(), stop, () => print(`The browser window could not be opened. ${address()}`));
}

/**
 * The game started again while this host runs (a second start steps aside and asks it, see
 * instance-lock.ts): a new window where it can open one; where it cannot (no display, no browser,
 * --no-open, or a second start with --no-open: `window` false), a new address to open, said where
 * the first one was (`print`: its terminal) and given to the second start to say. The player who
 * opened the first address has spent it: this is their way to a new one.
 */
export function reopen(
  host: { launchUrl(): string },
  options: { browser: string | null; print: (line: string) => void },
  window = true,
): true | { address: string } {
  if (options.browser && window) {
    openAppWindow(options.browser, host.launchUrl(), () => undefined, () => undefined);
    return true;
  }
  const address = host.launchUrl();
  options.print(`The game was started again: a new address to open. ${openWords(address)}`);
  return { address };
}
