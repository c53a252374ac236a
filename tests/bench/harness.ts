// The benchmark harness: a benchmark file exports `benchmarks: Benchmark[]`; each benchmark
// returns named figures (median/p99/min/max of its samples) and optionally a floor to check. A file
// whose benchmarks share something costly (a server) may export `teardown()`: run.ts calls it after
// the file's chosen benchmarks.
// run.ts discovers every `*.bench.ts` file in this folder, so adding a benchmark = adding a file.

export interface Stats {
  samples: number;
  median: number;
  p99: number;
  min: number;
  max: number;
  mean: number;
}

/** A floor the figure must meet: `value < limit` (times) or `value >= limit` (rates). */
export interface Floor {
  /** Which statistic is compared ('rate' = the figure's own `rate`). */
  on: 'median' | 'p99' | 'mean' | 'rate';
  op: '<' | '>=';
  limit: number;
}

export interface Figure {
  name: string;
  /** Unit of the stats, e.g. 'ms'. */
  unit: string;
  stats: Stats;
  /** Optional throughput (e.g. games per second) measured over the whole run. */
  rate?: { value: number; unit: string };
  floor?: Floor;
  note?: string;
}

export interface Benchmark {
  /** Unique name, matched by `npm run bench -- --filter`. */
  name: string;
  run(): Figure[] | Promise<Figure[]>;
}

export function stats(samples: readonly number[]): Stats {
  if (samples.length === 0) throw new Error('stats: no samples');
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
  return {
    samples: s.length,
    median: s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2,
    p99: at(0.99),
    min: s[0]!,
    max: s[s.length - 1]!,
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
}

export interface TimeOptions {
  /** Untimed calls first, so the JIT has warmed up. */
  warmup?: number;
  /** Stop after this many timed samples... */
  maxSamples?: number;
  /** ...or once this much time has been spent (whichever comes first, at least minSamples). */
  maxMs?: number;
  minSamples?: number;
}

/** Time `fn` repeatedly; returns one sample (ms) per call. */
export function timeIt(fn: () => unknown, opts: TimeOptions = {}): number[] {
  const { warmup = 20, maxSamples = 2000, maxMs = 1500, minSamples = 20 } = opts;
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  const start = performance.now();
  while (out.length < maxSamples && (out.length < minSamples || performance.now() - start < maxMs)) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Whether a figure meets its floor (true when it has none). */
export function meetsFloor(f: Figure): boolean {
  if (!f.floor) return true;
  const v = f.floor.on === 'rate' ? (f.rate?.value ?? NaN) : f.stats[f.floor.on];
  return f.floor.op === '<' ? v < f.floor.limit : v >= f.floor.limit;
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) >= 100) return n.toFixed(0);
  if (Math.abs(n) >= 1) return n.toFixed(2);
  return n.toFixed(3);
}

/** One line per figure: name, stats, rate, and the floor with PASS/FAIL. */
export function formatFigure(f: Figure): string {
  const s = f.stats;
  let line = `${f.name}: median ${fmt(s.median)} ${f.unit}, p99 ${fmt(s.p99)}, min ${fmt(s.min)}, max ${fmt(s.max)} (n=${s.samples})`;
  if (f.rate) line += `; ${fmt(f.rate.value)} ${f.rate.unit}`;
  if (f.floor) {
    const unit = f.floor.on === 'rate' ? (f.rate?.unit ?? '') : f.unit;
    line += ` [floor: ${f.floor.on} ${f.floor.op} ${f.floor.limit} ${unit}: ${meetsFloor(f) ? 'PASS' : 'FAIL'}]`;
  }
  if (f.note) line += ` (${f.note})`;
  return line;
}
