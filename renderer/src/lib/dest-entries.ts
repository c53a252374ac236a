// The destination list's entries (components/plan/DestinationList.svelte): each lit space in words,
// in the order destinations() sorts them (furthest down the river first, then cheapest), no two
// labels alike, and a long list folded after its first entries (newcomer's play-test of issue 14:
// 17 look-alike entries to read through).
import type { Boat, GameState } from '../../../engine/index.js';
import type { Translate } from './i18n.js';
import { destinationText } from './plan-words.js';
import type { Destination } from './turns.js';
import { placeName, type SeatInfo } from './words.js';

export interface DestEntry {
  d: Destination;
  /** What the cheapest way there costs and does; with the way there from the boat where two entries would otherwise read the same. */
  main: string;
  /** Where it is (small print under `main`). */
  place: string;
}

export function destEntries(t: Translate, state: GameState, players: SeatInfo[], mover: Boat, dests: Destination[], away: (d: Destination) => string): DestEntry[] {
  const rows = dests.map((d) => ({ d, main: destinationText(t, state, players, mover, d), place: placeName(t, state, d.hex) }));
  // the first line is what a player reads: two alike there read as one entry twice, whatever the
  // small print under them says (newcomer's play-test: two "2 spaces downstream, no coal, ends facing
  // downstream, toward the right bank"), so the way there from the boat goes on that line
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.main, (count.get(r.main) ?? 0) + 1);
  return rows.map((r) => ((count.get(r.main) ?? 0) > 1 ? { ...r, main: `${r.main} · ${away(r.d)}` } : r));
}

/** Entries shown before "more": a list up to LONG long is shown whole (folding one or two away helps nobody). */
export const FIRST = 8;
const LONG = 10;

/**
 * Entries scrolled out of the list's sight below (`bottoms`: each entry's bottom edge, `seen`: the
 * list's visible bottom, both in px): the list says how many (play-test 16: 4 lit spaces, 3 entries
 * in sight and no sign of the fourth).
 */
export function hiddenBelow(bottoms: readonly number[], seen: number): number {
  return bottoms.filter((b) => b > seen + 1).length;
}

/**
 * The count the "more below" sign says, or 0 when it would stand over the only entries in sight:
 * it is kept at the list's foot, over the list, so it shows only while a whole entry stands above
 * it (e2e: with an out-of-coal note the list showed half an entry, which the sign then covered, and
 * a click on that entry hit the sign). `entries`: each entry's top and bottom; `view`: the list's
 * visible part; `sign`: the sign's height (px), `shown`: whether it is drawn now (it then takes
 * its room at the list's end, and entries under it are still to be scrolled to).
 */
export function belowSign(entries: readonly { top: number; bottom: number }[], view: { top: number; bottom: number }, sign: number, shown: boolean): number {
  const hidden = hiddenBelow(
    entries.map((e) => e.bottom),
    view.bottom - (shown ? sign : 0),
  );
  const foot = view.bottom - sign;
  return hidden > 0 && entries.some((e) => e.top >= view.top - 1 && e.bottom <= foot + 1) ? hidden : 0;
}

/** How many entries a list of `n` shows while folded. */
export function shownFolded(n: number): number {
  return n > LONG ? FIRST : n;
}

/**
 * The list's height `h` (px) rounded down to its last entry seen whole (`bottoms`: each entry's foot
 * from the list's top), never below the first's: a list cut inside an entry showed a strip of it,
 * ~8 px of the third over the "more below" sign at 1024x700 (play-test pt29). Whole already, or no
 * entries: `h`.
 */
export function wholeEntries(bottoms: readonly number[], h: number): number {
  if (!bottoms.length || bottoms.at(-1)! <= h + 1) return h;
  const fit = bottoms.filter((b) => b <= h + 1);
  return fit.length ? Math.max(...fit) : bottoms[0]!;
}
