// The words of the space pointed at never cover a lit space where the board has room elsewhere
// (issue 14, play-test: at the board's foot they sat over the lit spaces behind the boat).
import { describe, expect, it } from 'vitest';
import { spaceBox } from '../../renderer/src/lib/bank-place.js';
import { CAPTION_BOTTOM, CAPTION_TOP, captionEdge, captionSize } from '../../renderer/src/lib/caption-place.js';
import { boxesMeet } from '../../renderer/src/lib/note-place.js';

const view = { w: 884, h: 690 };
const text = '3 spaces downstream, 1 coal, ends facing north-east, picks up a passenger';

/** The lit spaces the caption covers at the edge it is put on. */
function covered(spaces: { x: number; y: number }[], s: number): number {
  const { w, h } = captionSize(text, view.w);
  const edge = captionEdge(spaces, s, text, view);
  const y = edge === 'top' ? CAPTION_TOP + h / 2 : view.h - CAPTION_BOTTOM - h / 2;
  return spaces.filter((c) => boxesMeet({ x: view.w / 2, y, w, h, side: 0 }, spaceBox(c, s))).length;
}

describe("the hovered space's words", () => {
  it('stay at the foot when no lit space is drawn there', () => {
    const spaces = [{ x: 442, y: 300 }, { x: 442, y: 250 }, { x: 480, y: 400 }];
    expect(captionEdge(spaces, 48, text, view)).toBe('bottom');
  });
  it('go to the top when lit spaces behind the boat are drawn at the foot', () => {
    const spaces = [{ x: 442, y: 300 }, { x: 442, y: 660 }, { x: 400, y: 640 }];
    expect(captionEdge(spaces, 48, text, view)).toBe('top');
    expect(covered(spaces, 48)).toBe(0);
  });
  it('where both edges hold lit spaces, take the one covering fewer', () => {
    const spaces = [{ x: 442, y: 70 }, { x: 442, y: 660 }, { x: 400, y: 660 }];
    expect(captionEdge(spaces, 48, text, view)).toBe('top');
    expect(covered(spaces, 48)).toBe(1);
  });
});
