// What the play screen's default camera frames (issue 14). A player's own decision: the boat to move
// and every space it can reach. A computer captain's turn: nothing framed, the camera follows the
// boat (the board view tracks it as it sails). After the last computer move shown before a human's
// turn (or a chance step nobody decides), the camera holds still where that move left it, so that
// the human's framing is reached in one glide (play-test: it first glided to the next boat, then
// to the framing, and a chance step in between sent it out to the whole river and back).
import type { Hex } from '../../../engine/index.js';

export interface TurnFraming {
  /** Spaces to frame (empty: follow the boat to move). */
  frame: Hex[];
  /** Names the framing: a new id brings the default view back. */
  id: string;
  /** Keep the camera where it is (no follow, no reframing) until the next framing comes. */
  hold: boolean;
}

export interface FramingInput {
  /** The turn on screen (round, boat, decision), '' when nobody decides. */
  turnKey: string;
  /** The boat to move, where it is (null: nobody decides, or it is not on the river). */
  mover: Hex | null;
  /** Where it can end this turn (its legal turns' end spaces; empty for a decision that is not a move). */
  ends: Hex[];
  /** A computer captain holds the decision. */
  captainTurn: boolean;
  /** Moves made elsewhere are being shown one at a time (the position on screen is behind the game). */
  showing: boolean;
}

export function turnFraming(o: FramingInput): TurnFraming {
  if (o.captainTurn) return { frame: [], id: `${o.turnKey}|follow`, hold: false };
  // A human decides next in a position still being shown: their own turn's spaces come with the
  // game itself (fetched once the board has caught up); till then the camera stays put.
  if (o.showing) return { frame: [], id: 'hold', hold: true };
  if (o.mover) return { frame: [o.mover, ...o.ends], id: `${o.turnKey}|frame`, hold: false };
  return { frame: [], id: `${o.turnKey}|none`, hold: false };
}
