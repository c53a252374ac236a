// What the board's overlay leaves out when the river is drawn small (play-test: zoomed out, the
// coal badges and heading arrows piled up and covered each other). Badges: where spaces are tiny,
// only the one pointed at or focused; otherwise every badge that covers no badge already kept (the
// pointed-at one first). Heading arrows: never closer to their space's centre than keeps them apart.
import { clearOf, clearOfAll, overlapArea, overlaps } from './boat-clear.js';
import type { NoteBox } from './note-place.js';

/** Below this many pixels from one space's centre to the next, badges show only when pointed at. */
export const TINY_SPACE = 26;

/** A heading arrow's size on screen (24 px and its border). */
export const ARROW_PX = 28;

export interface BadgeAt {
  key: string;
  x: number;
  y: number;
  /** Pixels from the space's centre to its neighbour's. */
  s: number;
  /** Outcome icons beside the coal. */
  marks: number;
}

/**
 * The badge's box: coal, one icon per outcome, padding and border (the overlay's 11px or 9px type).
 * Measured as drawn (a 1-mark badge 40.7 x 17 px): an estimate short by 4 px let two shown badges
 * overlap at 1024x700 (board-labels e2e).
 */
export function badgeSize(b: BadgeAt): { w: number; h: number } {
  const small = b.s < 34;
  return small ? { w: 21 + b.marks * 10, h: 13 } : { w: 28 + b.marks * 13, h: 17 };
}

/** The keys of the badges to show. */
export function shownBadges(badges: readonly BadgeAt[], hot: string | null): Set<string> {
  const order = [...badges.filter((b) => b.key === hot), ...badges.filter((b) => b.key !== hot)];
  const kept: { x: number; y: number; w: number; h: number }[] = [];
  const out = new Set<string>();
  for (const b of order) {
    if (b.key !== hot && b.s < TINY_SPACE) continue;
    const { w, h } = badgeSize(b);
    const clash = kept.some((k) => Math.abs(k.x - b.x) < (k.w + w) / 2 + 2 && Math.abs(k.y - b.y) < (k.h + h) / 2 + 2);
    if (clash && b.key !== hot) continue;
    kept.push({ x: b.x, y: b.y, w, h });
    out.add(b.key);
  }
  return out;
}

/**
 * How far from its space's centre a heading arrow sits, in pixels, for a space `s` pixels across:
 * near its edge, but never so close that two arrows on neighbouring sides (60° apart) touch.
 */
export function arrowReach(s: number): number {
  return Math.max(0.74 * s, ARROW_PX + 3);
}

/** The middle of a space a click picks (a push target), as a fraction of a space across, that no heading arrow covers. */
export const TARGET_CORE = 0.45;

/**
 * Where the heading arrow on side (dx, dy) of the space centred at (x, y) is drawn: `arrowReach` out
 * along its side, kept off every boat, and off the middle of every space a click picks (`targets`:
 * a push's other destinations). Issue 14: with the camera farther out, the arrows pushed off the
 * boat to move lay on the neighbouring push target's centre, and a click there chose a heading,
 * not the push. Off a target it moves back towards its own space or sideways, whichever covers
 * the boats least.
 */
export function arrowSpot(p: { x: number; y: number; dx: number; dy: number }, boats: { c: { x: number; y: number }; box: NoteBox }[], targets: readonly { x: number; y: number }[] = []): { x: number; y: number } {
  const len = Math.hypot(p.dx, p.dy) || 1;
  const k = arrowReach(len) / len;
  const spot = clearOfAll({ x: p.x + p.dx * k, y: p.y + p.dy * k, w: ARROW_PX, h: ARROW_PX, side: 0 }, boats, p);
  const cores: NoteBox[] = targets.map((t) => ({ x: t.x, y: t.y, w: TARGET_CORE * len, h: TARGET_CORE * len, side: 0 }));
  const on = cores.find((c) => overlaps(spot, c));
  if (!on) return { x: spot.x, y: spot.y };
  const tries = [clearOf(spot, on, -p.dx, -p.dy), clearOf(spot, on, -p.dy, p.dx), clearOf(spot, on, p.dy, -p.dx)].filter((b) => !cores.some((c) => overlaps(b, c)));
  const onBoats = (b: NoteBox) => boats.reduce((n, x) => n + overlapArea(b, x.box), 0);
  const best = tries.reduce<NoteBox | null>((a, b) => (a === null || onBoats(b) < onBoats(a) ? b : a), null) ?? tries[0] ?? clearOf(spot, on, -p.dx, -p.dy);
  return { x: best.x, y: best.y };
}
