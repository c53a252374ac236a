// The replay's caption: what the step shown is, naming the same move as the log's highlighted line
// (replay-nav.ts tellingRow): play-test, the caption told one boat's step while the log lit the
// move before it.
import type { GameEvent, GameState } from '../../../engine/index.js';
import type { Translate } from './i18n.js';
import { eventLines, type SeatInfo } from './words.js';

/**
 * The step, in words; at the action that ends a move, the move as its log line tells it (with what
 * else that action brought, such as the race's end, told once). A step that says nothing by itself (a speed
 * set) is told by its move's line. Who moves next is left out: the cards and turn order show it,
 * and it named another boat than the line lit beside it.
 */
export function replayCaption(
  t: Translate,
  events: readonly GameEvent[],
  state: GameState,
  players: SeatInfo[],
  row: { seq: number; lines: readonly string[] } | null,
  seq: number,
): string[] {
  const step = eventLines(t, events.filter((e) => e.type !== 'turnStarted'), state, players);
  if (!row) return step;
  if (row.seq !== seq) return step.length ? step : [...row.lines];
  // At the action that ends a move the row already tells all that action brought, in the log's words
  // (play-test: the last caption told the finish twice, once as the log words it and once as a step).
  return [...row.lines];
}

/** The caption at a round's start (a round jump): the round, and who moves first in it. */
export function roundCaption(t: Translate, round: number, first: string | null): string[] {
  return [t('log.roundStarted', { n: round }), ...(first ? [t('replay.roundFirst', { boat: first })] : [])];
}
