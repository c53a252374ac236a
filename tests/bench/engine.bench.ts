// Engine benchmarks (issue 3): complete-turn enumeration for fixed positions, and random
// 4-player games per second, single thread. Floors: enumeration median < 2 ms; ≥ 10 games/s.
// The cases live in engine-cases.ts; they run on the esbuild bundle of the engine, the way the
// app ships it, not through tsx (bundle.ts says why).
import { runBundled } from './bundle.js';
import { ENGINE_CASES } from './engine-cases.js';
import type { Benchmark } from './harness.js';

export const benchmarks: Benchmark[] = ENGINE_CASES.map((c) => ({ name: c.name, run: () => runBundled(c.name) }));
