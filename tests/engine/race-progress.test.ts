// Race progress (engine/race-progress.ts): tiles travelled = tile index + fraction along the tile,
// finished boats count the whole river, boats off the river count 0; ranks follow the race order.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import { boatProgress, computeOrder, defaultConfig, newGame, raceProgress, tileSpaces, type Boat, type BoatId, type DieFace, type GameState, type PlacedTile } from '../../engine/index.js';
import { roundOneOrder } from '../../engine/order.js';
import { globalHex, placeNext, START_TILE } from '../../engine/river.js';

function build(faces: DieFace[]): PlacedTile[] {
  let river: PlacedTile[] = [START_TILE];
  for (const f of faces) river = [...river, placeNext(river, f, 'A3-2')];
  return river;
}

function boat(id: BoatId, owner: number, pos: Boat['pos'], extra: Partial<Boat> = {}): Boat {
  return { id, owner, pos, heading: 0, speed: 2, coal: 5, passengers: 0, docksUsed: [], lostTurns: 0, freeDeparture: false, place: null, ...extra };
}

describe('boatProgress', () => {
  const river = build(['straight', 'right', 'left']);

  it('measures along the tile from its upstream row (0) to its downstream row (1)', () => {
    // Index 7 is the tile origin (the middle); row 0 (indexes 0-4) is upstream, row 3 (15-19) downstream.
    expect(boatProgress({ river }, boat('white', 0, globalHex(river[1]!, 7)))).toBeCloseTo(1.5);
    expect(boatProgress({ river }, boat('white', 0, globalHex(river[1]!, 0)))).toBeCloseTo(1);
    expect(boatProgress({ river }, boat('white', 0, globalHex(river[1]!, 17)))).toBeCloseTo(2);
    // The same local space on a tile attached turned right reads the same fraction.
    expect(boatProgress({ river }, boat('white', 0, globalHex(river[2]!, 7)))).toBeCloseTo(2.5);
  });

  it('stays within its tile for every space, and later rows are never behind earlier ones', () => {
    river.forEach((placed, ti) => {
      const byRow = [0, 1, 2, 3].map((row) =>
        tileSpaces(placed, ti)
          .filter((s) => Math.floor(s.index / 5) === row)
          .map((s) => boatProgress({ river }, boat('blue', 0, s.hex))),
      );
      for (const values of byRow) for (const v of values) expect(v >= ti && v <= ti + 1).toBe(true);
      for (let row = 1; row < 4; row++) expect(Math.min(...byRow[row]!)).toBeGreaterThanOrEqual(Math.min(...byRow[row - 1]!));
      expect(Math.max(...byRow[3]!)).toBeGreaterThan(Math.max(...byRow[0]!));
    });
  });

  it('counts a finished boat as the whole river and a boat off the river as 0', () => {
    expect(boatProgress({ river }, boat('red', 0, null, { place: 1 }))).toBe(river.length);
    // placed at the end of the game without finishing: still where it stopped
    const stopped = globalHex(river[2]!, 7);
    expect(boatProgress({ river }, boat('blue', 1, stopped, { place: 3 }))).toBeCloseTo(boatProgress({ river }, boat('blue', 1, stopped)));
    expect(boatProgress({ river }, boat('blue', 1, stopped, { place: 3 }))).toBeLessThan(river.length);
    expect(boatProgress({ river }, boat('red', 0, null))).toBe(0);
    // A position that is not on the river (corrupt data) is not guessed at.
    expect(boatProgress({ river }, boat('red', 0, { q: 500, r: 500 }))).toBe(0);
  });
});

describe('raceProgress over whole games', () => {
  // Six boats: one waits on the shipyard (no river position) until it may leave.
  for (const [players, seed] of [[4, 3], [4, 11], [6, 5]] as const) {
    it(`${players} boats, seed ${seed}: progress within the river, finished boats in front, ranks a permutation matching the race order`, () => {
      let checked = 0;
      const result = playRandomGame(newGame(defaultConfig(players), seed), {
        seed,
        policy: 'eager',
        onAction: (_before, _action, after: GameState) => {
          if (after.pending.kind === 'chance' || after.round < 1) return;
          const rows = raceProgress(after);
          checked++;
          expect(rows.map((r) => r.boat)).toEqual(after.boats.map((b) => b.id));
          expect(rows.map((r) => r.rank).sort()).toEqual(after.boats.map((_, i) => i + 1));
          for (const r of rows) {
            expect(r.progress).toBeGreaterThanOrEqual(0);
            expect(r.progress).toBeLessThanOrEqual(after.river.length);
            const b = after.boats.find((x) => x.id === r.boat)!;
            expect([r.speed, r.coal, r.passengers, r.place]).toEqual([b.speed, b.coal, b.passengers, b.place]);
            if (b.pos === null && b.place === null) expect(r.progress).toBe(0);
          }
          // round 1 by the start docks (the round's turn order), the measuring stick from round 2
          const racing = after.round <= 1 ? roundOneOrder(after) : computeOrder(after);
          if (after.round === 1 && after.turnIndex === 0 && after.pending.kind === 'move') expect(racing).toEqual(after.order);
          const finished = rows.filter((r) => r.place !== null).length;
          racing.forEach((id, i) => expect(rows.find((r) => r.boat === id)!.rank).toBe(finished + i + 1));
          // A boat on a later tile has come further than one on an earlier tile.
          for (const a of rows) for (const b of rows) if (Math.floor(a.progress) > Math.ceil(b.progress)) expect(a.rank).toBeLessThan(b.rank);
        },
      });
      expect(result.finished).toBe(true);
      expect(checked).toBeGreaterThan(50);
      const end = raceProgress(result.state);
      expect(end.find((r) => r.rank === 1)!.place).toBe(1);
      expect(end.find((r) => r.rank === 1)!.progress).toBe(result.state.river.length);
    });
  }
});

describe('raceProgress at the start of round 1', () => {
  // play-test of issue 17: replay's "Start of round 1" table (ranks) listed the boats out of turn
  // order: round 1 goes by the start docks, the measuring stick only from round 2 (docs/rules.md)
  it('ranks the boats in the start order, which the measuring stick often does not give', () => {
    let differs = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      let seen = false;
      playRandomGame(newGame(defaultConfig(4), seed), {
        seed,
        policy: 'eager',
        maxActions: 40,
        onAction: (_before, _action, after: GameState) => {
          if (seen || after.round !== 1 || after.pending.kind !== 'move') return;
          seen = true;
          const ranked = [...raceProgress(after)].sort((a, b) => a.rank - b.rank).map((r) => r.boat);
          expect(ranked, `seed ${seed}`).toEqual(after.order);
          if (computeOrder(after).join() !== after.order.join()) differs++;
        },
      });
      expect(seen, `seed ${seed}`).toBe(true);
    }
    expect(differs).toBeGreaterThan(0);
  });
});
