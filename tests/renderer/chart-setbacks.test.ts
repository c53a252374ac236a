// The race chart's line of a boat falls when the boat sails back upstream or is pushed back (play-test:
// "Captain 3's line falls from about 6.4 to 4.9 tiles in the last rounds", with nothing saying why).
// In a computer-only 3-captain race with default settings, a boat turned back for a passenger; the
// chart's measure is the boat's real place on the river, and setbackAt names each fall, no other point.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, newGame, sampleChance, type Action, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions } from '../../engine/captains/index.js';
import { buildReplayTimeline } from '../../electron/services/games/replay-timeline.js';
import { setbackAt } from '../../renderer/src/lib/chart-setbacks.js';

function race(seed: number): { start: GameState; log: Action[] } {
  const start = newGame(defaultConfig(3), seed);
  const rng = captainRng(seed);
  const log: Action[] = [];
  let s = start;
  for (let guard = 0; s.pending.kind !== 'over' && guard < 5000; guard++) {
    const acts = s.pending.kind === 'chance' ? [sampleChance(s)] : chooseActions('easy', s, {}, rng);
    for (const a of acts) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.code}`);
      s = r.state;
      log.push(a);
    }
  }
  expect(s.pending.kind).toBe('over');
  return { start, log };
}

describe('race chart setbacks', () => {
  it('a captain race where a line falls: each fall is named with the tiles lost, nothing else is', () => {
    let found = 0;
    for (let seed = 1; seed <= 12 && found === 0; seed++) {
      const { start, log } = race(seed);
      const rows = log.map((a, i) => ({ seq: start.seq + i + 1, actor: null, action: JSON.stringify(a) }));
      const { chart } = buildReplayTimeline('g', start, rows);
      for (let i = 0; i < chart.length; i++) {
        for (const b of chart[i]!.boats) {
          const before = i > 0 ? chart[i - 1]!.boats.find((x) => x.boat === b.boat)!.progress : b.progress;
          const lost = setbackAt(chart, i, b.boat);
          if (before - b.progress >= 0.05) {
            // a fall on the line is a real move upstream of a boat still racing, and it is named
            expect(b.place === null || b.unfinished === true).toBe(true);
            expect(lost).toBeCloseTo(Math.round((before - b.progress) * 10) / 10, 5);
            if (before - b.progress >= 0.5) found++;
          } else {
            expect(lost).toBeNull();
          }
        }
      }
    }
    expect(found, 'a race with a boat losing half a tile or more').toBeGreaterThan(0);
  });

  it('no fall before the first point or for an unknown boat', () => {
    const pts = [{ boats: [{ boat: 'red', progress: 3 }] }, { boats: [{ boat: 'red', progress: 1.5 }] }];
    expect(setbackAt(pts, 0, 'red')).toBeNull();
    expect(setbackAt(pts, 1, 'red')).toBe(1.5);
    expect(setbackAt(pts, 1, 'blue')).toBeNull();
  });
});
