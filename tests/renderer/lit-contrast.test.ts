// Lit spaces stand out on every water colour under them (play-test of issue 14: yellow rings on
// the yellow finish docks could not be seen): each ring has dark bands either side of it (drawn
// under it at every lit space, scene/highlights.ts), contrasting with the finish docks' water too.
import { describe, expect, it } from 'vitest';
import { COLORS } from '../../renderer/src/scene/palette.js';

/** WCAG relative luminance and contrast ratio. */
function lum(hex: number): number {
  const f = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255].map((v) => f(v / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: number, b: number) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);

describe('lit spaces', () => {
  it('the edge contrasts with the finish docks\' yellow water where the ring alone does not', () => {
    expect(contrast(COLORS.destination, COLORS.finishWater)).toBeLessThan(1.5);
    for (const water of [COLORS.finishWater, COLORS.waterA, COLORS.startWater, COLORS.blueDockWater, COLORS.sand]) {
      expect(contrast(COLORS.destinationEdge, water)).toBeGreaterThan(3);
    }
    expect(contrast(COLORS.destinationEdge, COLORS.destination)).toBeGreaterThan(7);
  });
});
