// legalTurns / legalActions: complete turns, "must avoid if you can", crash outcomes, and the
// agreement between the enumeration and apply().
import { describe, expect, it } from 'vitest';
import { apply, legalActions, legalTurns, type GameState, type LegalTurn } from '../../engine/index.js';
import { hexKey } from '../../engine/hex.js';
import { boat, hexAt, L, play, position, rejection } from './helpers/position.js';

function replayTurn(s: GameState, t: LegalTurn): GameState {
  // play up to (not including) confirm, then compare with the announced end
  const { state } = play(s, t.actions.slice(0, -1));
  return state;
}

const positions: Record<string, () => GameState> = {
  open: () =>
    position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'orange', at: [0, 7], speed: 3, coal: 6 }, { id: 'red', at: [0, 1] }, { id: 'blue', at: [0, 3] }] }),
  crowded: () =>
    position({
      river: ['A3-1'],
      boats: [
        { id: 'white', at: [0, 2], speed: 1, coal: 6 },
        { id: 'orange', at: [0, 9] },
        { id: 'blue', at: [0, 5] },
        { id: 'green', at: [0, 3] },
        { id: 'pink', at: [0, 1] },
      ],
    }),
  hazards: () =>
    position({
      river: ['A3-1', 'B2', 'B3-1', 'A3-2'],
      boats: [{ id: 'orange', at: [1, 18], speed: 4, coal: 2 }, { id: 'red', at: [2, 8], speed: 2 }, { id: 'blue', at: [3, 3] }],
    }),
};

describe('legalTurns', () => {
  for (const [name, make] of Object.entries(positions)) {
    it(`${name}: every listed turn plays through apply() to the announced end`, () => {
      const s = make();
      const turns = legalTurns(s);
      expect(turns.length).toBeGreaterThan(0);
      for (const t of turns) {
        const before = replayTurn(s, t);
        const b = boat(before, s.turn!.boat);
        expect(b.pos).toEqual(t.end.pos);
        expect(b.heading).toBe(t.end.heading);
        expect(t.path[t.path.length - 1]).toEqual(t.end.pos);
        expect(t.path[0]).toEqual(boat(s, s.turn!.boat).pos);
        const r = apply(before, { type: 'confirm' });
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const after = boat(r.state, s.turn!.boat);
        if (after.pos) expect(after.speed).toBe(t.end.speed);
        expect(after.coal).toBe(t.end.coal);
        expect(after.passengers).toBe(t.end.passengers);
        expect(boat(s, s.turn!.boat).coal - t.coalSpent).toBe(b.coal);
      }
    });

    it(`${name}: outcomes are distinct`, () => {
      const turns = legalTurns(make());
      const keys = turns.map((t) => JSON.stringify([t.end, t.pushed ?? [], t.revealsTile ?? false, t.crash ?? '']));
      expect(new Set(keys).size).toBe(keys.length);
    });
  }

  it('lists the turn keeping the most coal for each outcome', () => {
    const turns = legalTurns(positions.open!());
    const straight = turns.find((t) => t.actions.every((a) => a.type === 'advance' || a.type === 'confirm'));
    expect(straight?.coalSpent).toBe(0);
    const byEnd = new Map<string, number>();
    for (const t of turns) {
      const k = `${hexKey(t.end.pos)}/${t.end.heading}/${t.end.speed}/${JSON.stringify(t.pushed ?? [])}`;
      expect(byEnd.has(k)).toBe(false);
      byEnd.set(k, t.end.coal);
    }
  });

  it('is empty when no move is pending', () => {
    const s = positions.open!();
    expect(legalTurns({ ...s, pending: { kind: 'over' } })).toEqual([]);
  });
});

