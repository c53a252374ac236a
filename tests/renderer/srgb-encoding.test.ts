// The renderer's cheaper sRGB encoding (scene/renderer.ts): the polynomial it puts in place of
// three.js's pow() must give the same 8-bit colours as the exact curve, to within one level.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { fastSrgbChunk, SRGB_POLY } from '../../renderer/src/scene/renderer.js';

/** The exact sRGB transfer curve (IEC 61966-2-1), linear → encoded. */
const exact = (x: number) => (x <= 0.0031308 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055);
/** What the shader computes. */
const poly = (x: number) => {
  if (x <= 0.0031308) return x * 12.92;
  const s = Math.sqrt(x);
  return SRGB_POLY.reduceRight((acc, c) => acc * s + c, 0);
};

describe('fast sRGB encoding', () => {
  it('is within a quarter of an 8-bit level of the exact curve over the whole range', () => {
    let worst = 0;
    for (let i = 0; i <= 100_000; i++) worst = Math.max(worst, Math.abs(poly(i / 100_000) - exact(i / 100_000)) * 255);
    expect(worst).toBeLessThan(0.25);
  });

  it('replaces the pow() of three.js’s own chunk with the polynomial, and nothing else', () => {
    const original = THREE.ShaderChunk.colorspace_pars_fragment;
    const fast = fastSrgbChunk(original);
    const oetf = (chunk: string) => /vec4 sRGBTransferOETF\( in vec4 value \) \{[^}]*\}/.exec(chunk)?.[0] ?? '';
    expect(oetf(original)).toContain('pow(');
    expect(oetf(fast)).not.toContain('pow(');
    expect(oetf(fast)).toContain('sqrt(');
    for (const c of SRGB_POLY) expect(oetf(fast)).toContain(c.toFixed(8));
    // the other functions (linear output, sRGB decoding) are untouched
    expect(fast.replace(oetf(fast), '')).toBe(original.replace(oetf(original), ''));
  });
});
