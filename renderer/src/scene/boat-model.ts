// Our own low-poly paddle steamer (hull, cabins, two stacks, stern paddle wheel), one merged
// mesh per boat colour, plus a numeral badge (the seat number: colour is never the only cue),
// the passengers aboard as small figures, and an outline ring for the boat to move.
import * as THREE from 'three';
import { type Boat, type BoatColour, type BoatId, type Dir, type GameState, type Hex } from '../../../engine/index.js';
import { GeoBuilder, hexRing } from './geo.js';
import { HEX_SIZE, headingYaw, hexToWorld, type Pose } from './layout.js';
import { addFigure } from './markers.js';
import { BOAT_HEX, BOAT_INK, COLORS } from './palette.js';
import { circleRadius, markCorners } from '../lib/boat-marks.js';
import { boatNumeral, numeralParts } from '../lib/boat-numeral.js';
import { shipyardPlace } from '../lib/shipyard-wait.js';
import { BOAT_MARK, bowArrowGeometry, CENTRE_Z, MODEL_SCALE, steamerGeometry, type BadgePattern, type BadgeShape } from './steamer.js';

export type { Pose };

function shapePath(g: CanvasRenderingContext2D, shape: BadgeShape, c: number, r: number): void {
  g.beginPath();
  const corners = markCorners(shape, c, c, r);
  if (!corners) g.arc(c, c, circleRadius(r), 0, Math.PI * 2);
  else {
    corners.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
    g.closePath();
  }
}

function fillPattern(g: CanvasRenderingContext2D, pattern: BadgePattern, size: number, ink: string): void {
  g.save();
  g.clip();
  g.strokeStyle = g.fillStyle = ink;
  g.globalAlpha = 0.45;
  g.lineWidth = 7;
  const step = 18;
  if (pattern === 'hstripes' || pattern === 'checks') for (let y = 4; y < size; y += step) g.fillRect(0, y, size, 7);
  if (pattern === 'vstripes' || pattern === 'checks') for (let x = 4; x < size; x += step) g.fillRect(x, 0, 7, size);
  if (pattern === 'diagonal') {
    for (let k = -size; k < size * 2; k += step) {
      g.beginPath();
      g.moveTo(k, 0);
      g.lineTo(k + size, size);
      g.stroke();
    }
  }
  if (pattern === 'dots') {
    for (let y = 10; y < size; y += step) for (let x = 10 + ((y / step) % 2) * 9; x < size; x += step) g.fillRect(x - 4, y - 4, 8, 8);
  }
  if (pattern === 'ring') {
    g.lineWidth = 9;
    g.beginPath();
    g.arc(size / 2, size / 2, size * 0.3, 0, Math.PI * 2);
    g.stroke();
  }
  g.restore();
}

function badgeTexture(colour: BoatColour, numeral: string, strong: boolean): THREE.CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const g = canvas.getContext('2d')!;
  const mark = BOAT_MARK[colour];
  const dark = BOAT_INK[colour] === '#fff';
  shapePath(g, mark.shape, size / 2, size / 2 - 8);
  g.fillStyle = `#${BOAT_HEX[colour].toString(16).padStart(6, '0')}`;
  g.fill();
  if (strong && mark.pattern !== 'none') fillPattern(g, mark.pattern, size, dark ? '#fff' : '#000');
  shapePath(g, mark.shape, size / 2, size / 2 - 8);
  g.lineWidth = strong ? 11 : 8;
  g.lineJoin = 'round';
  g.strokeStyle = dark ? '#fff' : '#111';
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
  // A seat's two boats: the numeral and a smaller letter ("1a", "1b"), the two centred together
  // (play-test: the same numeral on both, their badges nose to tail read as one).
  const { digits, letter } = numeralParts(numeral);
  const big = (mark.shape === 'triangle' ? 60 : 72) * (letter ? 0.85 : 1);
  const small = Math.round(big * 0.72);
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.font = `bold ${big}px sans-serif`;
  const wd = g.measureText(digits).width;
  g.font = `bold ${small}px sans-serif`;
  const wl = letter ? g.measureText(letter).width : 0;
  const x0 = size / 2 - (wd + wl) / 2;
  const y = size / 2 + (mark.shape === 'triangle' ? 16 : 4);
  const draw = (paint: (text: string, x: number, y: number) => void) => {
    g.font = `bold ${big}px sans-serif`;
    paint(digits, x0, y);
    if (!letter) return;
    g.font = `bold ${small}px sans-serif`;
    paint(letter, x0 + wd, y + (big - small) * 0.3); // on the numeral's baseline, near enough
  };
  if (strong) {
    // an outline keeps the numeral readable over the pattern
    g.lineWidth = 8;
    g.strokeStyle = dark ? '#000' : '#fff';
    draw((text, x, yy) => g.strokeText(text, x, yy));
  }
  draw((text, x, yy) => g.fillText(text, x, yy));
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
}

