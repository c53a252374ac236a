// The note to a player out of coal (issue 16, play-test: three newcomers at 0 coal drifted for 20
// rounds not knowing what to do): once their boat has spent a few of its moves at 0 coal short of
// its passengers, it says once what still works and where coal may come from. The facts are the
// engine's (coalHelp: the legal turns, the river, the sides); this only counts turns and words them.
import type { BoatId, CoalHelp, GameState } from '../../../engine/index.js';
import type { Translate } from './i18n.js';
import { boatLabel, type SeatInfo } from './words.js';

/** A boat's moves at 0 coal, short of its passengers, before the note (this one included). */
export const DRY_MOVES = 3;

/** Counts each boat's moves at 0 coal; says when the note is due, once per boat. */
export class CoalNote {
  private readonly dry = new Map<BoatId, Set<string>>();
  private readonly told = new Map<BoatId, string>();

  /**
   * The boat to move, its move's key (round and turn) and whether it is at 0 coal short of its
   * passengers: true on the move the note is due and on no later one.
   */
  see(boat: BoatId, moveKey: string, stuck: boolean): boolean {
    const was = this.told.get(boat);
    if (was !== undefined) return was === moveKey;
    if (!stuck) return false;
    const seen = this.dry.get(boat) ?? new Set<string>();
    seen.add(moveKey);
    this.dry.set(boat, seen);
    if (seen.size < DRY_MOVES) return false;
    this.told.set(boat, moveKey);
    return true;
  }
}

/** Whether the boat to move is out of coal and short of the 2 passengers it needs to finish. */
export function outOfCoal(state: GameState, boat: BoatId): boolean {
  const b = state.boats.find((x) => x.id === boat);
  return !!b && b.coal === 0 && b.passengers < 2;
}

/** The note's sentences: what is free this turn, then each way coal may come (or that none does). */
export function coalNoteLines(t: Translate, help: CoalHelp, state: GameState, players: SeatInfo[]): string[] {
  const speeds = help.freeSpeeds.join(', ');
  const lines = [t(help.freeTurn ? 'coal.out.free' : 'coal.out.freeNoTurn', { speeds })];
  if (help.depotsAhead > 0) lines.push(t('coal.out.depots', { n: help.depotsAhead }));
  else if (help.depotsToCome) lines.push(t('coal.out.depotsToCome'));
  for (const boat of help.sideBoats) lines.push(t('coal.out.side', { boat: boatLabel(t, players, state, boat) }));
  if (help.blackRose) lines.push(t('coal.out.rose'));
  if (lines.length === 1) lines.push(t('coal.out.none'));
  return lines;
}
