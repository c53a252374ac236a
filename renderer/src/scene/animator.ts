// Plays the engine's GameEvents as tweens, one after the other, from a queue. Each event
// becomes a task that starts from wherever the boat is drawn at that moment, so chained moves,
// pushes and turns look continuous. Skippable; durations scale with the animation speed
// (0 = instant, reduced motion = instant); reports when the queue is empty.
import type { BoatId, DieFace, GameEvent, Hex } from '../../../engine/index.js';
import { angleDelta, headingYaw, hexToWorld, type Pose } from './layout.js';
import { DURATIONS } from '../lib/move-durations.js';
import { FINISH_GROUP } from './river-mesh.js';

/** What the animator moves (BoatLayer implements it; tests use a plain object). */
export interface PoseTarget {
  pose(id: BoatId): Pose | null;
  setPose(id: BoatId, p: Pose): void;
}

export interface AnimatorTargets {
  boats: PoseTarget;
  /** 0..1 rise of a tile group (tile index or FINISH_GROUP). */
  tileProgress(tile: number, t: number): void;
  /** Show the die face of a reveal (null hides it). */
  die(face: DieFace | null, accepted: boolean): void;
  /**
   * An event's animation begins (for its sound); not called for skipped events. `instant`: its
   * batch is drawn without tweens (speed 0 or reduced motion), the boats jump.
   */
  cue?(e: GameEvent, instant: boolean): void;
}

interface Task {
  ms: number;
  begin?(): void;
  update(t: number): void;
  end?(): void;
}

