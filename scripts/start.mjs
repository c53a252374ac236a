// `npm start`: build if needed, then run the Electron app, or — when Electron is not installed —
// say so in one line and start the browser host (same services, UI in a browser app window).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, isUpToDate } from './build.mjs';
import { electronStatus, whyNoElectron } from './electron-path.mjs';
import { ensureElectronNative, ROOT } from './native-electron.mjs';

if (!isUpToDate()) await buildAll({ quiet: true });

// Found without require('electron'), which would try to download a missing binary (Electron 42+).
const status = process.env.MQ_FORCE_BROWSER_HOST ? null : electronStatus();
const electron = status?.state === 'installed' ? status.binary : null;
if (electron) {
  let binding;
  try {
    binding = ensureElectronNative();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const child = spawn(electron, ['.', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MQ_NATIVE_BINDING: binding },
  });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
} else {
  console.log(`${status ? whyNoElectron(status) : 'MQ_FORCE_BROWSER_HOST is set'}; starting the browser host instead.`);
  await import(pathToFileURL(path.join(ROOT, 'out', 'host', 'index.mjs')).href);
}
