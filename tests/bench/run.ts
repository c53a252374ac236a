// `npm run bench [-- --filter TEXT] [--list] [--json]`: runs every benchmark exported by a
// `*.bench.ts` file in this folder, prints one line per figure and exits 1 if a floor is missed.
// Not part of `npm test`: speed targets live here, never in timed tests.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatFigure, meetsFloor, type Benchmark, type Figure } from './harness.js';

interface Options {
  filter: string | null;
  list: boolean;
  json: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { filter: null, list: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--filter' || a === '-f') {
      const v = argv[++i];
      if (v === undefined) usage('--filter needs a value');
      o.filter = v;
    } else if (a.startsWith('--filter=')) o.filter = a.slice('--filter='.length);
    else if (a === '--list') o.list = true;
    else if (a === '--json') o.json = true;
    else if (a === '--help' || a === '-h') {
      console.log('usage: npm run bench -- [--filter TEXT] [--list] [--json]\n  --filter  run only benchmarks whose name contains TEXT (case-insensitive)');
      process.exit(0);
    } else usage(`unknown argument ${a}`);
  }
  return o;
}

function usage(msg: string): never {
  console.error(`bench: ${msg} (try --help)`);
  process.exit(2);
}

/** A file's benchmarks, and what closes what they share (a server, child processes), if anything. */
interface BenchFile {
  benchmarks: Benchmark[];
  teardown?: () => Promise<void>;
}

async function discover(): Promise<BenchFile[]> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
  const all: BenchFile[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as Partial<BenchFile>;
    if (!Array.isArray(mod.benchmarks)) throw new Error(`${f} exports no 'benchmarks' array`);
    all.push({ benchmarks: mod.benchmarks, ...(mod.teardown ? { teardown: mod.teardown } : {}) });
  }
  return all;
}

/** One line a floor, with the value it was judged on: the verdict without reading the figures' lines. */
function verdict(f: Figure): string {
  const floor = f.floor!;
  const value = floor.on === 'rate' ? (f.rate?.value ?? NaN) : f.stats[floor.on];
  const unit = floor.on === 'rate' ? (f.rate?.unit ?? '') : f.unit;
  return `${meetsFloor(f) ? 'PASS' : 'FAIL'} ${floor.on} ${value.toFixed(value >= 100 ? 0 : 2)} ${unit} (floor ${floor.op} ${floor.limit}): ${f.name}`;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const needle = opts.filter?.toLowerCase() ?? null;
  const files = (await discover())
    .map((file) => ({ ...file, benchmarks: file.benchmarks.filter((b) => !needle || b.name.toLowerCase().includes(needle)) }))
    .filter((file) => file.benchmarks.length > 0);
  const chosen = files.flatMap((file) => file.benchmarks);
  if (opts.list) {
    for (const b of chosen) console.log(b.name);
    return;
  }
  if (chosen.length === 0) usage(`no benchmark matches '${opts.filter}'`);
  const figures: Figure[] = [];
  for (const file of files) {
    try {
      for (const b of file.benchmarks) {
        const figs = await b.run();
        for (const f of figs) {
          figures.push(f);
          if (!opts.json) console.log(formatFigure(f));
        }
      }
    } finally {
      await file.teardown?.();
    }
  }
  const missed = figures.filter((f) => !meetsFloor(f));
  const floors = figures.filter((f) => f.floor);
  if (opts.json) console.log(JSON.stringify({ figures, missed: missed.map((f) => f.name) }, null, 2));
  else {
    if (floors.length) console.log(`\nfloors:\n${floors.map((f) => `  ${verdict(f)}`).join('\n')}`);
    console.log(missed.length ? `\n${missed.length} of ${floors.length} floor(s) missed` : `\nall floors met (${floors.length} checked)`);
  }
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
