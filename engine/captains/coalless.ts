// The exact plan of a boat without coal. A boat at 0 coal can change speed by 1 and turn 60° once
// a move, and must spend every point: the distance fields (½ a space per 60°, fields.ts) and the
// turns-to-arrive table (plan-table.ts) price it far too cheaply, and a captain steering by them
// can sail in circles round a dock or the finish for ever (issue 13). Here the river is a graph
// over (space, heading, speed) with the real moves of a boat at 0 coal (every speed it may pick,
// the free 60° before any step or at the end, driftwood's 2 points and slow-down, a sandbank ends
// the move and holds it for good), and a reverse breadth-first search from the goals gives the fewest
// turns to win, other boats ignored. Memoised per river array and goal set.
import { boardOf, CELL_DRIFT, CELL_SAND, CELL_WATER, stepK } from '../turn.js';
import type { PlacedTile } from '../types.js';

/** The move graph of a river for a boat at 0 coal. State = index * 36 + heading * 6 + (speed − 1). */
export interface CoallessGraph {
  /** Packed hex → space index (−1: not water). */
  index: Int32Array;
  spaces: number[];
  /** Reverse edges in CSR form: predecessors of state x are revFrom[revStart[x] .. revStart[x + 1]). */
  revStart: Int32Array;
  revFrom: Int32Array;
  cell: Uint8Array;
  /** Forward edges in CSR form. */
  fwdStart: Int32Array;
  fwdTo: Int32Array;
  /** Memoised value tables (per goal key). */
  tables: Map<string, CoallessTable>;
}

const graphs = new WeakMap<readonly PlacedTile[], CoallessGraph>();

export const NO_WAY = 1e6;

/** Every end state of one move from (k, h, s) at 0 coal; `out` gets state numbers. */
function movesFrom(cell: Uint8Array, index: Int32Array, k: number, h: number, s: number, out: Set<number>): void {
  if (cell[k]! & CELL_SAND) return; // leaving a sandbank costs 1 coal
  for (let s2 = Math.max(1, s - 1); s2 <= Math.min(6, s + 1); s2++) {
    // rotation: none (-1), or before step j (0..s2-1), or at the end (j = s2 means "after the last step")
    for (let at = -1; at <= s2; at++) {
      for (const dir of at < 0 ? [0] : [1, 5]) {
        let pos = k;
        let hd = h;
        let points = s2;
        let drift = 0;
        let stranded = false;
        let turned = at < 0;
        let ok = true;
        for (let j = 0; points > 0; j++) {
          if (j === at) {
            hd = (hd + dir) % 6;
            turned = true;
          }
          const t = stepK(pos, hd);
          const c = cell[t]!;
          if (!(c & CELL_WATER)) {
            ok = false;
            break;
          }
          let cost = 1;
          if (c & CELL_DRIFT) {
            if (s2 - (drift + 1) < 1) {
              ok = false;
              break;
            }
            cost = 2;
            drift++;
          }
          if (cost > points) {
            ok = false;
            break;
          }
          pos = t;
          points -= cost;
          if (c & CELL_SAND) {
            stranded = true;
            break;
          }
        }
        if (!ok) continue;
        // the free 60° after the last step (no turning on a sandbank)
        if (!turned) {
          if (stranded) continue;
          hd = (hd + dir) % 6;
        }
        const endSpeed = stranded ? 1 : s2 - drift;
        out.add(index[pos]! * 36 + hd * 6 + (Math.max(1, endSpeed) - 1));
      }
    }
  }
}

/** Moves of a river in both directions, CSR form, over states index * 36 + heading * 6 + (speed − 1). */
export interface MoveGraph {
  fwdStart: Int32Array;
  fwdTo: Int32Array;
  revStart: Int32Array;
  revFrom: Int32Array;
}

/** The move graph `moves` gives for every state of the water spaces (shared by the 0-coal and 1-coal graphs). */
export function moveGraph(
  cell: Uint8Array,
  index: Int32Array,
  spaces: readonly number[],
  moves: (cell: Uint8Array, index: Int32Array, k: number, h: number, s: number, out: Set<number>) => void,
): MoveGraph {
  const n = spaces.length * 36;
  const fwd: number[][] = new Array(n);
  const indeg = new Int32Array(n + 1);
  const out = new Set<number>();
  for (let i = 0; i < spaces.length; i++) {
    for (let h = 0; h < 6; h++) {
      for (let s = 1; s <= 6; s++) {
        out.clear();
        moves(cell, index, spaces[i]!, h, s, out);
        const x = i * 36 + h * 6 + s - 1;
        const list = [...out];
        fwd[x] = list;
        for (const y of list) indeg[y]!++;
      }
    }
  }
  const revStart = new Int32Array(n + 1);
  for (let x = 0; x < n; x++) revStart[x + 1] = revStart[x]! + indeg[x]!;
  const fill = revStart.slice(0, n);
  const revFrom = new Int32Array(revStart[n]!);
  for (let x = 0; x < n; x++) for (const y of fwd[x]!) revFrom[fill[y]!++] = x;
  const fwdStart = new Int32Array(n + 1);
  for (let x = 0; x < n; x++) fwdStart[x + 1] = fwdStart[x]! + fwd[x]!.length;
  const fwdTo = new Int32Array(fwdStart[n]!);
  for (let x = 0; x < n; x++) fwdTo.set(fwd[x]!, fwdStart[x]!);
  return { fwdStart, fwdTo, revStart, revFrom };
}

