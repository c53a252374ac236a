// The boat to move stays in sight under the board's overlay (renderer/src/lib/boat-clear.ts): a
// label or a heading arrow that would lie on its drawn box is moved out along its own direction.
import { describe, expect, it } from 'vitest';
import { boatBox, clearOf, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { BADGE_DROP } from '../../renderer/src/lib/note-place.js';
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
