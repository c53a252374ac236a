// Step mode says why no Advance is on offer (play-test pt28 #8: at speed 1 with a boat right
// ahead the button was gone and nothing said why). Positions on real tiles; the reason is checked
// against what step mode offers: a reason exactly when no advance is offered.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type Dir, type GameState, type Hex } from '../../engine/index.js';
import { neighbour } from '../../engine/hex.js';
import { isWater, spaceAt } from '../../engine/river.js';
import { stepOutlook } from '../../renderer/src/lib/step-outlook.js';
import { advanceWhy } from '../../renderer/src/lib/step-why.js';
import { hexAt, position, riverOf } from '../engine/helpers/position.js';

const RIVER = ['A3-1', 'A3-2'] as const;
const river = riverOf([...RIVER]);
const water = (h: Hex) => {
  const s = spaceAt(river, h);
  return !!s && isWater(s.kind) && s.kind !== 'sandbank' && s.kind !== 'driftwood';
};
const isStep = (a: Action) => a.type === 'rotate' || a.type === 'advance' || a.type === 'reverse';

/** The first space of tile 1 with plain water behind it and `ahead` (water or not) in front, facing downstream. */
function spot(aheadOk: (h: Hex) => boolean): { at: Hex; ahead: Hex } {
  for (let i = 0; i < 20; i++) {
    const at = hexAt(river, [1, i]);
    const ahead = neighbour(at, 0 as Dir);
    if (water(at) && water(neighbour(at, 3 as Dir)) && aheadOk(ahead)) return { at, ahead };
  }
  throw new Error('no such space');
}

describe('advanceWhy', () => {
  it('speed 1 with a boat right ahead: too slow to push it; at speed 2 the push is offered and nothing is said', () => {
    const { at, ahead } = spot((h) => water(h) && water(neighbour(h, 0 as Dir)));
    const s = position({ river: [...RIVER], boats: [{ id: 'orange', at }, { id: 'green', at: ahead }] });
    const steps = legalActions(s).filter(isStep);
    expect(advanceWhy(s, steps, 1)).toBe('pushSlow');
    expect(stepOutlook(s, 'orange', steps, 1).some((o) => o.action.type === 'advance')).toBe(false);
    const two = apply(s, { type: 'speed', speed: 2 });
    if (!two.ok) throw new Error(two.code);
    const at2 = legalActions(two.state).filter(isStep);
    expect(advanceWhy(two.state, at2, null)).toBe(null);
    expect(stepOutlook(two.state, 'orange', at2, null).some((o) => o.action.type === 'advance')).toBe(true);
  });

  it('land right ahead, and no space left once the speed is sailed', () => {
    const bank = spot((h) => !water(h) && spaceAt(river, h)?.kind !== 'sandbank' && spaceAt(river, h)?.kind !== 'driftwood');
    const s = position({ river: [...RIVER], boats: [{ id: 'orange', at: bank.at }] });
    expect(advanceWhy(s, legalActions(s).filter(isStep), 1)).toBe('land');
    const free = spot((h) => water(h));
    const f = position({ river: [...RIVER], boats: [{ id: 'orange', at: free.at }] });
    expect(advanceWhy(f, legalActions(f).filter(isStep), 1)).toBe(null);
    const one = apply(f, { type: 'speed', speed: 1 });
    if (!one.ok) throw new Error(one.code);
    const moved = apply(one.state, { type: 'advance' });
    if (!moved.ok) throw new Error(moved.code);
    expect(advanceWhy(moved.state, legalActions(moved.state).filter(isStep), null)).toBe('noPoints');
  });

  it('is said exactly when step mode offers no advance, at every speed of these positions', () => {
    const { at, ahead } = spot((h) => water(h) && water(neighbour(h, 0 as Dir)));
    const states: GameState[] = [
      position({ river: [...RIVER], boats: [{ id: 'orange', at }, { id: 'green', at: ahead }] }),
      position({ river: [...RIVER], boats: [{ id: 'orange', at: spot((h) => !water(h)).at }] }),
    ];
    let said = 0;
    for (const s of states) {
      const steps = legalActions(s).filter(isStep);
      for (const sp of [1, 2, 3, 4, 5, 6]) {
        if (!apply(s, { type: 'speed', speed: sp }).ok) continue;
        const offered = stepOutlook(s, 'orange', steps, sp).some((o) => o.action.type === 'advance');
        const why = advanceWhy(s, steps, sp);
        expect(why === null, `speed ${sp}: ${why}`).toBe(offered);
        if (why) said++;
      }
    }
    expect(said).toBeGreaterThan(0);
  });
});
