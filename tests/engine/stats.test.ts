// End-of-race stats (engine/stats.ts): small games played through apply() and counted by hand in
// the comments, the lead from hand-written race-chart ranks, and whole random games in every
// mode, where the coal, passengers and pushes must add up to what the states show.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import { defaultConfig, hexKey, legalTurns, newGame, raceProgress, raceStats, type Action, type BoatId, type GameEvent, type GameState, type Hex, type ProgressPoint } from '../../engine/index.js';
import { adv, boat, confirm, hexAt, L, play, position, R, speed } from './helpers/position.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });
const statsOf = (r: ReturnType<typeof raceStats>, id: BoatId) => r.boats.find((b) => b.boat === id)!;

/** Plays turn after turn, keeping every event (as the replay timeline does). */
function playAll(start: GameState, turns: Action[][]): { state: GameState; events: GameEvent[] } {
  let state = start;
  const events: GameEvent[] = [];
  for (const t of turns) {
    const r = play(state, t);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('raceStats: a hand-counted game', () => {
  // River: A0, A3-1 (tile 1), A1-1 (tile 2, blue dock at index 11), B3-1 (tile 3, sandbanks at 5,
  // 6, 13), A3-2 (tile 4, the newest). Round 2, order orange, green, red; every boat heads N.
  const start = position({
    river: ['A3-1', 'A1-1', 'B3-1', 'A3-2'],
    boats: [
      { id: 'orange', at: [2, 2], speed: 2 },
      { id: 'green', at: [2, 7], speed: 1 },
      { id: 'red', at: [2, 18], speed: 4, coal: 4 },
    ],
  });
  const at = (t: number, i: number) => hexAt(start.river, [t, i]);
  const { state, events } = playAll(start, [
    // Round 2.
    // orange: 1 space, pushing green (speed 1) onto the blue dock: green takes a passenger there.
    [push(at(2, 11)), confirm],
    [{ type: 'reorient', heading: 0 }],
    // green: speed 1 → 3 (1 coal), 3 spaces N, the third onto a sandbank of B3-1.
    [speed(3), adv, adv, adv, confirm],
    // red: speed 4, but runs aground on B3-1's index 13 after 3 spaces (into tile 4, the newest).
    [adv, adv, adv, confirm],
    // Round 3 (order red, green, orange). red starts aground: speed 1 → 4 (2 coal), leaves the
    // sandbank (1 coal), free turn R, 1 space, turn L (1 coal), 3 more spaces: 4 spaces, 4 coal.
    [speed(4), adv, R, adv, L, adv, adv, confirm],
    // red reached tile 4, the newest: a tile is laid (tile 5).
    [{ type: 'drawTile', tile: 'A3-3' }, { type: 'rollDie', face: 'straight' }],
    // green starts aground: backs off the sandbank (1 space, 1 coal).
    [{ type: 'reverse' }, confirm],
    // orange: 2 spaces, no coal.
    [adv, adv, confirm],
  ]);
  const stats = raceStats(start, events);

  it('the game went as counted', () => {
    expect(state.round).toBe(4);
    expect(boat(state, 'red').coal).toBe(0); // 4 − 4
    expect(boat(state, 'green').coal).toBe(4); // 6 − 1 − 1
    expect(boat(state, 'orange').coal).toBe(6);
    expect(state.river).toHaveLength(6);
  });

  it('coal spent: speed changes, paid turns and leaving sandbanks', () => {
    expect(stats.boats.map((b) => [b.boat, b.coalSpent])).toEqual([
      ['orange', 0],
      ['green', 2],
      ['red', 4],
    ]);
    for (const b of stats.boats) expect([b.coalRefilled, b.refills, b.coalReceived, b.coalGiven]).toEqual([0, 0, 0, 0]);
  });

  it('pushes given and taken', () => {
    expect([statsOf(stats, 'orange').pushesGiven, statsOf(stats, 'orange').pushesTaken]).toEqual([1, 0]);
    expect([statsOf(stats, 'green').pushesGiven, statsOf(stats, 'green').pushesTaken]).toEqual([0, 1]);
    expect([statsOf(stats, 'red').pushesGiven, statsOf(stats, 'red').pushesTaken]).toEqual([0, 0]);
  });

  it('the passenger green was pushed onto, with its tile and dock', () => {
    expect(statsOf(stats, 'green').passengers).toEqual([{ round: 2, hex: at(2, 11), tileIndex: 2, dock: 'blueDock', pushed: true }]);
    expect(statsOf(stats, 'orange').passengers).toEqual([]);
  });

  it('sandbanks: once aground and one turn begun there for green and red', () => {
    expect(stats.boats.map((b) => [b.boat, b.timesAground, b.turnsAground])).toEqual([
      ['orange', 0, 0],
      ['green', 1, 1],
      ['red', 1, 1],
    ]);
  });

  it('fastest turn: most spaces in one turn, and its round', () => {
    expect(statsOf(stats, 'orange').fastestTurn).toEqual({ spaces: 2, round: 3 });
    expect(statsOf(stats, 'green').fastestTurn).toEqual({ spaces: 3, round: 2 });
    expect(statsOf(stats, 'red').fastestTurn).toEqual({ spaces: 4, round: 3 });
  });

  it('no crash, no lost turn; the events up to a position give the stats of that position', () => {
    for (const b of stats.boats) expect([b.crashes, b.turnsLost]).toEqual([0, 0]);
    // after round 2 only: red has not yet spent anything, green has spent 1
    const upTo = events.findIndex((e) => e.type === 'roundStarted');
    const early = raceStats(start, events.slice(0, upTo));
    expect(statsOf(early, 'red').coalSpent).toBe(0);
    expect(statsOf(early, 'green').coalSpent).toBe(1);
    expect(statsOf(early, 'green').turnsAground).toBe(0);
  });
});

describe('raceStats: crashes, lost turns and refills', () => {
  it('a crash, then the lost turn it costs', () => {
    // orange at speed 6 with no coal cannot stay on the newest tile: 1 space, then it crashes (1)
    // and a tile is laid; red and blue sail 1 space each; at the start of round 3 orange loses its
    // turn (1).
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    const crash = legalTurns(s).find((t) => t.crash === 'newestTile')!;
    expect(crash.actions).toEqual([adv, confirm]);
    const reveal: Action[] = [{ type: 'drawTile', tile: 'A3-2' }, { type: 'rollDie', face: 'straight' }];
    const { state, events } = playAll(s, [crash.actions, reveal, [adv, confirm], [adv, confirm]]);
    expect(events).toContainEqual({ type: 'turnLost', boat: 'orange' });
    expect(boat(state, 'orange').lostTurns).toBe(0);
    const stats = raceStats(s, events);
    expect([statsOf(stats, 'orange').crashes, statsOf(stats, 'orange').turnsLost]).toEqual([1, 1]);
    expect([statsOf(stats, 'red').crashes, statsOf(stats, 'red').turnsLost]).toEqual([0, 0]);
    expect(statsOf(stats, 'orange').fastestTurn).toEqual({ spaces: 1, round: 2 });
    expect(statsOf(stats, 'red').fastestTurn).toEqual({ spaces: 1, round: 2 });
  });

  it('a boat pushed onto a coal depot at speed 1 refills: 1 → 6 is 5 coal', () => {
    // B1 (tile 2): coal depot at index 7. orange (speed 2) pushes red (speed 1, 1 coal) onto it.
    const s = position({ river: ['A3-1', 'B1', 'A3-2'], boats: [{ id: 'orange', at: [1, 17], speed: 2 }, { id: 'red', at: [2, 2], speed: 1, coal: 1 }, { id: 'blue', at: [0, 9] }] });
    const { events } = play(s, [push(hexAt(s.river, [2, 7])), confirm]);
    const red = statsOf(raceStats(s, events), 'red');
    expect([red.coalRefilled, red.refills, red.pushesTaken]).toEqual([5, 1, 1]);
  });

  it('events it does not know are passed over', () => {
    const s = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [0, 2] }, { id: 'red', at: [0, 9] }] });
    const odd = [{ type: 'boatRetired', boat: 'orange' }, { type: 'crashed', boat: 'red', reason: 'blocked' }] as unknown as GameEvent[];
    expect(statsOf(raceStats(s, odd), 'red').crashes).toBe(1);
  });
});

