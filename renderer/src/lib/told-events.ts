// The events the play screen's log tells: what came before the window saw the game, then every
// change since, an undo taking back every batch after the position it went back to.
import type { GameEvent } from '../../../engine/index.js';
import type { GameChanged } from './api-types.js';

/** One request's events (or one saved action's), with the position (state seq) they led to. */
export interface Batch {
  seq: number;
  kind?: GameChanged['kind'];
  events: GameEvent[];
}

/**
 * The events still standing after `changes` (oldest first) on top of `history`. An undo says the
 * position it went back to: a request sends several actions as one batch (a step with its speed),
 * and an undo may take back several requests at once (a whole turn), so undos are counted in
 * positions, not in batches (e2e: a step taken back dropped its speed from the log).
 */
export function toldEvents(history: readonly Batch[], changes: readonly Batch[]): GameEvent[] {
  const stack: Batch[] = [...history];
  for (const c of changes) {
    if (c.kind === 'undone') while (stack.length && stack[stack.length - 1]!.seq > c.seq) stack.pop();
    else stack.push(c);
  }
  return stack.flatMap((b) => b.events);
}
