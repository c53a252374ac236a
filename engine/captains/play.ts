// Helpers for playing actions inside a captain's own calculations.
import { apply } from '../apply.js';
import type { Action, GameState } from '../types.js';

/** Applies a sequence the engine itself offered; a rejection here is an engine or captain bug. */
export function applyAll(state: GameState, actions: readonly Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`captain: engine rejected ${JSON.stringify(a)} (${r.code}) at seq ${s.seq}`);
    s = r.state;
  }
  return s;
}

/** Index of the best score (first on ties: deterministic). */
export function argmax(scores: readonly number[]): number {
  let bi = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[bi]! + 1e-9) bi = i;
  return bi;
}
