// Camera: pan (left drag, one finger), turn (right drag, or Ctrl/Shift/⌘ + left drag; two fingers),
// zoom toward the pointer (wheel, pinch) via three's OrbitControls, plus two smooth moves: follow a point (the boat to move) and an overview that
// frames the whole river. Rendering is on demand, so every change asks for a frame.
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { aimAt, fitView, hexCorners, hull, turnBetween, type FreeArea } from './framing.js';

/** The world's up: the camera turns about it. */
export const UP = new THREE.Vector3(0, 1, 0);

/**
 * The camera's turn about the vertical (radians) that makes river heading `dir` (0 north, 60°
 * steps clockwise as seen from above, as the compass counts them) point up the screen: the default
 * view looks north (world −Z), and a clockwise heading needs the camera turned clockwise with it.
 */
export const flowBearing = (dir: number): number => (-(((dir % 6) + 6) % 6) * Math.PI) / 3;

/**
 * Half the width and depth every turn's framing shows (world units; a space is √3 deep, 1.5 wide):
 * the spaces a speed-6 turn reaches from the boat, straight on (six spaces deep) or fanned out round
 * a bend, fit in it with their margin. One size for every turn, so the zoom stays the same from turn
 * to turn in a window and only the centre moves (play-test: 80 then 52 px a space, as a turn's lit
 * spaces spread); only lit spaces that truly do not fit widen it.
 */
export const FRAME_HALF = { x: 7, z: 8.5 };

/** Pixels between the whole-river overview's spaces and the board's edges (and the tool row). */
export const OVERVIEW_MARGIN = 14;

/** From a framing's centre towards the camera: upstream and above (tilted ~32° from straight down). */
const VIEW_DIR = new THREE.Vector3(0, 1.6, 1).normalize();

interface Move {
  fromTarget: THREE.Vector3;
  toTarget: THREE.Vector3;
  /** The camera about its target, from and to: distance, tilt and bearing glide each on their own. */
  from: THREE.Spherical;
  to: THREE.Spherical;
  start: number;
  ms: number;
}

export class CameraControls {
  readonly orbit: OrbitControls;
  private move: Move | null = null;
  /** Duration of camera moves; 0 under reduced motion. */
  moveMs = 600;
  /** The window's size at its first turn framing, that framing's distance and the board's height then. */
  private steady: { window: string; dist: number; high: number } | null = null;
  /** Pixels at the board's top under the tool row (compass, camera menu): framings keep below them. */
  insetTop = 0;
  /** Pixels down the board's left side under notes drawn over it (a network race's table column). */
  insetLeft = 0;
  /** The player has dragged or zoomed since the camera last took a view of its own (untouch). */
  touched = false;

  constructor(
    readonly camera: THREE.PerspectiveCamera,
    dom: HTMLElement,
    private onChange: () => void,
  ) {
    this.orbit = new OrbitControls(camera, dom);
    this.orbit.enableDamping = false; // damping would need a frame every tick: we render on demand
    this.orbit.screenSpacePanning = false; // pan along the water, not the screen
    this.orbit.minDistance = 4;
    this.orbit.maxDistance = 90;
    this.orbit.maxPolarAngle = Math.PI * 0.45; // never below the water
    // A drag across the board turns the view by about a quarter turn, not a whole one (the default
    // speed spun it past the river with a small flick); zoom and pan keep their speeds.
    this.orbit.rotateSpeed = 0.4;
    // A drag moves the board under the pointer, as map-like board games do; turning takes the right
    // button or a modifier key (play-test: newcomers dragged to pan and the view turned instead).
    this.orbit.mouseButtons = { LEFT: THREE.MOUSE.PAN, MIDDLE: THREE.MOUSE.DOLLY, RIGHT: THREE.MOUSE.ROTATE };
    this.orbit.touches = { ONE: THREE.TOUCH.PAN, TWO: THREE.TOUCH.DOLLY_ROTATE };
    // The wheel (a pinch) zooms toward the point under the pointer, as map apps do (play-test: it
    // zoomed on the board's centre, and the space looked at slid away).
    this.orbit.zoomToCursor = true;
    this.orbit.keys = { LEFT: '', UP: '', RIGHT: '', BOTTOM: '' }; // keyboard belongs to the play screen
    this.orbit.addEventListener('change', this.onChange);
    this.orbit.addEventListener('start', this.onStart);
  }

