// The rules of a step over an entry's fields (kept in step with turn.ts's doAdvance and its
// neighbours), shared by the search over all speeds and the heading search: the other boats'
// spaces, push chains, what a step may enter and costs, and the turns possible at a point.
import { F_NEWEST, pushIdOfList, searchCount } from './legal-entries.js';
import { PairTable } from './legal-pools.js';
import { CELL_DRIFT, CELL_NEWEST, CELL_SAND, CELL_WATER, DELTA_K, doSpeed, pushedAfterChain, type PushedBoat, type TurnCtx, type TurnNode } from './turn.js';

// The other boats' spaces for the search running now, as a byte per packed hex (a typed-array
// read instead of a scan or a Map lookup per step tried; bytes, not stamps, so the table is 64 kB):
// occIdx[k] = 1 + the index of the boat that starts the turn on k, 0 for none. Set by beginSearch(),
// cleared by the next one.

/** The start and its speed choices (speed unchanged first, then 1 to 6: each a node as doSpeed made it). */
export function speedNodes(ctx: TurnCtx, n: TurnNode): TurnNode[] {
  const out: TurnNode[] = [n];
  if (n.speedSet || n.stepped) return out;
  for (let s = 1; s <= 6; s++) {
    if (s === n.speed) continue;
    const c = doSpeed(ctx, n, s, null);
    if (typeof c !== 'string') out.push(c);
  }
  return out;
}

/**
 * pushChains inside a layered search (the other boats as stamps): from `pos`, the boat(s) on
 * `target` ahead, with the pushed boats `pushed` (their list's number `pid`). Read-only lists,
 * shared by the calls of one search with the same pushed boats, space and step (issue 18: the
 * same push is tried from many entries). They may hold chains longer than `budget`: the callers
 * skip a chain costing more than the points left, which every chain past the budget does.
 */
export function chainsFrom(ctx: TurnCtx, pos: number, pushed: readonly PushedBoat[], pid: number, target: number, budget: number): Chains {
  if (chainsSearch !== searchCount) {
    chainsSearch = searchCount;
    chainsKeys.clear();
    chainsLists.length = 0;
    chainsBudget.length = 0;
    chainPushed.fill(null, 0, nChains);
    nChains = 0;
  }
  const key = pos * 1024 + (target - pos + 512); // (target is a neighbour: |target - pos| < 512)
  const f = chainsKeys.find(pid, key);
  if (f >= 0 && chainsBudget[f]! >= budget) return chainsLists[f]!;
  const out: number[][] = [];
  walkMarked(ctx.board.cell, pushed, target, budget, [], [pos, target], out);
  const c: Chains = { list: out, base: nChains };
  nChains += out.length;
  while (chainPushed.length < nChains) chainPushed.push(null);
  if (chainPid.length < nChains) {
    const b = new Int32Array(Math.max(256, nChains * 2));
    b.set(chainPid);
    chainPid = b;
  }
  if (f >= 0) {
    chainsLists[f] = c;
    chainsBudget[f] = budget;
  } else {
    chainsKeys.insert(pid, key, chainsLists.length, -1 - f);
    chainsLists.push(c);
    chainsBudget.push(budget);
  }
  return c;
}

/**
 * One (pushed boats, space, step)'s chains (chainsFrom); chain j's pushed boats after the push
 * and their list's number (pushIdOfList) are chainPushed and chainPid at base + j, filled in by
 * pushAlong when first asked (this search's, the first nChains).
 */
export interface Chains {
  readonly list: readonly (readonly number[])[];
  readonly base: number;
}
const chainPushed: (PushedBoat[] | null)[] = [];
export let chainPid = new Int32Array(256);
let nChains = 0;

/** chainsFrom's memo for the search `chainsSearch`: (pid, space and step) → index in chainsLists, with the budget they were walked for. */
let chainsSearch = -1;
const chainsKeys = new PairTable();
const chainsLists: Chains[] = [];
const chainsBudget: number[] = [];

/**
 * pushedAfterChain(ctx, pushed, target, c.list[j]) (chainsFrom's arguments), its list's number
 * in chainPid[c.base + j]: memoised per chain, as a chain is tried from many entries (about three times each
 * in open water) and each try built the same pushed boats anew (most of a search's garbage).
 * The list is read-only and shared, as the chains are.
 */
