// Facts of a listed turn that the turn's fields leave to be worked out: the speed it sails at and
// what driftwood takes off at the end of the move (rulebook "Driftwood"; docs/rules.md, Advanced
// rules). The plan's words read them here so the rule is not worked out again outside the engine.
import { spaceAt } from './river.js';
import type { GameState, Hex, LegalTurn } from './types.js';

/**
 * Downstream at `at` (a space of the river): its tile's exit heading (0 north, 60° steps clockwise,
 * as the compass counts them); off the river or with no space given, the first tile's flow.
 */
export function flowAt(state: GameState, at: Hex | null | undefined): number {
  const tile = at ? spaceAt(state.river, at)?.tileIndex : undefined;
  return (tile !== undefined ? state.river[tile]?.heading : state.river[0]?.heading) ?? 0;
}

/** 60° turns (0 to 3) between a turn's end heading and downstream at its end space. */
export function offDownstream(state: GameState, t: LegalTurn): number {
  const d = (((t.end.heading - flowAt(state, t.end.pos)) % 6) + 6) % 6;
  return Math.min(d, 6 - d);
}

/**
 * The speed `turn` sails at: the speed it chooses, or else the speed its boat has in `state` (set
 * at the start of the turn, or chosen by an earlier step of it). `state`: the position the turn's
 * actions are played from (legalTurns(state) listed it).
 */
export function sailingSpeed(state: GameState, turn: LegalTurn): number {
  for (let i = turn.actions.length - 1; i >= 0; i--) {
    const a = turn.actions[i]!;
    if (a.type === 'speed') return a.speed;
  }
  const mover = state.turn?.boat ?? (state.pending.kind === 'move' ? state.pending.boat : undefined);
  return state.boats.find((b) => b.id === mover)?.speed ?? 1;
}

/**
 * The slow-down driftwood gives the boat at the end of this turn's move (the `driftwoodSlowed`
 * event the turn will bring, from the speed sailed to the speed kept), or null when there is none.
 * Ending the move is the only time a boat's own speed drops other than a sandbank (which sets it
 * to 1 and is told as stranded), so a lower end speed without a sandbank or a crash is driftwood.
 */
export function driftwoodSlowdown(state: GameState, turn: LegalTurn): { from: number; to: number } | null {
  if (turn.crash || turn.stranded) return null;
  const from = sailingSpeed(state, turn);
  return turn.end.speed < from ? { from, to: turn.end.speed } : null;
}
