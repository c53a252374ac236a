// Looking one turn ahead of a planned turn, for the warnings before it is confirmed (issue 14):
// where the turn leaves the boat, can its next move do anything but crash, and can it still
// finish? The turn is played with apply() and the boat's next turns are listed as the river and
// the other boats stand then (challenge.ts, nextTurns): a look ahead, not a prediction.
import { apply } from './apply.js';
import { canFinishNext, nextTurns } from './challenge.js';
import { isBlackRose } from './sides.js';
import type { BoatId, GameState, LegalTurn } from './types.js';

/** The position after `turn` (one of legalTurns(state)) is played and confirmed; null if it does not play. */
export function afterTurn(state: GameState, turn: LegalTurn): GameState | null {
  let s = state;
  for (const a of turn.actions) {
    const r = apply(s, a);
    if (!r.ok) return null;
    s = r.state;
  }
  return s;
}

function moverOf(state: GameState): BoatId | null {
  return state.pending.kind === 'move' ? state.pending.boat : null;
}

/**
 * After `turn` (one of legalTurns(state)), every move of the boat's next turn is a crash (rule 9's
 * forced crashes), as the boats stand once the turn is over: at speed 5 or 6 without the coal
 * to slow down or turn harder, a bank ahead cannot be avoided. False for a turn that crashes or
 * finishes, one that reveals a tile (the river ahead is not known yet) and for the Black Rose
 * (its coal allowance is new each turn).
 */
export function leavesOnlyCrashes(state: GameState, turn: LegalTurn): boolean {
  const id = moverOf(state);
  const mover = state.boats.find((b) => b.id === id);
  if (!mover || turn.crash || turn.finishes || turn.revealsTile || isBlackRose(mover)) return false;
  const after = afterTurn(state, turn);
  if (!after || after.pending.kind === 'over') return false;
  const next = nextTurns(after, mover.id);
  return next.length > 0 && next.every((t) => !!t.crash);
}

/**
 * `turn` (one of legalTurns(state)) stops on a finish dock without finishing (too fast), with both
 * passengers aboard and no coal left, and from there, facing the way it ends, no turn of its next
 * move finishes: the coal to slow down or turn round is gone ("The Finish", docs/rules.md).
 */
export function stuckAtFinish(state: GameState, turn: LegalTurn): boolean {
  const id = moverOf(state);
  if (id === null || !state.finish || turn.finishes || turn.crash || turn.end.coal > 0 || turn.end.passengers < 2) return false;
  const at = turn.end.pos;
  if (!state.finish.docks.some((d) => d.q === at.q && d.r === at.r)) return false;
  const after = afterTurn(state, turn);
  return after !== null && after.pending.kind !== 'over' && !canFinishNext(after, id);
}
