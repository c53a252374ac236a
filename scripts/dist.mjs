// `npm run dist` (and dist:dir): build, make the Electron-ABI copy of better-sqlite3 (fails loudly
// when it cannot), then let electron-builder package for this OS. node_modules keeps its Node build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureElectronNative, ROOT } from './native-electron.mjs';

await buildAll({ quiet: true });
try {
  ensureElectronNative();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error('[dist] cannot package without an Electron build of better-sqlite3 (needs the Electron headers download).');
  process.exit(1);
}
const cli = path.join(ROOT, 'node_modules', 'electron-builder', 'cli.js');
const result = spawnSync(
  process.execPath,
  [cli, '--config', 'build/electron-builder.yml', '--publish', 'never', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
