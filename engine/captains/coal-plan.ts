// The exact plan of a boat with a little coal: the plan at 0 coal (coalless.ts) with the coal
// layered in. A race that has stopped moving is often one where boats with 1-3 coal circle a spot
// the estimate (fields.ts, plan-table.ts) rates a few turns from the goal, no turn ever getting
// them nearer: sandbank walls that take coal to cross, docks that take a sharp stop. Here a state
// is (space, heading, speed, coal 0..6) and a move spends at most 1 coal: a speed change of 2, a
// second 60° turn, or leaving a sandbank (forwards, or one space backwards then any heading);
// a move ending on a coal depot at speed 1 refills to 6. Every move modelled is a real move of a
// boat alone on the river (tests/engine/coal-plan.test.ts checks them against legalTurns); moves
// spending 2 coal or more are left out, so the plan's turns are ones the boat can surely sail.
// Used by the captains only once a race has stopped moving (planWeights in evaluate.ts).
import { CELL_DEPOT, CELL_DRIFT, CELL_SAND, CELL_WATER, stepK } from '../turn.js';
import type { PlacedTile } from '../types.js';
import { coallessGraph, moveGraph, NO_WAY, type CoallessGraph } from './coalless.js';

export const MAX_COAL = 6;
const LAYERS = MAX_COAL + 1;

/** The 1-coal moves of a river, on top of the 0-coal graph. */
export interface CoalGraph {
  base: CoallessGraph;
  /** States (of the 0-coal numbering) that refill: on a coal depot at speed 1. */
  refill: Uint8Array;
  /** Forward 1-coal moves in CSR form (state numbers of the 0-coal numbering). */
  oneStart: Int32Array;
  oneTo: Int32Array;
  /** Reverse 1-coal moves. */
  oneRevStart: Int32Array;
  oneRevFrom: Int32Array;
  /** Memoised value tables (per goal key). */
  tables: Map<string, CoalTable>;
}

const graphs = new WeakMap<readonly PlacedTile[], CoalGraph>();

/**
 * Where one move ends, or −1: from space k facing h, at speed s2, with rotations `rots` (before
 * step `at`, or after the last step when `at` ≥ the steps taken; each ±60°, in order), the boat
 * leaving a sandbank forwards when `fromSand`.
 */
export function endOf(cell: Uint8Array, index: Int32Array, k: number, h: number, s2: number, rots: Rots, fromSand: boolean): number {
  let pos = k;
  let hd = h;
  let points = s2;
  let drift = 0;
  let stranded = false;
  let r = 0;
  for (let j = 0; points > 0; j++) {
    while (r < rots.length && rots[r]![0] === j) {
      if (j === 0 && fromSand) return -1; // no turning on a sandbank
      hd = (hd + rots[r]![1]) % 6;
      r++;
    }
    const t = stepK(pos, hd);
    const c = cell[t]!;
    if (!(c & CELL_WATER)) return -1;
    let cost = 1;
    if (c & CELL_DRIFT) {
      if (s2 - (drift + 1) < 1) return -1;
      cost = 2;
      drift++;
    }
    if (cost > points) return -1;
    pos = t;
    points -= cost;
    if (c & CELL_SAND) {
      stranded = true;
      break;
    }
  }
  // rotations left for after the last step (none on a sandbank)
  if (r < rots.length) {
    if (stranded) return -1;
    for (; r < rots.length; r++) hd = (hd + rots[r]![1]) % 6;
  }
  const endSpeed = stranded ? 1 : s2 - drift;
  return index[pos]! * 36 + hd * 6 + (Math.max(1, endSpeed) - 1);
}

type Rots = readonly (readonly [number, number])[];
/** Rotation lists with one rotation (at 0..s2, ±60°), or none; by s2. */
const ONE_TURN: Rots[][] = [];
/** Rotation lists with exactly two rotations (the second costs 1 coal), never back and forth at one point; by s2. */
const TWO_TURNS: Rots[][] = [];
for (let s2 = 0; s2 <= 6; s2++) {
  const one: Rots[] = [[]];
  for (let at = 0; at <= s2; at++) for (const d of [1, 5]) one.push([[at, d]]);
  ONE_TURN.push(one);
  const two: Rots[] = [];
  for (let a = 0; a <= s2; a++) {
    for (let b = a; b <= s2; b++) {
      for (const d1 of [1, 5]) {
        for (const d2 of [1, 5]) {
          if (a === b && d1 !== d2) continue;
          two.push([
            [a, d1],
            [b, d2],
          ]);
        }
      }
    }
  }
  TWO_TURNS.push(two);
}

/** Every end state of one move from (k, h, s) that spends exactly 1 coal. */
export function coalMovesFrom(cell: Uint8Array, index: Int32Array, k: number, h: number, s: number, out: Set<number>): void {
  const add = (x: number) => {
    if (x >= 0) out.add(x);
  };
  if (cell[k]! & CELL_SAND) {
    // Leaving a sandbank costs the coal: forwards (speed changes by 1 for free, no turn before the
    // first step, the free 60° after it), or one space backwards at speed 1, then any heading.
    for (let s2 = Math.max(1, s - 1); s2 <= Math.min(6, s + 1); s2++) {
      for (const rots of ONE_TURN[s2]!) if (rots.length === 0 || rots[0]![0] > 0) add(endOf(cell, index, k, h, s2, rots, true));
    }
    const back = stepK(k, (h + 3) % 6);
    const c = cell[back]!;
    if (c & CELL_WATER && !(c & CELL_DRIFT)) {
      const i = index[back]!;
      if (c & CELL_SAND) add(i * 36 + h * 6); // aground again, still facing h
      else for (let hd = 0; hd < 6; hd++) add(i * 36 + hd * 6);
    }
    return;
  }
  for (const s2 of [s - 2, s + 2]) {
    if (s2 < 1 || s2 > 6) continue;
    for (const rots of ONE_TURN[s2]!) add(endOf(cell, index, k, h, s2, rots, false));
  }
  for (let s2 = Math.max(1, s - 1); s2 <= Math.min(6, s + 1); s2++) {
    for (const rots of TWO_TURNS[s2]!) add(endOf(cell, index, k, h, s2, rots, false));
  }
}

