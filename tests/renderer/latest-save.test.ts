// A value that changes continuously (the volume slider dragged) is saved at most once per wait,
// always its latest value, and at once when flushed (let go, settings left, window closing).
import { describe, expect, it } from 'vitest';
import { LatestSave, type Timers } from '../../renderer/src/lib/latest-save.js';

function fakeTimers() {
  let queue: { fn: () => void; at: number }[] = [];
  let now = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const t = { fn, at: now + ms };
      queue.push(t);
      return t;
    },
    clearTimeout: (h) => (queue = queue.filter((t) => t !== h)),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of queue.filter((x) => x.at <= now)) {
      queue = queue.filter((x) => x !== t);
      t.fn();
    }
  };
  return { timers, advance, waiting: () => queue.length };
}

describe('LatestSave', () => {
  it('a drag of 40 steps over one second is written four times, each the latest value, the last one kept', () => {
    const saved: number[] = [];
    const { timers, advance } = fakeTimers();
    const s = new LatestSave<number>((v) => saved.push(v), 250, timers);
    for (let i = 1; i <= 40; i++) {
      s.set(i);
      advance(25);
    }
    advance(250);
    expect(saved).toEqual([10, 20, 30, 40]);
    expect(s.pending).toBe(false);
  });

  it('flushing writes the value not yet saved at once, and only once', () => {
    const saved: number[] = [];
    const { timers, advance, waiting } = fakeTimers();
    const s = new LatestSave<number>((v) => saved.push(v), 250, timers);
    s.set(0.4);
    s.set(0.45);
    expect(saved).toEqual([]);
    expect(s.pending).toBe(true);
    s.flush();
    expect(saved).toEqual([0.45]);
    expect(waiting()).toBe(0);
    advance(1000);
    s.flush();
    expect(saved).toEqual([0.45]);
  });
});
