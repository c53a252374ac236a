// River geometry over GameState.river (pure). Tiles attach per tiles.md §5; the Finish per §6.
// Arrays of placed tiles are treated as immutable: a new tile means a new array, which is what
// lets riverMap() memoise by array identity.
import { DIRS, dirDistance, hexAdd, hexKey, hexScale, rotateCw, turnDir } from './hex.js';
import { LOCAL_HEXES, SHIPYARD_INDEX, START_DOCK_INDEX, TILES } from './tiles-data.js';
import type { DieFace, Dir, Hex, PlacedTile, SpaceKind, TileId } from './types.js';

export interface SpaceInfo {
  hex: Hex;
  kind: SpaceKind;
  /** Position of the tile in the river (0 = A0); -1 when computed for a tile not yet in a river. */
  tileIndex: number;
  /** Source index 0..19 on that tile. */
  index: number;
}

export const DIE_FACES: readonly DieFace[] = ['straight', 'left', 'right'];

const FACE_TURN: Record<DieFace, number> = { straight: 0, left: -1, right: 1 };

/** The start tile as placed at the beginning of every game. */
export const START_TILE: PlacedTile = Object.freeze({
  tile: 'A0',
  origin: Object.freeze({ q: 0, r: 0 }),
  heading: 0,
  attached: null,
}) as PlacedTile;

/** Global coordinate of local source index `index` of a placed tile. */
export function globalHex(placed: PlacedTile, index: number): Hex {
  return hexAdd(placed.origin, rotateCw(LOCAL_HEXES[index]!, placed.heading));
}

/** All 20 spaces of a placed tile in global coordinates, by source index. */
export function tileSpaces(placed: PlacedTile, tileIndex = -1): SpaceInfo[] {
  const kinds = TILES[placed.tile].kinds;
  return kinds.map((kind, index) => ({ hex: globalHex(placed, index), kind, tileIndex, index }));
}

/**
 * Where the next tile goes (tiles.md §5): h' = h + {0, -1, +1}, O' = O + 4·dir(h').
 * The first tile after A0 is always straight: `face` is then ignored and recorded as 'straight'.
 */
export function placeNext(river: readonly PlacedTile[], face: DieFace, tile: TileId): PlacedTile {
  const prev = river[river.length - 1];
  if (!prev) throw new RangeError('placeNext: the river has no start tile');
  const attached: DieFace = river.length === 1 ? 'straight' : face;
  const heading = turnDir(prev.heading, FACE_TURN[attached]);
  return { tile, origin: hexAdd(prev.origin, hexScale(DIRS[heading]!, 4)), heading, attached };
}

// ---- touching -------------------------------------------------------------------------------
// Tiles are compared by their hexes on a fixed grid of counters: a river of 18 tiles stays
// within 4·18 + 4 hexes of A0's origin, far inside the grid.

const GRID = 256;
const GRID_OFFSET = 128;
const HALO_OFFSETS: readonly Hex[] = [{ q: 0, r: 0 }, ...DIRS];

/** Local offsets of a footprint, rotated for each heading. */
function rotations(locals: readonly Hex[]): Hex[][] {
  return [0, 1, 2, 3, 4, 5].map((h) => locals.map((l) => rotateCw(l, h)));
}
const TILE_OFFSETS = rotations(LOCAL_HEXES);

/** A tile frame: global origin of local index 7 and heading. */
interface Frame {
  q: number;
  r: number;
  h: Dir;
}

function nextFrame(f: Frame, face: DieFace): Frame {
  const h = turnDir(f.h, FACE_TURN[face]);
  const d = DIRS[h]!;
  return { q: f.q + 4 * d.q, r: f.r + 4 * d.r, h };
}

function frameOf(p: PlacedTile): Frame {
  return { q: p.origin.q, r: p.origin.r, h: p.heading };
}

/** Counters of hexes lying in or next to the tiles added. */
class Halo {
  private counts = new Uint8Array(GRID * GRID);
  add(f: Frame, delta: 1 | -1, offsets: readonly Hex[][] = TILE_OFFSETS): void {
    for (const o of offsets[f.h]!) {
      for (const n of HALO_OFFSETS) {
        this.counts[(f.q + o.q + n.q + GRID_OFFSET) * GRID + (f.r + o.r + n.r + GRID_OFFSET)]! += delta;
      }
    }
  }
  /** Does a footprint at frame f reach any counted hex? */
  hits(f: Frame, offsets: readonly Hex[][] = TILE_OFFSETS): boolean {
    for (const o of offsets[f.h]!) {
      if (this.counts[(f.q + o.q + GRID_OFFSET) * GRID + (f.r + o.r + GRID_OFFSET)]! > 0) return true;
    }
    return false;
  }
}

/** Halo of every tile but the newest. */
function olderHalo(river: readonly PlacedTile[]): Halo {
  const halo = new Halo();
  for (let i = 0; i < river.length - 1; i++) halo.add(frameOf(river[i]!), 1);
  return halo;
}

