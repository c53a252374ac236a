// The path of an installed Electron binary, or null. `require('electron')` from Node returns the
// binary's path, and throws when the optional package or its downloaded binary is missing.
import fs from 'node:fs';
import { createRequire } from 'node:module';

export function electronBinary() {
  try {
    const p = createRequire(import.meta.url)('electron');
    return typeof p === 'string' && fs.existsSync(p) ? p : null;
  } catch {
    return null;
  }
}
