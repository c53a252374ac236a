// The replay's caption (what the step shown is) and its highlighted log line name the same move at
// every position, whichever way the viewer got there (play-test: stepping through a move recorded
// step by step, the caption told Ben's step while the log lit Ann's move before it).
import { describe, expect, it } from 'vitest';
import { buildReplayTimeline } from '../../electron/services/games/replay-timeline.js';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type Action, type GameState } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { replayLogRows } from '../../renderer/src/lib/replay-log.js';
import { replayCaption } from '../../renderer/src/lib/replay-caption.js';
import { openingSeq, tellingRow } from '../../renderer/src/lib/replay-nav.js';
import { boatLabel } from '../../renderer/src/lib/words.js';

const t = translator('en');

/** A 3-player game of a few rounds, every turn played one action at a time (as a player sends it). */
function game(): { start: GameState; end: GameState; log: Action[] } {
  let s = newGame(defaultConfig(3), 7);
  const start = s;
  const log: Action[] = [];
  const act = (a: Action) => {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.code}`);
    s = r.state;
    log.push(a);
  };
  while (s.round < 5 && s.pending.kind !== 'over') {
    if (s.pending.kind === 'chance') act(sampleChance(s));
    else if (s.pending.kind === 'placeBoat') act({ type: 'placeBoat', heading: 0 });
    else if (s.pending.kind === 'reorient') act({ type: 'reorient', heading: s.boats.find((b) => b.id === (s.pending as { boat: string }).boat)!.heading });
    else if (s.pending.kind === 'move') {
      const turns = legalTurns(s).filter((x) => !x.crash);
      const turn = turns.find((x) => x.actions.length >= 3) ?? turns[0] ?? legalTurns(s)[0]!;
      for (const a of turn.actions) act(a);
    } else throw new Error(`unexpected decision ${s.pending.kind}`);
  }
  return { start, end: s, log };
}

describe('replay caption and log', () => {
  const { start, end, log } = game();
  const tl = buildReplayTimeline('g', start, log.map((a, i) => ({ seq: start.seq + i + 1, actor: null, action: JSON.stringify(a) })));
  const players = [0, 1, 2].map((i) => ({ name: `P${i + 1}`, boats: end.config.seats[i]!.boats }));
  const rows = replayLogRows(t, tl.entries, end, players);
  const open = openingSeq(tl.entries, tl.lastSeq);
  const labels = end.boats.map((b) => boatLabel(t, players, end, b.id));
  /** What the viewer shows at `seq`: the caption's lines and the highlighted row's. */
  const at = (seq: number) => {
    const i = tellingRow(rows, seq, open);
    const entry = tl.entries[seq - 1]!;
    return { caption: replayCaption(t, entry.events, end, players, rows[i] ?? null, seq), row: rows[i] ?? null };
  };

  it('many positions fall inside a move (steps before its Confirm)', () => {
    const inside = tl.entries.filter((e) => e.seq > open && !rows.some((r) => r.seq === e.seq));
    expect(inside.length).toBeGreaterThan(20);
  });

  /** The boat a text names first (null: none). */
  const firstBoat = (text: string) =>
    labels
      .map((l) => ({ l, i: text.indexOf(l) }))
      .filter((x) => x.i >= 0)
      .sort((a, b) => a.i - b.i)[0]?.l ?? null;

  it('at every position the caption and the highlighted line tell the same boat’s move, and the caption says something', () => {
    let named = 0;
    for (let seq = open + 1; seq <= tl.lastSeq; seq++) {
      const { caption, row } = at(seq);
      expect(row, `row at ${seq}`).not.toBeNull();
      expect(caption.join(' ').length, `caption at ${seq}`).toBeGreaterThan(0);
      const boat = firstBoat(caption.join(' '));
      if (boat === null) continue; // a chance step (a tile drawn, the die): no boat named
      named++;
      expect(firstBoat(row!.lines.join(' ')), `seq ${seq}: caption ${JSON.stringify(caption)}, line ${JSON.stringify(row!.lines)}`).toBe(boat);
    }
    expect(named).toBeGreaterThan(40);
  });

  it('the highlighted line is the move the position belongs to: the first row at or after it', () => {
    for (let seq = open + 1; seq <= tl.lastSeq; seq++) {
      const i = tellingRow(rows, seq, open);
      expect(rows[i]!.seq >= seq || i === rows.length - 1, `seq ${seq}`).toBe(true);
      if (i > 0) expect(rows[i - 1]!.seq, `seq ${seq}`).toBeLessThan(seq);
    }
    expect(tellingRow(rows, open, open)).toBe(-1);
  });

  it('at a move’s last action the caption tells the move as its log line does', () => {
    for (const r of rows.filter((x) => x.seq > open)) {
      const { caption } = at(r.seq);
      for (const l of r.lines) expect(caption).toContain(l);
    }
  });

  it('the same answer whichever way the position was reached (forward, back, a jump)', () => {
    const forward = Array.from({ length: tl.lastSeq - open }, (_, k) => at(open + 1 + k));
    const back = Array.from({ length: tl.lastSeq - open }, (_, k) => at(tl.lastSeq - k)).reverse();
    expect(back).toEqual(forward);
    const jump = open + Math.floor((tl.lastSeq - open) / 2);
    expect(at(jump)).toEqual(forward[jump - open - 1]);
  });
});
