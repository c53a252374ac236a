// The sound player: maps game events to synthesised sounds at the player's volume. The
// AudioContext is created lazily, on the first sound after the page had a user gesture (browsers
// start a context made earlier suspended), and never while muted or at volume 0. One player for the
// app (`sound`), configured from the settings by App.svelte; the board calls `sound.event(e)` as
// each event's animation begins, so a sound comes no more often than the board shows a move.
import type { GameEvent } from '../../../engine/index.js';
import { cueFor, MOTION_CUES, type SoundCue } from './cues.js';
import { makeNoise, SYNTHS, type AudioContextLike, type GainLike, type Voice } from './synth.js';

export interface SoundConfig {
  volume: number;
  muted: boolean;
  /** Motion sounds (steam, paddles, water) follow motion: none under "reduce motion". */
  reducedMotion: boolean;
  /** The player's animation speed (0: instant). */
  animationSpeed: number;
}

export interface SoundEnv {
  createContext(): AudioContextLike | null;
  /** Whether the page has had a user gesture (sticky activation). */
  activated(): boolean;
}

/** The same cue this soon after the last is dropped: instant animations must not stack 12 chuffs. */
const MIN_GAP_S: Record<SoundCue, number> = { paddle: 0.12, turn: 0.15, horn: 0.8, bump: 0.1, bell: 0.15, die: 0.3 };

// Reached through a narrow view of globalThis: this file is also type-checked (with its unit
// tests) without the DOM library.
interface BrowserGlobals {
  AudioContext?: new (o?: { latencyHint?: string }) => unknown;
  webkitAudioContext?: new (o?: { latencyHint?: string }) => unknown;
  navigator?: { userActivation?: { hasBeenActive: boolean } };
}
const browserEnv: SoundEnv = {
  createContext() {
    const g = globalThis as BrowserGlobals;
    const Ctor = g.AudioContext ?? g.webkitAudioContext;
    return Ctor ? (new Ctor({ latencyHint: 'interactive' }) as AudioContextLike) : null;
  },
  activated: () => (globalThis as BrowserGlobals).navigator?.userActivation?.hasBeenActive ?? true,
};

export class SoundPlayer {
  private ctx: AudioContextLike | null = null;
  private master: GainLike | null = null;
  private noise: unknown = null;
  private last = new Map<SoundCue, number>();
  private cfg: SoundConfig = { volume: 0, muted: true, reducedMotion: false, animationSpeed: 1 };
  /** How many contexts were created (for tests and the e2e check). */
  created = 0;

  constructor(private env: SoundEnv = browserEnv) {}

  get config(): SoundConfig {
    return { ...this.cfg };
  }

  private get silent(): boolean {
    return this.cfg.muted || this.cfg.volume <= 0;
  }

  configure(c: Partial<SoundConfig>): void {
    this.cfg = { ...this.cfg, ...c, volume: Math.min(1, Math.max(0, c.volume ?? this.cfg.volume)) };
    if (!this.ctx || !this.master) return;
    if (this.silent) {
      // Muting stops whatever is still sounding and the audio thread with it.
      void this.ctx.suspend();
      return;
    }
    this.master.gain.setTargetAtTime(this.gainFor(this.cfg.volume), this.ctx.currentTime, 0.02);
    if (this.ctx.state === 'suspended') void this.ctx.resume();
  }

  /**
   * The sound of one game event (if it has one and may play now) as the board begins to show it.
   * `instant`: the board shows it as a jump, without tweens. Returns the cue played.
   */
  event(e: GameEvent, instant = false): SoundCue | null {
    const cue = cueFor(e);
    if (!cue) return null;
    if (instant) {
      // The player's settings animate moves, yet this one jumps: moves skipped on purpose ("skip to
      // the end"), which the board does not show: no sound (a skip's every bell and horn at once).
      if (this.cfg.animationSpeed > 0 && !this.cfg.reducedMotion) return null;
      // Instant moves by the settings: the moments sound, the motion that is not shown does not.
      if (MOTION_CUES.has(cue)) return null;
    }
    return this.play(cue) ? cue : null;
  }

  /** Plays `cue` now; false when muted, not allowed yet, throttled or without audio. */
  play(cue: SoundCue): boolean {
    if (this.silent) return false;
    if (this.cfg.reducedMotion && MOTION_CUES.has(cue)) return false;
    const ctx = this.context();
    if (!ctx || !this.master) return false;
    const now = ctx.currentTime;
    const prev = this.last.get(cue);
    if (prev !== undefined && now - prev < MIN_GAP_S[cue]) return false;
    this.last.set(cue, now);
    const voice: Voice = { ctx, out: this.master, noise: this.noise };
    SYNTHS[cue](voice, now + 0.01);
    return true;
  }

  private context(): AudioContextLike | null {
    if (this.ctx) {
      if (this.ctx.state === 'suspended') void this.ctx.resume();
      return this.ctx;
    }
    if (!this.env.activated()) return null;
    const ctx = this.env.createContext();
    if (!ctx) return null;
    this.created++;
    this.ctx = ctx;
    this.noise = makeNoise(ctx);
    this.master = ctx.createGain();
    this.master.gain.value = this.gainFor(this.cfg.volume);
    this.master.connect(ctx.destination);
    return ctx;
  }

  /** Perceived loudness grows roughly with the square of the slider. */
  private gainFor(volume: number): number {
    return volume * volume;
  }

  /** Closes the context (tests; the app keeps one for its lifetime). */
  async close(): Promise<void> {
    const c = this.ctx;
    this.ctx = null;
    this.master = null;
    if (c) await c.close();
  }
}

/** The app's player: silent until App.svelte configures it from the settings. */
export const sound = new SoundPlayer();