export function pushAlong(ctx: TurnCtx, pushed: readonly PushedBoat[], target: number, c: Chains, j: number): PushedBoat[] {
  let moved = chainPushed[c.base + j];
  if (!moved) {
    chainPushed[c.base + j] = moved = pushedAfterChain(ctx, pushed, target, c.list[j]!);
    chainPid[c.base + j] = pushIdOfList(moved);
  }
  return moved;
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

// cleared by the next one.
export const occIdx = new Uint8Array(65536);
const occMarked: number[] = [];

export function markOccupied(ctx: TurnCtx): void {
  for (let j = 0; j < occMarked.length; j++) occIdx[occMarked[j]!] = 0;
  occMarked.length = 0;
  const o = ctx.occPos;
  for (let j = 0; j < o.length; j++) {
    occIdx[o[j]!] = ctx.occ.get(o[j]!)! + 1;
    occMarked.push(o[j]!);
  }
}

/** occupiedWith over the marks (inside a layered search only). */
export function occupiedMarked(pushed: readonly PushedBoat[], k: number): boolean {
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
export function canEnterEmpty(tc: number, points: number, speed: number, drift: number): boolean {
  if ((tc & CELL_WATER) === 0) return false;
  return (tc & CELL_DRIFT) === 0 || (points >= 2 && speed - (drift + 1) >= 1);
}

/** Whether a boat may push its way into the occupied space `tc` (coal aside: sandbank charges). */
export function canPushInto(tc: number, points: number, speed: number, drift: number): boolean {
  const isDrift = (tc & CELL_DRIFT) !== 0;
  return (tc & CELL_WATER) !== 0 && !(isDrift && speed - (drift + 1) < 1) && (tc & CELL_SAND) === 0 && points >= (isDrift ? 2 : 1) + 1;
}

/** The points a push costs: entering `tc`, then one per space of the chain (two on driftwood). */
export function pushCost(cells: Uint8Array, tc: number, chain: readonly number[]): number {
  let cost = (tc & CELL_DRIFT) !== 0 ? 2 : 1;
  for (let m = 0; m < chain.length; m++) cost += (cells[chain[m]!]! & CELL_DRIFT) !== 0 ? 2 : 1;
  return cost;
}

/** Whether the step makes the next tile due: the mover or a pushed boat on the newest tile. */
export function stepNewest(ctx: TurnCtx, cells: Uint8Array, flags: number, tc: number, after: readonly PushedBoat[] | null): boolean {
  if ((flags & F_NEWEST) !== 0) return true;
  if (!ctx.revealPossible) return false;
  if ((tc & CELL_NEWEST) !== 0) return true;
  if (after) for (let m = 0; m < after.length; m++) if ((cells[after[m]!.pos]! & CELL_NEWEST) !== 0) return true;
  return false;
}


/** A turn at a point: k × 60° one way (side 0 = L, 1 = R), `dh` signed steps, its coal cost. */
export interface FinalTurn {
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
export const TURN_TABLE: readonly (readonly FinalTurn[])[] = [0, 1, 2].map((mode) => {
  const out: FinalTurn[] = [{ side: 0, k: 0, dh: 0, cost: 0, freeAfter: null, to: headingsAfter(0) }];
  for (const side of [0, 1]) {
    for (let k = 1; k <= (side === 0 ? 3 : 2); k++) {
      const cost = mode === 2 ? 0 : mode === 1 ? k : k - 1;
      out.push({ side, k, dh: side === 0 ? -k : k, cost, freeAfter: mode === 2 ? null : true, to: headingsAfter(side === 0 ? -k : k) });
    }
  }
  return out;
});

export const STAY: readonly FinalTurn[] = [TURN_TABLE[0]![0]!];
/** headingsAfter(dh) by dh + 3. */
export const HEADINGS_AFTER: readonly (readonly number[])[] = [-3, -2, -1, 0, 1, 2, 3].map(headingsAfter);

/** The turns possible at a point (shared table entries in the usual case). */
export function turnsAt(sand: boolean, rotHere: number, freeTurns: boolean, freeUsed: boolean): readonly FinalTurn[] {
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
