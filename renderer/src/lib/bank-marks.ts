// Which bank is which, on the board (play-test: "toward the right bank" meant nothing while the
// board did not say which bank that is). Rivers name their banks looking downstream: the right
// bank on the right, as the heading words do (messages/headings.ts: 1 and 2 head for the right
// bank). From a space, a bank is found by walking across the river, square to its flow there,
// to the first space off the river; the overlay labels the first such bank space in the view.
import { neighbour, spaceAt, type Dir, type GameState, type Hex } from '../../../engine/index.js';
import { boardOf, pack } from '../../../engine/turn.js';

export interface BankSpots {
  /** Land spaces on each bank, nearest the space asked about first, then up and down the river from it. */
  left: Hex[];
  right: Hex[];
}

/** How far from a bank space the river may not lie on both sides of it: wider than the land inside a turn. */
const POCKET = 6;

const turn = (d: Dir, n: number): Dir => ((((d + n) % 6) + 6) % 6) as Dir;

/** The banks either side of `at`, as the river flows there (the tile's flow, as the compass shows it). */
export function bankSpots(state: GameState, at: Hex): BankSpots {
  const kind = boardOf(state.river).kind;
  const onRiver = (h: Hex) => kind.has(pack(h));
  const tile = spaceAt(state.river, at)?.tileIndex;
  const flow = (tile !== undefined ? state.river[tile]?.heading : undefined) ?? state.river[0]?.heading ?? 0;
  // across the river: one step each of the two headings toward a bank, in turn, is square to the flow
  // A space off the river with river again one or two steps on is a notch in a tile's jagged edge,
  // not the bank (play-test: "right bank" on the land below the start, between two boats): walk on.
  const wet = (h: Hex, d: Dir): boolean => {
    for (let k = 0; k < POCKET; k++) if (onRiver((h = neighbour(h, d)))) return true;
    return false;
  };
  const between = (h: Hex): boolean => ([0, 1, 2] as Dir[]).some((d) => wet(h, d) && wet(h, turn(d, 3)));
  const across = (from: Hex, a: Dir, b: Dir): Hex | null => {
    const step = (h: Hex, i: number) => neighbour(h, i % 2 === 0 ? a : b);
    let h = from;
    for (let i = 0; i < 16; i++) {
      h = step(h, i);
      if (onRiver(h)) continue;
      const next = step(h, i + 1);
      if (onRiver(next) || onRiver(step(next, i + 2))) continue;
      // Land with the river on two opposite sides is the land between two reaches of the river
      // where it turns back, an island to the eye (play-test pt27: "right bank" on it): no bank this way.
      return between(h) ? null : h;
    }
    return null;
  };
  // the space itself, then spaces up and down the river from it (the nearest bank may be out of the view)
  const anchors: Hex[] = [at];
  let down = at;
  let up = at;
  for (let i = 0; i < 4; i++) {
    down = neighbour(down, flow);
    up = neighbour(up, turn(flow, 3));
    if (onRiver(down)) anchors.push(down);
    if (onRiver(up)) anchors.push(up);
  }
  const side = (a: number, b: number) => anchors.flatMap((h) => {
    const x = across(h, turn(flow, a), turn(flow, b));
    return x ? [x] : [];
  });
  return { left: side(5, 4), right: side(1, 2) };
}
