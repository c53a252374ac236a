// A click on a lit space's cost badge means the badge's space (issue 14: the badges sit on their
// space's lower edge, or moved aside off boats and labels, and the pointer over one picked the space
// under it, often the space below). Only a badge drawn there: one left out (zoomed out) is not seen,
// and the pointer goes through to the river.

export interface DrawnBadge<H> {
  hex: H;
  /** Its centre and size, in the overlay's pixels. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Left out (hidden) at this zoom. */
  thin?: boolean;
}

/** The space of the drawn badge under (x, y), the last drawn (on top) first; null when none is. */
export function badgeUnder<H>(badges: readonly DrawnBadge<H>[], x: number, y: number): H | null {
  for (let i = badges.length - 1; i >= 0; i--) {
    const b = badges[i]!;
    if (!b.thin && Math.abs(x - b.x) <= b.w / 2 && Math.abs(y - b.y) <= b.h / 2) return b.hex;
  }
  return null;
}