describe('must avoid if you can', () => {
  // A3-1 (newest tile) index 2, heading N, speed 3, no coal: index 7 ahead is an island. The only
  // complete turn slows to 2, takes the free 60° right and advances twice.
  const s = () =>
    position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 2], speed: 3, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

  it('finds the only complete turn', () => {
    const turns = legalTurns(s());
    expect(turns).toHaveLength(1);
    expect(turns[0]!.crash).toBeUndefined();
    expect(turns[0]!.actions).toEqual([{ type: 'speed', speed: 2 }, { type: 'rotate', step: 'R' }, { type: 'advance' }, { type: 'advance' }, { type: 'confirm' }]);
  });

  it('refuses a step after which no complete turn remains', () => {
    expect(rejection(s(), [], L)).toBe('move/must-avoid');
    expect(rejection(s(), [], { type: 'speed', speed: 3 })).toBe('move/must-avoid');
    expect(rejection(s(), [], { type: 'speed', speed: 2 })).toBeNull();
  });

  it('legalActions lists exactly the accepted actions', () => {
    const st = s();
    const legal = legalActions(st);
    expect(legal).toContainEqual({ type: 'speed', speed: 2 });
    expect(legal).not.toContainEqual(L);
    for (const a of legal) expect(apply(st, a).ok).toBe(true);
    for (const a of [L, { type: 'speed', speed: 4 }, { type: 'confirm' }] as const) {
      expect(legal).not.toContainEqual(a);
      expect(apply(st, a).ok).toBe(false);
    }
  });

  it('adding a tile (2): a speed-6 boat must manoeuvre to stay on the newest tile', () => {
    const st = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 2 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const turns = legalTurns(st);
    expect(turns.length).toBeGreaterThan(0);
    const onRiver = new Set(st.river.flatMap((_, t) => Array.from({ length: 20 }, (_, i) => hexKey(hexAt(st.river, [t, i])))));
    for (const t of turns) {
      expect(t.crash).toBeUndefined();
      for (const h of t.path) expect(onRiver.has(hexKey(h))).toBe(true);
    }
    // straight ahead runs past the newest tile after one space
    expect(rejection(st, [{ type: 'advance' }], { type: 'advance' })).toBe('move/beyond-newest-tile');
  });
});

describe('crash outcomes', () => {
  // orange on A0 index 9 heading S, speed 1, no coal: index 4 is land, its free 60° turn reaches
  // only index 3 (green, which cannot be pushed: 8 and 2 are taken) or the bank.
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

  it('lists the ways of getting as far as possible, each marked as a crash', () => {
    const turns = legalTurns(boxed());
    expect(turns.length).toBe(3); // stay, with heading S, SE or SW
    for (const t of turns) {
      expect(t.crash).toBe('blocked');
      expect(t.path).toHaveLength(1);
    }
  });

  it('a speed-6 boat without coal at the end of the newest tile crashes there (newest-tile limit)', () => {
    const st = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const turns = legalTurns(st);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((t) => t.crash !== undefined)).toBe(true);
    expect(turns.some((t) => t.crash === 'newestTile')).toBe(true);
  });
});

describe('legalActions for the other decisions', () => {
  it('crash: confirm is legal right away when the boat cannot move at all', () => {
    const s = position({
      river: ['A3-1'],
      boats: [
        { id: 'orange', at: [0, 9], heading: 3, speed: 1, coal: 0 },
        { id: 'green', at: [0, 3] },
        { id: 'red', at: [0, 8] },
        { id: 'blue', at: [0, 2] },
      ],
    });
    const acts = legalActions(s);
    expect(acts).toContainEqual({ type: 'confirm' });
    expect(acts.some((a) => a.type === 'advance')).toBe(false);
    for (const a of acts) expect(apply(s, a).ok).toBe(true);
  });

  it('reorient offers the six headings to the pushed boat', () => {
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [0, 2], speed: 2 }, { id: 'green', at: [0, 7] }, { id: 'red', at: [0, 9] }] });
    const { state } = play(s, [{ type: 'advance', push: [hexAt(s.river, [0, 13])] }, { type: 'confirm' }]);
    expect(legalActions(state)).toEqual([0, 1, 2, 3, 4, 5].map((heading) => ({ type: 'reorient', heading })));
    expect(apply(state, { type: 'reorient', heading: 6 as never })).toMatchObject({ ok: false, code: 'heading/invalid' });
  });
});

describe('legalTurns mid-turn', () => {
  it('continues from the current point: every listed turn plays from there', () => {
    const s = positions.open!();
    const mid = play(s, [{ type: 'speed', speed: 4 }, { type: 'rotate', step: 'R' }, { type: 'advance' }]).state;
    const turns = legalTurns(mid);
    expect(turns.length).toBeGreaterThan(0);
    for (const t of turns) {
      expect(t.path[0]).toEqual(boat(mid, 'orange').pos);
      expect(t.actions.some((a) => a.type === 'speed')).toBe(false); // the speed is set already
      const r = play(mid, t.actions);
      expect(r.events.some((e) => e.type === 'turnEnded')).toBe(true);
    }
    // 3 points left: nothing listed spends more or fewer
    expect(turns.every((t) => t.path.length <= 4)).toBe(true);
  });
});
