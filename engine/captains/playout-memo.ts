// What one hard move's playouts have already worked out. A move's sample rounds replay the same
// candidate turns, and between chance events a playout is deterministic (the rivals answer with
// the medium policy, without randomness), so most rounds walk states an earlier round already
// reached: the same state objects, when each step's result is kept. Every answer here is what the
// computation gives again; only the work is saved (node counts and the captain's generator are
// spent exactly as before).
import type { GameState, LegalTurn } from '../types.js';

/** A move decision inside a playout: the turns listed there and the state after the one played (null: none played). */
export interface MoveStep {
  turns: readonly LegalTurn[];
  next?: GameState | null;
}

export class PlayoutMemo {
  /** The state after each candidate turn (null: refused). */
  readonly first = new Map<LegalTurn, GameState | null>();
  readonly moves = new WeakMap<GameState, MoveStep>();
  /** The chance outcomes' count and the states after those drawn so far. */
  readonly chance = new WeakMap<GameState, { count: number; after: (GameState | undefined)[] }>();
  /** The state after the cheap answer to a non-move decision. */
  readonly decided = new WeakMap<GameState, GameState>();
  /** Values (for the one player the memo serves) of the positions a playout stopped at... */
  readonly stopped = new WeakMap<GameState, number>();
  /** ...and of the player's best turn where a playout reached its next move. */
  readonly best = new WeakMap<GameState, number>();
}