/**
 * Would `candidate` (the tile about to be attached to the newest tile) overlap or share an edge
 * with any tile other than the newest one? All 20 hexes of every tile count, islands included.
 */
export function touchesOlderTiles(river: readonly PlacedTile[], candidate: PlacedTile): boolean {
  return olderHalo(river).hits(frameOf(candidate));
}

/** Faces to try first in the search: those that turn the river back toward upstream (N). */
const SEARCH_ORDER: readonly DieFace[][] = [0, 1, 2, 3, 4, 5].map((h) =>
  [...DIE_FACES].sort((a, b) => dirDistance(turnDir(h as Dir, FACE_TURN[a]), 0) - dirDistance(turnDir(h as Dir, FACE_TURN[b]), 0)),
);

/**
 * Can `remaining` more tiles and then the Finish still be laid after the tile at `last` without
 * touching? Depth-first, straight first; `halo` holds every tile before `last`.
 */
function canContinue(last: Frame, halo: Halo, remaining: number): boolean {
  if (remaining === 0) return DIE_FACES.some((f) => !halo.hits(nextFrame(last, f), FINISH_OFFSETS));
  for (const face of SEARCH_ORDER[last.h]!) {
    const next = nextFrame(last, face);
    if (halo.hits(next)) continue;
    halo.add(last, 1);
    const ok = canContinue(next, halo, remaining - 1);
    halo.add(last, -1);
    if (ok) return true;
  }
  return false;
}

/**
 * Die faces that are legal for `tile`: the first tile after A0 only goes straight; otherwise a
 * face is rerolled if the tile would touch an older tile, or if it would leave no way to lay the
 * `remaining` tiles still in the stack and the Finish without touching (the river can curl into a
 * dead end; docs/rules.md, "Discovering a new tile"). Should a river given by a scenario already
 * be stuck, the fallbacks are: faces that do not touch, then faces that do not overlap, then all.
 */
export function legalDieFaces(river: readonly PlacedTile[], tile: TileId, remaining = 0): DieFace[] {
  void tile; // every tile has the same footprint; kept so callers say what they place
  if (river.length === 1) return ['straight'];
  const newest = frameOf(river[river.length - 1]!);
  const halo = olderHalo(river);
  const free = DIE_FACES.filter((f) => !halo.hits(nextFrame(newest, f)));
  halo.add(newest, 1);
  const open = free.filter((f) => canContinue(nextFrame(newest, f), halo, Math.max(0, remaining)));
  if (open.length > 0) return open;
  if (free.length > 0) return free;
  const older = new Set<string>();
  for (let i = 0; i < river.length - 1; i++) for (const s of tileSpaces(river[i]!)) older.add(hexKey(s.hex));
  const noOverlap = DIE_FACES.filter((f) => !tileSpaces(placeNext(river, f, tile)).some((s) => older.has(hexKey(s.hex))));
  return noOverlap.length > 0 ? noOverlap : [...DIE_FACES];
}

/** Why a die face is rolled again: the piece would touch river tile `tile` (0 = A0), or lead into a dead end. */
export type DieRefusal = { reason: 'touches'; tile: number } | { reason: 'deadEnd' };

/** The oldest tile (not the newest) that a piece attached with `face` would touch; -1 if none. */
function touchedTile(river: readonly PlacedTile[], face: DieFace, offsets: readonly Hex[][] = TILE_OFFSETS): number {
  // touching is symmetric: a tile touches the piece iff one of its hexes lies in the piece's halo
  const cand = nextFrame(frameOf(river[river.length - 1]!), face);
  const cell = (q: number, r: number) => (q + GRID_OFFSET) * GRID + (r + GRID_OFFSET);
  const near = new Set<number>();
  for (const o of offsets[cand.h]!) for (const n of HALO_OFFSETS) near.add(cell(cand.q + o.q + n.q, cand.r + o.r + n.r));
  for (let i = 0; i < river.length - 1; i++) {
    const f = frameOf(river[i]!);
    if (TILE_OFFSETS[f.h]!.some((o) => near.has(cell(f.q + o.q, f.r + o.r)))) return i;
  }
  return -1;
}

/**
 * Why the die must be rolled again after showing `face` for `tile` (null: the face stands). The
 * faces that stand are legalDieFaces'; a refused one touches an older tile, or else (it touches
 * nothing yet) would leave no way to lay the rest of the river.
 */
export function dieRefusal(river: readonly PlacedTile[], tile: TileId, remaining: number, face: DieFace): DieRefusal | null {
  if (legalDieFaces(river, tile, remaining).includes(face)) return null;
  const touched = touchedTile(river, face);
  return touched >= 0 ? { reason: 'touches', tile: touched } : { reason: 'deadEnd' };
}

