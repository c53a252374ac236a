// Passenger supply and how many passengers appear on each dock (rulebook setup table, RULINGS §1-2).
import { hexKey } from './hex.js';
import { tileSpaces } from './river.js';
import { TILES } from './tiles-data.js';
import type { GameConfig, Hex, PlacedTile, SpaceKind, TileId } from './types.js';

/** Number of players = seats (the Black Rose is nobody's seat). */
export function playerCount(config: GameConfig): number {
  return config.seats.length;
}

/**
 * The row of the setup table to read: the number of players, except three players sailing two
 * boats each, who read the six-boat row (the 3-player row is written for three boats; the
 * 2-player row already assumes two boats each). Without it six boats share 8 passengers and a
 * race can run dry (docs/rules.md, Possible variants).
 */
export function tableRow(config: GameConfig): number {
  const n = playerCount(config);
  return n === 3 && config.seats.some((s) => s.boats.length === 2) ? 6 : n;
}

/** At least 2 passengers per player must be able to appear (rulebook, advanced rules). */
export function passengersNeeded(config: GameConfig): number {
  return 2 * playerCount(config);
}

/** Boats that race for passengers (every seat boat; the Black Rose never takes passengers). */
export function racingBoatCount(config: GameConfig): number {
  return config.seats.reduce((n, s) => n + s.boats.filter((b) => b !== 'black').length, 0);
}

/** Passengers set aside at setup: 2/3 players 8, 4 players 12, 5/6 players 16; exact variant 2 per racing boat. */
export function passengerSupply(config: GameConfig): number {
  if (config.exactPassengers) return 2 * racingBoatCount(config);
  const n = tableRow(config);
  return n <= 3 ? 8 : n === 4 ? 12 : 16;
}

/** Passengers per dock from the table alone (no extra-passenger rule). */
export function basePerDock(players: number, kind: 'blueDock' | 'redDock'): number {
  if (players <= 3) return 1;
  if (players === 4) return kind === 'blueDock' ? 2 : 1;
  return 2;
}

// a tile's docks, listed once per tile (asked at every turn's end: a filter each time showed in profiles)
const tileDocks = new Map<TileId, readonly ('blueDock' | 'redDock')[]>();
function docksOf(tile: TileId): readonly ('blueDock' | 'redDock')[] {
  let d = tileDocks.get(tile);
  if (!d) tileDocks.set(tile, (d = TILES[tile].kinds.filter((k): k is 'blueDock' | 'redDock' => k === 'blueDock' || k === 'redDock')));
  return d;
}

/**
 * The advanced rules' extra passenger (RULINGS §1): when the passengers that would appear on the
 * docks of this river (table counts, capped by the supply) are fewer than 2 per racing boat,
 * every dock gets one more. Derived from the config, so it needs no flag of its own.
 */
export function extraPassengerPerDock(config: GameConfig): boolean {
  const players = tableRow(config);
  const table = config.riverTiles.flatMap(docksOf).reduce((n, k) => n + basePerDock(players, k), 0);
  return Math.min(table, passengerSupply(config)) < passengersNeeded(config);
}

/**
 * Whether a passenger can still appear on the river: some left in the supply and a tile with a
 * dock still face down (the Finish has none). mq-rules-3's reading of "passengers ran dry".
 */
export function passengersCanStillCome(state: { supply: number; stack: readonly TileId[] }): boolean {
  return state.supply > 0 && state.stack.some((t) => docksOf(t).length > 0);
}

/** Passengers a dock of this kind receives when revealed (before the supply cap). */
export function perDockCount(config: GameConfig, kind: SpaceKind): number {
  if (kind !== 'blueDock' && kind !== 'redDock') return 0; // coal depots never get passengers
  return basePerDock(tableRow(config), kind) + (extraPassengerPerDock(config) ? 1 : 0);
}

/** Total passengers the docks of this config's river can ever receive (supply cap included). */
export function passengersAvailable(config: GameConfig): number {
  const table = config.riverTiles.flatMap(docksOf).reduce((n, k) => n + perDockCount(config, k), 0);
  return Math.min(table, passengerSupply(config));
}

/**
 * Passengers to put on the docks of a tile just placed, in source-index order. A dock revealed
 * when the supply is short gets what is left (possibly nothing: such docks are omitted).
 */
export function passengersForNewTile(
  state: { config: GameConfig; supply: number },
  placed: PlacedTile,
): { hex: Hex; count: number }[] {
  let left = state.supply;
  const out: { hex: Hex; count: number }[] = [];
  for (const s of tileSpaces(placed)) {
    const want = perDockCount(state.config, s.kind);
    const count = Math.min(want, left);
    if (count <= 0) continue;
    left -= count;
    out.push({ hex: s.hex, count });
  }
  return out;
}

/** The state's `docks`/`supply` after adding these passengers (new objects; inputs untouched). */
export function addPassengers(
  docks: Record<string, number>,
  supply: number,
  added: readonly { hex: Hex; count: number }[],
): { docks: Record<string, number>; supply: number } {
  const next = { ...docks };
  let left = supply;
  for (const a of added) {
    const k = hexKey(a.hex);
    next[k] = (next[k] ?? 0) + a.count;
    left -= a.count;
  }
  return { docks: next, supply: left };
}
