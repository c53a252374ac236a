// The camera at a challenge's verdict (issue 16, play-test: it leapt back to the turn's opening view
// as the verdict came). The scene re-frames only for a new framing id; the verdict's framing keeps
// the last turn's id (before, `<turn>|true|0`: always new), and takes a new one only for drawn tiles.
import { describe, expect, it } from 'vitest';
import { verdictFraming } from '../../renderer/src/lib/verdict-frame.js';

const h = (q: number, r: number) => ({ q, r });

describe('verdictFraming', () => {
  it('keeps the turn framing and its id: the camera stays where the move left it', () => {
    const kept = { frame: [h(0, 0), h(1, -1)], id: 'turn-7' };
    expect(verdictFraming(kept, [h(5, 5)], [])).toEqual(kept);
  });

  it('takes in the tiles the turn drew under a new id (lesson 6), and frames the boats when no turn was seen', () => {
    const kept = { frame: [h(0, 0)], id: 'turn-7' };
    const drawn = verdictFraming(kept, [], [h(2, -2), h(3, -3)]);
    expect(drawn.frame).toEqual([h(0, 0), h(2, -2), h(3, -3)]);
    expect(drawn.id).not.toBe('turn-7');
    expect(verdictFraming({ frame: [], id: '' }, [h(4, 4)], []).frame).toEqual([h(4, 4)]);
  });
});
