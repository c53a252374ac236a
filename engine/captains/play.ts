// Helpers for playing actions inside a captain's own calculations.
import { apply } from '../apply.js';
import { applyLegalTurn } from '../apply-turn.js';
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

/**
 * Applies a sequence (a complete turn the engine listed, or any other), or null if the engine
 * rejects a step: the captain then takes its next choice instead of failing the game. (It once
 * guarded against a turn legalTurns offered but apply refused, with the Black Rose guard, an
 * engine bug since fixed; tests/engine/apply-turn.test.ts now checks listed turns play as apply plays them.)
 */
export function tryAll(state: GameState, actions: readonly Action[]): GameState | null {
  // a listed turn is played whole from one context (applyLegalTurn: the same state as step by step)
  const r = applyLegalTurn(state, actions, false);
  return r.ok ? r.state : null;
}

/** Index of the best score (first on ties: deterministic). */
export function argmax(scores: readonly number[]): number {
  let bi = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[bi]! + 1e-9) bi = i;
  return bi;
}
