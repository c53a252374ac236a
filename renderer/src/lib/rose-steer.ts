// Who steers the Black Rose: the engine names the steerer at the start of every round
// (blackRoseControl), but players need to hear it only when it changes (play-test: the same
// "X steers the Black Rose" toast came back every round). The header's chip always shows it.
import type { GameEvent } from '../../../engine/index.js';

/**
 * The blackRoseControl events of a stream that name a new steerer, given the one told before
 * (null: none yet), and the steerer after the stream.
 */
export function steererChanges(events: readonly GameEvent[], before: number | null): { changes: number[]; now: number | null } {
  const changes: number[] = [];
  let now = before;
  for (const e of events) {
    if (e.type !== 'blackRoseControl' || e.player === now) continue;
    changes.push(e.player);
    now = e.player;
  }
  return { changes, now };
}
