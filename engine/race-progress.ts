// How far each boat has come down the river, in tiles (for the race chart and replays). Pure.
// A boat on tile i is at i + f, where f (0..1) is how far along that tile it sits, measured on the
// tile's own heading from its upstream row (f = 0) to its downstream row (f = 1): a tile is four
// rows long and the next tile's origin lies four hexes further along, so f of one tile's last row
// meets f of the next tile's first row and the measure never jumps backwards at a seam.
import { computeOrder, progressAlong, roundOneOrder } from './order.js';
import { spaceAt } from './river.js';
import type { Boat, BoatId, GameState } from './types.js';

/** Progress units per tile: progressAlong of four hex steps along a heading (see order.ts). */
const UNITS_PER_TILE = 16;

export interface BoatProgress {
  boat: BoatId;
  /** Tiles travelled: tile index + fraction along it; a boat that left the river with a place counts the whole river. */
  progress: number;
  speed: number;
  coal: number;
  passengers: number;
  /** Finishing place, null while racing. */
  place: number | null;
  /** Position in the race: 1 = in front (finished boats by place, then the race order: start docks in round 1). */
  rank: number;
  /** Placed when the race ended while still on the river: it never reached the Finish. */
  unfinished?: true;
  /**
   * Left the river when its side's first boat finished (event `withdrawn`): it shares that place
   * but never reached the Finish, so it stays where it left (a chart line must not leap to the End).
   */
  withdrawn?: true;
}

/** Tiles travelled by one boat (0 while it has no river position, e.g. on the shipyard). */
export function boatProgress(state: Pick<GameState, 'river'>, boat: Pick<Boat, 'pos' | 'place'>): number {
  // a boat placed at the end of the game without finishing is still where it stopped
  if (!boat.pos) return boat.place !== null ? state.river.length : 0;
  const space = spaceAt(state.river, boat.pos);
  if (!space) return 0;
  const tile = state.river[space.tileIndex]!;
  const rel = { q: boat.pos.q - tile.origin.q, r: boat.pos.r - tile.origin.r };
  const along = progressAlong(rel, tile.heading) + UNITS_PER_TILE / 2;
  const fraction = Math.min(1, Math.max(0, along / UNITS_PER_TILE));
  return space.tileIndex + fraction;
}

/**
 * Every boat's progress and figures in this position, in the state's boat order. `left`: the boats
 * that left the river with their side (event `withdrawn`) and their progress when they did; the
 * state alone cannot tell them from the finisher, whose place they share. They rank after it.
 */
export function raceProgress(state: GameState, left: ReadonlyMap<BoatId, number> = new Map()): BoatProgress[] {
  const gone = (b: Boat) => b.place !== null && b.pos === null && left.has(b.id);
  const finished = state.boats.filter((b) => b.place !== null).sort((a, b) => a.place! - b.place! || Number(gone(a)) - Number(gone(b)));
  // the race order: round 1 goes by the start docks (docs/rules.md, "Turn order"), the measuring
  // stick from round 2 (play-test of issue 17: replay's "Start of round 1" listed boats out of turn)
  const racing = !state.boats.some((b) => b.pos !== null) ? state.order : state.round <= 1 ? roundOneOrder(state) : computeOrder(state);
  const ranking = [...finished.map((b) => b.id), ...racing.filter((id) => !finished.some((b) => b.id === id))];
  return state.boats.map((b) => {
    const at = ranking.indexOf(b.id);
    return {
      boat: b.id,
      progress: gone(b) ? left.get(b.id)! : boatProgress(state, b),
      speed: b.speed,
      coal: b.coal,
      passengers: b.passengers,
      place: b.place,
      rank: at < 0 ? state.boats.length : at + 1,
      ...(b.place !== null && b.pos !== null ? { unfinished: true as const } : {}),
      ...(gone(b) ? { withdrawn: true as const } : {}),
    };
  });
}