export function coallessGraph(river: readonly PlacedTile[]): CoallessGraph {
  let g = graphs.get(river);
  if (g) return g;
  const board = boardOf(river);
  const cell = board.cell;
  const index = new Int32Array(65536).fill(-1);
  const spaces: number[] = [];
  for (const [k] of board.kind) {
    if (cell[k]! & CELL_WATER) {
      index[k] = spaces.length;
      spaces.push(k);
    }
  }
  const { fwdStart, fwdTo, revStart, revFrom } = moveGraph(cell, index, spaces, movesFrom);
  g = { index, spaces, revStart, revFrom, fwdStart, fwdTo, cell, tables: new Map() };
  graphs.set(river, g);
  return g;
}

/** A value table: fewest turns from every state, and which states are goals. */
export interface CoallessTable {
  dist: Float32Array;
  goal: Uint8Array;
}

/**
 * Fewest turns from every state to a goal, where reaching goal state x is worth `sources(x)` more
 * turns (a dock: the rest of the race from there; the finish: 0). Every move costs 1, so a
 * breadth-first search merged with the sorted goals visits states in order of value.
 */
export function solve(g: CoallessGraph, sources: ReadonlyMap<number, number>): CoallessTable {
  const n = g.spaces.length * 36;
  const dist = new Float32Array(n).fill(NO_WAY);
  const goal = new Uint8Array(n);
  const src = [...sources].sort((a, b) => a[1] - b[1]);
  const queue = new Int32Array(n + src.length);
  let head = 0;
  let tail = 0;
  let si = 0;
  for (;;) {
    let x: number;
    if (si < src.length && (head >= tail || src[si]![1] <= dist[queue[head]!]!)) {
      const [sx, v] = src[si++]!;
      goal[sx] = 1;
      if (v >= dist[sx]!) continue;
      dist[sx] = v;
      x = sx;
    } else if (head < tail) x = queue[head++]!;
    else break;
    const nv = dist[x]! + 1;
    for (let e = g.revStart[x]!; e < g.revStart[x + 1]!; e++) {
      const y = g.revFrom[e]!;
      if (nv < dist[y]!) {
        dist[y] = nv;
        queue[tail++] = y;
      }
    }
  }
  return { dist, goal };
}

/**
 * Value of state x: a boat standing on a goal it has not claimed (pushed there, crashed there:
 * a dock or the finish counts only at the end of its own move) must leave and come back.
 */
export function valueAt(g: CoallessGraph, t: CoallessTable, x: number): number {
  if (x < 0) return NO_WAY;
  if (!t.goal[x]) return t.dist[x]!;
  let best = NO_WAY;
  for (let e = g.fwdStart[x]!; e < g.fwdStart[x + 1]!; e++) best = Math.min(best, t.dist[g.fwdTo[e]!]!);
  return best + 1;
}

/** The state number of a boat, or −1 off the graph. */
export function stateOf(g: CoallessGraph, k: number, heading: number, speed: number): number {
  const i = k >= 0 && k < 65536 ? g.index[k]! : -1;
  if (i < 0) return -1;
  return i * 36 + heading * 6 + Math.min(6, Math.max(1, speed)) - 1;
}

/** Goal states at speed 1 on space k (any heading), each worth `value(h)`. */
export function addStops(g: CoallessGraph, sources: Map<number, number>, k: number, value: (h: number) => number): void {
  for (let h = 0; h < 6; h++) {
    const x = stateOf(g, k, h, 1);
    if (x < 0) continue;
    const v = value(h);
    if (v < (sources.get(x) ?? Infinity)) sources.set(x, v);
  }
}

/** Goal states on space k at any heading and speed (the exit row of the newest tile). */
export function addAny(g: CoallessGraph, sources: Map<number, number>, k: number, value: (s: number) => number): void {
  for (let h = 0; h < 6; h++) {
    for (let s = 1; s <= 6; s++) {
      const x = stateOf(g, k, h, s);
      if (x < 0) continue;
      const v = value(s);
      if (v < (sources.get(x) ?? Infinity)) sources.set(x, v);
    }
  }
}

