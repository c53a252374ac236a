// The compact legal-turn enumerator (issue 18): one search over all six speeds whose state is
// integers in typed arrays, and the distinct outcomes as records. It finds the outcomes the
// search of legal-search.ts finds (the same rules: the step helpers of legal-steps.ts, the packed
// per-speed values of legal-search.ts, pushes and ends' effects from turn.ts), without edges for a
// ranking pass, without node objects, and with its entries found by direct index:
//   - the river's water spaces numbered (for the river searched last), so an entry without pushes
//     is at (layer, driftwood, aground-or-free-turns, newest tile, space, heading) in a table
//     indexed by that number (stamped per search, never cleared);
//   - pushed boats as a *set* (sorted by boat, interned as a number per search): entries and
//     outcomes that differ only in the order boats were first pushed are one (issue 18's folding;
//     the order changes nothing that follows), and each distinct push (pushed set, space, step) is
//     worked out once per search (its chains, their costs and the pushed boats after each);
//   - per entry and speed, the step that last raised its value (its way, to rebuild the turn's
//     actions when asked).
// Its list is in its own order (by layer and arrival), not legalTurns': it is proved equal to
// legalTurns as a set of outcomes (tests/engine/legal-fast.test.ts).
import { byBoat, PairTable } from './legal-pools.js';
import { DRIFT_OK, LIVE, lane, maxWord, pushBudget, pushWord, rotateWord, wordAfterTurn } from './legal-search.js';
import { HEADINGS_AFTER, pushCost, speedNodes, turnsAt } from './legal-steps.js';
import { ADVANCE, NO_ACTIONS, REVERSE, ROT_ACTS, ROT_CONFIRM, SPEED_ACTS } from './legal-actions.js';
import {
  CELL_DEPOT,
  CELL_DOCK,
  CELL_DRIFT,
  CELL_NEWEST,
  CELL_SAND,
  CELL_WATER,
  DELTA_K,
  END_FINISHES,
  END_REFILL,
  END_TAKES,
  NO_PUSH,
  crashReasonAt,
  doReverse,
  endFactsAt,
  makeCtx,
  nodeFromState,
  nodeValue,
  pushedAfterChain,
  unpack,
  type PushedBoat,
  type Board,
  type TurnCtx,
  type TurnNode,
} from './turn.js';
import { moverIndex } from './legal-turns.js';
import type { Action, GameState } from './types.js';

// ---- the river's water spaces, numbered -------------------------------------------------------

// One table for the river searched last: a playout's sampled tile draws make a new river (and
// board) every few moves, and numbering all 65,536 cells of each (and a table of its own) was a
// tenth of a playout's enumerations. Switching rivers clears the previous river's spaces only.
const numTable = new Int16Array(65536).fill(-1);
let numCells: Uint8Array | null = null;
let numKeys: number[] = [];

/** Numbers the water spaces of `board` (-1 elsewhere) in numTable, unless it was the last numbered; returns how many. */
function numberOf(board: Board): number {
  if (board.cell === numCells) return numKeys.length;
  for (const k of numKeys) numTable[k] = -1;
  const keys: number[] = [];
  for (const k of board.kind.keys()) if ((board.cell[k]! & CELL_WATER) !== 0) numTable[k] = keys.push(k) - 1;
  numKeys = keys;
  numCells = board.cell;
  return keys.length;
}

// ---- entries ---------------------------------------------------------------------------------

/** An entry's flags. */
const F_STEPPED = 1;
const F_STRANDED = 2;
const F_FREETURNS = 4;
const F_NEWEST = 8;
/** The layer of an entry run aground (complete at any speed). */
const DONE = 7;
/** Edge steps. */
const S_ADVANCE = 1;
const S_REVERSE = 2;
const S_PUSH = 3;

let cap = 0;
let count = 0;
let ePos = new Int32Array(0);
let eHead = new Uint8Array(0);
let eLayer = new Uint8Array(0);
let eDrift = new Uint8Array(0);
let eFlags = new Uint8Array(0);
let eRotHere = new Int8Array(0);
let ePid = new Int32Array(0);
/** Per entry, its values by speed, packed as legal-search.ts's eW (value + 1 in 5 bits a speed). */
let eW = new Int32Array(0);
/** Per entry and speed (id * 8 + s): the edge that brought its value (-1: the start). */
let xWay = new Int32Array(0);

