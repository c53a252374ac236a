// One WebGLRenderer (one GL context) for the whole app: views come and go (play screen, replay,
// lab) but browsers cap live contexts (~16) and free them late, so the renderer is reused and each
// SceneController disposes only what it created. renderer.info.memory then shows leaks plainly.
import * as THREE from 'three';

let shared: THREE.WebGLRenderer | null = null;

export function sharedRenderer(): THREE.WebGLRenderer {
  if (!shared) {
    shared = new THREE.WebGLRenderer({ antialias: false, stencil: false, powerPreference: 'high-performance' });
    shared.shadowMap.enabled = false;
    shared.outputColorSpace = THREE.SRGBColorSpace;
  }
  return shared;
}

/** A new renderer (new canvas, new context) in place of one whose context was lost for good. */
export function replaceSharedRenderer(): THREE.WebGLRenderer {
  shared?.dispose();
  shared = null;
  return sharedRenderer();
}

/** Memory counters of the shared renderer (0/0 before any view was created). */
export function rendererMemory(): { geometries: number; textures: number } {
  return shared ? { ...shared.info.memory } : { geometries: 0, textures: 0 };
}
