// Downstream where a boat is (lib/river-flow.ts): the compass shows it and the default camera looks
// that way, so it must be the flow of the boat's own tile, also where the river has bent back.
import { describe, expect, it } from 'vitest';
import { globalHex } from '../../engine/river.js';
import { tileSpaces } from '../../engine/index.js';
import { flowAt, flowAtBoat } from '../../renderer/src/lib/river-flow.js';
import { position } from '../engine/helpers/position.js';

// north, then two bends to the right: the last tile flows south-east (down the screen, seen from the south)
const bent = () =>
  position({
    river: ['A3-1', ['A3-2', 'right'], ['A1-1', 'right']],
    boats: [
      { id: 'orange', at: [3, 4] },
      { id: 'red', at: [1, 2] },
      { id: 'blue', at: null },
    ],
  });

describe('downstream where a boat is', () => {
  it("is the flow of the boat's own tile, on every space of every tile of a bending river", () => {
    const s = bent();
    expect(s.river.map((p) => p.heading)).toEqual([0, 0, 1, 2]);
    for (const p of s.river) for (const sp of tileSpaces(p)) expect(flowAt(s, sp.hex), `${p.tile} ${sp.hex.q},${sp.hex.r}`).toBe(p.heading);
  });

  it("is the first tile's flow off the river or with no space", () => {
    const s = bent();
    expect(flowAt(s, null)).toBe(0);
    expect(flowAt(s, { q: 40, r: 40 })).toBe(0);
  });

  it('at the boat to move; a boat not on the river (the shipyard) reads the first boat on it', () => {
    const s = bent();
    expect(flowAtBoat(s, 'orange')).toBe(2);
    expect(flowAtBoat(s, 'red')).toBe(0);
    expect(flowAt(s, globalHex(s.river[3]!, 4))).toBe(2);
    expect(flowAtBoat(s, 'blue')).toBe(2);
    expect(flowAtBoat(s, null)).toBe(2);
  });
});