function grow(): void {
  const n = Math.max(2048, cap * 2);
  const g = <T extends Int32Array | Uint8Array | Int8Array>(a: T, b: T): T => (b.set(a), b);
  ePos = g(ePos, new Int32Array(n));
  eHead = g(eHead, new Uint8Array(n));
  eLayer = g(eLayer, new Uint8Array(n));
  eDrift = g(eDrift, new Uint8Array(n));
  eFlags = g(eFlags, new Uint8Array(n));
  eRotHere = g(eRotHere, new Int8Array(n));
  ePid = g(ePid, new Int32Array(n));
  eW = g(eW, new Int32Array(n));
  xWay = g(xWay, new Int32Array(n * 8));
  cap = n;
}

/** The entries of each layer (spent 0-6, DONE), in order of arrival. */
const layerIds: Int32Array[] = Array.from({ length: DONE + 1 }, () => new Int32Array(256));
const layerLen = new Int32Array(DONE + 1);

function addToLayer(k: number, id: number): void {
  let a = layerIds[k]!;
  if (layerLen[k] === a.length) {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    layerIds[k] = a = b;
  }
  a[layerLen[k]!++] = id;
}

// Entries without pushes by direct index: slot = key, (search stamp, entry id) side by side.
let slots = new Int32Array(0);
let stamp = 0;
/** Entries with pushes: (pushed set, key) → id. */
const pushedEntries = new PairTable();

// Search-wide state (set by fastOutcomes for the search running).
let cells: Uint8Array = new Uint8Array(0);
const num = numTable;
let nWater = 0;
let reveal = false;

/** The entry (pid, space, heading, layer, driftwood, flags), made when new (value: none yet). */
function entryAt(pid: number, pos: number, h: number, layer: number, drift: number, flags: number): number {
  const sub = (((layer * 4 + drift) * 2 + ((flags & (F_STRANDED | F_FREETURNS)) !== 0 ? 1 : 0)) * 2 + ((flags & F_NEWEST) !== 0 ? 1 : 0)) | 0;
  const key = (sub * nWater + num[pos]!) * 6 + h;
  let id: number;
  if (pid === 0) {
    if (slots[2 * key] === stamp) return slots[2 * key + 1]!;
    id = newEntry();
    slots[2 * key] = stamp;
    slots[2 * key + 1] = id;
  } else {
    const f = pushedEntries.find(pid, key);
    if (f >= 0) return f;
    id = newEntry();
    pushedEntries.insert(pid, key, id, -1 - f);
  }
  ePos[id] = pos;
  eHead[id] = h;
  eLayer[id] = layer;
  eDrift[id] = drift;
  eFlags[id] = flags;
  eRotHere[id] = 0;
  ePid[id] = pid;
  eW[id] = 0;
  addToLayer(layer, id);
  return id;
}

function newEntry(): number {
  if (count === cap) grow();
  return count++;
}

// ---- edges: the steps that raised a value (a turn's way) --------------------------------------

let edgeCap = 0;
let nEdges = 0;
let gFrom = new Int32Array(0);
let gRot = new Uint8Array(0); // side * 4 + k: the rotation before the step
let gStep = new Uint8Array(0);
let gChain = new Int32Array(0); // a push's chain (in chainCells), else -1

function growEdges(): void {
  const n = Math.max(2048, edgeCap * 2);
  const g = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
  gFrom = g(gFrom, new Int32Array(n));
  gRot = g(gRot, new Uint8Array(n));
  gStep = g(gStep, new Uint8Array(n));
  gChain = g(gChain, new Int32Array(n));
  edgeCap = n;
}

/** Offers the values `w` (packed) to entry `to` by a step from `from`; each speed keeps its best (the first of equals). */
function offer(from: number, to: number, rot: number, step: number, chain: number, w: number): void {
  const old = eW[to]!;
  const now = maxWord(old, w);
  if (now === old) return;
  eW[to] = now;
  if (nEdges === edgeCap) growEdges();
  const g = nEdges++;
  gFrom[g] = from;
  gRot[g] = rot;
  gStep[g] = step;
  gChain[g] = chain;
  const diff = now ^ old;
  for (let s = 1; s <= 6; s++) if (((diff >>> (5 * (s - 1))) & 31) !== 0) xWay[to * 8 + s] = g;
}