export function coalGraph(river: readonly PlacedTile[]): CoalGraph {
  let g = graphs.get(river);
  if (g) return g;
  const base = coallessGraph(river);
  const { cell, index, spaces } = base;
  const n = spaces.length * 36;
  const refill = new Uint8Array(n);
  for (let i = 0; i < spaces.length; i++) if (cell[spaces[i]!]! & CELL_DEPOT) for (let h = 0; h < 6; h++) refill[i * 36 + h * 6] = 1;
  const m = moveGraph(cell, index, spaces, coalMovesFrom);
  g = { base, refill, oneStart: m.fwdStart, oneTo: m.fwdTo, oneRevStart: m.revStart, oneRevFrom: m.revFrom, tables: new Map() };
  graphs.set(river, g);
  return g;
}

/** Fewest turns from every (state, coal): dist[coal * n + state]; goal marks goal states (any coal). */
export interface CoalTable {
  dist: Float32Array;
  goal: Uint8Array;
}

/**
 * Fewest turns from every (state, coal) to a goal, where stopping on goal state x (with any coal
 * c) is worth `sources(x, c)` more turns. Unit moves, so a breadth-first search merged with the
 * sorted goals visits states in order of value.
 */
export function solveCoal(g: CoalGraph, sources: ReadonlyMap<number, number>): CoalTable {
  const n = g.base.spaces.length * 36;
  const dist = new Float32Array(n * LAYERS).fill(NO_WAY);
  const goal = new Uint8Array(n);
  const src = [...sources].sort((a, b) => a[1] - b[1]);
  const queue = new Int32Array(n * LAYERS + src.length);
  const { revStart, revFrom } = g.base;
  const { oneRevStart, oneRevFrom, refill } = g;
  let head = 0;
  let tail = 0;
  let si = 0;
  const relax = (y: number, nv: number) => {
    if (nv < dist[y]!) {
      dist[y] = nv;
      queue[tail++] = y;
    }
  };
  for (;;) {
    let X: number;
    if (si < src.length && (head >= tail || src[si]![1] <= dist[queue[head]!]!)) {
      const [sx, v] = src[si++]!;
      goal[sx % n] = 1;
      if (v >= dist[sx]!) continue;
      dist[sx] = v;
      X = sx;
    } else if (head < tail) X = queue[head++]!;
    else break;
    const c = Math.floor(X / n);
    const y = X - c * n;
    const nv = dist[X]! + 1;
    if (refill[y]) {
      // A move ending here refills: only (y, 6) is ever reached by a move, from any coal.
      if (c !== MAX_COAL) continue;
      for (let e = revStart[y]!; e < revStart[y + 1]!; e++) for (let c0 = 0; c0 < LAYERS; c0++) relax(c0 * n + revFrom[e]!, nv);
      for (let e = oneRevStart[y]!; e < oneRevStart[y + 1]!; e++) for (let c0 = 1; c0 < LAYERS; c0++) relax(c0 * n + oneRevFrom[e]!, nv);
      continue;
    }
    for (let e = revStart[y]!; e < revStart[y + 1]!; e++) relax(c * n + revFrom[e]!, nv);
    if (c + 1 < LAYERS) for (let e = oneRevStart[y]!; e < oneRevStart[y + 1]!; e++) relax((c + 1) * n + oneRevFrom[e]!, nv);
  }
  return { dist, goal };
}

/**
 * Value of (state x, coal c): a boat standing on a goal it has not claimed (pushed there, crashed
 * there) must leave and come back.
 */
export function coalValueAt(g: CoalGraph, t: CoalTable, x: number, coal: number): number {
  if (x < 0) return NO_WAY;
  const n = g.base.spaces.length * 36;
  const c = Math.max(0, Math.min(MAX_COAL, coal));
  // (on a depot at speed 1 with less than 6 coal only by a quirk: it refills when it stops there)
  if (!t.goal[x] && !(g.refill[x] && c < MAX_COAL)) return t.dist[c * n + x]!;
  let best = NO_WAY;
  const { fwdStart, fwdTo } = g.base;
  for (let e = fwdStart[x]!; e < fwdStart[x + 1]!; e++) {
    const y = fwdTo[e]!;
    best = Math.min(best, t.dist[(g.refill[y] ? MAX_COAL : c) * n + y]!);
  }
  if (c > 0) {
    for (let e = g.oneStart[x]!; e < g.oneStart[x + 1]!; e++) {
      const y = g.oneTo[e]!;
      best = Math.min(best, t.dist[(g.refill[y] ? MAX_COAL : c - 1) * n + y]!);
    }
  }
  return best + 1;
}
