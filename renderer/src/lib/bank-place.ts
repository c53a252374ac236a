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
 * One place per bank (a bank with none left out): its first spot whose centre is inside the
 * view's margins and whose name covers neither `taken` (the other labels and tags on the board)
 * nor a bank named before it.
 */
export function placeBanks<S extends string>(
  banks: readonly { side: S; text: string; spots: readonly Hex[] }[],
  project: (h: Hex) => { x: number; y: number } | null,
  view: { w: number; h: number },
  margin: { x: number; top: number; bottom: number },
  taken: readonly NoteBox[],
): BankPlaced<S>[] {
  const placed: NoteBox[] = [];
  return banks.flatMap((b) => {
    const { w, h } = bankSize(b.text);
    for (const hex of b.spots) {
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