// ---- pushes: the boats pushed as a set, each distinct push worked out once per search ----------

/** Per pushed set (pid; 0: none): its boats sorted by index, read-only (this search's: the first nPids). */
const pidList: (readonly PushedBoat[])[] = [NO_PUSH];
let nPids = 1;
/** Folds a sorted list boat by boat: (set so far, docks taken) × (boat, space, speed, passengers). */
const pidFold = new PairTable();
const tookNums = new Map<number | string, number>();

function pidOfSorted(list: readonly PushedBoat[]): number {
  let id = 0;
  for (let j = 0; j < list.length; j++) {
    const p = list[j]!;
    const code = ((p.i * 65536 + p.pos) * 8 + p.speed) * 4 + p.passengers;
    let t = 0;
    if (p.took.length > 0) {
      const tk = p.took.length === 1 ? p.took[0]! : p.took.join('/');
      t = tookNums.get(tk) ?? 0;
      if (t === 0) tookNums.set(tk, (t = tookNums.size + 1));
    }
    const a = id * 4096 + t;
    const f = pidFold.find(a, code);
    if (f >= 0) id = f;
    else {
      const next = nPids++;
      pidFold.insert(a, code, next, -1 - f);
      // (the list up to this boat: a prefix set of its own)
      pidList[next] = list.slice(0, j + 1);
      id = next;
    }
  }
  return id;
}

/** The set number of a pushed list in any order. */
function pidOf(list: readonly PushedBoat[]): number {
  if (list.length < 2) return pidOfSorted(list);
  return pidOfSorted(byBoat(list));
}

/** Per boat index + 1 on its space at the start, 0: none (the mover excluded). Set per search. */
const occ = new Uint8Array(65536);
const occMarked: number[] = [];

function occupied(pid: number, k: number): boolean {
  if (pid === 0) return occ[k] !== 0;
  const list = pidList[pid]!;
  for (let j = 0; j < list.length; j++) if (list[j]!.pos === k) return true;
  const m = occ[k]!;
  if (m === 0) return false;
  for (let j = 0; j < list.length; j++) if (list[j]!.i === m - 1) return false; // pushed away
  return true;
}

// A push (pushed set, space, step): its chains (up to 5 boats deep: no speed pays for more), each
// with its cost, the pushed set after it and whether a pushed boat is then on the newest tile.
const pushKeys = new PairTable();
/** Per push: where its chains start in the chain tables, and how many. */
let pushFirst = new Int32Array(64);
let pushCount = new Int32Array(64);
let nPushes = 0;
let nChains = 0;
const chainCells: (readonly number[])[] = [];
let chainCost = new Uint8Array(256);
let chainPid = new Int32Array(256);
let chainNewest = new Uint8Array(256);

function pushOf(ctx: TurnCtx, pid: number, pos: number, target: number, tc: number): number {
  const key = pos * 1024 + (target - pos + 512);
  const f = pushKeys.find(pid, key);
  if (f >= 0) return f;
  const p = nPushes++;
  if (p === pushFirst.length) {
    const a = new Int32Array(p * 2);
    a.set(pushFirst);
    pushFirst = a;
    const b = new Int32Array(p * 2);
    b.set(pushCount);
    pushCount = b;
  }
  pushKeys.insert(pid, key, p, -1 - f);
  pushFirst[p] = nChains;
  const found: number[][] = [];
  walk(pid, target, 5, [], [pos, target], found);
  const before = pidList[pid]!;
  for (const chain of found) {
    if (nChains === chainCost.length) {
      const n = nChains * 2;
      const c = new Uint8Array(n);
      c.set(chainCost);
      chainCost = c;
      const d = new Int32Array(n);
      d.set(chainPid);
      chainPid = d;
      const e = new Uint8Array(n);
      e.set(chainNewest);
      chainNewest = e;
    }
    const after = pushedAfterChain(ctx, before, target, chain);
    let newest = 0;
    for (let m = 0; m < after.length; m++) if ((cells[after[m]!.pos]! & CELL_NEWEST) !== 0) newest = 1;
    chainCells[nChains] = chain;
    chainCost[nChains] = pushCost(cells, tc, chain);
    chainPid[nChains] = pidOf(after);
    chainNewest[nChains] = newest;
    nChains++;
  }
  pushCount[p] = found.length;
  return p;
}