/** The badge's height over the water (world): on the hull's deck, under the funnels' tops. */
const BADGE_Y = 0.3;
/** The most of a space (centre to centre) a badge may be across: so it stays on its own boat's hull. */
const BADGE_MOST = 0.36;
/** The least a badge is across, in pixels: the numeral stays readable on a river zoomed far out. */
const BADGE_LEAST_PX = 12;
/** A space's centre to its neighbour's (world). */
const SPACE_ACROSS = Math.sqrt(3) * HEX_SIZE;
const badgeAt = new THREE.Vector3();
const viewSize = new THREE.Vector2();

/**
 * Sizes a badge for the frame about to be drawn: its own size on screen (`k`, a fraction of the
 * view's height) where the boats are drawn large, else at most BADGE_MOST of a space, but not under
 * BADGE_LEAST_PX (issue 14: on the whole river's view, a space ~20 px across, each badge was wider
 * than its boat and covered the boats beside it). Its world matrix is brought up to date here: the
 * renderer reads it right after this call.
 */
function fitBadge(badge: THREE.Sprite, k: number, renderer: THREE.WebGLRenderer, camera: THREE.Camera): void {
  if (!(camera instanceof THREE.PerspectiveCamera)) return;
  const depth = -badge.getWorldPosition(badgeAt).applyMatrix4(camera.matrixWorldInverse).z;
  if (!(depth > 0)) return;
  const p11 = camera.projectionMatrix.elements[5]!;
  const height = renderer.getSize(viewSize).y;
  // (with sizeAttenuation off, a scale k is k * depth across in the world, k * p11 * height / 2 in pixels)
  const most = (BADGE_MOST * SPACE_ACROSS) / depth;
  const least = (2 * BADGE_LEAST_PX) / (p11 * height);
  const fit = Math.min(k, Math.max(most, least));
  if (Math.abs(badge.scale.x - fit) < 1e-6) return;
  badge.scale.set(fit, fit, 1);
  badge.updateMatrixWorld();
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

/** Where the bow arrow lies in the boat's own frame (scaled): over the foredeck, above the hull. */
const ARROW_AT = new THREE.Matrix4().makeTranslation(0, 0.3, -0.4 * MODEL_SCALE);

/**
 * Ghosts are drawn after every mark on the water (highlights.ts: up to the pointer's ring, 8), under
 * the bow arrows (9) and badges (10): a pushed boat's ghost read under one's own course marks.
 */
const GHOST_ORDER = 8.5;

export interface BoatGhost {
  boat: BoatId;
  hex: Hex;
  dir: Dir;
}

export class BoatLayer {
  readonly group = new THREE.Group();
  private views = new Map<BoatId, BoatView>();
  private material = new THREE.MeshBasicMaterial({ vertexColors: true });
  private figureGeo: THREE.BufferGeometry;
  private focusRing: THREE.Mesh;
  private focusId: BoatId | null = null;
  /**
   * Every boat's bow arrow, one instanced draw drawn over everything: which way a boat faces
   * reads from any camera, also for boats facing away (their stacks hid a marker on the water).
   */
  private arrows = new THREE.InstancedMesh(
    bowArrowGeometry(),
    new THREE.MeshBasicMaterial({ vertexColors: true, depthTest: false, depthWrite: false, transparent: true, opacity: 0.92 }),
    8,
  );
  private strong = false;
  /** A see-through boat previewing a heading (start dock, reorientation) before it is chosen. */
  private ghost: { mesh: THREE.Mesh; colour: BoatId; at: BoatGhost } | null = null;
  private ghostMaterial = new THREE.MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.55, depthWrite: false });
  /**
   * Boats a previewed step or way would push (play-test 17: one's own boat's preview sat on the
   * pushed boat and neither read): a see-through boat where each would go, the boat itself dimmed
   * where it stands.
   */
  private pushGhosts: { mesh: THREE.Mesh; at: BoatGhost }[] = [];
  private pushKey = '';
  private dimmed = new Set<BoatId>();
  private dimMaterial = new THREE.MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.3, depthWrite: false });
  private m = new THREE.Matrix4();

  constructor() {
    this.arrows.count = 0;
    this.arrows.frustumCulled = false;
    this.arrows.renderOrder = 9;
    this.arrows.name = 'bow-arrows';
    this.group.add(this.arrows);
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
    if (boat.pos) {
      const { x, z } = hexToWorld(boat.pos);
      return { x, z, yaw: headingYaw(boat.heading), y: 0, roll: 0 };
    }
    // the sixth boat waits at the shipyard, lying clear of the start docks' boats
    const yard = boat.place === null && !boat.out ? shipyardPlace(state, boat.heading) : null;
    if (!yard) return null;
    const { x, z } = hexToWorld(yard.hex);
    return { x, z, yaw: headingYaw(yard.heading), y: 0.28, roll: 0 };
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
      const numeral = boat.owner < 0 ? 'rose' : boatNumeral(state.boats, boat.id);
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
    const badge = new THREE.Sprite(new THREE.SpriteMaterial({ map: badgeTexture(id, numeral, this.strong), depthTest: false, depthWrite: false, sizeAttenuation: false }));
    // Constant size on screen (about 23 px at 720 p), so the numeral stays readable when zoomed out,
    // but never wider than its own boat (fitBadge). It sits low in the boat's middle, whichever way
    // the boat faces: raised above the funnel, or on the stern half of a boat facing up-river, it
    // covered the boat in the next space (issue 14: boats bunched at the docks and after pushes).
    const k = this.strong ? 0.038 : 0.032;
    badge.scale.set(k, k, 1);
    badge.position.set(0, BADGE_Y, 0);
    badge.renderOrder = 10;
    badge.onBeforeRender = (renderer, _scene, camera) => fitBadge(badge, this.strong ? 0.038 : 0.032, renderer, camera);
    const figures = [-0.12, 0.12].map((x) => {
      const f = new THREE.Mesh(this.figureGeo, this.material);
      f.position.set(x, 0.24, 0.42 + CENTRE_Z);
      f.visible = false;
      return f;
    });
    // The model is built at hex scale 1; a little larger reads better from the overview camera.
    const model = new THREE.Group();
    model.scale.setScalar(MODEL_SCALE);
    model.add(body, ...figures);
    group.add(model, badge);
    this.group.add(group);
    const v: BoatView = { id, group, body, badge, figures, numeral, pose: { x: 0, z: 0, yaw: 0, y: 0, roll: 0 } };
    this.dim(v);
    return v;
  }

  private removeView(v: BoatView): void {
    if (this.focusRing.parent === v.group) this.group.add(this.focusRing);
    v.body.geometry.dispose();
    v.badge.material.map?.dispose();
    v.badge.material.dispose();
    this.group.remove(v.group);
  }

  /** Colour-blind mode: badges carry a pattern and a stronger outline, and are drawn larger. */
  setColourBlind(on: boolean): void {
    if (on === this.strong) return;
    this.strong = on;
    const k = on ? 0.038 : 0.032;
    for (const v of this.views.values()) {
      v.badge.material.map?.dispose();
      v.badge.material.map = badgeTexture(v.id, v.numeral, on);
      v.badge.material.needsUpdate = true;
      v.badge.scale.set(k, k, 1);
    }
    if (this.ghost) this.setGhost(this.ghost.at, true);
  }

  /** Each drawn boat's badge shape, pattern and words (for the colour-blind and badge tests). */
  marks(): { boat: BoatId; shape: BadgeShape; pattern: BadgePattern; numeral: string }[] {
    return [...this.views.values()].filter((v) => v.group.visible).map((v) => ({ boat: v.id, shape: BOAT_MARK[v.id].shape, pattern: this.strong ? BOAT_MARK[v.id].pattern : 'none', numeral: v.numeral }));
  }

  /** Shows (or hides, null) a see-through boat facing a previewed heading; the boat there is hidden meanwhile. */
  setGhost(g: BoatGhost | null, force = false): boolean {
    const cur = this.ghost?.at;
    if (!force && (cur ?? null) === g) return false;
    if (!force && cur && g && cur.boat === g.boat && cur.dir === g.dir && cur.hex.q === g.hex.q && cur.hex.r === g.hex.r) return false;
    if (this.ghost) {
      this.ghost.mesh.geometry.dispose();
      this.group.remove(this.ghost.mesh);
      const hidden = this.views.get(this.ghost.at.boat);
      if (hidden) hidden.group.children[0]!.visible = true;
      this.ghost = null;
    }
    if (g) {
      const mesh = this.ghostMesh(g, 'ghost-boat');
      const { x, z } = mesh.position;
      this.ghost = { mesh, colour: g.boat, at: g };
      const v = this.views.get(g.boat);
      const at = v?.pose;
      // the boat being turned is drawn as the ghost only (its badge stays)
      if (v && at && Math.abs(at.x - x) < 1e-6 && Math.abs(at.z - z) < 1e-6) v.group.children[0]!.visible = false;
    }
    return true;
  }

  private ghostMesh(g: BoatGhost, name: string): THREE.Mesh {
    const mesh = new THREE.Mesh(steamerGeometry(g.boat), this.ghostMaterial);
    mesh.name = name;
    const { x, z } = hexToWorld(g.hex);
    mesh.position.set(x, 0, z);
    mesh.rotation.set(0, headingYaw(g.dir), 0);
    mesh.scale.setScalar(MODEL_SCALE);
    mesh.renderOrder = GHOST_ORDER;
    this.group.add(mesh);
    return mesh;
  }

  /** Shows where previewed pushes would send boats (none: []), each pushed boat dimmed where it stands. */
  setPushGhosts(list: readonly BoatGhost[]): boolean {
    const key = list.map((g) => `${g.boat}:${g.hex.q},${g.hex.r}:${g.dir}`).join(' ');
    if (key === this.pushKey) return false;
    this.pushKey = key;
    for (const g of this.pushGhosts) {
      g.mesh.geometry.dispose();
      this.group.remove(g.mesh);
    }
    this.pushGhosts = list.map((g) => ({ mesh: this.ghostMesh(g, 'push-ghost'), at: g }));
    this.dimmed = new Set(list.map((g) => g.boat));
    for (const v of this.views.values()) this.dim(v);
    return true;
  }

  private dim(v: BoatView): void {
    const on = this.dimmed.has(v.id);
    // (the badge keeps full contrast: dimmed with its boat, a red or blue numeral hardly read)
    v.body.material = on ? this.dimMaterial : this.material;
  }

  /** Where previewed pushes send boats, and whether each pushed boat is dimmed where it stands (for tests). */
  pushGhostsAt(): { boat: BoatId; hex: Hex; dimmed: boolean; badgeOpacity: number | null }[] {
    return this.pushGhosts.map((g) => {
      const v = this.views.get(g.at.boat);
      return { boat: g.at.boat, hex: { ...g.at.hex }, dimmed: v?.body.material === this.dimMaterial, badgeOpacity: v ? v.badge.material.opacity : null };
    });
  }

  /** Where each drawn boat's bow arrow is, in world space (for tests). */
  arrowsWorld(): { boat: BoatId; at: THREE.Vector3 }[] {
    this.placeArrows();
    const out: { boat: BoatId; at: THREE.Vector3 }[] = [];
    let n = 0;
    for (const v of this.views.values()) {
      if (!v.group.visible) continue;
      this.arrows.getMatrixAt(n++, this.m);
      out.push({ boat: v.id, at: new THREE.Vector3().setFromMatrixPosition(this.m) });
    }
    return out;
  }

  ghostAt(): BoatGhost | null {
    return this.ghost ? { ...this.ghost.at } : null;
  }

  /** Places every boat's bow arrow (called before each drawn frame; boats move during animations). */
  placeArrows(): void {
    let n = 0;
    for (const v of this.views.values()) {
      if (!v.group.visible || n >= this.arrows.instanceMatrix.count) continue;
      const ghost = this.ghost && this.ghost.at.boat === v.id ? this.ghost.mesh : null;
      if (ghost) {
        ghost.updateMatrix();
        this.m.makeRotationY(ghost.rotation.y).setPosition(ghost.position);
      } else {
        v.group.updateMatrix();
        this.m.copy(v.group.matrix);
      }
      this.arrows.setMatrixAt(n++, this.m.multiply(ARROW_AT));
    }
    this.arrows.count = n;
    this.arrows.instanceMatrix.needsUpdate = true;
  }

  /** Where a boat's numeral badge is, in world space (null when the boat is not drawn). */
  badgeWorld(id: BoatId): THREE.Vector3 | null {
    const v = this.views.get(id);
    if (!v || !v.group.visible) return null;
    v.group.updateMatrixWorld();
    return v.badge.getWorldPosition(new THREE.Vector3());
  }

  /**
   * How many pixels across a boat's badge is drawn, in a view `heightPx` tall: its sprite keeps a size
   * on screen (sizeAttenuation off), a fraction of the view's height set by its scale.
   */
  badgePx(id: BoatId, camera: THREE.PerspectiveCamera, heightPx: number): number | null {
    const v = this.views.get(id);
    if (!v || !v.group.visible) return null;
    return (v.badge.scale.y * camera.projectionMatrix.elements[5]! * heightPx) / 2;
  }

  /** A drawn boat's bow and stern (world), the ends of its hull's length (null when not drawn). */
  ends(id: BoatId): [THREE.Vector3, THREE.Vector3] | null {
    const v = this.views.get(id);
    if (!v || !v.group.visible) return null;
    const geo = v.body.geometry;
    if (!geo.boundingBox) geo.computeBoundingBox();
    const b = geo.boundingBox!;
    v.group.updateMatrixWorld();
    const mid = b.getCenter(new THREE.Vector3());
    return [new THREE.Vector3(mid.x, mid.y, b.min.z), new THREE.Vector3(mid.x, mid.y, b.max.z)].map((p) => p.applyMatrix4(v.body.matrixWorld)) as [THREE.Vector3, THREE.Vector3];
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
    this.setGhost(null);
    this.setPushGhosts([]);
    this.dimMaterial.dispose();
    for (const v of this.views.values()) this.removeView(v);
    this.views.clear();
    this.arrows.geometry.dispose();
    (this.arrows.material as THREE.Material).dispose();
    this.arrows.dispose();
    this.ghostMaterial.dispose();
    this.figureGeo.dispose();
    this.material.dispose();
    this.focusRing.geometry.dispose();
    (this.focusRing.material as THREE.Material).dispose();
  }
}
