// Where the words of the space pointed at are shown on the board (issue 14): at its foot, unless a
// lit space is drawn there; then at its top, under the tool row (play-test: the caption sat over the
// lit spaces behind the boat). Whichever edge covers fewer lit spaces wins; the foot on a tie.
import { spaceBox } from './bank-place.js';
import { boxesMeet, type NoteBox } from './note-place.js';

/** The caption's distance from the board's foot, and from its top (under the compass and camera menu). */
export const CAPTION_BOTTOM = 8;
export const CAPTION_TOP = 52;

/** Roughly how large the caption is: 13px text (about 7 px a letter), padding, wrapped to the board's width less 16 px. */
export function captionSize(text: string, boardWidth: number): { w: number; h: number } {
  const room = Math.max(40, boardWidth - 16);
  const one = [...text].length * 7 + 14;
  const lines = Math.max(1, Math.ceil(one / room));
  return { w: Math.min(one, room), h: lines * 17 + 6 };
}

/**
 * The edge the caption goes to: `spaces` are the lit spaces drawn (centres, in board pixels) and
 * `s` how many pixels across a space is drawn.
 */
export function captionEdge(spaces: readonly { x: number; y: number }[], s: number, text: string, view: { w: number; h: number }): 'bottom' | 'top' {
  const { w, h } = captionSize(text, view.w);
  const at = (y: number): NoteBox => ({ x: view.w / 2, y, w, h, side: 0 });
  const covered = (b: NoteBox) => spaces.filter((c) => boxesMeet(b, spaceBox(c, s))).length;
  const foot = covered(at(view.h - CAPTION_BOTTOM - h / 2));
  if (foot === 0) return 'bottom';
  return covered(at(CAPTION_TOP + h / 2)) < foot ? 'top' : 'bottom';
}
