// Game configuration: validation errors name the field; river tiles for the basic game, the
// advanced rules, the 13-18 tile variant and the short river; the passenger table and the extra-passenger rule.
import { describe, expect, it } from 'vitest';
import {
  buildRiverTiles,
  CONFIG_ERROR_CODES,
  ConfigError,
  defaultConfig,
  riverTilesFor,
  SHORT_RIVER_LENGTH,
  validateConfig,
} from '../../engine/config.js';
import { extraPassengerPerDock, passengerSupply, passengersAvailable, perDockCount } from '../../engine/passengers.js';
import { RIVER_TILE_IDS } from '../../engine/tiles-data.js';
import type { GameConfig, TileId } from '../../engine/types.js';

const BASIC = riverTilesFor();
const cfg = (over: Partial<GameConfig> & Record<string, unknown> = {}): GameConfig =>
  ({ seats: [{ boats: ['white'] }, { boats: ['red'] }, { boats: ['blue'] }], riverTiles: BASIC, ...over }) as GameConfig;
const seats = (n: number) => (['white', 'orange', 'blue', 'green', 'pink', 'red'] as const).slice(0, n).map((b) => ({ boats: [b] }));

describe('validateConfig', () => {
  it('accepts 3 to 6 players with one boat each on the basic river', () => {
    for (const n of [3, 4, 5, 6]) expect(validateConfig(cfg({ seats: seats(n) } as never))).toEqual({ ok: true });
  });

  it('accepts every mode of the rulebook (special rules for 2 or 6 players, variants, the Black Rose)', () => {
    const two = { seats: [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }] };
    const threeTwo = { seats: [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }, { boats: ['pink', 'red'] }] };
    const teams = (n: number) => ({ seats: seats(n).map((s, i) => ({ ...s, team: i % 2 })) });
    for (const over of [
      two,
      threeTwo,
      teams(4),
      teams(6),
      { ...two, blackRose: true },
      { seats: seats(3), blackRose: true },
      { seats: seats(5), blackRose: true }, // the Black Rose is the sixth boat
      { ...teams(4), blackRose: true },
      { seats: seats(4), classic1998: true, blackRose: true },
      { ...two, firstSeat: 0 },
      { ...two, firstSeat: 1, blackRose: true },
    ]) {
      expect(validateConfig(cfg(over as never)), JSON.stringify(over)).toEqual({ ok: true });
    }
    expect(defaultConfig(2).seats).toEqual(two.seats);
    expect(validateConfig(defaultConfig(3, { twoBoats: true }))).toEqual({ ok: true });
    expect(validateConfig(defaultConfig(6, { teams: true }))).toEqual({ ok: true });
    expect(validateConfig(defaultConfig(5, { blackRose: true }))).toEqual({ ok: true });
  });

  it.each([
    ['not an object', null, 'config/malformed', ''],
    ['no seats', { seats: undefined }, 'config/malformed', 'seats'],
    ['1 player', { seats: [{ boats: ['white', 'red'] }] }, 'config/players-unsupported', 'seats'],
    ['7 players', { seats: [...seats(6), { boats: ['white'] }] }, 'config/boat-duplicate', 'seats[6].boats[0]'],
    ['2 players with one boat each', { seats: seats(2) }, 'config/boats-per-seat-unsupported', 'seats[0].boats'],
    ['a seat is not an object', { seats: [...seats(2), 7] }, 'config/malformed', 'seats[2]'],
    ['two boats for one seat only', { seats: [{ boats: ['white', 'red'] }, ...seats(3).slice(1, 3)] }, 'config/boats-per-seat-unsupported', 'seats[1].boats'],
    ['two boats each with 4 players', { seats: [{ boats: ['white', 'red'] }, { boats: ['blue', 'green'] }, { boats: ['pink', 'orange'] }, { boats: ['orange'] }] }, 'config/boat-duplicate', 'seats[3].boats[0]'],
    ['no boat', { seats: [{ boats: [] }, ...seats(3).slice(1)] }, 'config/boats-per-seat-unsupported', 'seats[0].boats'],
    ['unknown colour', { seats: [{ boats: ['purple'] }, ...seats(3).slice(1)] }, 'config/boat-unknown', 'seats[0].boats[0]'],
    ['black is the Black Rose', { seats: [...seats(2), { boats: ['black'] }] }, 'config/boat-unknown', 'seats[2].boats[0]'],
    ['duplicate colour', { seats: [...seats(2), { boats: ['white'] }] }, 'config/boat-duplicate', 'seats[2].boats[0]'],
    ['a team on one seat only', { seats: [{ boats: ['white'], team: 0 }, ...seats(4).slice(1)] }, 'config/teams-unsupported', 'seats'],
    ['teams of 5 players', { seats: seats(5).map((s, i) => ({ ...s, team: i % 2 })) }, 'config/teams-unsupported', 'seats'],
    ['unequal teams', { seats: seats(4).map((s, i) => ({ ...s, team: i === 0 ? 0 : 1 })) }, 'config/teams-unsupported', 'seats'],
    ['a third team', { seats: seats(4).map((s, i) => ({ ...s, team: i })) }, 'config/teams-unsupported', 'seats'],
    ['Black Rose with 6 players', { seats: seats(6), blackRose: true }, 'config/black-rose-unsupported', 'blackRose'],
    ['Black Rose as a seventh boat', { seats: [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }, { boats: ['pink', 'red'] }], blackRose: true }, 'config/black-rose-unsupported', 'blackRose'],
    ['flag not boolean', { exactPassengers: 'yes' }, 'config/malformed', 'exactPassengers'],
    ['no riverTiles', { riverTiles: undefined }, 'config/malformed', 'riverTiles'],
    ['unknown tile', { riverTiles: [...BASIC.slice(0, 10), 'C9'] }, 'config/tile-unknown', 'riverTiles[10]'],
    ['A0 in the stack', { riverTiles: [...BASIC.slice(0, 10), 'A0'] }, 'config/tile-start', 'riverTiles[10]'],
    ['duplicate tile', { riverTiles: [...BASIC.slice(0, 10), BASIC[3]] }, 'config/tile-duplicate', 'riverTiles[10]'],
    ['river too short', { riverTiles: BASIC.slice(0, 6) }, 'config/river-length', 'riverTiles'],
    ['who starts with 3 players', { seats: seats(3), firstSeat: 0 }, 'config/first-seat', 'firstSeat'],
    ['who starts: a third seat', { seats: [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }], firstSeat: 2 }, 'config/first-seat', 'firstSeat'],
    ['who starts: not a seat number', { seats: [{ boats: ['white', 'orange'] }, { boats: ['blue', 'green'] }], firstSeat: '1' }, 'config/first-seat', 'firstSeat'],
  ])('rejects %s', (_name, config, code, field) => {
    const c = config === null ? null : cfg(config as Partial<GameConfig>);
    expect(validateConfig(c)).toEqual({ ok: false, code, field });
    expect(CONFIG_ERROR_CODES).toContain(code);
  });

  it('rejects a river whose docks cannot give every boat 2 passengers', () => {
    // 5 players, 2 docks: even with the extra passenger (3 each) 6 < 10
    const tiles: TileId[] = ['A1-1', 'A1-2', 'A3-1', 'A3-2', 'A3-3', 'B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];
    expect(validateConfig(cfg({ seats: seats(5), riverTiles: tiles } as never))).toEqual({
      ok: false,
      code: 'config/too-few-passengers',
      field: 'riverTiles',
    });
  });
});

