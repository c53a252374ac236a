// Hex ↔ world mapping for the 3D river (Red Blob Games, flat-top axial; tiles.md §2).
// World X = screen x, world Z = screen y (so N/downstream is −Z), the water surface is y = 0.
import type { Dir, Hex } from '../../../engine/index.js';

/** Centre-to-corner size of one space in world units. */
export const HEX_SIZE = 1;
const SQRT3 = Math.sqrt(3);

export function hexToWorld(h: Hex): { x: number; z: number } {
  return { x: 1.5 * HEX_SIZE * h.q, z: SQRT3 * HEX_SIZE * (h.r + h.q / 2) };
}

/** Nearest hex to a world point on the water plane (cube rounding). */
export function worldToHex(x: number, z: number): Hex {
  const q = ((2 / 3) * x) / HEX_SIZE;
  const r = ((-1 / 3) * x + (SQRT3 / 3) * z) / HEX_SIZE;
  return cubeRound(q, r);
}

export function cubeRound(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/**
 * Yaw (rotation about +Y) that points a model built facing −Z (north) along heading `d`.
 * Headings are clockwise seen from above; a positive yaw turns −Z toward −X (anticlockwise),
 * hence the minus sign.
 */
export function headingYaw(d: Dir | number): number {
  return -d * (Math.PI / 3);
}

/** Shortest signed angle from a to b (radians), for turning the short way round. */
export function angleDelta(a: number, b: number): number {
  let d = (b - a) % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d < -Math.PI) d += Math.PI * 2;
  return d;
}

/** Where and how a boat is drawn. */
export interface Pose {
  x: number;
  z: number;
  yaw: number;
  /** Lift (y) and roll, for drops, bumps and groundings. */
  y: number;
  roll: number;
}
