// A click on a cost badge means the badge's own space, where the badge is drawn (issue 14: a badge on
// its space's lower edge took the click to the space below it).
import { describe, expect, it } from 'vitest';
import { badgeUnder } from '../../renderer/src/lib/badge-pick.js';

const badge = (hex: string, x: number, y: number, thin = false) => ({ hex, x, y, w: 25, h: 15, thin });

describe('the pointer over a cost badge', () => {
  it("means the badge's space anywhere on the badge, its edges included", () => {
    const list = [badge('0,0', 100, 111)];
    expect(badgeUnder(list, 100, 111)).toBe('0,0');
    expect(badgeUnder(list, 112, 118)).toBe('0,0');
    expect(badgeUnder(list, 88, 104)).toBe('0,0');
  });

  it('goes through to the river off the badges and over a badge not drawn (zoomed out)', () => {
    expect(badgeUnder([badge('0,0', 100, 111)], 100, 122)).toBeNull();
    expect(badgeUnder([badge('0,0', 100, 111, true)], 100, 111)).toBeNull();
  });

  it('means the one drawn on top where two meet', () => {
    expect(badgeUnder([badge('a', 100, 100), badge('b', 110, 100)], 105, 100)).toBe('b');
  });
});
