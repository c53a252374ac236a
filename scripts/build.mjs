// Builds everything into out/: the renderer (vite), Electron main + preload (esbuild, CommonJS),
// and the browser host (esbuild, ESM). `--if-needed` skips the work when out/ is newer than every
// source file (used by `npm start` and the e2e tests).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { build as viteBuild } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
const STAMP = path.join(OUT, '.build-stamp');
const SOURCES = ['electron', 'renderer', 'engine', 'build/icon.svg', 'package.json', 'vite.config.ts', 'svelte.config.js', 'scripts/build.mjs'];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function isUpToDate() {
  if (!fs.existsSync(STAMP)) return false;
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= built);
}

export async function buildAll({ quiet = false } = {}) {
  const started = Date.now();
  fs.rmSync(STAMP, { force: true });
  await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' });
  const common = { bundle: true, platform: 'node', sourcemap: true, logLevel: 'warning', absWorkingDir: ROOT };
  await Promise.all([
    // Electron 45 runs Node 24 (its typings pull @types/node 24); CommonJS keeps the main entry
    // independent of Electron's ESM loader.
    esbuild.build({
      ...common,
      entryPoints: ['electron/main.ts'],
      outfile: 'out/main/index.cjs',
      format: 'cjs',
      target: 'node22',
      external: ['electron', 'better-sqlite3'],
      // import.meta only serves the source-checkout captain worker (tsx); the app passes out/captains.
      logOverride: { 'empty-import-meta': 'silent' },
    }),
    // A sandboxed preload may only require('electron') and a few built-ins: one self-contained file.
    esbuild.build({
      ...common,
      entryPoints: ['electron/preload.ts'],
      outfile: 'out/preload/index.cjs',
      format: 'cjs',
      target: 'chrome130',
      external: ['electron'],
    }),
    // Computer captains run in worker threads: one self-contained file both apps start.
    esbuild.build({
      ...common,
      entryPoints: ['electron/services/captains/worker.ts'],
      outfile: 'out/captains/worker.cjs',
      format: 'cjs',
      target: 'node20',
    }),
    esbuild.build({
      ...common,
      entryPoints: ['electron/host/cli.ts'],
      outfile: 'out/host/index.mjs',
      format: 'esm',
      target: 'node20',
      packages: 'external',
    }),
  ]);
  fs.writeFileSync(STAMP, new Date().toISOString() + '\n');
  if (!quiet) console.log(`[build] out/ ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifNeeded = process.argv.includes('--if-needed');
  if (ifNeeded && isUpToDate()) {
    console.log('[build] out/ is up to date');
  } else {
    await buildAll({ quiet: process.argv.includes('--quiet') });
  }
}
