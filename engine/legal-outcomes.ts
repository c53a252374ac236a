// The distinct outcomes of the search over all speeds: its ends (complete turns, or else the
// crash outcomes) told apart by where and how the move ends, each the way that keeps the most coal,
// with the effects of its end (MoveEnd). What legalTurns and legalTurnRecords list, in their order.
import { PairTable } from './legal-pools.js';
import { BOX, eDrift, eHead, ePos, ePushed, ePushId, eRotHere, F_FREE, F_FREETURNS, F_NEWEST, F_STRANDED, growWithEntries, pushSetIdOf } from './legal-entries.js';
import { flagsX, order, orderLen, spentOfX, valX, zeroFrom } from './legal-order.js';
import { turnsAt } from './legal-steps.js';
import { CELL_DEPOT, CELL_DOCK, CELL_SAND, NO_PUSH, crashReasonAt, endFactsAt, type TurnCtx, type TurnNode } from './turn.js';

/**
 * Per speed's entry x (an end): its end's effects as endFactsAt packs them, with END_FACTS set (0:
 * none but the speed), and its speed after the move (1 for a crash). Set for every end by findOutcomes.
 */
export let xEnd = new Int32Array(0);
export let xEndSpeed = new Uint8Array(0);
/** In xEnd: the end has effects (was a MoveEnd object, not null). */
export const END_FACTS = 1 << 8;
growWithEntries((n) => {
  const e = new Int32Array(n * 8);
  e.set(xEnd);
  xEnd = e;
  const b = new Uint8Array(n * 8);
  b.set(xEndSpeed);
  xEndSpeed = b;
});

/** The end entries of the last search (the first endsLen). */
const ends: number[] = [];
let endsLen = 0;

/** The ends of the last search (speeds' entries; `m`: its maxSpent): complete turns, or else the crash outcomes (returns true). */
export function findEnds(m: number): boolean {
  endsLen = 0;
  // the entries with no points left are layer 0's, listed last
  for (let i = zeroFrom; i < orderLen; i++) ends[endsLen++] = order[i]!;
  const crash = endsLen === 0;
  if (crash) for (let i = 0; i < orderLen; i++) if (spentOfX(order[i]!) === m) ends[endsLen++] = order[i]!;
  return crash;
}

/** Forgets the ends (see legal-build.ts's release()). */
export function releaseEnds(): void {
  endsLen = 0;
}

// Outcomes are told apart by (end space, heading, speed after, newest tile, crash reason): for
// those without pushes a slot in a fixed box around the start (stamped, not cleared), for the
// others a pair in the `found` table (the pushed boats as a set, pushSetIdOf; end space, speed,
// newest, 18 heading × reason slots). A box slot holds (stamp, outcome) side by side; the rare fields (reason, newest) are
// the outermost, so the usual outcomes stay in the first sixth of the table (fewer cache misses).
const OUT_SIZE = BOX * BOX * 6 * 6 * 2 * 3;
const OUT = new Int32Array(2 * OUT_SIZE);
let outGeneration = 0;
// found outcomes: entry, final turn, value (coal after, free turn), crash reason
export let fEntry = new Int32Array(4096);
export let fValue = new Int32Array(4096);
export let fReason = new Uint8Array(4096);
export let fHead = new Uint8Array(4096); // the heading at the end
export let fCost = new Uint8Array(4096);
export let fRot = new Uint8Array(4096); // the final rotation: side * 4 + k (ROT_CONFIRM)
/** endFactsAt of this call's ends: (pushId, (space, stranded, speed, driftwood)) → its facts. */
const endKeys = new PairTable();
/**
 * findOutcomes' groups off the box: (pushed boats as a set, end space, speed, newest) → group g
 * in `groups`; gOut[18 g + heading-reason slot]: the outcome there, or -1. One table lookup per
 * end entry instead of one per final heading (pushes are half the outcomes in crowded games).
 */
const groups = new PairTable();
let gOut = new Int32Array(18 * 256);
export const REASONS = [undefined, 'blocked', 'newestTile'] as const;

/**
 * The distinct outcomes of the last search (the first n of fEntry, fHead...), each the way that
 * keeps the most coal, in order of first arrival (fEntry: speeds' entries). Their ends' effects are in xEnd.
 */
