// Our own low-poly paddle steamer (hull, cabins, two stacks, stern paddle wheel), one merged
// mesh per boat colour, plus a numeral badge (the seat number: colour is never the only cue),
// the passengers aboard as small figures, and an outline ring for the boat to move.
import * as THREE from 'three';
import { shipyardHex, type Boat, type BoatColour, type BoatId, type GameState } from '../../../engine/index.js';
import { GeoBuilder, hexRing } from './geo.js';
import { headingYaw, hexToWorld, type Pose } from './layout.js';
import { addFigure } from './markers.js';
import { BOAT_HEX, BOAT_INK, COLORS } from './palette.js';

export type { Pose };

function steamerGeometry(colour: BoatColour): THREE.BufferGeometry {
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
  return b.build();
}

/** Where the paddle wheel's axle sits in the model (built facing −Z, before the model's scale). */
export const WHEEL_AT = { y: 0.2, z: 0.66 } as const;
/** The model's scale on the board (createView). */
export const MODEL_SCALE = 1.3;

/** The stern paddle wheel (drum and paddles) around its own axle, the model's X axis. */
export function wheelGeometry(): THREE.BufferGeometry {
  const b = new GeoBuilder();
  b.add(new THREE.CylinderGeometry(0.2, 0.2, 0.4, 10), 0xa8322a, { rz: Math.PI / 2 });
  for (let i = 0; i < 4; i++) {
    b.add(new THREE.BoxGeometry(0.42, 0.03, 0.46), 0x5c3b22, { rx: (i * Math.PI) / 4 });
  }
  return b.build();
}

function badgeTexture(colour: BoatColour, numeral: string): THREE.CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const g = canvas.getContext('2d')!;
  g.beginPath();
  g.arc(size / 2, size / 2, size / 2 - 8, 0, Math.PI * 2);
  g.fillStyle = `#${BOAT_HEX[colour].toString(16).padStart(6, '0')}`;
  g.fill();
  g.lineWidth = 8;
  g.strokeStyle = BOAT_INK[colour] === '#fff' ? '#fff' : '#111';
  g.stroke();
  g.fillStyle = BOAT_INK[colour];
  if (numeral === 'rose') {
    // The Black Rose sails for no seat: a red rose instead of a numeral (drawn, no font needed).
    for (let k = 0; k < 5; k++) {
      const a = (k * 2 * Math.PI) / 5;
      g.beginPath();
      g.arc(size / 2 + 20 * Math.sin(a), size / 2 - 20 * Math.cos(a), 17, 0, Math.PI * 2);
      g.fillStyle = '#c8283c';
      g.fill();
    }
    g.beginPath();
    g.arc(size / 2, size / 2, 11, 0, Math.PI * 2);
    g.fillStyle = '#f0c8cf';
    g.fill();
    const rose = new THREE.CanvasTexture(canvas);
    rose.colorSpace = THREE.SRGBColorSpace;
    return rose;
  }
  g.font = 'bold 76px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(numeral, size / 2, size / 2 + 4);
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}

interface BoatView {
  id: BoatId;
  group: THREE.Group;
  body: THREE.Mesh;
  badge: THREE.Sprite;
  figures: THREE.Mesh[];
  numeral: string;
  pose: Pose;
}

export class BoatLayer {
  readonly group = new THREE.Group();
  private views = new Map<BoatId, BoatView>();
  private material = new THREE.MeshBasicMaterial({ vertexColors: true });
  private figureGeo: THREE.BufferGeometry;
  private focusRing: THREE.Mesh;
  private focusId: BoatId | null = null;

  constructor() {
    const fb = new GeoBuilder();
    addFigure(fb, 0, 0, 0, COLORS.passenger, 1.1);
    this.figureGeo = fb.build();
    this.focusRing = new THREE.Mesh(
      hexRing(0.74, 0.92),
      new THREE.MeshBasicMaterial({ color: COLORS.focus, transparent: true, opacity: 0.9, depthWrite: false }),
    );
    this.focusRing.position.y = 0.03;
    this.focusRing.name = 'focus-ring';
    this.focusRing.visible = false;
    this.group.add(this.focusRing);
  }

  /** Where a boat of the state is drawn (null: not on the river). */
  static restPose(state: GameState, boat: Boat): Pose | null {
    let hex = boat.pos;
    if (!hex && boat.place === null) hex = shipyardHex(state.river); // the sixth boat waits at the shipyard
    if (!hex) return null;
    const { x, z } = hexToWorld(hex);
    return { x, z, yaw: headingYaw(boat.heading), y: boat.pos ? 0 : 0.28, roll: 0 };
  }