  private onStart = (): void => {
    this.touched = true;
  };

  /** The board's free area (framing.ts), `margin` px in; without a laid-out element (tests), an 800 px high board of the camera's aspect. */
  area(margin = 0): FreeArea {
    const el = this.orbit.domElement;
    const w = el?.clientWidth || 0;
    const h = el?.clientHeight || 0;
    const left = this.insetLeft;
    return w && h ? { width: w, height: h, top: this.insetTop, margin, left } : { width: 800 * this.camera.aspect, height: 800, top: this.insetTop, margin, left };
  }

  /** Moves the camera so it looks at `target` from `offset` (relative position). */
  private goTo(target: THREE.Vector3, pos: THREE.Vector3, now: number): void {
    const from = new THREE.Spherical().setFromVector3(this.camera.position.clone().sub(this.orbit.target));
    const to = new THREE.Spherical().setFromVector3(pos.clone().sub(target));
    // the short way round: a view turning with the river swings about its target, never over the top
    to.theta = from.theta + turnBetween(from.theta, to.theta);
    this.move = { fromTarget: this.orbit.target.clone(), toTarget: target, from, to, start: now, ms: this.moveMs };
    this.onChange();
  }

  /**
   * Centre on a point, keeping the current viewing angle and distance (capped); with a `bearing`
   * (flowBearing), the camera turns to look that way at the same tilt.
   */
  follow(x: number, z: number, now = performance.now(), bearing?: number): void {
    const offset = this.camera.position.clone().sub(this.orbit.target);
    const len = offset.length();
    if (len > 18) offset.multiplyScalar(18 / len);
    if (len < 1e-6) offset.set(0, 9, 9);
    if (bearing !== undefined) {
      // (seen from straight above the screen has no "up" to turn: the default tilt then)
      const flat = Math.hypot(offset.x, offset.z);
      if (flat < 0.2 * offset.length()) offset.set(0, 1.6, 1).setLength(offset.length());
      else offset.set(0, offset.y, flat);
      offset.applyAxisAngle(UP, bearing);
    }
    const target = new THREE.Vector3(x, 0, z);
    this.goTo(target, target.clone().add(offset), now);
  }

  /**
   * Frame a turn: the boat to move and where it can go, looking downstream like the overview. Every
   * framing in a window is seen from one distance, the one that holds a FRAME_HALF box (a speed-6
   * turn's reach): the boat to move (`anchor`, given turned back like the box) is kept that far from
   * the camera, wherever it stands among its lit spaces, so a space at the boat is drawn the same
   * size from turn to turn (play-test: 80 then 52 px, as the lit spaces spread or the boat stood at
   * the near or the far end of them). Only lit spaces that do not fit take it farther, and `least`
   * (the last framing's, when this one holds it: a push's heading choice) keeps it no closer.
   * Returns the camera's distance from the framing's centre.
   */
  frame(box: THREE.Box3, now = performance.now(), bearing = 0, least = 0, anchor?: THREE.Vector3): number {
    if (box.isEmpty()) return 0;
    const b = box.clone().expandByScalar(1.2);
    const centre = b.getCenter(new THREE.Vector3());
    const steady = this.steadyDistance();
    let far = steady;
    if (anchor) {
      // the distance from the centre that puts the camera `steady` from the anchor (none: it is farther off)
      const v = centre.clone().sub(anchor).setY(0);
      const along = v.dot(VIEW_DIR);
      const under = along * along - v.lengthSq() + steady * steady;
      far = under >= 0 ? -along + Math.sqrt(under) : 0;
    }
    const size = b.getSize(new THREE.Vector3());
    const dist = Math.min(this.orbit.maxDistance, Math.max(far, least, this.fitDistance(size.x, size.z, 0.4)));
    const dir = VIEW_DIR.clone().applyAxisAngle(UP, bearing);
    centre.setY(0).applyAxisAngle(UP, bearing);
    // centred in the board's free area, under the tool row (not on the whole canvas)
    const target = aimAt(this.camera, centre, dir, dist, this.area());
    this.goTo(target, target.clone().addScaledVector(dir, dist), now);
    return dist;
  }

