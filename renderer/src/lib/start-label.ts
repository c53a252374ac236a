// Where the first move's label goes while a start heading is chosen (issue 14): off the river's
// spaces (play-test: "First move from this heading" lay across the spaces in front of the docks,
// where that first move goes) and off the boats: behind the docks on the land first (the start
// tile's back row, down the screen as the view looks downstream), else beside them, else above.
import { hexDistance, type Hex } from '../../../engine/index.js';
import { spaceBox } from './bank-place.js';
import { boxesMeet, type NoteBox } from './note-place.js';

/** The river's spaces within this many of the dock are kept clear (a label is a few spaces wide). */
const NEAR = 4;

/** Spaces round `dock` (within NEAR) that are the river's water. */
export function waterNear(dock: Hex, water: (h: Hex) => boolean): Hex[] {
  const out: Hex[] = [];
  for (let dq = -NEAR; dq <= NEAR; dq++)
    for (let dr = -NEAR; dr <= NEAR; dr++) {
      const h = { q: dock.q + dq, r: dock.r + dr };
      if (hexDistance(h, dock) <= NEAR && water(h)) out.push(h);
    }
  return out;
}

/**
 * The label's box (centre; board pixels) for the dock drawn at `dock`, a space `s` pixels across:
 * `size` the label's, `water` the river's spaces drawn near it (centres), `boats` the boats' boxes.
 * The first place that covers nothing wins, else the one covering least (a boat counts most).
 */
export function startLabelBox(
  dock: { x: number; y: number },
  s: number,
  size: { w: number; h: number },
  water: readonly { x: number; y: number }[],
  boats: readonly NoteBox[],
  view?: { w: number; h: number },
): NoteBox {
  const { w, h } = size;
  const down = 0.5 * s + h / 2;
  const side = 0.6 * s + w / 2;
  const places = [
    [0, down], [0, down + 0.5 * s], [0, down + s],
    [-side, down], [side, down],
    [-side, 0], [side, 0],
    [0, -down], [0, -down - s],
  ];
  const inView = (b: NoteBox) => !view || (b.x - w / 2 >= 0 && b.x + w / 2 <= view.w && b.y - h / 2 >= 0 && b.y + h / 2 <= view.h);
  const cost = (b: NoteBox) => water.filter((c) => boxesMeet(b, spaceBox(c, s))).length + 10 * boats.filter((x) => boxesMeet(b, x)).length + (inView(b) ? 0 : 50);
  let best: { box: NoteBox; cost: number } | null = null;
  for (const [dx, dy] of places) {
    const box: NoteBox = { x: dock.x + dx!, y: dock.y + dy!, w, h, side: 0 };
    const c = cost(box);
    if (!best || c < best.cost) best = { box, cost: c };
    if (c === 0) break;
  }
  return best!.box;
}
