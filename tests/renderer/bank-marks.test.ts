// Which bank is which (renderer/src/lib/bank-marks.ts): from each lesson's boat, the bank spaces
// found lie off the river, on the side the heading words name (right bank: headings 1 and 2 from
// downstream), square to the flow.
import { describe, expect, it } from 'vitest';
import { hexDistance, neighbour, spaceAt, type Dir, type Hex } from '../../engine/index.js';
import { boardOf, pack } from '../../engine/turn.js';
import { bankSpots } from '../../renderer/src/lib/bank-marks.js';
import { LESSONS } from '../../renderer/src/lib/lessons.js';
import { hexToWorld } from '../../renderer/src/scene/layout.js';

describe('bank spots', () => {
  it('lie off the river, the right bank to the right looking downstream, the left to the left', () => {
    for (const l of LESSONS) {
      const s = l.challenge.start;
      const at = s.boats.find((b) => b.id === l.challenge.boat)!.pos!;
      const kind = boardOf(s.river).kind;
      const flow = s.river[spaceAt(s.river, at)!.tileIndex]!.heading;
      const { left, right } = bankSpots(s, at);
      expect(left.length, `lesson ${l.number}`).toBeGreaterThan(0);
      expect(right.length, `lesson ${l.number}`).toBeGreaterThan(0);
      // the world's plane: downstream and the two banks' sides, by the cross product's sign
      const p = (h: Hex) => hexToWorld(h);
      const o = p(at);
      const f = p(neighbour(at, flow as Dir));
      const fx = f.x - o.x;
      const fz = f.z - o.z;
      const side = (h: Hex) => Math.sign(fx * (p(h).z - o.z) - fz * (p(h).x - o.x));
      const rightSign = side(neighbour(at, ((flow + 1) % 6) as Dir)); // heading 1 from downstream: toward the right bank
      for (const h of right) {
        expect(kind.has(pack(h)), `lesson ${l.number}: right bank ${h.q},${h.r} on the river`).toBe(false);
        expect(side(h)).toBe(rightSign);
      }
      for (const h of left) {
        expect(kind.has(pack(h))).toBe(false);
        expect(side(h)).toBe(-rightSign);
      }
      // the first is across from the boat itself: a bank, not a space far up or down the river
      expect(hexDistance(at, right[0]!)).toBeLessThan(10);
    }
  });
});
