// The captain's hint (issue 16): time per request as the app serves it: the hints service asks a
// captain worker thread (the app's pool, the hard captain with the app's 1.2 s time box) and
// checks the answer against the position, on players' moves of real games (4 players one boat
// each, 2 players two boats each, 4 players with the Black Rose; a medium captain plays every
// seat to make the positions). Floors as for the hard captain's own moves: median < 1500 ms,
// p99 < 3000 ms. MQ_HINT_EVERY=N takes every N-th move (default 12).
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type GameConfig, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions } from '../../engine/captains/index.js';
import { CaptainPool } from '../../electron/services/captains/index.js';
import { HintService } from '../../electron/services/captains/hints.js';
import { stats, type Benchmark, type Figure } from './harness.js';

const CONFIGS: GameConfig[] = [defaultConfig(4), defaultConfig(2), defaultConfig(4, { blackRose: true })];
const EVERY = Math.max(1, Number(process.env.MQ_HINT_EVERY ?? 12) || 12);

function movePositions(): GameState[] {
  const out: GameState[] = [];
  CONFIGS.forEach((config, c) => {
    const seed = 201 + c;
    let s = newGame(config, seed);
    const rng = captainRng(seed);
    while (s.pending.kind !== 'over' && s.round < 60) {
      if (s.pending.kind === 'chance') {
        s = (apply(s, sampleChance(s)) as { state: GameState }).state;
        continue;
      }
      if (s.pending.kind === 'move') out.push(s);
      for (const a of chooseActions('medium', s, {}, rng)) s = (apply(s, a) as { state: GameState }).state;
    }
  });
  return out;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'hint/time-per-request',
    async run(): Promise<Figure[]> {
      const positions = movePositions().filter((_, i) => i % EVERY === 0);
      const pool = new CaptainPool({ size: 1 });
      let current = positions[0]!;
      let turns = legalTurns(current);
      // Every seat is a human's here (a hint is only given for a player's move); nothing is saved.
      // The game view's turns are the games service's work for any request: counted apart.
      const games = {
        getGame: () => ({ rev: 0, state: current, readOnly: false, hints: true, players: current.config.seats.map(() => ({ kind: 'human' })), legalTurns: turns }),
        markHintUsed: () => {},
      };
      const hints = new HintService(games, pool);
      // The pool's workers do not hold the process open (the app's windows do): this run does.
      const keepAlive = setInterval(() => {}, 1000);
      try {
        await hints.hint('bench', 0); // warm-up: the worker thread starts and compiles
        const ms: number[] = [];
        const worker: number[] = [];
        const codes = new Map<string, number>();
        for (const s of positions) {
          current = s;
          turns = legalTurns(s);
          const t0 = performance.now();
          const h = await hints.hint('bench', 0);
          ms.push(performance.now() - t0);
          worker.push(h.ms);
          codes.set(h.reason.code, (codes.get(h.reason.code) ?? 0) + 1);
        }
        const st = stats(ms);
        const reasons = [...codes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c.slice(5)} ${n}`).join(', ');
        const note = `${positions.length} players' moves of 3 games (every ${EVERY}th), through the worker pool; reasons: ${reasons}`;
        return [
          { name: "captain's hint, time per request", unit: 'ms', stats: st, floor: { on: 'median', op: '<', limit: 1500 }, note },
          { name: "captain's hint, slowest request", unit: 'ms', stats: st, floor: { on: 'p99', op: '<', limit: 3000 } },
          // the rest of a request is the state's copy to the thread and the check of the answer in main
          { name: "captain's hint, of which in the worker", unit: 'ms', stats: stats(worker) },
        ];
      } finally {
        clearInterval(keepAlive);
        await pool.close();
      }
    },
  },
];
