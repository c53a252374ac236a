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

// Lighting is baked into the vertex colours (one fixed sun + ambient) and drawn with unlit
// MeshBasicMaterial: under SwiftShader (software WebGL) per-pixel lighting is what costs frames.
const SUN = new THREE.Vector3(-0.45, 0.85, 0.35).normalize();
const AMBIENT = 0.55;
const DIFFUSE = 0.5;

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
    const normals = geo.getAttribute('normal');
    const colors = new Float32Array(n * 3);
    const nv = new THREE.Vector3();
    for (let i = 0; i < n; i++) {
      nv.fromBufferAttribute(normals, i);
      const k = Math.min(1.15, AMBIENT + DIFFUSE * Math.max(0, nv.dot(SUN)) + 0.1 * Math.max(0, nv.y));
      colors[i * 3] = Math.min(1, c.r * k);
      colors[i * 3 + 1] = Math.min(1, c.g * k);
      colors[i * 3 + 2] = Math.min(1, c.b * k);
    }
    geo.setAttribute('color', new THREE.BufferAttribute(colors, 3));
    // Only position/normal/color are needed; dropping uv keeps every part mergeable.
    geo.deleteAttribute('uv');
    // Every three.js primitive is indexed, which mergeGeometries needs consistently.
    this.parts.push(geo.index ? geo : geo.setIndex([...Array(n).keys()]));
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

/** A flat hexagon (top face only, 4-6 triangles) lying on the XZ plane, corners at ±X. */
export function hexTop(radius: number): THREE.BufferGeometry {
  const g = new THREE.CircleGeometry(radius, 6);
  g.rotateX(-Math.PI / 2);
  return g;
}

/** A hexagonal frustum with open ends (the sloping bank of an island). */
export function hexBank(top: number, bottom: number, height: number): THREE.BufferGeometry {
  return new THREE.CylinderGeometry(top, bottom, height, 6, 1, true, Math.PI / 6);
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
