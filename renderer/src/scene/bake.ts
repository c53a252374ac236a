// Static instances baked into one plain mesh. Software WebGL (SwiftShader, where many players
// without a GPU end up) draws an InstancedMesh as one draw per instance, ~20 µs each: the river's
// ~800 instanced spaces, trees and shadows cost more than half a frame. The same triangles in one
// ordinary geometry cost a single draw. Instancing stays where things move every frame.
import * as THREE from 'three';

/**
 * One geometry holding instances `0..im.count-1` of `im`: the base geometry placed by each
 * instance's matrix, its vertex colours (white without) times the instance colour, and every
 * per-instance attribute of the base geometry (an InstancedBufferAttribute such as the water's
 * flow) copied to each vertex of its instance. Normals and uvs are dropped (unlit, untextured),
 * except `uv` when `keepUv` (the shadows' alpha map). Instance `i`'s vertices are
 * `i * vertexCount .. (i + 1) * vertexCount - 1` (see placeBaked).
 */
export function bakeInstances(im: THREE.InstancedMesh, keepUv = false): THREE.BufferGeometry {
  const base = im.geometry;
  const pos = base.getAttribute('position');
  const col = base.getAttribute('color') as THREE.BufferAttribute | undefined;
  const uv = keepUv ? base.getAttribute('uv') : undefined;
  const vc = pos.count;
  const index = base.index ? Array.from(base.index.array) : [...Array(vc).keys()];
  const n = im.count;
  const positions = new Float32Array(n * vc * 3);
  const colors = new Float32Array(n * vc * 3);
  const uvs = uv ? new Float32Array(n * vc * 2) : null;
  const indices = n * vc > 65535 ? new Uint32Array(n * index.length) : new Uint16Array(n * index.length);
  const perInstance = Object.entries(base.attributes).filter(([, a]) => a instanceof THREE.InstancedBufferAttribute) as [string, THREE.InstancedBufferAttribute][];
  const extra = perInstance.map(([name, a]) => ({ name, a, out: new Float32Array(n * vc * a.itemSize) }));
  const m = new THREE.Matrix4();
  const v = new THREE.Vector3();
  const c = new THREE.Color(1, 1, 1);
  for (let i = 0; i < n; i++) {
    im.getMatrixAt(i, m);
    if (im.instanceColor) im.getColorAt(i, c);
    const first = i * vc;
    for (let j = 0; j < vc; j++) {
      const k = first + j;
      v.fromBufferAttribute(pos, j).applyMatrix4(m);
      positions[k * 3] = v.x;
      positions[k * 3 + 1] = v.y;
      positions[k * 3 + 2] = v.z;
      colors[k * 3] = (col ? col.getX(j) : 1) * c.r;
      colors[k * 3 + 1] = (col ? col.getY(j) : 1) * c.g;
      colors[k * 3 + 2] = (col ? col.getZ(j) : 1) * c.b;
      if (uv && uvs) {
        uvs[k * 2] = uv.getX(j);
        uvs[k * 2 + 1] = uv.getY(j);
      }
      for (const e of extra) for (let s = 0; s < e.a.itemSize; s++) e.out[k * e.a.itemSize + s] = e.a.getComponent(i, s);
    }
    for (let j = 0; j < index.length; j++) indices[i * index.length + j] = first + index[j]!;
  }
  const out = new THREE.BufferGeometry();
  out.setAttribute('position', new THREE.BufferAttribute(positions, 3));
  out.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  if (uvs) out.setAttribute('uv', new THREE.BufferAttribute(uvs, 2));
  for (const e of extra) out.setAttribute(e.name, new THREE.BufferAttribute(e.out, e.a.itemSize));
  out.setIndex(new THREE.BufferAttribute(indices, 1));
  out.userData.vertexCount = vc;
  return out;
}

/**
 * Moves instance `i` of a baked geometry to `matrix` (the base geometry's positions again, placed
 * anew): for the few baked instances that do move (the boats' shadows). Marks only that range
 * for upload.
 */
export function placeBaked(baked: THREE.BufferGeometry, base: THREE.BufferGeometry, i: number, matrix: THREE.Matrix4): void {
  const src = base.getAttribute('position');
  const dst = baked.getAttribute('position') as THREE.BufferAttribute;
  const vc = src.count;
  for (let j = 0; j < vc; j++) {
    tmp.fromBufferAttribute(src, j).applyMatrix4(matrix);
    dst.setXYZ(i * vc + j, tmp.x, tmp.y, tmp.z);
  }
  dst.addUpdateRange(i * vc * 3, vc * 3);
  dst.needsUpdate = true;
}

const tmp = new THREE.Vector3();
