// The replay steps whole moves and tells one story at every position (issue 14, replay play-test):
// ←/→ stepped through parts of a move while the header kept "Move 58 of 88", the round in the header
// changed 12 -> 11 inside a move, the card and camera were on the boat to move next while the
// caption told another, and the last caption told the finish twice. A whole race of greedy captains,
// each move recorded as its actions (speed, advances, turns, Confirm), as the store keeps it.
import { describe, expect, it } from 'vitest';
import { buildReplayTimeline } from '../../electron/services/games/replay-timeline.js';
import { apply, defaultConfig, newGame, sampleChance, type Action, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions } from '../../engine/captains/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { replayLogRows, withRoundRows } from '../../renderer/src/lib/replay-log.js';
import { replayCaption, roundCaption } from '../../renderer/src/lib/replay-caption.js';
import { moveRound, nextMoveSeq, nextRoundStop, openingSeq, prevMoveSeq, prevRoundStop, roundAt, rowBoat, stopView, tellingRow, type Stop } from '../../renderer/src/lib/replay-nav.js';
import { boatLabel } from '../../renderer/src/lib/words.js';

const t = translator('en');

function race(): { start: GameState; end: GameState; log: Action[] } {
  let s = newGame(defaultConfig(2), 11);
  const start = s;
  const log: Action[] = [];
  const rng = captainRng(5);
  while (s.pending.kind !== 'over') {
    if (s.round > 200) throw new Error('the race did not end');
    const actions = s.pending.kind === 'chance' ? [sampleChance(s)] : chooseActions('greedy', s, { nodes: 50 }, rng);
    for (const a of actions) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.code}`);
      s = r.state;
      log.push(a);
    }
  }
  return { start, end: s, log };
}

describe('replay moves', () => {
  const { start, end, log } = race();
  const tl = buildReplayTimeline('g', start, log.map((a, i) => ({ seq: start.seq + i + 1, actor: null, action: JSON.stringify(a) })));
  const players = [0, 1].map((i) => ({ name: `P${i + 1}`, boats: end.config.seats[i]!.boats }));
  const rows = replayLogRows(t, tl.entries, end, players);
  const open = openingSeq(tl.entries, tl.lastSeq);
  const moves = rows.filter((r) => r.seq > open);
  // the position after each action (the engine replaying the log, as main's getGameAt does)
  const states: GameState[] = [start];
  for (const a of log) {
    const r = apply(states.at(-1)!, a);
    if (!r.ok) throw new Error(r.code);
    states.push(r.state);
  }
  const stateAt = (seq: number) => states[seq - start.seq]!;

  it('the race is long enough to matter: moves of several actions, a finish', () => {
    expect(moves.length).toBeGreaterThan(20);
    expect(moves.some((r, i) => r.seq - (moves[i - 1]?.seq ?? open) > 2)).toBe(true);
    expect(end.pending.kind).toBe('over');
  });

  it('one move forward from the opening visits every move the log counts, in order, and back again', () => {
    const seen: number[] = [];
    for (let seq = open; seq < tl.lastSeq; ) {
      seq = nextMoveSeq(rows, seq, tl.lastSeq);
      seen.push(seq);
    }
    expect(seen).toEqual(moves.map((r) => r.seq));
    const back: number[] = [];
    for (let seq = tl.lastSeq; seq > open; ) {
      seq = prevMoveSeq(rows, seq, open);
      back.push(seq);
    }
    expect(back).toEqual([...moves.map((r) => r.seq).reverse().slice(1), open]);
  });

  it('from inside a move, forward ends that move and back ends the move before', () => {
    moves.forEach((r, i) => {
      const from = moves[i - 1]?.seq ?? open;
      for (let seq = from + 1; seq < r.seq; seq++) {
        expect(nextMoveSeq(rows, seq, tl.lastSeq)).toBe(r.seq);
        expect(prevMoveSeq(rows, seq, open)).toBe(from);
      }
    });
  });

  it('the round shown is the same at every position of a move, its last action included', () => {
    let crossed = 0;
    moves.forEach((r, i) => {
      const from = moves[i - 1]?.seq ?? open;
      const want = moveRound(tl.rounds, r.seq, r.seq);
      for (let seq = from + 1; seq <= r.seq; seq++) {
        const row = rows[tellingRow(rows, seq, open)]!;
        expect(moveRound(tl.rounds, row.seq, seq), `seq ${seq}`).toBe(want);
      }
      if (roundAt(tl.rounds, r.seq) !== want) crossed++; // a move whose end starts the next round
    });
    expect(crossed).toBeGreaterThan(5);
  });

  it('the boat marked is the one the move’s line names, not the boat to move next', () => {
    const labels = end.boats.map((b) => ({ id: b.id, label: boatLabel(t, players, end, b.id) }));
    let differs = 0;
    moves.forEach((r, i) => {
      const boat = rowBoat(tl.entries, moves[i - 1]?.seq ?? open, r.seq);
      const text = r.lines.join(' ');
      const named = labels
        .map((l) => ({ ...l, at: text.indexOf(l.label) }))
        .filter((l) => l.at >= 0)
        .sort((a, b) => a.at - b.at)[0];
      if (!named) return;
      expect(boat, `move at ${r.seq}: ${text}`).toBe(named.id);
      const p = stateAt(r.seq).pending;
      if (!('boat' in p) || p.boat !== boat) differs++;
    });
    expect(differs).toBeGreaterThan(10);
  });

  it('at a move’s end the caption is its log line, told once (the race’s end too)', () => {
    for (const r of moves) {
      const entry = tl.entries[r.seq - 1]!;
      expect(replayCaption(t, entry.events, end, players, r, r.seq)).toEqual(r.lines);
    }
    const last = moves.at(-1)!;
    const caption = replayCaption(t, tl.entries[last.seq - 1]!.events, end, players, last, last.seq).join(' ');
    expect(caption).toContain('wins');
    expect(caption.split('2nd place').length).toBeLessThanOrEqual(2);
  });

  // Play-test: a jump to round N (PgUp/PgDn, the round buttons, the chart) said "Round N-1": it lands
  // where round N starts, which is also the end of round N-1's last move, and that move was told.
  it('a jump to each round says that round in the header, the caption and the lit log line, before its first move', () => {
    const numbered = rows.map((r, i, all) => ({ ...r, n: r.seq > open ? i + 1 - all.findIndex((x) => x.seq > open) : null }));
    const shown = withRoundRows(numbered, tl.rounds, (n) => t('log.roundStarted', { n }));
    const reached: Stop[] = [];
    for (let at: Stop = { seq: open, round: null }; ; ) {
      at = nextRoundStop(tl.rounds, at.seq, at.round, tl.lastSeq);
      if (at.round === null) break;
      reached.push(at);
    }
    expect(reached.map((s) => s.round)).toEqual(tl.rounds.map((r) => r.round));
    let endsAMove = 0;
    for (const stop of reached) {
      const round = stop.round!;
      const view = stopView(tl.rounds, numbered, open, stop.seq, stop.round);
      expect(view.round, `round ${stop.round}`).toBe(stop.round);
      const lit = shown.find((r) => r.key === view.line)!;
      expect(lit.round).toBe(stop.round);
      expect(lit.lines.join(' ')).toContain(`Round ${stop.round}`);
      const s = stateAt(stop.seq);
      expect(s.round).toBe(stop.round); // the position shown is the one where the round starts
      const first = 'boat' in s.pending ? boatLabel(t, players, end, s.pending.boat) : null;
      expect(roundCaption(t, view.round, first).join(' ')).toContain(`Round ${stop.round} begins`);
      // the header's move is the round's first, still to come
      const next = numbered.find((r) => r.seq > stop.seq)!;
      expect(view.move).toEqual({ n: next.n, before: true });
      // the same position reached by moves tells the move that ended there, in the round before
      const byMoves = stopView(tl.rounds, numbered, open, stop.seq, null);
      if (rows.some((r) => r.seq === stop.seq)) {
        endsAMove++;
        expect(byMoves.round).toBe(round - 1);
        expect(byMoves.move?.before).toBe(false);
      }
      // and one round back from a round's start is the round before's
      if (round > 1) expect(prevRoundStop(tl.rounds, stop.seq, round).round).toBe(round - 1);
    }
    expect(endsAMove).toBeGreaterThan(5);
  });
});
