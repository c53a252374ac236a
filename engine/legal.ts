// The legal-turn search. A turn is a walk through search nodes (space, heading, speed, points
// left, coal, free 60° used, driftwood entered, pushed boats...). Coal is not part of a node's
// identity: of two nodes that differ only in coal (and the free 60°), the richer one can do
// everything the other can, so only it is kept ("most coal" dominance).
//   - legalTurns: a breadth-first pass by points left (every step spends a point, so each layer is
//     final when it is expanded) gives every distinct complete turn, or the crash outcomes;
//   - canComplete: a depth-first search that stops at the first complete turn ("must avoid");
//   - maxSpent: how far a boat that cannot complete its turn gets (the crash rule).
import { guardCtx, roseHeadings } from './black-rose.js';
import { BLACK_ROSE_ID } from './sides.js';
import { chanceOutcomes } from './setup.js';
import { transferActions } from './transfer.js';
import { coalForTurn } from './coal-for.js';
import {
  CELL_DEPOT,
  CELL_DOCK,
  CELL_DRIFT,
  CELL_NEWEST,
  CELL_SAND,
  CELL_WATER,
  DELTA_K,
  NO_PUSH,
  crashReason,
  crashReasonAt,
  dockMissAt,
  doAdvance,
  doReverse,
  doRotate,
  doSpeed,
  isComplete,
  makeCtx,
  moveEndAt,
  nodeFromState,
  nodeValue,
  pack,
  placeKey,
  pushedAfterChain,
  spent,
  stepAction,
  stepK,
  unpack,
  wantedStops,
  type MoveEnd,
  type PushedBoat,
  type TurnCtx,
  type TurnNode,
} from './turn.js';
import { ALL_DIRS } from './hex.js';
import type { Action, CoalFor, Dir, ErrorCode, GameEvent, GameState, Hex, LegalTurn, PushedOutcome } from './types.js';

const ROTATE_L: Action = { type: 'rotate', step: 'L' };
const ROTATE_R: Action = { type: 'rotate', step: 'R' };
const NO_ACTIONS: readonly Action[] = [];
const CONFIRM: Action = { type: 'confirm' };
const ADVANCE: readonly Action[] = [{ type: 'advance' }];
const REVERSE: readonly Action[] = [{ type: 'reverse' }];
/** ROT_ACTS[0][k]: k × rotate L; ROT_ACTS[1][k]: k × rotate R. */
const ROT_ACTS: readonly (readonly Action[])[][] = [0, 1].map((side) =>
  [0, 1, 2, 3].map((k) => Array.from({ length: k }, () => (side === 0 ? ROTATE_L : ROTATE_R))),
);

interface Edge {
  actions: readonly Action[];
  node: TurnNode;
}

/** Speed choices at the start of the turn (unchanged speed is simply no action). */
function speeds(ctx: TurnCtx, n: TurnNode): Edge[] {
  const out: Edge[] = [{ actions: NO_ACTIONS, node: n }];
  if (n.speedSet || n.stepped) return out;
  for (let s = 1; s <= 6; s++) {
    if (s === n.speed) continue;
    const c = doSpeed(ctx, n, s, null);
    if (typeof c !== 'string') out.push({ actions: [{ type: 'speed', speed: s }], node: c });
  }
  return out;
}

function occupiedAt(ctx: TurnCtx, n: TurnNode, k: number): boolean {
  return occupiedWith(ctx, n.pushed, k);
}

function occupiedWith(ctx: TurnCtx, pushed: readonly PushedBoat[], k: number): boolean {
  for (let j = 0; j < pushed.length; j++) if (pushed[j]!.pos === k) return true;
  const i = ctx.occ.get(k);
  if (i === undefined) return false;
  for (let j = 0; j < pushed.length; j++) if (pushed[j]!.i === i) return false; // pushed away
  return true;
}

/** Candidate destination chains for pushing the boat(s) ahead (doAdvance checks each fully). */
function pushChains(ctx: TurnCtx, n: TurnNode, target: number): number[][] {
  const out: number[][] = [];
  // one chain and one list of spaces used, grown and shrunk along the walk (copied when complete)
  walkChains(ctx, n, target, n.points - 1, [], [n.pos, target], out); // at least one point to enter the space
  return out;
}

// A module function rather than a closure in pushChains: through tsx (`npm run mq`) each closure
// made per call is wrapped to keep its name, a cost of its own on this hot path.
function walkChains(ctx: TurnCtx, n: TurnNode, from: number, budget: number, chain: number[], used: number[], out: number[][]): void {
  if (chain.length >= budget) return;
  const cells = ctx.board.cell;
  for (let d = 0; d < 6; d++) {
    const dest = stepK(from, d);
    if (used.includes(dest)) continue;
    const cell = cells[dest]! | 0; // (off the board: 0)
    if ((cell & CELL_WATER) === 0) continue; // off the river, island, shipyard
    chain.push(dest);
    if (occupiedAt(ctx, n, dest)) {
      if ((cell & CELL_SAND) === 0) {
        used.push(dest);
        walkChains(ctx, n, dest, budget, chain, used, out);
        used.pop();
      }
    } else out.push(chain.slice());
    chain.pop();
  }
}

/** pushChains inside a layered search (the other boats as stamps): from `pos`, the boat(s) on `target` ahead. */
function chainsFrom(ctx: TurnCtx, pos: number, pushed: readonly PushedBoat[], target: number, budget: number): number[][] {
  const out: number[][] = [];
  walkMarked(ctx.board.cell, pushed, target, budget, [], [pos, target], out);
  return out;
}

/** walkChains over the stamps (the same chains, in the same order). */
function walkMarked(cells: Uint8Array, pushed: readonly PushedBoat[], from: number, budget: number, chain: number[], used: number[], out: number[][]): void {
  if (chain.length >= budget) return;
  for (let d = 0; d < 6; d++) {
    const dest = from + DELTA_K[d]!;
    if (used.includes(dest)) continue;
    const cell = cells[dest]! | 0; // (off the board: 0)
    if ((cell & CELL_WATER) === 0) continue; // off the river, island, shipyard
    chain.push(dest);
    if (occupiedMarked(pushed, dest)) {
      if ((cell & CELL_SAND) === 0) {
        used.push(dest);
        walkMarked(cells, pushed, dest, budget, chain, used, out);
        used.pop();
      }
    } else out.push(chain.slice());
    chain.pop();
  }
}

// ---- questions ------------------------------------------------------------------------------

/** Is there a complete legal turn from `start`? (depth first, stops at the first one) */
export function canComplete(ctx: TurnCtx, start: TurnNode): boolean {
  // Nodes are generated lazily (one speed, one rotation at a time): most calls succeed on the
  // first way tried, and building every alternative first was most of their cost.
  const best = new Map<number | string, number>();
  if (dfsNode(ctx, start, best)) return true;
  if (start.speedSet || start.stepped) return false;
  for (let s = 1; s <= 6; s++) {
    if (s === start.speed) continue;
    const c = doSpeed(ctx, start, s, null);
    if (typeof c !== 'string' && dfsNode(ctx, c, best)) return true;
  }
  return false;
}

