// One search for several start headings (heading decisions): outcomesByHeading.
import { guardCtx } from './black-rose.js';
import { beginSearch, hexOf, holdRecords, markBuilt, pushedOut, release } from './legal-build.js';
import {
  cap,
  denseKey,
  eDrift,
  eFlags,
  eHead,
  eKey,
  ePos,
  ePushed,
  ePushId,
  eRotHere,
  eSpeed,
  ePoints,
  F_FREE,
  F_FREETURNS,
  F_NEWEST,
  F_SPEEDSET,
  F_STEPPED,
  F_STRANDED,
  STEP_NONE,
  flagsOf,
  hFind,
  hInsert,
  newEntry,
  nodeKeys,
  nodeOf,
  origin,
  placeNumOf,
  pushIdOf,
  pushSetIdOf,
  searchCount,
  spentOf,
  writeEntry,
} from './legal-entries.js';
import { REASONS } from './legal-outcomes.js';
import { LayerLists, PairTable } from './legal-pools.js';
import { canEnterEmpty, canPushInto, chainPid, chainsFrom, occIdx, occupiedMarked, pushAlong, pushCost, speedNodes, stepNewest, turnsAt, type FinalTurn } from './legal-steps.js';
import { moverIndex } from './legal-turns.js';
import { CELL_DEPOT, CELL_DOCK, CELL_DRIFT, CELL_SAND, DELTA_K, NO_PUSH, crashReasonAt, doReverse, makeCtx, moveEndAt, nodeFromState, type MoveEnd, type PushedBoat, type TurnCtx, type TurnNode } from './turn.js';
import type { Dir, GameState, LegalTurn } from './types.js';

// A captain choosing a heading (start, reorientation, departure, entering from a dock) scores
// the boat's next turn from each heading. The six searches differ only at the first point: from
// its first step on, every search walks the same entries, reached with different coal. So one
// search runs for all of them: an entry keeps, per start heading ("root"), the best value that
// root reaches it with (2 × coal + 1 while the free 60° is unused; -1: not reached), which is
// exactly what that root's own search keeps there (layered: final when expanded). Each root's
// outcomes are then what its own search lists, in another order and without their actions.

const ROOTS = 6;
/** Per layer (points left): the entries found by node key (start, speed choices, pushes) and the dense ones, in order of arrival. */
const layerNodes = new LayerLists(7);
const layerDense = new LayerLists(7);
/** The entries of the last search in order (points left from 6 down; keyed, then dense): the first orderLen; layer 0 from zeroFrom. */
const order: number[] = [];
let orderLen = 0;
let zeroFrom = 0;
/** Outcomes: (pushId, (end space, speed, newest) × 18 heading-reason slots) → outcome. */
const found = new PairTable();
let mVal = new Int16Array(0);
const mScratch = new Int16Array(ROOTS);
/** expandMulti's pushes: each root's coal after the turn (-1: none) and free 60° used. */
const mCoalAfter = new Int16Array(ROOTS);
const mFreeAfter = new Int8Array(ROOTS);
const mLive = new Int8Array(ROOTS);
/** Two entries met under one key that the separate searches could tell apart (see offerMulti). */
let mConflict = false;

