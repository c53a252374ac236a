// The table around a challenge (engine/challenge.ts): after the player's own actions, chance
// outcomes come from the game's seeded generator and every other decision (a pushed boat's new
// heading, a coal transfer) from a medium captain with a fixed seed, as the app plays them. So a
// challenge's solution always gives the same result (the tests and the mining script rely on it).
import { apply } from '../apply.js';
import { turnOver } from '../challenge.js';
import { sampleChance } from '../setup.js';
import type { Action, GameState } from '../types.js';
import { chooseActions } from './index.js';
import { captainRng } from './rng.js';

/** Plays `actions` from `start`, then lets the table finish the turn; null if an action is refused. */
export function playTurnOut(start: GameState, actions: readonly Action[]): GameState | null {
  let s = start;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) return null;
    s = r.state;
  }
  const rng = captainRng(1);
  while (!turnOver(start, s)) {
    const acts = s.pending.kind === 'chance' ? [sampleChance(s)] : chooseActions('medium', s, {}, rng);
    for (const a of acts) {
      const r = apply(s, a);
      if (!r.ok) return null;
      s = r.state;
    }
  }
  return s;
}
