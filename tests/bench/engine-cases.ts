// The engine benchmarks' bodies: complete-turn enumeration for fixed positions, and random
// 4-player games per second, single thread. engine.bench.ts runs them from an esbuild bundle in
// a plain node process (engine-child.ts), so they measure the engine as the app ships it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig, legalTurnRecords, legalTurns, newGame } from '../../engine/index.js';
import { THRIFTY, thriftyTurns } from '../../engine/captains/thrifty.js';
import { freshTurn } from '../../engine/flow.js';
import { ALL_DIRS } from '../../engine/hex.js';
import { outcomesByHeading } from '../../engine/legal.js';
import { fastTurnOutcomes } from '../../engine/legal-fast.js';
import { loadScenario } from '../../engine/scenario.js';
import type { GameState } from '../../engine/types.js';
import { playRandomGame, type RandomPolicy } from '../../cli/random-play.js';
import { stats, timeIt, type Figure } from './harness.js';

export interface EngineCase {
  /** Benchmark name (engine/...), as `npm run bench -- --filter` matches it. */
  name: string;
  /** Runs in the bundle; `fixtures` is the scenario folder. */
  run(fixtures: string): Figure[];
}

function enumeration(name: string, file: string, what: string): EngineCase {
  return {
    name: `engine/legal-turns/${name}`,
    run(fixtures): Figure[] {
      const state = loadScenario(readFileSync(join(fixtures, file), 'utf8'));
      const count = legalTurns(state).length;
      // A fresh state object per call (same river array, as in real play), so no per-state
      // memo can turn the measurement into a cache lookup.
      const copies: GameState[] = Array.from({ length: 4096 }, () => ({ ...state }));
      let i = 0;
      const samples = timeIt(() => legalTurns(copies[i++ % copies.length]!), { warmup: 30, maxSamples: 3000, maxMs: 2000 });
      return [
        {
          name: `legalTurns ${name}`,
          unit: 'ms',
          stats: stats(samples),
          floor: { on: 'median', op: '<', limit: 2 },
          note: `${what}; ${count} distinct turns`,
        },
      ];
    },
  };
}

/** The same positions through legalTurnRecords: the compact form for playouts (issue 18: <= 0.07 ms open water). */
function records(name: string, file: string): EngineCase {
  return {
    name: `engine/legal-turn-records/${name}`,
    run(fixtures): Figure[] {
      const state = loadScenario(readFileSync(join(fixtures, file), 'utf8'));
      const count = legalTurnRecords(state).length;
      const copies: GameState[] = Array.from({ length: 4096 }, () => ({ ...state }));
      let i = 0;
      const samples = timeIt(() => legalTurnRecords(copies[i++ % copies.length]!), { warmup: 30, maxSamples: 3000, maxMs: 2000 });
      return [{ name: `legalTurnRecords ${name}`, unit: 'ms', stats: stats(samples), note: `records, no LegalTurn objects; ${count} distinct turns` }];
    },
  };
}

/** The same positions through the compact enumerator (engine/legal-fast.ts: outcomes as records, no turn built). */
function fast(name: string, file: string): EngineCase {
  return {
    name: `engine/legal-fast/${name}`,
    run(fixtures): Figure[] {
      const state = loadScenario(readFileSync(join(fixtures, file), 'utf8'));
      const count = fastTurnOutcomes(state)!.length;
      const copies: GameState[] = Array.from({ length: 4096 }, () => ({ ...state }));
      let i = 0;
      const samples = timeIt(() => fastTurnOutcomes(copies[i++ % copies.length]!), { warmup: 30, maxSamples: 3000, maxMs: 2000 });
      return [{ name: `fastTurnOutcomes ${name}`, unit: 'ms', stats: stats(samples), note: `compact enumerator, outcome records; ${count} distinct outcomes` }];
    },
  };
}

/** The mover of `state` facing each of the six headings at the start of a fresh turn. */
function sixHeadings(state: GameState): GameState[] {
  const p = state.pending;
  if (p.kind !== 'move') throw new Error('bench: not a move');
  return ALL_DIRS.map((h) => {
    const boats = state.boats.map((b) => (b.id === p.boat ? { ...b, heading: h } : b));
    return { ...state, boats, turn: freshTurn(boats.find((b) => b.id === p.boat)!) };
  });
}

