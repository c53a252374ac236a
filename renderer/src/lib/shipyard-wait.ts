// The sixth boat waits at the shipyard while the other five set off (docs/rules.md, Six boats):
// play-test pt27 #4, nothing on the screen said so and the log skipped it. Which boat waits, and
// the log line saying it, told once after the start order.
import { ALL_DIRS, dirDistance, neighbour, shipyardHex, spaceAt, turnDir, type BoatId, type Dir, type GameEvent, type GameState, type Hex } from '../../../engine/index.js';

/**
 * The boat waiting at the shipyard: the only racing boat without a space that has not finished
 * (the engine lets no other boat off the river before its first turn). Null when none waits.
 */
export function shipyardBoat(state: GameState): BoatId | null {
  return state.boats.find((b) => b.pos === null && b.place === null && !b.out)?.id ?? null;
}

/** The boat a start order sends to the shipyard: the sixth (engine/setup.ts startOrders). */
export function shipyardBoatOf(e: GameEvent): BoatId | null {
  return e.type === 'startOrder' && e.order.length === 6 ? e.order[5]! : null;
}

/**
 * The line through the shipyard's space whose both ends are off the river (as one of its two
 * headings), so a boat lying along it never reaches into a start dock's boat. Null without a river
 * or where every line touches the river.
 */
export function shipyardAxis(river: GameState['river']): Dir | null {
  if (river.length === 0) return null;
  const hex = shipyardHex(river);
  const clear = (d: Dir) => !spaceAt(river, neighbour(hex, d));
  return ALL_DIRS.find((d) => clear(d) && clear(turnDir(d, 3))) ?? null;
}

/**
 * Where the waiting boat is drawn: on the shipyard's slipway (shipyardAxis), not facing downstream
 * (play-test pt27 #4: drawn so, it sat half behind the boat on the start dock next to it). Of the
 * slipway's two ways, the one nearer its own heading. Null without a river.
 */
export function shipyardPlace(state: GameState, heading: Dir): { hex: Hex; heading: Dir } | null {
  if (state.river.length === 0) return null;
  const hex = shipyardHex(state.river);
  const axis = shipyardAxis(state.river);
  if (axis === null) return { hex, heading };
  const back = turnDir(axis, 3);
  return { hex, heading: dirDistance(back, heading) < dirDistance(axis, heading) ? back : axis };
}
