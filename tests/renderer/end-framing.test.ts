// The end view of a race (lib/end-framing.ts; play-test: the end went out to the whole river, its
// boats specks): the Finish and its docks with the boats near it, looking downstream there; a race
// ended before the Finish came (stalled, every boat out) is framed at its leading boat.
import { describe, expect, it } from 'vitest';
import { finishDocks, finishFootprint, finishHeading, hexKey, type Hex } from '../../engine/index.js';
import { globalHex } from '../../engine/river.js';
import { endFraming } from '../../renderer/src/lib/end-framing.js';
import { turnFraming } from '../../renderer/src/lib/turn-framing.js';
import { position } from '../engine/helpers/position.js';

const RIVER = ['A3-1', ['A3-2', 'right'], ['A1-1', 'right'], 'A3-1', 'A1-2'] as const;
const keys = (hs: Hex[]) => new Set(hs.map(hexKey));

describe('the end view of a race', () => {
  it('frames the Finish, its docks and the boats near it, not the boats far behind, looking downstream at the Finish', () => {
    const s = position({
      river: [...RIVER] as never,
      finish: 'left',
      boats: [
        { id: 'orange', at: [5, 12] }, // on the last tile, by the Finish
        { id: 'red', at: [1, 7] }, // four tiles back
        { id: 'blue', at: null, place: 1 }, // finished: off the river
      ],
    });
    const end = endFraming(s)!;
    const framed = keys(end.frame);
    for (const h of [...finishFootprint(s.river, 'left'), ...finishDocks(s.river, 'left')]) expect(framed.has(hexKey(h)), hexKey(h)).toBe(true);
    expect(framed.has(hexKey(globalHex(s.river[5]!, 12)))).toBe(true);
    expect(framed.has(hexKey(globalHex(s.river[1]!, 7)))).toBe(false);
    expect(end.flow).toBe(finishHeading(s.river, 'left'));
  });

  it('a race that ended before the Finish was placed is framed at its leading boat, looking down its tile', () => {
    const s = position({
      river: [...RIVER] as never,
      boats: [
        { id: 'orange', at: [4, 7] },
        { id: 'red', at: [4, 3] },
        { id: 'blue', at: [1, 7] },
      ],
    });
    const end = endFraming(s)!;
    const framed = keys(end.frame);
    expect(framed.has(hexKey(globalHex(s.river[4]!, 7)))).toBe(true);
    expect(framed.has(hexKey(globalHex(s.river[4]!, 3)))).toBe(true);
    expect(framed.has(hexKey(globalHex(s.river[1]!, 7)))).toBe(false);
    expect(end.flow).toBe(s.river[4]!.heading);
  });

  it('is what the play screen frames once nobody decides (before: nothing, and the board went out to the whole river)', () => {
    const frame = [{ q: 1, r: 2 }];
    expect(turnFraming({ turnKey: '', mover: null, ends: [], captainTurn: false, showing: false, end: frame })).toEqual({ frame, id: 'end', hold: false });
    // the last moves still being shown: the camera holds until they are
    expect(turnFraming({ turnKey: '', mover: null, ends: [], captainTurn: false, showing: true, end: frame }).hold).toBe(true);
  });
});
