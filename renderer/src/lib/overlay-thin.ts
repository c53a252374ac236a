// What the board's overlay leaves out when the river is drawn small (play-test: zoomed out, the
// coal badges and heading arrows piled up and covered each other). Badges: where spaces are tiny,
// only the one pointed at or focused; otherwise every badge that covers no badge already kept (the
// pointed-at one first). Heading arrows: never closer to their space's centre than keeps them apart.

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

/** Roughly the badge's box: coal, one icon per outcome, padding (the overlay's 11px or 9px type). */
export function badgeSize(b: BadgeAt): { w: number; h: number } {
  const small = b.s < 34;
  return small ? { w: 18 + b.marks * 10, h: 12 } : { w: 24 + b.marks * 13, h: 15 };
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
