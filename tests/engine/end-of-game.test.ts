// Every race ends (docs/rules.md, End of the game): a boat that can never move again is out of the
// race, and a race that has stalled may be ended in its current order. Positions are today's
// never-ending races (tests/fixtures/records), replayed under mq-rules-2.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import {
  allSides,
  apply,
  canNeverMoveAgain,
  defaultConfig,
  isStalled,
  newGame,
  raceProgress,
  sideOfBoat,
  STALL_ROUNDS,
  stallStatus,
  type GameConfig,
  type GameState,
  type TileId,
} from '../../engine/index.js';
import { passengerSupply } from '../../engine/passengers.js';
import { parseScenario, stateToScenario } from '../../engine/scenario.js';
import { RULES_2, STALLED, stalledRecord, stalledState, stalledStateAs } from './helpers/stalled.js';

const boat = (s: GameState, id: string) => s.boats.find((b) => b.id === id)!;
const withCoal = (s: GameState, id: string, coal: number): GameState => ({ ...s, boats: s.boats.map((b) => (b.id === id ? { ...b, coal } : b)) });
const CONFIRM = { type: 'confirm' } as const;
/** The stranded position as two players with two boats each: white (open water, coal 6) and orange for seat 0, blue and green for seat 1. */
const twoBoatsEach = (s0: GameState): GameState => ({
  ...s0,
  config: { ...s0.config, seats: [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }] },
  boats: s0.boats.map((b) => ({ ...b, owner: b.id === 'white' || b.id === 'orange' ? 0 : 1, coal: b.id === 'white' ? 6 : b.coal })),
  pending: { kind: 'move', player: 0, boat: 'orange' },
});

