// Step mode's "Take the step back" is offered only once a step of the turn was taken (issue 14).
import { describe, expect, it } from 'vitest';
import { apply, type Action, type GameState } from '../../engine/index.js';
import { stepTaken } from '../../renderer/src/lib/step-back.js';
import { position } from '../engine/helpers/position.js';

function after(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.code}`);
    s = r.state;
  }
  return s;
}

const start = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 12], speed: 2 }, { id: 'red', at: [1, 11] }] });

describe('stepTaken', () => {
  it('is false at the turn start and with the speed chosen alone: nothing of the move to take back', () => {
    expect(stepTaken(start, 'orange')).toBe(false);
    expect(stepTaken(after(start, { type: 'speed', speed: 2 }), 'orange')).toBe(false);
  });

  it('is true after a turn step or an advance, and only for the boat whose turn it is', () => {
    const turned = after(start, { type: 'speed', speed: 2 }, { type: 'rotate', step: 'L' });
    expect(stepTaken(turned, 'orange')).toBe(true);
    expect(stepTaken(turned, 'red')).toBe(false);
    expect(stepTaken(after(start, { type: 'speed', speed: 2 }, { type: 'advance' }), 'orange')).toBe(true);
  });
});
