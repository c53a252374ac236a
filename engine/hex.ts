// Flat-top axial hex maths (Red Blob Games' "flat-top axial" layout; tiles.md §2).
// q grows to the right, r grows downward (upstream). Directions are the six sides of a space,
// clockwise from north, which is also how boat headings are numbered.
import type { Dir, Hex } from './types.js';

export const DIRS: readonly Hex[] = [
  { q: 0, r: -1 }, // 0 N
  { q: 1, r: -1 }, // 1 NE
  { q: 1, r: 0 }, // 2 SE
  { q: 0, r: 1 }, // 3 S
  { q: -1, r: 1 }, // 4 SW
  { q: -1, r: 0 }, // 5 NW
];

export const ALL_DIRS: readonly Dir[] = [0, 1, 2, 3, 4, 5];

export function hex(q: number, r: number): Hex {
  return { q, r };
}

/** Stable string key "q,r", used for maps and in the state (docks, docksUsed). */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function parseHexKey(k: string): Hex {
  const [q, r] = k.split(',').map(Number);
  return { q: q!, r: r! };
}

export function hexEq(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexScale(a: Hex, k: number): Hex {
  return { q: a.q * k, r: a.r * k };
}

export function neighbour(h: Hex, d: Dir): Hex {
  const o = DIRS[d]!;
  return { q: h.q + o.q, r: h.r + o.r };
}

export function neighbours(h: Hex): Hex[] {
  return ALL_DIRS.map((d) => neighbour(h, d));
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Heading after `steps` 60° steps clockwise (negative = counter-clockwise). */
export function turnDir(d: Dir, steps: number): Dir {
  return ((((d + steps) % 6) + 6) % 6) as Dir;
}

/** Smallest number of 60° steps between two headings (0..3). */
export function dirDistance(a: Dir, b: Dir): number {
  const d = Math.abs(a - b) % 6;
  return Math.min(d, 6 - d);
}

/** Rotate a local coordinate `steps` × 60° clockwise about the origin (cube (q,r,s) → (−r,−s,−q)). */
export function rotateCw(h: Hex, steps: number): Hex {
  let { q, r } = h;
  const n = ((steps % 6) + 6) % 6;
  for (let i = 0; i < n; i++) {
    const s = -q - r;
    [q, r] = [-r, -s];
  }
  return { q: q + 0, r: r + 0 }; // +0 turns -0 into 0 so keys and JSON stay canonical
}

/** The direction from a to an adjacent b, or null if they are not neighbours. */
export function dirTo(a: Hex, b: Hex): Dir | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (const d of ALL_DIRS) {
    const o = DIRS[d]!;
    if (o.q === dq && o.r === dr) return d;
  }
  return null;
}
