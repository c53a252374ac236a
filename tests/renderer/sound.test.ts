// The sound player without audio hardware: a fake AudioContext records what is created. Checks the
// event → sound mapping, that nothing (not even a context) is made while muted, at volume 0 or
// before a user gesture, that reduce motion drops the motion sounds only, volume, and throttling.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index.js';
import { Animator } from '../../renderer/src/scene/animator.js';
import { cueFor, MOTION_CUES, type SoundCue } from '../../renderer/src/sound/cues.js';
import { fakePlayer as player } from './fake-audio.js';

const hex = { q: 0, r: 0 };
const EV = {
  moved: { type: 'moved', boat: 'red', from: hex, to: { q: 0, r: -1 }, cost: 1 },
  pushed: { type: 'pushed', boat: 'blue', by: 'red', from: hex, to: hex },
  passenger: { type: 'passengerTaken', boat: 'red', hex, aboard: 1 },
  finished: { type: 'finished', boat: 'red', place: 1 },
  die: { type: 'dieRolled', face: 'left', accepted: true },
  rotated: { type: 'rotated', boat: 'red', from: 0, to: 1, coal: 0 },
  turnEnded: { type: 'turnEnded', boat: 'red' },
} satisfies Record<string, GameEvent>;

describe('event → sound', () => {
  it('maps the game moments the issue names', () => {
    expect(cueFor(EV.moved)).toBe('paddle');
    expect(cueFor(EV.rotated)).toBe('turn');
    expect(cueFor(EV.pushed)).toBe('bump');
    expect(cueFor(EV.passenger)).toBe('bell');
    expect(cueFor(EV.finished)).toBe('horn');
    expect(cueFor(EV.die)).toBe('die');
    expect(cueFor(EV.turnEnded)).toBeNull();
    expect([...MOTION_CUES].sort()).toEqual(['paddle', 'turn']);
  });
});

describe('SoundPlayer', () => {
  it('is silent and creates no context until configured, while muted, at volume 0 or before a gesture', () => {
    const a = player();
    expect(a.p.event(EV.finished)).toBeNull(); // not configured yet: muted
    a.p.configure({ volume: 0.5, muted: true });
    expect(a.p.play('horn')).toBe(false);
    a.p.configure({ volume: 0, muted: false });
    expect(a.p.play('horn')).toBe(false);
    expect(a.contexts).toHaveLength(0);
    const b = player(false);
    b.p.configure({ volume: 0.5, muted: false });
    expect(b.p.play('horn')).toBe(false);
    expect(b.contexts).toHaveLength(0);
  });

  it('creates one context lazily, on the first sound, at the chosen volume', () => {
    const { p, contexts } = player();
    p.configure({ volume: 0.5, muted: false, reducedMotion: false });
    expect(contexts).toHaveLength(0);
    expect(p.event(EV.passenger)).toBe('bell');
    expect(contexts).toHaveLength(1);
    const ctx = contexts[0]!;
    expect(ctx.gains[0]!.value).toBeCloseTo(0.25); // master gain: volume squared
    expect(ctx.started).toBeGreaterThan(0);
    p.configure({ volume: 1 });
    expect(ctx.gains[0]!.targets.at(-1)).toBe(1);
    ctx.currentTime = 5;
    p.play('horn');
    expect(contexts).toHaveLength(1);
    expect(p.created).toBe(1);
  });

  it('muting suspends the context and plays nothing more; unmuting resumes', () => {
    const { p, contexts } = player();
    p.configure({ volume: 0.3, muted: false });
    p.play('die');
    const ctx = contexts[0]!;
    p.configure({ muted: true });
    expect(ctx.state).toBe('suspended');
    const started = ctx.started;
    ctx.currentTime = 10;
    expect(p.play('bell')).toBe(false);
    expect(ctx.started).toBe(started);
    p.configure({ muted: false });
    expect(ctx.state).toBe('running');
    expect(p.play('bell')).toBe(true);
  });

  it('reduce motion drops steam/paddle/water sounds but keeps the moments', () => {
    const { p } = player();
    p.configure({ volume: 0.3, muted: false, reducedMotion: true });
    expect(p.event(EV.moved)).toBeNull();
    expect(p.event(EV.rotated)).toBeNull();
    for (const e of [EV.pushed, EV.passenger, EV.finished, EV.die]) expect(p.event(e)).not.toBeNull();
  });

  it('throttles a repeated cue (an instant animation does not stack sounds)', () => {
    const { p, contexts } = player();
    p.configure({ volume: 0.3, muted: false });
    expect(p.play('paddle')).toBe(true);
    expect(p.play('paddle')).toBe(false);
    contexts[0]!.currentTime = 0.5;
    expect(p.play('paddle')).toBe(true);
  });
});

describe('animator sound hook', () => {
  it('cues each event as its animation begins, in order, and not when skipped', () => {
    const cues: (SoundCue | null)[] = [];
    const a = new Animator({
      boats: { pose: () => ({ x: 0, z: 0, yaw: 0, y: 0, roll: 0 }), setPose() {} },
      tileProgress() {},
      die() {},
      cue: (e) => cues.push(cueFor(e)),
    });
    a.enqueue([EV.moved, EV.passenger, EV.finished], () => {});
    a.tick(0);
    expect(cues).toEqual(['paddle']);
    for (let t = 1; t <= 4; t++) a.tick(t * 10_000);
    expect(cues).toEqual(['paddle', 'bell', 'horn']);
    cues.length = 0;
    a.enqueue([EV.moved, EV.finished], () => {});
    a.skip();
    expect(cues).toEqual([]);
  });
});
