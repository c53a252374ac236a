// The start docks numbered on the board while the boats set off in a six-boat race (play-test pt29
// #2: the numbers showed only while the sixth boat itself chose its dock; with a computer in the
// shipyard, or before its turn, the board had none and "dock 3" read as "Captain 3's dock"). All
// five are numbered, those boats stand on too, each mark beside its dock clear of every boat.
import { startDockHex, type GameState, type Hex } from '../../../engine/index.js';
import { clearSpot } from './boat-clear.js';
import type { NoteBox } from './note-place.js';
import { shipyardBoat } from './shipyard-wait.js';

/** The start tile's docks, as the rules number them (engine/tiles-data.ts START_DOCK_INDEX). */
export const START_DOCKS = [1, 2, 3, 4, 5] as const;

/** The docks to number: every start dock while a boat waits at the shipyard to enter one, else none. */
export function startDockMarks(state: GameState): { hex: Hex; n: number }[] {
  if (!state.river.length || shipyardBoat(state) === null) return [];
  return START_DOCKS.map((n) => ({ hex: startDockHex(state.river, n), n }));
}

/**
 * Where each dock's mark (`size` pixels across, on its dock's centre `c`) is drawn: on its dock when
 * that covers no boat, else the nearest spot round it clear of the boats and of the marks placed
 * before it and of `others` (the lit spaces' cost badges: a mark hid a badge on its dock) (clearSpot;
 * `px`: the space's pixels across).
 */
export function dockMarkSpots(
  marks: readonly { c: { x: number; y: number }; w: number; h: number; px: number }[],
  boats: { c: { x: number; y: number }; box: NoteBox }[],
  others: readonly NoteBox[] = [],
): NoteBox[] {
  const taken: NoteBox[] = [...others];
  return marks.map((m) => {
    const spot = clearSpot({ x: m.c.x, y: m.c.y, w: m.w, h: m.h, side: 0 }, boats, m.px, taken);
    taken.push(spot);
    return spot;
  });
}

/**
 * The start docks lit on the river while the boat from the shipyard picks one: all of them until one
 * is chosen, then that one alone (with the chosen space's outline), as a chosen way's end is (play-test
 * pt30: the chosen dock outlined beside another still solid yellow read as the other being chosen).
 * A dock not lit can still be clicked, and the buttons under the prompt name them all.
 */
export function litDocks<T extends { dock: number }>(docks: readonly T[], chosen: number | null): T[] {
  const one = docks.filter((d) => d.dock === chosen);
  return one.length ? one : [...docks];
}
