// Is Electron installed, and where is its binary? Answered by reading the files that electron's own
// index.js reads, never by require('electron'): from Electron 42 on that require downloads the
// binary when it is missing, which without network prints a stack trace and throws, on every start.
//
// electron@45 index.js: path.txt (written by its install.js after the download) names the
// executable inside the package's dist/ ("electron", "electron.exe" or
// "Electron.app/Contents/MacOS/Electron"); ELECTRON_OVERRIDE_DIST_PATH replaces dist/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the electron package sits, looked up from `root` through node_modules like a require, or null. */
export function electronPackageDir(root = ROOT) {
  // Walked by hand rather than with require.resolve, whose cache would keep answering for a
  // package removed since (and reading package.json runs none of the package's code either way).
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'electron');
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * @returns {{ state: 'no-package' } | { state: 'not-downloaded', dir: string, version: string }
 *   | { state: 'installed', dir: string, version: string, binary: string }}
 */
export function electronStatus({ root = ROOT, env = process.env } = {}) {
  const dir = electronPackageDir(root);
  if (!dir) return { state: 'no-package' };
  const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  let executable = null;
  try {
    executable = fs.readFileSync(path.join(dir, 'path.txt'), 'utf8').trim();
  } catch {
    // no path.txt: the binary was never downloaded into the package
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override
    ? path.join(override, executable || 'electron')
    : executable
      ? path.join(dir, 'dist', executable)
      : null;
  return binary && fs.existsSync(binary) ? { state: 'installed', dir, version, binary } : { state: 'not-downloaded', dir, version };
}

/** The path of an installed Electron binary, or null. Never downloads anything. */
export function electronBinary(options) {
  const status = electronStatus(options);
  return status.state === 'installed' ? status.binary : null;
}

/** Why the browser host runs instead of Electron, in one line. */
export function whyNoElectron(status, nodeVersion = process.versions.node) {
  if (status.state === 'no-package') {
    const [major, minor] = nodeVersion.split('.').map(Number);
    const tooOld = major < 22 || (major === 22 && minor < 12);
    return tooOld
      ? `Electron is not installed here (an optional dependency; it needs Node >= 22.12, this is Node ${nodeVersion})`
      : 'Electron is not installed here (it is an optional dependency)';
  }
  if (status.state === 'not-downloaded') {
    return `Electron ${status.version}'s binary is not downloaded (npx install-electron fetches it)`;
  }
  return null;
}
