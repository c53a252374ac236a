// The replay viewer's navigation (renderer/src/lib/replay-nav.ts): where one round back/forward
// goes, which round a position belongs to, where the chart's "you are here" line sits, and the
// window of log lines kept in the page.
import { describe, expect, it } from 'vitest';
import { clampSeq, logWindow, nextRoundStop, pointAt, pointPosition, prevRoundStop, roundAt, type Stop } from '../../renderer/src/lib/replay-nav.js';

const rounds = [
  { round: 1, seq: 10 },
  { round: 2, seq: 25 },
  { round: 3, seq: 40 },
];

describe('replay navigation', () => {
  it('clamps positions to the game', () => {
    expect([clampSeq(-3, 50), clampSeq(51, 50), clampSeq(7.4, 50)]).toEqual([0, 50, 7]);
  });

  // A round's start is a stop of its own (replay-nav.ts Stop): from the end of the move that starts
  // round 2 (seq 25, no round mark), one round forward is round 2's start at the same position.
  it('goes one round forward to the next round start, or to the end after the last one', () => {
    expect(nextRoundStop(rounds, 0, null, 60)).toEqual({ seq: 10, round: 1 });
    expect(nextRoundStop(rounds, 10, 1, 60)).toEqual({ seq: 25, round: 2 });
    expect(nextRoundStop(rounds, 25, null, 60)).toEqual({ seq: 25, round: 2 });
    expect(nextRoundStop(rounds, 30, null, 60)).toEqual({ seq: 40, round: 3 });
    expect(nextRoundStop(rounds, 40, 3, 60)).toEqual({ seq: 60, round: null });
  });

  it('goes one round back to the start of this round, or of the one before when already there', () => {
    expect(prevRoundStop(rounds, 30, null)).toEqual({ seq: 25, round: 2 });
    expect(prevRoundStop(rounds, 25, 2)).toEqual({ seq: 10, round: 1 });
    // the end of round 1's last move (seq 25, unmarked) belongs to round 1
    expect(prevRoundStop(rounds, 25, null)).toEqual({ seq: 10, round: 1 });
    expect(prevRoundStop(rounds, 10, 1)).toEqual({ seq: 0, round: null });
    expect(prevRoundStop(rounds, 60, null)).toEqual({ seq: 40, round: 3 });
  });

  it('steps through rounds that start at the same position one by one (a round where every boat misses its turn)', () => {
    const same = [
      { round: 1, seq: 10 },
      { round: 2, seq: 20 },
      { round: 3, seq: 20 },
      { round: 4, seq: 30 },
    ];
    const forward = [];
    for (let at: Stop = { seq: 0, round: null }; at.round !== null || at.seq < 40; ) {
      at = nextRoundStop(same, at.seq, at.round, 40);
      forward.push(at);
    }
    expect(forward.map((s) => s.round)).toEqual([1, 2, 3, 4, null]);
    expect(prevRoundStop(same, 20, 3)).toEqual({ seq: 20, round: 2 });
    expect(prevRoundStop(same, 20, 2)).toEqual({ seq: 10, round: 1 });
  });

  it('names the round of a position (0 before round 1)', () => {
    expect([roundAt(rounds, 3), roundAt(rounds, 10), roundAt(rounds, 39), roundAt(rounds, 60)]).toEqual([0, 1, 2, 3]);
  });

  it('places the chart line between round points in proportion to the moves', () => {
    const points = [{ seq: 10 }, { seq: 30 }, { seq: 50 }];
    expect(pointAt(points, 5)).toBe(-1);
    expect(pointAt(points, 30)).toBe(1);
    expect(pointPosition(points, 5)).toBe(0);
    expect(pointPosition(points, 20)).toBeCloseTo(0.5);
    expect(pointPosition(points, 45)).toBeCloseTo(1.75);
    expect(pointPosition(points, 80)).toBe(2);
    expect(pointPosition([], 3)).toBe(0);
  });

  it('keeps the log lines within a radius of the position, in order', () => {
    const rows = [1, 2, 4, 8, 9, 15, 30].map((seq) => ({ seq }));
    expect(logWindow(rows, 8, 4).map((r) => r.seq)).toEqual([4, 8, 9]);
    expect(logWindow(rows, 0, 2).map((r) => r.seq)).toEqual([1, 2]);
    expect(logWindow(rows, 100, 10)).toEqual([]);
  });
});
