// The replay's log tells a move in one row, as the play screen's log does after Confirm, even when
// the move was recorded step by step (speed, each advance and turn, Confirm: each its own action).
import { describe, expect, it } from 'vitest';
import { buildReplayTimeline } from '../../electron/services/games/replay-timeline.js';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type Action, type BoatId, type GameState } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { logLines } from '../../renderer/src/lib/log-lines.js';
import { replayLogRows, withRoundRows } from '../../renderer/src/lib/replay-log.js';
import { boatLabel } from '../../renderer/src/lib/words.js';

const t = translator('en');

/** A 3-player game played for a few rounds, every turn one action at a time; where each turn's Confirm landed. */
function game(): { start: GameState; end: GameState; log: Action[]; confirms: { seq: number; boat: BoatId; steps: number }[] } {
  let s = newGame(defaultConfig(3), 5);
  const start = s;
  const log: Action[] = [];
  const confirms: { seq: number; boat: BoatId; steps: number }[] = [];
  const act = (a: Action) => {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.code}`);
    s = r.state;
    log.push(a);
  };
  while (s.round < 4 && s.pending.kind !== 'over') {
    if (s.pending.kind === 'chance') act(sampleChance(s));
    else if (s.pending.kind === 'placeBoat') act({ type: 'placeBoat', heading: 0 });
    else if (s.pending.kind === 'move') {
      const boat = s.pending.boat;
      // a turn of several steps, never the crash: the case the replay told step by step
      const turns = legalTurns(s).filter((x) => !x.crash);
      const turn = turns.find((x) => x.actions.length >= 3) ?? turns[0]!;
      for (const a of turn.actions) act(a);
      confirms.push({ seq: s.seq, boat, steps: turn.actions.length });
    } else {
      const a = s.pending.kind === 'reorient' ? { type: 'reorient' as const, heading: s.boats.find((b) => b.id === (s.pending as { boat: string }).boat)!.heading } : null;
      if (!a) throw new Error(`unexpected decision ${s.pending.kind}`);
      act(a);
    }
  }
  return { start, end: s, log, confirms };
}

describe('replay log rows', () => {
  const { start, end, log, confirms } = game();
  const rows = log.map((a, i) => ({ seq: start.seq + i + 1, actor: null, action: JSON.stringify(a) }));
  const tl = buildReplayTimeline('g', start, rows);
  const players = [0, 1, 2].map((i) => ({ name: `P${i + 1}`, boats: end.config.seats[i]!.boats }));
  const told = replayLogRows(t, tl.entries, end, players);

  it('the game has turns of several actions', () => {
    expect(tl.lastSeq).toBe(end.seq);
    expect(confirms.filter((c) => c.steps >= 3).length).toBeGreaterThan(5);
  });

  it('one row per move, at the action that ended it, with the move in one line', () => {
    for (const c of confirms) {
      const label = boatLabel(t, players, end, c.boat);
      const row = told.find((r) => r.seq === c.seq);
      expect(row, `move ending at ${c.seq}`).toBeDefined();
      expect(row!.lines.filter((l) => l.startsWith(`${label}: `))).toHaveLength(1);
      // the steps before the Confirm have no row of their own
      for (let s = c.seq - c.steps + 1; s < c.seq; s++) expect(told.some((r) => r.seq === s), `step at ${s}`).toBe(false);
    }
    expect(told.flatMap((r) => r.lines).filter((l) => / moves \d+ spaces?\.$|sets speed/.test(l))).toEqual([]);
  });

  it('says what the play screen log says, in the same order, rows in the order of the game (the rounds apart)', () => {
    const events = tl.entries.flatMap((e) => e.events);
    // a round's start is the line withRoundRows gives it, not a line of the move that ended the round before
    const round = /^Round \d+ begins\.$/;
    expect(told.flatMap((r) => r.lines)).toEqual(logLines(t, events, end, players, false).filter((l) => !round.test(l)));
    for (let i = 1; i < told.length; i++) expect(told[i]!.seq).toBeGreaterThan(told[i - 1]!.seq);
  });

  it("each round's start is said once, on its own line (play-test: again on the previous round's last move, or twice in a row)", () => {
    expect(tl.rounds.length).toBeGreaterThan(2);
    const shown = withRoundRows(
      told.map((r) => ({ ...r, n: null })),
      tl.rounds,
      (n) => t('log.roundStarted', { n }),
    );
    for (const { round } of tl.rounds) {
      const said = shown.filter((r) => r.lines.some((l) => l === t('log.roundStarted', { n: round })));
      expect(said.map((r) => r.key), `round ${round}`).toEqual([`r${round}`]);
    }
  });
});
