// Hex maths (engine/hex.ts) and the tile data (engine/tiles-data.ts) checked against the reference
// tiles.json (tests/fixtures/tiles/) directly.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DIRS,
  dirDistance,
  dirTo,
  hexDistance,
  hexKey,
  neighbour,
  parseHexKey,
  rotateCw,
  turnDir,
} from '../../engine/hex.js';
import { LOCAL_HEXES, localHex, localIndex, RIVER_TILE_IDS, START_DOCK_INDEX, TILE_IDS, TILES } from '../../engine/tiles-data.js';
import type { Dir, Hex } from '../../engine/types.js';

interface JsonSpace {
  index: number;
  q: number;
  r: number;
  kind: string;
  pierIsland?: number;
  neighbours?: Record<string, number>;
}
const json = JSON.parse(readFileSync(new URL('../fixtures/tiles/tiles.json', import.meta.url), 'utf8')) as {
  tiles: Record<string, { spaces: JsonSpace[] }>;
  tileShape: { positions: (JsonSpace & { neighbours: Record<string, number> })[] };
  startTile: { startDocks: Record<string, number>; shipyard_start6: number };
};

const hexArb = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
const dirArb = fc.constantFrom<Dir>(...ALL_DIRS);

describe('hex maths', () => {
  it('rotating six times is the identity, and one step keeps the distance to the origin', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        expect(rotateCw(h, 6)).toEqual(h);
        expect(rotateCw(h, -1)).toEqual(rotateCw(h, 5));
        expect(hexDistance(rotateCw(h, 1), { q: 0, r: 0 })).toBe(hexDistance(h, { q: 0, r: 0 }));
      }),
    );
  });

  it('rotating a direction vector one step gives the next heading clockwise', () => {
    for (const d of ALL_DIRS) {
      expect(rotateCw(neighbour({ q: 0, r: 0 }, d), 1)).toEqual(neighbour({ q: 0, r: 0 }, turnDir(d, 1)));
    }
  });

  it('neighbours are at distance 1 and dirTo inverts neighbour', () => {
    fc.assert(
      fc.property(hexArb, dirArb, (h, d) => {
        const n = neighbour(h, d);
        expect(hexDistance(h, n)).toBe(1);
        expect(dirTo(h, n)).toBe(d);
        expect(dirTo(n, h)).toBe(turnDir(d, 3));
      }),
    );
    expect(dirTo({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeNull();
  });

  it('keys round-trip and never contain -0', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        expect(parseHexKey(hexKey(h))).toEqual(h);
      }),
    );
    expect(hexKey(rotateCw({ q: 0, r: 0 }, 3))).toBe('0,0');
  });

  it('dirDistance is the smallest number of 60° steps', () => {
    expect(dirDistance(0, 3)).toBe(3);
    expect(dirDistance(5, 0)).toBe(1);
    expect(dirDistance(1, 4)).toBe(3);
    expect(dirDistance(2, 2)).toBe(0);
    expect(turnDir(0, -1)).toBe(5);
  });
});

describe('local tile geometry (tiles.md §2)', () => {
  it('index ↔ axial matches the table in tiles.json', () => {
    for (const p of json.tileShape.positions) {
      expect(localHex(p.index)).toEqual({ q: p.q, r: p.r });
      expect(localIndex({ q: p.q, r: p.r })).toBe(p.index);
    }
    expect(LOCAL_HEXES).toHaveLength(20);
  });

  it('hexes outside the chevron have no index', () => {
    for (const h of [{ q: 0, r: 2 }, { q: 0, r: -3 }, { q: 3, r: 0 }, { q: -2, r: 4 }, { q: 2, r: -3 }, { q: 0.5, r: 0 }]) {
      expect(localIndex(h as Hex)).toBeNull();
    }
  });

  it('the in-tile neighbours listed in tiles.json agree with the hex maths', () => {
    const names = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
    for (const p of json.tileShape.positions) {
      for (const d of ALL_DIRS) {
        const expected = p.neighbours[names[d]!];
        expect(localIndex(neighbour(localHex(p.index), d)) ?? undefined).toBe(expected);
      }
    }
  });
});

describe('tile data vs tiles.json', () => {
  it('has exactly the 18 tile ids of the game (Finish is modelled separately)', () => {
    expect([...TILE_IDS].sort()).toEqual(Object.keys(json.tiles).filter((t) => t !== 'Finish').sort());
    expect(RIVER_TILE_IDS).toHaveLength(17);
  });

  it.each(TILE_IDS.map((t) => [t]))('%s: every space has the kind given in tiles.json', (id) => {
    const spaces = json.tiles[id]!.spaces;
    expect(spaces).toHaveLength(20);
    for (const s of spaces) {
      expect(TILES[id].kinds[s.index]).toBe(s.kind);
      expect(localHex(s.index)).toEqual({ q: s.q, r: s.r });
      if (s.pierIsland !== undefined) expect(TILES[id].pier).toEqual({ dock: s.index, island: s.pierIsland });
    }
  });

  it('uses the corrected A1-1 dock (index 11, not the source’s 12)', () => {
    expect(TILES['A1-1'].kinds[11]).toBe('blueDock');
    expect(TILES['A1-1'].kinds[12]).toBe('water');
  });

  it('A0 start docks and shipyard are where tiles.json puts them', () => {
    for (const [n, idx] of Object.entries(json.startTile.startDocks)) {
      expect(START_DOCK_INDEX[Number(n) - 1]).toBe(idx);
      expect(TILES.A0.kinds[idx]).toBe(`start${n}`);
    }
    expect(TILES.A0.kinds[json.startTile.shipyard_start6]).toBe('shipyard');
  });

  it('each A1 tile has one blue dock, each A2 one red dock, B tiles none', () => {
    for (const id of TILE_IDS) {
      const kinds = TILES[id].kinds;
      const blue = kinds.filter((k) => k === 'blueDock').length;
      const red = kinds.filter((k) => k === 'redDock').length;
      expect([blue, red]).toEqual(id.startsWith('A1') ? [1, 0] : id.startsWith('A2') ? [0, 1] : [0, 0]);
    }
  });
});
