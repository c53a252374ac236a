// Lit spaces stand out on every water colour under them (play-test of issue 14: yellow rings on
// the yellow finish docks could not be seen): each ring has dark bands either side of it, drawn
// under it at every lit space, contrasting with the lightest water (the finish docks) as well.
import { describe, expect, it } from 'vitest';
import type * as THREE from 'three';
import { COLORS } from '../../renderer/src/scene/palette.js';
import { HighlightLayer } from '../../renderer/src/scene/highlights.js';

/** WCAG relative luminance and contrast ratio. */
function lum(hex: number): number {
  const f = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255].map((v) => f(v / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: number, b: number) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);

describe('lit spaces', () => {
  it('every lit space gets its dark edge, under the ring', () => {
    const layer = new HighlightLayer();
    const lit = [{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 0, r: 1 }];
    layer.set({ destinations: lit });
    const ring = layer.group.getObjectByName('destinations') as THREE.InstancedMesh;
    const edge = layer.group.getObjectByName('destination-edges') as THREE.InstancedMesh;
    expect(edge.count).toBe(lit.length);
    expect(ring.count).toBe(lit.length);
    expect(edge.renderOrder).toBeLessThan(ring.renderOrder);
    // the edge is wider than the ring on both sides
    edge.geometry.computeBoundingSphere();
    ring.geometry.computeBoundingSphere();
    expect(edge.geometry.boundingSphere!.radius).toBeGreaterThan(ring.geometry.boundingSphere!.radius);
  });
  it('the edge contrasts with the finish docks\' yellow water where the ring alone does not', () => {
    expect(contrast(COLORS.destination, COLORS.finishWater)).toBeLessThan(1.5);
    for (const water of [COLORS.finishWater, COLORS.waterA, COLORS.startWater, COLORS.blueDockWater, COLORS.sand]) {
      expect(contrast(COLORS.destinationEdge, water)).toBeGreaterThan(3);
    }
    expect(contrast(COLORS.destinationEdge, COLORS.destination)).toBeGreaterThan(7);
  });
});
