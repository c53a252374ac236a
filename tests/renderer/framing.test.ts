/// <reference lib="dom" />
// The camera's framing maths (issue 14, docs/camera.md), spaces in, camera out: the whole-river
// overview draws every placed space whole inside the board's free area (under the tool row, with a
// margin) for long rivers at the play screen's board sizes; a turn's framing is centred in that free
// area; and the view's bearing keeps still between turns unless the river would run sideways.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { riverMap, RIVER_TILE_IDS, type DieFace, type PlacedTile } from '../../engine/index.js';
import { legalDieFaces, placeNext, START_TILE } from '../../engine/river.js';
import { CameraControls, flowBearing, OVERVIEW_MARGIN } from '../../renderer/src/scene/camera-controls.js';
import { hexCorners, turnBearing, turnBetween, viewBearing } from '../../renderer/src/scene/framing.js';
import { hexToWorld } from '../../renderer/src/scene/layout.js';

type Element = ConstructorParameters<typeof CameraControls>[1];

/** The board (the canvas) of the play screen at each window size with the side panel open, and its tool row. */
const BOARDS = [
  { window: '1280x800', width: 884, height: 690, top: 42 },
  { window: '1920x1080', width: 1444, height: 968, top: 42 },
  { window: '1024x700', width: 676, height: 588, top: 42 },
  // (as measured on the play screen in session 26, after the side panel grew at big windows and the
  // legend took a second line: the canvas and the tool row's foot under its top)
  { window: '1280x800 (now)', width: 834, height: 664, top: 40 },
  { window: '1920x1080 (now)', width: 1236, height: 944, top: 40 },
  { window: '1024x700 (now)', width: 648, height: 569, top: 40 },
] as const;

/** Camera controls over a laid-out board of this size (nothing is dispatched to it). */
function controls(width: number, height: number, top: number): CameraControls {
  const none = () => {};
  const doc = { addEventListener: none, removeEventListener: none };
  const el = { addEventListener: none, removeEventListener: none, ownerDocument: doc, style: {}, getRootNode: () => doc, clientWidth: width, clientHeight: height } as unknown as Element;
  const cam = new THREE.PerspectiveCamera(45, width / height, 0.1, 400);
  cam.position.set(0, 14, 12);
  const c = new CameraControls(cam, el, () => {});
  c.moveMs = 0;
  c.insetTop = top;
  return c;
}

/** Pixel of a world point as the camera draws it on a board `width` x `height`. */
function pixel(c: CameraControls, p: THREE.Vector3, width: number, height: number): { x: number; y: number } {
  c.camera.updateMatrixWorld();
  const v = p.clone().project(c.camera);
  return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
}

/** A river of `n` tiles (A0 included) laid with the die faces `faces` picks from the legal ones. */
function river(n: number, pick: (legal: DieFace[], i: number) => DieFace): PlacedTile[] {
  const out: PlacedTile[] = [START_TILE];
  for (let i = 1; i < n; i++) {
    const tile = RIVER_TILE_IDS[i % RIVER_TILE_IDS.length]!;
    const legal = legalDieFaces(out, tile, n - 1 - i);
    out.push(placeNext(out, legal.includes(pick(legal, i)) ? pick(legal, i) : legal[0]!, tile));
  }
  return out;
}

const RIVERS: { name: string; tiles: PlacedTile[] }[] = [
  { name: '13 tiles straight on', tiles: river(13, () => 'straight') },
  { name: '18 tiles straight on', tiles: river(18, () => 'straight') },
  { name: '15 tiles winding', tiles: river(15, (_, i) => (['left', 'right', 'straight', 'left', 'left', 'right'] as const)[i % 6]!) },
  { name: '18 tiles bending one way', tiles: river(18, (_, i) => (i % 3 === 0 ? 'right' : 'straight')) },
  { name: '4 tiles (a new race)', tiles: river(4, () => 'straight') },
];

const centres = (tiles: PlacedTile[]) => [...riverMap(tiles).values()].map((s) => {
  const w = hexToWorld(s.hex);
  return new THREE.Vector3(w.x, 0, w.z);
});

describe('the whole-river overview (play-test: "Whole river" cut the start tile at 1280x800)', () => {
  for (const b of BOARDS)
    for (const r of RIVERS)
      it(`draws every space whole inside the free board at ${b.window}: ${r.name}`, () => {
        const c = controls(b.width, b.height, b.top);
        const pts = centres(r.tiles);
        c.overviewOf(pts, 0);
        c.tick(1);
        // every corner of every space: below the tool row and in from the edges, with the margin
        const px = pts.flatMap((p) => hexCorners(p.x, p.z)).map((p) => pixel(c, p, b.width, b.height));
        const m = OVERVIEW_MARGIN - 0.5;
        const xs = px.map((p) => p.x);
        const ys = px.map((p) => p.y);
        expect(Math.min(...xs), 'left edge').toBeGreaterThanOrEqual(m);
        expect(Math.max(...xs), 'right edge').toBeLessThanOrEqual(b.width - m);
        expect(Math.min(...ys), 'under the tool row').toBeGreaterThanOrEqual(b.top + m);
        expect(Math.max(...ys), 'bottom edge').toBeLessThanOrEqual(b.height - m);
        // and as large as it fits: the river reaches two opposite edges of the free area within a few px
        const slackX = Math.min(...xs) - m + (b.width - m - Math.max(...xs));
        const slackY = Math.min(...ys) - b.top - m + (b.height - m - Math.max(...ys));
        expect(Math.min(slackX, slackY), 'fills the free area one way').toBeLessThan(8);
        // centred in the free area both ways (play-test: the board sat left of centre at 1280x800)
        expect(Math.abs(Math.min(...xs) - (b.width - Math.max(...xs))), 'centred across').toBeLessThan(4);
        expect(Math.abs(Math.min(...ys) - b.top - (b.height - Math.max(...ys))), 'centred up and down').toBeLessThan(4);
      });
});

