// Baking static instances into one plain mesh (scene/bake.ts): what the baked geometry draws
// must be exactly what the InstancedMesh drew: each instance placed by its matrix, coloured by
// its colour, with its per-instance attributes on each of its vertices.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { bakeInstances, placeBaked } from '../../renderer/src/scene/bake.js';

function triangle(): THREE.BufferGeometry {
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(new Float32Array([0, 0, 0, 1, 0, 0, 0, 0, 1]), 3));
  g.setAttribute('color', new THREE.BufferAttribute(new Float32Array([1, 0.5, 1, 1, 1, 1, 0.5, 0.5, 0.5]), 3));
  g.setAttribute('uv', new THREE.BufferAttribute(new Float32Array([0, 0, 1, 0, 0, 1]), 2));
  g.setIndex([0, 2, 1]);
  return g;
}

function positions(g: THREE.BufferGeometry): number[][] {
  const p = g.getAttribute('position');
  return Array.from({ length: p.count }, (_, i) => [p.getX(i), p.getY(i), p.getZ(i)]);
}

describe('bakeInstances', () => {
  const base = triangle();
  base.setAttribute('flow', new THREE.InstancedBufferAttribute(new Float32Array([0.5, -1, 2, 3, 9, 9]), 2));
  const im = new THREE.InstancedMesh(base, new THREE.MeshBasicMaterial(), 3);
  im.setMatrixAt(0, new THREE.Matrix4().makeTranslation(10, 0, 0));
  im.setMatrixAt(1, new THREE.Matrix4().makeScale(2, 2, 2).setPosition(0, 5, 0));
  im.setColorAt(0, new THREE.Color(0.5, 1, 0.25));
  im.setColorAt(1, new THREE.Color(1, 0, 1));
  im.count = 2; // the third instance is not drawn: it is not baked either
  const baked = bakeInstances(im, true);

  it('places each drawn instance by its matrix, its index offset to its own vertices', () => {
    expect(positions(baked)).toEqual([
      [10, 0, 0],
      [11, 0, 0],
      [10, 0, 1],
      [0, 5, 0],
      [2, 5, 0],
      [0, 5, 2],
    ]);
    expect(Array.from(baked.index!.array)).toEqual([0, 2, 1, 3, 5, 4]);
  });

  it('multiplies vertex colours by the instance colour and copies per-instance attributes to every vertex', () => {
    const c = baked.getAttribute('color');
    expect([c.getX(0), c.getY(0), c.getZ(0)]).toEqual([0.5, 0.5, 0.25]);
    expect([c.getX(5), c.getY(5), c.getZ(5)]).toEqual([0.5, 0, 0.5]);
    const f = baked.getAttribute('flow');
    expect(f).not.toBeInstanceOf(THREE.InstancedBufferAttribute);
    expect(Array.from({ length: 6 }, (_, i) => [f.getX(i), f.getY(i)])).toEqual([
      [0.5, -1],
      [0.5, -1],
      [0.5, -1],
      [2, 3],
      [2, 3],
      [2, 3],
    ]);
    expect(baked.getAttribute('uv').count).toBe(6);
    expect(bakeInstances(im).getAttribute('uv')).toBeUndefined();
  });

  it('placeBaked moves one instance and marks only its vertices for upload', () => {
    const g = bakeInstances(im);
    const before = positions(g);
    placeBaked(g, base, 1, new THREE.Matrix4().makeTranslation(0, 0, -3));
    const after = positions(g);
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after.slice(3)).toEqual([
      [0, 0, -3],
      [1, 0, -3],
      [0, 0, -2],
    ]);
    expect((g.getAttribute('position') as THREE.BufferAttribute).updateRanges).toEqual([{ start: 9, count: 9 }]);
  });

  it('no instances: an empty geometry', () => {
    const none = new THREE.InstancedMesh(triangle(), new THREE.MeshBasicMaterial(), 4);
    none.count = 0;
    const g = bakeInstances(none);
    expect(g.getAttribute('position').count).toBe(0);
    expect(g.index!.count).toBe(0);
  });
});
