// The boat to move stays in sight under the board's overlay (renderer/src/lib/boat-clear.ts): a
// label or a heading arrow that would lie on its drawn box is moved out along its own direction.
import { describe, expect, it } from 'vitest';
import { neighbour } from '../../engine/index.js';
import { boatBox, clearOf, clearOfAll, clearSpot, hullBox, overlapArea, overlaps, spacePx } from '../../renderer/src/lib/boat-clear.js';
import { BADGE_DROP, type NoteBox } from '../../renderer/src/lib/note-place.js';
import { arrowReach } from '../../renderer/src/lib/overlay-thin.js';

const c = { x: 400, y: 300 };

describe('the boat to move kept clear', () => {
  for (const s of [30, 48, 70, 110]) {
    const boat = boatBox(c, s);
    it(`at ${s}px a space: a cost label on the boat's own space goes below the boat, not on it`, () => {
      const label = { x: c.x, y: c.y + s * BADGE_DROP, w: 34, h: 15, side: 0 as const };
      expect(overlaps(label, boat)).toBe(true); // where it was drawn: on the boat
      const moved = clearOf(label, boat, 0, 1);
      expect(overlaps(moved, boat)).toBe(false);
      expect(moved.x).toBe(label.x);
      expect(moved.y).toBeGreaterThan(c.y);
    });
    it(`at ${s}px a space: every heading arrow round the boat's space lies off the boat, along its own side`, () => {
      const reach = arrowReach(s);
      for (let d = 0; d < 6; d++) {
        const a = (d * Math.PI) / 3 - Math.PI / 2;
        const [dx, dy] = [Math.cos(a), Math.sin(a)];
        const arrow = { x: c.x + dx * reach, y: c.y + dy * reach, w: 28, h: 28, side: 0 as const };
        const moved = clearOf(arrow, boat, dx, dy);
        expect(overlaps(moved, boat), `side ${d}`).toBe(false);
        // still on its side of the space, pointing the same way from it
        const k = (moved.x - c.x) * dx + (moved.y - c.y) * dy;
        expect(k, `side ${d}`).toBeGreaterThanOrEqual(reach - 1e-9);
        expect(Math.abs((moved.x - c.x) * dy - (moved.y - c.y) * dx), `side ${d}`).toBeLessThan(1e-6);
      }
    });
  }
  it('leaves a mark that covers nothing of the boat where it is', () => {
    const boat = boatBox(c, 60);
    const far = { x: c.x + 200, y: c.y, w: 30, h: 15, side: 0 as const };
    expect(clearOf(far, boat, 1, 0)).toBe(far);
  });
});

describe("the boat's size on screen", () => {
  it('is read from the longest side of its space, not from one side the camera foreshortens', () => {
    // a low camera looking along the board's side 0: that side is squashed to a fifth on screen
    const h = { q: 2, r: 3 };
    const raw = (x: { q: number; r: number }) => ({ x: Math.sqrt(3) * (x.q + x.r / 2), y: 1.5 * x.r });
    const c0 = raw(h);
    const n0 = raw(neighbour(h, 0));
    const len = Math.hypot(n0.x - c0.x, n0.y - c0.y);
    const u = { x: (n0.x - c0.x) / len, y: (n0.y - c0.y) / len };
    const project = (x: { q: number; r: number }) => {
      const p = raw(x);
      const dx = p.x - c0.x;
      const dy = p.y - c0.y;
      const along = (dx * u.x + dy * u.y) * 0.8; // side 0's direction kept at a fifth
      return { x: 500 + (dx - along * u.x) * 60, y: 400 + (dy - along * u.y) * 60 };
    };
    const s = spacePx(project, h);
    // the widest neighbour (across the screen) sets it; side 0 alone said a fifth or so of it
    const side0 = Math.hypot(project(neighbour(h, 0)).x - 500, project(neighbour(h, 0)).y - 400);
    expect(s).toBeGreaterThan(side0 * 2);
    expect(s).toBeGreaterThanOrEqual(50);
    // the boat's box is as wide as the space is drawn, not a fifth of it
    expect(boatBox({ x: 500, y: 400 }, s).w).toBeGreaterThan(boatBox({ x: 500, y: 400 }, side0).w * 2);
    expect(spacePx(() => null, h)).toBe(0);
  });
});

