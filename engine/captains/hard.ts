// Hard: a sampled expectimax over complete turns, two of the captain's own turns deep.
// Every candidate turn (the best few by the medium evaluation) is played out: chance events
// (tile draws, die rolls, the finish roll) are chance nodes sampled from the captain's own
// generator — never the game's rng or stack order, which would reveal the future — the rivals
// answer with the medium policy, and at the captain's next move the leaf value is its best
// reply by the evaluation. Samples use common random numbers (sample j replays the same chance
// draws for every candidate), and rounds of samples continue while the node budget lasts.
import { apply } from '../apply.js';
import { chanceOutcomes } from '../setup.js';
import { BLACK_ROSE_ID } from '../sides.js';
import type { Action, BoatId, GameState, LegalTurn, PlayerId } from '../types.js';
import { chooseTransfer, quickEntry } from './decisions.js';
import { DEFAULT_WEIGHTS, dragFactor, planWeights, positionValue, scoreTurns, type EvalWeights } from './evaluate.js';
import { quickHeading } from './headings.js';
import { lookAhead } from './lookahead.js';
import { argmax, tryAll } from './play.js';
import { captainRng } from './rng.js';
import { thriftyTurns } from './thrifty.js';
import { mediumTurn } from './simple.js';
import { PlayoutMemo } from './playout-memo.js';
import type { Budget, CaptainRng } from './types.js';

export interface HardOptions {
  /** Candidate turns searched (the rest are pruned by the one-turn evaluation). */
  candidates: number;
  /** Most sample rounds (each round plays every candidate once). */
  maxRounds: number;
}
export const HARD_OPTIONS: HardOptions = { candidates: 6, maxRounds: 6 };
/**
 * Inside playouts the exact plan at 0 coal (coalless.ts) is left out: sampled tile draws make new
 * rivers, each needing its own move graph (tens of ms). The root turn's own difference between
 * the exact and the plain evaluation is added back to its value instead.
 */
export const PLAYOUT_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, coalless: false };
/** Default node budget of a hard move (one node = one complete-turn enumeration). */
export const HARD_NODES = 160;

/** Counts nodes and says when to stop (node budget, wall clock, cancellation). */
export class SearchMeter {
  nodes = 0;
  private readonly start: number;
  constructor(private readonly budget: Budget, private readonly limit: number) {
    this.start = budget.now ? budget.now() : 0;
  }
  spend(n = 1): void {
    this.nodes += n;
  }
  exhausted(reserve = 0): boolean {
    return this.nodes + reserve > this.limit || this.outOfTime();
  }
  /** Cancelled, or past the wall-clock cap. */
  outOfTime(): boolean {
    if (this.budget.cancelled?.()) return true;
    return this.budget.timeMs !== undefined && !!this.budget.now && this.budget.now() - this.start >= this.budget.timeMs;
  }
}

/** The cheap answer to a non-move decision inside a playout. */
export function quickDecision(s: GameState): Action {
  const p = s.pending;
  if (p.kind === 'transfer') return chooseTransfer(s, PLAYOUT_WEIGHTS);
  if (p.kind === 'enterDock') return quickEntry(s);
  return quickHeading(s);
}

/**
 * Plays `turn` and the game on until the captain's next move of the same boat (or, after a Black
 * Rose move, the player's next move of any boat); returns the leaf value for the player's side,
 * or null when the clock or a cancel stopped it. Other boats (rivals, the player's other boat,
 * the Black Rose in someone's hands) answer with the medium policy. At most two rounds of such
 * moves are played (a boat that lost turns, or is stuck, would otherwise have the playout run to
 * the end of the game).
 */
type Reached = { s: GameState; turns: readonly LegalTurn[]; chance: boolean } | { value: number; chance: boolean };

/**
 * Plays the game on from `state` (the captain's turn just played) to the player's next move of
 * `rootBoat` (after a Black Rose move: of any boat of the player). Other boats answer with the
 * medium policy, at most two rounds of them; null when the clock or a cancel stopped it.
 * `playout` (hard's rounds, expert's screen) walks through it.
 */
