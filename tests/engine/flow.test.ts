// What comes next: reorientations, tile reveal, rounds, lost turns, departures, finishing, game end.
import { describe, expect, it } from 'vitest';
import { computeOrder } from '../../engine/order.js';
import { hexKey } from '../../engine/hex.js';
import { chanceOutcomes, legalActions, legalTurns } from '../../engine/index.js';
import { adv, boat, confirm, hexAt, play, position, R, rejection, riverOf } from './helpers/position.js';
import { neighbours } from '../../engine/hex.js';
import { spaceAt } from '../../engine/river.js';
import type { GameState } from '../../engine/index.js';

describe('tile reveal', () => {
  it('the first boat onto the newest tile finishes its move, then the next tile is drawn and placed', () => {
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [0, 12], speed: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }], stack: ['A1-1', 'A2-2'] });
    const moved = play(s, [adv, adv]);
    expect(moved.state.revealOwed).toBe(true);
    expect(moved.state.pending.kind).toBe('move'); // the move is finished first
    const done = play(moved.state, [R, confirm]).state;
    expect(done.pending).toEqual({ kind: 'chance', chance: 'drawTile' });
    const drawn = play(done, [{ type: 'drawTile', tile: 'A2-2' }]).state;
    expect(drawn.pending).toEqual({ kind: 'chance', chance: 'rollDie' });
    const face = chanceOutcomes(drawn)[0]!;
    const placed = play(drawn, [face]);
    expect(placed.state.river).toHaveLength(3);
    expect(placed.state.river[2]!.tile).toBe('A2-2');
    expect(placed.state.revealOwed).toBe(false);
    expect(placed.state.pending).toMatchObject({ kind: 'move', boat: 'red' });
    expect(placed.events.map((e) => e.type)).toEqual(['dieRolled', 'tilePlaced', 'turnStarted']);
  });

  it('after the last river tile the Finish is rolled at once', () => {
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [0, 12], speed: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }], stack: ['A1-1'] });
    const a = play(s, [adv, adv, confirm, { type: 'drawTile', tile: 'A1-1' }]).state;
    const b = play(a, [chanceOutcomes(a)[0]!]).state;
    expect(b.pending).toEqual({ kind: 'chance', chance: 'rollFinish' });
    const c = play(b, [chanceOutcomes(b)[0]!]);
    expect(c.state.finish).not.toBeNull();
    expect(c.state.pending).toMatchObject({ kind: 'move', boat: 'red' });
  });
});

describe('rounds and turn order', () => {
  it('after the last boat of the round, a new round starts in race order', () => {
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [0, 2] }, { id: 'red', at: [0, 9] }, { id: 'blue', at: [0, 5] }], mover: 'blue' });
    // blue is first in this test's order; make it the last boat of the round instead
    const last: GameState = { ...s, order: ['orange', 'red', 'blue'], turnIndex: 2 };
    const { state, events } = play(last, [adv, confirm]);
    expect(state.round).toBe(3);
    const expected = computeOrder(play(last, [adv]).state);
    expect(events).toContainEqual({ type: 'roundStarted', round: 3, order: expected });
    expect(state.order).toEqual(expected);
    expect(state.pending).toMatchObject({ kind: 'move', boat: expected[0] });
  });
});

describe('crash, lost turn and departure', () => {
  const boxed = () =>
    position({
      river: ['A3-1'],
      boats: [
        { id: 'orange', at: [0, 9], heading: 3, speed: 1, coal: 0 },
        { id: 'green', at: [0, 3] },
        { id: 'red', at: [0, 8] },
        { id: 'blue', at: [0, 2] },
      ],
    });

  it('a boat that cannot move crashes, loses its next turn, then departs at speed 1 in a heading of its choice', () => {
    const s = boxed();
    const c = play(s, [confirm]);
    expect(c.events).toContainEqual({ type: 'crashed', boat: 'orange', reason: 'blocked' });
    const o = boat(c.state, 'orange');
    expect(o).toMatchObject({ speed: 1, lostTurns: 1, freeDeparture: true });
    // the others move (green first); in the next round orange loses its turn
    let st = c.state;
    const seen: string[] = [];
    for (let k = 0; k < 100 && st.pending.kind !== 'depart'; k++) {
      const p = st.pending.kind;
      const r = play(st, p === 'reorient' ? [{ type: 'reorient', heading: 0 }] : p === 'chance' ? [chanceOutcomes(st)[0]!] : legalTurns(st)[0]!.actions);
      seen.push(...r.events.filter((e) => e.type === 'turnLost').map((e) => (e as { boat: string }).boat));
      st = r.state;
    }
    expect(seen).toContain('orange');
    expect(st.pending).toEqual({ kind: 'depart', player: 0, boat: 'orange' });
    const d = play(st, [{ type: 'depart', heading: 0 }]);
    expect(boat(d.state, 'orange')).toMatchObject({ heading: 0, speed: 1, freeDeparture: false, lostTurns: 0 });
    expect(d.state.pending).toMatchObject({ kind: 'move', boat: 'orange' });
    expect(d.state.turn?.speedChosen).toBe(true); // departs at speed 1
    expect(rejection(d.state, [], { type: 'speed', speed: 2 })).toBe('speed/already-set');
  });

  it('blocked at the newest tile: loses the next turn at speed 1, no free departure', () => {
    const st = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const t = legalTurns(st).find((x) => x.crash === 'newestTile')!;
    const { state, events } = play(st, t.actions);
    expect(events).toContainEqual({ type: 'crashed', boat: 'orange', reason: 'newestTile' });
    expect(boat(state, 'orange')).toMatchObject({ speed: 1, lostTurns: 1, freeDeparture: false });
  });
});

