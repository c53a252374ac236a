// A second look at the turns that leave a boat with little coal. The one-turn estimate prices a
// boat with 1 coal by a relaxation of its moves; it cannot see that from some spaces, headings
// and speeds every next turn runs onto a sandbank or into a dead end once the last coal is gone
// (issue 13: boats stranded for good at 0 coal). For the best few such turns the captain plays
// its own next turn in its head (other boats where this turn leaves them) and charges the turns
// that the best next turn loses compared with the estimate.
import { freshTurn } from '../flow.js';
import { legalTurns } from '../legal.js';
import type { GameState, LegalTurn } from '../types.js';
import { boatAfter, turnsToWin, type EvalWeights } from './evaluate.js';
import { tryAll } from './play.js';

/** Turns ending with at most this much coal get the second look. */
const LOW_COAL = 1;
/** At most this many turns get it per decision (the best first). */
const MAX_CHECKS = 10;

/**
 * The mover's own best estimate one turn later from where `turn` leaves it, or null when it cannot
 * be judged (a tile is revealed, the game ends, the boat does not move next).
 */
function nextBest(state: GameState, turn: LegalTurn, w: EvalWeights): number | null {
  const p = state.pending;
  if (p.kind !== 'move' || turn.revealsTile || turn.finishes) return null;
  const after = tryAll(state, turn.actions);
  if (!after || after.pending.kind === 'over') return null;
  const boat = after.boats.find((b) => b.id === p.boat);
  if (!boat || !boat.pos || boat.place !== null) return null;
  const b = boat.lostTurns > 0 ? { ...boat, lostTurns: 0 } : boat;
  const s: GameState = {
    ...after,
    boats: after.boats.map((x) => (x.id === b.id ? b : x)),
    pending: { kind: 'move', player: p.player, boat: b.id },
    turn: b.freeDeparture ? { ...freshTurn(b), speedChosen: true } : freshTurn(b),
    reorientQueue: [],
    revealOwed: false,
  };
  const next = legalTurns(s);
  if (next.length === 0) return null;
  let best = Infinity;
  for (const t of next) {
    if (t.finishes) return 1;
    const v = turnsToWin(s, boatAfter(s, b, t), w);
    if (v < best) best = v;
  }
  return best + 1 + boat.lostTurns;
}

/** What the second look charges `turn` (0 when it is not looked at or loses nothing). */
export function lookPenalty(state: GameState, turn: LegalTurn, w: EvalWeights): number {
  const p = state.pending;
  if (p.kind !== 'move' || turn.end.coal > LOW_COAL || turn.finishes || turn.crash) return 0;
  const boat = state.boats.find((b) => b.id === p.boat)!;
  if (boat.owner < 0) return 0;
  const v2 = nextBest(state, turn, w);
  if (v2 === null) return 0;
  return Math.max(0, v2 - turnsToWin(state, boatAfter(state, boat, turn), w) - 0.5);
}

/**
 * Scores with the second look applied to the best turns that leave the mover with little coal:
 * each loses what its best next turn falls short of the estimate (never gains). Best-first, so
 * the best adjusted turn is exact among the turns looked at.
 */
export function lookAhead(state: GameState, turns: readonly LegalTurn[], scores: readonly number[], w: EvalWeights): number[] {
  const p = state.pending;
  const out = scores.slice();
  if (p.kind !== 'move') return out;
  if (state.boats.find((b) => b.id === p.boat)!.owner < 0) return out; // the Black Rose: its coal comes back every round
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  let bestAdjusted = -Infinity;
  let checks = 0;
  for (const i of order) {
    if (scores[i]! <= bestAdjusted) break;
    const t = turns[i]!;
    if (t.end.coal <= LOW_COAL && !t.finishes && !t.crash && checks < MAX_CHECKS) {
      checks++;
      out[i] = scores[i]! - lookPenalty(state, t, w);
    }
    if (out[i]! > bestAdjusted) bestAdjusted = out[i]!;
  }
  return out;
}
