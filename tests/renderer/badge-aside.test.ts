// Cost badges move aside from a lesson's labels (issue 14, lesson-label-room e2e at 1024x700:
// lesson 1's "You" lay over the cost label of the space beside the boat).
import { describe, expect, it } from 'vitest';
import { ASIDE_GAP, badgesAside, type PlacedBadge } from '../../renderer/src/lib/badge-aside.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { boxesMeet, type NoteBox } from '../../renderer/src/lib/note-place.js';

const badge = (key: string, x: number, y: number, thin = false): PlacedBadge & { key: string } => ({ key, x, y, w: 25, h: 15, side: 0, px: 44, thin });
const you: NoteBox = { x: 200, y: 196, w: 36, h: 17, side: 0 };
const boat = { c: { x: 160, y: 160 }, box: boatBox({ x: 160, y: 160 }, 44) };

describe('a cost badge under a lesson label', () => {
  it('moves clear of the label, of boats and of the other badges', () => {
    const list = [badge('a', 205, 200), badge('b', 205, 240), badge('c', 300, 300)];
    const out = badgesAside(list, [you], [boat]);
    expect(boxesMeet(out[0]!, you, ASIDE_GAP)).toBe(false);
    expect(overlaps(out[0]!, boat.box)).toBe(false);
    expect(boxesMeet(out[0]!, out[1]!, 0)).toBe(false);
    // still near its own spot: within three quarters of its space
    expect(Math.hypot(out[0]!.x - 205, out[0]!.y - 200)).toBeLessThanOrEqual(0.75 * 44 + 0.01);
    // the others stay put
    expect(out[1]).toEqual(list[1]);
    expect(out[2]).toEqual(list[2]);
  });

  it('moves even when it only touches the label (drawn boxes are a few pixels larger than estimated)', () => {
    const touching = badge('t', you.x + you.w / 2 + 25 / 2 + 1, you.y);
    const out = badgesAside([touching], [you], []);
    expect(out[0]).not.toEqual(touching);
  });

  it('leaves a badge not drawn (zoomed out) alone, and every badge alone without labels', () => {
    const hidden = badge('h', 200, 196, true);
    expect(badgesAside([hidden], [you], [])[0]).toEqual(hidden);
    const shown = badge('s', 200, 196);
    expect(badgesAside([shown], [], [])[0]).toEqual(shown);
  });
});
