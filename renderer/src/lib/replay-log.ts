// The replay's log, told as the play screen's log tells it (lib/log-lines.ts): one row per move,
// whether the move was recorded as one batch or step by step (speed, each advance, each turn, then
// Confirm, each its own action); a round's start is its own line (withRoundRows). A row sits at the
// action that ended what it tells: seeking to it shows the move done; a move still under way at the
// position shown is not told yet.
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
      // a round's start has a line of its own (withRoundRows): not again in the row of a move
      if (ev.type === 'roundStarted') continue;
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

/** A line of the replay's log as shown: a move (numbered) or the start of a round. */
export interface ShownLogRow {
  /** `m<seq>` for a move, `r<round>` for a round's start (replay-nav.ts stopView names the lit one). */
  key: string;
  seq: number;
  /** The move's number (null: before the first move, or a round's start). */
  n: number | null;
  /** The round that starts here (null: a move). */
  round: number | null;
  lines: string[];
}

/**
 * The moves with a line where each round starts (after the move whose end starts it), so a jump to a
 * round lights a line of its own (play-test: it lit the move before, of the round before).
 */
export function withRoundRows(
  moves: readonly { seq: number; n: number | null; lines: string[] }[],
  rounds: readonly { round: number; seq: number }[],
  roundLine: (n: number) => string,
): ShownLogRow[] {
  const out: ShownLogRow[] = [];
  let r = 0;
  const roundsUpTo = (seq: number, inclusive: boolean) => {
    for (; r < rounds.length && (inclusive ? rounds[r]!.seq <= seq : rounds[r]!.seq < seq); r++) {
      const { round, seq: at } = rounds[r]!;
      out.push({ key: `r${round}`, seq: at, n: null, round, lines: [roundLine(round)] });
    }
  };
  for (const m of moves) {
    roundsUpTo(m.seq, false);
    out.push({ key: `m${m.seq}`, seq: m.seq, n: m.n, round: null, lines: m.lines });
  }
  roundsUpTo(Infinity, true);
  return out;
}
