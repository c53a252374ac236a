/// <reference lib="dom" />
// A turn's framing keeps right of the notes down the board's left side (a network race's table
// column, pt27 #8: the turn pill, quick messages and the table's box covered the boats there):
// with a left inset the framed spaces are all drawn right of it, centred in what is left; without
// one the framing is as before (the local play screen has no such column).
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { CameraControls, flowBearing } from '../../renderer/src/scene/camera-controls.js';
import { freeNdc } from '../../renderer/src/scene/framing.js';

type Element = ConstructorParameters<typeof CameraControls>[1];

/** Camera controls over a laid-out board of this size (nothing is dispatched to it). */
function controls(width: number, height: number, top: number, left: number): CameraControls {
  const none = () => {};
  const doc = { addEventListener: none, removeEventListener: none };
  const el = { addEventListener: none, removeEventListener: none, ownerDocument: doc, style: {}, getRootNode: () => doc, clientWidth: width, clientHeight: height } as unknown as Element;
  const cam = new THREE.PerspectiveCamera(45, width / height, 0.1, 400);
  cam.position.set(0, 14, 12);
  const c = new CameraControls(cam, el, () => {});
  c.moveMs = 0;
  c.insetTop = top;
  c.insetLeft = left;
  return c;
}

// the fr 1024x700 board of a network race and its table column's reach (measured: ~250 px)
const B = { width: 648, height: 569, top: 40, left: 260 };

describe('a turn framed beside the notes down the board’s left side', () => {
  it('draws every framed space right of the notes, centred across what is left', () => {
    const c = controls(B.width, B.height, B.top, B.left);
    const s = Math.sqrt(3);
    const lit = [[0, 0], [0, -4 * s], [1.5, -3.5 * s], [-1.5, -3.5 * s], [3, -2 * s], [-3, -3 * s]].map(([x, z]) => new THREE.Vector3(x, 0, z));
    for (const bearing of [0, flowBearing(1), flowBearing(3), flowBearing(5)]) {
      const box = new THREE.Box3().setFromPoints(lit.map((p) => p.clone().applyAxisAngle(new THREE.Vector3(0, 1, 0), -bearing)));
      c.frame(box, 0, bearing, 0, lit[0]!.clone());
      c.tick(1);
      c.camera.updateMatrixWorld();
      const xs = lit.map((p) => ((p.clone().project(c.camera).x + 1) / 2) * B.width);
      for (const x of xs) expect(x, `bearing ${bearing.toFixed(2)}`).toBeGreaterThan(B.left);
      const room = Math.min(...xs) - B.left - (B.width - Math.max(...xs));
      expect(Math.abs(room), `bearing ${bearing.toFixed(2)}: centred right of the notes`).toBeLessThan(0.02 * B.width);
    }
  });

  it('no inset, no change; notes wider than half the board leave its right half', () => {
    const a = { width: 648, height: 569, top: 40, margin: 8 };
    expect(freeNdc({ ...a, left: 0 })).toEqual(freeNdc(a));
    expect(freeNdc({ ...a, left: 260 }).x0).toBeCloseTo(-1 + (2 * 260) / 648 + (2 * 8) / 648, 6);
    expect(freeNdc({ ...a, left: 600 }).x0).toBeLessThanOrEqual(0.1);
    expect(freeNdc({ ...a, left: 600 }).x1 - freeNdc({ ...a, left: 600 }).x0).toBeGreaterThanOrEqual(0.2);
  });
});
