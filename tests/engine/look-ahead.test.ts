// The engine's look ahead of a planned turn (issue 14, "Plan on the board": warnings before Confirm):
// a way that leaves the boat where every move of its next turn crashes, and a stop on a finish dock
// from which the boat cannot finish. Both play the turn with apply() and list the next turns from
// there; the renderer only words them (renderer/src/lib/plan-words.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afterTurn, apply, canFinishNext, leavesOnlyCrashes, legalTurns, nextTurns, stateHash, stuckAtFinish, type GameState, type LegalTurn } from '../../engine/index.js';
import { loadScenario } from '../../engine/scenario.js';
import { boat, position } from './helpers/position.js';

describe('leavesOnlyCrashes', () => {
  // tests/fixtures/scenarios/crash-next.json: green at speed 6 with its last coal (found in a random game)
  const start = loadScenario(readFileSync(new URL('../fixtures/scenarios/crash-next.json', import.meta.url), 'utf8'));
  const id = (start.pending as { boat: 'green' }).boat;
  const turns = legalTurns(start);

  it('finds the ways after which every move of the next turn crashes, and only those', () => {
    expect(boat(start, id).coal).toBe(1);
    const doomed = turns.filter((t) => leavesOnlyCrashes(start, t));
    expect(doomed.length).toBeGreaterThan(0);
    for (const t of doomed) {
      // played for real: the boat stands where the turn ends, and from there it has only crashes
      const after = afterTurn(start, t)!;
      expect(boat(after, id).pos).toEqual(t.end.pos);
      expect(boat(after, id).coal).toBe(0);
      const next = nextTurns(after, id);
      expect(next.length).toBeGreaterThan(0);
      expect(next.every((x) => x.crash)).toBe(true);
    }
    // a way that also spends the last coal but keeps a move for next turn is not one of them
    const safe = turns.filter((t) => !t.crash && t.end.coal === 0 && !leavesOnlyCrashes(start, t));
    expect(safe.length).toBeGreaterThan(0);
    for (const t of safe) expect(nextTurns(afterTurn(start, t)!, id).some((x) => !x.crash)).toBe(true);
  });

  it('says nothing of a crash itself, and looks without changing the position', () => {
    const hash = stateHash(start);
    const crash: LegalTurn = { ...turns[0]!, crash: 'blocked' };
    expect(leavesOnlyCrashes(start, crash)).toBe(false);
    for (const t of turns) leavesOnlyCrashes(start, t);
    expect(stateHash(start)).toBe(hash);
  });

  it('a turn that does not play from the position given looks at nothing', () => {
    const t = turns.find((x) => !x.crash)!;
    const after = afterTurn(start, t)!;
    expect(afterTurn(after, t)).toBeNull();
    expect(leavesOnlyCrashes(after, t)).toBe(false);
  });
});

describe('stuckAtFinish', () => {
  // Orange, both passengers aboard, no coal, two spaces short of the Finish at speed 2: it can stop
  // on a finish dock only too fast to finish; from some of those stops facing some ways it still
  // finishes next turn (speed 1 is free), from others it cannot.
  const s = position({
    river: ['A3-1'],
    stack: [],
    finish: 'straight',
    boats: [{ id: 'orange', at: [1, 6], heading: 0, speed: 2, passengers: 2, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }],
  });
  const onFinishDock = (t: LegalTurn) => s.finish!.docks.some((d) => d.q === t.end.pos.q && d.r === t.end.pos.r);
  const stops = legalTurns(s).filter((t) => !t.crash && !t.finishes && onFinishDock(t));

  it('tells the stops from which the boat cannot finish next turn from those it can', () => {
    expect(stops.length).toBeGreaterThan(2);
    const stuck = stops.filter((t) => stuckAtFinish(s, t));
    expect(stuck.length).toBeGreaterThan(0);
    expect(stuck.length).toBeLessThan(stops.length);
    for (const t of stops) {
      expect(t.end.speed).toBeGreaterThan(1);
      const after = afterTurn(s, t)!;
      expect(canFinishNext(after, 'orange')).toBe(!stuckAtFinish(s, t));
      expect(nextTurns(after, 'orange').some((x) => x.finishes)).toBe(!stuckAtFinish(s, t));
    }
  });

  it('is never said of a way that finishes, nor with coal left (it can slow down and come back)', () => {
    const withCoal = position({
      river: ['A3-1'],
      stack: [],
      finish: 'straight',
      boats: [{ id: 'orange', at: [1, 11], heading: 0, speed: 2, passengers: 2, coal: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }],
    });
    const turns = legalTurns(withCoal);
    expect(turns.some((t) => t.finishes)).toBe(true);
    expect(turns.some((t) => !t.finishes && t.end.coal > 0 && withCoal.finish!.docks.some((d) => d.q === t.end.pos.q && d.r === t.end.pos.r))).toBe(true);
    for (const t of turns) if (t.finishes || t.end.coal > 0) expect(stuckAtFinish(withCoal, t)).toBe(false);
  });

  it('plays the turn as it is (pushed boats moved), from the position given only', () => {
    const t = stops.find((x) => stuckAtFinish(s, x))!;
    const played: GameState = t.actions.reduce<GameState>((x, a) => {
      const r = apply(x, a);
      if (!r.ok) throw new Error(r.code);
      return r.state;
    }, s);
    expect(stateHash(afterTurn(s, t)!)).toBe(stateHash(played));
  });
});
