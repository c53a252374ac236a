// Advanced tiles: driftwood, sandbanks, coal depots (RULINGS §11-§13).
import { describe, expect, it } from 'vitest';
import { legalTurns, RIVER_TILE_IDS } from '../../engine/index.js';
import { adv, boat, confirm, hexAt, L, play, position, R, rejection, speed } from './helpers/position.js';
import type { Action, BoatId, GameState, Hex, TileId } from '../../engine/index.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });
const reverse: Action = { type: 'reverse' };

// River: A0, A3-1, <tile under test> (tile 2, origin (0,-8)), A3-2 (newest).
function on(tile: TileId, boats: { id: BoatId; at: [number, number]; speed?: number; coal?: number; heading?: 0 | 1 | 2 | 3 | 4 | 5 }[], mover?: BoatId): GameState {
  return position({ river: ['A3-1', tile, 'A3-2'], boats, mover });
}
const at = (s: GameState, t: number, i: number) => hexAt(s.river, [t, i]);

describe('driftwood', () => {
  // B2: driftwood at 3 (1,-7) and 8 (1,-8); index 13 (1,-9) is water. A3-1 index 18 is (1,-6).
  it('(1) 5 points = 2 + 2 + 1, and speed −2 at the end of the move', () => {
    const s = on('B2', [{ id: 'orange', at: [1, 18], speed: 5 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    const { state, events } = play(s, [adv, adv, adv, confirm]);
    const o = boat(state, 'orange');
    expect(o.pos).toEqual(at(s, 2, 13));
    expect(o.speed).toBe(3);
    expect(events.filter((e) => e.type === 'moved').map((e) => (e as { cost: number }).cost)).toEqual([2, 2, 1]);
    expect(events).toContainEqual({ type: 'driftwoodSlowed', boat: 'orange', from: 5, to: 3 });
  });

  it('costs 2 points: with 1 point left it cannot be entered', () => {
    const s = on('B2', [{ id: 'orange', at: [1, 18], speed: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    expect(rejection(s, [adv], adv)).toBe('move/no-points-left');
  });

  it('may not be entered if that would leave the speed below 1', () => {
    const s = on('B2', [{ id: 'orange', at: [1, 18], speed: 1 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    expect(rejection(s, [], adv)).toBe('move/driftwood-too-slow');
  });

  it('(2) pushing a boat onto driftwood costs 3 points; its speed is unchanged and it may reorient', () => {
    // orange (speed 3) at A3-1 13 pushes red from A3-1 18 onto driftwood B2 3.
    const s = on('B2', [{ id: 'orange', at: [1, 13], speed: 3 }, { id: 'red', at: [1, 18], speed: 4 }, { id: 'blue', at: [0, 9] }]);
    expect(rejection(on('B2', [{ id: 'orange', at: [1, 13], speed: 2 }, { id: 'red', at: [1, 18], speed: 4 }, { id: 'blue', at: [0, 9] }]), [], push(at(s, 2, 3)))).toBe('move/no-points-left');
    const { state, events } = play(s, [push(at(s, 2, 3)), confirm]);
    expect(events).toContainEqual({ type: 'moved', boat: 'orange', from: at(s, 1, 13), to: at(s, 1, 18), cost: 3 });
    expect(boat(state, 'red').speed).toBe(4);
    expect(boat(state, 'orange').speed).toBe(3);
    expect(state.pending).toEqual({ kind: 'reorient', player: 1, boat: 'red' });
  });
});

describe('sandbanks', () => {
  // B3-1: sandbanks at 5, 6, 13 (13 = (1,-9)); 8 (1,-8) and 18 (1,-10) are water.
  it('(1) entering ends the move at once, speed 1, remaining points forfeited, no turning', () => {
    const s = on('B3-1', [{ id: 'orange', at: [1, 18], speed: 4 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    const mid = play(s, [adv, adv, adv]);
    expect(mid.events).toContainEqual({ type: 'stranded', boat: 'orange' });
    expect(boat(mid.state, 'orange').speed).toBe(1);
    expect(mid.state.turn?.pointsLeft).toBe(0);
    expect(rejection(s, [adv, adv, adv], R)).toBe('move/stuck-on-sandbank');
    expect(rejection(s, [adv, adv, adv], adv)).toBe('move/no-points-left');
    const { state } = play(mid.state, [confirm]);
    expect(boat(state, 'orange').pos).toEqual(at(s, 2, 13));
    expect(boat(state, 'orange').speed).toBe(1);
  });

  it('(2) a boat pushed onto a sandbank drops to speed 1 and cannot be reoriented', () => {
    const s = on('B3-1', [{ id: 'orange', at: [2, 3], speed: 2 }, { id: 'red', at: [2, 8], speed: 5, heading: 2 }, { id: 'blue', at: [0, 9] }]);
    const { state } = play(s, [push(at(s, 2, 13)), confirm]);
    expect(boat(state, 'red').speed).toBe(1);
    expect(boat(state, 'red').heading).toBe(2);
    expect(state.reorientQueue).toEqual([]);
    expect(state.pending).toMatchObject({ kind: 'move', boat: 'red' });
  });

  it('a boat on a sandbank cannot be pushed', () => {
    const s = on('B3-1', [{ id: 'orange', at: [2, 8], speed: 2 }, { id: 'red', at: [2, 13] }, { id: 'blue', at: [0, 9] }]);
    expect(rejection(s, [], push(at(s, 2, 18)))).toBe('push/sandbank');
  });

  // (3) a boat starting its turn on a sandbank (B3-1 index 13), heading N.
  const stuck = (coal: number) => on('B3-1', [{ id: 'pink', at: [2, 13], speed: 1, coal }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);

  it('(3) cannot pivot on the sandbank', () => {
    expect(rejection(stuck(3), [], L)).toBe('move/stuck-on-sandbank');
  });

  it('(3) backs up at speed 1 for 1 coal, then reorients freely', () => {
    const { state, events } = play(stuck(3), [reverse, R, R, R, confirm]);
    const p = boat(state, 'pink');
    expect(p.pos).toEqual(at(stuck(3), 2, 8));
    expect(p.heading).toBe(3);
    expect(p.coal).toBe(2);
    expect(p.speed).toBe(1);
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ backwards: true });
    expect(rejection(stuck(3), [speed(2)], reverse)).toBe('move/reverse-not-allowed');
  });

  it('(3) or goes forward at any speed, paying 1 coal to leave plus the usual costs', () => {
    const s = stuck(3);
    const { state } = play(s, [speed(2), adv, L, adv, confirm]);
    expect(boat(state, 'pink').pos).toEqual(at(s, 2, 17));
    expect(boat(state, 'pink').coal).toBe(2);
    const fast = play(s, [speed(3)]).state;
    expect(boat(fast, 'pink').coal).toBe(2); // 1 → 3 costs 1 coal, leaving will cost 1 more
  });

  it('a boat on a sandbank without coal loses its turns', () => {
    // red moves first, then pink (stuck, 0 coal) loses its turn and blue is next.
    const s = on('B3-1', [{ id: 'red', at: [0, 2], speed: 1 }, { id: 'pink', at: [2, 13], coal: 0 }, { id: 'blue', at: [0, 9] }]);
    const { state, events } = play(s, [adv, confirm]);
    expect(events).toContainEqual({ type: 'turnLost', boat: 'pink' });
    expect(state.pending).toMatchObject({ kind: 'move', boat: 'blue' });
  });

  it('pushed onto a sandbank and unable to move: loses its next turn and reorients freely', () => {
    // pink on B3-1 index 6 heading N: index 11 ahead is an island, blue blocks index 1 behind.
    const s = on('B3-1', [{ id: 'red', at: [0, 2], speed: 1 }, { id: 'pink', at: [2, 6], coal: 4 }, { id: 'blue', at: [2, 1] }]);
    const { state, events } = play(s, [adv, confirm]);
    expect(events).toContainEqual({ type: 'turnLost', boat: 'pink' });
    expect(state.pending).toEqual({ kind: 'reorient', player: 1, boat: 'pink' });
    const after = play(state, [{ type: 'reorient', heading: 4 }]);
    expect(boat(after.state, 'pink').heading).toBe(4);
    expect(after.state.pending).toMatchObject({ kind: 'move', boat: 'blue' });
  });
});

describe('coal depots', () => {
  // B1: coal depots at 7 (0,-8) and 18; index 2 (0,-7) is water.
  it('end the move on a depot at speed 1 (after the free 60° turn): coal back to 6', () => {
    const s = on('B1', [{ id: 'red', at: [2, 2], speed: 1, coal: 2 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    const { state, events } = play(s, [adv, R, confirm]);
    expect(boat(state, 'red').coal).toBe(6);
    expect(events).toContainEqual({ type: 'coalRefilled', boat: 'red', from: 2 });
    expect(legalTurns(s).some((t) => t.end.coal === 6)).toBe(true);
  });

  it('no refill at speed 2', () => {
    const s = on('B1', [{ id: 'red', at: [1, 17], speed: 2, coal: 2 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    const { state } = play(s, [adv, adv, confirm]);
    expect(boat(state, 'red').pos).toEqual(at(s, 2, 7));
    expect(boat(state, 'red').coal).toBe(2);
  });

  it('a boat pushed onto a depot at speed 1 refills at the end of the turn', () => {
    const s = on('B1', [{ id: 'orange', at: [1, 17], speed: 2 }, { id: 'red', at: [2, 2], speed: 1, coal: 1 }, { id: 'blue', at: [0, 9] }]);
    const { state, events } = play(s, [push(at(s, 2, 7)), confirm]);
    expect(boat(state, 'red').coal).toBe(6);
    expect(events).toContainEqual({ type: 'coalRefilled', boat: 'red', from: 1 });
  });

  it('a depot can be used again (no passengers, no one-use limit)', () => {
    const s = on('B1', [{ id: 'red', at: [2, 2], speed: 1, coal: 2 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    const once = play(s, [adv, confirm]).state;
    expect(boat(once, 'red').coal).toBe(6);
    expect(once.docks).toEqual(s.docks);
  });
});

describe('what a legal turn tells the UI (issue 14)', () => {
  it('marks the turns that end on a sandbank, and only those', () => {
    const s = on('B3-1', [{ id: 'orange', at: [1, 18], speed: 4 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
    const turns = legalTurns(s);
    const sand = new Set([5, 6, 13].map((i) => JSON.stringify(at(s, 2, i))));
    expect(turns.some((t) => t.stranded)).toBe(true);
    for (const t of turns) expect(!!t.stranded).toBe(sand.has(JSON.stringify(t.end.pos)));
  });

  it('marks the turns that sail through a dock with a passenger for the boat without stopping there', () => {
    let seen = 0;
    for (const [tile, sp] of RIVER_TILE_IDS.flatMap((id) => [3, 4, 5, 6].map((n) => [id, n] as const))) {
      if (tile === 'A0' || tile.startsWith('F')) continue;
      const s = on(tile, [{ id: 'orange', at: [1, 18], speed: sp }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }]);
      const docks = new Set(Object.entries(s.docks).flatMap(([k, n]) => (n > 0 ? [k] : [])));
      const before = boat(s, 'orange').passengers;
      for (const t of legalTurns(s)) {
        const through = t.path.slice(1).some((h) => docks.has(`${h.q},${h.r}`));
        expect(!!t.passesDock, JSON.stringify(t.path)).toBe(through && t.end.passengers === before && !t.crash);
        if (t.passesDock) seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
