// Regression tests from a peer edition's suite (issue 12, "Regression tests worth adding"): each
// pins a rule that already holds, on real tiles (tests/engine/helpers/position.ts).
import { describe, expect, it } from 'vitest';
import { apply, legalTurns, type Action, type GameState, type Hex } from '../../engine/index.js';
import { adv, boat, confirm, hexAt, play, position, R, rejection, speed } from './helpers/position.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });
const at = (s: GameState, t: number, i: number) => hexAt(s.river, [t, i]);

describe('Moving: a boat facing an island (rule 9)', () => {
  // A1-2 space 7 faces islands N, NE and NW: every way out needs a 120° turn, one 60° step paid.
  const facing = (coal: number) =>
    position({ river: ['A1-2', 'A1-1'], boats: [{ id: 'white', at: [1, 7], heading: 0, coal }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

  it('with coal, every legal turn spends it, and playing one spends it rather than crashing', () => {
    const s = facing(6);
    const turns = legalTurns(s);
    expect(turns.length).toBeGreaterThan(0);
    for (const t of turns) {
      expect(t.crash).toBeUndefined();
      expect(t.coalSpent).toBeGreaterThanOrEqual(1);
    }
    const cheapest = turns.reduce((a, b) => (b.coalSpent < a.coalSpent ? b : a));
    const { state, events } = play(s, cheapest.actions);
    expect(events.some((e) => e.type === 'crashed')).toBe(false);
    expect(boat(state, 'white').coal).toBe(6 - cheapest.coalSpent);
    expect(boat(state, 'white').pos).not.toEqual(at(s, 1, 7));
  });

  it('with 0 coal it crashes: speed 1, its next turn lost', () => {
    const s = facing(0);
    const turns = legalTurns(s);
    expect(turns.length).toBeGreaterThan(0);
    for (const t of turns) expect(t.crash).toBe('blocked');
    const { state, events } = play(s, turns[0]!.actions);
    expect(events).toContainEqual({ type: 'crashed', boat: 'white', reason: 'blocked' });
    expect(boat(state, 'white')).toMatchObject({ speed: 1, lostTurns: 1, freeDeparture: true });
  });
});

describe('Pushing another boat', () => {
  // A0 start dock 2 (space 9) faces space 14 on the bank; 14's other neighbours 19, 13 and 8 hold
  // boats, and 19 has an empty neighbour (18).
  const boxed = (spd: number) =>
    position({
      river: ['A3-1', 'A1-1'],
      boats: [
        { id: 'white', at: [0, 9], heading: 0, speed: spd },
        { id: 'orange', at: [0, 14] },
        { id: 'blue', at: [0, 19] },
        { id: 'green', at: [0, 13] },
        { id: 'pink', at: [0, 8] },
      ],
    });

  it('a boat with no empty neighbour cannot be pushed at speed 2; speed 3 allows the chain push', () => {
    const s2 = boxed(2);
    expect(rejection(s2, [speed(2)], push(at(s2, 0, 19)))).toBe('push/bad-destination');
    expect(rejection(s2, [speed(2)], push(at(s2, 0, 19), at(s2, 0, 18)))).toBe('move/no-points-left'); // a chain of two costs 3 points
    expect(legalTurns(s2).some((t) => t.end.speed === 2 && t.pushed?.some((p) => p.boat === 'orange'))).toBe(false);
    const s3 = boxed(3);
    const { state, events } = play(s3, [speed(3), push(at(s3, 0, 19), at(s3, 0, 18)), confirm]);
    expect(boat(state, 'white').pos).toEqual(at(s3, 0, 14));
    expect(boat(state, 'orange').pos).toEqual(at(s3, 0, 19));
    expect(boat(state, 'blue').pos).toEqual(at(s3, 0, 18));
    expect(events.filter((e) => e.type === 'pushed').map((e) => (e as { boat: string }).boat)).toEqual(['orange', 'blue']);
  });

  it('a push destination on the river bank (off the tiles) or an island is refused', () => {
    // A0 space 14 is on the right bank: its NE and SE neighbours are off the river
    const s = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 9], heading: 0, speed: 2 }, { id: 'orange', at: [0, 14] }, { id: 'blue', at: [0, 2] }] });
    const bank = { q: at(s, 0, 14).q + 1, r: at(s, 0, 14).r - 1 };
    expect(rejection(s, [], push(bank))).toBe('push/bad-destination');
    // A3-1 space 3: its NE neighbour (space 9) is an island
    const t = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 18], heading: 0, speed: 2 }, { id: 'orange', at: [1, 3] }, { id: 'blue', at: [0, 2] }] });
    expect(rejection(t, [], push(at(t, 1, 9)))).toBe('push/bad-destination');
    expect(rejection(t, [], push(at(t, 1, 8)))).toBeNull(); // open water is fine
  });

  it('an advance carrying a push list into an empty space is refused', () => {
    const s = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 2], heading: 0, speed: 2 }, { id: 'orange', at: [0, 9] }, { id: 'blue', at: [0, 1] }] });
    expect(apply(s, push(at(s, 0, 12)))).toMatchObject({ ok: false, code: 'push/bad-destination' });
    expect(apply(s, adv).ok).toBe(true);
  });
});

describe('Advanced rules: sandbank (reverse)', () => {
  it('reversing on open water is refused', () => {
    const s = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 12], heading: 0 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    expect(rejection(s, [], { type: 'reverse' })).toBe('move/reverse-not-allowed');
  });
});

describe('Picking up a passenger', () => {
  it('ending at speed 1 beside the dock’s island but not on the dock gives no passenger', () => {
    // A1-1 (tile 2): blue dock at space 11 on the island of spaces 5, 6, 8; space 7 lies beside that island
    const s = position({
      river: ['A3-1', 'A1-1', 'A3-2'],
      boats: [{ id: 'white', at: [2, 2], heading: 0, speed: 1 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }],
    });
    const dockKey = `${at(s, 2, 11).q},${at(s, 2, 11).r}`;
    expect(s.docks[dockKey]).toBe(1);
    const { state, events } = play(s, [adv, confirm]);
    expect(boat(state, 'white').pos).toEqual(at(s, 2, 7));
    expect(boat(state, 'white')).toMatchObject({ speed: 1, passengers: 0, docksUsed: [] });
    expect(events.some((e) => e.type === 'passengerTaken')).toBe(false);
    expect(state.docks[dockKey]).toBe(1);
  });
});

describe('Moving: turning costs coal (rule 8)', () => {
  // open water on A0: after 180° the boat faces space 7, water
  const turning = (coal: number) =>
    position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'white', at: [0, 12], heading: 0, coal }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

  it('coal 1 refuses the third 60° step of a 180° turn', () => {
    expect(rejection(turning(1), [R, R], R)).toBe('coal/insufficient');
  });

  it('coal 2 accepts it, and the boat sails on at 180°', () => {
    const s = turning(2);
    const { state } = play(s, [R, R, R, adv, confirm]);
    expect(boat(state, 'white')).toMatchObject({ heading: 3, coal: 0, pos: at(s, 0, 7) });
  });
});
