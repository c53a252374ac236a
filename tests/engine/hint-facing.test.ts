// The captain's hint and its end heading (issue 14, play-test: a hint ended "facing upstream" beside
// a dock with no reason given). A heading that buys the captain nothing gives way to the same turn
// facing downstream; a heading that does is explained. The captains' own moves are not touched.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions } from '../../engine/captains/index.js';
import { hardTurn } from '../../engine/captains/hard.js';
import { captainHint } from '../../engine/captains/hint.js';
import { offDownstream } from '../../engine/turn-facts.js';

/** A 3-player race (seed), medium captains playing every seat for `decisions` decisions. */
function race(seed: number, decisions: number): GameState {
  let s: GameState = newGame(defaultConfig(3), seed);
  const rng = captainRng(seed);
  for (let n = 0; n < decisions; n++) {
    const acts = s.pending.kind === 'chance' ? [sampleChance(s)] : chooseActions('medium', s, {}, rng);
    for (const a of acts) s = (apply(s, a) as { state: GameState }).state;
  }
  return s;
}
const budget = { nodes: 40 };

describe("the hint's end heading", () => {
  it('the same turn facing downstream, where the captain gains nothing by facing off it (was: its own turn, facing off)', () => {
    const s = race(2, 8);
    const turns = legalTurns(s);
    const own = turns[hardTurn(s, turns, budget, captainRng(3)).index]!;
    expect(offDownstream(s, own)).toBeGreaterThan(0);
    const hint = captainHint(s, budget, captainRng(3))!;
    expect(offDownstream(s, hint.turn)).toBe(0);
    expect(hint.facing).toBeUndefined();
    expect(legalTurns(s)[hint.index]).toEqual(hint.turn);
    // the same end, speed, coal, passengers and pushes: only the heading (and path) differ
    expect([hint.turn.end.pos, hint.turn.end.speed, hint.turn.coalSpent, hint.turn.end.passengers, hint.turn.pushed ?? []]).toEqual([own.end.pos, own.end.speed, own.coalSpent, own.end.passengers, own.pushed ?? []]);
    // the captain playing that seat still plays its own turn
    expect(hardTurn(s, turns, budget, captainRng(3)).index).toBe(turns.indexOf(own));
  });

  it('a heading off downstream that a cheaper way needs is said so: facing downstream would cost coal', () => {
    const s = race(1, 10);
    const hint = captainHint(s, budget, captainRng(3))!;
    expect(offDownstream(s, hint.turn)).toBeGreaterThan(0);
    expect(hint.facing).toEqual({ why: 'coal', coal: 1 });
    const dearer = legalTurns(s).filter((t) => JSON.stringify(t.end.pos) === JSON.stringify(hint.turn.end.pos) && t.end.speed === hint.turn.end.speed && offDownstream(s, t) < offDownstream(s, hint.turn));
    expect(dearer.length).toBeGreaterThan(0);
    expect(Math.min(...dearer.map((t) => t.coalSpent))).toBeGreaterThanOrEqual(hint.turn.coalSpent + 1);
  });
});
