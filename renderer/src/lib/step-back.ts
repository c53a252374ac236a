// Whether step mode's "Take the step back" has a step to take back (play-test of issue 14: it was
// lit before any step of the turn, as main's Undo may be: the speed sent alone, or the player's
// own decision just before the turn, a dock or a transfer, can be taken back, but neither is a step).
import type { BoatId, GameState } from '../../../engine/index.js';

/** A step (a turn, an advance, a reverse) of `boat`'s turn in progress has been taken. */
export function stepTaken(state: GameState, boat: BoatId): boolean {
  const t = state.turn;
  return !!t && t.boat === boat && (t.rotations > 0 || t.path.length > 1);
}
