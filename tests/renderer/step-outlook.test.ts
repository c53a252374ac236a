// Step mode offers only the steps after which the turn can still end legally (play-test of issue
// 14: a player could steer into a dead end). The engine refuses the others (rule 9, move/must-avoid):
// checked here against a look at every listed turn after each step.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, legalTurns, type Action, type GameState } from '../../engine/index.js';
import { loadScenario } from '../../engine/scenario.js';
import { stepOutlook } from '../../renderer/src/lib/step-outlook.js';
import { position } from '../engine/helpers/position.js';

/** The turn can still end legally: it can be confirmed now, or some complete turn remains. */
function canEnd(state: GameState): boolean {
  return legalActions(state).some((a) => a.type === 'confirm') || legalTurns(state).some((t) => !t.crash);
}

const isStep = (a: Action) => a.type === 'rotate' || a.type === 'advance' || a.type === 'reverse';

const positions: [string, GameState][] = [
  ['speed 6 with the last coal, banks ahead', loadScenario(readFileSync(new URL('../fixtures/scenarios/crash-next.json', import.meta.url), 'utf8'))],
  ['driftwood and a sandbank', position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 3, coal: 1 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] })],
  ['no coal beside a bank', position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'orange', at: [2, 8], speed: 4, coal: 0 }, { id: 'green', at: [2, 13] }, { id: 'red', at: [0, 2] }] })],
];

describe('stepOutlook', () => {
  it('at every speed and after a first step, offers exactly the steps after which the turn can still end', () => {
    let refused = 0;
    for (const [name, s] of positions) {
      const id = (s.pending as { boat: 'orange' }).boat;
      const escape = (x: GameState) => canEnd(x);
      for (const sp of [1, 2, 3, 4, 5, 6]) {
        const r = apply(s, { type: 'speed', speed: sp });
        if (!r.ok) continue;
        // the states step mode is in: the speed just chosen, and after each step from there
        const states = [r.state, ...legalActions(r.state).filter(isStep).flatMap((a) => { const x = apply(r.state, a); return x.ok ? [x.state] : []; })];
        for (const x of states) {
          const steps = legalActions(x).filter(isStep);
          const offered = stepOutlook(x, id, steps, null).map((o) => JSON.stringify(o.action));
          const want = steps.filter((a) => {
            const y = apply(x, a);
            return y.ok && (!escape(x) || canEnd(y.state));
          });
          expect(offered, `${name}, speed ${sp}`).toEqual(want.map((a) => JSON.stringify(a)));
        }
      }
      // with the speed not set yet: main's steps at the boat's speed, tried at the speed picked
      for (const sp of [1, 2, 3, 4, 5, 6]) {
        const steps = legalActions(s).filter(isStep);
        const r = apply(s, { type: 'speed', speed: sp });
        if (!r.ok) continue;
        const offered = stepOutlook(s, id, steps, sp).map((o) => JSON.stringify(o.action));
        const want = steps.filter((a) => {
          const y = apply(r.state, a);
          return y.ok && (!escape(r.state) || canEnd(y.state));
        });
        refused += steps.length - want.length;
        expect(offered, `${name}, speed ${sp} not set`).toEqual(want.map((a) => JSON.stringify(a)));
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("says each step's coal as the engine charges it: the first turn free, a second one 1 coal", () => {
    const seen = new Set<number>();
    for (const [name, s] of positions) {
      const id = (s.pending as { boat: 'orange' }).boat;
      for (const sp of [1, 2, 3, 4, 5, 6]) {
        const r = apply(s, { type: 'speed', speed: sp });
        if (!r.ok) continue;
        // the speed just chosen, and after one turn step (a second turn is no longer free)
        const states = [r.state, ...legalActions(r.state).filter((a) => a.type === 'rotate').flatMap((a) => { const x = apply(r.state, a); return x.ok ? [x.state] : []; })];
        for (const x of states) {
          for (const o of stepOutlook(x, id, legalActions(x).filter(isStep), null)) {
            const y = apply(x, o.action);
            if (!y.ok) throw new Error(`${name}: an offered step refused`);
            expect(o.coal, `${name}, speed ${sp}, ${JSON.stringify(o.action)}`).toBe((y.state.turn?.coalSpent ?? 0) - (x.turn?.coalSpent ?? 0));
            if (o.action.type === 'rotate') seen.add(o.coal);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });
});