  /** Moves the view along the water to centre (x, z) in the free area, keeping its distance, tilt and bearing. */
  pan(x: number, z: number, now = performance.now()): void {
    const offset = this.camera.position.clone().sub(this.orbit.target);
    const dist = offset.length();
    if (dist < 1e-6) return;
    const target = aimAt(this.camera, new THREE.Vector3(x, 0, z), offset.clone().normalize(), dist, this.area());
    this.goTo(target, target.clone().add(offset), now);
  }

  /**
   * The distance of a turn's framing: the one that shows a FRAME_HALF box whole on the board as it
   * was at the window's first framing, and as many pixels a space since, however the board's own
   * height changes with the panels round it (play-test at 1024x700: the board went from 569 to 454
   * px high over three turns, and the spaces shrank with it).
   */
  private steadyDistance(): number {
    const fit = this.fitDistance(FRAME_HALF.x * 2, FRAME_HALF.z * 2, 0.4);
    const high = this.orbit.domElement?.clientHeight ?? 0;
    if (!high || typeof window === 'undefined') return fit;
    const size = `${window.innerWidth}x${window.innerHeight}`;
    if (this.steady?.window !== size) this.steady = { window: size, dist: fit, high };
    // (a space's drawn size goes with the board's height over the distance)
    return (this.steady.dist * high) / this.steady.high;
  }

  /** The distance that shows a box `w` wide and `d` deep on the water (plus `margin` round it) whole, looking down VIEW_DIR. */
  private fitDistance(w: number, d: number, margin: number): number {
    const vfov = (this.camera.fov * Math.PI) / 180;
    const hfov = 2 * Math.atan(Math.tan(vfov / 2) * this.camera.aspect);
    // Fit width and depth separately (the view is tilted ~32°, so depth shrinks by cos 32°):
    // a long river then fills the screen instead of a circle around it.
    const tilt = Math.atan2(1, 1.6);
    const halfX = w / 2 + margin;
    const halfZ = (d / 2 + margin) * Math.cos(tilt);
    return Math.max(6, halfX / Math.tan(hfov / 2), halfZ / Math.tan(vfov / 2)) * 1.25;
  }

  /**
   * Frame a box on the water plane, looking downstream (−Z) from upstream and above; with a
   * `bearing` (flowBearing), the box is given turned back by it and the camera looks that way.
   */
  overview(box: THREE.Box3, now = performance.now(), margin = 1.5, bearing = 0): number {
    if (box.isEmpty()) return 0;
    const centre = box.getCenter(new THREE.Vector3());
    const size = box.getSize(new THREE.Vector3());
    const dist = Math.min(this.orbit.maxDistance, this.fitDistance(size.x, size.z, margin));
    const dir = VIEW_DIR.clone().applyAxisAngle(UP, bearing);
    centre.applyAxisAngle(UP, bearing);
    this.goTo(centre, centre.clone().addScaledVector(dir, dist), now);
    return dist;
  }

  /**
   * Frame the whole river (`points`: its space centres), looking downstream, as large as it fits:
   * each camera height is tried, the view found that draws every space whole (its corners, not its
   * centre: play-test, the start tile cut at 1280x800) inside the board's free area, under the tool
   * row and OVERVIEW_MARGIN px in from the edges, and the height kept whose farthest space is drawn
   * largest. A long river on a wide, short board is then seen from lower down rather than shrunk to
   * a strip in the middle.
   */
  overviewOf(points: THREE.Vector3[], now = performance.now()): void {
    if (!points.length) return;
    const edge = hull(points.flatMap((p) => hexCorners(p.x, p.z)));
    const area = this.area(OVERVIEW_MARGIN);
    const cam = this.camera.clone();
    const v = new THREE.Vector3();
    const a = new THREE.Vector3();
    let best: { target: THREE.Vector3; pos: THREE.Vector3; score: number } | null = null;
    for (const deg of [32, 38, 44, 50, 56, 62]) {
      const el = (deg * Math.PI) / 180;
      const dir = new THREE.Vector3(0, Math.sin(el), Math.cos(el));
      const { target, position } = fitView(this.camera, edge, dir, area);
      cam.position.copy(position);
      cam.lookAt(target);
      cam.updateMatrixWorld();
      // the smallest drawn space: the farthest end must stay readable
      let score = Infinity;
      for (const p of points) {
        v.copy(p).project(cam);
        a.set(p.x + 1, 0, p.z).project(cam);
        const sx = Math.hypot(a.x - v.x, (a.y - v.y) / cam.aspect);
        a.set(p.x, 0, p.z + 1).project(cam);
        const sz = Math.hypot(a.x - v.x, (a.y - v.y) / cam.aspect);
        score = Math.min(score, Math.sqrt(sx * sz));
      }
      if (!best || score > best.score) best = { target, pos: position, score };
    }
    if (!best) return;
    this.orbit.maxDistance = Math.max(90, best.pos.distanceTo(best.target) * 1.2);
    this.camera.far = Math.max(400, best.pos.distanceTo(best.target) * 3);
    this.camera.updateProjectionMatrix();
    this.goTo(best.target, best.pos, now);
  }

