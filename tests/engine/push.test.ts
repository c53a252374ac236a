// Pushing another boat (rulebook "Pushing another boat", RULINGS §10).
import { describe, expect, it } from 'vitest';
import { hexKey } from '../../engine/hex.js';
import { apply, legalActions, legalTurns } from '../../engine/index.js';
import { adv, boat, confirm, hexAt, play, position, rejection, speed } from './helpers/position.js';
import type { Action, BoatId, GameState, Hex } from '../../engine/index.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });

// A0 + A3-1 + A1-1 (straight): the pushes happen on A0, away from the newest tile.
function onA0(boats: { id: BoatId; at: [number, number]; speed?: number; heading?: 0 | 1 | 2 | 3 | 4 | 5 }[]): GameState {
  return position({ river: ['A3-1', 'A1-1'], boats: boats.map((b) => ({ ...b, coal: 6 })) });
}
const at = (s: GameState, t: number, i: number) => hexAt(s.river, [t, i]);

describe('the three push cases of the rulebook', () => {
  it('1st case: push for 2 points, then advance 2; the pushed owner reorients', () => {
    const s = onA0([{ id: 'orange', at: [0, 2], speed: 4 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 9] }]);
    const { state, events } = play(s, [push(at(s, 0, 13)), adv, adv, confirm]);
    expect(boat(state, 'orange').pos).toEqual(at(s, 0, 17));
    expect(boat(state, 'green').pos).toEqual(at(s, 0, 13));
    expect(events).toContainEqual({ type: 'moved', boat: 'orange', from: at(s, 0, 2), to: at(s, 0, 7), cost: 2 });
    expect(state.pending).toEqual({ kind: 'reorient', player: 1, boat: 'green' });
    const r = play(state, [{ type: 'reorient', heading: 4 }]);
    expect(boat(r.state, 'green').heading).toBe(4);
    expect(r.state.pending).toMatchObject({ kind: 'move', boat: 'green' });
  });

  it('2nd case: push the same boat twice for 4 points; it is reoriented once', () => {
    const s = onA0([{ id: 'orange', at: [0, 2], speed: 4 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 9] }]);
    const { state } = play(s, [push(at(s, 0, 12)), push(at(s, 0, 17)), confirm]);
    expect(boat(state, 'orange').pos).toEqual(at(s, 0, 12));
    expect(boat(state, 'green').pos).toEqual(at(s, 0, 17));
    expect(state.reorientQueue).toEqual(['green']);
  });

  it('3rd case: red pushes green into orange for 3 points and advances 1; each owner reorients or not', () => {
    const s = onA0([
      { id: 'red', at: [0, 2], speed: 3 },
      { id: 'green', at: [0, 7], heading: 1 },
      { id: 'orange', at: [0, 12], heading: 5 },
    ]);
    const { state, events } = play(s, [push(at(s, 0, 12), at(s, 0, 17)), confirm]);
    expect(boat(state, 'red').pos).toEqual(at(s, 0, 7));
    expect(boat(state, 'green').pos).toEqual(at(s, 0, 12));
    expect(boat(state, 'orange').pos).toEqual(at(s, 0, 17));
    expect(events.filter((e) => e.type === 'pushed').map((e) => (e as { boat: string }).boat)).toEqual(['green', 'orange']);
    expect(state.reorientQueue).toEqual(['green', 'orange']);
    const after = play(state, [{ type: 'reorient', heading: 1 }, { type: 'reorient', heading: 0 }]).state;
    expect(boat(after, 'green').heading).toBe(1); // green decides not to reorient
    expect(boat(after, 'orange').heading).toBe(0);
  });
});