function dfsNode(ctx: TurnCtx, n: TurnNode, best: Map<number | string, number>): boolean {
  if (isComplete(n)) return ctx.accept === null || ctx.accept(n);
  const pk = placeKey(n);
  const k = typeof pk === 'number' ? pk * 8 + n.points : `${n.points}:${pk}`;
  const v = nodeValue(n);
  const b = best.get(k);
  if (b !== undefined && b >= v) return false;
  best.set(k, v);
  // no turn, then up to 3 × 60° left, then right (2 from a fresh point: 3 right = 3 left)
  if (dfsSteps(ctx, n, best)) return true;
  if (ctx.board.kind.get(n.pos) === 'sandbank') return false;
  for (let side = 0; side < 2; side++) {
    const dir = side === 0 ? -1 : 1;
    if (n.rotHere * dir < 0) continue;
    const max = n.rotHere === 0 && dir === 1 ? 2 : 3 - Math.abs(n.rotHere);
    let cur: TurnNode = n;
    for (let k = 1; k <= max; k++) {
      const c = doRotate(ctx, cur, dir, null);
      if (typeof c === 'string') break;
      cur = c;
      if (dfsSteps(ctx, c, best)) return true;
    }
  }
  return false;
}

/** The steps from a point (advance, with every push chain, or reverse), each searched as soon as it is made. */
function dfsSteps(ctx: TurnCtx, n: TurnNode, best: Map<number | string, number>): boolean {
  if (n.points <= 0 || n.stranded) return false;
  const target = stepK(n.pos, n.heading);
  if (!occupiedAt(ctx, n, target)) {
    const c = doAdvance(ctx, n, undefined, null);
    if (typeof c !== 'string' && dfsNode(ctx, c, best)) return true;
  } else {
    for (const chain of pushChains(ctx, n, target)) {
      const c = doAdvance(ctx, n, chain, null);
      if (typeof c !== 'string' && dfsNode(ctx, c, best)) return true;
    }
  }
  if (ctx.board.kind.get(n.pos) === 'sandbank') {
    const r = doReverse(ctx, n, null);
    if (typeof r !== 'string' && dfsNode(ctx, r, best)) return true;
  }
  return false;
}

/** The most movement points any continuation from `start` can spend. */
export function maxSpent(ctx: TurnCtx, start: TurnNode): number {
  const m = searchSpeeds(ctx, start);
  release();
  return m;
}

// ---- the layered search ---------------------------------------------------------------------
// Every reachable point of the turn, each reached the best way (most coal). Layered by points
// spent (searchSpeeds: one search for every speed) or left (outcomesByHeading): every step
// spends at least one point, so when a layer is expanded all ways into it are known and each
// entry is final.
//
// Entries live in typed arrays (one array per field, index = entry id), reused by every search
// (so a search must finish before the next starts: nothing in it calls back into the engine):
// most nodes are offered and then dropped by the coal dominance, and allocating an object per
// offer was most of the search's time (and its garbage). Nodes are made only to run the general
// rules (pushes, reversing); an entry keeps its pushed boats as the list the node had (lists are
// shared along the turn: a step that pushes nobody keeps its parent's).
//
// Entries that have stepped and pushed nobody ("dense" ones: most) are found by an integer key
// (layer, space relative to the start, heading, driftwood, two flags; speed in outcomesByHeading)
// in a table indexed by it; the others (start, speed choices, pushes) by (pushed list, placeKey's
// number) in `nodeKeys`. The output order is the order of first arrival in the search by speed
// and points left: per layer from 6 down, the keyed entries, then the dense ones (ranking()).

const F_FREE = 1; // the free 60° has been used
const F_SPEEDSET = 2;
const F_STEPPED = 4;
const F_STRANDED = 8;
const F_FREETURNS = 16;
const F_NEWEST = 32;

/** Steps of an edge (gStep): advance, reverse, a push (gChain: the chain); an entry's own (eStep: the start's none). */
const STEP_NONE = 0;
const STEP_ADVANCE = 1;
const STEP_REVERSE = 2;
const STEP_PUSH = 4;

let cap = 0;
let ePos = new Int32Array(0);
let eParent = new Int32Array(0);
let eKey = new Int32Array(0); // dense key, or -1
let eHead = new Uint8Array(0);
let eSpeed = new Uint8Array(0);
let eCoal = new Uint8Array(0);
let ePoints = new Uint8Array(0);
let eDrift = new Uint8Array(0);
let eFlags = new Uint8Array(0);
let eRotHere = new Int8Array(0);
let eRot = new Uint8Array(0); // side * 4 + k: the rotation before the step (ROT_ACTS)
let eStep = new Uint8Array(0);
let ePushId = new Int32Array(0); // the pushed list's number (pushIdOf); 0: nobody pushed
/** The boats pushed so far (the node's list, shared); null: nobody pushed. */
const ePushed: (readonly PushedBoat[] | null)[] = [];
// one search over all speeds (searchSpeeds): an entry's layer (spent, or DONE) and its steps (edges eE0[id] to eE1[id])
let eSpent = new Uint8Array(0);
let eE0 = new Int32Array(0);
let eE1 = new Int32Array(0);
let count = 0;

function growEntries(): void {
  const n = Math.max(4096, cap * 2);
  const g = <T extends Int32Array | Uint8Array | Int8Array>(a: T, make: (n: number) => T): T => {
    const b = make(n);
    b.set(a);
    return b;
  };
  ePos = g(ePos, (k) => new Int32Array(k));
  eParent = g(eParent, (k) => new Int32Array(k));
  eKey = g(eKey, (k) => new Int32Array(k));
  eHead = g(eHead, (k) => new Uint8Array(k));
  eSpeed = g(eSpeed, (k) => new Uint8Array(k));
  eCoal = g(eCoal, (k) => new Uint8Array(k));
  ePoints = g(ePoints, (k) => new Uint8Array(k));
  eDrift = g(eDrift, (k) => new Uint8Array(k));
  eFlags = g(eFlags, (k) => new Uint8Array(k));
  eRotHere = g(eRotHere, (k) => new Int8Array(k));
  eRot = g(eRot, (k) => new Uint8Array(k));
  eStep = g(eStep, (k) => new Uint8Array(k));
  ePushId = g(ePushId, (k) => new Int32Array(k));
  eSpent = g(eSpent, (k) => new Uint8Array(k));
  eE0 = g(eE0, (k) => new Int32Array(k));
  eE1 = g(eE1, (k) => new Int32Array(k));
  growSpeeds(n);
  for (let i = cap; i < n; i++) ePushed.push(null);
  cap = n;
}

// Dense keys: driftwood × 2 flags × layer × speed × box position × heading (< 2^20), the rare
// fields outermost so that a search's usual entries share a small part of the table. The table is
// indexed by the key itself (no hashing, no probing): per key (generation, entry id); a pair of an
// older generation counts as empty, so a search empties it in O(1).
const BOX = 13;
const D_KEYS = 4 * 2 * 2 * 7 * 6 * BOX * BOX * 6;
/** Allocated by the first search (5.5 MB, of which a search touches a few hundred kB). */
let hTab = new Int32Array(0);
let hGen = 0;

/** A new generation: every pair in the table counts as empty. */
function hNextGen(): void {
  if (hTab.length === 0) hTab = new Int32Array(2 * D_KEYS);
  if (++hGen === 0x7fffffff) {
    hGen = 1;
    hTab.fill(0);
  }
}

function denseKey(origin: number, pos: number, heading: number, speed: number, drift: number, sf: boolean, newest: boolean, points: number): number {
  const dq = (pos >> 8) - (origin >> 8) + 6;
  const dr = (pos & 255) - (origin & 255) + 6;
  if (dq < 0 || dq >= BOX || dr < 0 || dr >= BOX) return -1;
  let k = drift * 2 + (sf ? 1 : 0);
  k = k * 2 + (newest ? 1 : 0);
  k = k * 7 + points;
  k = k * 6 + (speed - 1);
  k = k * (BOX * BOX) + dq * BOX + dr;
  return k * 6 + heading;
}

