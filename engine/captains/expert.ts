// Expert: the hard captain's sampled expectimax (two own turns deep: the turn, the game played on
// to the same boat's next move with rivals answering by the medium policy and chance drawn from
// the captain's own generator, never the game's rng or stack order, leaf = its best next turn by
// the evaluation), spending a larger budget where it decides: a wider screen narrowed by
// successive halving. Every round samples all the candidates still in on one seed (common random
// numbers); every `halveEvery` rounds the worse half is dropped, down to two, which then share the
// rest of the budget. Rounds stop once a round met no chance event (its values are exact).
// Measured on paired seeds (docs/captains.md): a third own turn (max over the captain's replies)
// cost more than it brought, and halving beat a plain screen of the same width. Its own values
// (screen and leaves, not the rivals' answers in the playouts) can discount a dock whose last
// passenger a rival heading for it reaches first (`contested`; lost games traced to the shared
// evaluation counting such a dock as the expert's): measured weaker, it is off.
import type { GameState, LegalTurn } from '../types.js';
import { DEFAULT_WEIGHTS, dragFactor, planWeights, scoreTurns, type EvalWeights } from './evaluate.js';
import { playout, PLAYOUT_WEIGHTS, SearchMeter } from './hard.js';
import { lookAhead } from './lookahead.js';
import { argmax } from './play.js';
import { PlayoutMemo } from './playout-memo.js';
import type { Budget, CaptainRng } from './types.js';

export interface ExpertOptions {
  /** Turns screened (the best by the one-turn evaluation with the second look). */
  screen: number;
  /** After every this many rounds the worse half of the candidates still in is dropped. */
  halveEvery: number;
  /** Most sample rounds. */
  maxRounds: number;
}
export const EXPERT_OPTIONS: ExpertOptions = { screen: 16, halveEvery: 2, maxRounds: 20 };
/** Default node budget of an expert move (one node = one complete-turn enumeration). */
export const EXPERT_NODES = 480;
/**
 * The chance that a contested dock's last passenger is gone (see EvalWeights.contested). Off: at
 * 0.7, on paired seeds 1-20 against hard, 9 heads-up wins against 12 without it (4 players: 8
 * against 6), no sign of a gain (docs/captains.md); kept as a lever for paired trials
 * (EXPERT_WEIGHTS, EXPERT_LEAF).
 */
export const EXPERT_CONTESTED = 0;
/** The expert's weights at the root (the screen) and at the playouts' leaves. */
export const EXPERT_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, contested: EXPERT_CONTESTED };
export const EXPERT_LEAF: EvalWeights = { ...PLAYOUT_WEIGHTS, contested: EXPERT_CONTESTED };

export function expertTurn(
  state: GameState,
  turns: readonly LegalTurn[],
  budget: Budget,
  rng: CaptainRng,
  opts: ExpertOptions = EXPERT_OPTIONS,
): { index: number; nodes: number; rounds: number; kept: number } {
  const p = state.pending;
  if (p.kind !== 'move' || turns.length <= 1) return { index: 0, nodes: 0, rounds: 0, kept: turns.length };
  const first = lookAhead(state, turns, scoreTurns(state, turns, EXPERT_WEIGHTS), planWeights(state, EXPERT_WEIGHTS));
  const fin = turns.findIndex((t) => t.finishes);
  if (fin >= 0) return { index: fin, nodes: 0, rounds: 0, kept: 1 };
  const order = first.map((_, i) => i).sort((a, b) => first[b]! - first[a]! || a - b);
  const cands = order.slice(0, opts.screen);
  const meter = new SearchMeter(budget, budget.nodes ?? EXPERT_NODES);
  const memo = new PlayoutMemo();
  // The root turn's own difference between the exact and the plain evaluation (and the second
  // look's charge), which the playouts leave out; plus a sliver of the one-turn score for ties.
  const plain = scoreTurns(state, cands.map((i) => turns[i]!), EXPERT_LEAF);
  const root = cands.map((i, c) => first[i]! - plain[c]! + 1e-3 * first[i]!);
  const totals = new Array<number>(cands.length).fill(0);
  let alive = cands.map((_, c) => c);
  let n = 0;
  let chance = true;
  const mean = (c: number) => totals[c]! / n + root[c]!;
  // Each playout costs about one node per boat; only start a round that can be finished.
  while (chance && n < opts.maxRounds && !meter.exhausted(alive.length * state.boats.length)) {
    const seed = rng.seed();
    const values: number[] = [];
    chance = false;
    for (const c of alive) {
      const v = playout(state, turns[cands[c]!]!, p.player, p.boat, seed, meter, memo, EXPERT_LEAF);
      if (v === null) break;
      values.push(v.value);
      chance ||= v.chance;
    }
    if (values.length < alive.length) break; // an interrupted round is dropped: all candidates compare on the same samples
    values.forEach((v, k) => (totals[alive[k]!]! += v));
    n++;
    if (chance && n % opts.halveEvery === 0 && alive.length > 2) {
      alive = alive.slice().sort((x, y) => mean(y) - mean(x) || x - y).slice(0, Math.max(2, Math.ceil(alive.length / 2)));
    }
  }
  if (n === 0) return { index: order[0]!, nodes: meter.nodes, rounds: 0, kept: cands.length };
  // A race that drags on: a random share among near-equal candidates breaks cycles (as hard's).
  const drag = dragFactor(state);
  const pick = alive[argmax(alive.map((c) => mean(c) + (drag > 0 ? drag * rng.float() : 0)))]!;
  return { index: cands[pick]!, nodes: meter.nodes, rounds: n, kept: alive.length };
}
