// The wake of a move (lib/move-trail.ts says which spaces): a ribbon in the boat's colour along the
// way a watched boat sailed, with an arrowhead where it stopped, and a thinner, broken one for each
// boat a move pushed. Two meshes with vertex colours (a draw call each, none when empty): the
// ribbon lies on the water under the boats; a push's arrow runs from under the pusher to under the
// pushed boat, so on the water the two hulls hid it (play-test: "no arrow from where it was"): it
// is drawn over them, narrow and see-through, with its tip short of the pushed boat's badge; over the
// boats' badges and bow arrows too (play-test of issue 14: the pusher's badge and bow arrow, drawn
// over everything, hid the arrow's tail on other players' screens).
import * as THREE from 'three';
import type { Hex } from '../../../engine/index.js';
import type { MoveTrail } from '../lib/move-trail.js';
import { hexToWorld } from './layout.js';
import { BOAT_HEX } from './palette.js';

const RIBBON_Y = 0.045;
const WIDE = 0.16;
const NARROW = 0.12;

/** Above the boats' decks, where a push's arrow is drawn (over them, not hidden by their depth). */
const OVER_Y = 0.5;
/** After everything else drawn over the boats (their badges, 10; bow arrows, 9). */
const OVER_ORDER = 12;

function layer(name: string, over: boolean): THREE.Mesh {
  const m = new THREE.Mesh(
    new THREE.BufferGeometry(),
    new THREE.MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: over ? 0.8 : 0.85, depthWrite: false, depthTest: !over, side: THREE.DoubleSide }),
  );
  m.visible = false;
  m.frustumCulled = false;
  m.renderOrder = over ? OVER_ORDER : 3; // the ribbon under the lit spaces' rings; a push's arrow over the boats
  m.name = name;
  return m;
}

export class TrailLayer {
  readonly group = new THREE.Group();
  private ribbon = layer('move-trail', false);
  private shoves = layer('push-trail', true);
  private preview = layer('push-preview', true);
  private previewKey = '';
  private drawn: MoveTrail | null = null;
  private segments = 0;
  private pushSegments = 0;

  constructor() {
    this.group.add(this.ribbon, this.shoves, this.preview);
  }

  /** Draws `trail` (null or an empty one: none); returns whether anything changed. */
  set(trail: MoveTrail | null): boolean {
    if (trail === this.drawn) return false;
    this.drawn = trail;
    const wake = drawer(RIBBON_Y);
    if (trail?.boat && !trail.quiet && trail.path.length > 1) {
      wake.c.setHex(BOAT_HEX[trail.boat]);
      const path = trail.path;
      for (let i = 1; i < path.length; i++) wake.quad(path[i - 1]!, path[i]!, WIDE, 0, i === path.length - 1 ? 0.55 : 1);
      wake.head(path[path.length - 2]!, path[path.length - 1]!, 0.34);
    }
    this.segments = wake.count();
    fill(this.ribbon, wake.pos, wake.col);
    const shoves = drawer(OVER_Y);
    this.pushSegments = pushArrows(trail?.pushes ?? [], shoves.quad, shoves.head, shoves.c);
    fill(this.shoves, shoves.pos, shoves.col);
    return true;
  }

  /**
   * Where a previewed step or way would push boats (none: []): their arrows, as a push's, over the
   * boats (play-test 17: the preview of one's own boat sat on the pushed boat, and neither read).
   */
  setPreview(pushes: readonly Push[]): boolean {
    const key = pushes.map((p) => `${p.boat}:${p.from.q},${p.from.r}>${p.to.q},${p.to.r}`).join(' ');
    if (key === this.previewKey) return false;
    this.previewKey = key;
    const { pos, col, quad, head, c } = drawer(OVER_Y);
    pushArrows(pushes, quad, head, c);
    fill(this.preview, pos, col);
    return true;
  }

  /**
   * What is drawn (for tests): the sailing boat, its spaces and the pushes, the ribbon's pieces, and
   * the push arrows' pieces and whether they are drawn over the boats: over their hulls (no depth
   * test) and after every mark drawn over them (badges, bow arrows) in `boats`.
   */
  shown(boats?: THREE.Object3D): { boat: string | null; path: string[]; pushes: string[]; segments: number; pushSegments: number; pushesOverBoats: boolean; preview: string } {
    const t = this.ribbon.visible || this.shoves.visible ? this.drawn : null;
    const over = this.shoves.material as THREE.MeshBasicMaterial;
    return {
      boat: t?.boat ?? null,
      path: (t && !t.quiet ? t.path : []).map((h) => `${h.q},${h.r}`),
      pushes: (this.shoves.visible ? (t?.pushes ?? []) : []).map((p) => `${p.boat}:${p.from.q},${p.from.r}>${p.to.q},${p.to.r}`),
      segments: this.segments,
      pushSegments: this.shoves.visible ? this.pushSegments : 0,
      preview: this.preview.visible ? this.previewKey : '',
      pushesOverBoats: !over.depthTest && this.shoves.renderOrder > 4 && !(boats && drawnOver(boats).some((o) => o.renderOrder >= this.shoves.renderOrder)),
    };
  }