/** The push chains from `from` (legal-steps.ts walkMarked's, over the pushed set). */
function walk(pid: number, from: number, budget: number, chain: number[], used: number[], out: number[][]): void {
  if (chain.length >= budget) return;
  for (let d = 0; d < 6; d++) {
    const dest = from + DELTA_K[d]!;
    if (used.includes(dest)) continue;
    const cell = cells[dest]! | 0;
    if ((cell & CELL_WATER) === 0) continue;
    chain.push(dest);
    if (occupied(pid, dest)) {
      if ((cell & CELL_SAND) === 0) {
        used.push(dest);
        walk(pid, dest, budget, chain, used, out);
        used.pop();
      }
    } else out.push(chain.slice());
    chain.pop();
  }
}

// ---- the search --------------------------------------------------------------------------------

/** Offers every step from entry `id` (layer k < 6) at every speed with points left (legal-search.ts expandSpeeds' rules). */
function expand(ctx: TurnCtx, id: number, k: number): void {
  const pos = ePos[id]!;
  const heading = eHead[id]!;
  const drift = eDrift[id]!;
  const flags = eFlags[id]!;
  const pid = ePid[id]!;
  const sand = (cells[pos]! & CELL_SAND) !== 0;
  const freeTurns = (flags & F_FREETURNS) !== 0;
  const rotHere = eRotHere[id]!;
  const w = eW[id]! & LIVE[k]!;
  if (w === 0) return;
  const fresh = !sand && rotHere === 0 && !freeTurns;
  const unusedTurns = turnsAt(sand, rotHere, freeTurns, false);
  const usedTurns = turnsAt(sand, rotHere, freeTurns, true);
  for (let t = 0; t < unusedTurns.length; t++) {
    const ft0 = unusedTurns[t]!;
    const h = ft0.to[heading]!;
    const rot = ft0.side * 4 + ft0.k;
    const target = pos + DELTA_K[h]!;
    const tc = cells[target]! | 0;
    const isDrift = (tc & CELL_DRIFT) !== 0;
    let after = fresh ? (ft0.k === 0 ? w : rotateWord(w, ft0.k)) : wordAfterTurn(w, k, t, sand, unusedTurns, usedTurns);
    if (!occupied(pid, target)) {
      if ((tc & CELL_WATER) === 0) continue;
      if (isDrift) after &= DRIFT_OK[Math.max(k + 2, drift + 2)]!;
      if (after === 0) continue;
      const stranded = (tc & CELL_SAND) !== 0;
      const newest = (flags & F_NEWEST) !== 0 || (reveal && (tc & CELL_NEWEST) !== 0);
      const nf = F_STEPPED | (stranded ? F_STRANDED : 0) | (newest ? F_NEWEST : 0);
      const to = entryAt(pid, target, h, stranded ? DONE : k + (isDrift ? 2 : 1), drift + (isDrift ? 1 : 0), nf);
      offer(id, to, rot, S_ADVANCE, -1, after);
      continue;
    }
    after = pushWord(after, k, tc, drift);
    const budget = pushBudget(after, k);
    if (budget > 0) {
      const p = pushOf(ctx, pid, pos, target, tc);
      const c0 = pushFirst[p]!;
      const c1 = c0 + pushCount[p]!;
      for (let c = c0; c < c1; c++) {
        const cost = chainCost[c]!;
        const fits = after & DRIFT_OK[k + cost]!;
        if (fits === 0) continue;
        const newest = (flags & F_NEWEST) !== 0 || (reveal && ((tc & CELL_NEWEST) !== 0 || chainNewest[c] !== 0));
        const to = entryAt(chainPid[c]!, target, h, k + cost, drift + (isDrift ? 1 : 0), F_STEPPED | (newest ? F_NEWEST : 0));
        offer(id, to, rot, S_PUSH, c, fits);
      }
    }
  }
  if (sand && (flags & F_STEPPED) === 0) reverseFrom(ctx, id);
}

