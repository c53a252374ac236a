// A turn sailed step by step is shown before Confirm as a picked way is (newcomer's play-test of
// issue 14: no coal spent, no end space, driftwood's lost speed only in the log): the whole turn
// built from the steps so far reads exactly as the same way picked on the board.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, leavesOnlyCrashes, legalTurns, neighbour, type GameState, type Hex, type LegalTurn } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { warningsFor, wayText } from '../../renderer/src/lib/plan-words.js';
import { confirmNow, wholeTurn } from '../../renderer/src/lib/step-whole.js';
import { actionsBeforeConfirm, turnSpeed } from '../../renderer/src/lib/turns.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';
import { loadScenario } from '../../engine/scenario.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];
const t = translator('en');
const spec = (blue: Hex | [number, number]) => position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 3, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: blue }] });
// the blue boat two spaces ahead (north): a push within reach
const s = spec(neighbour(neighbour(spec([1, 10]).boats[0]!.pos!, 0), 0));
const boat = s.boats[0]!;

function sail(turn: LegalTurn): GameState {
  let x = s;
  for (const a of actionsBeforeConfirm(turn)) {
    const r = apply(x, a);
    if (!r.ok) throw new Error(r.code);
    x = r.state;
  }
  return x;
}

describe('step mode, the turn complete', () => {
  const turns = legalTurns(s).filter((x) => !x.crash);
  const slowed = turns.filter((x) => x.end.speed < turnSpeed(x, s) && !x.stranded);
  const picks = [...turns.filter((x) => x.pushed?.length).slice(0, 3), ...turns.filter((x) => x.coalSpent > 0).slice(0, 6), ...slowed.slice(0, 3)];

  it('reads as the same way picked on the board: coal, end, heading, pushes, driftwood, warnings', () => {
    expect(slowed.length).toBeGreaterThan(0);
    expect(picks.some((x) => x.pushed?.length)).toBe(true);
    for (const turn of picks) {
      const after = sail(turn);
      const whole = wholeTurn(after, confirmNow(legalTurns(after)));
      expect(whole, JSON.stringify(turn.actions)).not.toBeNull();
      expect(whole!.turn.coalSpent).toBe(turn.coalSpent);
      expect(whole!.turn.end).toEqual(turn.end);
      expect(whole!.before.coal).toBe(boat.coal);
      expect(wayText(t, after, players, whole!.before, whole!.turn, s)).toBe(wayText(t, s, players, boat, turn, s));
      expect(warningsFor(whole!.turn, whole!.before, whole!.ahead)).toEqual(warningsFor(turn, boat, { state: s, turn }));
    }
  });

  it('driftwood says the speed it leaves, before the turn is confirmed', () => {
    const turn = slowed[0]!;
    expect(wayText(t, s, players, boat, turn)).toContain(`slowed by driftwood to speed ${turn.end.speed}`);
    const after = sail(turn);
    const whole = wholeTurn(after, confirmNow(legalTurns(after)))!;
    expect(wayText(t, after, players, whole.before, whole.turn)).toContain(`slowed by driftwood to speed ${turn.end.speed}`);
    // a way without driftwood says nothing of it
    const plain = turns.find((x) => x.end.speed === turnSpeed(x, s))!;
    expect(wayText(t, s, players, boat, plain)).not.toMatch(/driftwood/);
  });

  it('nothing while the turn is not complete', () => {
    const turn = picks[0]!;
    const first = apply(s, actionsBeforeConfirm(turn)[0]!);
    expect(first.ok).toBe(true);
    if (first.ok) expect(wholeTurn(first.state, confirmNow(legalTurns(first.state)))).toBeNull();
  });
});

describe('step mode, the turn complete, looking one turn ahead', () => {
  // tests/fixtures/scenarios/crash-next.json: green at speed 6 with its last coal
  const start = loadScenario(readFileSync(new URL('../fixtures/scenarios/crash-next.json', import.meta.url), 'utf8'));
  const green = start.boats.find((b) => b.id === (start.pending as { boat: string }).boat)!;

  it('warns of a next turn of crashes as a picked way does, from where the steps got to', () => {
    const doomed = legalTurns(start).find((x) => leavesOnlyCrashes(start, x))!;
    let after = start;
    for (const a of actionsBeforeConfirm(doomed)) {
      const r = apply(after, a);
      if (!r.ok) throw new Error(r.code);
      after = r.state;
    }
    const whole = wholeTurn(after, confirmNow(legalTurns(after)))!;
    expect(whole.ahead.state).toBe(after);
    expect(warningsFor(whole.turn, whole.before, whole.ahead)).toContain('panels.warnCrashNext');
    expect(warningsFor(whole.turn, whole.before, whole.ahead)).toEqual(warningsFor(doomed, green, { state: start, turn: doomed }));
  });
});
