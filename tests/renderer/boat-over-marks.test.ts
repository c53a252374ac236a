// The boat to move is drawn over the marks on the water (issue 14, newcomer's play-test: at its end
// space the boat hid under the lit space, the chosen space's plate and the pointer's ring). Every
// mark is depth-tested at the water, so a boat standing on the space covers it; the chosen space's
// ring is a frame at the space's edge, clear of the hull's sides.
import type * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { HighlightLayer } from '../../renderer/src/scene/highlights.js';
import { MODEL_SCALE, steamerGeometry } from '../../renderer/src/scene/steamer.js';

describe('marks on the water under the boats', () => {
  const layer = new HighlightLayer();
  const at = { q: 0, r: 0 };
  layer.set({ destinations: [at], selected: at, path: [{ q: 0, r: 1 }, at], pushTargets: [at], way: [at] });
  layer.setHover(at);
  const hull = steamerGeometry('white');
  hull.computeBoundingBox();
  const box = hull.boundingBox!;

  it('every mark is depth-tested and lies at the water, below the hull: the boat on its space is drawn over it', () => {
    for (const m of layer.meshes()) {
      const mat = m.material as THREE.Material;
      expect(mat.depthTest, m.name).toBe(true);
      expect(m.position.y, m.name).toBeLessThan(box.max.y * MODEL_SCALE * 0.1);
    }
    expect(layer.meshes().map((m) => m.name)).toEqual(expect.arrayContaining(['selected', 'hover', 'destinations']));
  });

  it("the chosen space's ring frames the space's edge, clear of the hull's sides (no plate round the boat)", () => {
    const sel = layer.meshes().find((m) => m.name === 'selected')!;
    const pos = sel.geometry.getAttribute('position') as THREE.BufferAttribute;
    let inner = Infinity;
    for (let i = 0; i < pos.count; i++) inner = Math.min(inner, Math.hypot(pos.getX(i), pos.getZ(i)));
    // the ring's inner edge at the middle of a side (a hexagon's inradius) against the hull's half beam
    const halfBeam = Math.max(-box.min.x, box.max.x) * MODEL_SCALE;
    expect(inner * Math.cos(Math.PI / 6)).toBeGreaterThan(halfBeam + 0.25);
  });
});
