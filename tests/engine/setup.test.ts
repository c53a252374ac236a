// A new game and the chance steps: start order, tile draws, die rolls, the Finish, passengers,
// and the seeded generator they draw from.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultConfig, riverTilesFor } from '../../engine/config.js';
import { hexKey } from '../../engine/hex.js';
import { passengersForNewTile } from '../../engine/passengers.js';
import { nextUint32, randomInt, seedRng, shuffle } from '../../engine/rng.js';
import { finishDocks, globalHex, legalDieFaces, placeNext, START_TILE, startDockHex } from '../../engine/river.js';
import {
  applyDieRoll,
  applyDrawTile,
  applyFinishRoll,
  applyPlaceBoat,
  applyStartOrder,
  chanceOutcomes,
  newGame,
  sampleChance,
  type StepResult,
} from '../../engine/setup.js';
import type { Action, BoatId, GameState, PlacedTile, TileId } from '../../engine/types.js';

function ok(r: StepResult): Extract<StepResult, { state: GameState }> {
  if ('code' in r) throw new Error(`rejected: ${r.code}`);
  return r;
}

const ORDER: BoatId[] = ['blue', 'white', 'orange', 'green'];

/** A 4-player game up to the first boat's turn, with the first tile chosen. */
function started(first: TileId = 'A1-2', seed = 1, rulesVersion?: string): GameState {
  let s = newGame(defaultConfig(4), seed, { rulesVersion });
  s = ok(applyStartOrder(s, ORDER)).state;
  s = ok(applyDrawTile(s, first)).state;
  for (let i = 0; i < 4; i++) s = ok(applyPlaceBoat(s, 0)).state;
  return s;
}

