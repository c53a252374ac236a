// Computer captains: one entry point per level. `makeCaptain(level).chooseTurn(state, budget, rng)`
// returns the actions that settle the pending player decision (a whole turn for a move).
import { legalActions, legalTurns } from '../legal.js';
import type { Action, GameState, LegalTurn } from '../types.js';
import { chooseEntry, chooseTransfer, quickEntry } from './decisions.js';
import { bestHeading, quickHeading } from './headings.js';
import { hardTurn } from './hard.js';
import { expertTurn } from './expert.js';
import { tryAll } from './play.js';
import { easyTurn, greedyTurn, mediumTurn } from './simple.js';
import { stallBreakHeading, stallBreakTurn } from './stall-break.js';
import { agroundTurn } from './aground.js';
import { CaptainError, LEVELS, type Budget, type Captain, type CaptainRng, type Level } from './types.js';

export * from './types.js';
export { captainRng, SeededRng } from './rng.js';
export { turnsToWin, coallessTurns, dragFactor, scoreTurns, positionValue, coalValue, sideOf, DEFAULT_WEIGHTS } from './evaluate.js';
export type { BoatView, EvalWeights } from './evaluate.js';
export { turnsToArrive } from './plan-table.js';
export { HARD_NODES, HARD_OPTIONS } from './hard.js';
export { EXPERT_NODES, EXPERT_OPTIONS } from './expert.js';
export { captainHint, explainTurn, type Hint, type HintReason } from './hint.js';
export type { HintFacing } from './hint-facing.js';

function pickTurn(level: Level, state: GameState, turns: readonly LegalTurn[], budget: Budget, rng: CaptainRng): number {
  const aground = agroundTurn(state, turns);
  if (aground !== null) return aground;
  const unstick = stallBreakTurn(state, turns, rng);
  if (unstick !== null) return unstick;
  switch (level) {
    case 'greedy':
      return greedyTurn(state, turns, rng);
    case 'easy':
      return easyTurn(state, turns, rng);
    case 'medium':
      return mediumTurn(state, turns, rng);
    case 'hard':
      return hardTurn(state, turns, budget, rng).index;
    case 'expert':
      return expertTurn(state, turns, budget, rng).index;
  }
}

/** The actions a captain of `level` plays for the pending decision of `state`. */
export function chooseActions(level: Level, state: GameState, budget: Budget, rng: CaptainRng): Action[] {
  return choosePlay(level, state, budget, rng).actions;
}

/**
 * chooseActions, with the state after the actions when the captain already played them to check
 * them (a whole turn: see tryAll), else null: a game of captains need not play the turn twice.
 */
export function choosePlay(level: Level, state: GameState, budget: Budget, rng: CaptainRng): { actions: Action[]; after: GameState | null } {
  if (!LEVELS.includes(level)) throw new CaptainError('captain/unknown-level', String(level));
  const p = state.pending;
  if (p.kind === 'over') throw new CaptainError('captain/game-over');
  if (p.kind === 'chance') throw new CaptainError('captain/not-a-player-decision', `chance ${p.chance}`);
  if (p.kind === 'move') {
    let turns = legalTurns(state);
    // A turn the engine offers is checked before it is played (see tryAll): on a refusal the
    // captain chooses again without it.
    for (let tries = 0; turns.length > 0 && tries < 8; tries++) {
      const i = pickTurn(level, state, turns, budget, rng);
      if (turns.length === 1) return { actions: [...turns[i]!.actions], after: null };
      const after = tryAll(state, turns[i]!.actions);
      if (after) return { actions: [...turns[i]!.actions], after };
      turns = turns.filter((_, j) => j !== i);
    }
    if (turns.length > 0) return { actions: [...turns[0]!.actions], after: null };
    // No complete turn offered (should not happen: crashes come as turns): any legal step.
    const acts = legalActions(state);
    if (acts.length === 0) throw new CaptainError('captain/no-legal-action', `move of ${p.boat}`);
    return { actions: [acts[0]!], after: null };
  }
  return { actions: [decide(level, state, rng)], after: null };
}

/** A decision other than a move: docking, a transfer, a heading. */
function decide(level: Level, state: GameState, rng: CaptainRng): Action {
  const p = state.pending;
  if (p.kind === 'enterDock') return level === 'easy' || level === 'greedy' ? quickEntry(state) : chooseEntry(state);
  if (p.kind === 'transfer') return chooseTransfer(state);
  // placeBoat, reorient, depart: a heading.
  const unstick = stallBreakHeading(state, rng);
  if (unstick) return unstick;
  if (level === 'easy' || level === 'greedy') return quickHeading(state);
  return bestHeading(state).action;
}

export function makeCaptain(level: Level): Captain {
  if (!LEVELS.includes(level)) throw new CaptainError('captain/unknown-level', String(level));
  return { level, chooseTurn: (state, budget, rng) => chooseActions(level, state, budget, rng) };
}
