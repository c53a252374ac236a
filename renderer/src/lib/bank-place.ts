// Where the board names its banks ("left bank", "right bank"; lib/bank-marks.ts finds the land
// spaces): on the first land space in the view, across from the boat first, whose name covers no
// other label (play-test: at whole-river zoom the two names sat on each other, and under the first
// move's tag). Where no space of a bank leaves its name clear, that bank is not named at all.
import type { Hex } from '../../../engine/index.js';
import { boxesMeet, type NoteBox } from './note-place.js';

export { boxesMeet };

/** Roughly how large a bank's name is: the overlay's italic 11px text, its padding and spacing. */
export function bankSize(text: string): { w: number; h: number } {
  return { w: [...text].length * 6.6 + 14, h: 16 };
}

export interface BankPlaced<S extends string> {
  side: S;
  text: string;
  hex: Hex;
  x: number;
  y: number;
}

/**
 * What a lit space covers on screen, its centre `c` and `s` pixels across (centre to centre): a
 * bank's name keeps off it (play-test: a bank's name sat on a lit space).
 */
export function spaceBox(c: { x: number; y: number }, s: number): NoteBox {
  return { x: c.x, y: c.y, w: 1.05 * s, h: 0.85 * s, side: 0 };
}

/**
 * One place per bank (a bank with none left out): its first spot whose centre is inside the
 * view's margins and whose name covers neither `taken` (the other labels and tags on the board,
 * the lit spaces) nor a bank named before it. Where it was named last (`was`) comes first while
 * it is still clear and not the other bank's: a name stays put while the view does (play-test:
 * the names moved from turn to turn as the boat to move changed).
 */
export function placeBanks<S extends string>(
  banks: readonly { side: S; text: string; spots: readonly Hex[] }[],
  project: (h: Hex) => { x: number; y: number } | null,
  view: { w: number; h: number },
  margin: { x: number; top: number; bottom: number },
  taken: readonly NoteBox[],
  was: Partial<Record<S, Hex>> = {},
): BankPlaced<S>[] {
  const placed: NoteBox[] = [];
  const same = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;
  return banks.flatMap((b) => {
    const { w, h } = bankSize(b.text);
    const last = was[b.side];
    const theirs = last && banks.some((o) => o.side !== b.side && o.spots.some((x) => same(x, last)));
    for (const hex of last && !theirs ? [last, ...b.spots] : b.spots) {
      const p = project(hex);
      if (!p || p.x < margin.x || p.x > view.w - margin.x || p.y < margin.top || p.y > view.h - margin.bottom) continue;
      const box: NoteBox = { x: p.x, y: p.y, w, h, side: 0 };
      if (taken.some((o) => boxesMeet(box, o)) || placed.some((o) => boxesMeet(box, o))) continue;
      placed.push(box);
      return [{ side: b.side, text: b.text, hex, x: p.x, y: p.y }];
    }
    return [];
  });
}
