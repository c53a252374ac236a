// Where a boat's line on the race chart falls: the tiles it lost since the point before. The chart
// measures each boat's distance down the river as it sits, so the line falls when a boat sails back
// upstream (turning round for a passenger at a dock it passed) or is pushed back; the chart says so
// on hover instead of leaving a drop unexplained (play-test). Pure, unit-tested.

interface PointLike {
  boats: readonly { boat: string; progress: number }[];
}

/** Less than this is no drop worth a word (rounding of where along a tile a boat sits). */
const MIN_TILES = 0.05;

/** Tiles `boat` lost between point `i - 1` and point `i`, to one decimal; null when it did not fall. */
export function setbackAt(points: readonly PointLike[], i: number, boat: string): number | null {
  if (i <= 0) return null;
  const before = points[i - 1]?.boats.find((b) => b.boat === boat)?.progress;
  const now = points[i]?.boats.find((b) => b.boat === boat)?.progress;
  if (before === undefined || now === undefined) return null;
  const lost = before - now;
  return lost >= MIN_TILES ? Math.max(0.1, Math.round(lost * 10) / 10) : null;
}
