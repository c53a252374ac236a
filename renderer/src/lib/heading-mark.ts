// The previewed way's final heading: a cyan arrowhead on its end space (issue 14). It stays inside
// that space as drawn (play-test: placed a third of a space out and then pushed further off a boat's
// bow along the heading, its tip lay on the next space, at times land) unless a boat stands there:
// then it moves along the heading just clear of the boat, its centre no farther than the next space's
// (a boat hidden under the mark is worse than the mark over the next space: the boat-clear e2e,
// where the moved boat or a boat at its start dock stands on the end space; a boat is ~0.8 of a
// space wide and the mark clears it only past the edge).
import { clearOfAll } from './boat-clear.js';
import type { NoteBox } from './note-place.js';

/** The arrowhead in its 20-unit box (centre 0): tip at +9, tail at −3, 14 wide. */
export const HEADING_PATH = 'M9 0 L-3 -7 L-1 0 L-3 7 Z';
/** Its colours: cyan, the pointer's ring's colour (palette.ts COLORS.hover), with a dark edge. */
export const HEADING_FILL = '#00e5ff';
export const HEADING_EDGE = '#002a33';
/** How far the tip reaches from the mark's centre, as a fraction of its size. */
const TIP = 9 / 20;
/** The space's edge along the heading, as a fraction of centre-to-neighbour (half), less a margin. */
const EDGE = 0.46;
/** Where the mark sits first, along the heading from the space's centre (fraction of a space): off a boat's middle. */
const START = 0.2;
/** The farthest its centre goes along the heading to clear a boat (fraction of a space). */
const CLEAR_MOST = 1;

export interface HeadingMark {
  x: number;
  y: number;
  /** Screen angle of the heading (degrees, clockwise from +x). */
  deg: number;
  /** The mark's width and height in pixels. */
  size: number;
}

/**
 * Where the arrowhead is drawn: `p` is the end space's centre and (dx, dy) the screen vector to its
 * neighbour on the heading's side; `boats` the boats as drawn, to keep clear along the heading as
 * far as the space allows.
 */
export function headingMark(p: { x: number; y: number; dx: number; dy: number }, boats: { c: { x: number; y: number }; box: NoteBox }[]): HeadingMark {
  const s = Math.hypot(p.dx, p.dy);
  const size = Math.max(16, s * 0.5);
  const rad = Math.atan2(p.dy, p.dx);
  const [ux, uy] = s > 1e-6 ? [p.dx / s, p.dy / s] : [1, 0];
  // the farthest its centre may go along the heading with the tip still inside the space
  const most = Math.max(0, EDGE * s - TIP * size);
  const first = Math.min(most, START * s);
  // the square turned to the heading: what it covers is its turned bounds (up to 1.41 times as wide)
  const span = size * (Math.abs(Math.cos(rad)) + Math.abs(Math.sin(rad)));
  const spot = clearOfAll({ x: p.x + ux * first, y: p.y + uy * first, w: span, h: span, side: 0 }, boats, p);
  const along = Math.min(Math.max(0, (spot.x - p.x) * ux + (spot.y - p.y) * uy), CLEAR_MOST * s);
  return { x: p.x + ux * along, y: p.y + uy * along, deg: (rad * 180) / Math.PI, size };
}
