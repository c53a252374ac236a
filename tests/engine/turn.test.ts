// Speed, rotation and movement costs of a turn (rulebook "Moving", RULINGS §7-§9).
import { describe, expect, it } from 'vitest';
import { apply } from '../../engine/index.js';
import { adv, boat, confirm, hexAt, L, play, position, R, rejection, speed } from './helpers/position.js';

// Straight river A0 + A3-1: A0 rows 1-3 (indexes 6-19 but 9) are open water.
const open = (mover: { speed?: number; coal?: number; heading?: 0 | 1 | 2 | 3 | 4 | 5; at?: [number, number] } = {}) =>
  position({
    river: ['A3-1'],
    boats: [
      { id: 'orange', at: mover.at ?? [0, 7], speed: mover.speed ?? 3, coal: mover.coal ?? 6, heading: mover.heading ?? 0 },
      { id: 'red', at: [0, 1] },
      { id: 'blue', at: [0, 3] },
    ],
  });

describe('speed change before moving', () => {
  it('3 → 4 and 3 → 2 are free', () => {
    for (const to of [4, 2]) {
      const { state, events } = play(open({ speed: 3 }), [speed(to)]);
      expect(boat(state, 'orange').speed).toBe(to);
      expect(boat(state, 'orange').coal).toBe(6);
      expect(events).toContainEqual({ type: 'speedChanged', boat: 'orange', from: 3, to, coal: 0 });
    }
  });

  it('4 → 2 costs 1 coal and 1 → 4 costs 2 coal', () => {
    expect(boat(play(open({ speed: 4 }), [speed(2)]).state, 'orange').coal).toBe(5);
    expect(boat(play(open({ speed: 1 }), [speed(4)]).state, 'orange').coal).toBe(4);
  });

  it('stays within 1..6 and is only possible before the first step', () => {
    expect(rejection(open(), [], speed(7))).toBe('speed/out-of-range');
    expect(rejection(open(), [], speed(0))).toBe('speed/out-of-range');
    expect(rejection(open(), [adv], speed(2))).toBe('speed/already-set');
    expect(rejection(open(), [speed(4)], speed(3))).toBe('speed/already-set');
  });

  it('with 0 coal only ±1 is possible', () => {
    expect(rejection(open({ speed: 3, coal: 0 }), [], speed(5))).toBe('coal/insufficient');
    expect(boat(play(open({ speed: 3, coal: 0 }), [speed(4)]).state, 'orange').speed).toBe(4);
  });

  it('with 1 coal 1 → 3 is possible but not 1 → 4', () => {
    expect(boat(play(open({ speed: 1, coal: 1 }), [speed(3)]).state, 'orange').coal).toBe(0);
    expect(rejection(open({ speed: 1, coal: 1 }), [], speed(4))).toBe('coal/insufficient');
  });
});

describe('rotation costs', () => {
  it('the first 60° of the turn is free, each further 60° costs 1 coal', () => {
    const s = open({ speed: 2 });
    const a = play(s, [R]).state;
    expect(boat(a, 'orange').coal).toBe(6);
    const b = play(s, [R, R]).state;
    expect(boat(b, 'orange').coal).toBe(5);
    expect(boat(b, 'orange').heading).toBe(2);
  });

  it('180° (3 × 60°) costs 2 coal', () => {
    const { state } = play(open({ speed: 1 }), [L, L, L]);
    expect(boat(state, 'orange').heading).toBe(3);
    expect(boat(state, 'orange').coal).toBe(4);
  });

  it('the free 60° is free only once per turn, also when split around a step', () => {
    const { state } = play(open({ speed: 2 }), [R, adv, L, adv]);
    expect(boat(state, 'orange').coal).toBe(5);
  });

  it('with 0 coal only the one free 60° turn', () => {
    expect(rejection(open({ speed: 2, coal: 0 }), [R], R)).toBe('coal/insufficient');
    expect(rejection(open({ speed: 2, coal: 0 }), [R, adv], L)).toBe('coal/insufficient');
  });

  it('turning back and forth at one point, or past 180°, is refused (it only burns coal)', () => {
    expect(rejection(open(), [R], L)).toBe('rotate/pointless');
    expect(rejection(open(), [L, L, L], L)).toBe('rotate/pointless');
  });
});

describe('the example move of the rulebook', () => {
  it('2 → 4 (−1), advance, free 60°, advance, 60° (−1), two straight: 2 coal in all', () => {
    // From A0 index 6 heading N: 11, turn NE, 12, turn N, 17, then A3-1 index 2.
    const s = open({ at: [0, 6], speed: 2, coal: 6 });
    const { state, events } = play(s, [speed(4), adv, R, adv, L, adv, adv, confirm]);
    const o = boat(state, 'orange');
    expect(o.coal).toBe(4);
    expect(o.speed).toBe(4);
    expect(o.pos).toEqual(hexAt(state.river, [1, 2]));
    expect(o.heading).toBe(0);
    const rot = events.filter((e) => e.type === 'rotated');
    expect(rot.map((e) => (e as { coal: number }).coal)).toEqual([0, 1]);
  });
});

describe('moving exactly `speed` points', () => {
  it('cannot confirm with points left when a complete turn exists', () => {
    expect(rejection(open({ speed: 3 }), [adv, adv], confirm)).toBe('turn/points-left');
  });

  it('cannot advance with no points left', () => {
    expect(rejection(open({ speed: 1 }), [adv], adv)).toBe('move/no-points-left');
  });

  it('never onto an island or off the river', () => {
    // A0 index 9 heading S → index 4 is land; index 14 heading SE → off the tile's side.
    expect(rejection(open({ at: [0, 9], heading: 3, speed: 1 }), [], adv)).toBe('move/island');
    expect(rejection(open({ at: [0, 14], heading: 2, speed: 1 }), [], adv)).toBe('move/off-river');
  });

  it('a rejected action changes nothing and apply never mutates its input', () => {
    const s = open();
    const before = JSON.stringify(s);
    const r = apply(s, { type: 'speed', speed: 9 });
    expect(r.ok).toBe(false);
    const ok = apply(s, { type: 'advance' });
    expect(ok.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('malformed actions get a code', () => {
    const s = open();
    expect(apply(s, { type: 'jump' } as never)).toMatchObject({ ok: false, code: 'action/malformed' });
    expect(apply(s, { type: 'rotate', step: 'X' } as never)).toMatchObject({ ok: false, code: 'action/malformed' });
    expect(apply(s, { type: 'advance', push: 'x' } as never)).toMatchObject({ ok: false, code: 'action/malformed' });
    expect(apply(s, { type: 'reorient', heading: 2 })).toMatchObject({ ok: false, code: 'action/wrong-decision' });
  });
});
