// The thrifty turns of the boat to move: those spending at most 1 coal more than the cheapest
// (with fewer than 64 turns, all of them). Early in the race a boat with 6 coal has thousands of
// turns, nearly all burning coal for nothing: judging a heading and the hard search's playouts
// score only these. Read from legalTurnRecords, so only the turns kept are built (building the
// others was most of the time of a heading decision).
import { legalTurnRecords, type OutcomeFilter } from '../legal.js';
import type { GameState, LegalTurn } from '../types.js';

/** All turns below 64 of them, else those spending at most 1 coal more than the cheapest. */
export const THRIFTY: OutcomeFilter = { keepAllBelow: 64, slack: 1 };

/** The indices kept of `n` turns spending `coalSpent[i]`, in order. */
export function thriftyIndices(n: number, coalSpent: ArrayLike<number>): number[] {
  const out: number[] = [];
  if (n < THRIFTY.keepAllBelow) {
    for (let i = 0; i < n; i++) out.push(i);
    return out;
  }
  let min = Infinity;
  for (let i = 0; i < n; i++) if (coalSpent[i]! < min) min = coalSpent[i]!;
  for (let i = 0; i < n; i++) if (coalSpent[i]! <= min + THRIFTY.slack) out.push(i);
  return out;
}

/** thrifty(legalTurns(state)), in legalTurns' order, each turn equal to legalTurns' own. */
export function thriftyTurns(state: GameState): LegalTurn[] {
  const r = legalTurnRecords(state);
  return thriftyIndices(r.length, r.coalSpent).map((i) => r.turn(i));
}
