// Where the replay viewer's controls go: one move, one round, start/end, and which log lines and
// chart point belong to a position. Pure (no DOM, no API), so it is unit-tested.

export interface RoundStart {
  round: number;
  seq: number;
}

export function clampSeq(seq: number, lastSeq: number): number {
  return Math.max(0, Math.min(lastSeq, Math.round(seq)));
}

/**
 * A place the viewer stops at: a position, and when it is shown as the start of a round, that round.
 * The position where round N starts is also the end of round N-1's last move (the action ending it
 * starts the round): stepping moves shows it as that move done, a jump to round N as round N's start
 * (play-test: a jump to round N said "Round N-1", the move before it). Several rounds can start at
 * one position (a round in which every boat misses its turn).
 */
export interface Stop {
  seq: number;
  /** The round whose start is shown; null: the position as the move ending there. */
  round: number | null;
}

/** Whether round start `r` comes after the stop `seq`/`at` (a move's end comes before the rounds starting there). */
function after(r: RoundStart, seq: number, at: number | null): boolean {
  if (r.seq !== seq) return r.seq > seq;
  return at === null || r.round > at;
}

/** One round forward: the start of the next round (the end of the game when there is none). */
export function nextRoundStop(rounds: readonly RoundStart[], seq: number, at: number | null, lastSeq: number): Stop {
  const r = rounds.find((x) => after(x, seq, at));
  return r ? { seq: r.seq, round: r.round } : { seq: lastSeq, round: null };
}

/** One round back: the start of the round shown unless already on it, then the round before (0 before round 1). */
export function prevRoundStop(rounds: readonly RoundStart[], seq: number, at: number | null): Stop {
  let best: Stop = { seq: 0, round: null };
  for (const r of rounds) if (r.seq < seq || (r.seq === seq && at !== null && r.round < at)) best = { seq: r.seq, round: r.round };
  return best;
}

/** The round start a stop shows, if `at` is a round starting at `seq` (else null: a move's end). */
export function roundStartAt(rounds: readonly RoundStart[], seq: number, at: number | null): number | null {
  return at !== null && rounds.some((r) => r.round === at && r.seq === seq) ? at : null;
}

/** The round a position belongs to (0 before round 1 has begun). */
export function roundAt(rounds: readonly RoundStart[], seq: number): number {
  let round = 0;
  for (const r of rounds) if (r.seq <= seq) round = r.round;
  return round;
}

/** The index of the last chart point at or before `seq` (-1 before the first). */
export function pointAt(points: readonly { seq: number }[], seq: number): number {
  let at = -1;
  points.forEach((p, i) => {
    if (p.seq <= seq) at = i;
  });
  return at;
}

/**
 * Where `seq` falls between chart points, as a fractional point index (for the "you are here"
 * line): 0 at the first point, n-1 at the last, in between proportionally to the moves.
 */
export function pointPosition(points: readonly { seq: number }[], seq: number): number {
  if (points.length === 0) return 0;
  const i = pointAt(points, seq);
  if (i < 0) return 0;
  const here = points[i]!;
  const next = points[i + 1];
  if (!next || next.seq === here.seq) return i;
  return i + (seq - here.seq) / (next.seq - here.seq);
}

/** Entries whose seq lies within `radius` of `seq` (a window of the log kept in the page). */
export function logWindow<T extends { seq: number }>(rows: readonly T[], seq: number, radius: number): T[] {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.seq < seq - radius) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < rows.length && rows[i]!.seq <= seq + radius; i++) out.push(rows[i]!);
  return out;
}

/**
 * A chart point's key: its round (the end point apart). Not its seq: a round in which every boat
 * misses its turn starts at the same seq as the next round.
 */
export function chartKey(p: { round: number; final: boolean }): string {
  return p.final ? 'end' : `round-${p.round}`;
}

const CHANCE = new Set(['startOrder', 'drawTile', 'rollDie', 'rollFinish']);

/**
 * The replay's opening position ("before the first move"): after the setup's chance outcomes (start
 * order, first tiles), where every boat stands at its start dock. Position 0 is before the start
 * order is drawn: no boat has a place on the river yet.
 */
export function openingSeq(entries: readonly { seq: number; action: { type: string } }[], lastSeq: number): number {
  const first = entries.find((e) => !CHANCE.has(e.action.type));
  return first ? first.seq - 1 : lastSeq;
}

/**
 * The points of the race chart that get a round label along the bottom: about eight, evenly
 * spread, and the last (the Finish). A regular label too close to the last one is left out: the two
 * ran into each other ("64Конец").
 */
