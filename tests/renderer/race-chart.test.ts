// The race chart's points are keyed by round: a round in which every boat misses its turn starts
// at the same position (seq) as the next one, and keying by seq made Svelte throw each_key_duplicate.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type Action, type GameState } from '../../engine/index.js';
import { buildReplayTimeline } from '../../electron/services/games/replay-timeline.js';
import { chartKey, chartLabelled } from '../../renderer/src/lib/replay-nav.js';

function step(s: GameState, a: Action, log: Action[]): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.code}`);
  log.push(a);
  return r.state;
}

describe('race chart keys', () => {
  it('a round in which every boat misses its turn gets its own key', () => {
    let s = newGame(defaultConfig(3), 7);
    const log: Action[] = [];
    while (s.pending.kind === 'chance' || s.pending.kind === 'placeBoat') {
      s = step(s, s.pending.kind === 'chance' ? sampleChance(s) : { type: 'placeBoat', heading: 0 }, log);
    }
    // Round 1, first boat to move: every boat will miss its next turn, the others their next two,
    // so round 2 passes without anyone acting and round 3 starts at the same position.
    const mover = (s.pending as { boat: string }).boat;
    const start = { ...s, boats: s.boats.map((b) => ({ ...b, lostTurns: b.id === mover ? 1 : 2 })) };
    const base = log.length;
    let t = start;
    const turn = legalTurns(t).find((x) => !x.crash && !x.pushed?.length)!;
    for (const a of turn.actions) t = step(t, a, log);
    while (t.pending.kind === 'chance') t = step(t, sampleChance(t), log);

    const rows = log.slice(base).map((a, i) => ({ seq: start.seq + i + 1, actor: null, action: JSON.stringify(a) }));
    const { chart } = buildReplayTimeline('g', start, rows);
    const r2 = chart.find((p) => p.round === 2)!;
    const r3 = chart.find((p) => p.round === 3)!;
    expect(r2.seq).toBe(r3.seq); // the case that broke the chart
    const keys = chart.map(chartKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('race chart round labels', () => {
  it('about eight, the last always, none crowding the last', () => {
    expect(chartLabelled(68)).toEqual([0, 9, 18, 27, 36, 45, 54, 67]); // 63 ran into the Finish
    expect(chartLabelled(65)).toEqual([0, 9, 18, 27, 36, 45, 54, 64]);
    expect(chartLabelled(8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(chartLabelled(1)).toEqual([0]);
    expect(chartLabelled(0)).toEqual([]);
  });
});
