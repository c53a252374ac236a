// Heading arrows keep off the middle of a push's destinations (issue 14, plan e2e "a push with a
// choice": with the camera farther out, the arrow pushed off the boat to move lay on the other push
// target's centre, and a click there chose a heading instead of the push).
import { describe, expect, it } from 'vitest';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { ARROW_PX, TARGET_CORE, arrowReach, arrowSpot } from '../../renderer/src/lib/overlay-thin.js';

/** The boat to move on its end space at (400, 300), spaces `s` pixels apart; side `deg` of it. */
function scene(s: number, deg: number) {
  const c = { x: 400, y: 300 };
  const a = (deg * Math.PI) / 180;
  const p = { ...c, dx: Math.cos(a) * s, dy: Math.sin(a) * s };
  const boats = [{ c, box: boatBox(c, s) }];
  const target = { x: c.x + p.dx, y: c.y + p.dy };
  return { p, boats, target, core: { ...target, w: TARGET_CORE * s, h: TARGET_CORE * s, side: 0 as const } };
}
const box = (q: { x: number; y: number }) => ({ ...q, w: ARROW_PX, h: ARROW_PX, side: 0 as const });

describe('a heading arrow beside a push target', () => {
  // up the screen (-90°) and the diagonals, at the spaces' sizes the farther camera draws (41-66 px)
  for (const s of [42, 50, 58, 66]) {
    for (const deg of [-90, -30, -150, 30, 150, 90]) {
      it(`leaves the target's middle clear (space ${s} px, side at ${deg}°)`, () => {
        const { p, boats, target, core } = scene(s, deg);
        const spot = arrowSpot(p, boats, [target]);
        expect(overlaps(box(spot), core)).toBe(false);
        // still on its own side of the space: it points the way it says
        const along = ((spot.x - p.x) * p.dx + (spot.y - p.y) * p.dy) / s;
        expect(along).toBeGreaterThan(0);
      });
    }
  }

  it('lay on the target before (up the screen, 50 px spaces): the case the e2e test saw', () => {
    const { p, boats, target, core } = scene(50, -90);
    const plain = arrowSpot(p, boats);
    expect(overlaps(box(plain), core)).toBe(true);
    expect(overlaps(box(arrowSpot(p, boats, [target])), core)).toBe(false);
  });

  it('stays where it was when no target is near', () => {
    const { p, boats } = scene(60, 30);
    const far = { x: 0, y: 0 };
    expect(arrowSpot(p, boats, [far])).toEqual(arrowSpot(p, boats));
    // and that is arrowReach out along its side when off the boat
    const spot = arrowSpot({ ...p, dx: 60, dy: 0 }, [], []);
    expect(spot.x - p.x).toBeCloseTo(arrowReach(60));
  });
});
