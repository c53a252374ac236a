// The legal-turn search over all six speeds at once (issue 18): every reachable point of the
// turn, each speed's best way to it, and every step offered (the edges) for legal-order.ts to
// rebuild the separate searches' order from.
import { LayerLists } from './legal-pools.js';
import {
  BOX,
  eE0,
  eE1,
  eDrift,
  eFlags,
  eHead,
  eKey,
  ePos,
  ePushed,
  ePushId,
  eRotHere,
  eSpent,
  F_FREE,
  F_FREETURNS,
  F_NEWEST,
  F_SPEEDSET,
  F_STEPPED,
  F_STRANDED,
  STEP_ADVANCE,
  STEP_PUSH,
  STEP_REVERSE,
  flagsOf,
  growWithEntries,
  hFind,
  hInsert,
  newEntry,
  nodeKeys,
  origin,
  placeNumOf,
  pushIdOf,
} from './legal-entries.js';
import { canPushInto, chainPid, chainsFrom, occIdx, occupiedMarked, pushAlong, pushCost, speedNodes, stepNewest, turnsAt, type FinalTurn } from './legal-steps.js';
import { CELL_DRIFT, CELL_SAND, CELL_WATER, DELTA_K, NO_PUSH, doReverse, nodeValue, spent, type PushedBoat, type TurnCtx, type TurnNode } from './turn.js';
import type { Action, Dir } from './types.js';

// The turn's speed is chosen before the first step, so the turns at each speed could be searched
// apart (they were until issue 18): an entry was keyed by its speed and points left. One search
// serves all six instead: an entry is keyed by the points it has spent (its layer: every step
// spends at least one, so a layer is final when it is expanded; DONE for a boat run aground,
// complete whatever it spent) and keeps, per speed, the best value that speed reaches it with
// (as mVal per start heading below). Each expansion checks a step once and then each speed's
// points, coal and driftwood. About half the entries and expansions in open water.
//
// The six values are packed in one word (eW: 5 bits a speed, value + 1, 0: not reached), so that
// the usual step (from a fresh point off sandbanks into free water) costs a few integer
// operations for all speeds at once (rotateWord, maxWord).
//
// The list must stay what the separate searches gave, in the same order, each outcome the same
// way (the random player and the captains pick turns by index: games replay from records). That
// order and those ways are "first reached", over entries ordered by points left (from 6 down),
// then the keyed ones before the dense ones, then by arrival (the parent's place, then the
// step's). A speed's entry (id, s) is "x" = id * 8 + s. The search records every step it offers
// (an edge: from, to, the value per speed); ranking() then walks the speeds' entries in that old
// order over the edges alone (no rule is checked again), listing each at its first arrival and
// keeping as its way the first edge that brings its best value (of equal values, the first kept).

/** The layer of an entry run aground (complete at any speed: it spent its speed). */
export const DONE = 7;
/** Per entry, its values by speed (2 × coal + 1 while the free 60° is unused), packed: see lane(). */
export let eW = new Int32Array(0);
growWithEntries((n) => {
  const b = new Int32Array(n);
  b.set(eW);
  eW = b;
});

// Edges: the steps offered, in the order offered (an entry's are eE0[id] to eE1[id]).
let edgeCap = 0;
export let nEdges = 0;
export let gFrom = new Int32Array(0);
export let gTo = new Int32Array(0);
export let gRot = new Uint8Array(0); // side * 4 + k: the rotation before the step (ROT_ACTS)
export let gStep = new Uint8Array(0);
export let gW = new Int32Array(0); // the values offered, packed as eW
/** A push's chain (packed spaces), and its action once built. */
export const gChain: (readonly number[] | null)[] = [];
export const gPushAct: (Action[] | null)[] = [];

function growEdges(): void {
  const n = Math.max(4096, edgeCap * 2);
  const g = <T extends Int32Array | Uint8Array | Int16Array>(a: T, b: T): T => (b.set(a), b);
  gFrom = g(gFrom, new Int32Array(n));
  gTo = g(gTo, new Int32Array(n));
  gRot = g(gRot, new Uint8Array(n));
  gStep = g(gStep, new Uint8Array(n));
  gW = g(gW, new Int32Array(n));
  for (let i = edgeCap; i < n; i++) {
    gChain.push(null);
    gPushAct.push(null);
  }
  edgeCap = n;
}

/** The entries of each layer (0-6 spent, DONE), in order of arrival. */
const sLayer = new LayerLists(DONE + 1);

