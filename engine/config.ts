// Game configuration: validation (closed set of codes naming the bad field) and the river-tile
// builder for the basic game, the advanced rules and the 13-18 tile variant (RULINGS §1).
import { passengersAvailable, passengersNeeded } from './passengers.js';
import { isTileId, RIVER_TILE_IDS } from './tiles-data.js';
import type { BoatId, GameConfig, TileId } from './types.js';

export const ENGINE_VERSION = '0.1.0';
/**
 * The rules new games start under; bumped whenever a rule reading changes the outcome of a
 * recorded game. A game keeps the rules it started with (engine/rules-version.ts).
 */
export const RULES_VERSION = 'mq-rules-4';
/** Every rules version this engine still plays: a record or store row names one of these. */
export const KNOWN_RULES_VERSIONS: readonly string[] = ['mq-rules-1', 'mq-rules-2', 'mq-rules-3', 'mq-rules-4'];

export const CONFIG_ERROR_CODES = [
  'config/malformed',
  'config/players-unsupported', // 2-6 seats
  'config/boats-per-seat-unsupported', // two players sail two boats each; three may; more sail one
  'config/boat-unknown',
  'config/boat-duplicate',
  'config/black-rose-unsupported', // the Black Rose sails with 2-5 players and at most 5 other boats
  'config/teams-unsupported', // teams: 4 or 6 seats, two equal teams 0 and 1, one boat each
  'config/tile-unknown',
  'config/tile-duplicate',
  'config/tile-start', // A0 is never in the stack
  'config/river-length', // 7-17 river tiles after A0 (8-18 tiles with A0; below 12, the short-river variant)
  'config/too-few-passengers', // the docks cannot supply 2 passengers per player
  'config/advanced-count', // 0-6 distinct B tiles
  'config/remove-a2', // removeA2 disagrees with the number of tiles to remove
  'config/replace', // the A tiles to replace: A3 tiles first, as many as the B tiles need
  'config/rules-version', // a rulesVersion this engine does not play (unknown, or from a newer app)
  'config/first-seat', // who starts is chosen only with 2 seats: seat 0 or 1
] as const;
export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

export type ConfigCheck = { ok: true } | { ok: false; code: ConfigErrorCode; field: string };

/** Thrown by builders (newGame, riverTilesFor) on bad input; carries the same code and field. */
export class ConfigError extends Error {
  constructor(
    readonly code: ConfigErrorCode,
    readonly field: string,
  ) {
    super(`${code} (${field})`);
    this.name = 'ConfigError';
  }
}

/** Boat colours a player may sail (black is the Black Rose). */
export const PLAYER_BOATS: readonly BoatId[] = ['white', 'orange', 'blue', 'green', 'pink', 'red'];

/** The short river's 7 tiles after A0 (a newcomer's first race, docs/rules.md); the rulebook's river has 11. */
export const MIN_RIVER_TILES = 7;
/** The short river: 8 tiles, A0 included (the rulebook's river has 12): a first race of about half the rounds. */
export const SHORT_RIVER_LENGTH = MIN_RIVER_TILES + 1;
export const MAX_RIVER_TILES = 17;
/** Five start docks and the shipyard. */
export const MAX_BOATS = 6;

/**
 * Checks a config: 2-6 seats; two boats each with 2 seats (and optionally 3), one otherwise;
 * teams 2 v 2 or 3 v 3; the Black Rose with 2-5 seats and at most 6 boats in all.
 */
