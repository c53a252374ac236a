// The wake of a watched move (lib/move-trail.ts says which spaces): a ribbon in the boat's colour
// along the way it sailed, with an arrowhead where it stopped, and a thinner, broken one for each
// boat it pushed. One mesh with vertex colours: a single draw call, none when there is no trail.
import * as THREE from 'three';
import type { Hex } from '../../../engine/index.js';
import type { MoveTrail } from '../lib/move-trail.js';
import { hexToWorld } from './layout.js';
import { BOAT_HEX } from './palette.js';

const Y = 0.045;
const WIDE = 0.16;
const NARROW = 0.09;

export class TrailLayer {
  readonly mesh: THREE.Mesh;
  private drawn: MoveTrail | null = null;
  private segments = 0;

  constructor() {
    const g = new THREE.BufferGeometry();
    this.mesh = new THREE.Mesh(g, new THREE.MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.85, depthWrite: false, side: THREE.DoubleSide }));
    this.mesh.visible = false;
    this.mesh.frustumCulled = false;
    this.mesh.renderOrder = 3; // under the lit spaces' rings
    this.mesh.name = 'move-trail';
  }

  /** Draws `trail` (null or an empty one: none); returns whether anything changed. */
  set(trail: MoveTrail | null): boolean {
    if (trail === this.drawn) return false;
    this.drawn = trail;
    const pos: number[] = [];
    const col: number[] = [];
    const c = new THREE.Color();
    let segments = 0;
    const quad = (a: Hex, b: Hex, width: number, from = 0, to = 1) => {
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
    const head = (a: Hex, b: Hex, size: number) => {
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
    if (trail?.boat && trail.path.length > 1) {
      c.setHex(BOAT_HEX[trail.boat]);
      const path = trail.path;
      for (let i = 1; i < path.length; i++) quad(path[i - 1]!, path[i]!, WIDE, 0, i === path.length - 1 ? 0.55 : 1);
      head(path[path.length - 2]!, path[path.length - 1]!, 0.34);
    }
    for (const p of trail?.pushes ?? []) {
      c.setHex(BOAT_HEX[p.boat]);
      // broken: the push was a shove, not a voyage
      for (const [a, b] of [[0.1, 0.3], [0.4, 0.6]] as const) quad(p.from, p.to, NARROW, a, b);
      head(p.from, p.to, 0.24);
    }
    this.segments = segments;
    const g = this.mesh.geometry;
    g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
    g.setAttribute('color', new THREE.Float32BufferAttribute(col, 3));
    g.computeBoundingSphere();
    this.mesh.visible = pos.length > 0;
    return true;
  }

  /** What is drawn (for tests): the sailing boat, its spaces and the pushes, and the ribbon's pieces. */
  shown(): { boat: string | null; path: string[]; pushes: string[]; segments: number } {
    const t = this.mesh.visible ? this.drawn : null;
    return {
      boat: t?.boat ?? null,
      path: (t?.path ?? []).map((h) => `${h.q},${h.r}`),
      pushes: (t?.pushes ?? []).map((p) => `${p.boat}:${p.from.q},${p.from.r}>${p.to.q},${p.to.r}`),
      segments: this.segments,
    };
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    (this.mesh.material as THREE.Material).dispose();
  }
}
