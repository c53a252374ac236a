// Where one space lies from another in board directions: at most two straight legs along adjacent
// headings ("2 spaces north, then 1 north-east"). Unlike a bearing snapped to the nearest side, two
// different spaces never read the same, so list entries told apart by it never repeat.
import { DIRS, type Dir, type Hex } from '../../../engine/index.js';

export interface Leg {
  dir: Dir;
  n: number;
}

export function legs(from: Hex, to: Hex): Leg[] {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  if (dq === 0 && dr === 0) return [];
  for (let i = 0; i < 6; i++) {
    const a = DIRS[i]!;
    const b = DIRS[(i + 1) % 6]!;
    // solve (dq, dr) = x·a + y·b with whole x ≥ 1, y ≥ 0 (the two sides of one 60° sector)
    const det = a.q * b.r - a.r * b.q;
    const x = (dq * b.r - dr * b.q) / det;
    const y = (a.q * dr - a.r * dq) / det;
    if (x >= 1 && y >= 0 && Number.isInteger(x) && Number.isInteger(y)) {
      const out: Leg[] = [{ dir: i as Dir, n: x }];
      if (y > 0) out.push({ dir: ((i + 1) % 6) as Dir, n: y });
      return out;
    }
  }
  return [];
}
