/// <reference lib="dom" />
// The follow camera's zoom is steady from turn to turn (issue 14): every turn's framing keeps the boat
// to move the same distance from the camera, whether it stands at the near or the far end of its lit
// spaces or they spread wide or not; only lit spaces that do not fit take the camera farther.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { CameraControls } from '../../renderer/src/scene/camera-controls.js';

type Element = ConstructorParameters<typeof CameraControls>[1];

function controls(): CameraControls {
  const none = () => {};
  const doc = { addEventListener: none, removeEventListener: none };
  const el = { addEventListener: none, removeEventListener: none, ownerDocument: doc, style: {}, getRootNode: () => doc } as unknown as Element;
  const cam = new THREE.PerspectiveCamera(45, 1.3, 0.1, 400);
  const c = new CameraControls(cam, el, () => {});
  c.moveMs = 0;
  return c;
}

/** Frames lit spaces (world x/z) with the boat at `boat`; returns the camera's distance from the boat. */
function framed(c: CameraControls, boat: [number, number], lit: [number, number][]): number {
  const box = new THREE.Box3().setFromPoints([boat, ...lit].map(([x, z]) => new THREE.Vector3(x, 0, z)));
  const anchor = new THREE.Vector3(boat[0], 0, boat[1]);
  c.frame(box, 0, 0, 0, anchor);
  c.tick(1);
  return c.camera.position.distanceTo(anchor);
}

describe("the follow camera's framing distance", () => {
  const s = Math.sqrt(3);
  it('is the same from the boat at the near end of its lit spaces, among them, or short of them', () => {
    const c = controls();
    const ahead = framed(c, [0, 0], [[0, -2 * s], [0, -4 * s], [1.5, -5.5 * s], [-1.5, -3.5 * s]]); // a long reach downstream
    const among = framed(c, [0, 0], [[0, -s], [0, s], [1.5, -0.5 * s], [-1.5, 0.5 * s]]); // a short reach round the boat
    const short = framed(c, [3, 10], [[3, 10 - s]]); // speed 1
    expect(among / ahead).toBeGreaterThan(0.97);
    expect(among / ahead).toBeLessThan(1.03);
    expect(short / ahead).toBeGreaterThan(0.97);
    expect(short / ahead).toBeLessThan(1.03);
  });

  it('goes farther only for lit spaces that do not fit', () => {
    const c = controls();
    const usual = framed(c, [0, 0], [[0, -4 * s]]);
    const lit: [number, number][] = [[-12, -4 * s], [12, -4 * s], [0, -12 * s]];
    const wide = framed(c, [0, 0], lit);
    expect(wide).toBeGreaterThan(usual * 1.1);
    c.camera.updateMatrixWorld();
    for (const [x, z] of lit) {
      const p = new THREE.Vector3(x, 0, z).project(c.camera);
      expect(Math.max(Math.abs(p.x), Math.abs(p.y)), `${x},${z} on screen`).toBeLessThan(1);
    }
  });
});
