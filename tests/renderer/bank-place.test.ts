// Where the board names its banks (renderer/src/lib/bank-place.ts): never over another label or
// tag, never over each other (play-test: at whole-river zoom "left bank" and "right bank" sat on
// each other and under the first move's tag), and not at all where no spot leaves them clear.
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../engine/index.js';
import { bankSize, boxesMeet, placeBanks, spaceBox } from '../../renderer/src/lib/bank-place.js';
import type { NoteBox } from '../../renderer/src/lib/note-place.js';

/** Spots along a row, `px` pixels apart, from x = 200 at y = 300. */
const row = (n: number, q0: number): Hex[] => Array.from({ length: n }, (_, i) => ({ q: q0 + i, r: 0 }));
const project = (px: number) => (h: Hex) => ({ x: 200 + h.q * px, y: 300 + h.r * px });
const view = { w: 1000, h: 600 };
const margin = { x: 50, top: 60, bottom: 24 };
const boxOf = (b: { x: number; y: number; text: string }): NoteBox => ({ x: b.x, y: b.y, ...bankSize(b.text), side: 0 });

describe('bank names on the board', () => {
  it('zoomed out (the banks a few pixels apart): the second name takes a spot clear of the first, never on it', () => {
    // the two banks' first spots 20 px apart: the names (about 70 px wide) would overlap
    const banks = [
      { side: 'left' as const, text: 'left bank', spots: [{ q: 0, r: 0 }, { q: 0, r: 5 }] },
      { side: 'right' as const, text: 'right bank', spots: [{ q: 1, r: 0 }, { q: 1, r: 3 }] },
    ];
    const placed = placeBanks(banks, project(20), view, margin, []);
    expect(placed.map((p) => p.side)).toEqual(['left', 'right']);
    expect(placed[1]!.hex).toEqual({ q: 1, r: 3 });
    expect(boxesMeet(boxOf(placed[0]!), boxOf(placed[1]!))).toBe(false);
  });
  it('a bank whose every spot would cover another label is not named', () => {
    const banks = [
      { side: 'left' as const, text: 'left bank', spots: [{ q: 0, r: 0 }] },
      { side: 'right' as const, text: 'right bank', spots: [{ q: 1, r: 0 }] },
    ];
    const placed = placeBanks(banks, project(20), view, margin, []);
    expect(placed.map((p) => p.side)).toEqual(['left']);
  });
  it('leaves the first move’s tag and the lesson labels clear', () => {
    const tag: NoteBox = { x: 200, y: 300, w: 120, h: 17, side: 0 };
    const banks = [{ side: 'right' as const, text: 'right bank', spots: row(6, 0) }];
    const [p] = placeBanks(banks, project(30), view, margin, [tag]);
    expect(p).toBeDefined();
    expect(boxesMeet(boxOf(p!), tag)).toBe(false);
    // the nearest clear spot: 0..3 are under the tag (30 px apart, names ~80 px wide)
    expect(p!.hex.q).toBeGreaterThan(2);
  });
  it('stays inside the board, clear of its tools along the top', () => {
    const banks = [{ side: 'left' as const, text: 'left bank', spots: [{ q: 0, r: -9 }, { q: -7, r: 0 }, { q: 2, r: 0 }] }];
    // (0,-9) is 30 px from the top, (-7,0) 10 px from the left edge
    expect(placeBanks(banks, project(30), view, margin, []).map((p) => p.hex)).toEqual([{ q: 2, r: 0 }]);
  });
});

describe('bank names stay still and off the lit spaces (issue 14, play-test: they moved between turns and sat on a lit space)', () => {
  it('a name stays where it was while that spot is still clear, though the boat to move now lists another first', () => {
    const was = { right: { q: 4, r: 0 } };
    const banks = [{ side: 'right' as const, text: 'right bank', spots: row(6, 0) }];
    const [p] = placeBanks(banks, project(40), view, margin, [], was);
    expect(p!.hex).toEqual({ q: 4, r: 0 });
  });
  it('moves when its old spot is no longer clear (or in view), and never takes the other bank’s spot', () => {
    const banks = [
      { side: 'left' as const, text: 'left bank', spots: [{ q: 0, r: 5 }] },
      { side: 'right' as const, text: 'right bank', spots: row(6, 0) },
    ];
    const lit = spaceBox(project(40)({ q: 4, r: 0 }), 40);
    expect(placeBanks(banks, project(40), view, margin, [lit], { right: { q: 4, r: 0 } })[1]!.hex).toEqual({ q: 0, r: 0 });
    expect(placeBanks(banks, project(40), view, margin, [], { right: { q: 40, r: 0 } })[1]!.hex).toEqual({ q: 0, r: 0 });
    expect(placeBanks(banks, project(40), view, margin, [], { right: { q: 0, r: 5 } })[1]!.hex).toEqual({ q: 0, r: 0 });
  });
  it('a lit space beside a bank spot (the whole space, not only its badge) keeps the name off it', () => {
    // spots 70 px apart; the lit space is the next space to the first spot's right, 35 px on
    const banks = [{ side: 'right' as const, text: 'right bank', spots: row(6, 0) }];
    const lit = spaceBox({ x: 235, y: 300 }, 35);
    const [p] = placeBanks(banks, project(70), view, margin, [lit]);
    expect(p!.hex).not.toEqual({ q: 0, r: 0 });
    expect(boxesMeet(boxOf(p!), lit)).toBe(false);
  });
});

