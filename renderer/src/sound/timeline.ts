// The sounds of a board that draws no tweens (the flat board, when there is no WebGL view): each
// event's sound comes when the 3D animator would begin to show that event, so the game sounds
// the same whichever board draws it. Batches queue one after the other, as the animator's do;
// skipping drops what has not sounded yet (the animator's skipped events make no sound either).
import type { GameEvent } from '../../../engine/index.js';
import { eventMs } from '../lib/move-durations.js';

export interface BoardMotion {
  /** The animation speed (0: instant). */
  speed: number;
  reducedMotion: boolean;
  /** A watched move's slower pace (1: the normal one). */
  stretch?: number;
}

export interface ScheduledCue {
  /** ms from the batch's start at which the event's animation begins. */
  at: number;
  event: GameEvent;
  /** The batch is drawn without tweens (the boats jump). */
  instant: boolean;
}

/** When each event of one batch begins on the animator's queue, and how long the batch lasts. */
export function soundSchedule(events: readonly GameEvent[], m: BoardMotion): { cues: ScheduledCue[]; ms: number } {
  // The animator's own rule: no tweens at speed 0 or under reduced motion.
  const instant = m.reducedMotion || m.speed <= 0;
  const cues: ScheduledCue[] = [];
  let at = 0;
  for (const event of events) {
    cues.push({ at, event, instant });
    if (!instant) at += (eventMs(event) * (m.stretch ?? 1)) / m.speed;
  }
  return { cues, ms: at };
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class SoundTimeline {
  private pending = new Set<unknown>();
  /** When the last queued batch ends (the next one starts then, or now if later). */
  private free = -Infinity;

  constructor(
    private cue: (e: GameEvent, instant: boolean) => void,
    private clock: Clock = realClock,
  ) {}

  private lastSeq: number | null = null;
  private seen = false;

  /**
   * The board's batch of events, as the play and replay screens hand it to either board: a new
   * `seq` sounds its events, except the batch already there when the board first draws (the 3D
   * view does not animate that one either).
   */
  show(batch: { seq: number; events: readonly GameEvent[]; watch?: { stretch: number } } | null, motion: Omit<BoardMotion, 'stretch'>): void {
    const first = !this.seen;
    this.seen = true;
    if (!batch || batch.seq === this.lastSeq) return;
    this.lastSeq = batch.seq;
    if (!first) this.enqueue(batch.events, { ...motion, stretch: batch.watch?.stretch ?? 1 });
  }

  enqueue(events: readonly GameEvent[], motion: BoardMotion): void {
    const now = this.clock.now();
    const start = Math.max(now, this.free);
    const { cues, ms } = soundSchedule(events, motion);
    this.free = start + ms;
    for (const c of cues) {
      const wait = start + c.at - now;
      if (wait <= 0) {
        this.cue(c.event, c.instant);
        continue;
      }
      const handle = this.clock.setTimeout(() => {
        this.pending.delete(handle);
        this.cue(c.event, c.instant);
      }, wait);
      this.pending.add(handle);
    }
  }

  /** Drops every sound not yet played. */
  skip(): void {
    for (const h of this.pending) this.clock.clearTimeout(h);
    this.pending.clear();
    this.free = -Infinity;
  }
}
