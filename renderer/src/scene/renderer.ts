// One WebGLRenderer (one GL context) for the whole app: views come and go (play screen, replay,
// lab) but browsers cap live contexts (~16) and free them late, so the renderer is reused and each
// SceneController disposes only what it created. renderer.info.memory then shows leaks plainly.
import * as THREE from 'three';

let shared: THREE.WebGLRenderer | null = null;

/**
 * sRGB encoding, x^(1/2.4) for each channel of each pixel, as a polynomial in sqrt(x) (c[0] +
 * c[1]·s + … + c[4]·s⁴, within 0.2 of a level of 255 of the exact curve): three.js's pow() was
 * ~40% of a frame's cost under software WebGL when the river fills the screen, and a square root
 * is one instruction there. Below 0.0031308 the curve is linear, as in three.js.
 */
export const SRGB_POLY = [-0.03700411, 1.44789313, -0.94484463, 0.84277937, -0.30957165] as const;

/** `chunk` (three.js's colorspace_pars_fragment) with sRGBTransferOETF computed by SRGB_POLY. */
export function fastSrgbChunk(chunk: string): string {
  const [c0, c1, c2, c3, c4] = SRGB_POLY.map((c) => c.toFixed(8));
  const body = `vec4 sRGBTransferOETF( in vec4 value ) {
	vec3 c = max( value.rgb, vec3( 0.0 ) );
	vec3 s = sqrt( c );
	vec3 e = ( ( ( ${c4} * s + ${c3} ) * s + ${c2} ) * s + ${c1} ) * s + ${c0};
	return vec4( mix( e, c * 12.92, vec3( lessThanEqual( c, vec3( 0.0031308 ) ) ) ), value.a );
}`;
  return chunk.replace(/vec4 sRGBTransferOETF\( in vec4 value \) \{[^}]*\}/, body);
}

export function sharedRenderer(): THREE.WebGLRenderer {
  if (!shared) {
    THREE.ShaderChunk.colorspace_pars_fragment = fastSrgbChunk(THREE.ShaderChunk.colorspace_pars_fragment);
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
