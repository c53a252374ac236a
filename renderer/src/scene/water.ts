// Water that moves: the river's instanced spaces get a flowing ripple pattern, drawn by a small
// addition to MeshBasicMaterial's shader (no lights: per-pixel lighting is what SwiftShader cannot
// afford). Each instance carries its flow (the tile's heading, downstream) in an attribute whose
// length is also the strength (0 on sandbanks, less in docks); `time` moves the pattern downstream.
import * as THREE from 'three';

export interface Flow {
  time: { value: number };
  /** 0 = flat water (reduce effects), 1 = full ripples. */
  strength: { value: number };
}

/** Unit vector (x, z) of heading `d` (0 = N = −Z, clockwise), as headingYaw turns a model. */
export function headingVector(d: number): { x: number; z: number } {
  const a = (d * Math.PI) / 3;
  return { x: Math.sin(a), z: -Math.cos(a) };
}

export function addFlow(material: THREE.MeshBasicMaterial, geometry: THREE.BufferGeometry, capacity: number): Flow {
  const flow: Flow = { time: { value: 0 }, strength: { value: 1 } };
  geometry.setAttribute('flowDir', new THREE.InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uTime = flow.time;
    shader.uniforms.uStrength = flow.strength;
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec2 flowDir;\nvarying vec3 vFlow;')
      .replace(
        '#include <begin_vertex>',
        // World position in the flow's frame: x along the current, y across it, z the strength.
        `#include <begin_vertex>
        {
          vec4 wp = modelMatrix * instanceMatrix * vec4(position, 1.0);
          float k = length(flowDir);
          vec2 d = k > 0.0 ? flowDir / k : vec2(0.0, -1.0);
          vFlow = vec3(dot(wp.xz, d), dot(wp.xz, vec2(-d.y, d.x)), k);
        }`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform float uTime;\nuniform float uStrength;\nvarying vec3 vFlow;')
      .replace(
        '#include <color_fragment>',
        // Two crossed, wobbling sine bands make soft glints that drift downstream; cheap enough for
        // software WebGL (a few sines per pixel), and too faint to compete with lit spaces.
        `#include <color_fragment>
        {
          float along = vFlow.x - uTime * 0.45;
          float across = vFlow.y;
          float w = sin(along * 4.2 + sin(across * 2.1 + along * 0.9) * 1.7) * sin(across * 5.3 + sin(along * 1.3 - uTime * 0.3) * 2.2);
          float k = uStrength * vFlow.z;
          diffuseColor.rgb += vec3(0.10, 0.13, 0.14) * smoothstep(0.45, 0.95, w) * k;
          diffuseColor.rgb *= 1.0 - 0.07 * smoothstep(-0.35, -0.95, w) * k;
        }`,
      );
  };
  material.customProgramCacheKey = () => 'mq-water-flow';
  return flow;
}

/** Sets instance `i`'s flow (direction of heading `d`, scaled by `strength`). */
export function setFlowAt(geometry: THREE.BufferGeometry, i: number, d: number, strength: number): void {
  const a = geometry.getAttribute('flowDir') as THREE.InstancedBufferAttribute;
  const v = headingVector(d);
  a.setXY(i, v.x * strength, v.z * strength);
  a.needsUpdate = true;
}