describe('a boat that can never move again is out of the race', () => {
  // seed 2013 (all B tiles): action 412 runs orange onto a sandbank with its last coal spent
  const stranded = () => stalledStateAs(STALLED.bTiles2013, RULES_2, 413).state;

  it('a boat on a sandbank at 0 coal goes out when its turn ends, and takes the last place', () => {
    const s = stranded();
    expect(s.pending).toMatchObject({ kind: 'move', boat: 'orange' });
    expect(boat(s, 'orange').coal).toBe(0);
    const r = apply(s, CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(r.events).toContainEqual({ type: 'outOfRace', boat: 'orange', reason: 'sandbankNoCoal', place: 4 });
    expect(boat(r.state, 'orange')).toMatchObject({ out: true, place: 4, coal: 0 });
    expect(boat(r.state, 'orange').pos).not.toBeNull(); // it stays on its sandbank, an obstacle
    expect(r.state.order).not.toContain('orange');
    expect(r.state.pending.kind).not.toBe('over');
  });

  it('a position with a boat out and the stall count round-trips as a scenario', () => {
    const r = apply(stranded(), CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(r.state.stall).toBeDefined();
    const back = parseScenario(JSON.stringify(stateToScenario(r.state)));
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(back.state).toEqual(r.state);
  });

  it('the same boat with 1 coal is not out', () => {
    const s = withCoal(stranded(), 'orange', 1);
    expect(canNeverMoveAgain(s, boat(s, 'orange'))).toBe(false);
    const r = apply(s, CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(r.events.some((e) => e.type === 'outOfRace')).toBe(false);
    expect(boat(r.state, 'orange').out).toBeUndefined();
  });

  it('a boat at 0 coal in open water is not out', () => {
    const r = apply(stranded(), CONFIRM);
    if (!r.ok) throw new Error(r.code);
    const white = boat(r.state, 'white');
    expect(white.coal).toBe(0);
    expect(canNeverMoveAgain(r.state, white)).toBe(false);
    expect(white.out).toBeUndefined();
  });

  it('under mq-rules-1 the boat only loses its turns (old games replay unchanged)', () => {
    const s = stalledState(STALLED.bTiles2013, 413);
    const r = apply(s, CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(r.events.some((e) => e.type === 'outOfRace')).toBe(false);
    expect(boat(r.state, 'orange').out).toBeUndefined();
    expect(r.state.stall).toBeUndefined();
  });

  it('two boats each: no transfer reaches a sandbank, so the boat is out, but its side races on with its partner', () => {
    const s = twoBoatsEach(stranded());
    const r = apply(s, CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(r.events).toContainEqual({ type: 'outOfRace', boat: 'orange', reason: 'sandbankNoCoal', place: null });
    expect(r.state.pending.kind).not.toBe('over');
    expect(r.state.order).toContain('orange'); // still in the order, its turns skipped
    expect(r.state.pending).not.toMatchObject({ boat: 'orange' });
  });

  it('the game ends when the last place is decided: green goes out, white takes second place', () => {
    // orange out at action 413; blue finishes first; action 498 strands green with no coal
    const { state, events, applied } = stalledStateAs(STALLED.bTiles2013, RULES_2, 500);
    expect(applied).toBe(500);
    expect(state.pending.kind).toBe('over');
    expect(events).toContainEqual({ type: 'outOfRace', boat: 'green', reason: 'sandbankNoCoal', place: 3 });
    expect(events).toContainEqual({ type: 'gameOver', places: ['blue', 'white', 'green', 'orange'], winners: [2] });
    expect(state.boats.map((b) => [b.id, b.place])).toEqual([['white', 2], ['orange', 4], ['blue', 1], ['green', 3]]);
  });
});

describe('mq-rules-3: a boat out of the race leaves the river; passengers run dry once none can come', () => {
  const RULES_3 = 'mq-rules-3';
  const stranded = () => stalledStateAs(STALLED.bTiles2013, RULES_3, 413).state;
  const key = (h: { q: number; r: number } | null) => (h ? `${h.q},${h.r}` : null);

  it('the boat out is taken off its sandbank (after its place is read), and the space is free for the others', () => {
    const s = stranded();
    const where = key(boat(s, 'orange').pos);
    const r = apply(s, CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(r.events).toContainEqual({ type: 'outOfRace', boat: 'orange', reason: 'sandbankNoCoal', place: 4 });
    expect(boat(r.state, 'orange')).toMatchObject({ out: true, place: 4, pos: null });
    expect(r.state.boats.map((b) => key(b.pos))).not.toContain(where);
    // under mq-rules-2 the same confirm leaves it where it is (the first describe above)
    const r2 = apply(stalledStateAs(STALLED.bTiles2013, RULES_2, 413).state, CONFIRM);
    expect(r2.ok && key(boat(r2.state, 'orange').pos)).toBe(where);
  });

  it('two boats each: the boat out leaves the river while its side races on; the position round-trips as a scenario', () => {
    const s = twoBoatsEach(stranded());
    // (two players' passenger supply: what the docks and the boats do not hold)
    const held = Object.values(s.docks).reduce((a, n) => a + n, 0) + s.boats.reduce((a, b) => a + b.passengers, 0);
    const r = apply({ ...s, supply: passengerSupply(s.config) - held }, CONFIRM);
    if (!r.ok) throw new Error(r.code);
    expect(boat(r.state, 'orange')).toMatchObject({ out: true, place: null, pos: null });
    expect(r.state.pending.kind).not.toBe('over');
    expect(r.state.pending).not.toMatchObject({ boat: 'orange' });
    const back = parseScenario(JSON.stringify(stateToScenario(r.state)));
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(back.state).toEqual(r.state);
  });

  /** The stranded position with every dock emptied, nobody else holding two passengers, and this stack. */
  const dry = (rulesVersion: string, stack: TileId[]): GameState => {
    const s = stalledStateAs(STALLED.bTiles2013, rulesVersion, 413).state;
    return {
      ...s,
      stack,
      supply: 3,
      docks: Object.fromEntries(Object.keys(s.docks).map((k) => [k, 0])),
      // orange (going out) holds two: a boat out of the race does not count as racing
      boats: s.boats.map((b) => ({ ...b, passengers: b.id === 'orange' ? 2 : Math.min(b.passengers, 1) })),
    };
  };

  it('no passenger on a dock, none to come (no tile with a dock face down), nobody racing with two: the race ends by race order', () => {
    for (const stack of [[], ['B1', 'A3-1']] as TileId[][]) {
      const r = apply(dry(RULES_3, stack), CONFIRM);
      if (!r.ok) throw new Error(r.code);
      expect(r.state.pending.kind, stack.join()).toBe('over');
      expect(r.events.at(-1)).toMatchObject({ type: 'gameOver' });
      expect(boat(r.state, 'orange').place).toBe(4);
    }
  });

  it('a tile with a dock still face down, or mq-rules-2 (3 passengers left in the supply), and the race goes on', () => {
    const withDock = apply(dry(RULES_3, ['B1', 'A1-2']), CONFIRM);
    expect(withDock.ok && withDock.state.pending.kind).toBe('move');
    const old = apply(dry(RULES_2, []), CONFIRM);
    expect(old.ok && old.state.pending.kind).toBe('move');
  });
});

describe('a stalled race may be ended in its current order', () => {
  // seed 129 (base river): nobody gets further after round 32; the boats push each other for ever
  const last = 32;
  const atRound = (round: number) => {
    const rec = stalledRecord(STALLED.base129);
    let lo = 0;
    let hi = rec.actions.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (stalledStateAs(STALLED.base129, RULES_2, mid).state.round <= round) lo = mid;
      else hi = mid - 1;
    }
    return stalledStateAs(STALLED.base129, RULES_2, lo).state; // the last position of that round
  };

  it(`is stalled once ${STALL_ROUNDS} rounds pass without any boat getting further`, () => {
    const before = atRound(last + STALL_ROUNDS - 1);
    expect(stallStatus(before)).toEqual({ stalled: false, roundsWithoutProgress: STALL_ROUNDS - 1, sinceRound: last });
    expect(apply(before, { type: 'endStalledRace' })).toEqual({ ok: false, code: 'race/not-stalled' });

    const stalled = atRound(last + STALL_ROUNDS);
    expect(isStalled(stalled)).toBe(true);
    const order = raceProgress(stalled).sort((a, b) => a.rank - b.rank).map((p) => p.boat);
    const r = apply(stalled, { type: 'endStalledRace' });
    if (!r.ok) throw new Error(r.code);
    expect(r.events[0]).toEqual({ type: 'raceEndedStalled', round: last + STALL_ROUNDS, roundsWithoutProgress: STALL_ROUNDS });
    expect(r.events[1]).toMatchObject({ type: 'gameOver', places: order });
    expect(r.state.pending.kind).toBe('over');
    expect(r.state.boats.every((b) => b.place !== null)).toBe(true);
    expect(apply(r.state, { type: 'endStalledRace' })).toEqual({ ok: false, code: 'game/over' });
  });

  it('a race that moves is not stalled: the first rounds, and a new best resets the count', () => {
    const early = atRound(10);
    expect(stallStatus(early)).toMatchObject({ stalled: false, sinceRound: 10 });
    expect(apply(early, { type: 'endStalledRace' })).toEqual({ ok: false, code: 'race/not-stalled' });
  });

  it('never under mq-rules-1: no tracking, the action is refused, the record replays as it was', () => {
    const s = stalledState(STALLED.base129);
    expect(s.round).toBe(301);
    expect(stallStatus(s)).toBeNull();
    expect(apply(s, { type: 'endStalledRace' })).toEqual({ ok: false, code: 'race/not-stalled' });
  });

  it('is refused while a chance event is pending', () => {
    const s = atRound(last + STALL_ROUNDS);
    expect(apply({ ...s, pending: { kind: 'chance', chance: 'drawTile' } }, { type: 'endStalledRace' })).toEqual({ ok: false, code: 'action/wrong-decision' });
  });
});

describe('places stay whole with boats out of the race, in every mode', () => {
  const ALL_B: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];
  const modes: [string, GameConfig, number[]][] = [
    // seed 18: a side finishes with a boat out, then another side goes out: it must take last place
    ['three players, two boats each', defaultConfig(3, { advanced: ALL_B, twoBoats: true }), [18, 2, 4]],
    ['teams 2 v 2', defaultConfig(4, { advanced: ALL_B, teams: true }), [2, 4]],
    ['the Black Rose', defaultConfig(4, { advanced: ALL_B, blackRose: true }), [2, 4]],
    ['two players', defaultConfig(2, { advanced: ALL_B }), [2, 4]],
  ];
  for (const [name, config, seeds] of modes) {
    it(`${name}: every side has its own place, shared by its boats; the Black Rose none`, () => {
      let outs = 0;
      for (const seed of seeds) {
        const start = newGame(config, seed, { rulesVersion: RULES_2 });
        const { state } = playRandomGame(start, { seed, policy: 'eager', maxActions: 20_000 });
        expect(state.pending.kind).toBe('over');
        outs += state.boats.filter((b) => b.out).length;
        const placeOf = new Map<number, number>();
        for (const b of state.boats) {
          if (b.owner < 0) {
            expect(b.place).toBeNull();
            continue;
          }
          const side = sideOfBoat(config, b);
          expect(b.place).toBe(placeOf.get(side) ?? b.place);
          placeOf.set(side, b.place!);
        }
        expect([...placeOf.values()].sort((a, b) => a - b)).toEqual(allSides(config).map((_, i) => i + 1));
      }
      expect(outs).toBeGreaterThan(0); // the positions exercised the rule
    });
  }
});