export function findOutcomes(ctx: TurnCtx, start: TurnNode, crash: boolean): number {
  const cells = ctx.board.cell;
  outGeneration = outGeneration === 0x7fffffff ? 1 : outGeneration + 1;
  if (outGeneration === 1) OUT.fill(0);
  const gen = outGeneration;
  groups.clear();
  endKeys.clear();
  let nGroups = 0;
  let nf = 0;
  const sq = start.pos >> 8;
  const sr = start.pos & 255;
  // Most ends are plain: no boat pushed, no dock nor depot there, no finish possible. Their
  // effects are only the speed (driftwood, sandbank), so no MoveEnd is made for them.
  const mover = ctx.state.boats[ctx.mover]!;
  const finishPossible = mover.passengers === 2 && ctx.state.finish !== null;
  for (let i = 0; i < endsLen; i++) {
    const x = ends[i]!;
    const id = x >> 3;
    const speedX = x & 7;
    const pos = ePos[id]!;
    const flags = flagsX(x);
    const pushed = ePushed[id] ?? NO_PUSH;
    const coal = valX(x) >> 1;
    const stranded = (flags & F_STRANDED) !== 0;
    const dq = (pos >> 8) - sq + 6;
    const dr = (pos & 255) - sr + 6;
    const boxed = pushed.length === 0 && dq >= 0 && dq < BOX && dr >= 0 && dr < BOX;
    let end = 0;
    let speed = 1;
    if (!crash && pushed.length === 0 && (cells[pos]! & (CELL_DOCK | CELL_DEPOT)) === 0 && !finishPossible) {
      speed = stranded ? 1 : speedX - eDrift[id]!; // moveEndAt's speed (its other effects: none)
    } else if (!crash) {
      // ends that differ only in heading (or coal) have the same effects: once per (pushed boats,
      // space, speed, driftwood)
      const ek = (((pos * 2 + (stranded ? 1 : 0)) * 8 + speedX) * 4 + eDrift[id]!) | 0;
      const e = endKeys.find(ePushId[id]!, ek);
      if (e >= 0) end = e;
      else {
        end = endFactsAt(ctx, pos, stranded, speedX, eDrift[id]!, pushed) | END_FACTS;
        endKeys.insert(ePushId[id]!, ek, end, -1 - e);
      }
      speed = end & 7;
    }
    xEnd[x] = end;
    xEndSpeed[x] = speed;
    const newest = (flags & F_NEWEST) !== 0 ? 1 : 0;
    // off the box: (pushed boats, (end space, speed, newest) × 18 heading-reason slots)
    let base = 0; // gOut's row of the group (off the box)
    if (!boxed) {
      const pid = pushSetIdOf(id);
      const gk = (pos * 8 + speed) * 2 + newest; // < 2^21
      let g = groups.find(pid, gk);
      if (g < 0) {
        groups.insert(pid, gk, nGroups, -1 - g);
        g = nGroups++;
        if (gOut.length < 18 * nGroups) {
          const b = new Int32Array(gOut.length * 2);
          b.set(gOut);
          gOut = b;
        }
        gOut.fill(-1, 18 * g, 18 * g + 18);
      }
      base = 18 * g;
    }
    const turns = turnsAt((cells[pos]! & CELL_SAND) !== 0, eRotHere[id]!, (flags & F_FREETURNS) !== 0, (flags & F_FREE) !== 0);
    for (let t = 0; t < turns.length; t++) {
      const ft = turns[t]!;
      if (ft.cost > coal) continue;
      const heading = ft.to[eHead[id]!]!;
      const r = crash ? (crashReasonAt(ctx, pos, heading) === 'blocked' ? 1 : 2) : 0;
      const value = 2 * (coal - ft.cost) + ((ft.freeAfter ?? (flags & F_FREE) !== 0) ? 0 : 1);
      let old = -1;
      let slot = -1; // in the box, else in gOut
      if (boxed) {
        slot = 2 * ((((r * 2 + newest) * 6 + (speed - 1)) * (BOX * BOX) + dq * BOX + dr) * 6 + heading);
        if (OUT[slot] === gen) old = OUT[slot + 1]!;
      } else {
        slot = base + heading * 3 + r;
        old = gOut[slot]!;
      }
      if (old < 0) {
        if (nf === fEntry.length) {
          const grow = <T extends Int32Array | Uint8Array | Int8Array>(a: T, b: T): T => (b.set(a), b);
          fEntry = grow(fEntry, new Int32Array(nf * 2));
          fValue = grow(fValue, new Int32Array(nf * 2));
          fReason = grow(fReason, new Uint8Array(nf * 2));
          fHead = grow(fHead, new Uint8Array(nf * 2));
          fCost = grow(fCost, new Uint8Array(nf * 2));
          fRot = grow(fRot, new Uint8Array(nf * 2));
        }
        fEntry[nf] = x;
        fHead[nf] = heading;
        fCost[nf] = ft.cost;
        fRot[nf] = ft.side * 4 + ft.k;
        fValue[nf] = value;
        fReason[nf] = r;
        if (boxed) {
          OUT[slot] = gen;
          OUT[slot + 1] = nf;
        } else gOut[slot] = nf;
        nf++;
      } else if (fValue[old]! < value) {
        fEntry[old] = x;
        fHead[old] = heading;
        fCost[old] = ft.cost;
        fRot[old] = ft.side * 4 + ft.k;
        fValue[old] = value;
      }
    }
  }
  return nf;
}