function offerMulti(pid: number, pushed: readonly PushedBoat[], pos: number, heading: number, speed: number, points: number, drift: number, flags: number, rotHere: number, vals: Int16Array): void {
  const dense = pid === 0 && (flags & F_STEPPED) !== 0 ? denseKey(origin, pos, heading, speed, drift, (flags & (F_STRANDED | F_FREETURNS)) !== 0, (flags & F_NEWEST) !== 0, points) : -1;
  let id: number;
  let fresh = false;
  if (dense >= 0) {
    const f = hFind(dense);
    if (f >= 0) id = f;
    else {
      id = newEntry();
      fresh = true;
      eKey[id] = dense;
      ePushId[id] = 0;
      hInsert(dense, id, -1 - f);
      layerDense.add(points, id);
    }
  } else {
    const a = pid * 8 + points;
    const b = placeNumOf(pos, heading, speed, drift, flags);
    const old = nodeKeys.find(a, b);
    if (old >= 0) id = old;
    else {
      id = newEntry();
      fresh = true;
      eKey[id] = -1;
      ePushId[id] = pid;
      nodeKeys.insert(a, b, id, -1 - old);
      layerNodes.add(points, id);
      ePushed[id] = pushed.length > 0 ? pushed : null;
    }
  }
  if (fresh) {
    if (mVal.length < cap * ROOTS) {
      const g = new Int16Array(cap * ROOTS);
      g.set(mVal);
      mVal = g;
    }
    mVal.fill(-1, id * ROOTS, id * ROOTS + ROOTS);
    writeEntry(id, pos, heading, speed, 0, points, drift, flags & ~F_FREE, rotHere, -1, 0, STEP_NONE);
  } else if (((eFlags[id]! ^ flags) & (F_STRANDED | F_FREETURNS)) !== 0 || eRotHere[id] !== rotHere) {
    // a single search keeps the better node's fields; nodes that share a key but differ in
    // these (no position has been seen to make them) would make roots differ: searched apart
    mConflict = true;
  }
  const row = id * ROOTS;
  for (let r = 0; r < ROOTS; r++) if (vals[r]! > mVal[row + r]!) mVal[row + r] = vals[r]!;
}

/** offerMulti for a node object reached by root `r` alone (start, speed choices, reversing). */
function offerNodeMulti(n: TurnNode, r: number): void {
  mScratch.fill(-1);
  mScratch[r] = 2 * n.coal + (n.freeUsed ? 0 : 1);
  offerMulti(n.pushed.length > 0 ? pushIdOf(n) : 0, n.pushed, n.pos, n.heading, n.speed, n.points, n.drift, flagsOf(n), n.rotHere, mScratch);
}

/** The entry as root `r` holds it, as a node (for doReverse). */
function nodeOfRoot(id: number, r: number): TurnNode {
  const v = mVal[id * ROOTS + r]!;
  return { ...nodeOf(id), coal: v >> 1, freeUsed: (v & 1) === 0 };
}

