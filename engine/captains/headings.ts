// Heading decisions: the start heading (placeBoat), reorienting a pushed boat, and the free
// heading of a departure after a crash. All three pick the heading from which the boat's best
// next turn scores highest: the boat is put on a hypothetical "its move now" position with that
// heading and its complete turns are scored. The cheap variant (easy captains, and inside the
// hard search) just faces down the distance field.
import { ALL_DIRS, dirDistance } from '../hex.js';
import { legalActions, legalTurnRecords, outcomesByHeading, RECORD_CRASH, type TurnRecords } from '../legal.js';
import { boardOf, pack } from '../turn.js';
import { headingTrialAt } from '../heading-trial.js';
import type { Action, Boat, BoatId, Dir, GameState, Hex, LegalTurn } from '../types.js';
import { THRIFTY, thriftyTurns } from './thrifty.js';
import { distFacing, finishField, FAR } from './fields.js';
import { DEFAULT_WEIGHTS, scoreTurns, shareEvalCtx, type EvalWeights } from './evaluate.js';

export type HeadingDecision = 'placeBoat' | 'reorient' | 'depart';

function actionFor(kind: HeadingDecision, heading: Dir): Action {
  return kind === 'placeBoat' ? { type: 'placeBoat', heading } : kind === 'reorient' ? { type: 'reorient', heading } : { type: 'depart', heading };
}

function pendingBoat(state: GameState): { kind: HeadingDecision; boat: Boat } {
  const p = state.pending;
  if (p.kind !== 'placeBoat' && p.kind !== 'reorient' && p.kind !== 'depart') throw new Error(`not a heading decision: ${p.kind}`);
  return { kind: p.kind, boat: state.boats.find((b) => b.id === p.boat)! };
}

/** Headings the pending decision accepts (the Black Rose's reorientation may be restricted). */
function allowed(state: GameState): Dir[] {
  const dirs = new Set(legalActions(state).map((a) => ('heading' in a ? a.heading : -1)));
  return ALL_DIRS.filter((d) => dirs.has(d));
}

/**
 * Faces the cheapest way to the end of the river, ties to the current heading. A departing boat
 * (speed 1 that turn) or one stuck on a sandbank takes the best heading it can actually leave by:
 * the cheapest one may face a bank or a boat, and a crash there would repeat for ever.
 */
export function quickHeading(state: GameState): Action {
  const { kind, boat } = pendingBoat(state);
  const k = pack(boat.pos!);
  const { field } = finishField(state);
  const scored = allowed(state).map((d) => {
    const v = distFacing(field, k, d);
    return { d, score: (v >= FAR ? 1e6 : v * 10) + dirDistance(boat.heading, d) };
  });
  scored.sort((a, b) => a.score - b.score);
  if (scored.length === 0) return actionFor(kind, boat.heading);
  const careful = kind === 'depart' || (kind === 'reorient' && boardOf(state.river).kind.get(k) === 'sandbank');
  if (careful) {
    const p = state.pending;
    const player = p.kind === 'chance' || p.kind === 'over' ? 0 : p.player;
    for (const { d } of scored) {
      if (hasSafeTurn(legalTurnRecords(headingTrialAt(state, kind, boat, boat.pos!, d, player)))) return actionFor(kind, d);
    }
  }
  return actionFor(kind, scored[0]!.d);
}

/** Some listed turn is not a crash (legalTurns(...).some((t) => !t.crash), without building the turns). */
function hasSafeTurn(r: TurnRecords): boolean {
  for (let i = 0; i < r.length; i++) if ((r.flags[i]! & RECORD_CRASH) === 0) return true;
  return false;
}

/** The hypothetical position scored for heading `h` (heading-trial.ts), sharing the evaluation's context. */
function headingState(state: GameState, boatId: BoatId, pos: Hex, h: Dir): GameState {
  const p = state.pending;
  const player = p.kind === 'chance' || p.kind === 'over' ? 0 : p.player;
  const boat = state.boats.find((b) => b.id === boatId)!;
  const kind = p.kind === 'placeBoat' || p.kind === 'reorient' || p.kind === 'depart' ? p.kind : 'enterDock';
  const s = headingTrialAt(state, kind, boat, pos, h, player);
  shareEvalCtx(state, s);
  return s;
}

function bestScore(s: GameState, turns: readonly LegalTurn[], w: EvalWeights): number {
  return turns.length ? Math.max(...scoreTurns(s, turns, w)) : -1e6;
}

/** Score of the best next turn of `boatId` from `pos` facing `h`, for the pending decider's side. */
export function headingValue(state: GameState, boatId: BoatId, pos: Hex, h: Dir, w: EvalWeights = DEFAULT_WEIGHTS): number {
  const s = headingState(state, boatId, pos, h);
  return bestScore(s, thriftyTurns(s), w);
}

/**
 * headingValue for each of `hs`, from one turn search shared by all the headings (legal.ts,
 * outcomesByHeading): the same values, a fraction of the searching. The best score does not
 * depend on the turns' order nor their actions, which the shared search does not give.
 */
export function headingValues(state: GameState, boatId: BoatId, pos: Hex, hs: readonly Dir[], w: EvalWeights = DEFAULT_WEIGHTS): number[] {
  const states = hs.map((h) => headingState(state, boatId, pos, h));
  const shared = outcomesByHeading(states, THRIFTY);
  if (!shared) return states.map((s) => bestScore(s, thriftyTurns(s), w));
  // every root's turns are built before any scoring (which may search: see outcomesByHeading)
  const lists = shared.map((o) => Array.from({ length: o.length }, (_, i) => o.outcome(i)));
  return states.map((s, r) => bestScore(s, lists[r]!, w));
}

/** Tries all six headings; `nodes` counts the turn enumerations spent. */
export function bestHeading(state: GameState, w: EvalWeights = DEFAULT_WEIGHTS): { action: Action; nodes: number } {
  const { kind, boat } = pendingBoat(state);
  let best: Dir = boat.heading;
  let bestV = -Infinity;
  const hs = allowed(state);
  const values = headingValues(state, boat.id, boat.pos!, hs, w);
  for (let i = 0; i < hs.length; i++) {
    const h = hs[i]!;
    const v = values[i]!;
    if (v > bestV + 1e-9) {
      bestV = v;
      best = h;
    }
  }
  return { action: actionFor(kind, best), nodes: 6 };
}
