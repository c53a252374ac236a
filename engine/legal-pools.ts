// The legal-turn searches' reusable pools: tables and lists kept from one search to the next
// (a search empties them in O(1) or by resetting counts), so that a search allocates next to
// nothing. Shared by the search over all speeds (legal-search.ts), its ranking (legal-order.ts),
// the outcomes (legal-outcomes.ts) and the heading search (legal-headings.ts).
import type { PushedBoat } from './turn.js';

/**
 * `pushed` sorted by boat (the pushed boats as a set: the order they were first pushed in
 * changes nothing that follows, issue 18), in one list reused by every call: read it before the
 * next call. An insertion sort (a few boats at most). For legalTurns' outcomes (pushSetIdOf) and
 * the compact enumerator's entries (legal-fast.ts pidOf).
 */
export function byBoat(pushed: readonly PushedBoat[]): readonly PushedBoat[] {
  const out = sortScratch;
  out.length = 0;
  for (let j = 0; j < pushed.length; j++) {
    const p = pushed[j]!;
    let k = out.length;
    out.push(p);
    while (k > 0 && out[k - 1]!.i > p.i) {
      out[k] = out[k - 1]!;
      k--;
    }
    out[k] = p;
  }
  return out;
}
const sortScratch: PushedBoat[] = [];

/**
 * Ids by layer, each layer's in order of arrival. Emptied by resetting the counts, not with
 * `length = 0` (which drops the backing store: it was regrown, as garbage, on every call).
 */
export class LayerLists {
  private readonly lists: number[][] = [];
  private readonly len: Int32Array;

  constructor(layers: number) {
    for (let k = 0; k < layers; k++) this.lists.push([]);
    this.len = new Int32Array(layers);
  }

  clear(): void {
    this.len.fill(0);
  }

  add(layer: number, id: number): void {
    this.lists[layer]![this.len[layer]!++] = id;
  }

  size(layer: number): number {
    return this.len[layer]!;
  }

  /** The layer's list (its first size(layer) ids are this search's). */
  at(layer: number): readonly number[] {
    return this.lists[layer]!;
  }

  /** Copies the layer's ids to `out` from index `at`; returns the index after them. */
  appendTo(layer: number, out: number[], at: number): number {
    const list = this.lists[layer]!;
    const n = this.len[layer]!;
    for (let i = 0; i < n; i++) out[at++] = list[i]!;
    return at;
  }
}

/**
 * A map from a pair of int32 keys to an int32 value: open addressing, 4 ints a slot (generation,
 * key a, key b, value), emptied in O(1) by a new generation. It replaces Maps whose keys were
 * numbers beyond the small-integer range: V8 boxes such keys, and hashing them was a large part
 * of the pushes' cost (pushes are half of the outcomes in crowded 4-boat games).
 */
const PAIR_BASE_BITS = 10;
/** Where grow() copies the pairs out (shared by the tables: one grows at a time). */
let growScratch = new Int32Array(0);

export class PairTable {
  // Each search starts small again (at most twice the base size): a table grown by one crowded
  // position and kept at that size spread every later search's few hundred pairs over a few
  // hundred kB (cache misses). The buffer is kept; a search uses its first 4 << bits ints.
  private bits = PAIR_BASE_BITS;
  private tab = new Int32Array(4 << PAIR_BASE_BITS);
  private gen = 1;
  size = 0;

  clear(): void {
    // the size the last search reached, up to twice the base: most searches of a game are alike,
    // and growing (a copy of every pair) each time was a few percent of a captain's move
    this.bits = Math.min(PAIR_BASE_BITS + 1, Math.max(PAIR_BASE_BITS, this.bits));
    this.size = 0;
    this.nextGen();
  }

  private nextGen(): void {
    if (++this.gen === 0x7fffffff) {
      this.gen = 1;
      this.tab.fill(0);
    }
  }

  private slot(a: number, b: number): number {
    return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (b >>> 15), 0x85ebca6b)) >>> (32 - this.bits);
  }

  /** The value of (a, b), or -1 - (the slot where it would go). */
  find(a: number, b: number): number {
    const t = this.tab;
    const mask = (1 << this.bits) - 1;
    for (let i = this.slot(a, b); ; i = (i + 1) & mask) {
      const o = 4 * i;
      if (t[o] !== this.gen) return -1 - i;
      if (t[o + 1] === a && t[o + 2] === b) return t[o + 3]!;
    }
  }

  /** Adds (a, b) → v at the slot `find` returned (as -1 - slot). */
  insert(a: number, b: number, v: number, at: number): void {
    const o = 4 * at;
    const t = this.tab;
    t[o] = this.gen;
    t[o + 1] = a;
    t[o + 2] = b;
    t[o + 3] = v;
    if (++this.size * 2 > 1 << this.bits) this.grow();
  }

  /** Doubles the part in use: the pairs are copied out, then put back under a new generation. */
  private grow(): void {
    const used = 4 << this.bits;
    if (growScratch.length < used) growScratch = new Int32Array(used);
    const live = growScratch; // (a copy per grow was garbage)
    live.set(this.tab.subarray(0, used));
    const gen = this.gen;
    this.bits++;
    if (4 << this.bits > this.tab.length) this.tab = new Int32Array(4 << this.bits);
    this.nextGen();
    const t = this.tab;
    const mask = (1 << this.bits) - 1;
    for (let o = 0; o < used; o += 4) {
      if (live[o] !== gen) continue;
      let i = this.slot(live[o + 1]!, live[o + 2]!);
      while (t[4 * i] === this.gen) i = (i + 1) & mask;
      t[4 * i] = this.gen;
      t[4 * i + 1] = live[o + 1]!;
      t[4 * i + 2] = live[o + 2]!;
      t[4 * i + 3] = live[o + 3]!;
    }
  }
}