/** Entry id of a dense key in this search, or -1 - key (where it goes). */
function hFind(key: number): number {
  return hTab[2 * key] === hGen ? hTab[2 * key + 1]! : -1 - key;
}

function hInsert(key: number, id: number, at: number): void {
  hTab[2 * at] = hGen;
  hTab[2 * at + 1] = id;
}

/**
 * A map from a pair of int32 keys to an int32 value: open addressing, 4 ints a slot (generation,
 * key a, key b, value), emptied in O(1) by a new generation. It replaces Maps whose keys were
 * numbers beyond the small-integer range: V8 boxes such keys, and hashing them was a large part
 * of the pushes' cost (pushes are half of the outcomes in crowded 4-boat games).
 */
const PAIR_BASE_BITS = 10;
/** Where grow() copies the pairs out (shared by the tables: one grows at a time). */
let growScratch = new Int32Array(0);

class PairTable {
  // Each search starts small again (at most twice the base size): a table grown by one crowded
  // position and kept at that size spread every later search's few hundred pairs over a few
  // hundred kB (cache misses). The buffer is kept; a search uses its first 4 << bits ints.
  private bits = PAIR_BASE_BITS;
  private tab = new Int32Array(4 << PAIR_BASE_BITS);
  private gen = 1;
  size = 0;

  clear(): void {
    // the size the last search reached, up to twice the base: most searches of a game are alike,
    // and growing (a copy of every pair) each time was a few percent of a captain's move
    this.bits = Math.min(PAIR_BASE_BITS + 1, Math.max(PAIR_BASE_BITS, this.bits));
    this.size = 0;
    this.nextGen();
  }

  private nextGen(): void {
    if (++this.gen === 0x7fffffff) {
      this.gen = 1;
      this.tab.fill(0);
    }
  }

  private slot(a: number, b: number): number {
    return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (b >>> 15), 0x85ebca6b)) >>> (32 - this.bits);
  }

  /** The value of (a, b), or -1 - (the slot where it would go). */
  find(a: number, b: number): number {
    const t = this.tab;
    const mask = (1 << this.bits) - 1;
    for (let i = this.slot(a, b); ; i = (i + 1) & mask) {
      const o = 4 * i;
      if (t[o] !== this.gen) return -1 - i;
      if (t[o + 1] === a && t[o + 2] === b) return t[o + 3]!;
    }
  }

  /** Adds (a, b) → v at the slot `find` returned (as -1 - slot). */
  insert(a: number, b: number, v: number, at: number): void {
    const o = 4 * at;
    const t = this.tab;
    t[o] = this.gen;
    t[o + 1] = a;
    t[o + 2] = b;
    t[o + 3] = v;
    if (++this.size * 2 > 1 << this.bits) this.grow();
  }

  /** Doubles the part in use: the pairs are copied out, then put back under a new generation. */
  private grow(): void {
    const used = 4 << this.bits;
    if (growScratch.length < used) growScratch = new Int32Array(used);
    const live = growScratch; // (a copy per grow was garbage)
    live.set(this.tab.subarray(0, used));
    const gen = this.gen;
    this.bits++;
    if (4 << this.bits > this.tab.length) this.tab = new Int32Array(4 << this.bits);
    this.nextGen();
    const t = this.tab;
    const mask = (1 << this.bits) - 1;
    for (let o = 0; o < used; o += 4) {
      if (live[o] !== gen) continue;
      let i = this.slot(live[o + 1]!, live[o + 2]!);
      while (t[4 * i] === this.gen) i = (i + 1) & mask;
      t[4 * i] = this.gen;
      t[4 * i + 1] = live[o + 1]!;
      t[4 * i + 2] = live[o + 2]!;
      t[4 * i + 3] = live[o + 3]!;
    }
  }
}

/**
 * Per layer (points left): the entries found by node key (start, speed choices, pushes) and the
 * dense ones, in order of arrival. The node keys: (pushId × 8 + points, placeNum) in `nodeKeys`.
 */
const nodeKeys = new PairTable();
const layerNodes: number[][] = [];
const layerDense: number[][] = [];
for (let p = 0; p <= 6; p++) {
  layerNodes.push([]);
  layerDense.push([]);
}
// Lists reused by every search are emptied by resetting a count, not `length = 0` (which drops
// the backing store: it was regrown, as garbage, on every call).
const nodesLen = new Int32Array(7);
const denseLen = new Int32Array(7);

/**
 * Pushed-boat lists get a small number per search (0: nobody pushed), so a node's key is a pair
 * of numbers: (pushId, placeKey's number part) stands for placeKey's "number|pushedKey". A list
 * is folded boat by boat: (list so far, docks the boat took from) × (index, space, speed,
 * passengers); the took lists are interned too (rarely non-empty).
 */
const pushIds = new PairTable();
const tookIds = new Map<number | string, number>();
function pushIdOf(n: TurnNode): number {
  return pushIdOfList(n.pushed);
}

function pushIdOfList(pushed: readonly PushedBoat[]): number {
  let id = 0;
  for (let j = 0; j < pushed.length; j++) {
    const p = pushed[j]!;
    const code = ((p.i * 65536 + p.pos) * 8 + p.speed) * 4 + p.passengers; // < 2^31 (i < 256)
    let t = 0;
    if (p.took.length > 0) {
      // one dock (the usual case) is its packed space's number; several, a joined string
      const tk = p.took.length === 1 ? p.took[0]! : p.took.join('/');
      t = tookIds.get(tk) ?? 0;
      if (t === 0) tookIds.set(tk, (t = tookIds.size + 1));
    }
    const a = id * 4096 + t; // < 2^31: fewer than 2^19 lists and 4096 took lists in one search
    const f = pushIds.find(a, code);
    if (f >= 0) id = f;
    else {
      const next = pushIds.size + 1;
      pushIds.insert(a, code, next, -1 - f);
      id = next;
    }
  }
  return id;
}

/**
 * The number of an entry's pushed boats as a set (issue 18): the same boats in the same places
 * (speed, passengers and docks taken too), whatever order they were first pushed in. Outcomes are
 * told apart by it: the order only says in which order the owners reorient, which changes nothing.
 */
function pushSetIdOf(id: number): number {
  const pushed = ePushed[id];
  if (!pushed || pushed.length < 2) return ePushId[id]!;
  let sorted = true;
  for (let j = 1; j < pushed.length && sorted; j++) sorted = pushed[j - 1]!.i < pushed[j]!.i;
  if (sorted) return ePushId[id]!;
  return pushIdOfList([...pushed].sort((a, b) => a.i - b.i));
}

function newEntry(): number {
  if (count === cap) growEntries();
  const id = count++;
  ePushed[id] = null;
  return id;
}

function spentOf(id: number): number {
  return (eFlags[id]! & F_STRANDED) !== 0 ? eSpeed[id]! : eSpeed[id]! - ePoints[id]!;
}

function flagsOf(n: TurnNode): number {
  return (
    (n.freeUsed ? F_FREE : 0) |
    (n.speedSet ? F_SPEEDSET : 0) |
    (n.stepped ? F_STEPPED : 0) |
    (n.stranded ? F_STRANDED : 0) |
    (n.freeTurns ? F_FREETURNS : 0) |
    (n.newest ? F_NEWEST : 0)
  );
}

function writeEntry(id: number, pos: number, heading: number, speed: number, coal: number, points: number, drift: number, flags: number, rotHere: number, parent: number, rot: number, step: number): void {
  ePos[id] = pos;
  eHead[id] = heading;
  eSpeed[id] = speed;
  eCoal[id] = coal;
  ePoints[id] = points;
  eDrift[id] = drift;
  eFlags[id] = flags;
  eRotHere[id] = rotHere;
  eParent[id] = parent;
  eRot[id] = rot;
  eStep[id] = step;
}

