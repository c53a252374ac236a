// River geometry: placement (tiles.md §5), the no-touch rule and its reroll, lookups, the Finish.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, neighbours } from '../../engine/hex.js';
import {
  DIE_FACES,
  finishDocks,
  finishFootprint,
  globalHex,
  isWater,
  legalDieFaces,
  legalFinishFaces,
  placeNext,
  riverMap,
  shipyardHex,
  spaceAt,
  START_TILE,
  startDockHex,
  tileSpaces,
  touchesOlderTiles,
} from '../../engine/river.js';
import { TILES } from '../../engine/tiles-data.js';
import type { DieFace, Hex, PlacedTile, TileId } from '../../engine/types.js';

const json = JSON.parse(readFileSync(new URL('../fixtures/tiles/tiles.json', import.meta.url), 'utf8')) as {
  attachment: { directions: Record<DieFace, { newEntryHexNeighboursInPreviousTile: Record<string, number[]> }> };
  tiles: Record<string, { finishDocksIfLastTile: Record<DieFace, number[]> | null }>;
};

/** A0 followed by tiles attached with the given faces (the first face is forced straight). */
function build(faces: DieFace[], tiles: TileId[] = []): PlacedTile[] {
  let river: PlacedTile[] = [START_TILE];
  faces.forEach((f, i) => {
    river = [...river, placeNext(river, f, tiles[i] ?? 'A3-2')];
  });
  return river;
}

/** Hexes of tile `b` that share an edge with a hex of tile `a`, as `index → indexes of a`. */
function seam(a: PlacedTile, b: PlacedTile): Record<number, number[]> {
  const aByKey = new Map(tileSpaces(a).map((s) => [hexKey(s.hex), s.index]));
  const out: Record<number, number[]> = {};
  for (const s of tileSpaces(b)) {
    const touching = neighbours(s.hex)
      .map((n) => aByKey.get(hexKey(n)))
      .filter((x): x is number => x !== undefined)
      .sort((x, y) => x - y);
    if (touching.length > 0) out[s.index] = touching;
  }
  return out;
}

describe('placing tiles (tiles.md §5)', () => {
  it('the first tile goes straight ahead of A0, at (0,-4) heading 0, whatever the face', () => {
    for (const f of DIE_FACES) {
      expect(placeNext([START_TILE], f, 'A1-1')).toEqual({ tile: 'A1-1', origin: { q: 0, r: -4 }, heading: 0, attached: 'straight' });
    }
  });

  it('h′ = h + {0,−1,+1} and the origin moves 4 spaces along the new heading', () => {
    const river = build(['straight', 'right', 'right', 'left', 'left', 'left']);
    expect(river.map((t) => t.heading)).toEqual([0, 0, 1, 2, 1, 0, 5]);
    expect(river.map((t) => t.origin)).toEqual([
      { q: 0, r: 0 }, { q: 0, r: -4 }, { q: 4, r: -8 }, { q: 8, r: -8 }, { q: 12, r: -12 }, { q: 12, r: -16 }, { q: 8, r: -16 },
    ]);
  });

  it.each(DIE_FACES.map((f) => [f]))('the seam of a %s tile matches the neighbour table', (face) => {
    const river = build(['straight', face]);
    const expected = Object.fromEntries(
      Object.entries(json.attachment.directions[face].newEntryHexNeighboursInPreviousTile).map(([k, v]) => [Number(k), [...v].sort((a, b) => a - b)]),
    );
    expect(seam(river[1]!, river[2]!)).toEqual(expected);
  });

  it('consecutive tiles never overlap, and the new index 2 sits on the corner 17/15/19', () => {
    const corner: Record<DieFace, number> = { straight: 17, left: 15, right: 19 };
    for (const f of DIE_FACES) {
      const river = build(['straight', f]);
      const prev = river[1]!;
      const next = river[2]!;
      const prevKeys = new Set(tileSpaces(prev).map((s) => hexKey(s.hex)));
      expect(tileSpaces(next).some((s) => prevKeys.has(hexKey(s.hex)))).toBe(false);
      expect(hexDistance(globalHex(next, 2), globalHex(prev, corner[f]))).toBe(1);
    }
  });
});