/** The start as a node at speed 1 (to reverse off a sandbank: rare, so through turn.ts's doReverse). */
let start1: TurnNode | null = null;

function reverseFrom(ctx: TurnCtx, id: number): void {
  if (lane(eW[id]!, 1) < 0 || !start1) return;
  const rv = doReverse(ctx, start1, null);
  if (typeof rv === 'string') return;
  const nf = F_STEPPED | (rv.stranded ? F_STRANDED : 0) | (rv.freeTurns ? F_FREETURNS : 0) | (rv.newest ? F_NEWEST : 0);
  const to = entryAt(0, rv.pos, rv.heading, rv.stranded ? DONE : 1, rv.drift, nf);
  offer(id, to, 0, S_REVERSE, -1, nodeValue(rv) + 1);
}

// ---- outcomes ----------------------------------------------------------------------------------

/** FastOutcomes.flags bits. */
export const FAST_FINISHES = 1;
export const FAST_CRASH_BLOCKED = 2;
export const FAST_CRASH_NEWEST = 4;
export const FAST_STRANDED = 8;
export const FAST_REVEALS = 16;
export const FAST_REFILL = 32;
export const FAST_TAKES = 64;

/**
 * The distinct outcomes of the boat's turn from `start` (the first `length` of each array), each
 * the way that keeps the most coal: a complete turn's or, when none exists, the crash outcomes.
 * The arrays are reused by the next call.
 */
export interface FastOutcomes {
  readonly length: number;
  /** End space (packed as turn.ts pack()), heading, speed after the move, passengers aboard. */
  readonly pos: Int32Array;
  readonly heading: Uint8Array;
  readonly speed: Uint8Array;
  readonly passengers: Uint8Array;
  readonly coalSpent: Uint8Array;
  /** FAST_* bits. */
  readonly flags: Uint8Array;
  /** The pushed boats' set number: fastPushed() lists them (0: nobody pushed). */
  readonly pushed: Int32Array;
  /** The search these are from (fastActions refuses them once another has run). */
  readonly search: number;
}

let oX = new Int32Array(1024); // the end's entry and speed (id * 8 + s)
let oValue = new Int32Array(1024);
let oRot = new Uint8Array(1024); // the final rotation: side * 4 + k
let oPos = new Int32Array(1024);
let oHead = new Uint8Array(1024);
let oSpeed = new Uint8Array(1024);
let oPass = new Uint8Array(1024);
let oCoal = new Uint8Array(1024);
let oFlags = new Uint8Array(1024);
let oPid = new Int32Array(1024);

function growOutcomes(): void {
  const n = oX.length * 2;
  const g = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
  oX = g(oX, new Int32Array(n));
  oValue = g(oValue, new Int32Array(n));
  oRot = g(oRot, new Uint8Array(n));
  oPos = g(oPos, new Int32Array(n));
  oHead = g(oHead, new Uint8Array(n));
  oSpeed = g(oSpeed, new Uint8Array(n));
  oPass = g(oPass, new Uint8Array(n));
  oCoal = g(oCoal, new Uint8Array(n));
  oFlags = g(oFlags, new Uint8Array(n));
  oPid = g(oPid, new Int32Array(n));
}

// Outcomes without pushes by direct index ((reason, newest, speed, space, heading): stamped
// slots, as the entries'); with pushes, (pushed set, that key) in a pair table.
let oSlots = new Int32Array(0);
const pushedOutcomes = new PairTable();
let nOut = 0;

/**
 * Outcome of the end x (= id * 8 + s) after its final turn to `heading`, value `value`, crash
 * reason r (0 none); `key`: (reason, newest, speed after, space, heading) as a number.
 */
