// Facts of a listed turn the renderer used to work out itself (issue 14): the speed it sails at and
// driftwood's slow-down at the end of the move. Checked against what playing each turn tells.
import { describe, expect, it } from 'vitest';
import { apply, driftwoodSlowdown, legalTurns, sailingSpeed, type GameEvent, type GameState, type LegalTurn } from '../../engine/index.js';
import { adv, position, speed } from './helpers/position.js';

/** The events of playing `turn` from `state`. */
function eventsOf(state: GameState, turn: LegalTurn): GameEvent[] {
  const out: GameEvent[] = [];
  let s = state;
  for (const a of turn.actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${r.code} at ${JSON.stringify(a)}`);
    out.push(...r.events);
    s = r.state;
  }
  return out;
}

// Orange on B2 (driftwood) with coal to change speed: ways through driftwood, round it, onto a sandbank.
const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 3, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

describe('driftwoodSlowdown', () => {
  it("says for every listed turn exactly the slow-down its move's events tell, from the speed sailed", () => {
    const turns = legalTurns(s);
    let slowed = 0;
    for (const t of turns) {
      const events = eventsOf(s, t);
      const told = events.find((e) => e.type === 'driftwoodSlowed');
      const said = driftwoodSlowdown(s, t);
      expect(said, JSON.stringify(t.actions)).toEqual(told && told.type === 'driftwoodSlowed' ? { from: told.from, to: told.to } : null);
      if (said) slowed++;
      if (!t.crash) {
        const sp = events.find((e) => e.type === 'speedChanged');
        expect(sailingSpeed(s, t)).toBe(sp && sp.type === 'speedChanged' ? sp.to : 3);
      }
    }
    expect(slowed).toBeGreaterThan(0);
    expect(slowed).toBeLessThan(turns.length);
  });

  it('mid-turn too: driftwood entered by earlier steps counts, with the speed chosen then', () => {
    // a first step, then the rest of the turn as listed from there
    let early = 0;
    for (const first of [[speed(4), adv], [speed(2), adv], [adv]]) {
      let x = s;
      for (const a of first) {
        const r = apply(x, a);
        if (!r.ok) throw new Error(r.code);
        x = r.state;
      }
      for (const t of legalTurns(x)) {
        const told = eventsOf(x, t).find((e) => e.type === 'driftwoodSlowed');
        expect(driftwoodSlowdown(x, t)).toEqual(told && told.type === 'driftwoodSlowed' ? { from: told.from, to: told.to } : null);
        if (told && x.turn!.driftwoodEntered > 0) early++;
      }
    }
    expect(early).toBeGreaterThan(0);
  });
});
