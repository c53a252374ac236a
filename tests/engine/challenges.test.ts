// Challenges (issue 16): every shipped challenge loads, its solution meets the goal at par, and
// the goal checker never accepts a turn that does not meet the goal (fast-check draws the turns;
// the "does it meet the goal" side is worked out here another way: from the boats' records, and
// for "block" through a scenario file in which the rival's move is pending).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, judgeChallenge, legalTurns, type Challenge, type GameState } from '../../engine/index.js';
import { playTurnOut } from '../../engine/captains/challenge-table.js';
import { parseScenario, scenarioChallenge, stateToScenario } from '../../engine/scenario.js';
import type { Action } from '../../engine/types.js';

const DIR = join(import.meta.dirname, '../../engine/data/challenges');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

function load(file: string): { challenge: Challenge; solution: Action[] | null; text: string } {
  const text = readFileSync(join(DIR, file), 'utf8');
  const r = parseScenario(text);
  if (!r.ok) throw new Error(`${file}: ${r.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  const c = scenarioChallenge(r.scenario, r.state);
  if (!c.ok) throw new Error(`${file}: ${c.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  return { challenge: c.challenge, solution: c.solution, text };
}

/** The rival could finish were it to move next, found through a scenario file with its move pending. */
function rivalCanFinish(after: GameState, rival: string): boolean {
  const sc = stateToScenario(after) as Record<string, unknown>;
  const boat = after.boats.find((b) => b.id === rival)!;
  if (boat.place !== null) return true;
  if (boat.lostTurns > 0) return false;
  const { turn: _t, turnIndex: _i, reorientQueue: _q, drawn: _d, revealOwed: _r, ...rest } = sc;
  const r = parseScenario({ ...rest, pending: { kind: 'move', boat: rival }, order: after.order.includes(boat.id) ? after.order : [...after.order, boat.id] });
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.field}: ${i.message}`).join('; '));
  return legalTurns(r.state).some((t) => t.finishes === true);
}

/** Whether `after` (the position once the player's turn is over) meets the goal, worked out directly. */
function meetsGoal(ch: Challenge, after: GameState): boolean {
  const before = ch.start.boats.find((b) => b.id === ch.boat)!;
  const me = after.boats.find((b) => b.id === ch.boat)!;
  switch (ch.goal.kind) {
    case 'finish':
      return before.place === null && me.place !== null;
    case 'passenger':
      return me.passengers === before.passengers + 1;
    case 'reach':
      return me.pos !== null && me.pos.q === ch.goal.pos.q && me.pos.r === ch.goal.pos.r;
    case 'block':
      return !rivalCanFinish(after, ch.goal.boat);
    case 'win':
      return false;
  }
}

describe('shipped challenges', () => {
  it('there are at least 12, of every one-turn kind, each with a distinct position', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(12);
    const all = FILES.map(load);
    const kinds = new Set(all.map((c) => c.challenge.goal.kind));
    for (const k of ['finish', 'passenger', 'block']) expect(kinds).toContain(k);
    expect(new Set(all.map((c) => JSON.stringify(c.challenge.start.boats))).size).toBe(FILES.length);
  });

  for (const file of FILES) {
    it(`${file}: the solution meets the goal at par; the first legal turn is not judged before the turn is over`, () => {
      const { challenge, solution } = load(file);
      expect(solution, 'every shipped challenge has a solution').not.toBeNull();
      expect(challenge.par, 'every shipped challenge has a par').not.toBeNull();
      // Before anything is played the challenge is open.
      expect(judgeChallenge(challenge, challenge.start).status).toBe('open');
      const after = playTurnOut(challenge.start, solution!);
      expect(after).not.toBeNull();
      expect(judgeChallenge(challenge, after!)).toEqual({ status: 'met', par: true, stars: 2 });
      expect(meetsGoal(challenge, after!)).toBe(true);
      // A challenge worth the name: most turns do not meet the goal at par.
      const turns = legalTurns(challenge.start);
      expect(turns.length).toBeGreaterThanOrEqual(12);
    });
  }
});

describe('the goal checker', () => {
  it('never accepts a turn that does not meet the goal, and accepts every one that does (random turns of every challenge)', () => {
    const all = FILES.map(load);
    const turnsOf = all.map((c) => legalTurns(c.challenge.start));
    // Half the draws among the turns near the goal (finishing, taking a passenger, the solution's
    // end space), so that "met" verdicts are checked as often as "failed" ones.
    const nearOf = all.map((c, i) => {
      const me = c.challenge.start.boats.find((b) => b.id === c.challenge.boat)!;
      const sol = JSON.stringify(c.solution);
      const end = turnsOf[i]!.find((t) => JSON.stringify(t.actions) === sol)?.end.pos;
      return turnsOf[i]!.filter((t) => t.finishes || t.end.passengers > me.passengers || (end && t.end.pos.q === end.q && t.end.pos.r === end.r));
    });
    let met = 0;
    fc.assert(
      fc.property(fc.nat({ max: all.length - 1 }), fc.nat(), fc.boolean(), (ci, ti, near) => {
        const { challenge } = all[ci]!;
        const turns = near && nearOf[ci]!.length ? nearOf[ci]! : turnsOf[ci]!;
        const turn = turns[ti % turns.length]!;
        const after = playTurnOut(challenge.start, turn.actions);
        expect(after).not.toBeNull();
        const verdict = judgeChallenge(challenge, after!);
        expect(verdict.status).not.toBe('open');
        expect(verdict.status === 'met').toBe(meetsGoal(challenge, after!));
        if (verdict.status === 'met') met++;
        const me = after!.boats.find((b) => b.id === challenge.boat)!;
        const parMet = challenge.par?.coalLeft === undefined || me.coal >= challenge.par.coalLeft;
        expect(verdict.stars).toBe(verdict.status === 'met' ? (parMet ? 2 : 1) : 0);
      }),
      { numRuns: 80, seed: 16 },
    );
    expect(met).toBeGreaterThan(10);
  });

  it('a turn in progress is not judged yet', () => {
    const { challenge, solution } = load(FILES[0]!);
    let s = challenge.start;
    // play all but the final confirm: the turn is not over
    for (const a of solution!.slice(0, -1)) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.code);
      s = r.state;
    }
    expect(judgeChallenge(challenge, s).status).toBe('open');
  });
});

describe('challenges in scenario files', () => {
  const base = JSON.parse(readFileSync(join(DIR, FILES[0]!), 'utf8')) as Record<string, unknown>;
  it('a scenario without a goal is a race to win', () => {
    const { goal: _g, par: _p, solution: _s, ...plain } = base;
    const r = parseScenario(plain);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = scenarioChallenge(r.scenario, r.state);
    expect(c.ok && c.challenge.goal).toEqual({ kind: 'win' });
  });
  it('bad goals are issues naming the field', () => {
    const r1 = parseScenario({ ...base, goal: { kind: 'fly' } });
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.issues[0]!.field).toBe('goal.kind');
    const r2 = parseScenario({ ...base, par: { coalLeft: 9 } });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.issues[0]!.field).toBe('par.coalLeft');
    // keeping your own boat off the finish is no challenge
    const r3 = parseScenario({ ...base, goal: { kind: 'block', boat: (base.pending as { boat: string }).boat } });
    expect(r3.ok).toBe(true);
    if (!r3.ok) return;
    const c3 = scenarioChallenge(r3.scenario, r3.state);
    expect(c3.ok).toBe(false);
    if (!c3.ok) expect(c3.issues[0]!.field).toBe('goal.boat');
    // a reach goal off the river
    const r4 = parseScenario({ ...base, goal: { kind: 'reach', pos: { q: 999, r: 999 } } });
    expect(r4.ok).toBe(true);
    if (!r4.ok) return;
    const c4 = scenarioChallenge(r4.scenario, r4.state);
    expect(c4.ok).toBe(false);
    if (!c4.ok) expect(c4.issues[0]!.field).toBe('goal.pos');
  });
});
