// What the hot-seat cover (components/HandOver.svelte) tells the next player beside their name
// (play-test 18): which of their two boats moves now when they sail two, and that a boat of theirs
// was pushed since their last turn (otherwise only a slim note under the board said so, after the
// cover, and easy to miss).
import type { BoatId, GameState } from '../../../engine/index.js';
import type { MessageKey, Translate } from './i18n.js';
import type { PushNote } from './push-notes.js';
import { boatLabel, type SeatInfo } from './words.js';

const colour = (t: Translate, boat: BoatId) => t(`colour.${boat}` as MessageKey);

/**
 * With two boats, where this one stands among them this round: the other has moved already (this
 * is their second), or it moves later; null with one boat, or when the other has no turn left.
 */
export function twoBoatNote(t: Translate, state: GameState, boat: BoatId): string | null {
  const owner = state.boats.find((b) => b.id === boat)?.owner;
  if (owner === undefined || owner < 0) return null;
  const other = state.boats.find((b) => b.owner === owner && b.id !== boat);
  if (!other) return null;
  const at = state.order.indexOf(other.id);
  if (at < 0) return null;
  return at < state.turnIndex ? t('panels.passSecond', { other: colour(t, other.id) }) : t('panels.passFirst', { other: colour(t, other.id) });
}

/** One line for each boat of `seat` pushed by someone else since its player last played. */
export function pushedLines(t: Translate, players: SeatInfo[], state: GameState, seat: number, notes: readonly PushNote[]): string[] {
  return notes.filter((n) => n.owner === seat).map((n) => t('panels.passPushed', { colour: colour(t, n.boat), by: boatLabel(t, players, state, n.by) }));
}