/** Dense keys without the speed: driftwood × 2 flags × layer (0-7) × box position × heading. */
function denseKeyS(pos: number, heading: number, drift: number, flags: number, layer: number): number {
  const dq = (pos >> 8) - (origin >> 8) + 6;
  const dr = (pos & 255) - (origin & 255) + 6;
  if (dq < 0 || dq >= BOX || dr < 0 || dr >= BOX) return -1;
  let k = drift * 2 + ((flags & (F_STRANDED | F_FREETURNS)) !== 0 ? 1 : 0);
  k = k * 2 + ((flags & F_NEWEST) !== 0 ? 1 : 0);
  k = k * 8 + layer;
  k = k * (BOX * BOX) + dq * BOX + dr;
  return k * 6 + heading;
}

/**
 * The entry of a node without its speed (`flags`: stepped, aground, free turns, newest tile),
 * made when new. Stepped without pushes: dense; the others by (pushed list, place) as before.
 */
export function entryOf(pid: number, pushed: readonly PushedBoat[], pos: number, heading: number, layer: number, drift: number, flags: number, rotHere: number): number {
  const dense = pid === 0 && (flags & F_STEPPED) !== 0 ? denseKeyS(pos, heading, drift, flags, layer) : -1;
  let id: number;
  if (dense >= 0) {
    const f = hFind(dense);
    if (f >= 0) return f;
    id = newEntry();
    eKey[id] = dense;
    hInsert(dense, id, -1 - f);
  } else {
    const a = pid * 8 + layer;
    const b = placeNumOf(pos, heading, 0, drift, flags);
    const old = nodeKeys.find(a, b);
    if (old >= 0) return old;
    id = newEntry();
    eKey[id] = -1;
    nodeKeys.insert(a, b, id, -1 - old);
    ePushed[id] = pushed.length > 0 ? pushed : null;
  }
  ePushId[id] = pid;
  ePos[id] = pos;
  eHead[id] = heading;
  eDrift[id] = drift;
  eFlags[id] = flags;
  eRotHere[id] = rotHere;
  eSpent[id] = layer;
  eW[id] = 0;
  sLayer.add(layer, id);
  return id;
}

/** Records the step from `from` to `to` with the values `w` (packed); each speed keeps its best. */
export function addEdge(from: number, to: number, rot: number, step: number, chain: readonly number[] | null, w: number): void {
  if (nEdges === edgeCap) growEdges();
  const g = nEdges++;
  gFrom[g] = from;
  gTo[g] = to;
  gRot[g] = rot;
  gStep[g] = step;
  gChain[g] = chain;
  gW[g] = w;
  eW[to] = maxWord(eW[to]!, w);
}

// Packed values: speed s in bits 5(s - 1) to 5(s - 1) + 4, as value + 1 (1-14; 0: none). Every
// lane stays below 32 in the sums below, so no carry or borrow crosses into the next lane.
const LOW = 0b000010000100001000010000100001; // 1 in each lane
/** LIVE[k]: the lanes of the speeds above k (points left after spending k). */
export const LIVE: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
  let m = 0;
  for (let s = k + 1; s <= 6; s++) m |= 31 << (5 * (s - 1));
  return m;
});

/** Speed s's value in a packed word (-1: none). */
export function lane(w: number, s: number): number {
  return ((w >>> (5 * (s - 1))) & 31) - 1;
}

/** Lane by lane, the larger value. */
export function maxWord(a: number, b: number): number {
  const ge = (((a | (LOW * 16)) - b) >>> 4) & LOW; // (a + 16 - b in [2, 30]: bit 4 set when a >= b)
  const m = ge * 31;
  return (a & m) | (b & ~m);
}

/**
 * The values after k × 60° at a fresh point (k ≥ 1), lane by lane: the free 60° pays for one
 * (then it is used), coal for the others; 0 where the coal does not reach. With b the free 60°
 * unused, v' = v + b - 2k; in the lane, u + b + 15 - 2k (u = v + 1), which is 16 or more exactly
 * when v' ≥ 0.
 */
export function rotateWord(w: number, k: number): number {
  const b = ~w & LOW; // u even: v odd, the free 60° unused (a lane without value: too poor anyway)
  const t = w + b + LOW * 15 - LOW * 2 * k;
  const ok = (t >>> 4) & LOW;
  return ((t & (LOW * 15)) + LOW) & (ok * 31);
}

/** `after` (a step into space cell `tc` with a boat on it) without the speeds that may not push into it (by coal and points). */
export function pushWord(after: number, k: number, tc: number, drift: number): number {
  for (let s = k + 1; s <= 6; s++) if (lane(after, s) >= 0 && !canPushInto(tc, s - k, s, drift)) after &= ~(31 << (5 * (s - 1)));
  return after;
}

