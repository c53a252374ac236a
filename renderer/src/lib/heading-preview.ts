// What the first move would cost from a heading still being chosen (start dock, a reorientation,
// a departure after a crash): the engine tries the heading as the computer captains judge
// headings (engine/heading-trial.ts); the preview only shows it.
import { firstMoveCoal, type BoatId, type Dir, type GameState } from '../../../engine/index.js';

export interface FirstMove {
  /** Coal of the cheapest complete move that gets the boat further down the river. */
  coal: number;
}

/** null: from this heading no complete move gets the boat downstream (or no heading is being chosen for it). */
export function firstMove(state: GameState, boatId: BoatId, heading: Dir): FirstMove | null {
  const coal = firstMoveCoal(state, boatId, heading);
  return coal === null ? null : { coal };
}