function reach(state: GameState, player: PlayerId, rootBoat: BoatId, rng: CaptainRng, meter: SearchMeter, memo?: PlayoutMemo, leaf: EvalWeights = PLAYOUT_WEIGHTS): Reached | null {
  let s = state;
  let chance = false;
  let otherMoves = 0;
  const maxOtherMoves = 2 * state.boats.length;
  for (let guard = 0; guard < 400; guard++) {
    if (meter.outOfTime()) return null;
    const p = s.pending;
    if (p.kind === 'over') break;
    if (p.kind === 'chance') {
      const known = memo?.chance.get(s);
      const outs = known ? null : chanceOutcomes(s);
      const count = known ? known.count : outs!.length;
      if (count > 1) chance = true;
      const k = rng.int(count);
      let next = known?.after[k];
      if (!next) {
        const r = apply(s, (outs ?? chanceOutcomes(s))[k]!);
        if (!r.ok) throw new Error(`captain playout: chance outcome rejected (${r.code})`);
        next = r.state;
        if (memo) {
          const entry = known ?? { count, after: [] };
          entry.after[k] = next;
          if (!known) memo.chance.set(s, entry);
        }
      }
      s = next;
    } else if (p.kind === 'move') {
      // inside playouts only the thrifty turns are scored (thrifty.ts)
      let step = memo?.moves.get(s);
      if (!step) {
        step = { turns: thriftyTurns(s) };
        memo?.moves.set(s, step);
      }
      const turns = step.turns;
      meter.spend();
      if (p.player === player && (p.boat === rootBoat || rootBoat === BLACK_ROSE_ID)) return { s, turns, chance };
      if (++otherMoves > maxOtherMoves) break;
      if (step.next === undefined) step.next = tryAll(s, turns[mediumTurn(s, turns, undefined, PLAYOUT_WEIGHTS)]!.actions) ?? tryAll(s, turns[0]!.actions);
      const next = step.next;
      if (!next) break;
      s = next;
    } else {
      let next = memo?.decided.get(s);
      if (!next) {
        const r = apply(s, quickDecision(s));
        if (!r.ok) throw new Error(`captain playout: ${p.kind} rejected (${r.code})`);
        next = r.state;
        memo?.decided.set(s, next);
      }
      s = next;
    }
  }
  let value = memo?.stopped.get(s);
  if (value === undefined) {
    value = positionValue(s, player, leaf);
    memo?.stopped.set(s, value);
  }
  return { value, chance };
}

/**
 * One sample of `turn` two own turns deep: played out to the captain's next move of the same boat
 * (see reach), valued by its best turn there; `chance`: a chance event was drawn on the way (else
 * the value is exact). Null when stopped. Hard's rounds and expert's screen; `leaf`: the weights
 * the captain values the leaf with (the other boats always answer with PLAYOUT_WEIGHTS).
 */
export function playout(
  state: GameState,
  turn: LegalTurn,
  player: PlayerId,
  rootBoat: BoatId,
  seed: number,
  meter: SearchMeter,
  memo: PlayoutMemo,
  leaf: EvalWeights = PLAYOUT_WEIGHTS,
): { value: number; chance: boolean } | null {
  const rng = captainRng(seed);
  let first = memo.first.get(turn);
  if (first === undefined) memo.first.set(turn, (first = tryAll(state, turn.actions)));
  if (!first) return { value: -1e6, chance: false }; // refused by the engine (see tryAll): never chosen
  const r = reach(first, player, rootBoat, rng, meter, memo, leaf);
  if (r === null || 'value' in r) return r;
  let value = memo.best.get(r.s);
  if (value === undefined) {
    value = Math.max(...scoreTurns(r.s, r.turns, leaf, player));
    memo.best.set(r.s, value);
  }
  return { value, chance: r.chance };
}

export function hardTurn(
  state: GameState,
  turns: readonly LegalTurn[],
  budget: Budget,
  rng: CaptainRng,
  opts: HardOptions = HARD_OPTIONS,
): { index: number; nodes: number } {
  const p = state.pending;
  if (p.kind !== 'move' || turns.length <= 1) return { index: 0, nodes: 0 };
  const first = lookAhead(state, turns, scoreTurns(state, turns, DEFAULT_WEIGHTS), planWeights(state, DEFAULT_WEIGHTS));
  // A finishing turn wins outright (or secures the best place left): nothing to search.
  const fin = turns.findIndex((t) => t.finishes);
  if (fin >= 0) return { index: fin, nodes: 0 };
  const order = first.map((_, i) => i).sort((a, b) => first[b]! - first[a]! || a - b);
  const cands = order.slice(0, opts.candidates);
  const meter = new SearchMeter(budget, budget.nodes ?? HARD_NODES);
  const totals = new Array<number>(cands.length).fill(0);
  const memo = new PlayoutMemo();
  let rounds = 0;
  // Each playout costs about one node per boat; only start a round that can be finished.
  const perRound = cands.length * state.boats.length;
  while (rounds < opts.maxRounds && !meter.exhausted(perRound)) {
    const seed = rng.seed();
    const values: number[] = [];
    for (let c = 0; c < cands.length; c++) {
      const v = playout(state, turns[cands[c]!]!, p.player, p.boat, seed, meter, memo);
      if (v === null) break;
      values.push(v.value);
    }
    if (values.length < cands.length) break; // an interrupted round is dropped: all candidates compare on the same samples
    values.forEach((v, c) => (totals[c]! += v));
    rounds++;
  }
  if (rounds === 0) return { index: order[0]!, nodes: meter.nodes };
  // Ties (and near-ties) go to the better one-turn score.
  // A race that drags on: a random share among near-equal candidates breaks cycles (as medium's).
  const drag = dragFactor(state);
  // What the exact plan at 0 coal and the second look see in the root turn (the playouts do not).
  const plain = scoreTurns(state, cands.map((i) => turns[i]!), PLAYOUT_WEIGHTS);
  const value = cands.map((i, c) => totals[c]! / rounds + (first[i]! - plain[c]!) + 1e-3 * first[i]! + (drag > 0 ? drag * rng.float() : 0));
  return { index: cands[argmax(value)]!, nodes: meter.nodes };
}
