// The captain's hint (issue 16): the hard captain's turn and one reason read off that turn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions } from '../../engine/captains/index.js';
import { captainHint, explainTurn } from '../../engine/captains/hint.js';
import { parseScenario, scenarioChallenge } from '../../engine/scenario.js';
import type { Action } from '../../engine/types.js';
import { position } from './helpers/position.js';

const DIR = join(import.meta.dirname, '../../engine/data/challenges');
function challenge(file: string): { start: GameState; solution: Action[] } {
  const r = parseScenario(readFileSync(join(DIR, file), 'utf8'));
  if (!r.ok) throw new Error(file);
  const c = scenarioChallenge(r.scenario, r.state);
  if (!c.ok) throw new Error(file);
  return { start: c.challenge.start, solution: c.solution! };
}
const turnOf = (s: GameState, actions: Action[]) => legalTurns(s).find((t) => JSON.stringify(t.actions) === JSON.stringify(actions))!;

describe("the captain's hint", () => {
  it('a finishing turn is explained as finishing, and the hint takes it', () => {
    const { start, solution } = challenge('02-home-straight.json');
    expect(explainTurn(start, turnOf(start, solution))).toEqual({ code: 'hint/finish' });
    const hint = captainHint(start, { nodes: 40 }, captainRng(1))!;
    expect(hint.turn.finishes).toBe(true);
    expect(hint.reason).toEqual({ code: 'hint/finish' });
  });

  it('taking a passenger, and keeping a rival off the finish, are said so', () => {
    const p = challenge('01-first-pickup.json');
    expect(explainTurn(p.start, turnOf(p.start, p.solution))).toEqual({ code: 'hint/passenger' });
    const b = challenge('04-shut-the-door.json');
    expect(explainTurn(b.start, turnOf(b.start, b.solution))).toEqual({ code: 'hint/block', boat: 'green' });
    // another turn of the same position that leaves green its finish is not a block
    const other = legalTurns(b.start).find((t) => JSON.stringify(t.actions) !== JSON.stringify(b.solution) && !t.pushed?.length)!;
    expect(explainTurn(b.start, other).code).not.toBe('hint/block');
  });

  it('early in a race the hint heads for a dock, counts turns, is reproducible, and ignores the hidden tile order', () => {
    let s: GameState = newGame(defaultConfig(4), 5);
    const rng = captainRng(9);
    while (!(s.pending.kind === 'move' && s.round >= 2)) {
      const acts = s.pending.kind === 'chance' ? [sampleChance(s)] : chooseActions('medium', s, {}, rng);
      for (const a of acts) s = (apply(s, a) as { state: GameState }).state;
    }
    const a = captainHint(s, { nodes: 60 }, captainRng(3))!;
    const b = captainHint({ ...s, stack: [...s.stack].reverse() }, { nodes: 60 }, captainRng(3))!;
    expect(b.index).toBe(a.index);
    expect(b.reason).toEqual(a.reason);
    expect(legalTurns(s)[a.index]).toEqual(a.turn);
    expect(['hint/dock', 'hint/save-coal', 'hint/push']).toContain(a.reason.code);
    if (a.reason.code === 'hint/dock') {
      expect(a.reason.turns).toBeGreaterThanOrEqual(1);
      expect(a.reason.tile).toBeGreaterThanOrEqual(0);
      expect(a.reason.tile).toBeLessThan(s.river.length);
    }
  });

  it('a turn that spends coal while a cheaper one is there is not said to save coal: it says what the coal pays for', () => {
    // play-test 15: "It saves coal" for a move costing 1 coal, with free moves at the same speed
    const s = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 2], speed: 1, coal: 6 }, { id: 'red', at: [0, 2] }] });
    const turns = legalTurns(s);
    const said = turns.filter((t) => !t.crash).map((t) => ({ t, reason: explainTurn(s, t, turns) }));
    const paid = said.filter(({ t }) => t.coalSpent > 0 && turns.some((x) => !x.crash && x.coalSpent < t.coalSpent));
    // (a position where a paying turn would get there no sooner than faster ones: the case in question)
    const forPlace = paid.filter(({ reason }) => reason.code === 'hint/spend-for-place');
    expect(forPlace.length).toBeGreaterThan(0);
    for (const { t, reason } of forPlace) expect(reason).toEqual({ code: 'hint/spend-for-place', coal: t.coalSpent });
    // no turn paying coal where a cheaper turn exists is said to keep it
    expect(paid.filter(({ reason }) => reason.code === 'hint/save-coal')).toEqual([]);
    // a free turn still keeps coal (the boat a little further back, where faster turns gain nothing)
    const back = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [0, 3], speed: 1, coal: 6 }, { id: 'red', at: [0, 2] }] });
    const backTurns = legalTurns(back);
    expect(backTurns.some((t) => !t.crash && t.coalSpent === 0 && JSON.stringify(explainTurn(back, t, backTurns)) === JSON.stringify({ code: 'hint/save-coal', coal: 6 }))).toBe(true);
  });

  it('no hint when no move is pending', () => {
    const s = newGame(defaultConfig(3), 1);
    expect(s.pending.kind).not.toBe('move');
    expect(captainHint(s, { nodes: 10 }, captainRng(1))).toBeNull();
  });
});
