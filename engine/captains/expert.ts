// Expert: the hard captain's sampled expectimax, made wider and one own turn deeper.
// 1. Screen: the best `screen` turns by the one-turn evaluation (with the second look) are each
//    played out to the captain's next move of the same boat, as hard does (rivals answer with
//    the medium policy, chance events are drawn from the captain's own generator, never the
//    game's rng or stack order), leaf = its best next turn by the evaluation.
// 2. Deepen: the `finalists` best of the screen are searched one own turn further: at the
//    captain's next move its `replies` best turns are each played on to the move after, and the
//    value is the best of them (a max node over its own replies, expectation over the samples).
// Sampling rounds repeat only while a chance event was met (a playout without one is exact:
// repeating it would spend nodes on the same value); samples use common random numbers.
import type { BoatId, GameState, LegalTurn, PlayerId } from '../types.js';
import { DEFAULT_WEIGHTS, dragFactor, planWeights, scoreTurns } from './evaluate.js';
import { PLAYOUT_WEIGHTS, reach, SearchMeter } from './hard.js';
import { lookAhead } from './lookahead.js';
import { argmax, tryAll } from './play.js';
import { captainRng } from './rng.js';
import type { Budget, CaptainRng } from './types.js';

export interface ExpertOptions {
  /** Turns screened two own turns deep. */
  screen: number;
  /** Of those, searched three own turns deep. */
  finalists: number;
  /** Own replies tried at the captain's next move (the max node). */
  replies: number;
  /** Most sample rounds per phase (fewer when no chance event was met). */
  maxRounds: number;
}
export const EXPERT_OPTIONS: ExpertOptions = { screen: 8, finalists: 3, replies: 3, maxRounds: 4 };
/** Default node budget of an expert move (one node = one complete-turn enumeration). */
export const EXPERT_NODES = 240;

/** A sample's outcome: its value, and whether a chance event was drawn on the way. */
interface Sample {
  value: number;
  chance: boolean;
}

/**
 * The value of `turn` for the player, `depth` own turns deep (2 = hard's playout), on the
 * sample drawn from `seed`; null when stopped.
 */
function sample(state: GameState, turn: LegalTurn, depth: number, player: PlayerId, rootBoat: BoatId, seed: number, meter: SearchMeter, replies: number): Sample | null {
  const after = tryAll(state, turn.actions);
  if (!after) return { value: -1e6, chance: false }; // refused by the engine (see tryAll): never chosen
  const rng = captainRng(seed);
  const r = reach(after, player, rootBoat, rng, meter);
  if (r === null) return null;
  if ('value' in r) return r;
  const scores = scoreTurns(r.s, r.turns, PLAYOUT_WEIGHTS, player);
  const best = Math.max(...scores);
  if (depth <= 2) return { value: best, chance: r.chance };
  // A max node over the captain's own best replies, each on the same draws (one seed for all).
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const sub = rng.seed();
  let value = -Infinity;
  let chance = r.chance;
  for (const i of order.slice(0, replies)) {
    const t = r.turns[i]!;
    if (t.finishes) {
      value = Math.max(value, scores[i]!);
      continue;
    }
    const v = sample(r.s, t, depth - 1, player, rootBoat, sub, meter, replies);
    if (v === null) return null;
    value = Math.max(value, v.value);
    chance ||= v.chance;
  }
  return { value: value === -Infinity ? best : value, chance };
}

/**
 * Mean values of `cands` over sample rounds (each round one seed for all candidates); rounds go on
 * while the budget allows one more whole round, a chance event was met and `maxRounds` is not
 * reached. Null when not even one round finished.
 */
function rounds(
  state: GameState,
  turns: readonly LegalTurn[],
  cands: readonly number[],
  depth: number,
  perRound: number,
  meter: SearchMeter,
  rng: CaptainRng,
  opts: ExpertOptions,
): number[] | null {
  const p = state.pending;
  if (p.kind !== 'move') return null;
  const totals = new Array<number>(cands.length).fill(0);
  let n = 0;
  let chance = true;
  while (chance && n < opts.maxRounds && !meter.exhausted(perRound)) {
    const seed = rng.seed();
    const values: number[] = [];
    chance = false;
    for (const c of cands) {
      const v = sample(state, turns[c]!, depth, p.player, p.boat, seed, meter, opts.replies);
      if (v === null) break;
      values.push(v.value);
      chance ||= v.chance;
    }
    if (values.length < cands.length) break; // an interrupted round is dropped: all candidates compare on the same samples
    values.forEach((v, c) => (totals[c]! += v));
    n++;
  }
  return n === 0 ? null : totals.map((t) => t / n);
}

export function expertTurn(
  state: GameState,
  turns: readonly LegalTurn[],
  budget: Budget,
  rng: CaptainRng,
  opts: ExpertOptions = EXPERT_OPTIONS,
): { index: number; nodes: number; deep: boolean } {
  const p = state.pending;
  if (p.kind !== 'move' || turns.length <= 1) return { index: 0, nodes: 0, deep: false };
  const first = lookAhead(state, turns, scoreTurns(state, turns, DEFAULT_WEIGHTS), planWeights(state, DEFAULT_WEIGHTS));
  const fin = turns.findIndex((t) => t.finishes);
  if (fin >= 0) return { index: fin, nodes: 0, deep: false };
  const order = first.map((_, i) => i).sort((a, b) => first[b]! - first[a]! || a - b);
  const meter = new SearchMeter(budget, budget.nodes ?? EXPERT_NODES);
  const boats = state.boats.length;
  const drag = dragFactor(state);
  // The root turn's own difference between the exact and the plain evaluation (and the second
  // look's charge), which the playouts leave out; plus a sliver of the one-turn score for ties.
  const rootTerm = (cands: readonly number[]) => {
    const plain = scoreTurns(state, cands.map((i) => turns[i]!), PLAYOUT_WEIGHTS);
    return cands.map((i, c) => first[i]! - plain[c]! + 1e-3 * first[i]!);
  };
  const screened = order.slice(0, opts.screen);
  const a = rounds(state, turns, screened, 2, screened.length * boats, meter, rng, opts);
  if (!a) return { index: order[0]!, nodes: meter.nodes, deep: false };
  const rootA = rootTerm(screened);
  const valA = a.map((v, c) => v + rootA[c]!);
  const ranked = screened.map((_, c) => c).sort((x, y) => valA[y]! - valA[x]! || x - y);
  const finalists = ranked.slice(0, opts.finalists).map((c) => screened[c]!);
  let pick: number;
  const b = finalists.length > 1 ? rounds(state, turns, finalists, 3, finalists.length * boats * (1 + opts.replies), meter, rng, opts) : null;
  if (b) {
    const rootB = rootTerm(finalists);
    pick = finalists[argmax(b.map((v, c) => v + rootB[c]! + (drag > 0 ? drag * rng.float() : 0)))]!;
  } else {
    pick = screened[argmax(valA.map((v) => v + (drag > 0 ? drag * rng.float() : 0)))]!;
  }
  return { index: pick, nodes: meter.nodes, deep: b !== null };
}
