// A move made elsewhere (a computer captain's, another window's) is watched, not played: the board
// sails it slower, step by step, so the player can follow it (play-test: "over in 1-2 s"). The extra
// time comes out of the pause the player set after each computer move ("computer move delay"), so
// a turn takes no longer than before: with no pause asked for, moves sail at the normal pace.
import type { GameEvent } from '../../../engine/index.js';
import { eventMs } from './move-durations.js';

/** At most this much slower than a player's own move. */
export const WATCH_STRETCH = 1.8;

export interface WatchPace {
  /** Durations are multiplied by this (1: the normal pace). */
  stretch: number;
  /** What the slower sailing took out of the pause (ms, real time). */
  extraMs: number;
}

/**
 * How slowly to sail `events`, given `budgetMs` of the pause still unspent this turn and the
 * animation speed (0 = instant, as is reduced motion: no stretch, the pause is kept whole).
 */
export function watchPace(events: readonly GameEvent[], budgetMs: number, speed: number): WatchPace {
  const base = events.reduce((s, e) => s + eventMs(e), 0);
  if (speed <= 0 || budgetMs <= 0 || base <= 0) return { stretch: 1, extraMs: 0 };
  const real = base / speed;
  const stretch = Math.min(WATCH_STRETCH, 1 + budgetMs / real);
  return { stretch, extraMs: (stretch - 1) * real };
}

/**
 * Whether these events end a computer's move, after which the pause comes: its turn ended, or it
 * set its boat's start heading or turned a boat it was pushed with (a whole decision, with no
 * `turnEnded`: play-test, the first captain's start heading went straight under the hand-over cover).
 */
export function endsMove(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'turnEnded' || e.type === 'boatPlaced' || e.type === 'reoriented');
}

/** A move sailed while newer ones wait behind it (a network race catching up) takes this share of its time. */
export const CATCH_UP_STRETCH = 0.2;

/**
 * A network race shows the room's moves as they come, but a board behind must not stay behind
 * (play-test: a guest lagged the host by seconds): while `behind` newer moves wait, the one being
 * shown sails fast and no pause follows it; the newest is sailed at the usual pace. Null: not behind.
 */
export function catchUpPace(behind: number): WatchPace | null {
  return behind > 0 ? { stretch: CATCH_UP_STRETCH, extraMs: 0 } : null;
}

/**
 * How a move made elsewhere is shown (`pace`), and whether the pause follows it. In a network race
 * (`network`) a move another player made (`byPlayer`, not a computer captain) sails at the usual pace
 * with no pause after it: the slower sailing and the pause are the player's "computer move delay",
 * and the player who moved saw the move at once, so every screen watching it fell behind theirs
 * (play-test of issue 17: the host showed "Captain 3 is thinking…" for ~10 s while its guest, who
 * had just moved, already had the next turn). A move with newer ones behind it hurries (catchUpPace).
 */
export function shownPace(o: {
  events: readonly GameEvent[];
  /** Moves still to show after this one. */
  behind: number;
  network: boolean;
  byPlayer: boolean;
  /** What is left of the pause this turn (ms). */
  budgetMs: number;
  /** Animation speed (0: instant, or reduced motion). */
  speed: number;
  moveDelay: number;
}): { pace: WatchPace; pauseAfter: boolean } {
  const hurry = o.network ? catchUpPace(o.behind) : null;
  if (hurry) return { pace: hurry, pauseAfter: false };
  if (o.network && o.byPlayer) return { pace: { stretch: 1, extraMs: 0 }, pauseAfter: false };
  return { pace: watchPace(o.events, o.budgetMs, o.speed), pauseAfter: o.moveDelay > 0 && endsMove(o.events) };
}