function addOutcomeAt(x: number, key: number, heading: number, rot: number, value: number, r: number, pid: number): void {
  let old = -1;
  if (pid === 0) {
    if (oSlots[2 * key] === stamp) old = oSlots[2 * key + 1]!;
  } else {
    const f = pushedOutcomes.find(pid, key);
    if (f >= 0) old = f;
    else pushedOutcomes.insert(pid, key, nOut, -1 - f);
  }
  if (old < 0) {
    if (nOut === oX.length) growOutcomes();
    if (pid === 0) {
      oSlots[2 * key] = stamp;
      oSlots[2 * key + 1] = nOut;
    }
    oX[nOut] = x;
    oHead[nOut] = heading;
    oRot[nOut] = rot;
    oValue[nOut] = value;
    oFlags[nOut] = r === 0 ? 0 : r === 1 ? FAST_CRASH_BLOCKED : FAST_CRASH_NEWEST;
    oPid[nOut] = pid;
    nOut++;
  } else if (oValue[old]! < value) {
    oX[old] = x;
    oHead[old] = heading;
    oRot[old] = rot;
    oValue[old] = value;
  }
}

/** The outcomes of an end x: its final turns (the end's effects filled in later, per outcome). */
function endOutcomes(ctx: TurnCtx, x: number, crash: boolean): void {
  const id = x >> 3;
  const s = x & 7;
  const pos = ePos[id]!;
  const flags = eFlags[id]!;
  const v = lane(eW[id]!, s);
  const coal = v >> 1;
  const freeUsed = (v & 1) === 0;
  const stranded = (flags & F_STRANDED) !== 0;
  // the speed after the move (a crash: 1); the other effects once per outcome, below
  const speed = crash ? 1 : stranded ? 1 : s - eDrift[id]!;
  const newest = (flags & F_NEWEST) !== 0 ? 1 : 0;
  const pid = ePid[id]!;
  if (!crash && (flags & F_FREETURNS) === 0 && eRotHere[id] === 0 && (cells[pos]! & CELL_SAND) === 0) {
    // the usual end, a fresh point: k × 60° costs k - 1 coal with the free 60° unused (then used),
    // else k, so the value after is v + f - 2k (f: the free 60° unused), kept when not negative
    const base = ((newest * 6 + (speed - 1)) * nWater + num[pos]!) * 6;
    const f = v & 1;
    const h = eHead[id]!;
    for (let t = 0; t < 6; t++) {
      const k = FRESH_K[t]!;
      const value = k === 0 ? v : v + f - 2 * k;
      if (value < 0) continue;
      const heading = HEADINGS_AFTER[FRESH_DH[t]! + 3]![h]!;
      addOutcomeAt(x, base + heading, heading, FRESH_ROT[t]!, value, 0, pid);
    }
    return;
  }
  const turns = turnsAt((cells[pos]! & CELL_SAND) !== 0, eRotHere[id]!, (flags & F_FREETURNS) !== 0, freeUsed);
  for (let t = 0; t < turns.length; t++) {
    const ft = turns[t]!;
    if (ft.cost > coal) continue;
    const heading = ft.to[eHead[id]!]!;
    const r = crash ? (crashReasonAt(ctx, pos, heading) === 'blocked' ? 1 : 2) : 0;
    const value = 2 * (coal - ft.cost) + ((ft.freeAfter ?? freeUsed) ? 0 : 1);
    addOutcomeAt(x, (((r * 2 + newest) * 6 + (speed - 1)) * nWater + num[pos]!) * 6 + heading, heading, ft.side * 4 + ft.k, value, r, pid);
  }
}

/** The turns at a fresh point (legal-steps.ts TURN_TABLE's order): 60° steps, signed steps, side * 4 + k. */
const FRESH_K = [0, 1, 2, 3, 1, 2];
const FRESH_DH = [0, -1, -2, -3, 1, 2];
const FRESH_ROT = [0, 1, 2, 3, 5, 6];

/** The search's id: turnActions() refuses a search that is not the last one. */
let searchNo = 0;

/**
 * Every distinct outcome of the turn of `ctx`'s mover from `start` (legalTurns' outcomes, pushed
 * boats as a set; without the Black Rose guard, which legalTurns applies to built turns).
 */
