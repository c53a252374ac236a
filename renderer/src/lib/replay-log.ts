// The replay's log, told as the play screen's log tells it (lib/log-lines.ts): one row per move,
// whether the move was recorded as one batch or step by step (speed, each advance, each turn, then
// Confirm, each its own action). A row sits at the action that ended what it tells: seeking to it
// shows the move done; a move still under way at the position shown is not told yet.
import type { GameEvent, GameState } from '../../../engine/index.js';
import type { Translate } from './i18n.js';
import { toldLines } from './log-lines.js';
import type { SeatInfo } from './words.js';

export interface ReplayLogRow {
  /** The action (seq) after which the row's lines are told. */
  seq: number;
  lines: string[];
}

export function replayLogRows(t: Translate, entries: readonly { seq: number; events: readonly GameEvent[] }[], state: GameState, players: SeatInfo[]): ReplayLogRow[] {
  const events: GameEvent[] = [];
  const seqOf: number[] = [];
  for (const e of entries) {
    for (const ev of e.events) {
      events.push(ev);
      seqOf.push(e.seq);
    }
  }
  const rows: ReplayLogRow[] = [];
  for (const line of toldLines(t, events, state, players, false)) {
    const row = rows.at(-1);
    // (a tile laid during a move is told after the move's line: never before the row above)
    const seq = Math.max(seqOf[line.last]!, row?.seq ?? 0);
    if (row?.seq === seq) row.lines.push(line.text);
    else rows.push({ seq, lines: [line.text] });
  }
  return rows;
}