/** The points a push may use past this step: the fastest speed left's (pushWord's word), 0 if none. */
export function pushBudget(after: number, k: number): number {
  for (let s = 6; s > k; s--) if (lane(after, s) >= 0) return s - k - 1;
  return 0;
}

/**
 * Each speed's value (lanes above layer `k`) after final turn `t` at a point where the turns' costs
 * are not rotateWord's (on a sandbank, after a rotation here, or with free turns): the turn's coal
 * by whether that speed's free 60° is used, a sandbank's coal to leave it, lanes that cannot pay: 0.
 * (One place for legalTurns' search and the compact enumerator, legal-fast.ts.)
 */
export function wordAfterTurn(w: number, k: number, t: number, sand: boolean, unusedTurns: readonly FinalTurn[], usedTurns: readonly FinalTurn[]): number {
  let after = 0;
  for (let s = k + 1; s <= 6; s++) {
    const v = lane(w, s);
    if (v < 0) continue;
    const ft = ((v & 1) === 1 ? unusedTurns : usedTurns)[t]!;
    const c = (v >> 1) - ft.cost;
    if (c < 0 || (sand && c < 1)) continue;
    after |= (2 * (c - (sand ? 1 : 0)) + ((ft.freeAfter ?? (v & 1) === 0) ? 0 : 1) + 1) << (5 * (s - 1));
  }
  return after;
}

/** An entry at one speed as a node (to run the general rules: reversing). */
export function nodeAt(id: number, s: number): TurnNode {
  const f = eFlags[id]!;
  const v = lane(eW[id]!, s);
  return {
    pos: ePos[id]!,
    heading: eHead[id]! as Dir,
    speed: s,
    coal: v >> 1,
    points: (f & F_STRANDED) !== 0 ? 0 : s - eSpent[id]!,
    freeUsed: (v & 1) === 0,
    rotHere: eRotHere[id]!,
    speedSet: true, // (read by nothing past the start)
    stepped: (f & F_STEPPED) !== 0,
    drift: eDrift[id]!,
    stranded: (f & F_STRANDED) !== 0,
    freeTurns: (f & F_FREETURNS) !== 0,
    newest: (f & F_NEWEST) !== 0,
    pushed: ePushed[id] ?? NO_PUSH,
  };
}

/** A node's layer and flags without speed, coal and the free 60°. */
export function layerOf(n: TurnNode): number {
  return n.stranded ? DONE : n.speed - n.points;
}
export function sFlagsOf(n: TurnNode): number {
  return flagsOf(n) & ~(F_FREE | F_SPEEDSET);
}

/** Offers a reversal off a sandbank from `id` (at speed 1, the only speed that may). */
function reverseFrom(ctx: TurnCtx, id: number, rot: number): void {
  if (lane(eW[id]!, 1) < 0) return;
  const rv = doReverse(ctx, nodeAt(id, 1), null);
  if (typeof rv === 'string') return;
  const to = entryOf(rv.pushed.length > 0 ? pushIdOf(rv) : 0, rv.pushed, rv.pos, rv.heading, layerOf(rv), rv.drift, sFlagsOf(rv), rv.rotHere);
  addEdge(id, to, rot, STEP_REVERSE, null, nodeValue(rv) + 1);
}

/** DRIFT_OK[m]: the lanes of speeds m and above (enough points, or speed for driftwood; none from 7 on). */
export const DRIFT_OK: readonly number[] = Array.from({ length: 24 }, (_, m) => {
  let w = 0;
  for (let s = Math.max(1, m); s <= 6; s++) w |= 31 << (5 * (s - 1));
  return w;
});

