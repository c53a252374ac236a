// Two boats per captain in a networked lobby (play-test of issue 17): the rules give two captains
// two boats each, and the room's config follows the seat count (electron/net/seat-count.ts), so
// adding or removing a seat may switch the mode on or off. The lobby says so in words, and says why
// it is on with two captains (the host did not choose it: the rules did).
import type { GameConfig } from '../../../engine/index.js';
import type { MessageKey } from './i18n.js';

const twoEach = (c: GameConfig) => (c.seats[0]?.boats.length ?? 1) > 1;

/** Two boats each because there are two captains (not a choice: the engine plays two no other way). */
export function twoBoatsByRule(config: GameConfig): boolean {
  return config.seats.length === 2 && twoEach(config);
}

/** The words for a change of seats that switched two boats per captain on or off; null when it did not. */
export function boatsChange(before: GameConfig | null | undefined, after: GameConfig | null | undefined): { key: MessageKey; n: number } | null {
  if (!before || !after || before.seats.length === after.seats.length) return null;
  const was = twoEach(before);
  const now = twoEach(after);
  if (was === now) return null;
  const n = after.seats.length;
  if (now) return { key: 'net26.twoBoatsOn', n };
  return { key: before.seats.length === 2 ? 'net26.twoBoatsOff' : 'net26.twoBoatsOffMany', n };
}
