// The steamer's geometry (no DOM: also used by the unit tests): the hull built facing −Z and
// centred on its space, the turning stern wheel, the bow arrow, and each colour's badge mark.
import * as THREE from 'three';
import type { BoatColour } from '../../../engine/index.js';
import { GeoBuilder } from './geo.js';
import { BOAT_HEX, COLORS } from './palette.js';

/** The model is built with its bow tip at z ≈ −0.68 and its wheel's back at +0.86: shifted so it is centred on its space. */
export const CENTRE_Z = -0.09;

export function steamerGeometry(colour: BoatColour): THREE.BufferGeometry {
  const hull = BOAT_HEX[colour];
  const trim = colour === 'white' ? 0x8a8a8a : 0xf4f0e6;
  const b = new GeoBuilder();
  // Hull and pointed bow (a box turned 45°), built facing −Z.
  b.add(new THREE.BoxGeometry(0.52, 0.2, 1.0), hull, { y: 0.1, z: 0.08 });
  b.add(new THREE.BoxGeometry(0.368, 0.2, 0.368), hull, { y: 0.1, z: -0.42, ry: Math.PI / 4 });
  b.add(new THREE.BoxGeometry(0.54, 0.04, 1.02), trim, { y: 0.2, z: 0.08 });
  b.add(new THREE.BoxGeometry(0.46, 0.03, 0.95), 0xb08355, { y: 0.225, z: 0.05 });
  // Main cabin with a roof in the boat colour, and the pilot house on top.
  b.add(new THREE.BoxGeometry(0.36, 0.2, 0.5), COLORS.wall, { y: 0.34, z: 0.02 });
  b.add(new THREE.BoxGeometry(0.44, 0.04, 0.58), hull, { y: 0.46, z: 0.02 });
  b.add(new THREE.BoxGeometry(0.2, 0.14, 0.18), COLORS.wall, { y: 0.55, z: -0.12 });
  b.add(new THREE.BoxGeometry(0.24, 0.03, 0.22), hull, { y: 0.635, z: -0.12 });
  // Two stacks side by side in front of the cabin, with gold crowns.
  for (const x of [-0.11, 0.11]) {
    b.add(new THREE.CylinderGeometry(0.045, 0.05, 0.62, 7), COLORS.stack, { x, y: 0.53, z: -0.3 });
    b.add(new THREE.CylinderGeometry(0.07, 0.05, 0.06, 7), 0xd9a400, { x, y: 0.86, z: -0.3 });
  }
  // The stern paddle wheel's housing; the wheel itself turns, so it is drawn apart (wheelGeometry).
  b.add(new THREE.BoxGeometry(0.46, 0.06, 0.12), hull, { y: 0.42, z: 0.66 });
  // The heading is shown by the bow arrow drawn over every boat (BoatLayer.arrows): an arrow on the
  // water ahead of the bow was hidden by the stacks for boats facing away from the camera.
  return b.build().translate(0, 0, CENTRE_Z);
}

/** Where the paddle wheel's axle sits in the model (built facing −Z, before the model's scale). */
export const WHEEL_AT = { y: 0.2, z: 0.66 + CENTRE_Z } as const;
/**
 * The model's scale on the board (createView): the boat, 1.54 long once centred, fits its space
 * (0.866 from the centre to each side) so it never reaches into the next one.
 */
export const MODEL_SCALE = 1.1;

/** The stern paddle wheel (drum and paddles) around its own axle, the model's X axis. */
export function wheelGeometry(): THREE.BufferGeometry {
  const b = new GeoBuilder();
  b.add(new THREE.CylinderGeometry(0.2, 0.2, 0.4, 10), 0xa8322a, { rz: Math.PI / 2 });
  for (let i = 0; i < 4; i++) {
    b.add(new THREE.BoxGeometry(0.42, 0.03, 0.46), 0x5c3b22, { rx: (i * Math.PI) / 4 });
  }
  return b.build();
}

/** A flat arrow pointing −Z (white with a dark rim), drawn over the bow of every boat. */
export function bowArrowGeometry(): THREE.BufferGeometry {
  const shape = (k: number): THREE.Shape => {
    const sh = new THREE.Shape();
    // in shape space y is forward (it becomes −Z once laid flat)
    sh.moveTo(0, 0.3 * k);
    sh.lineTo(0.24 * k, -0.06 * k);
    sh.lineTo(0.08 * k, -0.02 * k);
    sh.lineTo(0.08 * k, -0.2 * k);
    sh.lineTo(-0.08 * k, -0.2 * k);
    sh.lineTo(-0.08 * k, -0.02 * k);
    sh.lineTo(-0.24 * k, -0.06 * k);
    sh.closePath();
    return sh;
  };
  const b = new GeoBuilder();
  b.add(new THREE.ShapeGeometry(shape(1.25)), 0x111111, { rx: -Math.PI / 2 });
  b.add(new THREE.ShapeGeometry(shape(1)), 0xffffff, { rx: -Math.PI / 2, y: 0.002, z: -0.01 });
  return b.build();
}

// Each boat's badge outline and colour-blind pattern live with the screens' badges (one table).
export { BOAT_MARK, type BadgePattern, type BadgeShape } from '../lib/boat-marks.js';
