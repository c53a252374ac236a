// Distance fields over the placed river: for a set of target spaces, the cost in spaces of the
// cheapest water path from every space to the nearest target (islands and the bank block;
// driftwood costs 2 like a move does; a sandbank costs 2 as it stops the boat). Memoised per
// river array (the engine never mutates one), so a search pays for each field once.
import { boardOf, pack, stepK } from '../turn.js';
import { globalHex, isWater } from '../river.js';
import type { GameState, PlacedTile } from '../types.js';

export type Field = Map<number, number>;

interface RiverFields {
  /** Field to the newest tile's exit row (the finish docks once the finish is placed). */
  exit: Field | null;
  finishKey: string;
  byTarget: Map<number, Field>;
}

const cache = new WeakMap<readonly PlacedTile[], RiverFields>();

function stepCost(kind: string): number {
  return kind === 'driftwood' || kind === 'sandbank' ? 2 : 1;
}

/** Dijkstra with a small bucket queue (costs are 1 or 2). */
export function buildField(river: readonly PlacedTile[], targets: readonly number[]): Field {
  const board = boardOf(river);
  const dist: Field = new Map();
  const buckets: number[][] = [[]];
  for (const t of targets) {
    const k = board.kind.get(t);
    if (k === undefined || !isWater(k)) continue;
    if (!dist.has(t)) {
      dist.set(t, 0);
      buckets[0]!.push(t);
    }
  }
  for (let d = 0; d < buckets.length; d++) {
    const b = buckets[d];
    if (!b) continue;
    for (const k of b) {
      if (dist.get(k)! < d) continue;
      // Walking the field backwards: the cost is paid on entering `k` from a neighbour.
      const c = stepCost(board.kind.get(k)!);
      for (let dir = 0; dir < 6; dir++) {
        const n = stepK(k, dir);
        const kind = board.kind.get(n);
        if (kind === undefined || !isWater(kind)) continue;
        const nd = d + c;
        const old = dist.get(n);
        if (old === undefined || nd < old) {
          dist.set(n, nd);
          (buckets[nd] ??= []).push(n);
        }
      }
    }
  }
  return dist;
}

function riverFields(river: readonly PlacedTile[]): RiverFields {
  let f = cache.get(river);
  if (!f) {
    f = { exit: null, finishKey: '', byTarget: new Map() };
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

export function distOf(field: Field, k: number): number {
  return field.get(k) ?? FAR;
}