export function validateConfig(config: unknown): ConfigCheck {
  const fail = (code: ConfigErrorCode, field: string): ConfigCheck => ({ ok: false, code, field });
  if (typeof config !== 'object' || config === null) return fail('config/malformed', '');
  const c = config as Partial<GameConfig>;
  if (!Array.isArray(c.seats)) return fail('config/malformed', 'seats');
  const seen = new Set<string>();
  const teams: number[] = [];
  for (let i = 0; i < c.seats.length; i++) {
    const seat = c.seats[i] as unknown;
    if (typeof seat !== 'object' || seat === null || !Array.isArray((seat as { boats?: unknown }).boats)) {
      return fail('config/malformed', `seats[${i}]`);
    }
    const { boats, team } = seat as { boats: unknown[]; team?: unknown };
    if (boats.length < 1 || boats.length > 2) return fail('config/boats-per-seat-unsupported', `seats[${i}].boats`);
    for (let j = 0; j < boats.length; j++) {
      const b = boats[j];
      const field = `seats[${i}].boats[${j}]`;
      if (typeof b !== 'string' || !(PLAYER_BOATS as readonly string[]).includes(b)) return fail('config/boat-unknown', field);
      if (seen.has(b)) return fail('config/boat-duplicate', field);
      seen.add(b);
    }
    if (team !== undefined) {
      if (typeof team !== 'number' || !Number.isInteger(team) || team < 0) return fail('config/malformed', `seats[${i}].team`);
      teams.push(team);
    }
  }
  const n = c.seats.length;
  if (n < 2 || n > 6) return fail('config/players-unsupported', 'seats');
  const perSeat = c.seats[0]!.boats.length;
  for (let i = 0; i < n; i++) {
    const k = c.seats[i]!.boats.length;
    // two players always sail two boats; three may; four to six sail one
    if (k !== perSeat || (n === 2 && k !== 2) || (n >= 4 && k !== 1)) return fail('config/boats-per-seat-unsupported', `seats[${i}].boats`);
  }
  if (teams.length > 0) {
    const field = 'seats';
    if (teams.length !== n || (n !== 4 && n !== 6) || perSeat !== 1) return fail('config/teams-unsupported', field);
    if (!teams.every((t) => t === 0 || t === 1) || teams.filter((t) => t === 0).length !== n / 2) {
      return fail('config/teams-unsupported', field);
    }
  }
  for (const flag of ['exactPassengers', 'blackRose', 'classic1998'] as const) {
    if (c[flag] !== undefined && typeof c[flag] !== 'boolean') return fail('config/malformed', flag);
  }
  if (c.firstSeat !== undefined && (n !== 2 || (c.firstSeat !== 0 && c.firstSeat !== 1))) return fail('config/first-seat', 'firstSeat');
  if (c.blackRose && (n > 5 || n * perSeat + 1 > MAX_BOATS)) return fail('config/black-rose-unsupported', 'blackRose');
  if (!Array.isArray(c.riverTiles)) return fail('config/malformed', 'riverTiles');
  const tiles = new Set<string>();
  for (let i = 0; i < c.riverTiles.length; i++) {
    const t = c.riverTiles[i];
    const field = `riverTiles[${i}]`;
    if (!isTileId(t)) return fail('config/tile-unknown', field);
    if (t === 'A0') return fail('config/tile-start', field);
    if (tiles.has(t)) return fail('config/tile-duplicate', field);
    tiles.add(t);
  }
  if (c.riverTiles.length < MIN_RIVER_TILES || c.riverTiles.length > MAX_RIVER_TILES) {
    return fail('config/river-length', 'riverTiles');
  }
  const full = c as GameConfig;
  if (passengersAvailable(full) < passengersNeeded(full)) return fail('config/too-few-passengers', 'riverTiles');
  return { ok: true };
}

export interface RiverOptions {
  /** B tiles chosen for the advanced rules (0-6, distinct). */
  advanced?: TileId[];
  /** How many A2 tiles to remove; if given it must match what the choice requires. */
  removeA2?: number;
  /** Total number of tiles including A0, like the rulebook counts (12 = standard, 13-18 variant). */
  length?: number;
  /**
   * Which A tiles the B tiles replace (the players' choice): A3 tiles, then A2 tiles once all
   * three A3 tiles are out. Omitted: A3-3, A3-2, A3-1, then A2-4, A2-3, A2-2.
   */
  replace?: TileId[];
}

const A3_REMOVAL_ORDER: readonly TileId[] = ['A3-3', 'A3-2', 'A3-1'];
const A2_REMOVAL_ORDER: readonly TileId[] = ['A2-4', 'A2-3', 'A2-2'];

/**
 * The river tiles (A0 excluded) for these options, in a canonical order (the stack is drawn at
 * random during the game). With the standard length, B tiles replace A3 tiles first (A3-3, then
 * A3-2, A3-1), then A2 tiles (A2-4, A2-3, A2-2). A longer river keeps more A tiles; a shorter one
 * (the short-river variant) leaves out A tiles in the same order, without B tiles in their place.
 */