/**
 * A heading decision's searching (issue 18): the thrifty turns from all six headings, by one
 * shared search (what the captains run) and by six searches (as before), built as turns.
 */
function headings(name: string, file: string): EngineCase {
  return {
    name: `engine/heading-turns/${name}`,
    run(fixtures): Figure[] {
      const six = sixHeadings(loadScenario(readFileSync(join(fixtures, file), 'utf8')));
      const shared = () => outcomesByHeading(six, THRIFTY)!.map((o) => Array.from({ length: o.length }, (_, i) => o.outcome(i)));
      const apart = () => six.map((s) => thriftyTurns(s));
      const kept = apart().reduce((a, l) => a + l.length, 0);
      const opts = { warmup: 30, maxSamples: 2000, maxMs: 2000 };
      const note = `6 headings, ${kept} thrifty turns in all`;
      return [
        { name: `heading turns ${name}, one shared search`, unit: 'ms', stats: stats(timeIt(shared, opts)), note },
        { name: `heading turns ${name}, six searches`, unit: 'ms', stats: stats(timeIt(apart, opts)), note },
      ];
    },
  };
}

function games(policy: RandomPolicy, floor: boolean): EngineCase {
  return {
    name: `engine/random-games/4p-${policy}`,
    run(): Figure[] {
      const config = defaultConfig(4);
      const times: number[] = [];
      const rounds: number[] = [];
      let unfinished = 0;
      const budgetMs = 8000;
      const start = performance.now();
      // CPU time too: on a shared, loaded machine the wall-clock rate mostly measures the load
      const cpu0 = process.cpuUsage();
      for (let k = 0; times.length < 200 && (times.length < 3 || performance.now() - start < budgetMs); k++) {
        const t0 = performance.now();
        const r = playRandomGame(newGame(config, 1000 + k), { seed: 1000 + k, policy, maxActions: 50_000 });
        times.push(performance.now() - t0);
        if (r.finished) rounds.push(r.state.round);
        else unfinished++;
      }
      const totalS = times.reduce((a, b) => a + b, 0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const cpuS = (cpu.user + cpu.system) / 1e6;
      const rs = rounds.length ? stats(rounds) : null;
      return [
        {
          name: `random 4-player game (${policy} random player)`,
          unit: 'ms/game',
          stats: stats(times),
          rate: { value: times.length / totalS, unit: 'games/s' },
          ...(floor ? { floor: { on: 'rate' as const, op: '>=' as const, limit: 10 } } : {}),
          note: `${(times.length / cpuS).toFixed(2)} games per CPU second (all threads: GC helpers included); rounds median ${rs?.median ?? '-'} (min ${rs?.min ?? '-'}, max ${rs?.max ?? '-'})${unfinished ? `, ${unfinished} unfinished` : ''}`,
        },
      ];
    },
  };
}

export const ENGINE_CASES: EngineCase[] = [
  enumeration('open-water', 'open-water-speed6.json', 'speed 6, coal 6, open water'),
  enumeration('crowded-start', 'crowded-start.json', '5 boats on the start docks, round 1'),
  enumeration('hazards', 'hazards.json', 'sandbanks, driftwood, a coal depot (B3-1, B1-B2)'),
  records('open-water', 'open-water-speed6.json'),
  records('hazards', 'hazards.json'),
  fast('open-water', 'open-water-speed6.json'),
  fast('crowded-start', 'crowded-start.json'),
  fast('hazards', 'hazards.json'),
  headings('open-water', 'open-water-speed6.json'),
  headings('hazards', 'hazards.json'),
  // The floor applies to games of realistic length (see cli/random-play.ts, docs/cli.md): the
  // eager player heads for docks and the finish by water (median ~40 rounds with 4 boats); uniform
  // random play wanders for hundreds of rounds, which measures the random player more than the engine.
  games('eager', true),
  games('uniform', false),
];
