// Turn order (rulebook TURN ORDER, RULINGS §3 and §6).
// Round 1: start dock order. From round 2: a boat on a later tile is ahead; on the same tile the
// measuring stick decides: it lies across the direction in which the next piece (tile or Finish)
// is attached, and for the newest tile its own heading; the boat it touches first is ahead.
// Ties: higher speed, more coal, further to starboard (right) facing that direction.
import { DIRS } from './hex.js';
import { finishHeading, spaceAt, startDockHex } from './river.js';
import type { Boat, BoatId, Dir, GameState, Hex, PlacedTile } from './types.js';

/**
 * Progress of a hex along direction d: the dot product of pixel centres (flat-top layout), scaled
 * to an integer. 3·q·qd + (2r+q)(2rd+qd) = (4/3)·(centre · centre(dir d)) with hex size 1.
 */
export function progressAlong(h: Hex, d: Dir): number {
  const o = DIRS[d]!;
  return 3 * h.q * o.q + (2 * h.r + h.q) * (2 * o.r + o.q);
}

/** How far to starboard (to the right when facing d) a hex lies; any positive scale. */
export function starboardOf(h: Hex, d: Dir): number {
  const o = DIRS[d]!;
  return o.q * h.r - h.q * o.r;
}

/** Direction the measuring stick is slid along on tile `tileIndex`. */
export function stickDirection(state: Pick<GameState, 'river' | 'finish'>, tileIndex: number): Dir {
  const river = state.river;
  const next: PlacedTile | undefined = river[tileIndex + 1];
  if (next) return next.heading;
  if (tileIndex === river.length - 1 && state.finish) return finishHeading(river, state.finish.attached);
  return river[tileIndex]!.heading;
}

export interface RaceRank {
  tileIndex: number;
  progress: number;
  speed: number;
  coal: number;
  starboard: number;
}

/** Sort key of a boat still on the river (larger is further ahead, compared field by field). */
export function raceRank(state: Pick<GameState, 'river' | 'finish'>, boat: Boat): RaceRank | null {
  if (!boat.pos) return null;
  const space = spaceAt(state.river, boat.pos);
  if (!space) return null;
  const d = stickDirection(state, space.tileIndex);
  return {
    tileIndex: space.tileIndex,
    progress: progressAlong(boat.pos, d),
    speed: boat.speed,
    coal: boat.coal,
    starboard: starboardOf(boat.pos, d),
  };
}

function compareRanks(a: RaceRank, b: RaceRank): number {
  return (
    b.tileIndex - a.tileIndex ||
    b.progress - a.progress ||
    b.speed - a.speed ||
    b.coal - a.coal ||
    b.starboard - a.starboard
  );
}

/**
 * Order for the next round (rounds ≥ 2): every boat that has not finished, leader first.
 * Boats without a river position (waiting on the shipyard) come last, in their current order.
 */
export function computeOrder(state: Pick<GameState, 'river' | 'finish' | 'boats' | 'order'>): BoatId[] {
  const racing = state.boats.filter((b) => b.place === null);
  const ranked = racing
    .map((boat) => ({ boat, rank: raceRank(state, boat) }))
    .filter((x): x is { boat: Boat; rank: RaceRank } => x.rank !== null)
    .sort((x, y) => compareRanks(x.rank, y.rank) || x.boat.id.localeCompare(y.boat.id));
  const waiting = racing
    .filter((b) => raceRank(state, b) === null)
    .sort((a, b) => orderIndex(state.order, a.id) - orderIndex(state.order, b.id));
  return [...ranked.map((x) => x.boat.id), ...waiting.map((b) => b.id)];
}

function orderIndex(order: readonly BoatId[], id: BoatId): number {
  const i = order.indexOf(id);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

/**
 * Round 1 order: the start dock order (boat on dock 1 first), which applyStartOrder stored in
 * state.order. Returned as a copy.
 */
export function startDockOrder(state: Pick<GameState, 'order'>): BoatId[] {
  return [...state.order];
}

/**
 * Round 1 order read from the board, for a position that does not carry the start order (a
 * hand-written scenario): the boats still on start docks go by dock number ("the starting order
 * of the boats is as indicated by the numbers of your docks"); a boat on the river but on no
 * start dock has already moved this round, so it comes before them (in race order: which dock it
 * left is no longer on the board); a boat waiting on the shipyard comes last, as the sixth boat.
 */
export function roundOneOrder(state: Pick<GameState, 'river' | 'finish' | 'boats' | 'order'>): BoatId[] {
  const dockOf = new Map<string, number>();
  for (let d = 1; d <= 5; d++) {
    const h = startDockHex(state.river, d);
    dockOf.set(`${h.q},${h.r}`, d);
  }
  const dock = (b: Boat) => (b.pos ? dockOf.get(`${b.pos.q},${b.pos.r}`) : undefined);
  const racing = state.boats.filter((b) => b.place === null);
  const docked = racing.filter((b) => dock(b) !== undefined).sort((a, b) => dock(a)! - dock(b)!);
  const rest = computeOrder({ ...state, boats: racing.filter((b) => dock(b) === undefined) });
  const waiting = (id: BoatId) => state.boats.find((b) => b.id === id)!.pos === null;
  return [...rest.filter((id) => !waiting(id)), ...docked.map((b) => b.id), ...rest.filter(waiting)];
}
