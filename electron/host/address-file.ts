// Where a browser host started without a window or a terminal (--no-open from a launcher, say)
// can be found again (play-test of issue 17: its address was only printed, to no one). The
// user-data folder holds a file naming an address to open that works: its one-time code is good
// until used, renewed as soon as a page has spent a code, and the file goes when the host stops.
// The folder is the player's own (their saves are there); the file is theirs alone to read (0600).
import fs from 'node:fs';
import path from 'node:path';

export const ADDRESS_FILE = 'browser-host-address.txt';

export interface AddressFile {
  /** A fresh address into the file (the one in it was spent). */
  renew(): void;
  /** The host stops: the file goes (no address to an app that is not running). */
  stop(): void;
}

/** Where the running host keeps an address to open (a second start names it when the host does not answer). */
export function addressFilePath(dir: string): string {
  return path.join(dir, ADDRESS_FILE);
}

/** Keeps `dir/ADDRESS_FILE` naming a working address from `fresh()` (a new one-time launch code each call). */
export function keepAddressFile(dir: string, fresh: () => string): AddressFile {
  const file = addressFilePath(dir);
  const write = () => {
    const text = `Mississippi Queen is running. Open this address in a browser (it works once; this file then names a new one):\n${fresh()}\n`;
    try {
      // written whole, then renamed: a reader never sees half of it
      fs.writeFileSync(`${file}.tmp`, text, { mode: 0o600 });
      fs.renameSync(`${file}.tmp`, file);
    } catch {
      // a folder gone or read-only: the address is still printed and logged
    }
  };
  write();
  return {
    renew: write,
    stop: () => fs.rmSync(file, { force: true }),
  };
}
