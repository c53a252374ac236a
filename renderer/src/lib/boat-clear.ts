// The boat to move stays in sight under the board's overlay (issue 14, newcomer's play-test: at its
// end space, in step mode and once a way was picked, the boat hid under the lit spaces' cost
// labels, the heading arrows and the previewed heading). Its drawn box is kept clear: a mark that
// would lie on it is moved out along its own direction (a label below its space's boat, an arrow
// outwards from the space) until it no longer covers the boat.
import { neighbour, type Dir, type Hex } from '../../../engine/index.js';
import type { NoteBox } from './note-place.js';

/**
 * Roughly where the boat standing on a space is drawn, for a space `s` pixels across (centre to
 * centre): its hull round the centre, turned any way, and its funnels rising up the screen.
 */
export function boatBox(c: { x: number; y: number }, s: number): NoteBox {
  const top = c.y - 0.62 * s;
  const bottom = c.y + 0.42 * s;
  return { x: c.x, y: (top + bottom) / 2, w: 0.8 * s, h: bottom - top, side: 0 };
}

/**
 * boatBox grown along the boat's heading to its bow and stern as drawn: `axis` is the screen vector
 * from its space's centre to the next space's on its heading. The hull is nearly a space long, so a
 * boat lying across the screen reaches past boatBox's width (play-test pt29, 1024x700: cost badges
 * on neighbouring spaces lay on boats' sterns). Without a heading, boatBox.
 */
export function hullBox(c: { x: number; y: number }, s: number, axis?: { dx: number; dy: number } | null): NoteBox {
  const box = boatBox(c, s);
  if (!axis) return box;
  // bow and stern half a space out each way (the model is 0.98 of a space long), the beam round them
  const hx = Math.abs(axis.dx) * 0.5 + 0.15 * s;
  const hy = Math.abs(axis.dy) * 0.5 + 0.15 * s;
  const left = Math.min(box.x - box.w / 2, c.x - hx);
  const right = Math.max(box.x + box.w / 2, c.x + hx);
  const top = Math.min(box.y - box.h / 2, c.y - hy);
  const bottom = Math.max(box.y + box.h / 2, c.y + hy);
  return { x: (left + right) / 2, y: (top + bottom) / 2, w: right - left, h: bottom - top, side: 0 };
}

/**
 * The boat on a space turned any way, its bow mark included (the arrow over its bow reaches past the
 * space's middle on the side it faces): what a bank's name keeps off (play-test: "левый берег" and
 * "riva sinistra" sat over a boat's bow beside the bank). Wider than boatBox, which is the
 * hull and funnels a cost label may come close to.
 */
export function boatReach(c: { x: number; y: number }, s: number): NoteBox {
  const top = c.y - 0.62 * s;
  const bottom = c.y + 0.55 * s;
  return { x: c.x, y: (top + bottom) / 2, w: 1.2 * s, h: bottom - top, side: 0 };
}

/** Whether two boxes overlap. */
export function overlaps(a: NoteBox, b: NoteBox): boolean {
  return Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2;
}

/**
 * `b` moved along (dx, dy) (any length; straight down when zero) just far enough to clear `keep`,
 * or `b` itself when it covers nothing of it.
 */
export function clearOf(b: NoteBox, keep: NoteBox, dx: number, dy: number): NoteBox {
  if (!overlaps(b, keep)) return b;
  const len = Math.hypot(dx, dy);
  const [ux, uy] = len > 1e-6 ? [dx / len, dy / len] : [0, 1];
  // the distance along the direction at which the boxes stop overlapping on one axis (the nearer one)
  const gapX = (keep.w + b.w) / 2 + 1;
  const gapY = (keep.h + b.h) / 2 + 1;
  const along = (gap: number, from: number, u: number) => (Math.abs(u) < 1e-6 ? Infinity : (Math.sign(u) * gap - from) / u);
  const t = Math.min(along(gapX, b.x - keep.x, ux), along(gapY, b.y - keep.y, uy));
  return { ...b, x: b.x + ux * t, y: b.y + uy * t };
}

