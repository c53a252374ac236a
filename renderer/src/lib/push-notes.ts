// "Your boat was pushed" notes (issue 14, play-test 17: the note sat over the top of the river through
// other players' turns, until the pushed boat moved). Each is told to the pushed boat's player once,
// on a slim line under the board (components/PushNotes.svelte), and goes once that player has seen
// it: they played at their turn (their turn had started, the note in sight), looked at the boat
// (Show), dismissed it, or the boat moved on.
import type { BoatId } from '../../../engine/index.js';
import type { Translate } from './i18n.js';

export interface PushNote {
  boat: BoatId;
  /** The seat of the pushed boat's player. */
  owner: number;
  /** The boat that pushed it (the hand-over cover names it). */
  by: BoatId;
  /**
   * Made when shown, in the language of the moment; `short`: without the pointer to the arrow on the
   * river (several notes at once said it on every line, each on two lines at 1024x700).
   */
  words: (t: Translate, short?: boolean) => string;
}

/** What a note says among `notes` (those shown together): alone, where to look too; among others, who pushed whom. */
export function noteWords(t: Translate, note: PushNote, notes: readonly PushNote[]): string {
  return note.words(t, notes.length > 1);
}

/** A boat pushed (again): one note a boat, the newest. */
export function notePush(notes: readonly PushNote[], note: PushNote): PushNote[] {
  return [...notes.filter((n) => n.boat !== note.boat), note];
}

/** The notes left once `seat`'s player has played at their turn: theirs have been seen. */
export function seenBy(notes: readonly PushNote[], seat: number | undefined): PushNote[] {
  return seat === undefined ? [...notes] : notes.filter((n) => n.owner !== seat);
}

/** The notes left once `boat` is shown, dismissed, or has moved on (its turn ended). */
export function without(notes: readonly PushNote[], boat: BoatId): PushNote[] {
  return notes.filter((n) => n.boat !== boat);
}

/**
 * Whether the header says "Your boat was pushed" while `seat` answers a push: only to that boat's
 * player. A networked race's screen plays `ownSeats` alone (play-test, issue 17: the host's header
 * read "Bob's turn / Your boat was pushed", Bob's notice); hot-seat, whoever sits at the screen.
 */
export function pushedTurnHere(pendingKind: string | undefined, seat: number, ownSeats: readonly number[] | undefined): boolean {
  return pendingKind === 'reorient' && (!ownSeats || ownSeats.includes(seat));
}
