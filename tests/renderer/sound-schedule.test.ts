// When the computers' moves sound: a finished three-boat race is played turn by turn through the
// board's animator, frame by frame, with the app's sound player on a fake audio clock that follows
// the frames. A sound starts only as the board begins to show its event (never ahead of the move,
// never for a move the board jumps over), so no move sounds more often than it is seen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type BoatId, type GameEvent, type GameRecord } from '../../engine/index.js';
import { Animator } from '../../renderer/src/scene/animator.js';
import type { Pose } from '../../renderer/src/scene/layout.js';
import { cueFor, MOTION_CUES, type SoundCue } from '../../renderer/src/sound/cues.js';
import { fakePlayer } from './fake-audio.js';

const RECORD = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/records/finished-3p.v1.mqgame'), 'utf8')) as GameRecord;

/** The race's turns as the play screen gets them: one batch of events per turn. */
function turns(): GameEvent[][] {
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
    }
  }
  if (batch.length) out.push(batch);
  return out;
}
const TURNS = turns();
const ALL = TURNS.flat();

interface Heard {
  cue: SoundCue;
  event: GameEvent;
  /** The frame (ms) it was played in. */
  at: number;
  batch: number;
}

interface Run {
  heard: Heard[];
  /** Each batch's first and last frame on screen (ms). */
  spans: { from: number; to: number }[];
  /** Frames in which a boat's pose was drawn moving. */
  movingFrames: number;
}

/**
 * Plays `batches` through an animator at `speed` (reduced motion as given), one frame every
 * `frameMs`, a watched move's stretch as the play screen asks, a pause of `gapMs` between turns.
 * The sound player is configured with the player's own settings (`settings`).
 */
function play(batches: GameEvent[][], o: { speed: number; reducedMotion?: boolean; frameMs: number; gapMs?: number; stretch?: number; settings: { animationSpeed: number; reducedMotion?: boolean } }): Run {
  const { p, contexts } = fakePlayer();
  p.configure({ volume: 0.3, muted: false, reducedMotion: o.settings.reducedMotion ?? false, animationSpeed: o.settings.animationSpeed });
  let now = 1000;
  let batch = 0;
  let movedThisFrame = false;
  const poses = new Map<BoatId, Pose>();
  const heard: Heard[] = [];
  const a = new Animator({
    boats: {
      pose: (id) => poses.get(id) ?? { x: 0, z: 0, yaw: 0, y: 0, roll: 0 },
      setPose: (id, pose) => {
        const was = poses.get(id);
        if (!was || was.x !== pose.x || was.z !== pose.z || was.yaw !== pose.yaw || was.y !== pose.y) movedThisFrame = true;
        poses.set(id, pose);
      },
    },
    tileProgress() {},
    die() {},
    cue: (e, instant) => {
      // the audio clock follows the frames (the context's currentTime, in seconds)
      for (const c of contexts) c.currentTime = now / 1000;
      const cue = p.event(e, instant);
      if (cue) heard.push({ cue, event: e, at: now, batch });
    },
  });
  a.speed = o.speed;
  a.reducedMotion = o.reducedMotion ?? false;
  const spans: Run['spans'] = [];
  let movingFrames = 0;
  for (; batch < batches.length; batch++) {
    const from = now;
    a.enqueue(batches[batch]!, () => {}, o.stretch ?? 1);
    for (;;) {
      movedThisFrame = false;
      const more = a.tick(now);
      if (movedThisFrame) movingFrames++;
      if (!more) break;
      now += o.frameMs;
    }
    spans.push({ from, to: now });
    now += o.gapMs ?? 0;
  }
  return { heard, spans, movingFrames };
}

const count = (events: readonly GameEvent[], cue: SoundCue) => events.filter((e) => cueFor(e) === cue).length;

