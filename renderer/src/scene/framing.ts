// The camera's framing maths as pure functions (issue 14; docs/camera.md): the board's free area,
// whether points are drawn inside it, which way a turn is seen from, and where the camera goes to
// show a set of points in the free area. Nothing here keeps state or draws.
import * as THREE from 'three';

/**
 * The part of the board a framing may use: the canvas (`width` x `height` px) less the tool row
 * drawn over its top (`top` px: compass, camera menu) and the notes down its left side (`left` px:
 * a network race's table column), `margin` px in from every edge.
 */
export interface FreeArea {
  width: number;
  height: number;
  top: number;
  margin: number;
  left?: number;
}

/** The free area in normalised device coordinates (y up). */
export function freeNdc(a: FreeArea): { x0: number; x1: number; y0: number; y1: number } {
  const w = Math.max(1, a.width);
  const h = Math.max(1, a.height);
  const mx = Math.min(0.9, (2 * a.margin) / w);
  const bottom = Math.min(0.9, (2 * a.margin) / h);
  // (a tool row taller than half the board leaves the lower half: never an empty area)
  const top = Math.min(1, (2 * (a.top + a.margin)) / h);
  // notes down the left side wider than half the board leave the right half, as the tool row does
  const left = Math.min(1, (2 * Math.max(0, a.left ?? 0)) / w);
  return { x0: -1 + left + mx, x1: Math.max(-1 + left + mx + 0.2, 1 - mx), y0: -1 + bottom, y1: Math.max(-1 + bottom + 0.2, 1 - top) };
}

const v = new THREE.Vector3();

/** Whether every point is drawn inside the free area by `camera` (its matrices up to date). */
export function allInView(camera: THREE.Camera, points: readonly THREE.Vector3[], area: FreeArea): boolean {
  const r = freeNdc(area);
  return points.every((p) => {
    v.copy(p).project(camera);
    return v.z < 1 && v.x >= r.x0 && v.x <= r.x1 && v.y >= r.y0 && v.y <= r.y1;
  });
}

const water = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0);
const ray = new THREE.Raycaster();

/** The point of the water seen at NDC (x, y), null above the horizon. */
export function groundAt(camera: THREE.Camera, x: number, y: number): THREE.Vector3 | null {
  ray.setFromCamera(new THREE.Vector2(x, y), camera);
  return ray.ray.intersectPlane(water, new THREE.Vector3());
}

const SIXTH = Math.PI / 3;

/** How far round the vertical `to` lies from `from` (radians), the short way: −π..π. */
export function turnBetween(from: number, to: number): number {
  const d = (to - from) % (2 * Math.PI);
  return d > Math.PI ? d - 2 * Math.PI : d < -Math.PI ? d + 2 * Math.PI : d;
}

/**
 * The bearing a turn is seen from, given the one the view has (`last`, null: none yet) and the one
 * that draws the flow at the boat to move straight up (`flow`): the view keeps its bearing while that
 * flow is drawn within 60° of up (one bend of the river), and otherwise turns only as far as brings
 * it within 60° (play-test, lesson 3: "the camera turns between turns"). The river never runs
 * sideways or down the screen, and two boats on tiles a bend apart are seen from one bearing.
 */
export function turnBearing(last: number | null, flow: number): number {
  if (last === null) return flow;
  const d = turnBetween(last, flow);
  if (Math.abs(d) <= SIXTH + 1e-6) return last;
  return turnBetween(0, last + d - Math.sign(d) * SIXTH);
}

/**
 * The bearing a view takes (docs/camera.md): on the player's ask, or the first view, straight
 * downstream; a boat followed without a framing (a computer captain's turn) keeps the view's bearing
 * (play-test: a captain's boat at a bend turned the view, and its glide was cut half-way when the
 * boat set off); a turn framed turns only as far as it must (turnBearing).
 */
export function viewBearing(last: number | null, flow: number, asked: boolean, followed: boolean): number {
  if (asked || last === null) return flow;
  return followed ? last : turnBearing(last, flow);
}

/** The six corners of a space (HEX_SIZE 1, flat-top) centred at (x, z) on the water. */
export function hexCorners(x: number, z: number): THREE.Vector3[] {
  return [0, 1, 2, 3, 4, 5].map((i) => new THREE.Vector3(x + Math.cos((i * Math.PI) / 3), 0, z + Math.sin((i * Math.PI) / 3)));
}