describe('rng (sfc32)', () => {
  it('is deterministic, pure, and gives different streams for different seeds', () => {
    const a = seedRng(42);
    const copy = [...a];
    const [x1, a1] = nextUint32(a);
    expect(a).toEqual(copy); // not mutated
    expect(nextUint32(a)).toEqual([x1, a1]);
    expect(seedRng(42)).toEqual(a);
    expect(seedRng(43)).not.toEqual(a);
    expect(a1.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
  });

  it('randomInt stays in range and is roughly uniform', () => {
    let rng = seedRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const [v, next] = randomInt(rng, 6);
      counts[v]!++;
      rng = next;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(() => randomInt(rng, 0)).toThrow(RangeError);
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 20 }), (seed, items) => {
        const before = [...items];
        const [out] = shuffle(seedRng(seed), items);
        expect(items).toEqual(before);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});

describe('newGame', () => {
  it('builds the initial state: A0 only, full stack, supply, boats at speed 1 and coal 6, start order pending', () => {
    const config = defaultConfig(4);
    const s = newGame(config, 5);
    expect(s.river).toEqual([START_TILE]);
    expect([...s.stack].sort()).toEqual([...config.riverTiles].sort());
    expect(s.supply).toBe(12);
    expect(s.docks).toEqual({});
    expect(s.pending).toEqual({ kind: 'chance', chance: 'startOrder' });
    expect(s.boats.map((b) => [b.id, b.owner, b.speed, b.coal, b.passengers, b.pos])).toEqual([
      ['white', 0, 1, 6, 0, null],
      ['orange', 1, 1, 6, 0, null],
      ['blue', 2, 1, 6, 0, null],
      ['green', 3, 1, 6, 0, null],
    ]);
    expect(s.rng).toEqual(seedRng(5));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s); // plain JSON data
  });

  it('does not share arrays with the config it was given', () => {
    const config = defaultConfig(3);
    const s = newGame(config, 1);
    config.riverTiles.pop();
    config.seats[0]!.boats[0] = 'pink';
    expect(s.config.riverTiles).toHaveLength(11);
    expect(s.config.seats[0]!.boats[0]).toBe('white');
  });

  it('rejects an invalid config with a ConfigError naming the field', () => {
    expect(() => newGame({ seats: [{ boats: ['white'] }], riverTiles: riverTilesFor() }, 1)).toThrow(ConfigError);
    try {
      newGame({ ...defaultConfig(3), riverTiles: ['A0'] as TileId[] }, 1);
    } catch (e) {
      expect(e).toMatchObject({ code: 'config/tile-start', field: 'riverTiles[0]' });
    }
  });
});

describe('setup flow', () => {
  it('start order puts order[i] on start dock i+1, then the first tile is drawn and attached straight', () => {
    const s0 = newGame(defaultConfig(4), 1);
    const r1 = ok(applyStartOrder(s0, ORDER));
    expect(r1.events).toEqual([{ type: 'startOrder', order: ORDER }]);
    expect(r1.state.pending).toEqual({ kind: 'chance', chance: 'drawTile' });
    ORDER.forEach((id, i) => {
      expect(r1.state.boats.find((b) => b.id === id)!.pos).toEqual(startDockHex(r1.state.river, i + 1));
    });
    const r2 = ok(applyDrawTile(r1.state, 'A1-2'));
    expect(r2.state.river).toHaveLength(2);
    expect(r2.state.river[1]).toEqual({ tile: 'A1-2', origin: { q: 0, r: -4 }, heading: 0, attached: 'straight' });
    expect(r2.state.stack).not.toContain('A1-2');
    expect(r2.state.drawn).toBeNull();
    // 4 players: a blue dock gets 2 passengers at once
    const dock = globalHex(r2.state.river[1]!, 8);
    expect(r2.state.docks).toEqual({ [hexKey(dock)]: 2 });
    expect(r2.state.supply).toBe(10);
    expect(r2.events).toEqual([
      { type: 'tileDrawn', tile: 'A1-2' },
      { type: 'tilePlaced', index: 1, placed: r2.state.river[1], passengers: [{ hex: dock, count: 2 }] },
    ]);
    expect(r2.state.pending).toEqual({ kind: 'placeBoat', player: 2, boat: 'blue' });
  });

  it('boats are placed in start order with any heading, then round 1 starts in that order', () => {
    let s = newGame(defaultConfig(4), 1);
    s = ok(applyStartOrder(s, ORDER)).state;
    s = ok(applyDrawTile(s, 'A3-1')).state;
    expect(applyPlaceBoat(s, 6 as never)).toEqual({ code: 'heading/invalid' });
    const headings = [0, 5, 1, 3] as const;
    for (let i = 0; i < 4; i++) {
      expect(s.pending).toMatchObject({ kind: 'placeBoat', boat: ORDER[i] });
      const r = ok(applyPlaceBoat(s, headings[i]));
      expect(r.events[0]).toEqual({ type: 'boatPlaced', boat: ORDER[i], hex: startDockHex(s.river, i + 1), heading: headings[i] });
      s = r.state;
    }
    expect(s.round).toBe(1);
    expect(s.order).toEqual(ORDER);
    expect(s.pending).toEqual({ kind: 'move', player: 2, boat: 'blue' });
    expect(s.boats.find((b) => b.id === 'green')!.heading).toBe(3);
  });

  it('rejects wrong decisions and impossible outcomes without changing anything', () => {
    const s0 = newGame(defaultConfig(3), 1);
    const frozen = JSON.stringify(s0);
    expect(applyDrawTile(s0, 'A1-1')).toEqual({ code: 'action/wrong-decision' });
    expect(applyStartOrder(s0, ['white', 'red'] as BoatId[])).toEqual({ code: 'chance/invalid-outcome' });
    expect(applyStartOrder(s0, ['white', 'white', 'orange'])).toEqual({ code: 'chance/invalid-outcome' });
    expect(applyStartOrder(s0, ['white', 'orange', 'pink'])).toEqual({ code: 'chance/invalid-outcome' });
    expect(applyPlaceBoat(s0, 0)).toEqual({ code: 'action/wrong-decision' });
    expect(applyDieRoll(s0, 'left')).toEqual({ code: 'action/wrong-decision' });
    expect(applyFinishRoll(s0, 'left')).toEqual({ code: 'action/wrong-decision' });
    const s1 = ok(applyStartOrder(s0, ['orange', 'blue', 'white'])).state;
    expect(applyDrawTile(s1, 'B4')).toEqual({ code: 'chance/invalid-outcome' });
    expect(JSON.stringify(s0)).toBe(frozen);
  });
});

describe('tiles during the game', () => {
  it('a drawn tile waits for the die; a legal face places it with its passengers', () => {
    const s = started('A3-1');
    const drawnState = ok(applyDrawTile({ ...s, pending: { kind: 'chance', chance: 'drawTile' } }, 'A2-3')).state;
    expect(drawnState.drawn).toBe('A2-3');
    expect(drawnState.pending).toEqual({ kind: 'chance', chance: 'rollDie' });
    const r = ok(applyDieRoll(drawnState, 'left'));
    const placed = r.state.river[2]!;
    expect(placed).toEqual(placeNext(s.river, 'left', 'A2-3'));
    expect(r.state.drawn).toBeNull();
    expect(r.state.docks[hexKey(globalHex(placed, 11))]).toBe(1); // 4 players: red dock 1
    expect(r.events[0]).toEqual({ type: 'dieRolled', face: 'left', accepted: true });
    expect(r.events[1]).toMatchObject({ type: 'tilePlaced', index: 2 });
  });

  it('mq-rules-1: a face that would touch an older tile is an invalid outcome (mq-rules-2: tests/engine/die-rerolls.test.ts)', () => {
    let s = started('A3-1', 1, 'mq-rules-1');
    // force the river S R R R, then the fourth right would overlap A0
    for (const tile of ['A3-2', 'A3-3', 'A2-1'] as TileId[]) {
      s = ok(applyDrawTile({ ...s, pending: { kind: 'chance', chance: 'drawTile' } }, tile)).state;
      s = ok(applyDieRoll(s, 'right')).state;
    }
    s = ok(applyDrawTile({ ...s, pending: { kind: 'chance', chance: 'drawTile' } }, 'A2-2')).state;
    expect(applyDieRoll(s, 'right')).toEqual({ code: 'chance/invalid-outcome' });
    expect(chanceOutcomes(s)).not.toContainEqual({ type: 'rollDie', face: 'right' });
    expect(chanceOutcomes(s).map((a) => (a as { face: string }).face)).toEqual(legalDieFaces(s.river, 'A2-2', s.stack.length));
  });

  it('a dock revealed when the supply is short gets what is left; nothing when empty', () => {
    const s = started('A3-1');
    const config = defaultConfig(5); // 2 per dock
    const placed = placeNext(s.river, 'straight', 'A1-1');
    expect(passengersForNewTile({ config, supply: 1 }, placed)).toEqual([{ hex: globalHex(placed, 11), count: 1 }]);
    expect(passengersForNewTile({ config, supply: 0 }, placed)).toEqual([]);
    expect(passengersForNewTile({ config, supply: 9 }, placeNext(s.river, 'straight', 'B1'))).toEqual([]); // coal depots
  });

  it('placing the last tile owes the Finish at once; its docks come from the last tile', () => {
    let s = started('A3-1');
    s = { ...s, stack: ['B2'], pending: { kind: 'chance', chance: 'drawTile' } };
    s = ok(applyDrawTile(s, 'B2')).state;
    s = ok(applyDieRoll(s, 'straight')).state;
    expect(s.stack).toEqual([]);
    expect(s.pending).toEqual({ kind: 'chance', chance: 'rollFinish' });
    const r = ok(applyFinishRoll(s, 'straight'));
    expect(r.state.finish).toEqual({ attached: 'straight', docks: finishDocks(s.river, 'straight') });
    expect(r.state.finish!.docks).toHaveLength(1); // B2 straight: islands at 16 and 18
    expect(r.events).toEqual([{ type: 'dieRolled', face: r.state.finish!.attached, accepted: true }, { type: 'finishPlaced', finish: r.state.finish }]);
    expect(applyFinishRoll(r.state, 'left')).toEqual({ code: 'action/wrong-decision' });
  });
});

describe('chance outcomes and sampling', () => {
  it('start order: every permutation of the boats; draw: every tile of the stack', () => {
    const s0 = newGame(defaultConfig(4), 1);
    const orders = chanceOutcomes(s0);
    expect(orders).toHaveLength(24);
    expect(new Set(orders.map((a) => JSON.stringify(a))).size).toBe(24);
    const s1 = ok(applyStartOrder(s0, ORDER)).state;
    expect(chanceOutcomes(s1)).toHaveLength(11);
    expect(chanceOutcomes(started())).toEqual([]); // a decision is pending, not chance
  });

  it('each chance step advances the rng by exactly one draw, whatever the outcome', () => {
    const s0 = newGame(defaultConfig(3), 9);
    const a = ok(applyStartOrder(s0, ['white', 'orange', 'blue'])).state;
    const b = ok(applyStartOrder(s0, ['blue', 'white', 'orange'])).state;
    expect(a.rng).toEqual(nextUint32(s0.rng)[1]);
    expect(b.rng).toEqual(a.rng);
  });

  it('sampling a whole setup from the seed is reproducible and reaches round 1', () => {
    const run = (seed: number) => {
      let s = newGame(defaultConfig(5), seed);
      const log: Action[] = [];
      while (s.pending.kind === 'chance' || s.pending.kind === 'placeBoat') {
        if (s.pending.kind === 'placeBoat') {
          s = ok(applyPlaceBoat(s, 0)).state;
          continue;
        }
        const a = sampleChance(s);
        log.push(a);
        s = ok(a.type === 'startOrder' ? applyStartOrder(s, a.order) : applyDrawTile(s, (a as { tile: TileId }).tile)).state;
      }
      return { s, log };
    };
    const x = run(123);
    expect(run(123)).toEqual(x);
    expect(x.s.round).toBe(1);
    expect(x.log.map((a) => a.type)).toEqual(['startOrder', 'drawTile']);
    const seeds = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(run(seed).log)));
    expect(seeds.size).toBeGreaterThan(4);
  });

  it('samples every outcome with roughly equal frequency', () => {
    let s = newGame(defaultConfig(3), 1);
    const counts = new Map<string, number>();
    for (let i = 0; i < 1200; i++) {
      const a = sampleChance(s) as { order: BoatId[] };
      counts.set(a.order.join(), (counts.get(a.order.join()) ?? 0) + 1);
      s = { ...s, rng: nextUint32(s.rng)[1] };
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(c).toBeGreaterThan(140);
  });

  it('a random river of 17 tiles and the Finish can always be laid', () => {
    const b: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      let s: GameState = newGame(defaultConfig(3, { advanced: b, length: 18 }), seed);
      s = ok(applyStartOrder(s, (sampleChance(s) as { order: BoatId[] }).order)).state;
      s = ok(applyDrawTile(s, (sampleChance(s) as { tile: TileId }).tile)).state;
      for (let i = 0; i < 3; i++) s = ok(applyPlaceBoat(s, 0)).state;
      while (s.finish === null) {
        s = { ...s, pending: s.stack.length ? { kind: 'chance', chance: 'drawTile' } : { kind: 'chance', chance: 'rollFinish' } };
        let a = sampleChance(s);
        if (a.type === 'drawTile') {
          s = ok(applyDrawTile(s, a.tile)).state;
          // the die is rolled again until a face stands (mq-rules-2 records each refused roll)
          while (s.drawn !== null) {
            a = sampleChance(s);
            s = ok(applyDieRoll(s, (a as { face: 'left' }).face)).state;
          }
        } else {
          s = ok(applyFinishRoll(s, (a as { face: 'left' }).face)).state;
        }
      }
      expect(s.river).toHaveLength(18);
      const keys = new Set<string>();
      for (const t of s.river as PlacedTile[]) for (let i = 0; i < 20; i++) keys.add(hexKey(globalHex(t, i)));
      expect(keys.size).toBe(18 * 20); // no overlap anywhere
      expect(s.finish!.docks.length).toBeGreaterThan(0);
    }
  });
});
