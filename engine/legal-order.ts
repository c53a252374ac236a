// The ranking pass after the search over all speeds: the speeds' entries in the order the
// separate searches by speed gave (the list's order, which games replay by), each with its way.
// A speed's entry (id, s) is "x" = id * 8 + s.
import { LayerLists } from './legal-pools.js';
import { eE0, eE1, eFlags, eKey, eSpent, F_FREE, F_STRANDED, growWithEntries, searchCount } from './legal-entries.js';
import { eW, gFrom, gTo, gW, lane } from './legal-search.js';
import type { TurnNode } from './turn.js';

/** Per speed's entry x: its way (edge), listed (search number). */
export let xEdge = new Int32Array(0);
let xSeen = new Int32Array(0);
growWithEntries((n) => {
  const e = new Int32Array(n * 8);
  e.set(xEdge);
  xEdge = e;
  const s = new Int32Array(n * 8);
  s.set(xSeen);
  xSeen = s;
});
/** xEdge of the start at its own speed, and of the start at a speed chosen. */
export const EDGE_START = -2;
export const EDGE_SPEED = -3;

/** Per layer of points left (6 down to 0), the speeds' entries keyed and dense, in order of arrival. */
const rKeyed = new LayerLists(7);
const rDense = new LayerLists(7);

/** Lists x (first reached) in the layer of its points left (`p`), as a keyed or a dense entry. */
function listX(x: number, p: number): void {
  xSeen[x] = searchCount;
  xEdge[x] = -1;
  if (eKey[x >> 3]! >= 0) rDense.add(p, x);
  else rKeyed.add(p, x);
}

/** The speeds' entries of the last searchSpeeds in the separate searches' order (`order`), each with its way (xEdge). */
export function ranking(start: TurnNode): void {
  rKeyed.clear();
  rDense.clear();
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
    orderLen = rKeyed.appendTo(p, order, orderLen);
    orderLen = rDense.appendTo(p, order, orderLen);
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
export function parentX(x: number): number {
  const g = xEdge[x]!;
  if (g >= 0) return gFrom[g]! * 8 + (x & 7);
  return g === EDGE_SPEED ? eStartSpeed : -1;
}
/** The start at its own speed (x), for the speeds chosen. */
let eStartSpeed = 0;

export function spentOfX(x: number): number {
  const id = x >> 3;
  return (eFlags[id]! & F_STRANDED) !== 0 ? x & 7 : eSpent[id]!;
}

/** x's flags as a separate search's entry had them (the free 60° from its value). */
export function flagsX(x: number): number {
  return eFlags[x >> 3]! | ((valX(x) & 1) === 0 ? F_FREE : 0);
}

/** x's value (2 × coal + 1 while the free 60° is unused). */
export function valX(x: number): number {
  return lane(eW[x >> 3]!, x & 7);
}

/** Where layer 0 (the complete turns' ends) starts in `order`. */
export let zeroFrom = 0;
/** Entry ids of the last search, in arrival order (the first orderLen). */
export const order: number[] = [];
export let orderLen = 0;