export function buildRiverTiles(
  options: RiverOptions = {},
): { ok: true; tiles: TileId[] } | { ok: false; code: ConfigErrorCode; field: string } {
  const fail = (code: ConfigErrorCode, field: string) => ({ ok: false as const, code, field });
  const advanced = options.advanced ?? [];
  if (!Array.isArray(advanced) || advanced.length > 6) return fail('config/advanced-count', 'advanced');
  const seen = new Set<TileId>();
  for (let i = 0; i < advanced.length; i++) {
    const t = advanced[i];
    if (!isTileId(t) || !t.startsWith('B')) return fail('config/tile-unknown', `advanced[${i}]`);
    if (seen.has(t)) return fail('config/tile-duplicate', `advanced[${i}]`);
    seen.add(t);
  }
  const length = options.length ?? 12;
  if (!Number.isInteger(length) || length < SHORT_RIVER_LENGTH || length > 18) return fail('config/river-length', 'length');
  const aTiles = RIVER_TILE_IDS.filter((t) => t.startsWith('A'));
  const remove = aTiles.length + advanced.length - (length - 1);
  if (remove < 0) return fail('config/river-length', 'length'); // not enough tiles: choose more B tiles
  const a2 = Math.max(0, remove - 3);
  if (a2 > 3) return fail('config/advanced-count', 'advanced');
  if (options.removeA2 !== undefined && options.removeA2 !== a2) return fail('config/remove-a2', 'removeA2');
  let removed = new Set<TileId>([...A3_REMOVAL_ORDER.slice(0, remove - a2), ...A2_REMOVAL_ORDER.slice(0, a2)]);
  if (options.replace !== undefined) {
    const r = options.replace;
    if (!Array.isArray(r) || r.length !== remove) return fail('config/replace', 'replace');
    const chosen = new Set<TileId>();
    for (let i = 0; i < r.length; i++) {
      const t = r[i]!;
      // A3 tiles (islands only) go first; A2 tiles only once all three A3 tiles are out
      const ok = isTileId(t) && (t.startsWith('A3') || (t.startsWith('A2') && a2 > 0));
      if (!ok || chosen.has(t)) return fail('config/replace', `replace[${i}]`);
      chosen.add(t);
    }
    if ([...chosen].filter((t) => t.startsWith('A2')).length !== a2) return fail('config/replace', 'replace');
    removed = chosen;
  }
  const chosen = RIVER_TILE_IDS.filter((t) => (t.startsWith('A') ? !removed.has(t) : seen.has(t)));
  return { ok: true, tiles: chosen };
}

/** Like buildRiverTiles, but throws a ConfigError on bad options. */
export function riverTilesFor(options: RiverOptions = {}): TileId[] {
  const r = buildRiverTiles(options);
  if (!r.ok) throw new ConfigError(r.code, r.field);
  return r.tiles;
}

export interface ModeOptions {
  exactPassengers?: boolean;
  /** Two boats per seat (always with 2 players; optional with 3). */
  twoBoats?: boolean;
  /** Teams 2 v 2 (4 players) or 3 v 3 (6): seats alternate between the teams. */
  teams?: boolean;
  blackRose?: boolean;
  classic1998?: boolean;
}

/**
 * A ready-made config: `players` seats with the first colours (two each when they sail two
 * boats), standard or advanced river, and the chosen mode. Not validated: see validateConfig.
 */
export function defaultConfig(players: number, options: RiverOptions & ModeOptions = {}): GameConfig {
  const perSeat = players === 2 || (options.twoBoats && players === 3) ? 2 : 1;
  const config: GameConfig = {
    seats: Array.from({ length: players }, (_, i) => {
      const seat: GameConfig['seats'][number] = { boats: PLAYER_BOATS.slice(i * perSeat, (i + 1) * perSeat) };
      if (options.teams) seat.team = i % 2;
      return seat;
    }),
    riverTiles: riverTilesFor(options),
  };
  if (options.exactPassengers) config.exactPassengers = true;
  if (options.blackRose) config.blackRose = true;
  if (options.classic1998) config.classic1998 = true;
  return config;
}