export function fastOutcomes(ctx: TurnCtx, start: TurnNode): FastOutcomes {
  beginFast(ctx, start);
  const startCoal = start.coal;
  // the search, layer by layer (a layer's expansion adds only to later ones), and maxSpent
  let best = start.stranded ? start.speed : start.speed - start.points;
  let ends = 0;
  for (let k = 0; k <= DONE; k++) {
    const list = layerIds[k]!;
    for (let i = 0; i < layerLen[k]!; i++) {
      const id = list[i]!;
      if (k === DONE) {
        ends++;
        continue;
      }
      const w = eW[id]!;
      if (k > 0 && lane(w, k) >= 0) ends++;
      if (k > best) best = k;
      if (k < 6) expand(ctx, id, k);
    }
  }
  // the ends: each entry at the speed it spent all its points at (or run aground: every speed);
  // none: the crash outcomes, every entry and speed that got as far as any could
  const crash = ends === 0;
  for (let k = 0; k <= DONE; k++) {
    if (crash ? k !== best : false) continue;
    const list = layerIds[k]!;
    for (let i = 0; i < layerLen[k]!; i++) {
      const id = list[i]!;
      const w = eW[id]!;
      if (crash || k === DONE) {
        for (let s = 1; s <= 6; s++) if (lane(w, s) >= 0) endOutcomes(ctx, id * 8 + s, crash);
      } else if (k > 0 && lane(w, k) >= 0) endOutcomes(ctx, id * 8 + k, false);
    }
  }
  // each outcome's record and its end's effects
  const mover = ctx.state.boats[ctx.mover]!;
  const aboard = mover.passengers;
  const finishPossible = aboard === 2 && ctx.state.finish !== null;
  const revealOwed = ctx.state.revealOwed;
  for (let o = 0; o < nOut; o++) {
    const x = oX[o]!;
    const id = x >> 3;
    const pos = ePos[id]!;
    const flags = eFlags[id]!;
    const stranded = (flags & F_STRANDED) !== 0;
    const pid = ePid[id]!;
    let speed = 1;
    let passengers = aboard;
    let bits = oFlags[o]!;
    const coal = oValue[o]! >> 1;
    if (!crash) {
      speed = stranded ? 1 : (x & 7) - eDrift[id]!;
      if (pid !== 0 || (cells[pos]! & (CELL_DOCK | CELL_DEPOT)) !== 0 || finishPossible) {
        const end = endFactsAt(ctx, pos, stranded, x & 7, eDrift[id]!, pidList[pid]!);
        speed = end & 7;
        passengers = (end >> 3) & 3;
        if ((end & END_FINISHES) !== 0) bits |= FAST_FINISHES;
        if ((end & END_REFILL) !== 0) bits |= FAST_REFILL;
        if ((end & END_TAKES) !== 0) bits |= FAST_TAKES;
      }
    }
    if (stranded) bits |= FAST_STRANDED;
    if ((flags & F_NEWEST) !== 0 && !revealOwed) bits |= FAST_REVEALS;
    oPos[o] = pos;
    oSpeed[o] = speed;
    oPass[o] = passengers;
    oCoal[o] = startCoal - coal;
    oFlags[o] = bits;
  }
  return { length: nOut, pos: oPos, heading: oHead, speed: oSpeed, passengers: oPass, coalSpent: oCoal, flags: oFlags, pushed: oPid, search: searchNo };
}

/** fastOutcomes of the boat to move in `state`, from the current point of its turn (null: no move pending). */
export function fastTurnOutcomes(state: GameState): FastOutcomes | null {
  const i = moverIndex(state);
  return i < 0 ? null : fastOutcomes(makeCtx(state, i), nodeFromState(state, i));
}