/** The search's expansion for every root (start heading) at once: the step's checks once, each root's coal after it. */
function expandMulti(ctx: TurnCtx, id: number): void {
  const cells = ctx.board.cell;
  const pos = ePos[id]!;
  const heading = eHead[id]!;
  const speed = eSpeed[id]!;
  const points = ePoints[id]!;
  const drift = eDrift[id]!;
  const flags = eFlags[id]!;
  const pushed = ePushed[id] ?? NO_PUSH;
  const sand = (cells[pos]! & CELL_SAND) !== 0;
  const freeTurns = (flags & F_FREETURNS) !== 0;
  const row = id * ROOTS;
  // the turns at this point by root (the same turns, costs by the root's free 60°)
  let unusedTurns: readonly FinalTurn[] | null = null;
  let usedTurns: readonly FinalTurn[] | null = null;
  // the roots that reach this entry (the loops below visit only them)
  let nLive = 0;
  for (let r = 0; r < ROOTS; r++) {
    const v = mVal[row + r]!;
    if (v < 0) continue;
    mLive[nLive++] = r;
    if ((v & 1) === 1) unusedTurns ??= turnsAt(sand, eRotHere[id]!, freeTurns, false);
    else usedTurns ??= turnsAt(sand, eRotHere[id]!, freeTurns, true);
  }
  const shape = (unusedTurns ?? usedTurns)!;
  for (let t = 0; t < shape.length; t++) {
    const h = shape[t]!.to[heading]!;
    const target = pos + DELTA_K[h]!;
    const occupied = pushed.length === 0 ? occIdx[target] !== 0 : occupiedMarked(pushed, target);
    if ((flags & F_STRANDED) !== 0) continue;
    const tc = cells[target]!;
    const isDrift = (tc & CELL_DRIFT) !== 0;
    if (!occupied) {
      if (!canEnterEmpty(tc, points, speed, drift)) continue;
      let any = false;
      mScratch.fill(-1);
      for (let j = 0; j < nLive; j++) {
        const r = mLive[j]!;
        const v = mVal[row + r]!;
        const ft = ((v & 1) === 1 ? unusedTurns : usedTurns)![t]!;
        let c = (v >> 1) - ft.cost;
        if (c < 0 || (sand && c < 1)) continue;
        if (sand) c -= 1;
        const free = ft.freeAfter ?? (v & 1) === 0;
        mScratch[r] = 2 * c + (free ? 0 : 1);
        any = true;
      }
      if (!any) continue;
      const stranded = (tc & CELL_SAND) !== 0;
      const newest = stepNewest(ctx, cells, flags, tc, null);
      const nf = (flags & (F_SPEEDSET | F_FREETURNS)) | F_STEPPED | (stranded ? F_STRANDED : 0) | (newest ? F_NEWEST : 0);
      const np = stranded ? 0 : points - (isDrift ? 2 : 1);
      offerMulti(pushed.length > 0 ? ePushId[id]! : 0, pushed, target, h, speed, np, drift + (isDrift ? 1 : 0), nf, 0, mScratch);
      continue;
    }
    if (canPushInto(tc, points, speed, drift)) {
      // each root's coal after the turn and the sandbank charge (-1: this root cannot push)
      const coalAfter = mCoalAfter.fill(-1);
      const freeAfter = mFreeAfter;
      let any = false;
      for (let j = 0; j < nLive; j++) {
        const r = mLive[j]!;
        const v = mVal[row + r]!;
        const ft = ((v & 1) === 1 ? unusedTurns : usedTurns)![t]!;
        const c = (v >> 1) - ft.cost;
        if (c < 0 || (sand && c < 1)) continue;
        coalAfter[r] = c - (sand ? 1 : 0);
        freeAfter[r] = (ft.freeAfter ?? (v & 1) === 0) ? 1 : 0;
        any = true;
      }
      if (any) {
        const chains = chainsFrom(ctx, pos, pushed, ePushId[id]!, target, points - 1);
        for (let j = 0; j < chains.list.length; j++) {
          const chain = chains.list[j]!;
          const cost = pushCost(cells, tc, chain);
          if (cost > points) continue;
          const after = pushAlong(ctx, pushed, target, chains, j);
          const newest = stepNewest(ctx, cells, flags, tc, after);
          const nf = (flags & (F_SPEEDSET | F_FREETURNS)) | F_STEPPED | (newest ? F_NEWEST : 0);
          for (let r = 0; r < ROOTS; r++) mScratch[r] = coalAfter[r]! < 0 ? -1 : 2 * coalAfter[r]! + (freeAfter[r] ? 0 : 1);
          offerMulti(chainPid[chains.base + j]!, after, target, h, speed, points - cost, drift + (isDrift ? 1 : 0), nf, 0, mScratch);
        }
      }
    }
    if (sand) reverseMulti(ctx, id);
  }
  if (sand && (flags & F_STEPPED) === 0) reverseMulti(ctx, id);
}

function reverseMulti(ctx: TurnCtx, id: number): void {
  for (let r = 0; r < ROOTS; r++) {
    if (mVal[id * ROOTS + r]! < 0) continue;
    const rv = doReverse(ctx, nodeOfRoot(id, r), null);
    if (typeof rv !== 'string') offerNodeMulti(rv, r);
  }
}

/**
 * Each root's outcomes, as legalTurnRecords lists them for that root's own position (the same
 * set, in another order): end, coal spent, and a builder for the turn without its actions and
 * path (what an evaluation reads). Valid until the next legal-turn search.
 */
export interface RootOutcomes {
  readonly length: number;
  readonly coalSpent: readonly number[];
  /** The outcome as a LegalTurn whose `actions` are empty and `path` is its end space alone. */
  outcome(i: number): LegalTurn;
}

/**
 * The outcomes of the boat to move in each of `states`, which differ only in its start heading
 * (a fresh turn in each: heading decisions); null when they cannot share one search (a Black
 * Rose guard, virtual coal, a turn begun), and the caller searches each.
 */