describe("a turn's framing is centred in the free board, under the tool row", () => {
  for (const b of BOARDS)
    it(`at ${b.window}: the framed spaces' drawn extent has as much room left and right, above and below`, () => {
      const c = controls(b.width, b.height, b.top);
      // a boat and the spaces a speed-4 turn reaches ahead of it, fanned out
      const s = Math.sqrt(3);
      const lit = [[0, 0], [0, -4 * s], [1.5, -3.5 * s], [-1.5, -3.5 * s], [3, -2 * s], [-3, -3 * s]].map(([x, z]) => new THREE.Vector3(x, 0, z));
      for (const bearing of [0, flowBearing(1), flowBearing(3), flowBearing(5)]) {
        const box = new THREE.Box3().setFromPoints(lit.map((p) => p.clone().applyAxisAngle(new THREE.Vector3(0, 1, 0), -bearing)));
        c.frame(box, 0, bearing, 0, lit[0]!.clone());
        c.tick(1);
        const px = lit.map((p) => pixel(c, p, b.width, b.height));
        const xs = px.map((p) => p.x);
        const ys = px.map((p) => p.y);
        for (const p of px) {
          expect(p.x).toBeGreaterThan(8);
          expect(p.x).toBeLessThan(b.width - 8);
          expect(p.y).toBeGreaterThan(b.top + 8);
          expect(p.y).toBeLessThan(b.height - 8);
        }
        const left = Math.min(...xs);
        const right = b.width - Math.max(...xs);
        expect(Math.abs(left - right), `bearing ${bearing.toFixed(2)}: across`).toBeLessThan(0.01 * b.width);
        // the box is centred in the free area, not on the canvas the tool row covers (before: 21-37 px
        // higher than centred); its drawn extent sits a little low, as perspective draws the near end larger
        const above = Math.min(...ys) - b.top;
        const below = b.height - Math.max(...ys);
        expect(above - below, `bearing ${bearing.toFixed(2)}: not pushed up under the tool row`).toBeGreaterThan(-4);
        expect(above - below, `bearing ${bearing.toFixed(2)}: up and down`).toBeLessThan(0.035 * b.height);
      }
    });
});

describe("the view's bearing from turn to turn (play-test, lesson 3: \"the camera turns between turns\")", () => {
  const deg = (r: number) => Math.round((turnBetween(0, r) * 180) / Math.PI);
  it('looks straight downstream when the view has no bearing yet', () => {
    for (const f of [0, 1, 2, 3, 4, 5]) expect(turnBearing(null, flowBearing(f))).toBe(flowBearing(f));
  });
  it('keeps its bearing while the flow at the boat to move is drawn within 60° of up', () => {
    expect(turnBearing(flowBearing(0), flowBearing(1))).toBe(flowBearing(0));
    expect(turnBearing(flowBearing(0), flowBearing(5))).toBe(flowBearing(0));
    expect(turnBearing(flowBearing(2), flowBearing(2))).toBe(flowBearing(2));
  });
  it('turns only as far as brings the flow within 60° of up when the river bends further', () => {
    expect(deg(turnBearing(flowBearing(0), flowBearing(2)))).toBe(deg(flowBearing(1)));
    expect(deg(turnBearing(flowBearing(0), flowBearing(4)))).toBe(deg(flowBearing(5)));
    expect(Math.abs(deg(turnBearing(flowBearing(0), flowBearing(3))))).toBe(120);
  });
  it('two boats on tiles flowing two bends apart, moving in turn: the view turns once, then keeps still', () => {
    let b: number | null = null;
    const seen: number[] = [];
    for (let turn = 0; turn < 8; turn++) {
      b = turnBearing(b, flowBearing(turn % 2 === 0 ? 0 : 2));
      seen.push(deg(b));
      // the flow at the boat to move is never drawn more than 60° from up
      expect(Math.abs(deg(turnBetween(b, flowBearing(turn % 2 === 0 ? 0 : 2))))).toBeLessThanOrEqual(60);
    }
    expect(new Set(seen.slice(1)).size, seen.join(' ')).toBe(1);
  });
});

describe("the bearing of a computer captain's turn (issue 14, play-test: the view turned at a captain's boat on a bend)", () => {
  it('keeps the view\'s bearing however the river runs at the boat followed', () => {
    for (const f of [0, 1, 2, 3, 4, 5]) expect(viewBearing(flowBearing(0), flowBearing(f), false, true)).toBe(flowBearing(0));
  });
  it('a framed turn turns as turnBearing does; the first view and the player\'s ask look straight downstream', () => {
    for (const f of [0, 1, 2, 3, 4, 5]) {
      expect(viewBearing(flowBearing(0), flowBearing(f), false, false)).toBe(turnBearing(flowBearing(0), flowBearing(f)));
      expect(viewBearing(null, flowBearing(f), false, true)).toBe(flowBearing(f));
      expect(viewBearing(flowBearing(0), flowBearing(f), true, true)).toBe(flowBearing(f));
    }
  });
});
