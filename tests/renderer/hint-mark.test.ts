// The captain's hint's end space is easy to find (issue 14, play-test at 1024x700: it was shown by
// the chosen space's thin ring only): the space is tinted over, and ringed twice as wide as a chosen
// space, both depth-tested at the water (a boat standing there is drawn over them).
import type * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { HighlightLayer } from '../../renderer/src/scene/highlights.js';
import { hexToWorld } from '../../renderer/src/scene/layout.js';

/** A ring mark's width, outer edge to inner edge, from its vertices (the distance from the space's centre). */
function width(m: THREE.Mesh): number {
  const pos = m.geometry.getAttribute('position') as THREE.BufferAttribute;
  const r = Array.from({ length: pos.count }, (_, i) => Math.hypot(pos.getX(i), pos.getZ(i)));
  return Math.max(...r) - Math.min(...r);
}

describe("the hint's end space", () => {
  const end = { q: 2, r: -3 };
  const layer = new HighlightLayer();
  const mark = (name: string) => layer.meshes().find((m) => m.name === name);

  it('is tinted over the whole space and ringed wider than a chosen space', () => {
    layer.set({ destinations: [end, { q: 1, r: -1 }], selected: end, hinted: end });
    expect(layer.hinted()).toBe('2,-3');
    const tint = mark('hint-tint')!;
    const ring = mark('hint-ring')!;
    const w = hexToWorld(end);
    for (const m of [tint, ring]) {
      expect(m.visible, m.name).toBe(true);
      expect([m.position.x, m.position.z], m.name).toEqual([w.x, w.z]);
      expect((m.material as THREE.Material).depthTest, m.name).toBe(true);
    }
    // the tint covers the space out to its edge, from its centre
    expect(width(tint)).toBeGreaterThan(0.9);
    expect((tint.material as THREE.MeshBasicMaterial).opacity).toBeGreaterThan(0.3);
    expect(width(ring)).toBeGreaterThanOrEqual(2 * width(mark('selected')!) - 1e-6);
  });

  it('goes when the hint does', () => {
    layer.set({ destinations: [end], selected: end });
    expect(layer.hinted()).toBeNull();
    expect(mark('hint-tint')!.visible).toBe(false);
    expect(mark('hint-ring')!.visible).toBe(false);
  });
});