export function outcomesByHeading(states: readonly GameState[], filter: OutcomeFilter = ALL_OUTCOMES): RootOutcomes[] | null {
  if (states.length === 0 || states.length > ROOTS) return null;
  const i = moverIndex(states[0]!);
  if (i < 0) return null;
  const ctx = guardCtx(makeCtx(states[0]!, i));
  if (ctx.accept) return null;
  const starts: TurnNode[] = [];
  for (const s of states) {
    if ((s.turn?.virtualCoal ?? 0) > 0 || s.turn?.roseGuard || moverIndex(s) !== i) return null;
    const n = nodeFromState(s, i);
    if (n.stepped || n.rotHere !== 0 || n.pushed.length > 0 || (starts.length > 0 && n.pos !== starts[0]!.pos)) return null;
    starts.push(n);
  }
  // the search (the tables' set-up, the roots' start and speed entries, then layer by layer)
  beginSearch(ctx, starts[0]!.pos);
  layerNodes.clear();
  layerDense.clear();
  orderLen = 0;
  mConflict = false;
  for (let r = 0; r < starts.length; r++) {
    for (const n of speedNodes(ctx, starts[r]!)) offerNodeMulti(n, r);
  }
  const roots = starts.length;
  const maxSpentR = new Array<number>(roots).fill(-1);
  for (let p = 6; p >= 0; p--) {
    const from = orderLen;
    zeroFrom = from;
    orderLen = layerNodes.appendTo(p, order, orderLen);
    orderLen = layerDense.appendTo(p, order, orderLen);
    for (let k = from; k < orderLen; k++) {
      const id = order[k]!;
      const s = spentOf(id);
      for (let r = 0; r < roots; r++) if (mVal[id * ROOTS + r]! >= 0 && s > maxSpentR[r]!) maxSpentR[r] = s;
      if (p > 0) expandMulti(ctx, id);
    }
  }
  if (mConflict) {
    release();
    return null;
  }
  const out: RootOutcomes[] = [];
  for (let r = 0; r < roots; r++) out.push(rootOutcomes(ctx, starts[r]!, r, maxSpentR[r]!, filter));
  holdRecords();
  return out;
}

/**
 * Which outcomes to give: all of them (`keepAllBelow` Infinity), or only those spending at most
 * `slack` coal more than the cheapest unless there are fewer than `keepAllBelow` (thrifty.ts).
 */
export interface OutcomeFilter {
  keepAllBelow: number;
  slack: number;
}
const ALL_OUTCOMES: OutcomeFilter = { keepAllBelow: Infinity, slack: Infinity };

/**
 * One root's outcomes of the multi-root search just run (findOutcomes for that root, through
 * `filter`). The outcomes within the slack are found first: when they are `keepAllBelow` or more,
 * so are all outcomes, and the dearer ones (most of them at full coal) are never told apart.
 */
function rootOutcomes(ctx: TurnCtx, start: TurnNode, r: number, maxSpentR: number, filter: OutcomeFilter): RootOutcomes {
  const ids: number[] = [];
  for (let k = zeroFrom; k < orderLen; k++) if (mVal[order[k]! * ROOTS + r]! >= 0) ids.push(order[k]!);
  const crash = ids.length === 0;
  if (crash) for (let k = 0; k < orderLen; k++) if (mVal[order[k]! * ROOTS + r]! >= 0 && spentOf(order[k]!) === maxSpentR) ids.push(order[k]!);
  // the most coal any outcome keeps: an end's own (no final turn costs less than none)
  let most = 0;
  for (const id of ids) most = Math.max(most, mVal[id * ROOTS + r]! >> 1);
  let o = distinctOutcomes(ctx, ids, r, crash, most - filter.slack);
  if (o.entry.length < filter.keepAllBelow && most - filter.slack > 0) {
    const all = distinctOutcomes(ctx, ids, r, crash, 0);
    if (all.entry.length < filter.keepAllBelow) o = all;
  }
  const coalSpent = o.entry.map((id, f) => start.coal - ((mVal[id * ROOTS + r]! >> 1) - o.cost[f]!));
  const passengers = ctx.state.boats[ctx.mover]!.passengers;
  const made = searchCount;
  return {
    length: o.entry.length,
    coalSpent,
    outcome: (f: number): LegalTurn => {
      if (made !== searchCount) throw new Error('outcomesByHeading: outcome() after another legal-turn search');
      markBuilt();
      const id = o.entry[f]!;
      const end = o.end[f]!;
      const coal = start.coal - coalSpent[f]!;
      const pos = hexOf(ePos[id]!);
      const e = { pos, heading: o.heading[f]! as Dir, speed: o.speed[f]!, coal: end?.refill ? 6 : coal, passengers: end ? end.passengers : passengers };
      const reason = REASONS[o.reason[f]!];
      const pushed = ePushed[id];
      const t: LegalTurn = { actions: [], path: [pos], coalSpent: coalSpent[f]!, end: e };
      if (reason) t.crash = reason;
      if (pushed) t.pushed = pushedOut(ctx, id, pushed);
      if ((eFlags[id]! & F_NEWEST) !== 0 && !ctx.state.revealOwed) t.revealsTile = true;
      if (end?.finishes) t.finishes = true;
      if ((eFlags[id]! & F_STRANDED) !== 0) t.stranded = true;
      return t;
    },
  };
}

