// The words of the space pointed at sit beside that space (play-test: at the board's foot, far from
// the space they spoke of), and never over a lit space or a cost label where a side is clear.
import { describe, expect, it } from 'vitest';
import { spaceBox } from '../../renderer/src/lib/bank-place.js';
import { boatBox } from '../../renderer/src/lib/boat-clear.js';
import { CAPTION_TOP, captionBox } from '../../renderer/src/lib/caption-place.js';
import { boxesMeet } from '../../renderer/src/lib/note-place.js';

const view = { w: 884, h: 690 };
const text = '3 spaces downstream, 1 coal, ends facing downstream, toward the right bank, picks up a passenger';
const s = 48;
const near = (b: { x: number; y: number; w: number; h: number }, c: { x: number; y: number }) =>
  Math.max(Math.abs(b.x - c.x) - b.w / 2, 0) + Math.max(Math.abs(b.y - c.y) - b.h / 2, 0);

describe("the hovered space's words", () => {
  it('sit just above the space when nothing is there, not at the board’s foot', () => {
    const hot = { x: 442, y: 300 };
    const b = captionBox(hot, [hot], s, text, view);
    expect(b.y).toBeLessThan(hot.y);
    expect(near(b, hot)).toBeLessThan(s * 0.6);
    expect(boxesMeet(b, spaceBox(hot, s))).toBe(false);
  });
  it('take another side where lit spaces lie above: clear of every lit space', () => {
    const hot = { x: 442, y: 300 };
    const lit = [hot, { x: 442, y: 258 }, { x: 406, y: 279 }, { x: 478, y: 279 }, { x: 442, y: 216 }];
    const b = captionBox(hot, lit, s, text, view);
    expect(lit.filter((c) => boxesMeet(b, spaceBox(c, s)))).toEqual([]);
    expect(near(b, hot)).toBeLessThan(s * 0.6);
  });
  it('keep off the cost labels given', () => {
    const hot = { x: 442, y: 300 };
    const label = { x: 442, y: 250, w: 34, h: 15, side: 0 as const };
    const b = captionBox(hot, [hot], s, text, view, [label]);
    expect(boxesMeet(b, label)).toBe(false);
  });
  it('stay inside the board, under its tool row, at its edges', () => {
    for (const hot of [{ x: 20, y: 40 }, { x: 870, y: 680 }]) {
      const b = captionBox(hot, [hot], s, text, view);
      expect(b.x - b.w / 2).toBeGreaterThanOrEqual(8);
      expect(b.x + b.w / 2).toBeLessThanOrEqual(view.w - 8);
      expect(b.y - b.h / 2).toBeGreaterThanOrEqual(CAPTION_TOP);
      expect(b.y + b.h / 2).toBeLessThanOrEqual(view.h);
    }
  });
  // play-test pt28 (Italian, 1024x700): at the start line the words lay over the boats beside the space
  it('never lie on a boat where a place clear of boats is near: lit spaces above, the boats in a row below', () => {
    const hot = { x: 442, y: 300 };
    const lit = [hot, { x: 442, y: 258 }, { x: 406, y: 279 }, { x: 478, y: 279 }, { x: 442, y: 216 }];
    const boats = [334, 370, 406, 442, 478, 514, 550].map((x) => boatBox({ x, y: 342 }, s));
    const b = captionBox(hot, lit, s, text, view, [], boats);
    expect(boats.filter((m) => boxesMeet(b, m, 0))).toEqual([]);
    expect(near(b, hot)).toBeLessThan(s * 2.5);
  });
  it('stay beside the space when a boat is no nearer than the lit spaces (the boats change nothing there)', () => {
    const hot = { x: 442, y: 300 };
    const far = [boatBox({ x: 100, y: 600 }, s)];
    expect(captionBox(hot, [hot], s, text, view, [], far)).toEqual(captionBox(hot, [hot], s, text, view));
  });
});
