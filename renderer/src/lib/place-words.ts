// What Home's "Back to your race" box says about the player's own seat (pt30): away from the race's
// screen mid-race they count as away for the others (a guest's seat waits a grace time, counted
// again from each absence); a paused race says whose turn follows the resume.
import type { NetStatus } from '../../../electron/net/net-api.js';
import type { Translate } from './i18n.js';
import { clockText } from './room-notes.js';
import { shownName } from './shown-names.js';

type Place = NonNullable<NetStatus['place']>;

/** The away line (null while present): a guest's with the time left by `now`, a host's (the race waits for them). */
export function placeAwayWords(t: Translate, place: Place, now: number): string | null {
  if (!place.away) return null;
  if (place.role === 'hosting') return t('net30.placeAwayHost');
  if (place.awayUntil === undefined) return null;
  const left = place.awayUntil - now;
  return left > 0 ? t('net30.placeAwayWaits', { time: clockText(left) }) : t('net30.placeAwayOver');
}

/** A paused race (the host's own): whose turn the resume brings, when known. */
export function pausedNextWords(t: Translate, place: Place): string | null {
  if (place.role !== 'hosting' || place.connected || place.turn === undefined) return null;
  return place.turnMine ? t('net30.pausedNextMine') : t('net30.pausedNext', { name: shownName(t, place.turn) });
}
