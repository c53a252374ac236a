// What the view is told to highlight (chessground style: it draws, it does not decide):
// legal destinations, the path preview, the selected space, push targets, and the space under
// the pointer. Instanced rings and dots: a handful of draw calls whatever their number.
import * as THREE from 'three';
import { hexKey, type Hex } from '../../../engine/index.js';
import type { BoatGhost } from './boat-model.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { hexRing } from './geo.js';
import { hexToWorld } from './layout.js';
import { COLORS } from './palette.js';
import { DESTINATION_MARK, LIT_BARS, LIT_RING } from './lit-mark.js';

export interface Highlights {
  destinations?: Hex[];
  path?: Hex[];
  selected?: Hex | null;
  pushTargets?: Hex[];
  /** A way shown on demand (a lesson's "show me the way"): each space ringed in the path's colour. */
  way?: Hex[];
  /** The captain's hint's end space: tinted and ringed wide (the chosen space's thin ring was hard to find at 1024x700). */
  hinted?: Hex | null;
  /** A see-through boat facing a heading being previewed (drawn by the boat layer). */
  ghost?: BoatGhost | null;
  /** Boats a previewed step or way would push, from where they stand: ghosts where they would go, with arrows (boat and trail layers). */
  pushed?: (BoatGhost & { from: Hex })[];
}

const MAX = 256;

/** The hint's ring: from well inside the lit ring to the space's edge (the chosen space's is 0.7-0.97). */
export const HINT_RING = { inner: 0.45, outer: 1 } as const;

/** A flat polygon on the water (points in world x/z around the space's centre). */
function flat(points: [number, number][]): THREE.BufferGeometry {
  const sh = new THREE.Shape(points.map(([x, z]) => new THREE.Vector2(x, -z)));
  const g = new THREE.ShapeGeometry(sh);
  g.rotateX(-Math.PI / 2);
  return g;
}

// Colour-blind mode adds shapes, so lit spaces, push targets and the path differ by more than
// colour: two bars inside each lit space, a cross inside each push target, arrowheads on the path.
// No boat's badge shape (lib/boat-marks.ts): the lit spaces' diamond, seen aslant, read as boat 3's
// triangle (issue 14 play-test).
function destinationShape(): THREE.BufferGeometry {
  const { halfLength: x, halfThickness: h } = LIT_BARS;
  const bar = (z: number) => flat([[-x, z - h], [x, z - h], [x, z + h], [-x, z + h]]);
  return mergeGeometries([hexRing(LIT_RING.inner, LIT_RING.outer), ...LIT_BARS.at.map(bar)])!;
}
function pushTargetShape(): THREE.BufferGeometry {
  const bar = (a: number) => {
    const c = Math.cos(a);
    const s = Math.sin(a);
    const p = (x: number, z: number): [number, number] => [x * c - z * s, x * s + z * c];
    return flat([p(-0.36, -0.07), p(0.36, -0.07), p(0.36, 0.07), p(-0.36, 0.07)]);
  };
  return mergeGeometries([hexRing(0.55, 0.9), bar(Math.PI / 4), bar(-Math.PI / 4)])!;
}
function pathArrow(): THREE.BufferGeometry {
  return flat([[0, -0.26], [0.2, 0.12], [0, 0.04], [-0.2, 0.12]]);
}

function ringSet(color: number, inner: number, outer: number, y: number, name: string): THREE.InstancedMesh {
  const mesh = new THREE.InstancedMesh(
    hexRing(inner, outer),
    new THREE.MeshBasicMaterial({ color, transparent: true, opacity: 0.95, depthWrite: false }),
    MAX,
  );
  mesh.count = 0;
  mesh.position.y = y;
  mesh.frustumCulled = false;
  mesh.renderOrder = 5;
  mesh.name = name;
  return mesh;
}

export class HighlightLayer {
  readonly group = new THREE.Group();
  private destinations = ringSet(COLORS.destination, LIT_RING.inner, LIT_RING.outer, 0.02, 'destinations');
  // drawn under the ring, wider on both sides (finish docks are yellow water: a yellow ring alone vanished there)
  private destinationEdges = ringSet(COLORS.destinationEdge, 0.54, 0.97, 0.018, 'destination-edges');
  private pushTargets = ringSet(COLORS.pushTarget, 0.55, 0.9, 0.025, 'push-targets');
  // a way shown on demand: its dots alone hid under the boats (play-test, lesson 5: "show me the way" drew nothing visible)
  private wayRings = ringSet(COLORS.path, 0.7, 0.97, 0.03, 'way-rings');
  private drawnNow: { path: string[]; way: string[]; selected: string | null; destinations: number } = { path: [], way: [], selected: null, destinations: 0 };
  private dots: THREE.InstancedMesh;
  private line: THREE.Line;
  private selected: THREE.Mesh;
  private hover: THREE.Mesh;
  /** The hint's end space: a tint over the whole space and a ring twice the chosen space's width. */
  private hintTint: THREE.Mesh;
  private hintRing: THREE.Mesh;
  private hintedKey: string | null = null;
  private m = new THREE.Matrix4();
  private signature = '';
  private strong = false;
  private plain: THREE.BufferGeometry[];
  private shaped: THREE.BufferGeometry[] | null = null;
  private path: Hex[] = [];