/** The tables' set-up for a search of `ctx` from `start`: the root entry holds every speed it may choose. */
function beginFast(ctx: TurnCtx, start: TurnNode): void {
  searchNo++;
  cells = ctx.board.cell;
  nWater = numberOf(ctx.board);
  reveal = ctx.revealPossible;
  const keys = 128 * nWater * 6; // (layer 8 × driftwood 4 × 2 × 2) × spaces × headings
  if (slots.length < 2 * keys) slots = new Int32Array(2 * keys);
  const outKeys = 36 * nWater * 6; // (reason 3 × newest 2 × speed 6) × spaces × headings
  if (oSlots.length < 2 * outKeys) oSlots = new Int32Array(2 * outKeys);
  if (++stamp === 0x7fffffff) {
    stamp = 1;
    slots.fill(0);
    oSlots.fill(0);
  }
  if (cap === 0) grow();
  count = 0;
  nEdges = 0;
  nOut = 0;
  layerLen.fill(0);
  pushedEntries.clear();
  pushedOutcomes.clear();
  pidFold.clear();
  nPids = 1;
  if (tookNums.size > 0) tookNums.clear();
  pushKeys.clear();
  nPushes = 0;
  nChains = 0;
  for (let j = 0; j < occMarked.length; j++) occ[occMarked[j]!] = 0;
  occMarked.length = 0;
  const o = ctx.occPos;
  for (let j = 0; j < o.length; j++) {
    occ[o[j]!] = ctx.occ.get(o[j]!)! + 1;
    occMarked.push(o[j]!);
  }
  // the root: the start at its speed, and each speed it may choose (speedNodes: coal paid)
  const root = newEntry();
  ePos[root] = start.pos;
  eHead[root] = start.heading;
  const layer = start.stranded ? DONE : start.speed - start.points;
  eLayer[root] = layer;
  eDrift[root] = start.drift;
  eFlags[root] = (start.stepped ? F_STEPPED : 0) | (start.stranded ? F_STRANDED : 0) | (start.freeTurns ? F_FREETURNS : 0) | (start.newest ? F_NEWEST : 0);
  eRotHere[root] = start.rotHere;
  ePid[root] = 0; // (a turn in progress keeps no pushes: the boats are where its steps put them)
  start1 = null;
  let w = 0;
  for (const n of speedNodes(ctx, start)) {
    w |= (nodeValue(n) + 1) << (5 * (n.speed - 1));
    xWay[root * 8 + n.speed] = n === start ? -1 : -2;
    if (n.speed === 1) start1 = n;
  }
  eW[root] = w;
  addToLayer(layer, root);
}

// ---- a turn's way, when asked ------------------------------------------------------------------

/**
 * The actions that play outcome `o` of the last fastOutcomes call (from the point of the turn it
 * started from to `confirm`), the way it kept: each step's rotation and step, back to the start.
 */
export function fastActions(o: number, outcomes: FastOutcomes): Action[] {
  if (outcomes.search !== searchNo || o < 0 || o >= outcomes.length) throw new Error('fastActions: not an outcome of the last search');
  const parts: (readonly Action[])[] = [ROT_CONFIRM[oRot[o]! >> 2]![oRot[o]! & 3]!];
  let x = oX[o]!;
  for (;;) {
    const g = xWay[x]!;
    if (g === -1) break;
    if (g === -2) {
      parts.push(SPEED_ACTS[x & 7]!);
      break;
    }
    const step = gStep[g]!;
    parts.push(
      step === S_ADVANCE ? ADVANCE : step === S_REVERSE ? REVERSE : step === S_PUSH ? [{ type: 'advance', push: chainCells[gChain[g]!]!.map(unpack) }] : NO_ACTIONS,
    );
    parts.push(ROT_ACTS[gRot[g]! >> 2]![gRot[g]! & 3]!);
    x = gFrom[g]! * 8 + (x & 7);
  }
  const out: Action[] = [];
  for (let j = parts.length - 1; j >= 0; j--) for (const a of parts[j]!) out.push(a);
  return out;
}

/** Whether `outcomes` are the last search's (fastActions and fastPushed read its tables). */
export function fastIsCurrent(outcomes: FastOutcomes): boolean {
  return outcomes.search === searchNo;
}

/** The boats of a pushed set (FastOutcomes.pushed) of the last search, sorted by index. */
export function fastPushed(pid: number): readonly PushedBoat[] {
  return pid < nPids ? pidList[pid]! : NO_PUSH;
}


/** The last search's sizes (for measurements: docs/cli.md, issue 18). */
export function fastSearchSizes(): { entries: number; ways: number; pushes: number; chains: number; pushedSets: number } {
  return { entries: count, ways: nEdges, pushes: nPushes, chains: nChains, pushedSets: nPids - 1 };
}