describe('raceStats: lead changes from the race chart', () => {
  const point = (round: number, ranks: Record<string, number>, final = false): ProgressPoint => ({
    round,
    seq: round * 10,
    final,
    boats: Object.entries(ranks).map(([boat, rank]) => ({ boat: boat as BoatId, rank })),
  });
  const s = position({ river: ['A3-1'], boats: [{ id: 'white', at: [0, 2] }, { id: 'orange', at: [0, 9] }, { id: 'black', at: [0, 12] }] });

  it('counts each change of the boat in front, the rounds each led, and ignores the Black Rose', () => {
    // Round 1 white leads; 2 orange (change 1); 3 the Black Rose is ahead but races for no
    // place: orange still leads; 4 white (change 2); at the end orange has finished first (change 3).
    const points = [
      point(1, { white: 1, orange: 2, black: 3 }),
      point(2, { orange: 1, white: 2, black: 3 }),
      point(3, { black: 1, orange: 2, white: 3 }),
      point(4, { white: 1, black: 2, orange: 3 }),
      point(4, { orange: 1, white: 2, black: 3 }, true),
    ];
    const r = raceStats(s, [], points);
    expect(r.firstLeader).toBe('white');
    expect(r.leadChanges).toEqual([
      { round: 2, seq: 20, from: 'white', to: 'orange', final: false },
      { round: 4, seq: 40, from: 'orange', to: 'white', final: false },
      { round: 4, seq: 40, from: 'white', to: 'orange', final: true },
    ]);
    // rounds led count round starts only (the final point is not a round)
    expect(r.boats.map((b) => [b.boat, b.roundsLed])).toEqual([
      ['white', 2],
      ['orange', 2],
      ['black', 0],
    ]);
  });

  it('no points, no leader', () => {
    expect(raceStats(s, []).firstLeader).toBeNull();
    expect(raceStats(s, []).leadChanges).toEqual([]);
  });
});

