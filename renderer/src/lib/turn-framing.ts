// What the play screen's default camera frames (issue 14). A player's own decision: the boat to move
// and every space it can reach. A computer captain's turn: nothing framed, the camera follows the
// boat (the board view tracks it as it sails). After the last computer move shown before a human's
// turn (or a chance step nobody decides), the camera holds still where that move left it, so that
// the human's framing is reached in one glide (play-test: it first glided to the next boat, then
// to the framing, and a chance step in between sent it out to the whole river and back).
//
// A pushed boat's new heading is framed gently: the pushed boat, the boat that pushed it, the
// spaces its heading choices point at, and the pushing move's own framing (play-test: the camera
// dived onto the pushed boat alone, the push and the choices out of view).
import { hexDistance, neighbours, type Hex } from '../../../engine/index.js';

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
  /**
   * Hot seat: the next player's cover is due and not up yet (the board is left in sight a moment).
   * Their framing waits for the cover (play-test: the view swung a bend's 60° and zoomed in before
   * the cover, as if the captains' moves had moved it).
   */
  handing?: boolean;
  /** The decision is a pushed boat's new heading: where the boat that pushed it stands. */
  pusher?: Hex | null;
  /** That push's move framing (the pusher's own turn, when it was framed): the choice is seen no closer. */
  pushFrame?: Hex[];
  /** The race is over: its end view's spaces (end-framing.ts), framed once nothing is left to show. */
  end?: Hex[];
}

/** Spaces round a pushed boat framed when the push's own move was not (a captain's): a short move's worth. */
const PUSH_REACH = 2;

/** A pushed boat's heading choice: the boat, its pusher, the spaces about it, and the push's move framing. */
function pushFraming(pushed: Hex, pusher: Hex, pushFrame: Hex[]): Hex[] {
  const round = pushFrame.length ? neighbours(pushed) : neighbours(pushed).flatMap((n) => [n, ...neighbours(n)]).filter((h) => hexDistance(h, pushed) <= PUSH_REACH);
  return [...pushFrame, pushed, pusher, ...round];
}

export function turnFraming(o: FramingInput): TurnFraming {
  if (o.captainTurn) return { frame: [], id: `${o.turnKey}|follow`, hold: false };
  // A human decides next in a position still being shown: their own turn's spaces come with the
  // game itself (fetched once the board has caught up); till then the camera stays put.
  if (o.showing || o.handing) return { frame: [], id: 'hold', hold: true };
  if (o.mover && o.pusher) return { frame: pushFraming(o.mover, o.pusher, o.pushFrame ?? []), id: `${o.turnKey}|push`, hold: false };
  if (o.mover) return { frame: [o.mover, ...o.ends], id: `${o.turnKey}|frame`, hold: false };
  if (o.end?.length) return { frame: o.end, id: 'end', hold: false };
  return { frame: [], id: `${o.turnKey}|none`, hold: false };
}
