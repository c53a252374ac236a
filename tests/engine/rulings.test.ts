// One test per ruling of RULINGS.md §7-§17 (the turn, the river reveal, the end).
import { describe, expect, it } from 'vitest';
import { ConfigError, chanceOutcomes, defaultConfig, legalTurns, newGame } from '../../engine/index.js';
import { hexKey } from '../../engine/hex.js';
import { adv, boat, confirm, hexAt, L, play, position, R, rejection, speed } from './helpers/position.js';
import type { Action, BoatId, Hex, TileId } from '../../engine/index.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });
const trio = (tile: TileId, first: { id: BoatId; at: [number, number]; speed?: number; coal?: number; heading?: 0 | 1 | 2 | 3 | 4 | 5; passengers?: number }, second: [number, number] = [0, 2], third: [number, number] = [0, 9]) =>
  position({ river: ['A3-1', tile, 'A3-2'], boats: [first, { id: 'red', at: second }, { id: 'blue', at: third }] });

describe('RULINGS', () => {
  it('§7 speed changes only before moving: ±1 free, each further point 1 coal, 1..6, with 0 coal only ±1', () => {
    const s = trio('A1-1', { id: 'orange', at: [0, 7], speed: 2, coal: 6 });
    expect(boat(play(s, [speed(5)]).state, 'orange').coal).toBe(4);
    expect(rejection(s, [adv], speed(3))).toBe('speed/already-set');
    const dry = trio('A1-1', { id: 'orange', at: [0, 7], speed: 2, coal: 0 });
    expect(rejection(dry, [], speed(4))).toBe('coal/insufficient');
    expect(rejection(dry, [], speed(1))).toBeNull();
  });

  it('§8 exactly `speed` points; first 60° free, each further 60° 1 coal, 180° 2 coal; with 0 coal one free step', () => {
    const s = trio('A1-1', { id: 'orange', at: [0, 7], speed: 2, coal: 6 });
    expect(rejection(s, [adv], confirm)).toBe('turn/points-left');
    expect(boat(play(s, [R, R, R]).state, 'orange').coal).toBe(4);
    expect(boat(play(s, [R, adv, R, adv, L]).state, 'orange').coal).toBe(4);
    const dry = trio('A1-1', { id: 'orange', at: [0, 7], speed: 2, coal: 0 });
    expect(rejection(dry, [adv, R], L)).toBe('rotate/pointless');
    expect(rejection(dry, [adv, R, adv], L)).toBe('coal/insufficient');
  });

  it('§9 never onto an island, off the river or past the newest tile; must choose a complete turn; else crash', () => {
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 2], speed: 3, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    expect(rejection(s, [], adv)).toBe('move/island');
    expect(rejection(s, [], L)).toBe('move/must-avoid');
    const edge = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 17], speed: 1, coal: 6 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    expect(rejection(edge, [], adv)).toBe('move/beyond-newest-tile');
    const crash = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const turns = legalTurns(crash);
    expect(turns.every((t) => t.crash)).toBe(true);
    const longest = Math.max(...turns.map((t) => t.path.length));
    expect(turns.every((t) => t.path.length === longest)).toBe(true); // as far as it can
    const { state } = play(crash, turns[0]!.actions);
    expect(boat(state, 'orange')).toMatchObject({ speed: 1, lostTurns: 1 });
  });

  it('§10 push: 2 points, pusher chooses an empty adjacent space (not its own), +1 per extra boat, not a boat on a sandbank', () => {
    const s = position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'orange', at: [0, 2], speed: 3 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 12] }] });
    expect(rejection(s, [], push(hexAt(s.river, [0, 2])))).toBe('push/bad-destination');
    const chain = play(s, [push(hexAt(s.river, [0, 12]), hexAt(s.river, [0, 17])), confirm]);
    expect(chain.state.reorientQueue).toEqual(['green', 'red']);
    const sand = position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'orange', at: [2, 8], speed: 2 }, { id: 'green', at: [2, 13] }, { id: 'red', at: [0, 2] }] });
    expect(rejection(sand, [], push(hexAt(sand.river, [2, 18])))).toBe('push/sandbank');
  });

  it('§11 passengers at speed 1 (own move or pushed), one per dock, at most 2; depots refill at the end of the turn', () => {
    const s = position({ river: ['A3-1', 'A2-1', 'A3-2'], boats: [{ id: 'orange', at: [2, 2], speed: 1 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const key = hexKey(hexAt(s.river, [2, 7]));
    expect(boat(play(s, [adv, confirm]).state, 'orange').passengers).toBe(1);
    const used = position({ river: ['A3-1', 'A2-1', 'A3-2'], boats: [{ id: 'orange', at: [2, 2], speed: 1, passengers: 1, docksUsed: [key] }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    expect(boat(play(used, [adv, confirm]).state, 'orange').passengers).toBe(1);
    const depot = trio('B1', { id: 'orange', at: [2, 2], speed: 1, coal: 0 });
    expect(boat(play(depot, [adv, confirm]).state, 'orange').coal).toBe(6);
  });

  it('§12 driftwood: 2 points, speed −1 per space at the end, pushing onto it +1 point, pushed speed unchanged', () => {
    const s = trio('B2', { id: 'orange', at: [1, 18], speed: 4 });
    const { state } = play(s, [adv, adv, confirm]);
    expect(boat(state, 'orange').speed).toBe(2);
    const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 13], speed: 3 }, { id: 'red', at: [1, 18], speed: 5 }, { id: 'blue', at: [0, 9] }] });
    const pushed = play(p, [push(hexAt(p.river, [2, 3])), confirm]).state;
    expect(boat(pushed, 'red').speed).toBe(5);
    expect(pushed.pending).toMatchObject({ kind: 'reorient', boat: 'red' });
  });

  it('§13 sandbank: ends the move, speed 1, no turning; leaving costs 1 coal (forward or one back); no coal → turns lost', () => {
    const s = trio('B3-1', { id: 'orange', at: [1, 18], speed: 3, coal: 1 });
    const stuck = play(s, [adv, adv, adv, confirm]).state; // A3-1 18 → B3-1 3 → 8 → 13 (sandbank)
    expect(boat(stuck, 'orange').speed).toBe(1);
    const on = trio('B3-1', { id: 'orange', at: [2, 13], speed: 1, coal: 1 });
    expect(rejection(on, [], R)).toBe('move/stuck-on-sandbank');
    expect(boat(play(on, [{ type: 'reverse' }]).state, 'orange').coal).toBe(0);
    expect(boat(play(on, [adv]).state, 'orange').coal).toBe(0);
    const dry = position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'red', at: [0, 2] }, { id: 'orange', at: [2, 13], coal: 0 }, { id: 'blue', at: [0, 9] }] });
    const next = play(dry, [adv, confirm]);
    expect(next.events).toContainEqual({ type: 'turnLost', boat: 'orange' });
  });

  it('§14 coal transfer is for two-boat and team games, which this version refuses at setup', () => {
    const config = defaultConfig(4);
    expect(() => newGame({ ...config, seats: config.seats.map((s) => ({ ...s, team: 0 })) }, 1)).toThrow(ConfigError);
  });

  it('§15 a boat (moving or pushed) first entering the newest tile: after the move the die places the next tile', () => {
    const s = position({ river: ['A3-1'], stack: ['A1-1', 'A1-2'], boats: [{ id: 'orange', at: [0, 12], speed: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const done = play(s, [adv, adv, confirm]).state;
    expect(done.pending).toEqual({ kind: 'chance', chance: 'drawTile' });
    const drawn = play(done, [{ type: 'drawTile', tile: 'A1-1' }]).state;
    const faces = chanceOutcomes(drawn);
    expect(faces.length).toBeGreaterThan(0);
    const placed = play(drawn, [faces[0]!]).state;
    expect(placed.river).toHaveLength(3);
    expect(placed.pending).toMatchObject({ kind: 'move', boat: 'red' });
  });

  it('§16 after the last river tile the Finish is rolled at once; its docks are the facing spaces of the last tile', () => {
    const s = position({ river: ['A3-1'], stack: ['A1-1'], boats: [{ id: 'orange', at: [0, 12], speed: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const a = play(s, [adv, adv, confirm, { type: 'drawTile', tile: 'A1-1' }, { type: 'rollDie', face: 'straight' }]).state;
    expect(a.pending).toEqual({ kind: 'chance', chance: 'rollFinish' });
    const f = play(a, [{ type: 'rollFinish', face: 'straight' }]).state;
    expect(f.finish?.docks.map(hexKey).sort()).toEqual([16, 17, 18].map((i) => hexKey(hexAt(f.river, [2, i]))).sort());
  });

  it('§17 finish at speed 1 with 2 passengers on a finish dock; game over when all but one have finished', () => {
    const s = position({
      river: ['A3-1'],
      stack: [],
      finish: 'straight',
      boats: [
        { id: 'orange', at: [1, 12], speed: 1, passengers: 2 },
        { id: 'red', at: null, place: 1 },
        { id: 'blue', at: [0, 2] },
      ],
    });
    const fast = position({ river: ['A3-1'], stack: [], finish: 'straight', boats: [{ id: 'orange', at: [1, 6], speed: 2, passengers: 2, coal: 0 }, { id: 'red', at: null, place: 1 }, { id: 'blue', at: [0, 2] }] });
    const ft = legalTurns(fast);
    const docks = new Set([16, 17, 18].map((i) => hexKey(hexAt(fast.river, [1, i]))));
    expect(ft.filter((t) => t.finishes).every((t) => t.end.speed === 1)).toBe(true);
    expect(ft.some((t) => !t.finishes && t.end.speed === 2 && docks.has(hexKey(t.end.pos)))).toBe(true);
    const { state } = play(s, [adv, confirm]);
    expect(state.pending).toEqual({ kind: 'over' });
    expect(state.boats.map((b) => [b.id, b.place])).toEqual([
      ['orange', 2],
      ['red', 1],
      ['blue', 3],
    ]);
  });
});
