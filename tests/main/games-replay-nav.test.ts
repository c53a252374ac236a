// The replay viewer's navigation (renderer/src/lib/replay-nav.ts): where one round back/forward
// goes, which round a position belongs to, where the chart's "you are here" line sits, and the
// window of log lines kept in the page.
import { describe, expect, it } from 'vitest';
import { clampSeq, logWindow, nextRoundSeq, pointAt, pointPosition, prevRoundSeq, roundAt } from '../../renderer/src/lib/replay-nav.js';

const rounds = [
  { round: 1, seq: 10 },
  { round: 2, seq: 25 },
  { round: 3, seq: 40 },
];

describe('replay navigation', () => {
  it('clamps positions to the game', () => {
    expect([clampSeq(-3, 50), clampSeq(51, 50), clampSeq(7.4, 50)]).toEqual([0, 50, 7]);
  });

  it('goes one round forward to the next round start, or to the end after the last one', () => {
    expect(nextRoundSeq(rounds, 0, 60)).toBe(10);
    expect(nextRoundSeq(rounds, 10, 60)).toBe(25);
    expect(nextRoundSeq(rounds, 30, 60)).toBe(40);
    expect(nextRoundSeq(rounds, 40, 60)).toBe(60);
  });

  it('goes one round back to the start of this round, or of the one before when already there', () => {
    expect(prevRoundSeq(rounds, 30)).toBe(25);
    expect(prevRoundSeq(rounds, 25)).toBe(10);
    expect(prevRoundSeq(rounds, 10)).toBe(0);
    expect(prevRoundSeq(rounds, 60)).toBe(40);
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
