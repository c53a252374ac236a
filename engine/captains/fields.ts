// Distance fields over the placed river: for a set of target spaces, the cost of the cheapest
// water path from every (space, heading) to the nearest target, in spaces: a step ahead costs 1
// (driftwood 2 like a move does; a sandbank 2 as it stops the boat), each 60° turn costs half a
// space (a boat gets one free 60° a turn and pays coal for more, so a U-turn is dear). Islands
// and the bank block. Memoised per river array (the engine never mutates one), so a search
// pays for each field once.
import { boardOf, pack, stepK } from '../turn.js';
import { globalHex, isWater } from '../river.js';
import type { GameState, PlacedTile } from '../types.js';

/** `h`: cost by k * 8 + heading; `min`: the best heading's cost by space. */
export interface Field {
  h: Map<number, number>;
  min: Map<number, number>;
}

interface RiverFields {
  /** Field to the newest tile's exit row (the finish docks once the finish is placed). */
  exit: Field | null;
  finishKey: string;
  byTarget: Map<number, Field>;
}

const cache = new WeakMap<readonly PlacedTile[], RiverFields>();
/**
 * The same by the river's content: the hard search's playouts draw tiles, and each draw makes a
 * new river array, often one it drew before (a field was a tenth of a hard game's time).
 */
const byContent = new Map<string, RiverFields>();
const BY_CONTENT_MAX = 64;

function riverKey(river: readonly PlacedTile[]): string {
  let key = '';
  for (const t of river) key += `${t.tile}@${t.origin.q},${t.origin.r},${t.heading},${t.attached};`;
  return key;
}

function stepCost(kind: string): number {
  return kind === 'driftwood' || kind === 'sandbank' ? 2 : 1;
}

/** Reverse Dijkstra over (space, heading) with a bucket queue (costs in half spaces: 1, 2 or 4). */
export function buildField(river: readonly PlacedTile[], targets: readonly number[]): Field {
  const board = boardOf(river);
  const half: Map<number, number> = new Map();
  const buckets: number[][] = [[]];
  const push = (key: number, d: number) => {
    const old = half.get(key);
    if (old === undefined || d < old) {
      half.set(key, d);
      (buckets[d] ??= []).push(key);
    }
  };
  for (const t of targets) {
    const k = board.kind.get(t);
    if (k === undefined || !isWater(k)) continue;
    for (let h = 0; h < 6; h++) push(t * 8 + h, 0);
  }
  for (let d = 0; d < buckets.length; d++) {
    const b = buckets[d];
    if (!b) continue;
    for (const key of b) {
      if (half.get(key)! < d) continue;
      const k = Math.floor(key / 8);
      const h = key % 8;
      // predecessors: the same space one 60° turn away, or the space behind (a step ahead into k)
      push(k * 8 + ((h + 1) % 6), d + 1);
      push(k * 8 + ((h + 5) % 6), d + 1);
      const from = stepK(k, (h + 3) % 6);
      const kind = board.kind.get(from);
      if (kind !== undefined && isWater(kind)) push(from * 8 + h, d + 2 * stepCost(board.kind.get(k)!));
    }
  }
  const h = new Map<number, number>();
  const min = new Map<number, number>();
  for (const [key, d] of half) {
    const v = d / 2;
    h.set(key, v);
    const k = Math.floor(key / 8);
    const m = min.get(k);
    if (m === undefined || v < m) min.set(k, v);
  }
  return { h, min };
}

function riverFields(river: readonly PlacedTile[]): RiverFields {
  let f = cache.get(river);
  if (!f) {
    const key = riverKey(river);
    f = byContent.get(key);
    if (!f) {
      if (byContent.size >= BY_CONTENT_MAX) byContent.clear();
      f = { exit: null, finishKey: '', byTarget: new Map() };
      byContent.set(key, f);
    }
    cache.set(river, f);
  }
  return f;
}

/** Source indexes of a tile's exit row (where the next tile, or the finish, attaches). */
const EXIT_ROW = [15, 16, 17, 18, 19];

/**
 * Field towards the end of the race as far as it is known: the finish docks, or else the exit
 * row of the newest tile; `extra` is the distance still hidden in unplaced tiles (4 spaces each:
 * a tile is 4 spaces long).
 */
export function finishField(state: GameState): { field: Field; extra: number } {
  const f = riverFields(state.river);
  const key = state.finish ? state.finish.docks.map(pack).join(',') : '-';
  if (!f.exit || f.finishKey !== key) {
    const last = state.river[state.river.length - 1]!;
    const targets = state.finish ? state.finish.docks.map(pack) : EXIT_ROW.map((i) => pack(globalHex(last, i)));
    f.exit = buildField(state.river, targets);
    f.finishKey = key;
  }
  const hidden = state.finish ? 0 : state.stack.length + (state.drawn ? 1 : 0);
  return { field: f.exit, extra: 4 * hidden };
}

/** Field towards one space (a passenger dock). */
export function targetField(river: readonly PlacedTile[], target: number): Field {
  const f = riverFields(river);
  let field = f.byTarget.get(target);
  if (!field) {
    field = buildField(river, [target]);
    f.byTarget.set(target, field);
  }
  return field;
}

export const FAR = 1000;

/** Cost from space k with the best heading. */
export function distOf(field: Field, k: number): number {
  return field.min.get(k) ?? FAR;
}

/** Cost from space k facing `heading`. */
export function distFacing(field: Field, k: number, heading: number): number {
  return field.h.get(k * 8 + heading) ?? FAR;
}
