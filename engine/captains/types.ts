// The computer captains' shared shapes. Pure data + one interface: the same code runs in the
// main process, worker threads, the CLI and tests.
import type { Action, GameState, PlayerId } from '../types.js';

/** Playing strength. 'greedy' is the one-move baseline used by the benchmarks, not offered in the UI. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'greedy';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'greedy'];

export interface Budget {
  /**
   * Search nodes (one node = one complete-turn enumeration, i.e. one legalTurns call). The move
   * depends only on state, seed and this number, so tests and replays are reproducible.
   */
  nodes?: number;
  /** Wall-clock cap in ms (checked between nodes; makes the move timing-dependent). */
  timeMs?: number;
  /** Clock for timeMs (injected: the engine imports no platform timer). */
  now?: () => number;
  /** Polled between nodes; true stops the search and returns the best move found so far. */
  cancelled?: () => boolean;
}

/** Random source of a captain (seeded; never the game's own rng, which would reveal the future). */
export interface CaptainRng {
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform float in [0, 1). */
  float(): number;
  /** A fresh 32-bit seed (for sub-generators). */
  seed(): number;
}

export interface Captain {
  readonly level: Level;
  /**
   * The actions that settle the pending decision of `state` (which must belong to a player, not
   * chance): for a move, the whole turn up to and including `confirm`; otherwise one action.
   */
  chooseTurn(state: GameState, budget: Budget, rng: CaptainRng): Action[];
}

/** Typed failures of a captain call (bad input never changes anything: captains are pure). */
export const CAPTAIN_ERROR_CODES = ['captain/not-a-player-decision', 'captain/game-over', 'captain/unknown-level', 'captain/no-legal-action'] as const;
export type CaptainErrorCode = (typeof CAPTAIN_ERROR_CODES)[number];

export class CaptainError extends Error {
  constructor(readonly code: CaptainErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'CaptainError';
  }
}

/** The seat (player) that must act on the pending decision, or null for chance / game over. */
export function deciderOf(state: GameState): PlayerId | null {
  const p = state.pending;
  return p.kind === 'chance' || p.kind === 'over' ? null : p.player;
}
