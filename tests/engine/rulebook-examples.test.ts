// The worked examples of the rulebook, on real tiles (the ones not already in turn/push/hazards).
import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../../engine/index.js';
import { hexKey } from '../../engine/hex.js';
import { adv, boat, confirm, hexAt, L, play, position, R, speed } from './helpers/position.js';
import type { Action, Hex } from '../../engine/index.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });

describe('example of a move (last page)', () => {
  it('+2 speed for 1 coal, push red for 2 points, free 60°, on to the new tile, 60° for 1 coal, then draw and roll', () => {
    // A0 + A3-1 (newest). Orange on A0 7 heading N at speed 2; red ahead on A0 12.
    const s = position({
      river: ['A3-1'],
      stack: ['A2-4', 'A1-2'],
      boats: [{ id: 'orange', at: [0, 7], speed: 2, coal: 6 }, { id: 'red', at: [0, 12], heading: 5 }, { id: 'blue', at: [0, 9] }],
    });
    const r1 = play(s, [speed(4)]);
    expect(boat(r1.state, 'orange').coal).toBe(5);
    const r2 = play(r1.state, [push(hexAt(s.river, [0, 13]))]);
    expect(r2.events).toContainEqual({ type: 'moved', boat: 'orange', from: hexAt(s.river, [0, 7]), to: hexAt(s.river, [0, 12]), cost: 2 });
    const r3 = play(r2.state, [L]);
    expect(boat(r3.state, 'orange').coal).toBe(5); // the free 60°
    const r4 = play(r3.state, [adv, adv]);
    expect(boat(r4.state, 'orange').pos).toEqual(hexAt(s.river, [1, 0])); // on the new tile
    const r5 = play(r4.state, [R, confirm]);
    expect(boat(r5.state, 'orange').coal).toBe(4);
    expect(r5.state.pending).toEqual({ kind: 'reorient', player: 1, boat: 'red' });
    const r6 = play(r5.state, [{ type: 'reorient', heading: 5 }]); // red decides not to reorient
    expect(boat(r6.state, 'red').heading).toBe(5);
    expect(r6.state.pending).toEqual({ kind: 'chance', chance: 'drawTile' });
  });
});

describe('adding a tile (1)', () => {
  it('pink at speed 3 arrives on A3-1, finishes its move, then the die places A2-4', () => {
    const s = position({
      river: ['A3-1'],
      stack: ['A2-4', 'A1-2'],
      boats: [{ id: 'pink', at: [0, 7], speed: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }],
    });
    const moved = play(s, [adv, adv, adv]);
    expect(moved.state.pending.kind).toBe('move');
    const done = play(moved.state, [confirm, { type: 'drawTile', tile: 'A2-4' }]).state;
    expect(chanceOutcomes(done).map((a) => (a as { face: string }).face).sort()).toEqual(['left', 'right', 'straight']);
    const placed = play(done, [{ type: 'rollDie', face: 'left' }]);
    expect(placed.state.river[2]).toMatchObject({ tile: 'A2-4', attached: 'left' });
    const dock = placed.events.find((e) => e.type === 'tilePlaced');
    expect(dock).toBeDefined();
  });
});

describe('picking up a passenger', () => {
  it('red at speed 1 ends its move on the dock and picks up 1 passenger', () => {
    // A2-1 as tile 2: red dock at index 7, reached from index 2 heading N.
    const s = position({ river: ['A3-1', 'A2-1', 'A3-2'], boats: [{ id: 'red', at: [2, 2], speed: 1 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const { state } = play(s, [adv, confirm]);
    const key = hexKey(hexAt(s.river, [2, 7]));
    expect(boat(state, 'red')).toMatchObject({ passengers: 1, docksUsed: [key] });
  });
});