  constructor() {
    const dotGeo = new THREE.CircleGeometry(0.16, 12);
    dotGeo.rotateX(-Math.PI / 2);
    this.dots = new THREE.InstancedMesh(dotGeo, new THREE.MeshBasicMaterial({ color: COLORS.path, depthWrite: false }), MAX);
    this.dots.count = 0;
    this.dots.position.y = 0.04;
    this.dots.frustumCulled = false;
    this.dots.renderOrder = 6;
    this.dots.name = 'path-dots';
    const lineGeo = new THREE.BufferGeometry();
    lineGeo.setAttribute('position', new THREE.BufferAttribute(new Float32Array(MAX * 3), 3));
    lineGeo.setDrawRange(0, 0);
    this.line = new THREE.Line(lineGeo, new THREE.LineBasicMaterial({ color: COLORS.path }));
    this.line.frustumCulled = false;
    this.line.renderOrder = 6;
    this.line.name = 'path-line';
    // a frame at the space's edge, not a plate: the boat standing there keeps its outline (play-test:
    // at its end space the boat sat in a white plate and was hard to find)
    this.selected = new THREE.Mesh(
      hexRing(0.7, 0.97),
      new THREE.MeshBasicMaterial({ color: COLORS.selected, transparent: true, opacity: 0.95, depthWrite: false }),
    );
    this.selected.position.y = 0.035;
    this.selected.visible = false;
    this.selected.renderOrder = 7;
    this.selected.name = 'selected';
    // depth-tested like every mark on the water: a boat on the space pointed at is drawn over it (it crossed the boat)
    this.hover = new THREE.Mesh(hexRing(0.82, 1.0), new THREE.MeshBasicMaterial({ color: COLORS.hover, depthWrite: false }));
    this.hover.position.y = 0.05;
    this.hover.visible = false;
    this.hover.renderOrder = 8;
    this.hover.name = 'hover';
    this.hintTint = new THREE.Mesh(hexRing(0, 0.97), new THREE.MeshBasicMaterial({ color: COLORS.hint, transparent: true, opacity: 0.45, depthWrite: false }));
    this.hintTint.position.y = 0.015;
    this.hintTint.renderOrder = 4;
    this.hintTint.name = 'hint-tint';
    this.hintRing = new THREE.Mesh(hexRing(HINT_RING.inner, HINT_RING.outer), new THREE.MeshBasicMaterial({ color: COLORS.hint, transparent: true, opacity: 0.95, depthWrite: false }));
    this.hintRing.position.y = 0.036;
    this.hintRing.renderOrder = 7;
    this.hintRing.name = 'hint-ring';
    this.hintTint.visible = this.hintRing.visible = false;
    this.destinationEdges.renderOrder = 4;
    this.group.add(this.destinationEdges, this.hintTint, this.destinations, this.pushTargets, this.wayRings, this.line, this.dots, this.selected, this.hintRing, this.hover);
    this.plain = [this.destinations.geometry, this.pushTargets.geometry, this.dots.geometry];
  }

  /** Colour-blind mode: lit spaces, push targets and the path get shapes as well as colours. */
  setColourBlind(on: boolean): void {
    if (on === this.strong) return;
    this.strong = on;
    if (on && !this.shaped) this.shaped = [destinationShape(), pushTargetShape(), pathArrow()];
    const geos = on ? this.shaped! : this.plain;
    this.destinations.geometry = geos[0]!;
    this.pushTargets.geometry = geos[1]!;
    this.dots.geometry = geos[2]!;
    this.fillPath();
  }

  /** The shapes drawn (for the colour-blind test). */
  shapes(): { destinations: string; pushTargets: string; path: string } {
    return this.strong
      ? { destinations: `ring+${DESTINATION_MARK}`, pushTargets: 'ring+cross', path: 'arrows' }
      : { destinations: 'ring', pushTargets: 'ring', path: 'dots' };
  }

