// Colour-blind mode's marks on the water (renderer/src/scene/highlights.ts) are no boat's badge
// shape (issue 14 play-test: each lit space's mark looked like boat 3's triangle badge).
import type * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { BOAT_MARK } from '../../renderer/src/lib/boat-marks.js';
import { HighlightLayer } from '../../renderer/src/scene/highlights.js';

describe('colour-blind marks on lit spaces', () => {
  it('a lit space, a push target and the path carry shapes no boat badge uses', () => {
    const layer = new HighlightLayer();
    const at = { q: 0, r: 0 };
    layer.set({ destinations: [at], selected: null, path: [], pushTargets: [at], way: [] });
    const plain = layer.meshes().find((m) => m.name === 'destinations')!.geometry;
    layer.setColourBlind(true);
    const shapes = layer.shapes();
    const badgeShapes = new Set(Object.values(BOAT_MARK).map((m) => m.shape as string));
    for (const [what, drawn] of Object.entries(shapes)) {
      for (const part of drawn.split('+')) expect(badgeShapes.has(part), `${what}: ${drawn}`).toBe(false);
    }
    // the mark is drawn: the lit spaces' geometry changed, and holds more than the ring
    const shaped = layer.meshes().find((m) => m.name === 'destinations')!.geometry;
    expect(shaped).not.toBe(plain);
    const count = (g: THREE.BufferGeometry) => (g.index ? g.index.count : g.getAttribute('position').count);
    expect(count(shaped)).toBeGreaterThan(count(plain));
    // two separate bars, both inside the ring and about as wide as each other: nothing with a point
    const pos = shaped.getAttribute('position') as THREE.BufferAttribute;
    const inner: number[] = [];
    for (let i = 0; i < pos.count; i++) if (Math.hypot(pos.getX(i), pos.getZ(i)) < 0.5) inner.push(pos.getZ(i));
    const zs = [...new Set(inner.map((z) => z.toFixed(2)))].map(Number).sort((a, b) => a - b);
    expect(zs).toHaveLength(4);
    expect(zs[1]! < zs[2]!).toBe(true);
  });
});