interface Distinct {
  entry: number[];
  cost: number[];
  heading: number[];
  reason: number[];
  end: (MoveEnd | null)[];
  speed: number[];
}

/** findOutcomes over root `r`'s ends `ids`, the ways keeping at least `floor` coal only. */
function distinctOutcomes(ctx: TurnCtx, ids: readonly number[], r: number, crash: boolean, floor: number): Distinct {
  const cells = ctx.board.cell;
  const mover = ctx.state.boats[ctx.mover]!;
  const finishPossible = mover.passengers === 2 && ctx.state.finish !== null;
  found.clear();
  const o: Distinct = { entry: [], cost: [], heading: [], reason: [], end: [], speed: [] };
  const value: number[] = [];
  for (const id of ids) {
    const v = mVal[id * ROOTS + r]!;
    const coal = v >> 1;
    if (coal < floor) continue;
    const free = (v & 1) === 0;
    const pos = ePos[id]!;
    const flags = eFlags[id]!;
    const pushed = ePushed[id] ?? NO_PUSH;
    const stranded = (flags & F_STRANDED) !== 0;
    let end: MoveEnd | null = null;
    let speed = 1;
    if (!crash && pushed.length === 0 && (cells[pos]! & (CELL_DOCK | CELL_DEPOT)) === 0 && !finishPossible) speed = stranded ? 1 : eSpeed[id]! - eDrift[id]!;
    else if (!crash) {
      end = moveEndAt(ctx, pos, stranded, eSpeed[id]!, eDrift[id]!, coal, pushed);
      speed = end.speed;
    }
    const newest = (flags & F_NEWEST) !== 0 ? 1 : 0;
    const pid = pushSetIdOf(id);
    const base = ((pos * 8 + speed) * 2 + newest) * 18;
    const turns = turnsAt((cells[pos]! & CELL_SAND) !== 0, eRotHere[id]!, (flags & F_FREETURNS) !== 0, free);
    for (let t = 0; t < turns.length; t++) {
      const ft = turns[t]!;
      if (ft.cost > coal || coal - ft.cost < floor) continue;
      const heading = ft.to[eHead[id]!]!;
      const reason = crash ? (crashReasonAt(ctx, pos, heading) === 'blocked' ? 1 : 2) : 0;
      const val = 2 * (coal - ft.cost) + ((ft.freeAfter ?? free) ? 0 : 1);
      const old = found.find(pid, base + heading * 3 + reason);
      if (old < 0) {
        found.insert(pid, base + heading * 3 + reason, o.entry.length, -1 - old);
        o.entry.push(id);
        value.push(val);
        o.cost.push(ft.cost);
        o.heading.push(heading);
        o.reason.push(reason);
        o.end.push(end);
        o.speed.push(speed);
      } else if (value[old]! < val) {
        o.entry[old] = id;
        value[old] = val;
        o.cost[old] = ft.cost;
        o.end[old] = end;
      }
    }
  }
  return o;
}