  /** Every mark's mesh (for tests: each is drawn under the boats). */
  meshes(): THREE.Mesh[] {
    return [this.destinationEdges, this.hintTint, this.destinations, this.pushTargets, this.wayRings, this.dots, this.selected, this.hintRing, this.hover];
  }

  /** The hint's end space as drawn (for tests), null when none is. */
  hinted(): string | null {
    return this.hintedKey;
  }

  /** What is drawn now, as space keys (for tests: what a player sees lit, not what was asked). */
  drawn(): { path: string[]; way: string[]; selected: string | null; destinations: number } {
    return this.drawnNow;
  }

  /** Path marks, turned along the path (arrowheads point where the boat goes next). */
  private fillPath(): void {
    const path = this.path;
    for (let i = 0; i < path.length; i++) {
      const w = hexToWorld(path[i]!);
      const a = path[Math.max(0, i - 1)]!;
      const b = path[Math.min(path.length - 1, i + 1)]!;
      const wa = hexToWorld(a);
      const wb = hexToWorld(b);
      const yaw = wa.x === wb.x && wa.z === wb.z ? 0 : Math.atan2(-(wb.x - wa.x), -(wb.z - wa.z));
      this.m.makeRotationY(yaw).setPosition(w.x, 0, w.z);
      this.dots.setMatrixAt(i, this.m);
    }
    this.dots.count = path.length;
    this.dots.instanceMatrix.needsUpdate = true;
  }

  /** Returns whether anything changed (the caller then renders a frame). */
  set(h: Highlights | undefined): boolean {
    const sig = JSON.stringify([h?.destinations?.map(hexKey), h?.path?.map(hexKey), h?.selected && hexKey(h.selected), h?.pushTargets?.map(hexKey), h?.way?.map(hexKey), h?.hinted && hexKey(h.hinted)]);
    if (sig === this.signature) return false;
    this.signature = sig;
    this.fill(this.destinations, h?.destinations ?? []);
    this.fill(this.destinationEdges, h?.destinations ?? []);
    this.fill(this.pushTargets, h?.pushTargets ?? []);
    this.fill(this.wayRings, h?.way ?? []);
    const path = (h?.path ?? []).slice(0, MAX);
    this.path = path;
    this.fillPath();
    const pos = this.line.geometry.getAttribute('position') as THREE.BufferAttribute;
    path.forEach((p, i) => {
      const w = hexToWorld(p);
      pos.setXYZ(i, w.x, 0.04, w.z);
    });
    pos.needsUpdate = true;
    this.line.geometry.setDrawRange(0, path.length);
    if (h?.selected) {
      const w = hexToWorld(h.selected);
      this.selected.position.set(w.x, 0.035, w.z);
      this.selected.visible = true;
    } else this.selected.visible = false;
    this.hintedKey = h?.hinted ? hexKey(h.hinted) : null;
    for (const mark of [this.hintTint, this.hintRing]) {
      mark.visible = !!h?.hinted;
      if (h?.hinted) {
        const w = hexToWorld(h.hinted);
        mark.position.set(w.x, mark.position.y, w.z);
      }
    }
    this.drawnNow = {
      path: path.map(hexKey),
      way: (h?.way ?? []).slice(0, MAX).map(hexKey),
      selected: h?.selected ? hexKey(h.selected) : null,
      destinations: this.destinations.count,
    };
    return true;
  }

  private fill(mesh: THREE.InstancedMesh, hexes: Hex[]): void {
    const n = Math.min(hexes.length, MAX);
    for (let i = 0; i < n; i++) {
      const w = hexToWorld(hexes[i]!);
      mesh.setMatrixAt(i, this.m.makeTranslation(w.x, 0, w.z));
    }
    mesh.count = n;
    mesh.instanceMatrix.needsUpdate = true;
  }

  /** Moves the pointer ring; returns whether it changed. */
  setHover(h: Hex | null): boolean {
    if (!h) {
      const changed = this.hover.visible;
      this.hover.visible = false;
      return changed;
    }
    const w = hexToWorld(h);
    const changed = !this.hover.visible || this.hover.position.x !== w.x || this.hover.position.z !== w.z;
    this.hover.position.set(w.x, 0.05, w.z);
    this.hover.visible = true;
    return changed;
  }

  dispose(): void {
    for (const g of [...this.plain, ...(this.shaped ?? [])]) g.dispose();
    for (const o of [this.destinations, this.destinationEdges, this.pushTargets, this.wayRings, this.dots]) {
      o.geometry.dispose();
      (o.material as THREE.Material).dispose();
      o.dispose();
    }
    for (const o of [this.line, this.selected, this.hover, this.hintTint, this.hintRing]) {
      o.geometry.dispose();
      (o.material as THREE.Material).dispose();
    }
  }
}
