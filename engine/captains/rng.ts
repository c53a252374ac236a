// A captain's private random generator, on top of the engine's seeded xorshift state.
import { nextUint32, seedRng, type RngState } from '../rng.js';
import type { CaptainRng } from './types.js';

export class SeededRng implements CaptainRng {
  private state: RngState;
  constructor(seed: number) {
    this.state = seedRng(seed >>> 0);
  }
  private next(): number {
    const [x, s] = nextUint32(this.state);
    this.state = s;
    return x;
  }
  int(n: number): number {
    return Math.floor((this.next() / 0x100000000) * n);
  }
  float(): number {
    return this.next() / 0x100000000;
  }
  seed(): number {
    return this.next();
  }
}

export function captainRng(seed: number): CaptainRng {
  return new SeededRng(seed);
}