describe("the computers' moves sound as the board shows them", () => {
  it('the race has every kind of sound to play (the fixture is worth the check)', () => {
    for (const cue of ['paddle', 'turn', 'bump', 'bell', 'horn', 'die'] as const) expect(count(ALL, cue), cue).toBeGreaterThan(0);
  });

  it('at the normal pace, watched slower: each sound starts in the frame its move starts, within its turn, at most once per event', () => {
    const run = play(TURNS, { speed: 1, frameMs: 1000 / 60, gapMs: 300, stretch: 1.8, settings: { animationSpeed: 1 } });
    for (const cue of ['paddle', 'turn', 'bump', 'bell', 'horn', 'die'] as const) {
      const n = run.heard.filter((h) => h.cue === cue).length;
      expect(n, cue).toBeLessThanOrEqual(count(ALL, cue));
      expect(n, cue).toBeGreaterThan(0);
    }
    for (const h of run.heard) {
      const span = run.spans[h.batch]!;
      expect(h.at).toBeGreaterThanOrEqual(span.from);
      expect(h.at).toBeLessThanOrEqual(span.to);
    }
    // one sound per step: a step lasts longer than the paddle's own spacing, so none is lost either
    const steps = ALL.filter((e) => e.type === 'moved' || e.type === 'enteredDock').length;
    expect(run.heard.filter((h) => h.cue === 'paddle')).toHaveLength(steps);
  });

  it('with slow frames (8 a second) and fast moves (speed 4), motion sounds come no more often than frames showing a boat move', () => {
    const run = play(TURNS, { speed: 4, frameMs: 125, gapMs: 0, settings: { animationSpeed: 4 } });
    const motion = run.heard.filter((h) => MOTION_CUES.has(h.cue));
    expect(motion.length).toBeGreaterThan(0);
    expect(motion.length).toBeLessThanOrEqual(run.movingFrames);
    // never two of the same sound in one frame
    const perFrame = new Set(run.heard.map((h) => `${h.at}|${h.cue}`));
    expect(perFrame.size).toBe(run.heard.length);
  });

  it('moves the board jumps over while the settings animate ("skip to the end") make no sound at all', () => {
    const run = play(TURNS, { speed: 0, frameMs: 1000 / 60, gapMs: 50, settings: { animationSpeed: 1 } });
    expect(run.heard).toEqual([]);
  });

  it('instant moves by the settings sound their moments (bell, bump, horn, die) once each, and no paddles or turns', () => {
    const run = play(TURNS, { speed: 0, frameMs: 1000 / 60, gapMs: 1000, settings: { animationSpeed: 0 } });
    expect(run.heard.filter((h) => MOTION_CUES.has(h.cue))).toEqual([]);
    for (const cue of ['bump', 'bell', 'horn'] as const) {
      expect(run.heard.filter((h) => h.cue === cue).length, cue).toBeGreaterThan(0);
      expect(run.heard.filter((h) => h.cue === cue).length, cue).toBeLessThanOrEqual(count(ALL, cue));
    }
    // one frame per turn: never the same sound twice in it
    const perFrame = new Set(run.heard.map((h) => `${h.at}|${h.cue}`));
    expect(perFrame.size).toBe(run.heard.length);
  });

  it('under reduce motion (boats jump): the moments still sound, the motion does not', () => {
    const run = play(TURNS, { speed: 1, reducedMotion: true, frameMs: 1000 / 60, gapMs: 1000, settings: { animationSpeed: 1, reducedMotion: true } });
    expect(run.heard.filter((h) => MOTION_CUES.has(h.cue))).toEqual([]);
    expect(run.heard.filter((h) => h.cue === 'horn').length).toBeGreaterThan(0);
  });

  it('a skip in the middle of a turn silences the rest of it', () => {
    const long = TURNS.find((b) => count(b, 'paddle') >= 4)!;
    const { p, contexts } = fakePlayer();
    p.configure({ volume: 0.3, muted: false, reducedMotion: false, animationSpeed: 1 });
    const heard: SoundCue[] = [];
    let now = 0;
    const a = new Animator({
      boats: { pose: () => ({ x: 0, z: 0, yaw: 0, y: 0, roll: 0 }), setPose() {} },
      tileProgress() {},
      die() {},
      cue: (e, instant) => {
        for (const c of contexts) c.currentTime = now / 1000;
        const cue = p.event(e, instant);
        if (cue) heard.push(cue);
      },
    });
    a.enqueue(long, () => {});
    a.tick(now);
    const before = heard.length;
    expect(before).toBeGreaterThan(0);
    a.skip();
    for (now = 0; now < 10_000; now += 100) a.tick(now);
    expect(heard).toHaveLength(before);
  });
});
