// Seeded PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, 128-bit state).
// The whole state is four uint32 numbers kept in GameState.rng, so it serialises as plain JSON and
// a game replays identically. Every function is pure: it returns the new state, never mutates.

export type RngState = number[];

/** Four uint32 words from a 32-bit seed (splitmix32), then 12 warm-up draws to mix them. */
export function seedRng(seed: number): RngState {
  if (!Number.isFinite(seed)) throw new RangeError('seedRng: seed must be a finite number');
  let x = Math.trunc(seed) >>> 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  let state: RngState = words;
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

export function isRngState(x: unknown): x is RngState {
  return (
    Array.isArray(x) &&
    x.length === 4 &&
    x.every((w) => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  );
}

/** One uint32 and the next state. */
export function nextUint32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng as [number, number, number, number];
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = (b ^ (b >>> 9)) >>> 0;
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a, b, c, d]];
}

/** Uniform integer in 0..n-1 (rejection sampling, so no modulo bias). */
export function randomInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`randomInt: bad n ${n}`);
  const limit = 0x100000000 - (0x100000000 % n); // largest multiple of n that fits
  let state = rng;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(state, i + 1);
    state = next;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, state];
}

/** Uniform pick from a non-empty list. */
export function pick<T>(rng: RngState, items: readonly T[]): [T, RngState] {
  if (items.length === 0) throw new RangeError('pick: empty list');
  const [i, state] = randomInt(rng, items.length);
  return [items[i]!, state];
}