/** The same for the Finish (null: the face stands); it is only ever refused for touching. */
export function finishRefusal(river: readonly PlacedTile[], face: DieFace): DieRefusal | null {
  if (legalFinishFaces(river).includes(face)) return null;
  return { reason: 'touches', tile: Math.max(0, touchedTile(river, face, FINISH_OFFSETS)) };
}

// ---- lookups --------------------------------------------------------------------------------

const mapCache = new WeakMap<readonly PlacedTile[], Map<string, SpaceInfo>>();

/** Every space of the river by hexKey. Memoised per river array (treat river arrays as immutable). */
export function riverMap(river: readonly PlacedTile[]): Map<string, SpaceInfo> {
  let map = mapCache.get(river);
  if (!map) {
    map = new Map();
    river.forEach((placed, tileIndex) => {
      for (const s of tileSpaces(placed, tileIndex)) map!.set(hexKey(s.hex), s);
    });
    mapCache.set(river, map);
  }
  return map;
}

export function spaceAt(river: readonly PlacedTile[], h: Hex): SpaceInfo | undefined {
  return riverMap(river).get(hexKey(h));
}

/**
 * Can a boat be on / sail through a space of this kind? Everything but islands and the shipyard.
 * The shipyard (A0 index 0) is land: the sixth boat waits there with `pos: null` (see
 * shipyardHex) and enters start dock 3 or 5 at the start of its first turn.
 */
export function isWater(kind: SpaceKind): boolean {
  return kind !== 'island' && kind !== 'shipyard';
}

export function isPassengerDock(kind: SpaceKind): kind is 'blueDock' | 'redDock' {
  return kind === 'blueDock' || kind === 'redDock';
}

export function isStartDock(kind: SpaceKind): boolean {
  return kind.startsWith('start');
}

/** Global hex of start dock 1..5 on A0. */
export function startDockHex(river: readonly PlacedTile[], dock: number): Hex {
  const idx = START_DOCK_INDEX[dock - 1];
  if (idx === undefined || !river[0]) throw new RangeError(`startDockHex: no start dock ${dock}`);
  return globalHex(river[0], idx);
}

/** Where the sixth boat waits (for drawing it); it is never a legal boat position. */
export function shipyardHex(river: readonly PlacedTile[]): Hex {
  if (!river[0]) throw new RangeError('shipyardHex: empty river');
  return globalHex(river[0], SHIPYARD_INDEX);
}

/** The start docks the boat on the shipyard may enter (RULINGS §5). */
export const SHIPYARD_ENTRY_DOCKS: readonly number[] = [3, 5];

// ---- the Finish -----------------------------------------------------------------------------

/** Finish docks on the last river tile, by how the Finish is attached (tiles.md §6). */
export const FINISH_DOCK_INDEXES: Readonly<Record<DieFace, readonly number[]>> = {
  straight: [16, 17, 18],
  left: [10, 15, 16],
  right: [14, 18, 19],
};

/**
 * The Finish piece's footprint, as local indexes of a tile attached the same way: every hex it
 * covers at least partly (0-6, 8, 9 fully; 7, 10, 14 about 60%). Used only for the no-touch rule.
 */
export const FINISH_FOOTPRINT: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14];
const FINISH_OFFSETS = rotations(FINISH_FOOTPRINT.map((i) => LOCAL_HEXES[i]!));

/** Global hexes the Finish would cover if attached with `face`. */
export function finishFootprint(river: readonly PlacedTile[], face: DieFace): Hex[] {
  const frame = placeNext(river, face, 'A0'); // only origin/heading matter
  return FINISH_FOOTPRINT.map((i) => globalHex(frame, i));
}

/** Usable finish docks for `face`: the facing spaces of the last river tile, islands removed. */
export function finishDocks(river: readonly PlacedTile[], face: DieFace): Hex[] {
  const last = river[river.length - 1];
  if (!last || river.length < 2) throw new RangeError('finishDocks: no river tile placed');
  const kinds = TILES[last.tile].kinds;
  return FINISH_DOCK_INDEXES[face].filter((i) => isWater(kinds[i]!)).map((i) => globalHex(last, i));
}

/**
 * Faces for which the Finish touches no tile but the last one (rerolled otherwise, as for tiles).
 * If every face touches, every face is allowed: the Finish is land, it cannot block the race.
 */
export function legalFinishFaces(river: readonly PlacedTile[]): DieFace[] {
  const halo = olderHalo(river);
  const last = frameOf(river[river.length - 1]!);
  const ok = DIE_FACES.filter((f) => !halo.hits(nextFrame(last, f), FINISH_OFFSETS));
  return ok.length > 0 ? ok : [...DIE_FACES];
}

/** Heading of the Finish piece (for the measuring stick on the last tile and for drawing it). */
export function finishHeading(river: readonly PlacedTile[], face: DieFace): Dir {
  const last = river[river.length - 1]!;
  return turnDir(last.heading, FACE_TURN[face]);
}
