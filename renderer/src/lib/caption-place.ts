// Where the words of the space pointed at are shown on the board (issue 14): beside that space,
// touching it (play-test: at the board's foot they sat far from the space they spoke of), on the
// side where they cover the fewest lit spaces (their cost labels with them), inside the board and
// under its tool row. Sides are tried above, below, right, left, then the same a space further out:
// the first that covers nothing wins. A boat is never covered where any place is clear of boats
// (play-test pt28, Italian at 1024x700: at the start line the words lay over the boats beside it).
import { spaceBox } from './bank-place.js';
import { boxesMeet, type NoteBox } from './note-place.js';

/** The caption's least distance from the board's foot, and from its top (under the compass and camera menu). */
export const CAPTION_BOTTOM = 8;
export const CAPTION_TOP = 52;
/** The widest the caption is drawn (px): beside a space, a long line wraps rather than crossing the board. */
export const CAPTION_MAX_W = 320;

/** Roughly how large the caption is: 13px text (about 7 px a letter), padding, wrapped to `room` px (the board's width less 16 px at most). */
export function captionSize(text: string, boardWidth: number): { w: number; h: number } {
  const room = Math.max(40, Math.min(CAPTION_MAX_W, boardWidth - 16));
  const one = [...text].length * 7 + 14;
  const lines = Math.max(1, Math.ceil(one / room));
  return { w: Math.min(one, room), h: lines * 17 + 6 };
}

/**
 * The caption's box (centre, size; board pixels) for the space drawn at `hot`: `spaces` are the lit
 * spaces drawn (centres) and `s` how many pixels across a space is drawn.
 */
export function captionBox(
  hot: { x: number; y: number },
  spaces: readonly { x: number; y: number }[],
  s: number,
  text: string,
  view: { w: number; h: number },
  /** Other marks to keep off, as drawn (the cost labels, moved aside where they are). */
  marks: readonly NoteBox[] = [],
  /** The boats as drawn (boat-clear's boatBox): kept clear before anything else. */
  boats: readonly NoteBox[] = [],
): NoteBox {
  const { w, h } = captionSize(text, view.w);
  // (just past the hovered space's own edge: a space is ~0.85 s tall, ~1.05 s wide as drawn)
  const dy = 0.45 * s + 3 + h / 2;
  const dx = 0.55 * s + 3 + w / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  const at = (x: number, y: number): NoteBox => ({
    x: clamp(x, 8 + w / 2, view.w - 8 - w / 2),
    y: clamp(y, CAPTION_TOP + h / 2, view.h - CAPTION_BOTTOM - h / 2),
    w,
    h,
    side: 0,
  });
  const own = spaceBox(hot, s);
  // what a place covers: each lit space (with its cost label) it meets, the hovered space itself
  // more, and a boat most of all (the words hide what they would tell about)
  const cost = (b: NoteBox) =>
    spaces.filter((c) => boxesMeet(b, spaceBox(c, s))).length + marks.filter((m) => boxesMeet(b, m)).length + (boxesMeet(b, own) ? 100 : 0) + boats.filter((m) => boxesMeet(b, m, 0)).length * 1000;
  let best: { box: NoteBox; cost: number } | null = null;
  for (const far of [0, 1, 2]) {
    const ey = far * 0.9 * s;
    const ex = far * 1.05 * s;
    for (const b of [at(hot.x, hot.y - dy - ey), at(hot.x, hot.y + dy + ey), at(hot.x + dx + ex, hot.y), at(hot.x - dx - ex, hot.y)]) {
      const c = cost(b);
      if (!best || c < best.cost) best = { box: b, cost: c };
      if (c === 0) return b;
    }
    // (further out only to clear a boat: beside its space the words read as that space's)
    if (best!.cost < 1000) break;
  }
  return best!.box;
}
