// legalTurnRecords: legalTurns' list as records, for playouts (no LegalTurn object per turn).
import { guardCtx } from './black-rose.js';
import { buildTurn, holdRecords, NO_WANTED, runSearch, xPass } from './legal-build.js';
import { count, ePos, searchCount } from './legal-entries.js';
import { ranking, valX } from './legal-order.js';
import { END_FACTS, fCost, fEntry, findEnds, findOutcomes, xEnd, xEndSpeed } from './legal-outcomes.js';
import { legalTurns, moverIndex } from './legal-turns.js';
import { END_FINISHES, makeCtx, nodeFromState, pack, wantedStops } from './turn.js';
import type { GameState, LegalTurn } from './types.js';

/** TurnRecords.flags bits. */
export const RECORD_FINISHES = 1;
export const RECORD_CRASH = 2;

/**
 * legalTurns' list as records, for playouts (issue 18): per turn, in legalTurns' order, what a
 * playout reads of it, without a LegalTurn object per turn; turn(i) builds the one chosen, equal
 * to legalTurns(state)[i]. Only until the next legal-turn search (legalTurns, legalActions,
 * apply... by anyone): turn(i) throws after that, and the arrays (longer than `length`) are reused.
 */
export interface TurnRecords {
  readonly length: number;
  /** End space (packed as turn.ts pack()). */
  readonly pos: Int32Array;
  /** LegalTurn.end's speed and passengers, and coalSpent. */
  readonly speed: Uint8Array;
  readonly passengers: Uint8Array;
  readonly coalSpent: Uint8Array;
  /** RECORD_* bits. */
  readonly flags: Uint8Array;
  turn(i: number): LegalTurn;
}

/** Records over turns already built (a guarded turn, the sixth boat's virtual coal). */
function recordsOf(turns: readonly LegalTurn[]): TurnRecords {
  const n = turns.length;
  const r = { length: n, pos: new Int32Array(n), speed: new Uint8Array(n), passengers: new Uint8Array(n), coalSpent: new Uint8Array(n), flags: new Uint8Array(n), turn: (i: number) => turns[i]! };
  for (let f = 0; f < n; f++) {
    const t = turns[f]!;
    r.pos[f] = pack(t.end.pos);
    r.speed[f] = t.end.speed;
    r.passengers[f] = t.end.passengers;
    r.coalSpent[f] = t.coalSpent;
    r.flags[f] = (t.finishes ? RECORD_FINISHES : 0) | (t.crash ? RECORD_CRASH : 0);
  }
  return r;
}

// The records' arrays, reused by every call (records last until the next search anyway; five
// typed arrays per call were a cost of their own).
let recPos = new Int32Array(2048);
let recSpeed = new Uint8Array(2048);
let recPassengers = new Uint8Array(2048);
let recCoal = new Uint8Array(2048);
let recFlags = new Uint8Array(2048);

/** legalTurns as records (see TurnRecords): the same turns, in the same order. */
export function legalTurnRecords(state: GameState): TurnRecords {
  const i = moverIndex(state);
  if (i < 0) return recordsOf([]);
  const ctx = guardCtx(makeCtx(state, i));
  // the guard and the virtual coal adjust built turns (legalTurns): rare, so built here too
  if (ctx.accept || (state.turn?.virtualCoal ?? 0) > 0) return recordsOf(legalTurns(state));
  const start = nodeFromState(state, i);
  const m = runSearch(ctx, start);
  ranking(start);
  const crash = findEnds(m);
  const n = findOutcomes(ctx, start, crash);
  const aboard = state.boats[i]!.passengers;
  if (recPos.length < n) {
    const size = Math.max(n, recPos.length * 2);
    recPos = new Int32Array(size);
    recSpeed = new Uint8Array(size);
    recPassengers = new Uint8Array(size);
    recCoal = new Uint8Array(size);
    recFlags = new Uint8Array(size);
  }
  const r = { length: n, pos: recPos, speed: recSpeed, passengers: recPassengers, coalSpent: recCoal, flags: recFlags };
  for (let f = 0; f < n; f++) {
    const x = fEntry[f]!;
    const end = xEnd[x]!;
    r.pos[f] = ePos[x >> 3]!;
    r.speed[f] = xEndSpeed[x]!;
    r.passengers[f] = (end & END_FACTS) !== 0 ? (end >> 3) & 3 : aboard;
    r.coalSpent[f] = start.coal - ((valX(x) >> 1) - fCost[f]!);
    r.flags[f] = ((end & END_FINISHES) !== 0 ? RECORD_FINISHES : 0) | (crash ? RECORD_CRASH : 0);
  }
  // the wanted stops (and their memo) only when a turn is built: most records build one or none
  let wanted: readonly number[] | null = null;
  holdRecords();
  const made = searchCount;
  // (a literal, not a spread of r: the spread was a cost of its own per call)
  return {
    length: n,
    pos: recPos,
    speed: recSpeed,
    passengers: recPassengers,
    coalSpent: recCoal,
    flags: recFlags,
    turn: (f: number) => {
      if (made !== searchCount) throw new Error('legalTurnRecords: turn() after another legal-turn search');
      if (!(f >= 0 && f < n)) throw new RangeError(`legalTurnRecords: no turn ${f}`);
      if (!wanted) {
        wanted = crash ? NO_WANTED : wantedStops(ctx);
        if (wanted.length > 0) xPass.fill(0, 0, count * 8);
      }
      return buildTurn(ctx, start, f, aboard, wanted);
    },
  };
}
