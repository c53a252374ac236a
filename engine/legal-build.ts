// From the search's outcomes to LegalTurn objects: each turn's actions and path built from its
// way (memoised per speed's entry: turns share their prefixes and paths), its end and effects;
// and the per-search lifecycle (beginSearch, release) of everything built.
import { ADVANCE, NO_ACTIONS, REVERSE, ROT_ACTS, ROT_CONFIRM, SPEED_ACTS } from './legal-actions.js';
import { beginEntries, count, eFlags, growWithEntries, ePos, ePushed, ePushId, F_NEWEST, F_STRANDED, pushIds, STEP_ADVANCE, STEP_PUSH, STEP_REVERSE } from './legal-entries.js';
import { EDGE_SPEED, parentX, valX, xEdge } from './legal-order.js';
import { END_FACTS, fCost, fEntry, fHead, findOutcomes, fReason, fRot, REASONS, releaseEnds, xEnd, xEndSpeed } from './legal-outcomes.js';
import { gChain, gPushAct, gRot, gStep, nEdges, searchSpeeds } from './legal-search.js';
import { markOccupied } from './legal-steps.js';
import { coalForParts } from './coal-for.js';
import { CELL_SAND, dockMissAt, END_FINISHES, END_REFILL, END_TAKES, NO_PUSH, speedChangeCost, unpack, wantedStops, type PushedBoat, type TurnCtx, type TurnNode } from './turn.js';
import type { Action, CoalFor, Dir, Hex, LegalTurn, PushedOutcome } from './types.js';

/** While building one result, per speed's entry x: actions and path from the start to x, whether the path crosses a wanted dock. */
const xPrefix: (Action[] | null)[] = [];
const xPath: (Hex[] | null)[] = [];
/** 0 not known, 1 no, 2 the path crosses a wanted dock. */
export let xPass = new Uint8Array(0);
growWithEntries((n) => {
  for (let i = xPrefix.length; i < n * 8; i++) {
    xPrefix.push(null);
    xPath.push(null);
  }
  const b = new Uint8Array(n * 8);
  b.set(xPass);
  xPass = b;
});

/** The last search's objects are still referenced by a TurnRecords (released by the next search). */
let recordsHeld = false;

/** Says that what the last search made is held (records, heading outcomes): the next search releases it. */
export function holdRecords(): void {
  recordsHeld = true;
}

/** The tables' set-up for a new search from `pos`. */
export function beginSearch(ctx: TurnCtx, pos: number): void {
  if (recordsHeld) {
    recordsHeld = false;
    release();
  }
  beginEntries(pos);
  markOccupied(ctx);
}

/** A new search over all speeds from `start` (searchSpeeds): its maxSpent. */
export function runSearch(ctx: TurnCtx, start: TurnNode): number {
  beginSearch(ctx, start.pos);
  return searchSpeeds(ctx, start);
}

/**
 * Drops the tables' references to this search's objects: kept, they would outlive the call in
 * the (old-generation) tables and be promoted, which made the garbage collector's work grow.
 */
export function release(): void {
  ePushed.fill(null, 0, count);
  gChain.fill(null, 0, nEdges);
  releaseEnds();
  if (!built) return; // (records with no turn built: nothing else was made)
  built = false;
  if (memoLen * 8 < count) {
    // a few turns built (records: the turn chosen): only their entries hold anything
    for (let i = 0; i < memoLen; i++) {
      const x = memoIds[i]!;
      if (x < 0) gPushAct[-1 - x] = null;
      else {
        xPrefix[x] = null;
        xPath[x] = null;
      }
    }
  } else {
    xPrefix.fill(null, 0, count * 8);
    xPath.fill(null, 0, count * 8);
    gPushAct.fill(null, 0, nEdges);
  }
  memoLen = 0;
  pushedOutOf.fill(null, 0, pushIds.size + 1);
  for (let i = 0; i < hexUsedLen; i++) hexObj[hexUsed[i]!] = null;
  hexUsedLen = 0;
  coalShared.fill(undefined);
}

/** The speeds' entries given a memo (xPrefix, xPath) and the edges (-1 - g: gPushAct) since the last release (the first memoLen; may repeat). */
const memoIds: number[] = [];
let memoLen = 0;
function noteMemo(id: number): void {
  // listed only while few (release() fills the whole tables past that)
  if (memoLen * 8 < count) memoIds[memoLen] = id;
  memoLen++;
}

/** LegalTurn.coalFor objects shared by the turns of one call (as the Hex objects): by coalForTurn's key. */
const coalShared = new Array<CoalFor | undefined>(256).fill(undefined);

/** Some LegalTurn was built since the last search (release() has more to drop). */
let built = false;

/** Says a LegalTurn is being built from this search (release() drops what it made). */
export function markBuilt(): void {
  built = true;
}


