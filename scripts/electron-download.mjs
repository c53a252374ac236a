// `npm install`'s postinstall: fetch Electron's binary where that can work. Electron up to 41 did
// this in its own postinstall; from 42 on it only downloads lazily on the first require('electron'),
// so without this step `npm start` would never find an Electron and always pick the browser host.
// It never fails the install: where the download cannot succeed (no network, a Node too old for the
// electron package, ELECTRON_SKIP_BINARY_DOWNLOAD=1) it says so in one line and `npm start` falls
// back to the browser host.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronStatus, whyNoElectron } from './electron-path.mjs';

/** @returns {string} the one line to print */
export function downloadElectron({ root, env = process.env, nodeVersion = process.versions.node, onStart = () => {} } = {}) {
  const status = electronStatus({ root, env });
  if (status.state === 'installed') return `[electron] Electron ${status.version} is installed.`;
  if (status.state === 'no-package') return `[electron] ${whyNoElectron(status, nodeVersion)}: npm start will use the browser host.`;
  if (env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    return `[electron] ELECTRON_SKIP_BINARY_DOWNLOAD is set: not downloading Electron ${status.version} (npm start will use the browser host).`;
  }
  // The package's own installer (what its lazy download runs), with its output captured so a
  // failure is one line rather than a stack trace.
  onStart(`[electron] downloading Electron ${status.version} (about 100 MB)...`);
  const result = spawnSync(process.execPath, [path.join(status.dir, 'install.js')], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const after = electronStatus({ root, env });
  if (result.status === 0 && after.state === 'installed') return `[electron] Electron ${after.version} downloaded.`;
  const reason =
    `${result.stderr ?? ''}\n${result.stdout ?? ''}`
      .split('\n')
      .map((l) => l.trim())
      .find((l) => /error|ENOTFOUND|fetch failed|EAI_AGAIN|ECONN/i.test(l)) ?? `installer exit ${result.status ?? result.signal}`;
  return `[electron] Electron ${status.version} could not be downloaded (${reason}); npm start will use the browser host. Retry with: npx install-electron`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(downloadElectron({ onStart: (line) => console.log(line) }));
  } catch (err) {
    // Never fail `npm install` over an optional component.
    console.log(`[electron] skipped the Electron download: ${err instanceof Error ? err.message : err}`);
  }
}