  /**
   * Glides towards a point moving on the water (a boat sailing), keeping the viewing angle and
   * distance. The point's own motion since the last frame (`carryX`, `carryZ`) is carried over
   * whole, and the gap left closes most of the way in about a fifth of a second: the view neither
   * jumps nor trails behind the boat (play-test: an easing alone kept the sailing boat off-centre).
   * A camera move under way goes on, its way carried along with the boat.
   */
  track(x: number, z: number, dtMs: number, carryX = 0, carryZ = 0): void {
    const t = this.orbit.target;
    const k = 1 - Math.exp(-dtMs / 200);
    const dx = carryX + (x - (t.x + carryX)) * k;
    const dz = carryZ + (z - (t.z + carryZ)) * k;
    if (Math.abs(dx) + Math.abs(dz) < 1e-4) return;
    // A glide under way (a turn's view, a pan) goes on, carried along with the boat: cut short, it
    // left the view part-turned and part-zoomed for the rest of the game (play-test: ~15° and
    // spaces from 48 to 80 px after a captain's move began during a glide).
    const m = this.move;
    if (m) {
      m.fromTarget.x += dx;
      m.fromTarget.z += dz;
      m.toTarget.x += dx;
      m.toTarget.z += dz;
    }
    t.x += dx;
    t.z += dz;
    this.camera.position.x += dx;
    this.camera.position.z += dz;
    this.camera.lookAt(t);
  }

  /** When the camera move under way began (the frames' clock), null when none is (for tests). */
  get moveStart(): number | null {
    return this.move?.start ?? null;
  }

  /** Where the camera is and looks (for tests). */
  pose(): { position: { x: number; y: number; z: number }; target: { x: number; y: number; z: number } } {
    const p = this.camera.position;
    const t = this.orbit.target;
    return { position: { x: p.x, y: p.y, z: p.z }, target: { x: t.x, y: t.y, z: t.z } };
  }

  /** Advances a camera move; returns whether one is still running. */
  tick(now: number): boolean {
    const m = this.move;
    if (!m) return false;
    // (a move asked for during a frame, before the board's own callback ran, starts after that
    // frame's time: unclamped, the ease of a negative time jumped a fifth of the way and back)
    const t = m.ms <= 0 ? 1 : Math.min(1, Math.max(0, (now - m.start) / m.ms));
    const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    this.orbit.target.lerpVectors(m.fromTarget, m.toTarget, e);
    const at = new THREE.Spherical(
      m.from.radius + (m.to.radius - m.from.radius) * e,
      m.from.phi + (m.to.phi - m.from.phi) * e,
      m.from.theta + (m.to.theta - m.from.theta) * e,
    );
    this.camera.position.setFromSpherical(at).add(this.orbit.target);
    this.camera.lookAt(this.orbit.target);
    if (t >= 1) {
      this.move = null;
      this.orbit.update();
    }
    return this.move !== null;
  }

  /** Turns the camera about the target (used by the benchmark and the lab's turntable). */
  rotate(radians: number): void {
    const off = this.camera.position.clone().sub(this.orbit.target);
    off.applyAxisAngle(new THREE.Vector3(0, 1, 0), radians);
    this.camera.position.copy(this.orbit.target).add(off);
    this.camera.lookAt(this.orbit.target);
  }

  /** Drags and zooms from another element (the board's new canvas after its GL context was replaced). */
  connect(dom: HTMLElement): void {
    this.orbit.disconnect();
    this.orbit.connect(dom);
  }

  dispose(): void {
    this.orbit.removeEventListener('change', this.onChange);
    this.orbit.removeEventListener('start', this.onStart);
    this.orbit.dispose();
  }
}