  dispose(): void {
    for (const m of [this.ribbon, this.shoves, this.preview]) {
      m.geometry.dispose();
      (m.material as THREE.Material).dispose();
    }
  }
}

type Push = MoveTrail['pushes'][number];
type Quad = (a: Hex, b: Hex, width: number, from?: number, to?: number) => void;
type Head = (a: Hex, b: Hex, size: number) => void;

/** Triangles at height `Y` in the colour `c` holds when each is added: bands (quad) and arrowheads (head). */
function drawer(Y: number): { pos: number[]; col: number[]; c: THREE.Color; quad: Quad; head: Head; count: () => number } {
  const pos: number[] = [];
  const col: number[] = [];
  const c = new THREE.Color();
  let segments = 0;
  const quad: Quad = (a, b, width, from = 0, to = 1) => {
    const p = hexToWorld(a);
    const q = hexToWorld(b);
    const dx = q.x - p.x;
    const dz = q.z - p.z;
    const len = Math.hypot(dx, dz) || 1;
    const nx = (-dz / len) * (width / 2);
    const nz = (dx / len) * (width / 2);
    const ax = p.x + dx * from;
    const az = p.z + dz * from;
    const bx = p.x + dx * to;
    const bz = p.z + dz * to;
    pos.push(ax + nx, Y, az + nz, ax - nx, Y, az - nz, bx + nx, Y, bz + nz);
    pos.push(ax - nx, Y, az - nz, bx - nx, Y, bz - nz, bx + nx, Y, bz + nz);
    for (let i = 0; i < 6; i++) col.push(c.r, c.g, c.b);
    segments++;
  };
  const head: Head = (a, b, size) => {
    const p = hexToWorld(a);
    const q = hexToWorld(b);
    const dx = q.x - p.x;
    const dz = q.z - p.z;
    const len = Math.hypot(dx, dz) || 1;
    const ux = dx / len;
    const uz = dz / len;
    // the tip short of the space's centre, so the boat standing there does not hide it all
    const tx = q.x - ux * 0.45;
    const tz = q.z - uz * 0.45;
    pos.push(tx, Y, tz, tx - ux * size - uz * size * 0.7, Y, tz - uz * size + ux * size * 0.7, tx - ux * size + uz * size * 0.7, Y, tz - uz * size - ux * size * 0.7);
    for (let i = 0; i < 3; i++) col.push(c.r, c.g, c.b);
  };
  return { pos, col, c, quad, head, count: () => segments };
}

/** Each push's arrow, broken (a shove, not a voyage) and edged in dark (it lies over boats); returns its pieces. */
function pushArrows(pushes: readonly Push[], quad: Quad, head: Head, c: THREE.Color): number {
  let segments = 0;
  for (const p of pushes) {
    // the dark edge drawn first, so the boat's colour lies on top
    for (const [colour, grow] of [[0x10202c, 0.07], [BOAT_HEX[p.boat], 0]] as const) {
      c.setHex(colour);
      for (const [a, b] of [[0.1, 0.3], [0.4, 0.6]] as const) {
        quad(p.from, p.to, NARROW + grow, a - grow / 3, b + grow / 3);
        segments++;
      }
      head(p.from, p.to, 0.3 + grow);
    }
  }
  return segments;
}

/** The objects in `root` drawn regardless of depth (over the boats' hulls, like a push's arrow). */
function drawnOver(root: THREE.Object3D): THREE.Object3D[] {
  const found: THREE.Object3D[] = [];
  root.traverse((o) => {
    const m = (o as THREE.Mesh).material as THREE.Material | THREE.Material[] | undefined;
    if (m && (Array.isArray(m) ? m : [m]).some((x) => !x.depthTest)) found.push(o);
  });
  return found;
}

function fill(m: THREE.Mesh, pos: number[], col: number[]): void {
  const g = m.geometry;
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('color', new THREE.Float32BufferAttribute(col, 3));
  g.computeBoundingSphere();
  m.visible = pos.length > 0;
}
