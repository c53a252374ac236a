// The one-turn captains: greedy (the benchmark baseline), easy and medium.
import { pack } from '../turn.js';
import type { GameState, LegalTurn } from '../types.js';
import { boatAfter, DEFAULT_WEIGHTS, dragFactor, planWeights, scoreTurns, turnsToWin, type EvalWeights } from './evaluate.js';
import { distOf, finishField, targetField } from './fields.js';
import { lookAhead, lookPenalty } from './lookahead.js';
import { argmax } from './play.js';
import type { CaptainRng } from './types.js';

/**
 * The public bots' "one-move greedy" player: finish if it can, else take a passenger if it can,
 * else end the turn as close as possible to its nearest target (a dock with a passenger for it,
 * or the end of the river), slow enough to stop there, spending the least coal. It looks one
 * turn ahead only: no braking plan, no coal plan, no rivals.
 */
export function greedyTurn(state: GameState, turns: readonly LegalTurn[], rng: CaptainRng): number {
  const p = state.pending;
  if (p.kind !== 'move') return 0;
  const boat = state.boats.find((b) => b.id === p.boat)!;
  const minCoal = (idx: number[]) => idx.reduce((a, b) => (turns[b]!.coalSpent < turns[a]!.coalSpent ? b : a));
  const all = turns.map((_, i) => i);
  const fin = all.filter((i) => turns[i]!.finishes);
  if (fin.length) return minCoal(fin);
  const pick = all.filter((i) => turns[i]!.end.passengers > boat.passengers);
  if (pick.length) return minCoal(pick);
  const { field, extra } = finishField(state);
  let dist = (k: number) => distOf(field, k) + extra;
  if (boat.passengers < 2) {
    const here = pack(boat.pos!);
    let bestDock = -1;
    let bestD = Infinity;
    for (const [key, n] of Object.entries(state.docks)) {
      if (n <= 0 || boat.docksUsed.includes(key)) continue;
      const [q, r] = key.split(',').map(Number) as [number, number];
      const d = distOf(targetField(state.river, pack({ q, r })), here);
      if (d < bestD) {
        bestD = d;
        bestDock = pack({ q, r });
      }
    }
    if (bestDock >= 0) {
      const f = targetField(state.river, bestDock);
      dist = (k: number) => distOf(f, k);
    }
  }
  // Closest to the target, not arriving too fast to stop there (else it circles a dock for
  // ever), least coal; ties drawn at random (two greedy boats could otherwise loop).
  const cost = (t: LegalTurn) => {
    const d = dist(pack(t.end.pos));
    return 10 * (d + Math.max(0, t.end.speed - 1 - d)) + t.coalSpent;
  };
  let best = Infinity;
  let ties: number[] = [];
  for (const i of all) {
    const c = cost(turns[i]!);
    if (c < best) {
      best = c;
      ties = [i];
    } else if (c === best) ties.push(i);
  }
  return ties[rng.int(ties.length)]!;
}

/** Random tie-break for medium (in estimated turns): two captains can otherwise repeat a cycle forever. */
const MEDIUM_JITTER = 0.05;
/** Jitter added once a race drags on (dragFactor 1): breaks cycles of several boats pushing each other. */
const DRAG_JITTER = 1;

/**
 * Medium: the best turn by the full evaluation (braking for docks and the finish, coal, pushes).
 * Without `rng` it is deterministic (first best), as the hard search uses it to model rivals.
 */
export function mediumTurn(state: GameState, turns: readonly LegalTurn[], rng?: CaptainRng, w: EvalWeights = DEFAULT_WEIGHTS): number {
  // The real decision (with its rng) gets the second look at low-coal turns; the hard search's
  // model of the other boats (no rng) does not, to keep its node count honest.
  const scores = rng ? lookAhead(state, turns, scoreTurns(state, turns, w), planWeights(state, w)) : scoreTurns(state, turns, w);
  if (rng) {
    const jitter = MEDIUM_JITTER + DRAG_JITTER * dragFactor(state);
    for (let i = 0; i < scores.length; i++) scores[i]! += jitter * rng.float();
  }
  return argmax(scores);
}

/**
 * Easy ignores rivals and hoards coal (twice medium's value): its sloppy turns would otherwise
 * leave it without coal near the finish, where a boat that can turn only 60° a move may never
 * manage to stop on a dock.
 */
const EASY_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, rival: 0, coal: 2, block: 0 };
/**
 * How far (in estimated turns) below the best an easy captain's turn may be: at most EASY_SLACK,
 * and a fifth of the turns left (the slack shrinks near the goal). Measured heads-up against
 * medium (100 games, seed 1): an eighth of the turns left (at most 2) let easy win 27% once its picks
 * had to gain ground; a fifth brings it back to 24% (medium's target is >= 75%).
 */
const EASY_SLACK = 4;
const EASY_SLACK_SHARE = 1 / 5;
/** Share of turns where easy plays its best turn (so it never wanders for long). */
const EASY_FOCUS = 0.25;

/**
 * Turns (of its own estimate) a sloppy turn must still gain when the best one gains that much:
 * a random pick among all turns within the slack drifts nowhere on a long trip (back upstream to
 * a dock, round a sandbank), and such trips kept easy boats wandering until the stall ending.
 */
export const EASY_MIN_GAIN = 0.5;

/** Easy: a quarter of the time its best turn, else a random one among those within the slack of it that still gain ground. */
export function easyTurn(state: GameState, turns: readonly LegalTurn[], rng: CaptainRng): number {
  const scores = lookAhead(state, turns, scoreTurns(state, turns, EASY_WEIGHTS), planWeights(state, EASY_WEIGHTS));
  if (rng.float() < EASY_FOCUS) return argmax(scores);
  const best = Math.max(...scores);
  // Near the goal the slack shrinks: a sloppy turn next to the finish would undo the whole race.
  const slack = Math.min(EASY_SLACK, Math.max(0.2, -best * EASY_SLACK_SHARE));
  const gains = ownGains(state, turns);
  const bestGain = gains ? Math.max(...gains) : 0;
  const ok = scores.map((s, i) => (s >= best - slack && (!gains || bestGain < EASY_MIN_GAIN || gains[i]! >= EASY_MIN_GAIN) ? i : -1)).filter((i) => i >= 0);
  if (ok.length === 0) return argmax(scores);
  const pick = ok[rng.int(ok.length)]!;
  // Sloppy, but never into a trap the second look sees (stranded for good at 0 coal).
  return scores[pick]! - lookPenalty(state, turns[pick]!, EASY_WEIGHTS) >= best - slack ? pick : argmax(scores);
}


/** What each turn gains on the mover's own estimate (turns to win), or null for the Black Rose (it races for nobody). */
export function ownGains(state: GameState, turns: readonly LegalTurn[]): number[] | null {
  const p = state.pending;
  if (p.kind !== 'move') return null;
  const boat = state.boats.find((b) => b.id === p.boat)!;
  if (boat.owner < 0) return null;
  const w = planWeights(state, EASY_WEIGHTS);
  const now = turnsToWin(state, boat, w);
  return turns.map((t) => now - turnsToWin(state, boatAfter(state, boat, t), w));
}