describe('a departure hemmed in by boats (mq-rules-4)', () => {
  // Orange departs after its crash from a space whose every water neighbour holds a boat: at
  // speed 1 it can neither step nor push (a push needs 2 points). Until mq-rules-3 that was a new
  // crash, a lost turn and another departure at speed 1, for ever while the others stayed: boats
  // jammed at a one-dock Finish went round so for 40 rounds (5 players, seed 1600055).
  const hemmed = (rulesVersion: string): GameState => {
    const river = riverOf(['A3-1']);
    const at = hexAt(river, [1, 9]);
    const water = neighbours(at).filter((h) => {
      const k = spaceAt(river, h)?.kind;
      return k !== undefined && k !== 'island';
    });
    const ids = ['red', 'blue', 'green', 'white', 'pink'] as const;
    expect(water.length).toBeGreaterThan(0);
    expect(water.length).toBeLessThanOrEqual(ids.length);
    const s = position({
      river: ['A3-1'],
      boats: [{ id: 'orange', at: [1, 9], speed: 1, coal: 0, freeDeparture: true }, ...water.map((h, i) => ({ id: ids[i]!, at: h }))],
      stack: ['A1-1', 'A1-2'], // tiles with docks still to come: the race goes on (passengers can still come)
    });
    return { ...s, rulesVersion, turn: null, pending: { kind: 'depart', player: 0, boat: 'orange' } };
  };

  it('stays where it is without a new crash; its next turn is a normal one, in which it may speed up and push', () => {
    const d = play(hemmed('mq-rules-4'), [{ type: 'depart', heading: 0 }]).state;
    const ways = legalTurns(d);
    expect(ways.length).toBeGreaterThan(0);
    expect(ways.every((t) => t.crash)).toBe(true); // nothing else is possible
    expect(ways.find((t) => t.actions.length === 1)?.crash).toBe('blocked'); // staying as it is
    const c = play(d, [confirm]);
    expect(c.events).toContainEqual({ type: 'crashed', boat: 'orange', reason: 'hemmedIn' });
    expect(boat(c.state, 'orange')).toMatchObject({ speed: 1, lostTurns: 0, freeDeparture: false, pos: hexAt(d.river, [1, 9]) });
    // the others play their turns (each may push orange somewhere: that is the point)
    let st = c.state;
    for (let k = 0; k < 40 && !(st.pending.kind === 'move' && st.pending.boat === 'orange'); k++) {
      expect(st.pending.kind === 'depart' && st.pending.boat === 'orange').toBe(false);
      const p = st.pending.kind;
      st = play(st, p === 'chance' ? [chanceOutcomes(st)[0]!] : p === 'move' ? legalTurns(st)[0]!.actions : [legalActions(st)[0]!]).state;
    }
    expect(st.pending).toMatchObject({ kind: 'move', boat: 'orange' });
    expect(st.turn?.speedChosen).toBe(false); // a normal turn: speed 2 is free
    expect(rejection(st, [], { type: 'speed', speed: 2 })).toBeNull();
  });

  it('games under mq-rules-3 keep their rule: a new crash, a lost turn, another departure', () => {
    const d = play(hemmed('mq-rules-3'), [{ type: 'depart', heading: 0 }]).state;
    const c = play(d, [confirm]);
    expect(c.events).toContainEqual({ type: 'crashed', boat: 'orange', reason: 'blocked' });
    expect(boat(c.state, 'orange')).toMatchObject({ speed: 1, lostTurns: 1, freeDeparture: true });
  });
});