let origin = 0;

/** A node object for an entry (to run the general rules: pushes, reversing). */
function nodeOf(id: number): TurnNode {
  const f = eFlags[id]!;
  return {
    pos: ePos[id]!,
    heading: eHead[id]! as Dir,
    speed: eSpeed[id]!,
    coal: eCoal[id]!,
    points: ePoints[id]!,
    freeUsed: (f & F_FREE) !== 0,
    rotHere: eRotHere[id]!,
    speedSet: (f & F_SPEEDSET) !== 0,
    stepped: (f & F_STEPPED) !== 0,
    drift: eDrift[id]!,
    stranded: (f & F_STRANDED) !== 0,
    freeTurns: (f & F_FREETURNS) !== 0,
    newest: (f & F_NEWEST) !== 0,
    pushed: ePushed[id] ?? NO_PUSH,
  };
}

// The other boats' spaces for the search running now, as a byte per packed hex (a typed-array
// read instead of a scan or a Map lookup per step tried; bytes, not stamps, so the table is 64 kB):
// occIdx[k] = 1 + the index of the boat that starts the turn on k, 0 for none. Set by beginSearch(),
// cleared by the next one.
const occIdx = new Uint8Array(65536);
const occMarked: number[] = [];

function markOccupied(ctx: TurnCtx): void {
  for (let j = 0; j < occMarked.length; j++) occIdx[occMarked[j]!] = 0;
  occMarked.length = 0;
  const o = ctx.occPos;
  for (let j = 0; j < o.length; j++) {
    occIdx[o[j]!] = ctx.occ.get(o[j]!)! + 1;
    occMarked.push(o[j]!);
  }
}

/** occupiedWith over the marks (inside a layered search only). */
function occupiedMarked(pushed: readonly PushedBoat[], k: number): boolean {
  for (let j = 0; j < pushed.length; j++) if (pushed[j]!.pos === k) return true;
  const m = occIdx[k]!;
  if (m === 0) return false;
  const i = m - 1;
  for (let j = 0; j < pushed.length; j++) if (pushed[j]!.i === i) return false; // pushed away
  return true;
}

// doAdvance's rules over an entry's fields (kept in step with it: turn.ts), shared by expandSpeeds()
// and expandMulti(): the search of one start and the one of six start headings take the same steps.

/** Whether a boat may enter the empty space `tc` (its cell bits) with these points and speed. */
function canEnterEmpty(tc: number, points: number, speed: number, drift: number): boolean {
  if ((tc & CELL_WATER) === 0) return false;
  return (tc & CELL_DRIFT) === 0 || (points >= 2 && speed - (drift + 1) >= 1);
}

/** Whether a boat may push its way into the occupied space `tc` (coal aside: sandbank charges). */
function canPushInto(tc: number, points: number, speed: number, drift: number): boolean {
  const isDrift = (tc & CELL_DRIFT) !== 0;
  return (tc & CELL_WATER) !== 0 && !(isDrift && speed - (drift + 1) < 1) && (tc & CELL_SAND) === 0 && points >= (isDrift ? 2 : 1) + 1;
}

/** The points a push costs: entering `tc`, then one per space of the chain (two on driftwood). */
function pushCost(cells: Uint8Array, tc: number, chain: readonly number[]): number {
  let cost = (tc & CELL_DRIFT) !== 0 ? 2 : 1;
  for (let m = 0; m < chain.length; m++) cost += (cells[chain[m]!]! & CELL_DRIFT) !== 0 ? 2 : 1;
  return cost;
}

/** Whether the step makes the next tile due: the mover or a pushed boat on the newest tile. */
function stepNewest(ctx: TurnCtx, cells: Uint8Array, flags: number, tc: number, after: readonly PushedBoat[] | null): boolean {
  if ((flags & F_NEWEST) !== 0) return true;
  if (!ctx.revealPossible) return false;
  if ((tc & CELL_NEWEST) !== 0) return true;
  if (after) for (let m = 0; m < after.length; m++) if ((cells[after[m]!.pos]! & CELL_NEWEST) !== 0) return true;
  return false;
}

/** placeNum (turn.ts) over an entry's fields: with the pushed list, the identity of a keyed entry. */
function placeNumOf(pos: number, heading: number, speed: number, drift: number, flags: number): number {
  let k = pos;
  k = k * 8 + heading;
  k = k * 8 + speed;
  k = k * 4 + drift;
  k = k * 8 + ((flags & F_SPEEDSET) !== 0 ? 1 : 0) + ((flags & F_STEPPED) !== 0 ? 2 : 0) + ((flags & (F_STRANDED | F_FREETURNS)) !== 0 ? 4 : 0);
  return k * 2 + ((flags & F_NEWEST) !== 0 ? 1 : 0);
}

// ---- one search over all speeds -------------------------------------------------------------
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
const DONE = 7;
/** Per entry, its values by speed (2 × coal + 1 while the free 60° is unused), packed: see lane(). */
let eW = new Int32Array(0);
/** Per speed's entry x: its way (edge), listed (search number). */
let xEdge = new Int32Array(0);
let xSeen = new Int32Array(0);
let xPass = new Uint8Array(0); // while building one result: 0 not known, 1 no, 2 the path crosses a wanted dock
let xEndSpeed = new Uint8Array(0); // an end's speed after the move (LegalTurn.end.speed; 1 for a crash)
/** While building one result: actions and path from the start to x, x's end effects. */
const xPrefix: (Action[] | null)[] = [];
const xPath: (Hex[] | null)[] = [];
const xEnd: (MoveEnd | null)[] = [];
/** xEdge of the start at its own speed, and of the start at a speed chosen. */
const EDGE_START = -2;
const EDGE_SPEED = -3;

function growSpeeds(n: number): void {
  const g = <T extends Int32Array | Uint8Array | Int16Array>(a: T, b: T): T => (b.set(a), b);
  eW = g(eW, new Int32Array(n));
  xEdge = g(xEdge, new Int32Array(n * 8));
  xSeen = g(xSeen, new Int32Array(n * 8));
  xPass = g(xPass, new Uint8Array(n * 8));
  xEndSpeed = g(xEndSpeed, new Uint8Array(n * 8));
  for (let i = xPrefix.length; i < n * 8; i++) {
    xPrefix.push(null);
    xPath.push(null);
    xEnd.push(null);
  }
}

// Edges: the steps offered, in the order offered (an entry's are eE0[id] to eE1[id]).
let edgeCap = 0;
let nEdges = 0;
let gFrom = new Int32Array(0);
let gTo = new Int32Array(0);
let gRot = new Uint8Array(0); // side * 4 + k: the rotation before the step (ROT_ACTS)
let gStep = new Uint8Array(0);
let gW = new Int32Array(0); // the values offered, packed as eW
/** A push's chain (packed spaces), and its action once built. */
const gChain: (readonly number[] | null)[] = [];
const gPushAct: (Action[] | null)[] = [];

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
const sLayer: number[][] = [];
const sLen = new Int32Array(8);
for (let k = 0; k <= DONE; k++) sLayer.push([]);

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
function entryOf(pid: number, pushed: readonly PushedBoat[], pos: number, heading: number, layer: number, drift: number, flags: number, rotHere: number): number {
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
  sLayer[layer]![sLen[layer]!++] = id;
  return id;
}