/** The actions of x's last step (its way's). */
function stepActs(x: number): readonly Action[] {
  const g = xEdge[x]!;
  if (g === EDGE_SPEED) return SPEED_ACTS[x & 7]!;
  if (g < 0) return NO_ACTIONS;
  switch (gStep[g]) {
    case STEP_ADVANCE:
      return ADVANCE;
    case STEP_REVERSE:
      return REVERSE;
    case STEP_PUSH: {
      // built once per edge (an end's step is used by each of its turns)
      let a = gPushAct[g];
      if (!a) {
        gPushAct[g] = a = [{ type: 'advance', push: gChain[g]!.map(hexOf) }];
        noteMemo(-1 - g);
      }
      return a;
    }
    default:
      return NO_ACTIONS;
  }
}

/** The rotation before x's last step (side * 4 + k). */
function rotOf(x: number): number {
  const g = xEdge[x]!;
  return g >= 0 ? gRot[g]! : 0;
}

function prefixOf(x: number): Action[] {
  let a = xPrefix[x];
  if (a) return a;
  const parent = parentX(x);
  const rot = rotOf(x);
  const pre = parent < 0 ? NO_ACTIONS : prefixOf(parent);
  const turn = ROT_ACTS[rot >> 2]![rot & 3]!;
  const own = stepActs(x);
  // sized once, like a turn's actions (slice + push left spare room: garbage)
  a = new Array<Action>(pre.length + turn.length + own.length);
  let i = 0;
  for (let j = 0; j < pre.length; j++) a[i++] = pre[j]!;
  for (let j = 0; j < turn.length; j++) a[i++] = turn[j]!;
  for (let j = 0; j < own.length; j++) a[i++] = own[j]!;
  xPrefix[x] = a;
  noteMemo(x);
  return a;
}

/**
 * One Hex object per space within one call (turns share them; other calls get new ones): by
 * packed hex (< 2^16), the spaces used listed for release().
 */
const hexObj: (Hex | null)[] = new Array<Hex | null>(65536).fill(null);
const hexUsed: number[] = [];
let hexUsedLen = 0;
export function hexOf(k: number): Hex {
  let h = hexObj[k];
  if (!h) {
    hexObj[k] = h = unpack(k);
    hexUsed[hexUsedLen++] = k;
  }
  return h;
}

function pathOf(x: number): Hex[] {
  let p = xPath[x];
  if (p) return p;
  const parent = parentX(x);
  const pos = ePos[x >> 3]!;
  if (parent < 0) p = [hexOf(pos)];
  else {
    p = pathOf(parent);
    if (ePos[parent >> 3] !== pos) {
      const q = new Array<Hex>(p.length + 1); // sized once (slice + push left spare room)
      for (let j = 0; j < p.length; j++) q[j] = p[j]!;
      q[p.length] = hexOf(pos);
      p = q;
    }
  }
  xPath[x] = p;
  noteMemo(x);
  return p;
}

/**
 * The pushed boats as LegalTurn.pushed, by pushed list number (pushIdOf): every turn that pushed
 * the same boats to the same places shares one list (read-only data).
 */
const pushedOutOf: (PushedOutcome[] | null)[] = [];
export function pushedOut(ctx: TurnCtx, id: number, pushed: readonly PushedBoat[]): PushedOutcome[] {
  const pid = ePushId[id]!;
  while (pushedOutOf.length <= pid) pushedOutOf.push(null); // no holes (a sparse array turns slow)
  let out = pushedOutOf[pid];
  if (!out) {
    out = [];
    for (const p of pushed) out.push({ boat: ctx.state.boats[p.i]!.id, pos: hexOf(p.pos), speed: p.speed, passengers: p.passengers });
    pushedOutOf[pid] = out;
  }
  return out;
}

/** The turns of the last search and ranking (`crash`: findEnds'), built. */
export function outcomes(ctx: TurnCtx, start: TurnNode, crash: boolean): LegalTurn[] {
  const nf = findOutcomes(ctx, start, crash);
  const result: LegalTurn[] = new Array<LegalTurn>(nf); // sized once (push regrew it: garbage)
  const passengers = ctx.state.boats[ctx.mover]!.passengers;
  const wanted = crash ? NO_WANTED : wantedStops(ctx);
  if (wanted.length > 0) xPass.fill(0, 0, count * 8);
  for (let f = 0; f < nf; f++) result[f] = buildTurn(ctx, start, f, passengers, wanted);
  return result;
}