describe('river tiles (RULINGS §1, advanced rules)', () => {
  const count = (tiles: TileId[], prefix: string) => tiles.filter((t) => t.startsWith(prefix)).length;

  it('basic game: the 11 A tiles', () => {
    expect(BASIC).toEqual(RIVER_TILE_IDS.filter((t) => t.startsWith('A')));
    expect(BASIC).toHaveLength(11);
  });

  it('1-3 B tiles replace A3 tiles (A3-3 first)', () => {
    const t1 = riverTilesFor({ advanced: ['B4'] });
    expect(t1).toHaveLength(11);
    expect(t1).toContain('B4');
    expect(t1).not.toContain('A3-3');
    const t3 = riverTilesFor({ advanced: ['B1', 'B2', 'B4'] });
    expect(count(t3, 'A3')).toBe(0);
    expect(count(t3, 'A2')).toBe(4);
  });

  it('4-6 B tiles also remove 1-3 A2 tiles (A2-4 first)', () => {
    const t4 = riverTilesFor({ advanced: ['B1', 'B1-B2', 'B2', 'B3-1'] });
    expect(t4).toHaveLength(11);
    expect(count(t4, 'A3')).toBe(0);
    expect(t4).not.toContain('A2-4');
    expect(count(t4, 'A2')).toBe(3);
    const t6 = riverTilesFor({ advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'], removeA2: 3 });
    expect(count(t6, 'A2')).toBe(1);
    expect(t6).toContain('A2-1');
    expect(count(t6, 'A1')).toBe(4);
  });

  it('13-18 tile variant: B tiles are added on top of the A tiles', () => {
    const t = riverTilesFor({ advanced: ['B1', 'B2'], length: 14 });
    expect(t).toHaveLength(13);
    expect(count(t, 'A')).toBe(11);
    expect(riverTilesFor({ advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'], length: 18 })).toHaveLength(17);
    // the short river (a first race, docs/rules.md): 8 tiles with A0, the A3 tiles and A2-4 left out as B tiles would replace them
    const short = riverTilesFor({ length: SHORT_RIVER_LENGTH });
    expect(SHORT_RIVER_LENGTH).toBe(8);
    expect(short).toEqual(['A1-1', 'A1-2', 'A1-3', 'A1-4', 'A2-1', 'A2-2', 'A2-3']);
    // every player count gets two passengers a boat on it (its docks, with the extra passenger where needed)
    for (let n = 2; n <= 6; n++) {
      const config = defaultConfig(n, { length: SHORT_RIVER_LENGTH });
      expect(config.riverTiles, `${n} players`).toEqual(short);
      expect(validateConfig(config).ok, `${n} players`).toBe(true);
    }
    // more B tiles than the extra length: the surplus still replaces A3 tiles
    const t2 = riverTilesFor({ advanced: ['B1', 'B2', 'B4'], length: 13 });
    expect(t2).toHaveLength(12);
    expect(count(t2, 'A3')).toBe(1);
  });

  it('bad options are typed errors naming the option', () => {
    expect(buildRiverTiles({ advanced: ['A1-1'] })).toEqual({ ok: false, code: 'config/tile-unknown', field: 'advanced[0]' });
    expect(buildRiverTiles({ advanced: ['B1', 'B1'] })).toEqual({ ok: false, code: 'config/tile-duplicate', field: 'advanced[1]' });
    expect(buildRiverTiles({ length: 19 })).toEqual({ ok: false, code: 'config/river-length', field: 'length' });
    expect(buildRiverTiles({ length: 14, advanced: ['B1'] })).toEqual({ ok: false, code: 'config/river-length', field: 'length' });
    expect(buildRiverTiles({ advanced: ['B1', 'B2'], removeA2: 1 })).toEqual({ ok: false, code: 'config/remove-a2', field: 'removeA2' });
    expect(() => riverTilesFor({ length: SHORT_RIVER_LENGTH - 1 })).toThrow(ConfigError);
    try {
      riverTilesFor({ advanced: ['B9' as TileId] });
    } catch (e) {
      expect(e).toMatchObject({ code: 'config/tile-unknown', field: 'advanced[0]' });
    }
  });

  it('every river the builder makes is a valid config for 3-5 players', () => {
    const b: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];
    for (let k = 0; k <= 6; k++) {
      for (const n of [3, 4, 5]) {
        expect(validateConfig(defaultConfig(n, { advanced: b.slice(0, k) }))).toEqual({ ok: true });
      }
    }
  });
});

describe('passengers (setup table)', () => {
  it('supply: 3 players 8, 4 players 12, 5 players 16; exact variant 2 per boat', () => {
    expect(passengerSupply(defaultConfig(3))).toBe(8);
    expect(passengerSupply(defaultConfig(4))).toBe(12);
    expect(passengerSupply(defaultConfig(5))).toBe(16);
    expect(passengerSupply(defaultConfig(4, { exactPassengers: true }))).toBe(8);
    // the table's 2-player and 6-player rows (the config shape allows them already)
    expect(passengerSupply({ seats: seats(2), riverTiles: BASIC })).toBe(8);
    expect(passengerSupply({ seats: seats(6), riverTiles: BASIC })).toBe(16);
  });

  it('per dock: 3 players one each; 4 players red 1 blue 2; 5 players two each; depots none', () => {
    const c3 = defaultConfig(3);
    const c4 = defaultConfig(4);
    const c5 = defaultConfig(5);
    expect([perDockCount(c3, 'redDock'), perDockCount(c3, 'blueDock')]).toEqual([1, 1]);
    expect([perDockCount(c4, 'redDock'), perDockCount(c4, 'blueDock')]).toEqual([1, 2]);
    expect([perDockCount(c5, 'redDock'), perDockCount(c5, 'blueDock')]).toEqual([2, 2]);
    expect(perDockCount(c5, 'coalDepot')).toBe(0);
    expect(perDockCount(c5, 'water')).toBe(0);
  });

  it('the basic game never needs the extra passenger; the table fills the supply exactly', () => {
    for (const n of [3, 4, 5]) {
      expect(extraPassengerPerDock(defaultConfig(n))).toBe(false);
      expect(passengersAvailable(defaultConfig(n))).toBe(passengerSupply(defaultConfig(n)));
    }
  });

  it('6 B tiles with 3 players: 5 docks hold 5 < 6, so every dock gets one more', () => {
    const c = defaultConfig(3, { advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'] });
    expect(extraPassengerPerDock(c)).toBe(true);
    expect([perDockCount(c, 'redDock'), perDockCount(c, 'blueDock')]).toEqual([2, 2]);
    expect(passengersAvailable(c)).toBe(8); // capped by the supply
    // 5 B tiles keep 6 docks: enough for 3 players
    expect(extraPassengerPerDock(defaultConfig(3, { advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2'] }))).toBe(false);
    // 4 and 5 players have enough even with 6 B tiles
    expect(extraPassengerPerDock(defaultConfig(4, { advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'] }))).toBe(false);
    expect(extraPassengerPerDock(defaultConfig(5, { advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'] }))).toBe(false);
  });
});

describe('which A tiles the B tiles replace (the players\' choice)', () => {
  it('any A3 tiles, then A2 tiles once the three A3 tiles are out', () => {
    const two = riverTilesFor({ advanced: ['B1', 'B2'], replace: ['A3-1', 'A3-2'] });
    expect(two).toContain('A3-3');
    expect(two).not.toContain('A3-1');
    expect(two).not.toContain('A3-2');
    const five = riverTilesFor({ advanced: ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2'], replace: ['A3-1', 'A3-2', 'A3-3', 'A2-1', 'A2-3'] });
    expect(five.filter((t) => t.startsWith('A2'))).toEqual(['A2-2', 'A2-4']);
    expect(five).toHaveLength(11);
  });

  it('refuses a choice that breaks the rule, naming the field', () => {
    expect(buildRiverTiles({ advanced: ['B1'], replace: ['A2-1'] })).toEqual({ ok: false, code: 'config/replace', field: 'replace[0]' });
    expect(buildRiverTiles({ advanced: ['B1'], replace: ['A3-1', 'A3-2'] })).toEqual({ ok: false, code: 'config/replace', field: 'replace' });
    expect(buildRiverTiles({ advanced: ['B1', 'B2'], replace: ['A3-1', 'A3-1'] })).toEqual({ ok: false, code: 'config/replace', field: 'replace[1]' });
    expect(buildRiverTiles({ advanced: ['B1', 'B1-B2', 'B2', 'B3-1'], replace: ['A3-1', 'A3-2', 'A1-1', 'A2-1'] })).toEqual({ ok: false, code: 'config/replace', field: 'replace[2]' });
  });
});
