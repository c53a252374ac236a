// Builds better-sqlite3 for Electron's ABI into .cache/native-electron/, leaving node_modules
// (the Node build that tests use) untouched. Used by `npm start` (when Electron is installed) and
// `npm run dist`. Verifies the ABI of what it built and fails loudly if it is wrong.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { readAbi, electronAbi, electronNativeFile, assertAbi } = require('./native-abi.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function electronVersion() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return String(pkg.optionalDependencies?.electron ?? pkg.devDependencies?.electron).replace(/^[^\d]*/, '');
}

/** Returns the path of an Electron-ABI better_sqlite3.node, building it when missing. */
export function ensureElectronNative({ arch = process.arch } = {}) {
  const version = electronVersion();
  const expected = electronAbi(ROOT, version);
  const target = electronNativeFile(ROOT, version, process.platform, arch);
  if (fs.existsSync(target) && readAbi(target) === expected) return target;

  const src = path.join(ROOT, 'node_modules', 'better-sqlite3');
  const work = path.join(ROOT, '.cache', 'native-electron', 'build-src');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  for (const entry of ['package.json', 'binding.gyp', 'src', 'deps']) {
    fs.cpSync(path.join(src, entry), path.join(work, entry), { recursive: true });
  }
  // Drop npm's config from the environment: npm_config_nodedir=/usr would make node-gyp build
  // against the system Node headers while claiming an Electron build.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_/i.test(k)));
  const gyp = require.resolve('node-gyp/bin/node-gyp.js', { paths: [ROOT] });
  console.log(`[native] building better-sqlite3 for Electron ${version} (ABI ${expected}, ${arch})...`);
  const result = spawnSync(
    process.execPath,
    [gyp, 'rebuild', '--release', `--target=${version}`, `--arch=${arch}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'],
    { cwd: work, env, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`[native] node-gyp failed (exit ${result.status}); the Electron app cannot use better-sqlite3.`);
  const built = path.join(work, 'build', 'Release', 'better_sqlite3.node');
  assertAbi(built, expected, '[native] Electron build of better-sqlite3');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(built, target);
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`[native] ${path.relative(ROOT, target)} ready (ABI ${expected}).`);
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureElectronNative();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