/**
 * The corners of the convex hull of points on the water (x, z; monotone chain). A view of the water
 * draws the hull's inside inside the hull drawn (a plane seen in perspective keeps straight lines),
 * so fitting the hull fits every point at a fraction of the cost (a long river: 2,000 corners, ~40 on its hull).
 */
export function hull(points: readonly THREE.Vector3[]): THREE.Vector3[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.z - b.z);
  if (p.length < 3) return p;
  const cross = (o: THREE.Vector3, a: THREE.Vector3, b: THREE.Vector3) => (a.x - o.x) * (b.z - o.z) - (a.z - o.z) * (b.x - o.x);
  const half = (list: THREE.Vector3[]) => {
    const out: THREE.Vector3[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, q) <= 0) out.pop();
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Places `cam` at `dist` from `target` along `dir` (unit, from the target towards the camera), looking at it. */
function place(cam: THREE.PerspectiveCamera, target: THREE.Vector3, dir: THREE.Vector3, dist: number): void {
  cam.position.copy(target).addScaledVector(dir, dist);
  cam.up.set(0, 1, 0);
  cam.lookAt(target);
  cam.updateMatrixWorld();
}

/** The extent of the points as drawn (NDC). */
function extent(cam: THREE.Camera, points: readonly THREE.Vector3[]): { x0: number; x1: number; y0: number; y1: number; behind: boolean } {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, behind = false;
  for (const p of points) {
    v.copy(p).project(cam);
    if (v.z >= 1) behind = true;
    x0 = Math.min(x0, v.x);
    x1 = Math.max(x1, v.x);
    y0 = Math.min(y0, v.y);
    y1 = Math.max(y1, v.y);
  }
  return { x0, x1, y0, y1, behind };
}

/**
 * The target on the water that puts `point` at the free area's centre for a camera looking from
 * `dir` at `dist` (the framings centre in the free area, not on the whole canvas under the tool row).
 */
export function aimAt(camera: THREE.PerspectiveCamera, point: THREE.Vector3, dir: THREE.Vector3, dist: number, area: FreeArea): THREE.Vector3 {
  const cam = camera.clone();
  const target = point.clone().setY(0);
  place(cam, target, dir, dist);
  const r = freeNdc(area);
  const seen = groundAt(cam, (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
  // moving the camera along the water by d moves what the area's centre shows by d
  return seen ? target.clone().multiplyScalar(2).sub(seen).setY(0) : target;
}

/**
 * The camera that draws every point inside the free area, as large as fits, looking from `dir`
 * (unit, from the target towards the camera): the distance is searched (a perspective view draws
 * the near end larger, so no formula holds), then the drawn extent centred on the free area; a few
 * rounds, as centring changes the perspective a little. Returns the target and the camera's position.
 */
export function fitView(camera: THREE.PerspectiveCamera, points: readonly THREE.Vector3[], dir: THREE.Vector3, area: FreeArea): { target: THREE.Vector3; position: THREE.Vector3 } {
  const cam = camera.clone();
  cam.far = 1e5; // far-off positions are tried: nothing may fall behind the far plane
  cam.updateProjectionMatrix();
  const r = freeNdc(area);
  const wide = r.x1 - r.x0;
  const high = r.y1 - r.y0;
  const target = new THREE.Box3().setFromPoints([...points]).getCenter(new THREE.Vector3()).setY(0);
  let dist = 10;
  const fitsAt = (d: number) => {
    place(cam, target, dir, d);
    const e = extent(cam, points);
    return !e.behind && e.x1 - e.x0 <= wide && e.y1 - e.y0 <= high;
  };
  for (let round = 0; round < 4; round++) {
    let lo = 1;
    let hi = 4000;
    for (let i = 0; i < 26; i++) {
      const mid = (lo + hi) / 2;
      if (fitsAt(mid)) hi = mid;
      else lo = mid;
    }
    dist = hi;
    place(cam, target, dir, dist);
    const e = extent(cam, points);
    // the point drawn at the extent's middle goes to the free area's middle
    const from = groundAt(cam, (e.x0 + e.x1) / 2, (e.y0 + e.y1) / 2);
    const to = groundAt(cam, (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
    if (!from || !to) break;
    target.add(from.sub(to)).setY(0);
  }
  // (after the last centring, a hair farther until it all fits: never a space cut at an edge)
  for (let i = 0; i < 200; i++) {
    place(cam, target, dir, dist);
    if (allInView(cam, points, area)) break;
    dist *= 1.002;
  }
  return { target, position: cam.position.clone() };
}
