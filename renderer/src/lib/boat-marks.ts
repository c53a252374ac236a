// Each boat's mark: an outline shape of its own (and, in colour-blind mode on the board, a fill
// pattern), so colour is never the only cue. The board's badges, the screens' badges and the race
// chart's dots draw the same shape for the same boat.
import type { BoatColour } from '../../../engine/index.js';

export type BadgeShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'star';
export type BadgePattern = 'none' | 'ring' | 'hstripes' | 'dots' | 'diagonal' | 'vstripes' | 'checks';

export const BOAT_MARK: Record<BoatColour, { shape: BadgeShape; pattern: BadgePattern }> = {
  white: { shape: 'circle', pattern: 'ring' },
  orange: { shape: 'square', pattern: 'hstripes' },
  blue: { shape: 'triangle', pattern: 'dots' },
  green: { shape: 'diamond', pattern: 'diagonal' },
  pink: { shape: 'hexagon', pattern: 'vstripes' },
  red: { shape: 'star', pattern: 'checks' },
  black: { shape: 'circle', pattern: 'none' },
};

/**
 * The corners of `shape` centred on (cx, cy) with radius `r` (y grows downwards, a point up),
 * sized so every shape looks about as big; null for the circle (radius `circleRadius(r)`).
 */
export function markCorners(shape: BadgeShape, cx: number, cy: number, r: number): [number, number][] | null {
  const poly = (n: number, r0: number, start: number, inner = 0): [number, number][] => {
    const pts = inner ? n * 2 : n;
    return Array.from({ length: pts }, (_, i) => {
      const a = start + (i * 2 * Math.PI) / pts;
      const rr = inner && i % 2 ? inner : r0;
      return [cx + rr * Math.sin(a), cy - rr * Math.cos(a)];
    });
  };
  switch (shape) {
    case 'circle':
      return null;
    case 'square':
      return [
        [cx - r * 0.8, cy - r * 0.8],
        [cx + r * 0.8, cy - r * 0.8],
        [cx + r * 0.8, cy + r * 0.8],
        [cx - r * 0.8, cy + r * 0.8],
      ];
    case 'triangle':
      return poly(3, r * 1.08, 0);
    case 'diamond':
      return poly(4, r, 0);
    case 'hexagon':
      return poly(6, r * 0.95, Math.PI / 6);
    case 'star':
      return poly(5, r, 0, r * 0.55);
  }
}

export const circleRadius = (r: number): number => r * 0.92;

/** The corners as an SVG `points` attribute. */
export function svgPoints(corners: readonly [number, number][]): string {
  return corners.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
}
