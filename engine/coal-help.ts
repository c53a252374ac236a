// What still works for a boat out of coal, and where coal may come from (issue 16, play-test:
// three newcomers at 0 coal drifted for 20 rounds not knowing what to do). Read off the legal
// turns and the river, so the words the renderer makes from it follow the rules in play.
import { legalTurns } from './legal.js';
import { spaceAt, tileSpaces } from './river.js';
import { isBlackRose, sideOfBoat } from './sides.js';
import type { BoatId, GameState, LegalTurn } from './types.js';

export interface CoalHelp {
  /** The speeds this move may end at for no coal (the free change of 1, up or down). */
  freeSpeeds: number[];
  /** A free 60° turn is among this move's turns. */
  freeTurn: boolean;
  /** Coal depots on the river from the boat's tile on (a stop on one refills). */
  depotsAhead: number;
  /** Tiles still to be drawn include some with a coal depot. */
  depotsToCome: boolean;
  /** Boats of the mover's side, still racing, with coal to pass on. */
  sideBoats: BoatId[];
  /** The Black Rose sails: its controller's boat may take coal from it. */
  blackRose: boolean;
}

/** For the boat to move when it has no coal (never the Black Rose): null otherwise. */
export function coalHelp(state: GameState, turns: readonly LegalTurn[] = legalTurns(state)): CoalHelp | null {
  const p = state.pending;
  if (p.kind !== 'move') return null;
  const boat = state.boats.find((b) => b.id === p.boat);
  if (!boat?.pos || boat.coal > 0 || isBlackRose(boat)) return null;
  const free = turns.filter((t) => t.coalSpent === 0 && !t.crash);
  const from = spaceAt(state.river, boat.pos)?.tileIndex ?? 0;
  const depotsAhead = state.river.slice(from).reduce((n, placed) => n + tileSpaces(placed).filter((s) => s.kind === 'coalDepot').length, 0);
  // the tiles not drawn yet: those of the river's list beyond the ones placed (A0 is not in the list)
  const drawn = state.river.slice(1).map((t) => t.tile);
  const toCome = [...state.config.riverTiles];
  for (const id of drawn) {
    const i = toCome.indexOf(id);
    if (i >= 0) toCome.splice(i, 1);
  }
  const depotsToCome = toCome.some((tile) => tileSpaces({ tile, origin: { q: 0, r: 0 }, heading: 0, attached: null }).some((s) => s.kind === 'coalDepot'));
  const side = sideOfBoat(state.config, boat);
  const sideBoats = state.boats
    .filter((b) => b.id !== boat.id && !isBlackRose(b) && b.owner >= 0 && b.place === null && b.pos && b.coal > 0 && sideOfBoat(state.config, b) === side)
    .map((b) => b.id);
  return {
    freeSpeeds: [...new Set(free.map((t) => t.end.speed))].sort((a, b) => a - b),
    freeTurn: free.some((t) => t.end.heading !== boat.heading),
    depotsAhead,
    depotsToCome,
    sideBoats,
    blackRose: state.boats.some((b) => isBlackRose(b) && b.pos !== null),
  };
}
