// A lit space's cost badge moved aside where a lesson's label lies on it (issue 14: at 1024x700,
// with the steadier camera, lesson 1's "You" covered the cost of the space beside the boat). The
// labels' layout (note-place.ts) weighs a badge covered against going further out, so in a
// crowded view it may still cover one; the label names what the lesson talks about and stays, and
// the badge goes to the nearest spot round its own that meets no label, boat or other badge.
import { clearSpot } from './boat-clear.js';
import { boxesMeet, type NoteBox } from './note-place.js';

/** Pixels kept between a badge and a label: both are drawn a few pixels larger than their estimated boxes. */
export const ASIDE_GAP = 3;

export interface PlacedBadge extends NoteBox {
  /** Pixels across its space (how far it may move round its spot). */
  px: number;
  /** Left out (zoomed out): not drawn, so it neither moves nor is kept clear. */
  thin?: boolean;
}

/** The badges, each that meets a label (or, once moved, another badge) moved aside; the others as they were. */
export function badgesAside<B extends PlacedBadge>(badges: readonly B[], notes: readonly NoteBox[], boats: { c: { x: number; y: number }; box: NoteBox }[]): B[] {
  if (!notes.length) return [...badges];
  const grow = (b: NoteBox): NoteBox => ({ ...b, w: b.w + 2 * ASIDE_GAP, h: b.h + 2 * ASIDE_GAP });
  const out = [...badges];
  out.forEach((b, i) => {
    if (b.thin || !notes.some((n) => boxesMeet(b, n, ASIDE_GAP))) return;
    const others = out.filter((o, j) => j !== i && !o.thin);
    const spot = clearSpot(grow(b), boats, b.px, [...notes, ...others].map(grow));
    out[i] = { ...b, x: spot.x, y: spot.y };
  });
  return out;
}
