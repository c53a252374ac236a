// Trying a heading before it is chosen (engine/heading-trial.ts): the play screen's preview of the
// first move from a start heading, the same hypothetical position the captains judge headings on.
import { describe, expect, it } from 'vitest';
import { apply, boatProgress, defaultConfig, firstMoveCoal, headingTrial, legalTurns, newGame, stateHash, type Action, type GameState } from '../../engine/index.js';

function play(s: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.code);
    s = r.state;
  }
  return s;
}

// A 4-player game at its first start heading (start order and first tile as chance actions)
const start = play(newGame(defaultConfig(4), 1), [{ type: 'startOrder', order: ['blue', 'white', 'orange', 'green'] }, { type: 'drawTile', tile: 'A1-2' }]);

describe('headingTrial and firstMoveCoal', () => {
  it('puts the boat whose heading is pending on "its move now" facing that way; nothing else is asked', () => {
    expect(start.pending.kind).toBe('placeBoat');
    const id = (start.pending as { boat: 'blue' }).boat;
    const trial = headingTrial(start, id, 2)!;
    expect(trial.pending).toEqual({ kind: 'move', player: (start.pending as { player: number }).player, boat: id });
    expect(trial.boats.find((b) => b.id === id)!.heading).toBe(2);
    expect(trial.turn?.boat).toBe(id);
    // no heading decision pending: nothing to try
    const moving = play(start, [{ type: 'placeBoat', heading: 0 }, { type: 'placeBoat', heading: 0 }, { type: 'placeBoat', heading: 0 }, { type: 'placeBoat', heading: 0 }]);
    expect(moving.pending.kind).toBe('move');
    expect(headingTrial(moving, 'blue', 0)).toBeNull();
    expect(firstMoveCoal(moving, 'blue', 0)).toBeNull();
  });

  it('the first move downstream costs nothing facing downstream, more (or is impossible) facing upstream', () => {
    const id = (start.pending as { boat: 'blue' }).boat;
    const hash = stateHash(start);
    const down = firstMoveCoal(start, id, 0);
    const up = firstMoveCoal(start, id, 3);
    expect(down).toBe(0);
    expect(up === null || up > 0).toBe(true);
    // it is the cheapest listed move from that heading that gets further down the river
    const from = boatProgress(start, start.boats.find((b) => b.id === id)!);
    for (const h of [0, 1, 2, 3, 4, 5] as const) {
      const gains = legalTurns(headingTrial(start, id, h)!).filter((t) => !t.crash && boatProgress(start, { pos: t.end.pos, place: null }) > from);
      expect(firstMoveCoal(start, id, h)).toBe(gains.length ? Math.min(...gains.map((t) => t.coalSpent)) : null);
    }
    expect(stateHash(start)).toBe(hash);
  });
});
