// The flat board (no WebGL) sounds as the 3D board does: the first turns of a finished race, handed
// to both boards at the same moments, cue the same events at the same times (within a few ms of
// the animator's frames), at the normal pace, a watched move's slower one, double speed and
// instantly; the batch already there when the board first draws is silent, as on the 3D board;
// skipping drops the sounds still to come.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameEvent, type GameRecord } from '../../engine/index.js';
import { Animator } from '../../renderer/src/scene/animator.js';
import { SoundTimeline, type Clock } from '../../renderer/src/sound/timeline.js';

const RECORD = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/records/finished-3p.v1.mqgame'), 'utf8')) as GameRecord;

/** The race's first turns, one batch of events per turn (as the play screen hands them over). */
function turns(n: number): GameEvent[][] {
  let state = newGame(RECORD.config, RECORD.seed, { rulesVersion: RECORD.rulesVersion });
  const out: GameEvent[][] = [];
  let batch: GameEvent[] = [];
  for (const a of RECORD.actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`record refused: ${r.code}`);
    state = r.state;
    batch.push(...r.events);
    if (r.events.some((e) => e.type === 'turnEnded')) {
      out.push(batch);
      batch = [];
      if (out.length === n) break;
    }
  }
  return out;
}
const TURNS = turns(16);

interface Heard {
  event: GameEvent;
  at: number;
  instant: boolean;
}

/** A clock the test moves by hand; due timers run in order of their time, then of their setting. */
class FakeClock implements Clock {
  t = 0;
  private timers: { at: number; n: number; fn: () => void }[] = [];
  private n = 0;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const timer = { at: this.t + ms, n: this.n++, fn };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (h: unknown) => {
    this.timers = this.timers.filter((x) => x !== h);
  };
  advance(to: number): void {
    for (;;) {
      const due = this.timers.filter((x) => x.at <= to).sort((a, b) => a.at - b.at || a.n - b.n)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x !== due);
      this.t = due.at;
      due.fn();
    }
    this.t = to;
  }
}

const FRAME = 0.25;

/** Batch i handed over at i * gap ms (a batch longer than the gap queues after the one before). */
function on3d(batches: GameEvent[][], gap: number, speed: number, stretch = 1): Heard[] {
  const heard: Heard[] = [];
  let now = 0;
  const a = new Animator({ boats: { pose: () => ({ x: 0, z: 0, yaw: 0, y: 0, roll: 0 }), setPose() {} }, tileProgress() {}, die() {}, cue: (event, instant) => heard.push({ event, at: now, instant }) });
  a.speed = speed;
  for (let i = 0; ; ) {
    while (i < batches.length && i * gap <= now) a.enqueue(batches[i++]!, () => {}, stretch);
    const more = a.tick(now);
    if (!more && i === batches.length) break;
    now += FRAME;
  }
  return heard;
}

function onFlat(batches: GameEvent[][], gap: number, speed: number, stretch = 1): Heard[] {
  const heard: Heard[] = [];
  const clock = new FakeClock();
  const flat = new SoundTimeline((event, instant) => heard.push({ event, at: clock.t, instant }), clock);
  flat.show({ seq: 0, events: [] }, { speed, reducedMotion: false }); // the board's first drawing
  batches.forEach((events, i) => {
    clock.advance(i * gap);
    flat.show({ seq: i + 1, events, watch: stretch === 1 ? undefined : { stretch } }, { speed, reducedMotion: false });
  });
  clock.advance(1e9);
  return heard;
}

describe('the flat board sounds on the 3D board’s schedule', () => {
  for (const [name, speed, stretch, gap] of [
    ['the normal pace', 1, 1, 900],
    ['a watched move (slower)', 1, 1.8, 900],
    ['double speed, turns handed over faster than they play', 2, 1, 150],
    ['instant', 0, 1, 300],
  ] as const) {
    it(name, () => {
      const want = on3d(TURNS, gap, speed, stretch);
      const got = onFlat(TURNS, gap, speed, stretch);
      expect(want.length).toBeGreaterThan(80); // every event of 16 turns, each with its moment
      expect(got.map((h) => h.event)).toEqual(want.map((h) => h.event));
      expect(got.map((h) => h.instant)).toEqual(want.map((h) => h.instant));
      // the animator starts each tween on a frame: a quarter-millisecond late at most, per tween of a chain
      const late = got.map((h, i) => want[i]!.at - h.at);
      expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...late)).toBeLessThan(20);
      if (speed > 0) expect(new Set(got.map((h) => h.at)).size).toBeGreaterThan(2 * TURNS.length); // spread out, not all at once
    });
  }

  it('the batch on the board when it is first drawn, and a batch shown again, make no sound', () => {
    const heard: GameEvent[] = [];
    const flat = new SoundTimeline((e) => heard.push(e), new FakeClock());
    flat.show({ seq: 5, events: TURNS[0]! }, { speed: 0, reducedMotion: false });
    expect(heard).toEqual([]);
    flat.show({ seq: 6, events: TURNS[1]! }, { speed: 0, reducedMotion: false });
    expect(heard).toEqual(TURNS[1]);
    flat.show({ seq: 6, events: TURNS[1]! }, { speed: 0, reducedMotion: false });
    expect(heard).toEqual(TURNS[1]);
  });

  it('under reduced motion every event sounds at once, marked instant', () => {
    const heard: Heard[] = [];
    const clock = new FakeClock();
    const flat = new SoundTimeline((event, instant) => heard.push({ event, at: clock.t, instant }), clock);
    flat.enqueue(TURNS[3]!, { speed: 1, reducedMotion: true });
    expect(heard.map((h) => h.event)).toEqual(TURNS[3]);
    expect(heard.every((h) => h.instant && h.at === 0)).toBe(true);
  });

  it('skipping drops the sounds not yet played; the next batch starts at once', () => {
    const heard: GameEvent[] = [];
    const clock = new FakeClock();
    const flat = new SoundTimeline((e) => heard.push(e), clock);
    const long = TURNS.find((b) => b.filter((e) => e.type === 'moved').length >= 2)!;
    flat.enqueue(long, { speed: 1, reducedMotion: false });
    const first = heard.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(long.length);
    flat.skip();
    clock.advance(60_000);
    expect(heard).toHaveLength(first);
    flat.enqueue(TURNS[0]!, { speed: 1, reducedMotion: false });
    expect(heard[first]).toEqual(TURNS[0]![0]);
  });
});