  /**
   * Creates/removes boat views and updates what is aboard. Poses are snapped to the state
   * unless `keepPoses` (an animation will move them from where they are drawn now).
   */
  sync(state: GameState, keepPoses = false): void {
    const ids = new Set(state.boats.map((b) => b.id));
    for (const [id, v] of this.views) {
      if (ids.has(id)) continue;
      this.removeView(v);
      this.views.delete(id);
    }
    for (const boat of state.boats) {
      const numeral = boat.owner < 0 ? 'rose' : String(boat.owner + 1);
      let v = this.views.get(boat.id);
      let fresh = false;
      if (v && v.numeral !== numeral) {
        this.removeView(v);
        this.views.delete(boat.id);
        v = undefined;
      }
      if (!v) {
        v = this.createView(boat.id, numeral);
        this.views.set(boat.id, v);
        fresh = true;
      }
      v.figures.forEach((f, i) => (f.visible = i < boat.passengers));
      const rest = BoatLayer.restPose(state, boat);
      if (!keepPoses || fresh || !v.group.visible) {
        v.group.visible = rest !== null;
        if (rest) this.setPose(boat.id, rest);
      }
    }
    this.placeFocusRing();
  }

  private createView(id: BoatId, numeral: string): BoatView {
    const group = new THREE.Group();
    group.name = `boat-${id}`;
    const body = new THREE.Mesh(steamerGeometry(id), this.material);
    const badge = new THREE.Sprite(new THREE.SpriteMaterial({ map: badgeTexture(id, numeral), depthTest: false, depthWrite: false, sizeAttenuation: false }));
    // Constant size on screen (about 23 px at 720 p), so the numeral stays readable when zoomed out.
    // It sits low on the boat itself: raised above the funnel it covered the boat in the next space.
    badge.scale.set(0.032, 0.032, 1);
    badge.position.set(0, 0.45, 0);
    badge.renderOrder = 10;
    const figures = [-0.12, 0.12].map((x) => {
      const f = new THREE.Mesh(this.figureGeo, this.material);
      f.position.set(x, 0.24, 0.42);
      f.visible = false;
      return f;
    });
    // The model is built at hex scale 1; a little larger reads better from the overview camera.
    const model = new THREE.Group();
    model.scale.setScalar(MODEL_SCALE);
    model.add(body, ...figures);
    group.add(model, badge);
    this.group.add(group);
    return { id, group, body, badge, figures, numeral, pose: { x: 0, z: 0, yaw: 0, y: 0, roll: 0 } };
  }

  private removeView(v: BoatView): void {
    if (this.focusRing.parent === v.group) this.group.add(this.focusRing);
    v.body.geometry.dispose();
    v.badge.material.map?.dispose();
    v.badge.material.dispose();
    this.group.remove(v.group);
  }

  /** Where a boat's numeral badge is, in world space (null when the boat is not drawn). */
  badgeWorld(id: BoatId): THREE.Vector3 | null {
    const v = this.views.get(id);
    if (!v || !v.group.visible) return null;
    v.group.updateMatrixWorld();
    return v.badge.getWorldPosition(new THREE.Vector3());
  }

  /** The boats drawn (visible or not). */
  ids(): BoatId[] {
    return [...this.views.keys()];
  }

  pose(id: BoatId): Pose | null {
    const v = this.views.get(id);
    return v && v.group.visible ? { ...v.pose } : null;
  }

  setPose(id: BoatId, p: Pose): void {
    const v = this.views.get(id);
    if (!v) return;
    v.pose = { ...p };
    v.group.visible = true;
    v.group.position.set(p.x, p.y, p.z);
    v.group.rotation.set(0, p.yaw, p.roll, 'YXZ');
  }

  setVisible(id: BoatId, visible: boolean): void {
    const v = this.views.get(id);
    if (v) v.group.visible = visible;
  }

  setFocus(id: BoatId | null): void {
    this.focusId = id;
    this.placeFocusRing();
  }

  private placeFocusRing(): void {
    const v = this.focusId ? this.views.get(this.focusId) : undefined;
    if (v) {
      v.group.add(this.focusRing);
      this.focusRing.visible = true;
    } else {
      this.group.add(this.focusRing);
      this.focusRing.visible = false;
    }
  }

  dispose(): void {
    for (const v of this.views.values()) this.removeView(v);
    this.views.clear();
    this.figureGeo.dispose();
    this.material.dispose();
    this.focusRing.geometry.dispose();
    (this.focusRing.material as THREE.Material).dispose();
  }
}