/**
 * How many pixels across a space is drawn: the longest of its six centre-to-neighbour vectors on
 * screen. One side alone (side 0) is foreshortened where it points at the camera, and the boat's
 * box came out too small for it (issue 14 play-test, 1920x1080: labels and rings on the boat).
 */
export function spacePx(project: (h: Hex) => { x: number; y: number } | null, h: Hex): number {
  const c = project(h);
  if (!c) return 0;
  let s = 0;
  for (let d = 0; d < 6; d++) {
    const n = project(neighbour(h, d as Dir));
    if (n) s = Math.max(s, Math.hypot(n.x - c.x, n.y - c.y));
  }
  return s;
}

/**
 * `b` kept off every boat's drawn box, not only the boat to move's (issue 14 play-test, 1920x1080:
 * a cost label or a heading arrow covered another boat). Each box it lies on pushes it out along
 * (dx, dy) when given (an arrow keeps its side), else away from that boat's centre; a few passes,
 * as clearing one boat can put it on a neighbour's. Where boats crowd so that no spot clears them
 * all, it stays where the last pass left it.
 */
export function clearOfAll(b: NoteBox, boats: { c: { x: number; y: number }; box: NoteBox }[], dir?: { dx: number; dy: number }): NoteBox {
  let out = b;
  for (let pass = 0; pass < 4; pass++) {
    const on = boats.find((k) => overlaps(out, k.box));
    if (!on) return out;
    out = clearOf(out, on.box, dir ? dir.dx : out.x - on.c.x, dir ? dir.dy : out.y - on.c.y);
  }
  return out;
}

/** How many pixels two boxes share. */
export function overlapArea(a: NoteBox, b: NoteBox): number {
  const w = Math.min(a.x + a.w / 2, b.x + b.w / 2) - Math.max(a.x - a.w / 2, b.x - b.w / 2);
  const h = Math.min(a.y + a.h / 2, b.y + b.h / 2) - Math.max(a.y - a.h / 2, b.y - b.h / 2);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Rings round a mark's own spot, as fractions of a space, tried nearest first. */
const RINGS = [0.3, 0.5, 0.75];
/** Directions on each ring (every 30°). */
const TURNS = 12;

/**
 * `b` placed on the board among boats packed together (issue 14 play-test: between two boats side
 * by side, pushing a cost label off one boat put it on the other, and it covered that boat): its
 * own spot if that covers no boat, else moved off the boat just far enough if that clears every
 * boat, else the nearest spot round it, up to three quarters of a space
 * (`s` pixels across) away, that covers no boat and none of `taken` (marks placed before it);
 * where none does, the one covering least of the boats, then of `taken`. Boats weigh far more
 * than marks: a boat hidden is worse than two labels touching.
 */
export function clearSpot(b: NoteBox, boats: { c: { x: number; y: number }; box: NoteBox }[], s: number, taken: readonly NoteBox[] = []): NoteBox {
  // its own spot, then pushed off the boat under it just far enough (clearOfAll), then the rings
  const spots: NoteBox[] = [b, clearOfAll(b, boats)];
  for (const r of RINGS) {
    for (let i = 0; i < TURNS; i++) {
      // straight down first (below a boat its label reads as its space's), then round both ways
      const k = i === 0 ? 0 : Math.ceil(i / 2) * (i % 2 ? 1 : -1);
      const a = Math.PI / 2 + (k * 2 * Math.PI) / TURNS;
      spots.push({ ...b, x: b.x + Math.cos(a) * r * s, y: b.y + Math.sin(a) * r * s });
    }
  }
  let best = b;
  let bestCost = Infinity;
  for (const p of spots) {
    const onBoats = boats.reduce((n, k) => n + overlapArea(p, k.box), 0);
    const onMarks = taken.reduce((n, k) => n + overlapArea(p, k), 0);
    const cost = onBoats * 100 + onMarks;
    if (cost === 0) return p;
    if (cost < bestCost) [best, bestCost] = [p, cost];
  }
  return best;
}
