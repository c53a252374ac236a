// River tiles in the project's own compact format (engine/data/tile-kinds.ts, generated from the
// reference tests/fixtures/tiles/tiles.json). Ids and source indexes 0..19 are kept exactly, so the
// data can be checked against tiles.md there. Local geometry: flat-top axial, origin = index 7, exit (downstream) = N.
import type { Hex, SpaceKind, TileId } from './types.js';
import { DOCK_PIERS, TILE_CODES } from './data/tile-kinds.js';

export const TILE_IDS: readonly TileId[] = [
  'A0',
  'A1-1', 'A1-2', 'A1-3', 'A1-4',
  'A2-1', 'A2-2', 'A2-3', 'A2-4',
  'A3-1', 'A3-2', 'A3-3',
  'B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4',
];

/** The 17 tiles that can go into the stack (everything but the start tile). */
export const RIVER_TILE_IDS: readonly TileId[] = TILE_IDS.filter((t) => t !== 'A0');

export type TileGroup = 'A0' | 'A1' | 'A2' | 'A3' | 'B1' | 'B1-B2' | 'B2' | 'B3' | 'B4';

export interface TileDef {
  id: TileId;
  group: TileGroup;
  /** Kind of each space, by source index 0..19. */
  kinds: readonly SpaceKind[];
  /** Passenger dock index and the island index its pier starts from (A1/A2 tiles only). */
  pier: { dock: number; island: number } | null;
}

const KIND_OF_CODE: Record<string, SpaceKind> = {
  '.': 'water', '#': 'island', B: 'blueDock', R: 'redDock', C: 'coalDepot', W: 'driftwood',
  S: 'sandbank', '1': 'start1', '2': 'start2', '3': 'start3', '4': 'start4', '5': 'start5',
  Y: 'shipyard',
};

function groupOf(id: TileId): TileGroup {
  if (id === 'A0' || id === 'B1' || id === 'B1-B2' || id === 'B2' || id === 'B4') return id;
  return id.slice(0, 2) as TileGroup; // A1-x, A2-x, A3-x, B3-x
}

function buildTiles(): Record<TileId, TileDef> {
  const out = {} as Record<TileId, TileDef>;
  for (const id of TILE_IDS) {
    const codes: string = TILE_CODES[id];
    const kinds = Object.freeze([...codes].map((c) => KIND_OF_CODE[c]!));
    const p = (DOCK_PIERS as Partial<Record<TileId, readonly [number, number]>>)[id];
    out[id] = Object.freeze({ id, group: groupOf(id), kinds, pier: p ? { dock: p[0], island: p[1] } : null });
  }
  return Object.freeze(out);
}

export const TILES: Readonly<Record<TileId, TileDef>> = buildTiles();

export function isTileId(x: unknown): x is TileId {
  return typeof x === 'string' && (TILE_IDS as readonly string[]).includes(x);
}

/** Local axial coordinate of a source index (tiles.md §2: q = col − 2, r = 1 − row − min(q, 0)). */
export function localHex(index: number): Hex {
  const row = Math.floor(index / 5);
  const q = (index % 5) - 2;
  return { q, r: 1 - row - Math.min(q, 0) };
}

/** Source index of a local axial coordinate, or null when it is not one of the tile's 20 spaces. */
export function localIndex(h: Hex): number | null {
  if (!Number.isInteger(h.q) || !Number.isInteger(h.r) || h.q < -2 || h.q > 2) return null;
  const row = 1 - h.r - Math.min(h.q, 0);
  if (row < 0 || row > 3) return null;
  return 5 * row + h.q + 2;
}

/** Local coordinates of the 20 spaces, by index (shared, frozen). */
export const LOCAL_HEXES: readonly Hex[] = Object.freeze(
  Array.from({ length: 20 }, (_, i) => Object.freeze(localHex(i))),
);

/** Start dock number (1..5) → A0 index (tiles.md §4: start1 2, start2 9, start3 5, start4 3, start5 1). */
export const START_DOCK_INDEX: readonly number[] = [2, 9, 5, 3, 1];
/** A0 index of the shipyard (6th start space, six-boat games). */
export const SHIPYARD_INDEX = 0;
