import { describe, expect, it } from 'vitest';
import { DIRS, hexKey, type Hex } from '../../engine/index.js';
import { legs } from '../../renderer/src/lib/bearing.js';

const walk = (from: Hex, ls: ReturnType<typeof legs>): Hex =>
  ls.reduce((h, l) => ({ q: h.q + DIRS[l.dir]!.q * l.n, r: h.r + DIRS[l.dir]!.r * l.n }), from);

describe('legs: where a space lies, in at most two straight legs', () => {
  it('leads to the space, and never reads the same for two spaces', () => {
    const from = { q: 2, r: -1 };
    const seen = new Map<string, string>();
    for (let q = -6; q <= 6; q++)
      for (let r = -6; r <= 6; r++) {
        const to = { q: from.q + q, r: from.r + r };
        const ls = legs(from, to);
        expect(hexKey(walk(from, ls))).toBe(hexKey(to));
        expect(ls.length).toBeLessThanOrEqual(2);
        const words = JSON.stringify(ls);
        expect(seen.get(words)).toBeUndefined();
        seen.set(words, hexKey(to));
      }
  });
  it('one leg along a heading', () => {
    expect(legs({ q: 0, r: 0 }, { q: DIRS[3]!.q * 2, r: DIRS[3]!.r * 2 })).toEqual([{ dir: 3, n: 2 }]);
  });
});