/** Outcome f of the last search as a LegalTurn (`wanted`: wantedStops, none for crash outcomes). */
export function buildTurn(ctx: TurnCtx, start: TurnNode, f: number, passengers: number, wanted: readonly number[]): LegalTurn {
  const { state } = ctx;
  built = true;
  const x = fEntry[f]!;
  const id = x >> 3;
  const end = xEnd[x]!; // (endFactsAt's, 0: no effects but the speed)
  const coal = (valX(x) >> 1) - fCost[f]!;
  // An end entry's own actions are added here rather than memoised (most ends are used by one
  // or two turns): the parent's memo, then this entry's, then the final rotation.
  const parent = parentX(x);
  // The path is shared: by the turns of one end entry (they differ only in the final
  // rotation) and with the parent's when the step stayed put (LegalTurn is read-only data).
  const path = pathOf(x);
  const pre = parent >= 0 ? prefixOf(parent) : NO_ACTIONS;
  const r = rotOf(x);
  const rot = parent >= 0 ? ROT_ACTS[r >> 2]![r & 3]! : NO_ACTIONS;
  const own = parent >= 0 ? stepActs(x) : NO_ACTIONS;
  const tail = ROT_CONFIRM[fRot[f]! >> 2]![fRot[f]! & 3]!;
  // sized once (growing by push gave every turn's list spare room: garbage per call)
  const actions: Action[] = new Array<Action>(pre.length + rot.length + own.length + tail.length);
  let a = 0;
  for (let j = 0; j < pre.length; j++) actions[a++] = pre[j]!;
  for (let j = 0; j < rot.length; j++) actions[a++] = rot[j]!;
  for (let j = 0; j < own.length; j++) actions[a++] = own[j]!;
  for (let j = 0; j < tail.length; j++) actions[a++] = tail[j]!;
  const e = {
    pos: path[path.length - 1]!,
    heading: fHead[f]! as Dir,
    speed: xEndSpeed[x]!,
    coal: (end & END_REFILL) !== 0 ? 6 : coal,
    passengers: (end & END_FACTS) !== 0 ? (end >> 3) & 3 : passengers,
  };
  const coalSpent = start.coal - coal;
  const reason = REASONS[fReason[f]!];
  const pushed = ePushed[id];
  // what the move's events will tell: what the coal pays for (the speed change is x's speed's,
  // the sandbank left the start's: coalForTurn's reading, without scanning the actions), and a
  // dock stop's passenger (or why none)
  const speedX = x & 7;
  const coalFor =
    coalSpent > 0
      ? coalForParts(speedX !== start.speed ? speedChangeCost(start.speed, speedX) : 0, path.length > 1 && (ctx.board.cell[start.pos]! & CELL_SAND) !== 0 ? 1 : 0, coalSpent, coalShared)
      : undefined;
  const flags = eFlags[id]!;
  const revealsTile = (flags & F_NEWEST) !== 0 && !state.revealOwed;
  const finishes = (end & END_FINISHES) !== 0;
  const stranded = (flags & F_STRANDED) !== 0;
  const passesDock = wanted.length > 0 && e.passengers === passengers && !finishes && passesWanted(x, wanted);
  const passenger = (end & END_FACTS) !== 0 ? ((end & END_TAKES) !== 0 ? 'taken' : dockMissAt(ctx, ePos[id]!, e.speed, pushed ?? NO_PUSH)) : null;
  if (!reason && !revealsTile && !finishes && !stranded && !passesDock && !passenger) {
    // the usual turns (with or without pushes), each as one literal: a property added afterwards
    // costs an allocation of its own (pushing turns are two thirds of some lists)
    if (!pushed) return coalFor ? { actions, path, coalSpent, end: e, coalFor } : { actions, path, coalSpent, end: e };
    const out = pushedOut(ctx, id, pushed);
    return coalFor ? { actions, path, coalSpent, end: e, pushed: out, coalFor } : { actions, path, coalSpent, end: e, pushed: out };
  }
  // the optional fields keep their order: crash, pushed, revealsTile, finishes, stranded, passesDock, coalFor, passenger
  const t: LegalTurn = { actions, path, coalSpent, end: e };
  if (reason) t.crash = reason;
  if (pushed) t.pushed = pushedOut(ctx, id, pushed);
  if (revealsTile) t.revealsTile = true;
  if (finishes) t.finishes = true;
  if (stranded) t.stranded = true;
  if (passesDock) t.passesDock = true;
  if (coalFor) t.coalFor = coalFor;
  if (passenger) t.passenger = passenger;
  return t;
}

export const NO_WANTED: number[] = [];

/**
 * Whether the entry's path (after its first space) crosses one of these packed spaces: memoised
 * per entry along the parent chain (turns share most of their path; scanning each turn's path
 * was a tenth of building the result).
 */
export function passesWanted(x: number, wanted: readonly number[]): boolean {
  const m = xPass[x]!;
  if (m !== 0) return m === 2;
  const parent = parentX(x);
  const pos = ePos[x >> 3]!;
  // a step that stays put (rotations, speed) adds no space to the path
  const yes = parent >= 0 && (passesWanted(parent, wanted) || (ePos[parent >> 3] !== pos && wanted.includes(pos)));
  xPass[x] = yes ? 2 : 1;
  return yes;
}
