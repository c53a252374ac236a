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

async function discover(): Promise<Benchmark[]> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
  const all: Benchmark[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { benchmarks?: Benchmark[] };
    if (!Array.isArray(mod.benchmarks)) throw new Error(`${f} exports no 'benchmarks' array`);
    all.push(...mod.benchmarks);
  }
  return all;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const needle = opts.filter?.toLowerCase() ?? null;
  const chosen = (await discover()).filter((b) => !needle || b.name.toLowerCase().includes(needle));
  if (opts.list) {
    for (const b of chosen) console.log(b.name);
    return;
  }
  if (chosen.length === 0) usage(`no benchmark matches '${opts.filter}'`);
  const figures: Figure[] = [];
  for (const b of chosen) {
    const figs = await b.run();
    for (const f of figs) {
      figures.push(f);
      if (!opts.json) console.log(formatFigure(f));
    }
  }
  const missed = figures.filter((f) => !meetsFloor(f));
  if (opts.json) console.log(JSON.stringify({ figures, missed: missed.map((f) => f.name) }, null, 2));
  else if (missed.length) console.log(`\n${missed.length} floor(s) missed: ${missed.map((f) => f.name).join(', ')}`);
  else console.log(`\nall floors met (${figures.filter((f) => f.floor).length} checked)`);
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