/** Offers every step from entry `id` (layer k < 6) at every speed with points left: each rotation at its point, then a step. */
function expandSpeeds(ctx: TurnCtx, id: number, k: number): void {
  const cells = ctx.board.cell;
  const pos = ePos[id]!;
  const heading = eHead[id]!;
  const drift = eDrift[id]!;
  const flags = eFlags[id]!;
  const pushed = ePushed[id] ?? NO_PUSH;
  const sand = (cells[pos]! & CELL_SAND) !== 0;
  const freeTurns = (flags & F_FREETURNS) !== 0;
  const rotHere = eRotHere[id]!;
  const w = eW[id]! & LIVE[k]!; // the speeds with points left here
  if (w === 0) return;
  // from a fresh point off a sandbank (the usual case) the turns' costs are rotateWord's
  const fresh = !sand && rotHere === 0 && !freeTurns;
  // else the turns are the same at each speed, their costs by the free 60°
  const unusedTurns = turnsAt(sand, rotHere, freeTurns, false);
  const usedTurns = turnsAt(sand, rotHere, freeTurns, true);
  for (let t = 0; t < unusedTurns.length; t++) {
    const ft0 = unusedTurns[t]!;
    const h = ft0.to[heading]!;
    const rot = ft0.side * 4 + ft0.k;
    const target = pos + DELTA_K[h]!;
    const occupied = pushed.length === 0 ? occIdx[target] !== 0 : occupiedMarked(pushed, target);
    const tc = cells[target]!;
    const isDrift = (tc & CELL_DRIFT) !== 0;
    // each speed's value after the turn (and the sandbank's coal), lanes without: 0
    let after = fresh ? (ft0.k === 0 ? w : rotateWord(w, ft0.k)) : wordAfterTurn(w, k, t, sand, unusedTurns, usedTurns);
    if (!occupied) {
      if ((tc & CELL_WATER) === 0) continue;
      // driftwood: two points left at least, and the speed stays 1 or more after it
      if (isDrift) after &= DRIFT_OK[Math.max(k + 2, drift + 2)]!;
      if (after === 0) continue;
      const stranded = (tc & CELL_SAND) !== 0;
      const newest = stepNewest(ctx, cells, flags, tc, null);
      const nf = (flags & F_FREETURNS) | F_STEPPED | (stranded ? F_STRANDED : 0) | (newest ? F_NEWEST : 0);
      // the pushed boats stay where they are: the step keeps the list (and its number)
      const to = entryOf(ePushId[id]!, pushed, target, h, stranded ? DONE : k + (isDrift ? 2 : 1), drift + (isDrift ? 1 : 0), nf, 0);
      addEdge(id, to, rot, STEP_ADVANCE, null, after);
      continue;
    }
    // a push: the speeds that may (by coal and points), then each chain with the speeds whose
    // points it fits (a speed's chains are the longest speed's up to its budget, in that order)
    after = pushWord(after, k, tc, drift);
    const budget = pushBudget(after, k);
    if (budget > 0) {
      const chains = chainsFrom(ctx, pos, pushed, ePushId[id]!, target, budget);
      for (let j = 0; j < chains.list.length; j++) {
        const chain = chains.list[j]!;
        const cost = pushCost(cells, tc, chain);
        const fits = after & DRIFT_OK[k + cost]!; // (the speeds with `cost` points left or more)
        if (fits === 0) continue;
        const moved = pushAlong(ctx, pushed, target, chains, j);
        const newest = stepNewest(ctx, cells, flags, tc, moved);
        const nf = (flags & F_FREETURNS) | F_STEPPED | (newest ? F_NEWEST : 0);
        const to = entryOf(chainPid[chains.base + j]!, moved, target, h, k + cost, drift + (isDrift ? 1 : 0), nf, 0);
        addEdge(id, to, rot, STEP_PUSH, chain, fits);
      }
    }
    // (on a sandbank a boat cannot turn: the entry as it is)
    if (sand) reverseFrom(ctx, id, rot);
  }
  if (sand && (flags & F_STEPPED) === 0) reverseFrom(ctx, id, 0);
}

/**
 * Runs the search from `start` over every speed it may choose (the start is entry 0; the tables
 * set up by legal-build.ts's beginSearch). Returns maxSpent.
 */
export function searchSpeeds(ctx: TurnCtx, start: TurnNode): number {
  sLayer.clear();
  nEdges = 0;
  const root = entryOf(pushIdOf(start), start.pushed, start.pos, start.heading, layerOf(start), start.drift, sFlagsOf(start), start.rotHere);
  let w = (nodeValue(start) + 1) << (5 * (start.speed - 1));
  const sp = speedNodes(ctx, start);
  for (let i = 1; i < sp.length; i++) w |= (nodeValue(sp[i]!) + 1) << (5 * (sp[i]!.speed - 1));
  eW[root] = w;
  let best = spent(start);
  for (let k = 0; k <= DONE; k++) {
    const list = sLayer.at(k);
    // (a layer's expansion adds only to later layers: every step spends a point)
    for (let i = 0; i < sLayer.size(k); i++) {
      const id = list[i]!;
      const stranded = (eFlags[id]! & F_STRANDED) !== 0;
      const ew = eW[id]!;
      for (let s = 1; s <= 6; s++) if (lane(ew, s) >= 0 && (stranded ? s : k) > best) best = stranded ? s : k;
      eE0[id] = nEdges;
      if (k < 6 && !stranded) expandSpeeds(ctx, id, k);
      eE1[id] = nEdges;
    }
  }
  return best;
}

