// Boats you can read (issue 14): a boat drawn on its space stays inside it, whichever way it faces,
// so it never covers the boat or the lit space next to it; each colour has its own badge shape.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { ALL_DIRS } from '../../engine/index.js';
import { BOAT_MARK, MODEL_SCALE, steamerGeometry } from '../../renderer/src/scene/steamer.js';
import { headingYaw, HEX_SIZE } from '../../renderer/src/scene/layout.js';

/** Distance from a space's centre to the middle of each of its sides (flat-top hexes). */
const INNER = (HEX_SIZE * Math.sqrt(3)) / 2;

describe('boat model', () => {
  it('fits its space for every heading (no part reaches into a neighbouring space)', () => {
    const geo = steamerGeometry('orange');
    const pos = geo.getAttribute('position');
    const v = new THREE.Vector3();
    for (const d of ALL_DIRS) {
      const yaw = headingYaw(d);
      let worst = 0;
      for (let i = 0; i < pos.count; i++) {
        v.fromBufferAttribute(pos, i).multiplyScalar(MODEL_SCALE).applyAxisAngle(new THREE.Vector3(0, 1, 0), yaw);
        // the hexagon's six side normals, at 30° + k·60° in the x/z plane
        for (let k = 0; k < 6; k++) {
          const a = Math.PI / 6 + (k * Math.PI) / 3;
          worst = Math.max(worst, v.x * Math.cos(a) + v.z * Math.sin(a));
        }
      }
      expect(worst, `facing ${d}`).toBeLessThanOrEqual(INNER);
    }
    geo.dispose();
  });

  it('gives every racing colour its own badge shape and pattern', () => {
    const racing = (['white', 'orange', 'blue', 'green', 'pink', 'red'] as const).map((c) => BOAT_MARK[c]);
    expect(new Set(racing.map((m) => m.shape)).size).toBe(racing.length);
    expect(new Set(racing.map((m) => m.pattern)).size).toBe(racing.length);
  });
});
