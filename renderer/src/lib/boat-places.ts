// Where each boat was just after each event of a stream: the log tells a heading as the river saw it
// *there* (riverDir), and reading the flow at a boat's place now retold old headings differently once
// it had sailed round a bend (play-test: "now facing downstream", then "upstream, toward the left
// bank" in the whole log). Worked back from the position after the last event, so a log that starts
// part-way through a game (kept events only) still knows its boats' places.
import type { BoatId, GameEvent, GameState, Hex } from '../../../engine/index.js';

/** `placeAfter(i, boat)`: the boat's space just after `events[i]` (null: not on the river then). */
export type PlaceAfter = (i: number, boat: BoatId) => Hex | null | undefined;

export function placesAfter(events: readonly GameEvent[], state: GameState): PlaceAfter {
  let now = new Map<BoatId, Hex | null>(state.boats.map((b) => [b.id, b.pos]));
  const after: Map<BoatId, Hex | null>[] = new Array(events.length);
  // (copied only where a place changes: most events move nobody)
  const set = (boat: BoatId, at: Hex | null) => {
    if (now.get(boat) === at) return;
    now = new Map(now);
    now.set(boat, at);
  };
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    // where the event leaves its boat, as it says (a boat that finished is off the river now)
    if (e.type === 'moved' || e.type === 'pushed') set(e.boat, e.to);
    else if (e.type === 'boatPlaced' || e.type === 'enteredDock') set(e.boat, e.hex);
    after[i] = now;
    // and where it stood before
    if (e.type === 'moved' || e.type === 'pushed') set(e.boat, e.from);
    else if (e.type === 'boatPlaced' || e.type === 'enteredDock') set(e.boat, null);
  }
  return (i, boat) => after[i]?.get(boat);
}
