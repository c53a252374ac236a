// The thrifty turns of the boat to move: those spending at most 1 coal more than the cheapest
// (with fewer than 64 turns, all of them). Early in the race a boat with 6 coal has thousands of
// turns, nearly all burning coal for nothing: judging a heading and the hard search's playouts
// score only these. Read from legalTurnRecords, so only the turns kept are built (building the
// others was most of the time of a heading decision).
import { legalTurnRecords } from '../legal.js';
import type { GameState, LegalTurn } from '../types.js';

/** thrifty(legalTurns(state)), in legalTurns' order, each turn equal to legalTurns' own. */
export function thriftyTurns(state: GameState): LegalTurn[] {
  const r = legalTurnRecords(state);
  const out: LegalTurn[] = [];
  if (r.length < 64) {
    for (let i = 0; i < r.length; i++) out.push(r.turn(i));
    return out;
  }
  let min = Infinity;
  for (let i = 0; i < r.length; i++) if (r.coalSpent[i]! < min) min = r.coalSpent[i]!;
  for (let i = 0; i < r.length; i++) if (r.coalSpent[i]! <= min + 1) out.push(r.turn(i));
  return out;
}
