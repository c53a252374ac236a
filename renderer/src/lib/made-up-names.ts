// Names the app makes up, in the player's language: default captains ("Capitaine 3"), the title of
// a new game ("Partie du 26 novembre 2026 à 09:45", the date through Intl), of a copy and of a game
// started from a replay. They are sent to main as the title; a name or title the player typed is
// never touched.
import { LANGUAGES } from '../../../electron/api/contract.js';
import { translator, type Translate } from './i18n.js';

/** Main refuses longer titles (title/too-long); made-up ones shorten the source title to fit. */
export const TITLE_LIMIT = 100;

export function seatName(t: Translate, n: number): string {
  return t('new.defaultName', { n });
}

/** The number of a default captain's name in any language ("Captain 3", "Капитан 3" -> 3), else null. */
export function defaultSeatNumber(name: string, max = 7): number | null {
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (let n = 1; n <= max; n++) if (seatName(t, n) === name) return n;
  }
  return null;
}

/**
 * The names once seats were removed or moved: a made-up one follows its seat's number ("Captain 6"
 * in the third seat is "Captain 3": play-test pt28, a computer captain kept "Capitano 6" with three
 * seats left); a typed one is kept.
 */
export function followSeats(t: Translate, names: readonly string[]): string[] {
  return names.map((name, i) => (defaultSeatNumber(name) === null ? name : seatName(t, i + 1)));
}

/**
 * The lobby's captains to rename once seat `removed` goes: each captain with a made-up name whose
 * number is no longer its seat's (as followSeats; the room keeps names as they were sent).
 */
export function captainsRenamed<S extends { kind: string; name: string | null; level: string | null }>(
  t: Translate,
  seats: readonly S[],
  removed: number,
): { seat: number; name: string; level: S['level'] }[] {
  const left = seats.filter((_, i) => i !== removed);
  const names = followSeats(t, left.map((s) => s.name ?? ''));
  return left.flatMap((s, i) => (s.kind === 'computer' && s.name !== null && names[i] !== s.name ? [{ seat: i, name: names[i]!, level: s.level }] : []));
}

export function newGameTitle(t: Translate, now: number = Date.now()): string {
  return t('game.defaultTitle', { date: now });
}

/** The message with the source title shortened (with "…") until the whole fits the limit. */
function fitted(make: (title: string) => string, title: string): string {
  let text = make(title);
  const chars = [...title];
  while ([...text].length > TITLE_LIMIT && chars.length > 1) {
    chars.splice(chars.length - Math.max(1, [...text].length - TITLE_LIMIT) - 1);
    text = make(`${chars.join('').trimEnd()}…`);
  }
  return text;
}

export function copyTitle(t: Translate, title: string): string {
  return fitted((s) => t('game.copyTitle', { title: s }), title);
}

export function forkTitle(t: Translate, title: string, move: number): string {
  return fitted((s) => t('game.forkTitle', { title: s, n: move }), title);
}
