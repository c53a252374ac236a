// The previewed final heading's arrowhead stays inside its end space as drawn (issue 14, play-test:
// the cyan triangle lay on land beside the space), with or without a boat to keep clear of.
import { describe, expect, it } from 'vitest';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { headingMark } from '../../renderer/src/lib/heading-mark.js';

/** How far the arrowhead's tip reaches from the space's centre along the heading, as a fraction of centre-to-neighbour. */
function tipReach(p: { x: number; y: number; dx: number; dy: number }, m: ReturnType<typeof headingMark>): number {
  const s = Math.hypot(p.dx, p.dy);
  const tip = { x: m.x + Math.cos((m.deg * Math.PI) / 180) * m.size * 0.45, y: m.y + Math.sin((m.deg * Math.PI) / 180) * m.size * 0.45 };
  return ((tip.x - p.x) * p.dx + (tip.y - p.y) * p.dy) / (s * s);
}

describe("the previewed heading's arrowhead", () => {
  const headings = [0, 1, 2, 3, 4, 5].map((d) => (d * Math.PI) / 3 - Math.PI / 2);
  for (const s of [24, 40, 60, 90]) {
    it(`keeps its tip inside the end space (the edge is half-way to the next space), spaces ${s} px across`, () => {
      for (const a of headings) {
        const p = { x: 400, y: 300, dx: Math.cos(a) * s, dy: Math.sin(a) * s };
        const m = headingMark(p, []);
        expect(tipReach(p, m), `heading ${((a * 180) / Math.PI).toFixed(0)}°`).toBeLessThan(0.5);
        expect(tipReach(p, m)).toBeGreaterThan(0);
      }
    });
    it(`with a boat standing on the space, goes along the heading off the boat, its centre no farther than the next space's, spaces ${s} px across`, () => {
      for (const a of headings) {
        const p = { x: 400, y: 300, dx: Math.cos(a) * s, dy: Math.sin(a) * s };
        const boats = [{ c: { x: p.x, y: p.y }, box: boatBox(p, s) }];
        const m = headingMark(p, boats);
        const centre = ((m.x - p.x) * p.dx + (m.y - p.y) * p.dy) / (s * s);
        expect(centre, `heading ${((a * 180) / Math.PI).toFixed(0)}°`).toBeLessThanOrEqual(1 + 1e-9);
        expect(centre).toBeGreaterThan(0);
        const span = m.size * (Math.abs(Math.cos((m.deg * Math.PI) / 180)) + Math.abs(Math.sin((m.deg * Math.PI) / 180)));
        // clear of the boat on the slanting headings (up and down the boat is longer than that allows)
        if (Math.abs(Math.cos(a)) > 0.8) expect(overlaps({ x: m.x, y: m.y, w: span, h: span, side: 0 }, boats[0]!.box)).toBe(false);
      }
    });
  }
  it('moves off a boat beside the space when the space leaves room', () => {
    const s = 60;
    const p = { x: 400, y: 300, dx: 0, dy: -s };
    const near = headingMark(p, [{ c: { x: 400, y: 340 }, box: { x: 400, y: 330, w: 40, h: 40, side: 0 } }]);
    const free = headingMark(p, []);
    expect(near.y).toBeLessThanOrEqual(free.y);
  });
});
