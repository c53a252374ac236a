// What a boat's badge says: its seat's numeral, and where the seat sails two boats, a letter for
// each, "1a" and "1b" in the order the seat's boats are listed (play-test of issue 14: two boats of
// one captain carried the same numeral, and nose to tail their badges read as one). The board's
// badges and the screens' badges say the same.
import type { BoatId } from '../../../engine/index.js';

interface Owned {
  id: BoatId;
  owner: number;
}

/** The badge's words for `id` among `boats` (the state's, in its order); '' for a boat not among them. */
export function boatNumeral(boats: readonly Owned[], id: BoatId): string {
  const boat = boats.find((b) => b.id === id);
  if (!boat) return '';
  const mates = boats.filter((b) => b.owner === boat.owner);
  const n = String(boat.owner + 1);
  return mates.length > 1 ? n + String.fromCharCode(97 + mates.indexOf(boat)) : n;
}

/** Every boat's badge words, by boat (the screens' `numerals`). */
export function boatNumerals(boats: readonly Owned[]): Record<string, string> {
  return Object.fromEntries(boats.map((b) => [b.id, boatNumeral(boats, b.id)]));
}

/** A badge's words split for drawing: the numeral large, the boat's letter small beside it ('' for none). */
export function numeralParts(numeral: number | string): { digits: string; letter: string } {
  const m = /^(\d+)([a-z]?)$/u.exec(String(numeral));
  return m ? { digits: m[1]!, letter: m[2]! } : { digits: String(numeral), letter: '' };
}