describe('the no-touch rule', () => {
  it('S R R R R: the fourth right turn would overlap A0, so that face is not legal', () => {
    const river = build(['straight', 'right', 'right', 'right']);
    const bad = placeNext(river, 'right', 'A3-1');
    expect(touchesOlderTiles(river, bad)).toBe(true);
    expect(legalDieFaces(river, 'A3-1')).not.toContain('right');
    expect(legalDieFaces(river, 'A3-1')).toEqual(['straight', 'left']);
    // a real overlap, not only a shared edge
    const a0 = new Set(tileSpaces(START_TILE).map((s) => hexKey(s.hex)));
    expect(tileSpaces(bad).some((s) => a0.has(hexKey(s.hex)))).toBe(true);
  });

  it('S L L L S L L only touches A0 (shared edge, no overlap) and is still refused', () => {
    const river = build(['straight', 'left', 'left', 'left', 'straight', 'left']);
    const cand = placeNext(river, 'left', 'A3-1');
    const a0 = new Set(tileSpaces(START_TILE).map((s) => hexKey(s.hex)));
    expect(tileSpaces(cand).some((s) => a0.has(hexKey(s.hex)))).toBe(false);
    expect(touchesOlderTiles(river, cand)).toBe(true);
    expect(legalDieFaces(river, 'A3-1')).not.toContain('left');
  });

  it('the tile just before (the newest) does not count', () => {
    const river = build(['straight']);
    for (const f of DIE_FACES) expect(touchesOlderTiles(river, placeNext(river, f, 'A3-1'))).toBe(false);
  });

  it('the first tile after A0 can only go straight', () => {
    expect(legalDieFaces([START_TILE], 'A1-1')).toEqual(['straight']);
  });

  it('rivers in which no run of tiles turns more than ±3 steps never touch (tiles.md §5)', () => {
    const faces = fc.array(fc.constantFrom<DieFace>(...DIE_FACES), { minLength: 1, maxLength: 9 });
    fc.assert(
      fc.property(faces, (fs) => {
        const all: DieFace[] = ['straight', ...fs];
        // net turn of every contiguous run = difference of two prefix sums
        let net = 0;
        let lo = 0;
        let hi = 0;
        for (const f of all) {
          net += f === 'left' ? -1 : f === 'right' ? 1 : 0;
          lo = Math.min(lo, net);
          hi = Math.max(hi, net);
        }
        if (hi - lo > 3) return; // only rivers whose every run stays within ±3 are claimed safe
        const river = build(all.slice(0, -1));
        expect(touchesOlderTiles(river, placeNext(river, all[all.length - 1]!, 'A3-1'))).toBe(false);
      }),
    );
  });

  it('following the legal faces, a river of 17 tiles and the Finish never touch an older tile', () => {
    // remaining = tiles still to come: the faces avoid dead ends where the river curls up
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 16, maxLength: 16 }), (picks) => {
        let river: PlacedTile[] = [START_TILE, placeNext([START_TILE], 'straight', 'A3-1')];
        for (let i = 0; i < 16; i++) {
          const legal = legalDieFaces(river, 'A3-1', 15 - i);
          expect(legal.length).toBeGreaterThan(0);
          const cand = placeNext(river, legal[picks[i]! % legal.length]!, 'A3-1');
          expect(touchesOlderTiles(river, cand)).toBe(false);
          river = [...river, cand];
        }
        const finish = legalFinishFaces(river);
        expect(finish.length).toBeGreaterThan(0);
        const halo = new Set<string>();
        for (const t of river.slice(0, -1)) for (const s of tileSpaces(t)) for (const n of [s.hex, ...neighbours(s.hex)]) halo.add(hexKey(n));
        for (const f of finish) expect(finishFootprint(river, f).some((h) => halo.has(hexKey(h)))).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('a face that leads into a dead end is refused even though it touches nothing yet', () => {
    // S L L L then straight heads back alongside the river: search for a face that is free now
    // but leaves no way to lay the remaining tiles, and check it is excluded.
    let found = false;
    const seqs: DieFace[][] = [];
    const gen = (prefix: DieFace[]) => {
      if (prefix.length === 7) return void seqs.push(prefix);
      for (const f of DIE_FACES) gen([...prefix, f]);
    };
    gen(['straight']);
    for (const s of seqs) {
      const river = build(s);
      if (s.some((_, i) => i > 0 && touchesOlderTiles(build(s.slice(0, i)), river[i + 1]!))) continue;
      const free = DIE_FACES.filter((f) => !touchesOlderTiles(river, placeNext(river, f, 'A3-1')));
      const legal = legalDieFaces(river, 'A3-1', 3);
      if (free.length > legal.length && legal.length > 0) {
        found = true;
        for (const f of legal) expect(free).toContain(f);
        break;
      }
    }
    expect(found).toBe(true);
  });
});

describe('lookups', () => {
  const river = build(['straight', 'left', 'right'], ['A1-1', 'A2-3', 'B1']);

  it('riverMap has every space of every tile, by key, and is memoised per river array', () => {
    const map = riverMap(river);
    expect(map.size).toBe(20 * river.length);
    expect(riverMap(river)).toBe(map);
    expect(riverMap([...river])).not.toBe(map);
    const s = spaceAt(river, globalHex(river[1]!, 11))!;
    expect(s).toMatchObject({ kind: 'blueDock', tileIndex: 1, index: 11 });
    expect(spaceAt(river, { q: 100, r: 100 })).toBeUndefined();
  });

  it('tileSpaces gives the kinds of the tile in global coordinates', () => {
    const spaces = tileSpaces(river[3]!, 3);
    expect(spaces.map((s) => s.kind)).toEqual(TILES.B1.kinds);
    expect(spaces.every((s, i) => s.index === i && s.tileIndex === 3)).toBe(true);
  });

  it('isWater: islands and the shipyard are not navigable, everything else is', () => {
    expect(isWater('island')).toBe(false);
    expect(isWater('shipyard')).toBe(false);
    for (const k of ['water', 'blueDock', 'redDock', 'coalDepot', 'driftwood', 'sandbank', 'start1', 'start5'] as const) {
      expect(isWater(k)).toBe(true);
    }
  });

  it('start docks and the shipyard are on A0 where the tile says', () => {
    expect(startDockHex(river, 1)).toEqual({ q: 0, r: 1 });
    expect(spaceAt(river, startDockHex(river, 3))!.kind).toBe('start3');
    expect(spaceAt(river, shipyardHex(river))!.kind).toBe('shipyard');
    expect(() => startDockHex(river, 6)).toThrow(RangeError);
  });
});

describe('the Finish (tiles.md §6)', () => {
  const lastOn = (tile: TileId, heading: DieFace[] = ['straight', 'left']): PlacedTile[] => build(heading, ['A3-2', tile]);

  it('its docks are 16-17-18 / 10-15-16 / 14-18-19 of the last tile', () => {
    const river = lastOn('A1-1');
    const last = river[river.length - 1]!;
    expect(finishDocks(river, 'straight')).toEqual([16, 17, 18].map((i) => globalHex(last, i)));
    expect(finishDocks(river, 'left')).toEqual([10, 15, 16].map((i) => globalHex(last, i)));
    expect(finishDocks(river, 'right')).toEqual([14, 18, 19].map((i) => globalHex(last, i)));
  });

  it('docks blocked by an island are removed: B1 right and B2 straight leave one, B2 left two', () => {
    expect(finishDocks(lastOn('B1'), 'right')).toHaveLength(1);
    expect(finishDocks(lastOn('B2'), 'straight')).toHaveLength(1);
    expect(finishDocks(lastOn('B2'), 'left')).toHaveLength(2);
    expect(finishDocks(lastOn('A3-1'), 'left')).toHaveLength(2);
    expect(finishDocks(lastOn('A3-3'), 'straight')).toHaveLength(2);
  });

  it('agrees with finishDocksIfLastTile of tiles.json for every tile and face', () => {
    for (const [id, t] of Object.entries(json.tiles)) {
      if (!t.finishDocksIfLastTile) continue;
      const river = lastOn(id as TileId);
      const last = river[river.length - 1]!;
      for (const f of DIE_FACES) {
        expect(finishDocks(river, f)).toEqual(t.finishDocksIfLastTile[f].map((i) => globalHex(last, i)));
      }
    }
  });

  it('the docks face the Finish piece: each is next to a hex of its footprint', () => {
    const river = lastOn('A1-2');
    for (const f of DIE_FACES) {
      const foot = new Set(finishFootprint(river, f).map(hexKey));
      for (const d of finishDocks(river, f)) expect(neighbours(d).some((n: Hex) => foot.has(hexKey(n)))).toBe(true);
    }
  });

  it('a Finish face that would touch an older tile is not legal', () => {
    // S R R R: a fourth right turn overlaps A0, so the Finish cannot go right either
    const river = build(['straight', 'right', 'right', 'right']);
    expect(legalFinishFaces(river)).not.toContain('right');
    expect(legalFinishFaces(build(['straight', 'straight']))).toEqual(['straight', 'left', 'right']);
  });
});