export function chartLabelled(count: number): number[] {
  const every = Math.max(1, Math.ceil(count / 8));
  const last = count - 1;
  const out: number[] = [];
  for (let i = 0; i < last; i += every) if (last - i >= every * 0.75) out.push(i);
  if (count > 0) out.push(last);
  return out;
}

/**
 * The log row that tells the action at `seq` (the replay's highlighted line, and the move its
 * caption and move count name): a row sits at the action that ended what it tells, so an action
 * belongs to the first row at or after it (a step of a move under way belongs to that move's row,
 * not to the move before: play-test, the caption told the step while the log lit the previous
 * move). After the last row, the last row; before the first move, none (-1).
 */
export function tellingRow(rows: readonly { seq: number }[], seq: number, openSeq: number): number {
  if (seq <= openSeq || rows.length === 0) return -1;
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.seq < seq) lo = mid + 1;
    else hi = mid;
  }
  return Math.min(lo, rows.length - 1);
}

/**
 * One move forward: the end of the next move the log counts (a boat's whole turn, however many
 * actions it was recorded as), from anywhere inside the move shown or at its end; the end of the
 * game after the last row. Play-test: ←/→ stepped through parts of a move while the header kept
 * "Move 58 of 88".
 */
export function nextMoveSeq(rows: readonly { seq: number }[], seq: number, lastSeq: number): number {
  return rows.find((r) => r.seq > seq)?.seq ?? lastSeq;
}

/** One move back: the end of the last move done before `seq` (the opening before the first). */
export function prevMoveSeq(rows: readonly { seq: number }[], seq: number, openSeq: number): number {
  let best = openSeq;
  for (const r of rows) if (r.seq < seq && r.seq > openSeq) best = r.seq;
  return Math.min(best, Math.max(openSeq, seq));
}

/**
 * The round a position's move was played in: the round at the position before the action that ends
 * it (that action can start the next round: play-test, the header said round 12 at a move's end and
 * 11 a step inside it). Before the first move, the round of the position itself.
 */
export function moveRound(rounds: readonly RoundStart[], rowSeq: number | null, seq: number): number {
  return roundAt(rounds, rowSeq === null ? seq : rowSeq - 1);
}

/**
 * The boat whose move the log row ending at `rowSeq` tells (the actions after `fromSeq` up to it):
 * the boat whose turn ended there; else (a decision of its own: a start heading, a new heading,
 * coal passed to a side's other boat) the first boat it acts on, the giver of coal; null for a row
 * telling chance only (a tile drawn). The card, turn order and camera follow it, not the boat to
 * move next.
 */
export function rowBoat<B extends string>(
  entries: readonly { seq: number; events: readonly { type: string; boat?: B; from?: unknown }[] }[],
  fromSeq: number,
  rowSeq: number,
): B | null {
  let first: B | null = null;
  for (const e of entries) {
    if (e.seq <= fromSeq || e.seq > rowSeq) continue;
    for (const ev of e.events) {
      if (ev.type === 'turnEnded' && ev.boat) return ev.boat;
      if (first !== null || ev.type === 'turnStarted') continue;
      if (ev.type === 'coalTransferred' && typeof ev.from === 'string') first = ev.from as B;
      else if (ev.boat) first = ev.boat;
    }
  }
  return first;
}

/** What the viewer says at a stop: the header's move and round, and the log line lit (replay-log.ts keys). */
export interface StopView {
  /** The round named (0: none yet). */
  round: number;
  /** The round whose start is shown (null: a move's end, or a step inside a move). */
  roundStart: number | null;
  /** The move the header counts: the one shown, or at a round's start the one coming next (`before`). */
  move: { n: number; before: boolean } | null;
  /** The key of the log line lit ('' before the first move). */
  line: string;
}

/**
 * The header, the caption and the log tell one story at every stop: at a round's start, round N
 * and its line, the next move to come; elsewhere the move the position belongs to and its round.
 */
export function stopView(rounds: readonly RoundStart[], rows: readonly { seq: number; n: number | null }[], openSeq: number, seq: number, mark: number | null): StopView {
  const roundStart = roundStartAt(rounds, seq, mark);
  if (roundStart !== null) {
    const next = rows.find((r) => r.seq > seq);
    return { round: roundStart, roundStart, move: next?.n ? { n: next.n, before: true } : null, line: `r${roundStart}` };
  }
  const row = rows[tellingRow(rows, seq, openSeq)] ?? null;
  return {
    round: moveRound(rounds, row?.seq ?? null, seq),
    roundStart: null,
    move: row?.n ? { n: row.n, before: false } : null,
    line: row ? `m${row.seq}` : '',
  };
}
