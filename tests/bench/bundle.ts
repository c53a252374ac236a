// Runs engine benchmark cases on the engine as it ships. The app never runs the TypeScript
// sources: Electron main and the captains' worker are esbuild bundles (scripts/build.mjs). tsx,
// which runs `npm run bench`, transforms each file on its own (keepNames wrappers among others)
// and made the engine about 30% slower than that bundle. So the cases (engine-cases.ts) are
// bundled with main's esbuild options into .cache/bench/ and run in a plain `node` process, one
// process per case (a fresh heap and JIT each, like an app process).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Figure } from './harness.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const OUTFILE = join(ROOT, '.cache/bench/engine-bench.cjs');
const FIXTURES = join(ROOT, 'tests/fixtures/scenarios');

/** What the bench output says about where its engine figures come from. */
export const BUNDLE_NOTE = 'engine bundled by esbuild as the app ships it, run by plain node, not tsx';

let built: Promise<string> | null = null;

/** Bundles engine-child.ts once per bench run; resolves to the bundle's path. */
export function bundleEngineBench(): Promise<string> {
  built ??= (async () => {
    mkdirSync(dirname(OUTFILE), { recursive: true });
    // The options of out/main/index.cjs in scripts/build.mjs (the engine's main consumer).
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [join(HERE, 'engine-child.ts')],
      outfile: OUTFILE,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      sourcemap: true,
      logLevel: 'warning',
    });
    return OUTFILE;
  })();
  return built;
}

/** Runs one case of engine-cases.ts from the bundle in a child `node` process. */
export async function runBundled(name: string): Promise<Figure[]> {
  const file = await bundleEngineBench();
  // No NODE_OPTIONS: nothing of tsx's loader may reach the measured process.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const r = spawnSync(process.execPath, [file, name, FIXTURES], { env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`engine bench ${name} exited with ${r.status ?? r.signal}: ${r.stderr.trim()}`);
  const figures = JSON.parse(r.stdout.trim().split('\n').pop() ?? '[]') as Figure[];
  return figures.map((f) => ({ ...f, note: f.note ? `${f.note}; ${BUNDLE_NOTE}` : BUNDLE_NOTE }));
}
