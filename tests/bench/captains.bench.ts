// Computer captain benchmarks (issue 7): time per move by level on the positions of real games
// (every move of two 4-player medium games), and a small match for each pairing the issue names.
// Floors: easy median < 50 ms, medium median < 300 ms, hard median < 1500 ms and max < 3000 ms
// (hard with the app's budget: default nodes, 1.2 s wall-clock cap). Win rates need hundreds of
// games: `npm run mq -- tournament` measures them (docs/captains.md has the figures).
import { apply, defaultConfig, newGame, sampleChance, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions, type Budget, type Level } from '../../engine/captains/index.js';
import { playMatch } from '../../engine/captains/match.js';
import { stats, type Benchmark, type Figure } from './harness.js';

function movePositions(): GameState[] {
  const out: GameState[] = [];
  for (const seed of [101, 102]) {
    let s = newGame(defaultConfig(4), seed);
    const rng = captainRng(seed);
    while (s.pending.kind !== 'over' && s.round < 60) {
      if (s.pending.kind === 'chance') {
        s = (apply(s, sampleChance(s)) as { state: GameState }).state;
        continue;
      }
      if (s.pending.kind === 'move') out.push(s);
      for (const a of chooseActions('medium', s, {}, rng)) s = (apply(s, a) as { state: GameState }).state;
    }
  }
  return out;
}

const APP_BUDGET: Record<Level, Budget> = { easy: {}, medium: {}, greedy: {}, hard: { timeMs: 1200, now: () => performance.now() } };
const LIMIT: Record<Level, number> = { easy: 50, medium: 300, hard: 1500, greedy: 50 };

function perMove(level: Level, every: number): Benchmark {
  return {
    name: `captains/move-time/${level}`,
    run(): Figure[] {
      const positions = movePositions().filter((_, i) => i % every === 0);
      const rng = captainRng(1);
      chooseActions(level, positions[0]!, APP_BUDGET[level], rng); // warm-up
      const ms = positions.map((s) => {
        const t0 = performance.now();
        chooseActions(level, s, APP_BUDGET[level], rng);
        return performance.now() - t0;
      });
      const st = stats(ms);
      const figs: Figure[] = [
        { name: `${level} captain, time per move`, unit: 'ms', stats: st, floor: { on: 'median', op: '<', limit: LIMIT[level] }, note: `${positions.length} positions from 4-player games` },
      ];
      if (level === 'hard') figs.push({ name: 'hard captain, slowest move', unit: 'ms', stats: st, floor: { on: 'p99', op: '<', limit: 3000 } });
      return figs;
    },
  };
}

function match(name: string, seats: Level[], games: number): Benchmark {
  return {
    name: `captains/match/${name}`,
    run(): Figure[] {
      const ms: number[] = [];
      let wins = 0;
      let finished = 0;
      for (let k = 0; k < games; k++) {
        const rot = k % seats.length;
        const bySeat = seats.map((_, i) => seats[(i + rot) % seats.length]!);
        const t0 = performance.now();
        const r = playMatch(defaultConfig(seats.length), 500 + k, bySeat, { maxRounds: 300, budget: { hard: { nodes: 60 } } });
        ms.push(performance.now() - t0);
        if (r.finished) finished++;
        if (r.winnerSeat !== null && bySeat[r.winnerSeat] === seats[0]) wins++;
      }
      return [
        {
          name: `${seats.join(' v ')}: ${seats[0]} wins ${wins}/${games}, finished ${finished}/${games}`,
          unit: 'ms/game',
          stats: stats(ms),
          rate: { value: finished / games, unit: 'finished share' },
          floor: { on: 'rate', op: '>=', limit: 1 },
          note: 'seats rotated; few games: a smoke check, the tournament measures win rates',
        },
      ];
    },
  };
}

export const benchmarks: Benchmark[] = [
  perMove('easy', 1),
  perMove('medium', 1),
  perMove('hard', 6),
  perMove('greedy', 1),
  match('medium-v-easy-3p', ['medium', 'easy', 'easy'], 3),
  match('hard-v-greedy-3p', ['hard', 'greedy', 'greedy'], 3),
];
