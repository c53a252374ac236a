// Camera: orbit (left drag), pan (right drag or shift+drag), zoom (wheel) via three's
// OrbitControls, plus two smooth moves: follow a point (the boat to move) and an overview that
// frames the whole river. Rendering is on demand, so every change asks for a frame.
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

interface Move {
  fromTarget: THREE.Vector3;
  toTarget: THREE.Vector3;
  fromPos: THREE.Vector3;
  toPos: THREE.Vector3;
  start: number;
  ms: number;
}

export class CameraControls {
  readonly orbit: OrbitControls;
  private move: Move | null = null;
  /** Duration of camera moves; 0 under reduced motion. */
  moveMs = 600;

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
    this.orbit.keys = { LEFT: '', UP: '', RIGHT: '', BOTTOM: '' }; // keyboard belongs to the play screen
    this.orbit.addEventListener('change', this.onChange);
  }

  /** Moves the camera so it looks at `target` from `offset` (relative position). */
  private goTo(target: THREE.Vector3, pos: THREE.Vector3, now: number): void {
    this.move = {
      fromTarget: this.orbit.target.clone(),
      toTarget: target,
      fromPos: this.camera.position.clone(),
      toPos: pos,
      start: now,
      ms: this.moveMs,
    };
    this.onChange();
  }

  /** Keep the current viewing angle and distance (capped) and centre on a point. */
  follow(x: number, z: number, now = performance.now()): void {
    const offset = this.camera.position.clone().sub(this.orbit.target);
    const len = offset.length();
    if (len > 18) offset.multiplyScalar(18 / len);
    if (len < 1e-6) offset.set(0, 9, 9);
    const target = new THREE.Vector3(x, 0, z);
    this.goTo(target, target.clone().add(offset), now);
  }

  /**
   * Frame a few spaces (the boat to move and where it can go), looking downstream like the
   * overview; never closer than about five spaces across, so a short move keeps its surroundings.
   */
  frame(box: THREE.Box3, now = performance.now()): void {
    if (box.isEmpty()) return;
    const b = box.clone().expandByScalar(1.2);
    const c = b.getCenter(new THREE.Vector3());
    const min = new THREE.Vector3(4, 0, 4);
    b.union(new THREE.Box3(c.clone().sub(min), c.clone().add(min)));
    this.overview(b, now, 0.4);
  }

  /** Frame a box on the water plane, looking downstream (−Z) from upstream and above. */
  overview(box: THREE.Box3, now = performance.now(), margin = 1.5): void {
    if (box.isEmpty()) return;
    const centre = box.getCenter(new THREE.Vector3());
    const size = box.getSize(new THREE.Vector3());
    const vfov = (this.camera.fov * Math.PI) / 180;
    const hfov = 2 * Math.atan(Math.tan(vfov / 2) * this.camera.aspect);
    // Fit width and depth separately (the view is tilted ~32°, so depth shrinks by cos 32°):
    // a long river then fills the screen instead of a circle around it.
    const tilt = Math.atan2(1, 1.6);
    const halfX = size.x / 2 + margin;
    const halfZ = (size.z / 2 + margin) * Math.cos(tilt);
    const dist = Math.min(this.orbit.maxDistance, Math.max(6, halfX / Math.tan(hfov / 2), halfZ / Math.tan(vfov / 2)) * 1.25);
    const dir = new THREE.Vector3(0, 1.6, 1).normalize();
    this.goTo(centre, centre.clone().addScaledVector(dir, dist), now);
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
    const t = m.ms <= 0 ? 1 : Math.min(1, (now - m.start) / m.ms);
    const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    this.orbit.target.lerpVectors(m.fromTarget, m.toTarget, e);
    this.camera.position.lerpVectors(m.fromPos, m.toPos, e);
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

  dispose(): void {
    this.orbit.removeEventListener('change', this.onChange);
    this.orbit.dispose();
  }
}
