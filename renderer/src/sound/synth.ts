// The game's sounds, synthesised with Web Audio (no recorded files): each function schedules one
// sound at `t` into `out` and lets it end by itself (every node stops, so nothing is left running).
// Only the subset of the AudioContext API used here is typed, so tests can pass a fake context.

export interface AudioParamLike {
  value: number;
  setValueAtTime(v: number, t: number): unknown;
  linearRampToValueAtTime(v: number, t: number): unknown;
  exponentialRampToValueAtTime(v: number, t: number): unknown;
  setTargetAtTime(v: number, t: number, k: number): unknown;
}
export interface AudioNodeLike {
  connect(dest: AudioNodeLike): unknown;
  disconnect(): void;
}
export interface GainLike extends AudioNodeLike {
  gain: AudioParamLike;
}
export interface SourceLike extends AudioNodeLike {
  start(t?: number): void;
  stop(t?: number): void;
}
export interface OscillatorLike extends SourceLike {
  type: string;
  frequency: AudioParamLike;
  detune: AudioParamLike;
}
export interface BufferSourceLike extends SourceLike {
  buffer: unknown;
  playbackRate: AudioParamLike;
}
export interface FilterLike extends AudioNodeLike {
  type: string;
  frequency: AudioParamLike;
  Q: AudioParamLike;
}
export interface AudioContextLike {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly state: string;
  readonly destination: AudioNodeLike;
  createGain(): GainLike;
  createOscillator(): OscillatorLike;
  createBufferSource(): BufferSourceLike;
  createBiquadFilter(): FilterLike;
  createBuffer(channels: number, length: number, rate: number): { getChannelData(c: number): Float32Array };
  resume(): Promise<void>;
  suspend(): Promise<void>;
  close(): Promise<void>;
}

export interface Voice {
  ctx: AudioContextLike;
  out: AudioNodeLike;
  /** One second of white noise (made once per context). */
  noise: unknown;
}

function env(v: Voice, t: number, peak: number, attack: number, decay: number): GainLike {
  const g = v.ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(peak, t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
  g.connect(v.out);
  return g;
}

function noiseBurst(v: Voice, t: number, dur: number, filter: string, freq: number, q: number, into: AudioNodeLike, rate = 1): void {
  const src = v.ctx.createBufferSource();
  src.buffer = v.noise;
  src.playbackRate.value = rate;
  const f = v.ctx.createBiquadFilter();
  f.type = filter;
  f.frequency.value = freq;
  f.Q.value = q;
  src.connect(f);
  f.connect(into);
  src.start(t);
  src.stop(t + dur);
}

function tone(v: Voice, t: number, dur: number, type: string, freq: number, into: AudioNodeLike, glideTo?: number): OscillatorLike {
  const o = v.ctx.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(freq, t);
  if (glideTo) o.frequency.exponentialRampToValueAtTime(glideTo, t + dur);
  o.connect(into);
  o.start(t);
  o.stop(t + dur);
  return o;
}

/** One space travelled: a steam chuff, two paddle slaps and a wash of water (~0.3 s). */
export function paddle(v: Voice, t: number): void {
  noiseBurst(v, t, 0.16, 'bandpass', 1400, 0.9, env(v, t, 0.5, 0.01, 0.14)); // chuff
  for (const dt of [0.07, 0.19]) noiseBurst(v, t + dt, 0.08, 'lowpass', 650, 1.5, env(v, t + dt, 0.3, 0.005, 0.07)); // slaps
  noiseBurst(v, t, 0.34, 'lowpass', 420, 0.7, env(v, t, 0.22, 0.08, 0.25), 0.5); // water
}

/** A turn on the spot: a slow swish of water. */
export function turn(v: Voice, t: number): void {
  noiseBurst(v, t, 0.3, 'bandpass', 600, 0.8, env(v, t, 0.45, 0.1, 0.2), 0.7);
}

/** A steam whistle chord (a boat finishes). */
export function horn(v: Voice, t: number): void {
  const dur = 1.3;
  const g = v.ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(0.22, t + 0.08);
  g.gain.setValueAtTime(0.22, t + dur - 0.3);
  g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  const f = v.ctx.createBiquadFilter();
  f.type = 'lowpass';
  f.frequency.value = 1500;
  f.Q.value = 0.7;
  g.connect(f);
  f.connect(v.out);
  // A minor-third chord, slightly detuned: the classic riverboat whistle.
  for (const hz of [262, 311, 392]) tone(v, t, dur, 'sawtooth', hz * 0.98, g, hz);
  noiseBurst(v, t, dur, 'bandpass', 2400, 2, env(v, t, 0.05, 0.05, dur - 0.05)); // breath of steam
}

/** Two hulls knocking (a boat is pushed or crashes). */
export function bump(v: Voice, t: number): void {
  tone(v, t, 0.25, 'sine', 140, env(v, t, 0.6, 0.005, 0.22), 55);
  noiseBurst(v, t, 0.06, 'lowpass', 900, 1, env(v, t, 0.3, 0.002, 0.05));
}

/** A ship's bell: inharmonic partials with a long decay (a passenger comes aboard). */
export function bell(v: Voice, t: number): void {
  for (const [hz, peak, decay] of [
    [880, 0.22, 1.4],
    [880 * 2.76, 0.08, 0.7],
    [880 * 5.4, 0.04, 0.35],
  ] as const) {
    tone(v, t, decay + 0.05, 'sine', hz, env(v, t, peak, 0.003, decay));
  }
}

/** The die rattling in a cup and landing: a handful of wooden clicks. */
export function die(v: Voice, t: number): void {
  const clicks = [0, 0.06, 0.11, 0.19, 0.24, 0.33];
  clicks.forEach((dt, i) => {
    const at = t + dt;
    const peak = i === clicks.length - 1 ? 1.0 : 0.55; // narrow band-passed noise is faint: high peaks
    noiseBurst(v, at, 0.04, 'bandpass', 2200 + i * 260, 4, env(v, at, peak, 0.002, 0.035));
  });
}

export const SYNTHS = { paddle, turn, horn, bump, bell, die } as const;

export function makeNoise(ctx: AudioContextLike): unknown {
  const buf = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const data = buf.getChannelData(0);
  // A fixed pseudo-random sequence: the same sound every launch.
  let s = 12345;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (s / 0x3fffffff - 1) * 0.9;
  }
  return buf;
}
