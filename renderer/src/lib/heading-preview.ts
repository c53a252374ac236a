// What the first move would cost from a heading still being chosen (start dock, a reorientation,
// a departure after a crash): the boat is put on a hypothetical "its move now" position facing
// that way and its legal turns are listed, as the computer captains judge headings.
import { boatProgress, legalTurns, type BoatId, type Dir, type GameState } from '../../../engine/index.js';
import { freshTurn } from '../../../engine/turn.js';

export interface FirstMove {
  /** Coal of the cheapest complete move that gets the boat further down the river. */
  coal: number;
}

/** null: from this heading no complete move gets the boat downstream (or the boat is not on the river). */
export function firstMove(state: GameState, boatId: BoatId, heading: Dir): FirstMove | null {
  const p = state.pending;
  if (p.kind !== 'placeBoat' && p.kind !== 'reorient' && p.kind !== 'depart') return null;
  const boat = state.boats.find((b) => b.id === boatId);
  if (!boat?.pos) return null;
  const depart = p.kind === 'depart';
  const b = {
    ...boat,
    heading,
    ...(depart ? { speed: 1, freeDeparture: false } : {}),
    // as the captains' heading judge does (engine/captains/headings.ts)
    ...(boat.owner < 0 ? { coal: Math.max(1, boat.coal) } : {}),
    lostTurns: 0,
  };
  const s: GameState = {
    ...state,
    boats: state.boats.map((x) => (x.id === boatId ? b : x)),
    pending: { kind: 'move', player: p.player, boat: boatId },
    // a crashed boat departs at speed 1 and cannot change it that turn
    turn: depart ? { ...freshTurn(b), speedChosen: true } : freshTurn(b),
    reorientQueue: [],
  };
  const from = boatProgress(state, boat);
  let best: number | null = null;
  for (const t of legalTurns(s)) {
    if (t.crash || boatProgress(state, { pos: t.end.pos, place: null }) <= from) continue;
    if (best === null || t.coalSpent < best) best = t.coalSpent;
  }
  return best === null ? null : { coal: best };
}