describe('passengers', () => {
  // A1-1 as tile 2 (not the newest): blue dock at index 11, reached from index 6? no: from 16 heading S... use 10 → 11 (SE).
  const dock = (sp: number, extra: { passengers?: number; docksUsed?: string[] } = {}) =>
    position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'red', at: [2, 10], heading: 1, speed: sp, ...extra }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

  it('end the move on a dock at speed 1: pick up one passenger', () => {
    const s = dock(1);
    const key = hexKey(hexAt(s.river, [2, 11]));
    const { state, events } = play(s, [adv, confirm]);
    expect(boat(state, 'red')).toMatchObject({ passengers: 1, docksUsed: [key] });
    expect(state.docks[key]).toBe(0);
    expect(events).toContainEqual({ type: 'passengerTaken', boat: 'red', hex: hexAt(s.river, [2, 11]), aboard: 1 });
  });

  it('not at speed 2, not twice from the same dock, not with 2 aboard, not from an empty dock', () => {
    const s2 = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'red', at: [2, 5], heading: 1, speed: 2 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    void s2;
    const key = hexKey(hexAt(dock(1).river, [2, 11]));
    expect(boat(play(dock(1, { docksUsed: [key], passengers: 1 }), [adv, confirm]).state, 'red').passengers).toBe(1);
    expect(boat(play(dock(1, { passengers: 2 }), [adv, confirm]).state, 'red').passengers).toBe(2);
    const empty = { ...dock(1), docks: { [key]: 0 } };
    expect(boat(play(empty, [adv, confirm]).state, 'red').passengers).toBe(0);
    const fast = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'red', at: [2, 10], heading: 1, speed: 2, coal: 6 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    for (const t of legalTurns(fast)) {
      if (hexKey(t.end.pos) === key) expect(t.end.passengers).toBe(t.end.speed === 1 ? 1 : 0);
    }
  });
});

describe('finishing and the end of the game', () => {
  // A3-1 is the last river tile, Finish attached straight: finish docks 16, 17, 18.
  const finish = (passengers: number, others: { id: 'red' | 'blue' | 'green'; place: number | null }[]) =>
    position({
      river: ['A3-1'],
      stack: [],
      finish: 'straight',
      boats: [
        { id: 'orange', at: [1, 12], speed: 1, passengers },
        ...others.map((o, k) => ({ id: o.id, at: o.place === null ? ([0, [2, 9, 5][k]!] as [number, number]) : null, place: o.place, passengers: 2 })),
      ],
    });

  it('ending the own move on a finish dock at speed 1 with 2 passengers finishes the race', () => {
    const { state, events } = play(finish(2, [{ id: 'red', place: null }, { id: 'blue', place: null }]), [adv, confirm]);
    expect(events).toContainEqual({ type: 'finished', boat: 'orange', place: 1 });
    expect(boat(state, 'orange')).toMatchObject({ pos: null, place: 1 });
    expect(state.pending).toMatchObject({ kind: 'move', boat: 'red' });
    expect(state.order).toContain('orange'); // this round's order; it leaves the next
  });

  it('with fewer than 2 passengers the boat just stays there', () => {
    const { state } = play(finish(1, [{ id: 'red', place: null }, { id: 'blue', place: null }]), [adv, confirm]);
    expect(boat(state, 'orange').place).toBeNull();
    expect(boat(state, 'orange').pos).toEqual(hexAt(state.river, [1, 17]));
  });

  it('the game ends when all boats but one have finished; the last one takes the last place', () => {
    const s = finish(2, [
      { id: 'red', place: 1 },
      { id: 'blue', place: 2 },
      { id: 'green', place: null },
    ]);
    const { state, events } = play(s, [adv, confirm]);
    expect(boat(state, 'orange').place).toBe(3);
    expect(boat(state, 'green').place).toBe(4);
    expect(state.pending).toEqual({ kind: 'over' });
    expect(events).toContainEqual({ type: 'gameOver', places: ['red', 'blue', 'orange', 'green'], winners: [boat(state, 'red').owner] });
    expect(rejection(state, [], adv)).toBe('game/over');
  });
});

describe('a race nobody can continue', () => {
  it('ends when every boat still racing is stuck on a sandbank without coal', () => {
    // B3-1 is the last tile (Finish straight: docks 16-18); sandbanks at 6 and 13.
    const s = position({
      river: ['A3-1', 'B3-1'],
      stack: [],
      finish: 'straight',
      boats: [
        { id: 'red', at: [2, 12], speed: 1, passengers: 2 },
        { id: 'pink', at: [2, 13], coal: 0 },
        { id: 'blue', at: [2, 6], coal: 0 },
      ],
    });
    const { state, events } = play(s, [adv, confirm]);
    expect(boat(state, 'red').place).toBe(1);
    expect(state.pending).toEqual({ kind: 'over' });
    expect(new Set([boat(state, 'pink').place, boat(state, 'blue').place])).toEqual(new Set([2, 3]));
    expect(events.at(-1)?.type).toBe('gameOver');
  });
});
