// Water that moves: the river's instanced spaces get a flowing ripple pattern, drawn by a small
// addition to MeshBasicMaterial's shader (no lights: per-pixel lighting is what SwiftShader cannot
// afford). Each instance (each vertex, once baked) carries its flow (the tile's heading, downstream)
// in an attribute whose length is also the strength (0 on sandbanks, less in docks); `time` moves the pattern downstream.
// Turned off, the addition is compiled out (a define), so "reduce effects" costs nothing per pixel.
import * as THREE from 'three';

export interface Flow {
  time: { value: number };
  /** Ripples on (1) or flat water as before (0, "reduce effects": the shader addition is compiled out). */
  setEnabled(on: boolean): void;
}

/** Unit vector (x, z) of heading `d` (0 = N = −Z, clockwise), as headingYaw turns a model. */
export function headingVector(d: number): { x: number; z: number } {
  const a = (d * Math.PI) / 3;
  return { x: Math.sin(a), z: -Math.cos(a) };
}

export function addFlow(material: THREE.MeshBasicMaterial, geometry: THREE.BufferGeometry, capacity: number): Flow {
  const time = { value: 0 };
  geometry.setAttribute('flowDir', new THREE.InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
  material.defines = { MQ_FLOW: '' };
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uTime = time;
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\n#ifdef MQ_FLOW\nattribute vec2 flowDir;\nuniform float uTime;\nvarying vec3 vWave;\n#endif')
      .replace(
        '#include <begin_vertex>',
        // World position in the flow's frame: x along the current, y across it. The slow wobble of
        // the bands, and both sines' whole arguments (affine in what the pixels would interpolate,
        // so the same values), are computed per vertex to spare the pixels; z is the strength.
        `#include <begin_vertex>
        #ifdef MQ_FLOW
        {
          #ifdef USE_INSTANCING
          vec4 wp = modelMatrix * instanceMatrix * vec4(position, 1.0);
          #else
          vec4 wp = modelMatrix * vec4(position, 1.0); // baked (bake.ts): flowDir is per vertex
          #endif
          float k = length(flowDir);
          vec2 d = k > 0.0 ? flowDir / k : vec2(0.0, -1.0);
          vec2 f = vec2(dot(wp.xz, d), dot(wp.xz, vec2(-d.y, d.x)));
          vec2 wobble = vec2(sin(f.y * 2.1 + f.x * 0.9) * 1.7, sin(f.x * 1.3 - uTime * 0.3) * 2.2);
          vWave = vec3((f.x - uTime * 0.45) * 4.2 + wobble.x, f.y * 5.3 + wobble.y, k);
        }
        #endif`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\n#ifdef MQ_FLOW\nvarying vec3 vWave;\n#endif')
      .replace(
        '#include <color_fragment>',
        // Two crossed, wobbling sine bands make soft glints that drift downstream: two sines per
        // pixel, affordable in software WebGL, and too faint to compete with lit spaces.
        `#include <color_fragment>
        #ifdef MQ_FLOW
        {
          float w = sin(vWave.x) * sin(vWave.y);
          diffuseColor.rgb += vec3(0.10, 0.13, 0.14) * smoothstep(0.45, 0.95, w) * vWave.z;
          diffuseColor.rgb *= 1.0 - 0.07 * smoothstep(-0.35, -0.95, w) * vWave.z;
        }
        #endif`,
      );
  };
  material.customProgramCacheKey = () => 'mq-water-flow';
  return {
    time,
    setEnabled(on) {
      if (on === 'MQ_FLOW' in material.defines!) return;
      material.defines = on ? { MQ_FLOW: '' } : {};
      material.needsUpdate = true;
    },
  };
}

/** Sets instance `i`'s flow (direction of heading `d`, scaled by `strength`). */
export function setFlowAt(geometry: THREE.BufferGeometry, i: number, d: number, strength: number): void {
  const a = geometry.getAttribute('flowDir') as THREE.InstancedBufferAttribute;
  const v = headingVector(d);
  a.setXY(i, v.x * strength, v.z * strength);
  a.needsUpdate = true;
}
