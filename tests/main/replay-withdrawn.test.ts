// The race chart of a two-boat race (issue 16): when a side's first boat finishes, its other boat
// leaves the river and shares the place. Before, the chart drew that boat at the End (its line
// leapt to the Finish, its tile read "End") and ranked it as it came in the state, before the
// finisher. Now it stays where it left, ranked after its side's finisher.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import { boatProgress, defaultConfig, newGame, type BoatId } from '../../engine/index.js';
import { buildReplayTimeline } from '../../electron/services/games/replay-timeline.js';

describe('the race chart of a side that finished with one of two boats', () => {
  it('keeps the withdrawn boat where it left the river, flagged, and after its finisher', () => {
    let checked = 0;
    for (const seed of [1]) {
      const start = newGame(defaultConfig(2), seed);
      const leftAt = new Map<BoatId, number>();
      const finisher = new Map<number, BoatId>();
      const game = playRandomGame(start, {
        seed: seed + 500,
        policy: 'eager',
        maxActions: 6000,
        onAction: (before, _a, _after, events) => {
          for (const e of events) {
            if (e.type === 'withdrawn') leftAt.set(e.boat, boatProgress(before, before.boats.find((b) => b.id === e.boat)!));
            if (e.type === 'finished') finisher.set(before.boats.find((b) => b.id === e.boat)!.owner, e.boat);
          }
        },
      });
      if (!game.finished || leftAt.size === 0) continue;
      const rows = game.actions.map((a, i) => ({ seq: i + 1, actor: null, action: JSON.stringify(a) }));
      const timeline = buildReplayTimeline('g', start, rows);
      const last = timeline.chart.at(-1)!;
      expect(last.final).toBe(true);
      for (const [id, progress] of leftAt) {
        const p = last.boats.find((b) => b.boat === id)!;
        expect(p.withdrawn).toBe(true);
        expect(p.progress).toBeCloseTo(progress);
        expect(p.progress).toBeLessThan(timeline.riverTiles);
        const owner = start.boats.find((b) => b.id === id)!.owner;
        const mate = last.boats.find((b) => b.boat === finisher.get(owner))!;
        expect(mate.withdrawn).toBeUndefined();
        expect(p.place).toBe(mate.place);
        expect(p.rank).toBe(mate.rank + 1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
