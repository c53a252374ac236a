// Analytic picking: pointer → ray → the water plane (y = 0) → hex by cube rounding (Red Blob
// Games). No raycast against meshes, so it costs the same whatever the scene holds.
import * as THREE from 'three';
import type { Hex } from '../../../engine/index.js';
import { hexToWorld, worldToHex } from './layout.js';

const plane = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0);
const ray = new THREE.Raycaster();
const ndc = new THREE.Vector2();
const hit = new THREE.Vector3();
const v = new THREE.Vector3();

/**
 * An element's client rect, read once per task: the labels over the board project dozens of spaces a
 * frame, and each fresh read after a label moved made the browser lay the page out again (~2,000
 * layouts a move in a trace). Forgotten at the next microtask checkpoint, before anything else runs.
 */
let rects = new Map<Element, DOMRect>();
export function clientRect(el: Element): DOMRect {
  let r = rects.get(el);
  if (!r) {
    r = el.getBoundingClientRect();
    if (rects.size === 0) queueMicrotask(() => (rects = new Map()));
    rects.set(el, r);
  }
  return r;
}

/** The hex under client pixel (px, py) of `el`, or null when the ray misses the water plane. */
export function pickHex(camera: THREE.Camera, el: HTMLElement, px: number, py: number): Hex | null {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  ndc.set(((px - r.left) / r.width) * 2 - 1, -((py - r.top) / r.height) * 2 + 1);
  ray.setFromCamera(ndc, camera);
  if (!ray.ray.intersectPlane(plane, hit)) return null;
  return worldToHex(hit.x, hit.z);
}

/** Client pixel of a world point, for tests and overlays. */
export function worldToScreen(camera: THREE.Camera, el: HTMLElement, p: THREE.Vector3): { x: number; y: number } {
  const r = clientRect(el);
  v.copy(p).project(camera);
  return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
}

/** Client pixel of a hex centre (on the water plane), for tests and overlays. */
export function hexToScreen(camera: THREE.Camera, el: HTMLElement, h: Hex): { x: number; y: number } {
  const r = clientRect(el);
  const w = hexToWorld(h);
  v.set(w.x, 0, w.z).project(camera);
  return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
}
