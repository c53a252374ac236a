// The host adds or removes a seat in the lobby (play-test of issue 17: after "New game" the seat
// count was fixed, so a third friend could not join). A race set up on the new-game screen carries
// a config with one entry per seat: it follows the new count, keeping what the host chose (river,
// modes, each remaining seat's colours) where the rules allow it, and saying no where the mode
// itself fixes the count (teams, the Black Rose with six).
import { validateConfig, type GameConfig } from '../../engine/index.js';
import { PLAYER_BOATS as BOATS } from '../../engine/config.js';
import { MAX_SEATS, MIN_SEATS } from './protocol.js';

/**
 * The config for `count` seats once seat `removed` is gone (or a seat is added at the end, when
 * `removed` is null); null when that count cannot be played with this config. No config stays none
 * (the room starts with the standard one for the count).
 */
export function resizedConfig(config: GameConfig | undefined, count: number, removed: number | null): GameConfig | undefined | null {
  if (count < MIN_SEATS || count > MAX_SEATS) return null;
  if (!config) return undefined;
  // a team game is 2 v 2 or 3 v 3: its seats are the mode's, not the host's to change one by one
  if (config.seats.some((s) => s.team !== undefined)) return null;
  const kept = config.seats.filter((_, i) => i !== removed);
  const oldPer = config.seats[0]?.boats.length ?? 1;
  // two players sail two boats each; three keep what they had; four or more sail one
  const per = count === 2 ? 2 : count === 3 ? (config.seats.length === 2 ? 1 : oldPer) : 1;
  let seats: GameConfig['seats'];
  if (per === oldPer) {
    const used = new Set(kept.flatMap((s) => s.boats));
    const spare = BOATS.filter((b) => !used.has(b));
    seats = kept.map((s) => ({ boats: [...s.boats] }));
    while (seats.length < count) seats.push({ boats: spare.splice(0, per) });
  } else {
    // boats per seat change (2 <-> 3 players): the seats' colours in order, then the unused ones
    const order = [...new Set([...kept.flatMap((s) => (per < oldPer ? s.boats.slice(0, 1) : s.boats)), ...BOATS])];
    seats = Array.from({ length: count }, (_, i) => ({ boats: order.slice(i * per, (i + 1) * per) }));
  }
  const next: GameConfig = { ...config, seats };
  // the start player chosen among two has no meaning for more
  if (count !== 2) delete next.firstSeat;
  return validateConfig(next).ok ? next : null;
}
