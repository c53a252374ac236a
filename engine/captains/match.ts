// Whole games between captains (the tournament, the tests and the benchmarks share this).
// Chance events come from the game's own seeded rng (sampleChance), each seat's captain draws
// from its own generator seeded from the game seed and the seat: a game is reproducible from
// (config, seed, levels, budget) whenever the budget has no wall-clock part.
import { apply } from '../apply.js';
import { isStalled } from '../end-of-game.js';
import { sampleChance } from '../setup.js';
import type { Action, GameConfig, GameState } from '../types.js';
import { newGame } from '../setup.js';
import { seatsOfSide, sideOfSeat } from '../sides.js';
import { choosePlay } from './index.js';
import { captainRng } from './rng.js';
import type { Budget, Level } from './types.js';

export interface MatchOptions {
  /** Give up after this many rounds (the game is reported unfinished). */
  maxRounds?: number;
  /** Budget per decision, per level (default: the level's own defaults). */
  budget?: Partial<Record<Level, Budget>>;
  /** Clock for the per-move timings (ms); without it no timings are recorded. */
  now?: () => number;
  /** Called with every action applied, in order (the digests that prove a speed change plays the same games). */
  onAction?: (action: Action) => void;
}

export interface MoveTiming {
  level: Level;
  ms: number;
}

/**
 * How a game ended: `rules` = the race was decided by the rules (every place but the last won by
 * finishing, or the rules ended it: boats that can never move again, passengers ran dry);
 * `stall` = a stall ending (the safety net that ends a race that stopped moving, in race order);
 * `cutoff` = still running at `maxRounds`. Among captains only `rules` counts as a success.
 */
export type MatchEnding = 'rules' | 'stall' | 'cutoff';

export interface MatchResult {
  state: GameState;
  /** The game is over (by the rules or a stall ending). */
  finished: boolean;
  ending: MatchEnding;
  /** Seat index of the winner (place 1; known even if the game was cut off later), or null. */
  winnerSeat: number | null;
  /** Every seat of the winning side (a team wins together; else just winnerSeat), or []. */
  winners: number[];
  rounds: number;
  decisions: number;
  timings: MoveTiming[];
}

/** A seed per (game seed, seat) for the seat's captain. */
export function seatSeed(gameSeed: number, seat: number): number {
  return (Math.imul(gameSeed >>> 0, 0x9e3779b1) + Math.imul(seat + 1, 0x85ebca6b)) >>> 0;
}

export function playMatch(config: GameConfig, seed: number, levels: readonly Level[], opts: MatchOptions = {}): MatchResult {
  return playFrom(newGame(config, seed), seed, levels, opts);
}

/** Plays `start` to the end with seat i captained at levels[i]. */
export function playFrom(start: GameState, seed: number, levels: readonly Level[], opts: MatchOptions = {}): MatchResult {
  const maxRounds = opts.maxRounds ?? 300;
  const rngs = levels.map((_, i) => captainRng(seatSeed(seed, i)));
  const timings: MoveTiming[] = [];
  let s = start;
  let decisions = 0;
  let stalled = false;
  while (s.pending.kind !== 'over' && s.round <= maxRounds) {
    const p = s.pending;
    if (p.kind !== 'chance' && isStalled(s)) {
      // the safety net the app applies to a race of captains alone (an action in the log)
      const a: Action = { type: 'endStalledRace' };
      const r = apply(s, a);
      opts.onAction?.(a);
      if (!r.ok) throw new Error(`match: stall ending rejected (${r.code})`);
      s = r.state;
      stalled = true;
      break;
    }
    if (p.kind === 'chance') {
      const a = sampleChance(s);
      const r = apply(s, a);
      opts.onAction?.(a);
      if (!r.ok) throw new Error(`match: chance outcome rejected (${r.code})`);
      s = r.state;
      continue;
    }
    const level = levels[p.player]!;
    const t0 = opts.now?.();
    const { actions: acts, after } = choosePlay(level, s, { ...(opts.budget?.[level] ?? {}), now: opts.now }, rngs[p.player]!);
    if (opts.now && p.kind === 'move') timings.push({ level, ms: opts.now() - t0! });
    decisions++;
    if (after) {
      // the captain played the turn already to check it (apply is pure: the same state)
      if (opts.onAction) for (const a of acts) opts.onAction(a);
      s = after;
      continue;
    }
    for (const a of acts) {
      const r = apply(s, a);
      opts.onAction?.(a);
      if (!r.ok) throw new Error(`match: ${level} captain played a rejected action ${JSON.stringify(a)} (${r.code})`);
      s = r.state;
    }
  }
  const finished = s.pending.kind === 'over';
  const ending: MatchEnding = !finished ? 'cutoff' : stalled ? 'stall' : 'rules';
  const winner = s.boats.find((b) => b.place === 1);
  const winners = winner ? seatsOfSide(s.config, sideOfSeat(s.config, winner.owner)) : [];
  return { state: s, finished, ending, winnerSeat: winner ? winner.owner : null, winners, rounds: s.round, decisions, timings };
}
