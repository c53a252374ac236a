// Where a browser host started without a window or a terminal (--no-open from a launcher, say)
// can be found again (play-test of issue 17: its address was only printed, to no one). The
// user-data folder holds a file naming an address to open that works: renewed before its one-time
// code expires and as soon as a page has spent it, and removed when the host stops. The folder is
// the player's own (their saves are there); the file is theirs alone to read (0600).
import fs from 'node:fs';
import path from 'node:path';
import { LAUNCH_CODE_TTL_MS } from './node-host.js';

export const ADDRESS_FILE = 'browser-host-address.txt';

export interface AddressFile {
  /** A fresh address into the file (the one in it was spent). */
  renew(): void;
  /** The host stops: the file goes (no address to an app that is not running). */
  stop(): void;
}

/** Keeps `dir/ADDRESS_FILE` naming a working address from `fresh()` (a new one-time launch code each call). */
export function keepAddressFile(dir: string, fresh: () => string, everyMs = LAUNCH_CODE_TTL_MS / 2): AddressFile {
  const file = path.join(dir, ADDRESS_FILE);
  const minutes = Math.round(LAUNCH_CODE_TTL_MS / 60_000);
  const write = () => {
    const text = `Mississippi Queen is running. Open this address in a browser (it works once, within ${minutes} minutes; this file is renewed):\n${fresh()}\n`;
    try {
      // written whole, then renamed: a reader never sees half of it
      fs.writeFileSync(`${file}.tmp`, text, { mode: 0o600 });
      fs.renameSync(`${file}.tmp`, file);
    } catch {
      // a folder gone or read-only: the address is still printed and logged
    }
  };
  write();
  const timer = setInterval(write, everyMs);
  timer.unref?.();
  return {
    renew: write,
    stop: () => {
      clearInterval(timer);
      fs.rmSync(file, { force: true });
    },
  };
}
