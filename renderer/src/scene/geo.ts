// Builds one merged, vertex-coloured BufferGeometry out of many primitives, so a whole boat or a
// tile's decoration costs a single draw call (the render budget is ≤ 80 calls for 13 tiles + 6 boats).
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export interface Placement {
  x?: number;
  y?: number;
  z?: number;
  /** Rotation about X, Y, Z (radians), applied in that order. */
  rx?: number;
  ry?: number;
  rz?: number;
  sx?: number;
  sy?: number;
  sz?: number;
}

const tmpM = new THREE.Matrix4();
const tmpQ = new THREE.Quaternion();
const tmpE = new THREE.Euler();
const tmpV = new THREE.Vector3();
const tmpS = new THREE.Vector3();

export class GeoBuilder {
  private parts: THREE.BufferGeometry[] = [];

  /** Adds `geo` (consumed) painted `color`, placed by `p`. */
  add(geo: THREE.BufferGeometry, color: THREE.ColorRepresentation, p: Placement = {}): this {
    tmpE.set(p.rx ?? 0, p.ry ?? 0, p.rz ?? 0);
    tmpQ.setFromEuler(tmpE);
    tmpV.set(p.x ?? 0, p.y ?? 0, p.z ?? 0);
    tmpS.set(p.sx ?? 1, p.sy ?? 1, p.sz ?? 1);
    tmpM.compose(tmpV, tmpQ, tmpS);
    geo.applyMatrix4(tmpM);
    const c = new THREE.Color(color);
    const n = geo.getAttribute('position').count;
    const colors = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) {
      colors[i * 3] = c.r;
      colors[i * 3 + 1] = c.g;
      colors[i * 3 + 2] = c.b;
    }
    geo.setAttribute('color', new THREE.BufferAttribute(colors, 3));
    // Only position/normal/color are needed; dropping uv keeps every part mergeable.
    geo.deleteAttribute('uv');
    this.parts.push(geo.index ? geo.toNonIndexed() : geo);
    if (geo.index) geo.dispose();
    return this;
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }

  /** The merged geometry (the parts are disposed). Empty builder → empty geometry. */
  build(): THREE.BufferGeometry {
    if (this.parts.length === 0) return new THREE.BufferGeometry();
    const merged = mergeGeometries(this.parts, false);
    for (const p of this.parts) p.dispose();
    this.parts = [];
    if (!merged) throw new Error('GeoBuilder: parts could not be merged');
    return merged;
  }
}

/** A flat-top hexagonal prism of circumradius `radius`, top face at y = height/2. */
export function hexPrism(radius: number, height: number): THREE.BufferGeometry {
  // CylinderGeometry puts its first vertex at +Z; starting at 30° gives corners at ±X (flat top/bottom on screen).
  return new THREE.CylinderGeometry(radius, radius, height, 6, 1, false, Math.PI / 6);
}

/** A flat hexagonal ring lying on the XZ plane (for highlights). */
export function hexRing(inner: number, outer: number): THREE.BufferGeometry {
  const g = new THREE.RingGeometry(inner, outer, 6, 1, 0);
  g.rotateX(-Math.PI / 2);
  return g;
}

/** Disposes every geometry, material and texture under `root`. */
export function disposeTree(root: THREE.Object3D): void {
  root.traverse((o) => {
    const any = o as THREE.Object3D & { geometry?: THREE.BufferGeometry; material?: THREE.Material | THREE.Material[] };
    any.geometry?.dispose();
    const mats = Array.isArray(any.material) ? any.material : any.material ? [any.material] : [];
    for (const m of mats) {
      (m as THREE.Material & { map?: THREE.Texture | null }).map?.dispose();
      m.dispose();
    }
    if (o instanceof THREE.InstancedMesh) o.dispose();
  });
}