export { DURATIONS };

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class Animator {
  private queue: Task[] = [];
  private current: Task | null = null;
  private started = 0;
  speed = 1;
  reducedMotion = false;
  private skipping = false;
  /** The batch being queued is watched (a move made elsewhere): its tweens last this much longer. */
  private stretch = 1;
  /** The boat whose move the queue is playing (the camera may follow it), null between moves. */
  private sailing: BoatId | null = null;

  constructor(private targets: AnimatorTargets) {}

  get busy(): boolean {
    return this.current !== null || this.queue.length > 0;
  }

  private dur(ms: number): number {
    if (this.reducedMotion || this.speed <= 0) return 0;
    return (ms * this.stretch) / this.speed;
  }

  /** The boat a move being played is about (its own steps and turns, not the boats it pushes). */
  get mover(): BoatId | null {
    return this.current ? this.sailing : null;
  }

  /**
   * Queues one batch of events; `done` runs after its last tween (it snaps to the final state).
   * `stretch` slows a watched move (1: the normal pace).
   */
  enqueue(events: readonly GameEvent[], done: () => void, stretch = 1): void {
    const cue = this.targets.cue;
    this.stretch = stretch;
    const instant = this.dur(1) === 0;
    for (const e of events) {
      let t = this.taskFor(e);
      if (t && (e.type === 'moved' || e.type === 'rotated' || e.type === 'departed')) {
        const begin = t.begin;
        t.begin = () => {
          this.sailing = e.boat;
          begin?.();
        };
      }
      if (cue) {
        // Events without a tween (e.g. finished) still get their moment in the queue, so their
        // sound comes in order with the moves around them.
        t ??= { ms: 0, update() {} };
        const begin = t.begin;
        t.begin = () => {
          begin?.();
          if (!this.skipping) cue(e, instant);
        };
      }
      if (t) this.queue.push(t);
    }
    this.stretch = 1;
    this.queue.push({
      ms: 0,
      update() {},
      end: () => {
        this.sailing = null;
        done();
      },
    });
  }

  /** Tile groups that the queued events will reveal (to be hidden until then). */
  static revealedTiles(events: readonly GameEvent[]): number[] {
    const out: number[] = [];
    for (const e of events) {
      if (e.type === 'tilePlaced') out.push(e.index);
      if (e.type === 'finishPlaced') out.push(FINISH_GROUP);
    }
    return out;
  }

  /** Advances; returns whether anything is still to play. */
  tick(now: number): boolean {
    for (;;) {
      if (!this.current) {
        const next = this.queue.shift();
        if (!next) return false;
        this.current = next;
        this.started = now;
        next.begin?.();
      }
      const c = this.current;
      const t = c.ms <= 0 ? 1 : Math.min(1, (now - this.started) / c.ms);
      c.update(t);
      if (t < 1) return true;
      c.end?.();
      this.current = null;
      // A zero-length task finished: go on within this frame.
    }
  }

  /** Finishes every queued tween at once (their end states, then the final snap). */
  skip(): void {
    const all = this.current ? [this.current, ...this.queue] : [...this.queue];
    const wasCurrent = this.current;
    this.current = null;
    this.queue = [];
    // Skipped events make no sound: a burst of every cue at once would only be noise.
    this.skipping = true;
    try {
      for (const t of all) {
        if (t !== wasCurrent) t.begin?.();
        t.update(1);
        t.end?.();
      }
    } finally {
      this.skipping = false;
    }
  }

  private poseTask(boat: BoatId, ms: number, to: (p0: Pose) => Pose, shape?: (p: Pose, t: number) => void): Task {
    const b = this.targets.boats;
    let p0: Pose | null = null;
    let p1: Pose | null = null;
    return {
      ms: this.dur(ms),
      begin: () => {
        p0 = b.pose(boat);
        p1 = p0 ? to(p0) : null;
      },
      update: (t) => {
        if (!p0 || !p1) return;
        const e = ease(t);
        const p: Pose = {
          x: p0.x + (p1.x - p0.x) * e,
          z: p0.z + (p1.z - p0.z) * e,
          yaw: p0.yaw + (p1.yaw - p0.yaw) * e,
          y: p0.y + (p1.y - p0.y) * e,
          roll: p0.roll + (p1.roll - p0.roll) * e,
        };
        shape?.(p, t);
        b.setPose(boat, p);
      },
    };
  }

  private moveTo(boat: BoatId, hex: Hex, ms: number, wobble = 0): Task {
    const w = hexToWorld(hex);
    return this.poseTask(boat, ms, (p) => ({ ...p, x: w.x, z: w.z, y: 0 }), wobble ? (p, t) => (p.roll += Math.sin(t * Math.PI * 3) * wobble) : undefined);
  }

  private turnTo(boat: BoatId, heading: number, ms: number): Task {
    const yaw = headingYaw(heading);
    return this.poseTask(boat, ms, (p) => ({ ...p, yaw: p.yaw + angleDelta(p.yaw, yaw) }));
  }

  private taskFor(e: GameEvent): Task | null {
    switch (e.type) {
      case 'moved':
        return this.moveTo(e.boat, e.to, DURATIONS.step);
      case 'pushed':
        return this.moveTo(e.boat, e.to, DURATIONS.push, 0.12);
      case 'rotated':
      case 'reoriented':
        return this.turnTo(e.boat, e.to, DURATIONS.rotate);
      case 'departed':
        return this.turnTo(e.boat, e.heading, DURATIONS.rotate);
      // the boat from the shipyard sails down its slipway onto its start dock, turning to its heading
      // (play-test pt29 #12: it jumped there, and its entry was never seen)
      case 'enteredDock': {
        const w = hexToWorld(e.hex);
        const yaw = headingYaw(e.heading);
        return this.poseTask(e.boat, DURATIONS.enter, (p) => ({ ...p, x: w.x, z: w.z, y: 0, yaw: p.yaw + angleDelta(p.yaw, yaw) }));
      }
      case 'boatPlaced': {
        const w = hexToWorld(e.hex);
        const b = this.targets.boats;
        return {
          ms: this.dur(DURATIONS.drop),
          begin: () => b.setPose(e.boat, { x: w.x, z: w.z, yaw: headingYaw(e.heading), y: 1.5, roll: 0 }),
          update: (t) => b.setPose(e.boat, { x: w.x, z: w.z, yaw: headingYaw(e.heading), y: 1.5 * (1 - ease(t)), roll: 0 }),
        };
      }
      case 'passengerTaken':
        return this.poseTask(e.boat, DURATIONS.hop, (p) => p, (p, t) => (p.y += Math.sin(t * Math.PI) * 0.35));
      case 'stranded':
        return this.poseTask(e.boat, DURATIONS.stranded, (p) => ({ ...p, roll: 0.18 }));
      case 'crashed':
        return this.poseTask(e.boat, DURATIONS.crash, (p) => p, (p, t) => (p.x += Math.sin(t * Math.PI * 6) * 0.12 * (1 - t)));
      case 'dieRolled': {
        return {
          ms: this.dur(DURATIONS.die),
          begin: () => this.targets.die(e.face, e.accepted),
          update() {},
        };
      }
      case 'tilePlaced':
      case 'finishPlaced': {
        const tile = e.type === 'tilePlaced' ? e.index : FINISH_GROUP;
        const face = e.type === 'tilePlaced' ? e.placed.attached : e.finish.attached;
        return {
          ms: this.dur(DURATIONS.tile),
          begin: () => {
            if (face) this.targets.die(face, true);
            this.targets.tileProgress(tile, 0);
          },
          update: (t) => this.targets.tileProgress(tile, ease(t)),
        };
      }
      default:
        return null;
    }
  }
}
