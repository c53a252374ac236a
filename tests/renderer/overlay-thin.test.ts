// The board's overlay thinned by zoom (renderer/src/lib/overlay-thin.ts; play-test: zoomed out, coal
// badges and heading arrows piled up over each other).
import { describe, expect, it } from 'vitest';
import { ARROW_PX, TINY_SPACE, arrowReach, badgeSize, shownBadges, type BadgeAt } from '../../renderer/src/lib/overlay-thin.js';

/** Badges on a row of spaces `s` pixels apart. */
const row = (s: number, n = 6): BadgeAt[] => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, x: i * s, y: 100, s, marks: 1 }));

function overlaps(list: BadgeAt[], keys: Set<string>): boolean {
  const kept = list.filter((b) => keys.has(b.key));
  return kept.some((a, i) =>
    kept.some((b, j) => {
      if (j <= i) return false;
      const wa = badgeSize(a);
      const wb = badgeSize(b);
      return Math.abs(a.x - b.x) < (wa.w + wb.w) / 2 && Math.abs(a.y - b.y) < (wa.h + wb.h) / 2;
    }),
  );
}

describe('coal badges by zoom', () => {
  it('are all shown when the spaces are large enough for them', () => {
    expect(shownBadges(row(60), null).size).toBe(6);
  });

  it('cover no other badge when spaces are small, the pointed-at one kept', () => {
    const list = row(TINY_SPACE + 2);
    const shown = shownBadges(list, 'k3');
    expect(shown.has('k3')).toBe(true);
    expect(shown.size).toBeLessThan(6);
    expect(shown.size).toBeGreaterThan(1);
    expect(overlaps(list, shown)).toBe(false);
  });

  it('are shown only when pointed at or focused on tiny spaces', () => {
    expect(shownBadges(row(TINY_SPACE - 4), null).size).toBe(0);
    expect([...shownBadges(row(TINY_SPACE - 4), 'k2')]).toEqual(['k2']);
  });
});

describe('heading arrows by zoom', () => {
  it('sit near the space edge on a large space', () => {
    expect(arrowReach(80)).toBeCloseTo(0.74 * 80, 9);
  });

  it('never touch each other on a small space (neighbouring arrows are 60° apart: as far apart as from the centre)', () => {
    for (const s of [12, 20, 30, 40]) expect(arrowReach(s)).toBeGreaterThan(ARROW_PX);
  });
});
