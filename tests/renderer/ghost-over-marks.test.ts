// A pushed boat's ghost (where a previewed push sends it) reads above one's own course marks (issue
// 14, play-test: the lit rings, the path and the chosen space's frame were drawn over it, so the ghost
// sat under the marks of the very move that pushes it). Three draws opaque objects first, then the
// see-through ones by renderOrder: a ghost must come after every mark on the water.
import type * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { BoatLayer } from '../../renderer/src/scene/boat-model.js';
import { HighlightLayer } from '../../renderer/src/scene/highlights.js';

/** Whether three draws `a` after `b` (opaque pass first, then see-through objects by renderOrder). */
function drawnAfter(a: THREE.Object3D, b: THREE.Object3D): boolean {
  const see = (o: THREE.Object3D) => ((o as THREE.Mesh).material as THREE.Material).transparent;
  if (see(a) !== see(b)) return see(a);
  return a.renderOrder > b.renderOrder;
}

describe("a pushed boat's ghost", () => {
  const at = { q: 0, r: -1 };
  const marks = new HighlightLayer();
  marks.set({ destinations: [at], path: [{ q: 0, r: 0 }, at], selected: at, pushTargets: [at], way: [at] });
  marks.setHover(at);
  const water: THREE.Object3D[] = [];
  marks.group.traverse((o) => (o !== marks.group ? water.push(o) : undefined));

  it('is drawn after every mark on the water (lit rings, path, chosen space, pointer ring)', () => {
    const boats = new BoatLayer();
    boats.setPushGhosts([{ boat: 'white', hex: at, dir: 0 }]);
    boats.setGhost({ boat: 'red', hex: { q: 1, r: -1 }, dir: 1 });
    const ghosts = boats.group.children.filter((o) => o.name === 'push-ghost' || o.name === 'ghost-boat');
    expect(ghosts.map((g) => g.name).sort()).toEqual(['ghost-boat', 'push-ghost']);
    expect(water.length).toBeGreaterThanOrEqual(7);
    for (const g of ghosts) for (const m of water) expect(drawnAfter(g, m), `${g.name} after ${m.name}`).toBe(true);
  });
});