/** Records the step from `from` to `to` with the values `w` (packed); each speed keeps its best. */
function addEdge(from: number, to: number, rot: number, step: number, chain: readonly number[] | null, w: number): void {
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
const LIVE: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
  let m = 0;
  for (let s = k + 1; s <= 6; s++) m |= 31 << (5 * (s - 1));
  return m;
});

/** Speed s's value in a packed word (-1: none). */
function lane(w: number, s: number): number {
  return ((w >>> (5 * (s - 1))) & 31) - 1;
}

/** Lane by lane, the larger value. */
function maxWord(a: number, b: number): number {
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
function rotateWord(w: number, k: number): number {
  const b = ~w & LOW; // u even: v odd, the free 60° unused (a lane without value: too poor anyway)
  const t = w + b + LOW * 15 - LOW * 2 * k;
  const ok = (t >>> 4) & LOW;
  return ((t & (LOW * 15)) + LOW) & (ok * 31);
}

/** An entry at one speed as a node (to run the general rules: reversing). */
function nodeAt(id: number, s: number): TurnNode {
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
function layerOf(n: TurnNode): number {
  return n.stranded ? DONE : n.speed - n.points;
}
function sFlagsOf(n: TurnNode): number {
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
const DRIFT_OK: readonly number[] = Array.from({ length: 24 }, (_, m) => {
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
    let after = 0;
    if (fresh) after = ft0.k === 0 ? w : rotateWord(w, ft0.k);
    else {
      for (let s = k + 1; s <= 6; s++) {
        const v = lane(w, s);
        if (v < 0) continue;
        const ft = ((v & 1) === 1 ? unusedTurns : usedTurns)[t]!;
        const c = (v >> 1) - ft.cost;
        if (c < 0 || (sand && c < 1)) continue;
        after |= (2 * (c - (sand ? 1 : 0)) + ((ft.freeAfter ?? (v & 1) === 0) ? 0 : 1) + 1) << (5 * (s - 1));
      }
    }
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
    let budget = 0;
    for (let s = k + 1; s <= 6; s++) {
      if (lane(after, s) >= 0) {
        if (canPushInto(tc, s - k, s, drift)) budget = s - k - 1;
        else after &= ~(31 << (5 * (s - 1)));
      }
    }
    if (budget > 0) {
      const chains = chainsFrom(ctx, pos, pushed, target, budget);
      for (let j = 0; j < chains.length; j++) {
        const chain = chains[j]!;
        const cost = pushCost(cells, tc, chain);
        const fits = after & DRIFT_OK[k + cost]!; // (the speeds with `cost` points left or more)
        if (fits === 0) continue;
        const moved = pushedAfterChain(ctx, pushed, target, chain);
        const newest = stepNewest(ctx, cells, flags, tc, moved);
        const nf = (flags & F_FREETURNS) | F_STEPPED | (newest ? F_NEWEST : 0);
        const to = entryOf(pushIdOfList(moved), moved, target, h, k + cost, drift + (isDrift ? 1 : 0), nf, 0);
        addEdge(id, to, rot, STEP_PUSH, chain, fits);
      }
    }
    // (on a sandbank a boat cannot turn: the entry as it is)
    if (sand) reverseFrom(ctx, id, rot);
  }
  if (sand && (flags & F_STEPPED) === 0) reverseFrom(ctx, id, 0);
}

/** Counts searches: TurnRecords built from one search know when another has reused the tables. */
let searchCount = 0;
/** The last search's objects are still referenced by a TurnRecords (released by the next search). */
let recordsHeld = false;

/** The tables' set-up for a new search from `pos`. */
function beginSearch(ctx: TurnCtx, pos: number): void {
  if (recordsHeld) {
    recordsHeld = false;
    release();
  }
  searchCount++;
  count = 0;
  if (cap === 0) growEntries();
  hNextGen();
  origin = pos;
  nodeKeys.clear();
  pushIds.clear();
  if (tookIds.size > 0) tookIds.clear(); // (Map.clear() allocates a fresh table even when empty)
  orderLen = 0;
  markOccupied(ctx);
}

/** Runs the search from `start` over every speed it may choose (the start is entry 0). Returns maxSpent. */
function searchSpeeds(ctx: TurnCtx, start: TurnNode): number {
  beginSearch(ctx, start.pos);
  sLen.fill(0);
  nEdges = 0;
  const root = entryOf(pushIdOf(start), start.pushed, start.pos, start.heading, layerOf(start), start.drift, sFlagsOf(start), start.rotHere);
  let w = (nodeValue(start) + 1) << (5 * (start.speed - 1));
  const sp = speeds(ctx, start);
  for (let i = 1; i < sp.length; i++) w |= (nodeValue(sp[i]!.node) + 1) << (5 * (sp[i]!.node.speed - 1));
  eW[root] = w;
  let best = spent(start);
  for (let k = 0; k <= DONE; k++) {
    const list = sLayer[k]!;
    for (let i = 0; i < sLen[k]!; i++) {
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

/** Per layer of points left (6 down to 0), the speeds' entries keyed and dense, in order of arrival. */
const rKeyed: number[][] = [];
const rDense: number[][] = [];
for (let p = 0; p <= 6; p++) {
  rKeyed.push([]);
  rDense.push([]);
}
const rKeyedLen = new Int32Array(7);
const rDenseLen = new Int32Array(7);

/** Lists x (first reached) in the layer of its points left (`p`), as a keyed or a dense entry. */
function listX(x: number, p: number): void {
  xSeen[x] = searchCount;
  xEdge[x] = -1;
  if (eKey[x >> 3]! >= 0) rDense[p]![rDenseLen[p]!++] = x;
  else rKeyed[p]![rKeyedLen[p]!++] = x;
}

/** The speeds' entries of the last searchSpeeds in the separate searches' order (`order`), each with its way (xEdge). */
function ranking(start: TurnNode): void {
  rKeyedLen.fill(0);
  rDenseLen.fill(0);
  // the start, then the speeds chosen (speeds()'s order), as the separate searches offered them
  eStartSpeed = start.speed;
  listX(start.speed, start.stranded ? 0 : start.points);
  xEdge[start.speed] = EDGE_START;
  for (let s = 1; s <= 6; s++) {
    if (s === start.speed || lane(eW[0]!, s) < 0) continue;
    listX(s, s);
    xEdge[s] = EDGE_SPEED;
  }
  orderLen = 0;
  for (let p = 6; p >= 0; p--) {
    const from = orderLen;
    zeroFrom = from; // (the last layer: points 0)
    const keyed = rKeyed[p]!;
    for (let i = 0; i < rKeyedLen[p]!; i++) order[orderLen++] = keyed[i]!;
    const dense = rDense[p]!;
    for (let i = 0; i < rDenseLen[p]!; i++) order[orderLen++] = dense[i]!;
    if (p === 0) break;
    for (let i = from; i < orderLen; i++) {
      const x = order[i]!;
      const id = x >> 3;
      const s = x & 7;
      const sh = 5 * (s - 1);
      for (let g = eE0[id]!; g < eE1[id]!; g++) {
        const v = (gW[g]! >>> sh) & 31;
        if (v === 0) continue;
        const to = gTo[g]!;
        const cx = to * 8 + s;
        if (xSeen[cx] !== searchCount) listX(cx, (eFlags[to]! & F_STRANDED) !== 0 ? 0 : s - eSpent[to]!);
        if (xEdge[cx] === -1 && v === ((eW[to]! >>> sh) & 31)) xEdge[cx] = g;
      }
    }
  }
}

/** The parent of x on its way (-1: the start at its own speed). */
function parentX(x: number): number {
  const g = xEdge[x]!;
  if (g >= 0) return gFrom[g]! * 8 + (x & 7);
  return g === EDGE_SPEED ? eStartSpeed : -1;
}
/** The start at its own speed (x), for the speeds chosen. */
let eStartSpeed = 0;

function spentOfX(x: number): number {
  const id = x >> 3;
  return (eFlags[id]! & F_STRANDED) !== 0 ? x & 7 : eSpent[id]!;
}

/** x's flags as a separate search's entry had them (the free 60° from its value). */
function flagsX(x: number): number {
  return eFlags[x >> 3]! | ((valX(x) & 1) === 0 ? F_FREE : 0);
}

/** x's value (2 × coal + 1 while the free 60° is unused). */
function valX(x: number): number {
  return lane(eW[x >> 3]!, x & 7);
}

/** Where layer 0 (the complete turns' ends) starts in `order`. */
let zeroFrom = 0;
/** Entry ids of the last search, in arrival order (the first orderLen). */
const order: number[] = [];
let orderLen = 0;
/** The end entries of the last search (the first endsLen). */
const ends: number[] = [];
let endsLen = 0;

/**
 * Every distinct complete turn from `start`, each the way that keeps the most coal; when there
 * is none, the crash outcomes (every distinct way of getting as far as possible).
 */
export function searchTurns(ctx: TurnCtx, start: TurnNode): LegalTurn[] {
  const m = searchSpeeds(ctx, start);
  ranking(start);
  const result = outcomes(ctx, start, findEnds(m));
  release();
  return result;
}

/** The ends of the last search (speeds' entries; `m`: its maxSpent): complete turns, or else the crash outcomes (returns true). */
function findEnds(m: number): boolean {
  endsLen = 0;
  // the entries with no points left are layer 0's, listed last
  for (let i = zeroFrom; i < orderLen; i++) ends[endsLen++] = order[i]!;
  const crash = endsLen === 0;
  if (crash) for (let i = 0; i < orderLen; i++) if (spentOfX(order[i]!) === m) ends[endsLen++] = order[i]!;
  return crash;
}

/**
 * Drops the tables' references to this search's objects: kept, they would outlive the call in
 * the (old-generation) tables and be promoted, which made the garbage collector's work grow.
 */
function release(): void {
  ePushed.fill(null, 0, count);
  gChain.fill(null, 0, nEdges);
  for (let i = 0; i < endsLen; i++) xEnd[ends[i]!] = null;
  endsLen = 0;
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

/** A turn at a point: k × 60° one way (side 0 = L, 1 = R), `dh` signed steps, its coal cost. */
interface FinalTurn {
  side: number;
  k: number;
  dh: number;
  cost: number;
  /** The free 60° is used afterwards; null: unchanged (free turns after backing off a sandbank). */
  freeAfter: boolean | null;
  /** The heading after it, by heading before ((h + dh) mod 6 without a division). */
  to: readonly number[];
}

function headingsAfter(dh: number): number[] {
  return [0, 1, 2, 3, 4, 5].map((h) => (h + dh + 6) % 6);
}

/** The turns at a fresh point (no turn there yet), by mode: 0 free 60° unused, 1 used, 2 all free. */
const TURN_TABLE: readonly (readonly FinalTurn[])[] = [0, 1, 2].map((mode) => {
  const out: FinalTurn[] = [{ side: 0, k: 0, dh: 0, cost: 0, freeAfter: null, to: headingsAfter(0) }];
  for (const side of [0, 1]) {
    for (let k = 1; k <= (side === 0 ? 3 : 2); k++) {
      const cost = mode === 2 ? 0 : mode === 1 ? k : k - 1;
      out.push({ side, k, dh: side === 0 ? -k : k, cost, freeAfter: mode === 2 ? null : true, to: headingsAfter(side === 0 ? -k : k) });
    }
  }
  return out;
});

const STAY: readonly FinalTurn[] = [TURN_TABLE[0]![0]!];
/** headingsAfter(dh) by dh + 3. */
const HEADINGS_AFTER: readonly (readonly number[])[] = [-3, -2, -1, 0, 1, 2, 3].map(headingsAfter);

/** The turns possible at a point (shared table entries in the usual case). */
function turnsAt(sand: boolean, rotHere: number, freeTurns: boolean, freeUsed: boolean): readonly FinalTurn[] {
  if (sand) return STAY;
  if (rotHere === 0) return TURN_TABLE[freeTurns ? 2 : freeUsed ? 1 : 0]!;
  const out: FinalTurn[] = [STAY[0]!];
  const dir = rotHere > 0 ? 1 : -1;
  let cost = 0;
  let free = freeUsed;
  for (let k = 1; k <= 3 - Math.abs(rotHere); k++) {
    cost += freeTurns || !free ? 0 : 1;
    free = free || !freeTurns;
    out.push({ side: dir === 1 ? 1 : 0, k, dh: dir * k, cost, freeAfter: freeTurns ? null : true, to: HEADINGS_AFTER[dir * k + 3]! });
  }
  return out;
}

// ---- from entries to LegalTurn objects ------------------------------------------------------


/** ROT_CONFIRM[side][k]: the last rotation of a turn, then confirm. */
const ROT_CONFIRM: readonly (readonly Action[])[][] = ROT_ACTS.map((bySide) => bySide.map((acts) => [...acts, CONFIRM]));

/** SPEED_ACTS[s]: choosing speed s. */
const SPEED_ACTS: readonly (readonly Action[])[] = [0, 1, 2, 3, 4, 5, 6].map((speed) => [{ type: 'speed', speed }]);

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
function hexOf(k: number): Hex {
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
function pushedOut(ctx: TurnCtx, id: number, pushed: readonly PushedBoat[]): PushedOutcome[] {
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

// Outcomes are told apart by (end space, heading, speed after, newest tile, crash reason): for
// those without pushes a slot in a fixed box around the start (stamped, not cleared), for the
// others a pair in the `found` table (the pushed boats as a set, pushSetIdOf; end space, speed,
// newest, 18 heading × reason slots). A box slot holds (stamp, outcome) side by side; the rare fields (reason, newest) are
// the outermost, so the usual outcomes stay in the first sixth of the table (fewer cache misses).
const OUT_SIZE = BOX * BOX * 6 * 6 * 2 * 3;
const OUT = new Int32Array(2 * OUT_SIZE);
let outGeneration = 0;
// found outcomes: entry, final turn, value (coal after, free turn), crash reason
let fEntry = new Int32Array(4096);
let fValue = new Int32Array(4096);
let fReason = new Uint8Array(4096);
let fDh = new Int8Array(4096);
let fCost = new Uint8Array(4096);
let fRot = new Uint8Array(4096); // the final rotation: side * 4 + k (ROT_CONFIRM)
/** moveEndAt of this call's ends: (pushId, (space, stranded, speed, driftwood, coal < 16)) → endObjs index. */
const endKeys = new PairTable();
const endObjs: (MoveEnd | null)[] = [];
/** Outcomes off the box: (pushId, (end space, speed, newest) × 18 heading-reason slots) → outcome. */
const found = new PairTable();
/**
 * findOutcomes' groups off the box: (pushed boats as a set, end space, speed, newest) → group g
 * in `groups`; gOut[18 g + heading-reason slot]: the outcome there, or -1. One table lookup per
 * end entry instead of one per final heading (pushes are half the outcomes in crowded games).
 */
const groups = new PairTable();
let gOut = new Int32Array(18 * 256);
const REASONS = [undefined, 'blocked', 'newestTile'] as const;

function outcomes(ctx: TurnCtx, start: TurnNode, crash: boolean): LegalTurn[] {
  const nf = findOutcomes(ctx, start, crash);
  const result: LegalTurn[] = new Array<LegalTurn>(nf); // sized once (push regrew it: garbage)
  const passengers = ctx.state.boats[ctx.mover]!.passengers;
  const wanted = crash ? NO_WANTED : wantedStops(ctx);
  if (wanted.length > 0) xPass.fill(0, 0, count * 8);
  for (let f = 0; f < nf; f++) result[f] = buildTurn(ctx, start, f, passengers, wanted);
  return result;
}

/**
 * The distinct outcomes of the last search (the first n of fEntry, fDh...), each the way that
 * keeps the most coal, in order of first arrival (fEntry: speeds' entries). Their ends' effects are in xEnd.
 */
function findOutcomes(ctx: TurnCtx, start: TurnNode, crash: boolean): number {
  const cells = ctx.board.cell;
  outGeneration = outGeneration === 0x7fffffff ? 1 : outGeneration + 1;
  if (outGeneration === 1) OUT.fill(0);
  const gen = outGeneration;
  groups.clear();
  endKeys.clear();
  let nEnds = 0;
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
    let end: MoveEnd | null = null;
    let speed = 1;
    if (!crash && pushed.length === 0 && (cells[pos]! & (CELL_DOCK | CELL_DEPOT)) === 0 && !finishPossible) {
      speed = stranded ? 1 : speedX - eDrift[id]!; // moveEndAt's speed (its other effects: none)
    } else if (!crash) {
      // ends that differ only in heading have the same effects: once per (pushed boats, space,
      // speed, driftwood, coal)
      const ek = ((((pos * 2 + (stranded ? 1 : 0)) * 8 + speedX) * 4 + eDrift[id]!) * 16 + coal) | 0;
      const e = coal < 16 ? endKeys.find(ePushId[id]!, ek) : -1;
      if (e >= 0) end = endObjs[e]!;
      else {
        end = moveEndAt(ctx, pos, stranded, speedX, eDrift[id]!, coal, pushed);
        if (coal < 16) {
          endKeys.insert(ePushId[id]!, ek, nEnds, -1 - e);
          endObjs[nEnds++] = end;
        }
      }
      speed = end.speed;
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
          fDh = grow(fDh, new Int8Array(nf * 2));
          fCost = grow(fCost, new Uint8Array(nf * 2));
          fRot = grow(fRot, new Uint8Array(nf * 2));
        }
        fEntry[nf] = x;
        fDh[nf] = ft.dh;
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
        fDh[old] = ft.dh;
        fCost[old] = ft.cost;
        fRot[old] = ft.side * 4 + ft.k;
        fValue[old] = value;
      }
    }
  }
  for (let i = 0; i < nEnds; i++) endObjs[i] = null; // (see release())
  return nf;
}

/** Outcome f of the last search as a LegalTurn (`wanted`: wantedStops, none for crash outcomes). */
function buildTurn(ctx: TurnCtx, start: TurnNode, f: number, passengers: number, wanted: readonly number[]): LegalTurn {
  const { state } = ctx;
  built = true;
  const x = fEntry[f]!;
  const id = x >> 3;
  const end = xEnd[x];
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
    heading: ((eHead[id]! + fDh[f]! + 6) % 6) as Dir,
    speed: xEndSpeed[x]!,
    coal: end?.refill ? 6 : coal,
    passengers: end ? end.passengers : passengers,
  };
  const coalSpent = start.coal - coal;
  const reason = REASONS[fReason[f]!];
  const pushed = ePushed[id];
  // what the move's events will tell: what the coal pays for, and a dock stop's passenger (or why none)
  const coalFor = coalSpent > 0 ? coalForTurn(ctx.board, start.speed, actions, path, coalSpent, coalShared) : undefined;
  const flags = eFlags[id]!;
  if (!end && !pushed && !reason && plainTurn(state, flags) && !(wanted.length > 0 && passesWanted(x, wanted))) {
    // the usual turn, as one literal: a property added afterwards costs an allocation of its own
    return coalFor ? { actions, path, coalSpent, end: e, coalFor } : { actions, path, coalSpent, end: e };
  }
  // a pushing turn as one literal too;
  // the optional fields keep their order: crash, pushed, revealsTile, finishes, stranded, passesDock, coalFor, passenger
  const t: LegalTurn =
    pushed && !reason ? { actions, path, coalSpent, end: e, pushed: pushedOut(ctx, id, pushed) } : { actions, path, coalSpent, end: e };
  if (reason) {
    t.crash = reason;
    if (pushed) t.pushed = pushedOut(ctx, id, pushed);
  }
  if ((flags & F_NEWEST) !== 0 && !state.revealOwed) t.revealsTile = true;
  if (end?.finishes) t.finishes = true;
  if ((flags & F_STRANDED) !== 0) t.stranded = true;
  if (wanted.length > 0 && e.passengers === passengers && !t.finishes && passesWanted(x, wanted)) t.passesDock = true;
  if (coalFor) t.coalFor = coalFor;
  if (end) {
    const passenger = end.takes !== null ? 'taken' : dockMissAt(ctx, ePos[id]!, e.speed, pushed ?? NO_PUSH);
    if (passenger) t.passenger = passenger;
  }
  return t;
}

const NO_WANTED: number[] = [];

/** A turn with no end effects (no MoveEnd) whose flags add none of revealsTile and stranded. */
function plainTurn(state: GameState, flags: number): boolean {
  return (flags & F_STRANDED) === 0 && ((flags & F_NEWEST) === 0 || state.revealOwed);
}

/**
 * Whether the entry's path (after its first space) crosses one of these packed spaces: memoised
 * per entry along the parent chain (turns share most of their path; scanning each turn's path
 * was a tenth of building the result).
 */
function passesWanted(x: number, wanted: readonly number[]): boolean {
  const m = xPass[x]!;
  if (m !== 0) return m === 2;
  const parent = parentX(x);
  const pos = ePos[x >> 3]!;
  // a step that stays put (rotations, speed) adds no space to the path
  const yes = parent >= 0 && (passesWanted(parent, wanted) || (ePos[parent >> 3] !== pos && wanted.includes(pos)));
  xPass[x] = yes ? 2 : 1;
  return yes;
}

// ---- the turns as records ----

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
  const m = searchSpeeds(ctx, start);
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
    const end = xEnd[x];
    r.pos[f] = ePos[x >> 3]!;
    r.speed[f] = xEndSpeed[x]!;
    r.passengers[f] = end ? end.passengers : aboard;
    r.coalSpent[f] = start.coal - ((valX(x) >> 1) - fCost[f]!);
    r.flags[f] = (end?.finishes ? RECORD_FINISHES : 0) | (crash ? RECORD_CRASH : 0);
  }
  const wanted = crash ? NO_WANTED : wantedStops(ctx);
  if (wanted.length > 0) xPass.fill(0, 0, count * 8);
  recordsHeld = true;
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
      return buildTurn(ctx, start, f, aboard, wanted);
    },
  };
}

// ---- one search for several start headings (heading decisions) -----------------------------
// A captain choosing a heading (start, reorientation, departure, entering from a dock) scores
// the boat's next turn from each heading. The six searches differ only at the first point: from
// its first step on, every search walks the same entries, reached with different coal. So one
// search runs for all of them: an entry keeps, per start heading ("root"), the best value that
// root reaches it with (2 × coal + 1 while the free 60° is unused; -1: not reached), which is
// exactly what that root's own search keeps there (layered: final when expanded). Each root's
// outcomes are then what its own search lists, in another order and without their actions.

const ROOTS = 6;
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
      layerDense[points]![denseLen[points]!++] = id;
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
      layerNodes[points]![nodesLen[points]!++] = id;
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
        const chains = chainsFrom(ctx, pos, pushed, target, points - 1);
        for (let j = 0; j < chains.length; j++) {
          const chain = chains[j]!;
          const cost = pushCost(cells, tc, chain);
          if (cost > points) continue;
          const after = pushedAfterChain(ctx, pushed, target, chain);
          const newest = stepNewest(ctx, cells, flags, tc, after);
          const nf = (flags & (F_SPEEDSET | F_FREETURNS)) | F_STEPPED | (newest ? F_NEWEST : 0);
          for (let r = 0; r < ROOTS; r++) mScratch[r] = coalAfter[r]! < 0 ? -1 : 2 * coalAfter[r]! + (freeAfter[r] ? 0 : 1);
          offerMulti(pushIdOfList(after), after, target, h, speed, points - cost, drift + (isDrift ? 1 : 0), nf, 0, mScratch);
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
  nodesLen.fill(0);
  denseLen.fill(0);
  mConflict = false;
  for (let r = 0; r < starts.length; r++) {
    const sp = speeds(ctx, starts[r]!);
    for (const e of sp) offerNodeMulti(e.node, r);
  }
  const roots = starts.length;
  const maxSpentR = new Array<number>(roots).fill(-1);
  for (let p = 6; p >= 0; p--) {
    const from = orderLen;
    zeroFrom = from;
    const nodes = layerNodes[p]!;
    for (let k = 0; k < nodesLen[p]!; k++) order[orderLen++] = nodes[k]!;
    const dense = layerDense[p]!;
    for (let k = 0; k < denseLen[p]!; k++) order[orderLen++] = dense[k]!;
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
  recordsHeld = true;
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
      built = true;
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

// ---- public entry points --------------------------------------------------------------------

/** Index of the boat whose move is pending, or -1. */
export function moverIndex(state: GameState): number {
  if (state.pending.kind !== 'move' || !state.turn) return -1;
  const id = state.pending.boat;
  return state.boats.findIndex((b) => b.id === id);
}

/**
 * Every distinct complete turn of the boat to move, from the current point of its turn; when
 * none exists, the forced crash outcomes (each with `crash` set). Empty if no move is pending.
 */
export function legalTurns(state: GameState): LegalTurn[] {
  const i = moverIndex(state);
  if (i < 0) return [];
  const ctx = guardCtx(makeCtx(state, i));
  const accept = ctx.accept;
  ctx.accept = null; // the search lists every turn; the Black Rose guard filters them below
  let turns = searchTurns(ctx, nodeFromState(state, i));
  if (accept) {
    const kept = turns.filter((t) => t.crash !== undefined || accept(turnEndNode(ctx, t), true));
    // a guard that would leave no turn at all is lifted (docs/rules.md, The Black Rose)
    if (kept.length > 0) turns = kept;
  }
  const virtual = state.turn?.virtualCoal ?? 0;
  if (virtual > 0) {
    // the virtual coal is lost at the end of the turn: the boat keeps at most 6
    for (const t of turns) if (t.end.coal > 6) t.end = { ...t.end, coal: 6 };
  }
  return turns;
}

/** What the Black Rose guard reads of a listed turn's end, as a search node. */
function turnEndNode(ctx: TurnCtx, t: LegalTurn): TurnNode {
  const pushed: PushedBoat[] = (t.pushed ?? []).map((p) => ({
    i: ctx.state.boats.findIndex((b) => b.id === p.boat),
    pos: pack(p.pos),
    speed: p.speed,
    passengers: p.passengers,
    took: [],
  }));
  const n = nodeFromState(ctx.state, ctx.mover);
  // end.speed is the speed after driftwood and sandbanks: the guard reads speed - drift
  return { ...n, pos: pack(t.end.pos), heading: t.end.heading, speed: t.end.speed, drift: 0, stranded: false, points: 0, pushed };
}

/**
 * Checks one move action against the "must choose a complete legal turn if any exists" rule:
 * returns the node after it, or the rejection code. `confirm` returns the current node.
 */
export function checkMoveAction(
  ctx: TurnCtx,
  n: TurnNode,
  a: Action,
  ev: GameEvent[] | null,
  known?: boolean,
): { node: TurnNode; crash: 'blocked' | 'newestTile' | null; completable: boolean } | { code: ErrorCode } {
  if (a.type === 'confirm' && isComplete(n)) {
    if (ctx.accept && !ctx.accept(n, true)) return { code: 'move/black-rose-needs-coal' };
    return { node: n, crash: null, completable: true };
  }
  let possible: boolean;
  if (ctx.accept) {
    possible = canComplete(ctx, n);
    if (!possible) {
      // Only in a position built by hand (beginTurn sets the guard only when some turn keeps it):
      // no turn keeps the Black Rose able to move with 1 coal, so the guard is lifted.
      ctx.accept = null;
      possible = canComplete(ctx, n);
    }
  } else possible = known ?? canComplete(ctx, n);
  if (a.type === 'confirm') {
    if (possible || spent(n) < maxSpent(ctx, n)) return { code: 'turn/points-left' };
    return { node: n, crash: crashReason(ctx, n), completable: false };
  }
  const c = stepAction(ctx, n, a, ev);
  if (typeof c === 'string') return { code: c };
  if (possible) {
    if (!canComplete(ctx, c)) {
      // refused only by the Black Rose guard (RULINGS §19): say so
      if (ctx.accept && canComplete({ ...ctx, accept: null }, c)) return { code: 'move/black-rose-needs-coal' };
      return { code: 'move/must-avoid' };
    }
  } else if (maxSpent(ctx, c) < maxSpent(ctx, n)) return { code: 'move/must-avoid' };
  return { node: c, crash: null, completable: possible };
}

/** The immediate legal actions for the pending decision (chance: its possible outcomes). */
export function legalActions(state: GameState): Action[] {
  const p = state.pending;
  switch (p.kind) {
    case 'over':
      return [];
    case 'chance':
      return chanceOutcomes(state);
    case 'placeBoat':
      return ALL_DIRS.map((heading) => ({ type: 'placeBoat', heading }));
    case 'depart':
      return ALL_DIRS.map((heading) => ({ type: 'depart', heading }));
    case 'reorient':
      return (p.boat === BLACK_ROSE_ID ? roseHeadings(state) : ALL_DIRS).map((heading) => ({ type: 'reorient', heading }));
    case 'enterDock':
      return p.docks.flatMap((dock) => ALL_DIRS.map((heading) => ({ type: 'enterDock', dock, heading }) as Action));
    case 'transfer':
      return transferActions(state);
    case 'move': {
      const i = moverIndex(state);
      if (i < 0) return [];
      const ctx = guardCtx(makeCtx(state, i));
      const n = nodeFromState(state, i);
      const candidates: Action[] = [];
      if (!n.speedSet && !n.stepped) for (let s = 1; s <= 6; s++) candidates.push({ type: 'speed', speed: s });
      candidates.push(ROTATE_L, ROTATE_R);
      if (n.points > 0) {
        const target = stepK(n.pos, n.heading);
        if (occupiedAt(ctx, n, target)) {
          for (const chain of pushChains(ctx, n, target)) candidates.push({ type: 'advance', push: chain.map(unpack) });
        } else candidates.push({ type: 'advance' });
        candidates.push({ type: 'reverse' });
      }
      candidates.push({ type: 'confirm' });
      return candidates.filter((a) => 'node' in checkMoveAction(ctx, n, a, null));
    }
  }
}

export type { Dir, Hex };
export { pack };
