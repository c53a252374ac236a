// Trying a heading before it is chosen (the start dock, a reorientation after a push, the departure
// after a crash, the sixth boat entering a start dock): the boat is put on a hypothetical "its move
// now" position facing that way, and its complete turns are listed from there. The computer
// captains judge headings so (captains/headings.ts) and the play screen previews the first move.
import { freshTurn } from './flow.js';
import { legalTurns } from './legal.js';
import { boatProgress } from './race-progress.js';
import type { Boat, BoatId, Dir, GameState, Hex, PlayerId } from './types.js';

export type HeadingDecisionKind = 'placeBoat' | 'reorient' | 'depart' | 'enterDock';

/**
 * The position where `boat` is about to move from `pos` with heading `h`, decided by `player`
 * (the pending decider: the owner, or the Black Rose's controller).
 */
export function headingTrialAt(state: GameState, kind: HeadingDecisionKind, boat: Boat, pos: Hex, h: Dir, player: PlayerId): GameState {
  const b: Boat = {
    ...boat,
    pos,
    heading: h,
    ...(kind === 'depart' ? { speed: 1, freeDeparture: false } : {}),
    // the Black Rose's allowance is given when its turn begins: at least 1 to move with
    ...(boat.owner < 0 ? { coal: Math.max(1, boat.coal) } : {}),
    lostTurns: 0,
  };
  return {
    ...state,
    boats: state.boats.map((x) => (x.id === boat.id ? b : x)),
    pending: { kind: 'move', player, boat: b.id },
    // a crashed boat departs at speed 1 and cannot change it that turn (as beginTurn does)
    turn: kind === 'depart' ? { ...freshTurn(b), speedChosen: true } : freshTurn(b),
    reorientQueue: [],
  };
}

/**
 * The pending heading decision's boat (start dock, reorientation, departure) about to move from
 * where it stands facing `heading`; null when no such decision is pending for `boatId`.
 */
export function headingTrial(state: GameState, boatId: BoatId, heading: Dir): GameState | null {
  const p = state.pending;
  if (p.kind !== 'placeBoat' && p.kind !== 'reorient' && p.kind !== 'depart') return null;
  const boat = state.boats.find((b) => b.id === boatId);
  if (!boat?.pos) return null;
  return headingTrialAt(state, p.kind, boat, boat.pos, heading, p.player);
}

/**
 * The coal of the cheapest complete first move from `heading` that gets the boat further down the
 * river (what the heading will cost), or null when from that heading none does.
 */
export function firstMoveCoal(state: GameState, boatId: BoatId, heading: Dir): number | null {
  const s = headingTrial(state, boatId, heading);
  if (!s) return null;
  const boat = state.boats.find((b) => b.id === boatId)!;
  const from = boatProgress(state, boat);
  let best: number | null = null;
  for (const t of legalTurns(s)) {
    if (t.crash || boatProgress(state, { pos: t.end.pos, place: null }) <= from) continue;
    if (best === null || t.coalSpent < best) best = t.coalSpent;
  }
  return best;
}