describe('every boat kept clear', () => {
  const s = 60;
  const mover = { c, box: boatBox(c, s) };
  // another boat one space to the right of the boat to move
  const other = { c: { x: c.x + s, y: c.y }, box: boatBox({ x: c.x + s, y: c.y }, s) };
  it("a cost label on another boat's space moves off that boat too, not only off the boat to move", () => {
    const label = { x: other.c.x, y: other.c.y + s * BADGE_DROP, w: 34, h: 15, side: 0 as const };
    expect(overlaps(label, other.box)).toBe(true);
    const moved = clearOfAll(label, [mover, other]);
    expect(overlaps(moved, other.box)).toBe(false);
    expect(overlaps(moved, mover.box)).toBe(false);
  });
  it('a heading arrow pointing at a neighbouring boat goes on along its side past it', () => {
    const reach = arrowReach(s);
    const arrow = { x: c.x + reach, y: c.y, w: 28, h: 28, side: 0 as const };
    expect(overlaps(arrow, other.box)).toBe(true);
    const moved = clearOfAll(arrow, [mover, other], { dx: 1, dy: 0 });
    expect(overlaps(moved, other.box)).toBe(false);
    expect(overlaps(moved, mover.box)).toBe(false);
    expect(moved.y).toBe(arrow.y);
    expect(moved.x).toBeGreaterThan(arrow.x);
  });
  it('leaves a mark clear of every boat where it is', () => {
    const far = { x: c.x - 300, y: c.y, w: 30, h: 15, side: 0 as const };
    expect(clearOfAll(far, [mover, other])).toBe(far);
  });
});

describe('a mark among boats packed together (clearSpot)', () => {
  const s = 48;
  const at = (x: number, y: number) => ({ c: { x, y }, box: boatBox({ x, y }, s) });
  // two boats side by side, a label between them lying on both (play-test, seed 7 at speed 6)
  const pair = [at(400, 300), at(400 + s * 0.87, 300)];
  const label = { x: 400 + s * 0.44, y: 300 + s * 0.22, w: 34, h: 15, side: 0 as const };
  it('leaves a mark that covers no boat where it is', () => {
    const far = { ...label, y: 600 };
    expect(clearSpot(far, pair, s)).toBe(far);
  });
  it('moves a label lying on two boats to a spot clear of both, within a space of where it was', () => {
    expect(pair.some((b) => overlaps(label, b.box))).toBe(true);
    const moved = clearSpot(label, pair, s);
    for (const b of pair) expect(overlaps(moved, b.box)).toBe(false);
    expect(Math.hypot(moved.x - label.x, moved.y - label.y)).toBeLessThanOrEqual(s);
  });
  it('keeps clear of the marks placed before it when a spot clear of both can be had', () => {
    const first = clearSpot(label, pair, s);
    const second = clearSpot({ ...label }, pair, s, [first]);
    expect(overlapArea(second, first)).toBe(0);
    for (const b of pair) expect(overlaps(second, b.box)).toBe(false);
  });
  it('pushed off one boat only as far as it needs when that clears every boat', () => {
    const one = [at(400, 300)];
    const own = { x: 400, y: 300 + s * 0.22, w: 34, h: 15, side: 0 as const };
    const moved = clearSpot(own, one, s);
    expect(moved).toEqual(clearOfAll(own, one));
  });
  it('where boats ring it all round, the spot covering least of them', () => {
    const ring = [at(400, 300)];
    for (let d = 0; d < 6; d++) ring.push(at(400 + Math.cos((d * Math.PI) / 3) * s, 300 + Math.sin((d * Math.PI) / 3) * s));
    const mark = { x: 400, y: 300, w: 34, h: 15, side: 0 as const };
    const moved = clearSpot(mark, ring, s);
    const covered = (m: NoteBox) => ring.reduce((n, b) => n + overlapArea(m, b.box), 0);
    expect(covered(moved)).toBeLessThan(covered(mark));
  });
});

// play-test pt29, 1024x700: cost badges on the spaces beside a boat lying across the screen sat on its
// stern: the boat is nearly a space long, wider than boatBox's 0.8 of a space
describe('a boat kept clear along its heading', () => {
  const s = 50;
  const c = { x: 300, y: 200 };
  it('lying across the screen, its bow and stern are inside its box', () => {
    const box = hullBox(c, s, { dx: s, dy: 0 });
    const stern = { x: c.x - 0.47 * s, y: c.y, w: 4, h: 4, side: 0 as const };
    expect(overlaps(stern, boatBox(c, s))).toBe(false);
    expect(overlaps(stern, box)).toBe(true);
    // a badge beside the stern, on the next space's near edge, is pushed off it
    const badge = { x: c.x - 0.62 * s, y: c.y + 0.2 * s, w: 28, h: 17, side: 0 as const };
    const spot = clearSpot(badge, [{ c, box }], s);
    expect(overlaps(spot, box)).toBe(false);
  });
  it('without a heading, the box as before; never smaller than it', () => {
    expect(hullBox(c, s, null)).toEqual(boatBox(c, s));
    const up = hullBox(c, s, { dx: 0, dy: -s });
    const b = boatBox(c, s);
    expect(up.w).toBeGreaterThanOrEqual(b.w);
    expect(up.h).toBeGreaterThanOrEqual(b.h);
  });
});