describe('push rules', () => {
  const base = () => onA0([{ id: 'orange', at: [0, 2], speed: 2 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 9] }]);

  it('needs 2 movement points (enter + push)', () => {
    const s = onA0([{ id: 'orange', at: [0, 2], speed: 1 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 9] }]);
    expect(rejection(s, [], push(at(s, 0, 12)))).toBe('push/needs-two-points');
    const s3 = onA0([{ id: 'orange', at: [0, 2], speed: 3 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 9] }]);
    // with 1 point left after a step the boat must turn instead of pushing
    expect(rejection(s3, [{ type: 'rotate', step: 'L' }, adv, { type: 'rotate', step: 'R' }], push(at(s3, 0, 12)))).not.toBeNull();
  });

  it('the destination is an empty adjacent river space chosen by the pusher, never its own space', () => {
    const s = base();
    expect(rejection(s, [], push(at(s, 0, 2)))).toBe('push/bad-destination'); // the pusher's space
    expect(rejection(s, [], push(at(s, 0, 17)))).toBe('push/bad-destination'); // not adjacent
    expect(rejection(s, [], push(at(s, 0, 9)))).toBe('push/bad-destination'); // red is there, no chain given
    expect(rejection(s, [], { type: 'advance' })).toBe('push/bad-destination'); // no destination
    for (const i of [6, 8, 11, 12, 13]) expect(rejection(s, [], push(at(s, 0, i)))).toBeNull();
  });

  it('lists every destination among the legal actions', () => {
    const s = base();
    const pushes = legalActions(s).filter((a) => a.type === 'advance');
    const dests = pushes.map((a) => hexKey((a as { push: Hex[] }).push[0]!)).sort();
    expect(dests).toEqual([6, 8, 11, 12, 13].map((i) => hexKey(at(s, 0, i))).sort());
  });

  it('not onto an island nor past the newest tile', () => {
    // A3-1 (newest, tile 1): islands 4,5,7,9,10. Push from tile-1 index 12 into 17: 17's N is beyond the river.
    const s = position({
      river: ['A3-1'],
      boats: [{ id: 'orange', at: [1, 12], speed: 2 }, { id: 'green', at: [1, 17] }, { id: 'red', at: [0, 2] }],
    });
    const beyond = { q: at(s, 1, 17).q, r: at(s, 1, 17).r - 1 };
    expect(rejection(s, [], push(beyond))).toBe('push/bad-destination');
    const s2 = position({
      river: ['A3-1'],
      boats: [{ id: 'orange', at: [1, 1], speed: 2, heading: 0 }, { id: 'green', at: [1, 6] }, { id: 'red', at: [0, 2] }],
    });
    expect(rejection(s2, [], push(at(s2, 1, 5)))).toBe('push/bad-destination'); // island
    expect(rejection(s2, [], push(at(s2, 1, 11)))).toBeNull();
  });

  it('a chain push costs 1 more point per extra boat', () => {
    const s = onA0([{ id: 'red', at: [0, 2], speed: 2 }, { id: 'green', at: [0, 7] }, { id: 'orange', at: [0, 12] }]);
    expect(rejection(s, [], push(at(s, 0, 12), at(s, 0, 17)))).toBe('move/no-points-left');
  });

  it('a boat pushed at speed 1 onto a dock with a passenger takes one at once; at speed 2 it does not', () => {
    // tile 2 = A1-1: blue dock at index 11, next to index 7.
    for (const sp of [1, 2]) {
      const s = position({
        river: ['A3-1', 'A1-1', 'A3-2'],
        boats: [{ id: 'orange', at: [2, 2], speed: 2 }, { id: 'green', at: [2, 7], speed: sp }, { id: 'red', at: [0, 2] }],
      });
      const dock = at(s, 2, 11);
      const { state, events } = play(s, [push(dock), confirm]);
      const g = boat(state, 'green');
      expect(g.pos).toEqual(dock);
      if (sp === 1) {
        expect(g.passengers).toBe(1);
        expect(g.docksUsed).toEqual([hexKey(dock)]);
        expect(state.docks[hexKey(dock)]).toBe(0);
        expect(events).toContainEqual({ type: 'passengerTaken', boat: 'green', hex: dock, aboard: 1 });
      } else {
        expect(g.passengers).toBe(0);
        expect(state.docks[hexKey(dock)]).toBe(1);
      }
    }
  });

  it('a boat pushed onto a dock where a passenger waits and taking none is told why (the log can say it); not onto an empty dock', () => {
    const spec = (green: { speed?: number; passengers?: number; docksUsed?: string[] }, docks?: [number, number, number][]) =>
      position({
        river: ['A3-1', 'A1-1', 'A3-2'],
        boats: [{ id: 'orange', at: [2, 2], speed: 2 }, { id: 'green', at: [2, 7], ...green }, { id: 'red', at: [0, 2] }],
        ...(docks ? { docks } : {}),
      });
    const missed = (s: GameState) => play(s, [push(at(s, 2, 11)), confirm]).events.filter((e) => e.type === 'passengerMissed');
    const fast = spec({ speed: 2 });
    const dock = at(fast, 2, 11);
    expect(missed(fast)).toEqual([{ type: 'passengerMissed', boat: 'green', hex: dock, reason: 'fast', speed: 2, by: 'orange' }]);
    expect(missed(spec({ speed: 1, docksUsed: [hexKey(dock)] }))).toEqual([{ type: 'passengerMissed', boat: 'green', hex: dock, reason: 'used', speed: 1, by: 'orange' }]);
    expect(missed(spec({ speed: 1, passengers: 2 }))).toEqual([{ type: 'passengerMissed', boat: 'green', hex: dock, reason: 'full', speed: 1, by: 'orange' }]);
    // told right after the push, before the mover's step
    const events = play(fast, [push(dock)]).events;
    expect(events.map((e) => e.type)).toEqual(['pushed', 'passengerMissed', 'moved']);
    // nothing waits there: nothing to wonder about
    expect(missed(spec({ speed: 2 }, [[2, 11, 0]]))).toEqual([]);
    // it took one: no miss
    expect(missed(spec({ speed: 1 }))).toEqual([]);
  });

  it('a pushed boat entering the newest tile makes the mover reveal a tile after the move', () => {
    // A0 + A3-1 (newest). Green at A0 17 is pushed onto A3-1 index 2.
    const s = position({
      river: ['A3-1'],
      boats: [{ id: 'orange', at: [0, 12], speed: 2 }, { id: 'green', at: [0, 17] }, { id: 'red', at: [0, 2] }],
    });
    const t = legalTurns(s).find((x) => x.pushed?.[0]?.pos && hexKey(x.pushed[0].pos) === hexKey(at(s, 1, 2)));
    expect(t?.revealsTile).toBe(true);
    const { state } = play(s, [push(at(s, 1, 2)), confirm]);
    expect(state.pending).toEqual({ kind: 'reorient', player: 1, boat: 'green' });
    const next = play(state, [{ type: 'reorient', heading: 0 }]).state;
    expect(next.pending).toEqual({ kind: 'chance', chance: 'drawTile' });
  });

  it('pushing changes nothing when rejected', () => {
    const s = base();
    const before = JSON.stringify(s);
    expect(apply(s, push(at(s, 0, 2))).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
    void speed;
  });
});
