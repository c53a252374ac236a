// Who sails what: sides (a seat, or a team), the Black Rose and its controller, and who decides
// for a boat (rulebook "Special rules for 2 or 6 players", "The Black Rose", "Possible variants").
import type { Boat, BoatId, GameConfig, GameState, PlayerId } from './types.js';

export const BLACK_ROSE_ID: BoatId = 'black';

export function isBlackRose(b: Pick<Boat, 'id'>): boolean {
  return b.id === BLACK_ROSE_ID;
}

/** The side a seat races for: its team in team games, else the seat itself (teams get ids ≥ 100). */
export function sideOfSeat(config: GameConfig, seat: PlayerId): number {
  const team = config.seats[seat]?.team;
  return team === undefined ? seat : 100 + team;
}

/** The side of a boat; -1 for the Black Rose (it races for nobody). */
export function sideOfBoat(config: GameConfig, b: Pick<Boat, 'owner'>): number {
  return b.owner < 0 ? -1 : sideOfSeat(config, b.owner);
}

/** Every side of the game, in seat order. */
export function allSides(config: GameConfig): number[] {
  return [...new Set(config.seats.map((_, i) => sideOfSeat(config, i)))];
}

/** The seats of a side. */
export function seatsOfSide(config: GameConfig, side: number): PlayerId[] {
  return config.seats.map((_, i) => i).filter((i) => sideOfSeat(config, i) === side);
}

/** The player who decides for this boat: its owner, or the Black Rose's controller this round. */
export function deciderOf(state: Pick<GameState, 'blackRose'>, b: Pick<Boat, 'owner'>): PlayerId {
  return b.owner >= 0 ? b.owner : (state.blackRose?.controller ?? 0);
}

/** The Black Rose's controller for a round: the owner of the last player boat in its order. */
export function controllerFor(boats: readonly Boat[], order: readonly BoatId[]): PlayerId {
  for (let i = order.length - 1; i >= 0; i--) {
    const b = boats.find((x) => x.id === order[i]);
    if (b && b.owner >= 0) return b.owner;
  }
  return 0;
}

/** Sides that have a place already (one of their boats finished). */
export function placedSides(state: Pick<GameState, 'config' | 'boats'>): Set<number> {
  const out = new Set<number>();
  for (const b of state.boats) if (b.place !== null && b.owner >= 0) out.add(sideOfBoat(state.config, b));
  return out;
}