describe('raceStats over whole random games: the figures add up', () => {
  const cases = [
    { name: '2 players, two boats each (transfers)', config: defaultConfig(2), seed: 7 },
    { name: '4 players in teams', config: defaultConfig(4, { teams: true }), seed: 9 },
    { name: '3 players and the Black Rose', config: defaultConfig(3, { blackRose: true }), seed: 4 },
    { name: '6 players: one boat starts from the shipyard', config: defaultConfig(6), seed: 5 },
    { name: '5 players, advanced tiles', config: defaultConfig(5, { advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2'] }), seed: 2 },
  ];
  /** What the games exercised, summed over them (checked last: the identities above must not hold vacuously). */
  // (refills are rare with the random player: the hand-counted depot game above covers them)
  const seen = { coalGiven: 0, timesAground: 0, pushesGiven: 0, passengers: 0 };
  for (const c of cases) {
    it(c.name, () => {
      const start = newGame(c.config, c.seed);
      const events: GameEvent[] = [];
      const points: ProgressPoint[] = [];
      const result = playRandomGame(start, {
        seed: c.seed,
        policy: 'eager',
        onAction: (_b, _a, after, evs) => {
          events.push(...evs);
          if (evs.some((e) => e.type === 'roundStarted')) points.push({ round: after.round, seq: after.seq, boats: raceProgress(after) });
        },
      });
      expect(result.finished).toBe(true);
      const end = result.state;
      points.push({ round: end.round, seq: end.seq, final: true, boats: raceProgress(end) });
      const stats = raceStats(start, events, points);
      expect(stats.boats.map((b) => b.boat)).toEqual(start.boats.map((b) => b.id));
      // the boat that waits on the shipyard (six boats) enters a start dock with an event
      const sixth = events.find((e) => e.type === 'enteredDock')?.boat ?? null;
      for (const b of end.boats) {
        const s = statsOf(stats, b.id);
        const first = start.boats.find((x) => x.id === b.id)!;
        const balance = first.coal - s.coalSpent + s.coalRefilled + s.coalReceived - s.coalGiven;
        // the sixth boat's extra coal of round 1 (at most 1) is burned without being in its bunker;
        // the Black Rose's coal is an allowance renewed every turn: no balance to keep
        if (b.id === sixth) expect([0, 1]).toContain(b.coal - balance);
        else if (b.owner >= 0) expect(balance).toBe(b.coal);
        expect(s.passengers.map((p) => hexKey(p.hex))).toEqual(b.docksUsed);
        for (const p of s.passengers) expect(p.dock).not.toBeNull();
        expect(s.fastestTurn === null || (s.fastestTurn.spaces >= 1 && s.fastestTurn.spaces <= 6)).toBe(true);
        expect(s.turnsLost).toBe(events.filter((e) => e.type === 'turnLost' && e.boat === b.id).length);
        // a departure hemmed in by boats (mq-rules-4) is no crash: no turn lost, not counted
        expect(s.crashes).toBe(events.filter((e) => e.type === 'crashed' && e.reason !== 'hemmedIn' && e.boat === b.id).length);
      }
      const sum = (k: 'pushesGiven' | 'pushesTaken' | 'coalGiven' | 'coalReceived') => stats.boats.reduce((n, b) => n + b[k], 0);
      expect(sum('pushesGiven')).toBe(sum('pushesTaken'));
      expect(sum('coalGiven')).toBe(sum('coalReceived'));
      // every non-final point is a round start: the rounds led add up to them
      expect(stats.boats.reduce((n, b) => n + b.roundsLed, 0)).toBe(points.length - 1);
      for (const b of stats.boats) {
        seen.coalGiven += b.coalGiven;
        seen.timesAground += b.timesAground;
        seen.pushesGiven += b.pushesGiven;
        seen.passengers += b.passengers.length;
      }
    });
  }
  it('those games had transfers, sandbanks, pushes and passengers', () => {
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });
});
