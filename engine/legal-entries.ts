// The searches' entries (search nodes) and their keys, shared by the search over all speeds
// (legal-search.ts) and the heading search (legal-headings.ts): typed arrays indexed by entry id,
// the dense key table, the pushed-list numbers.
import { byBoat, PairTable } from './legal-pools.js';
import { NO_PUSH, type PushedBoat, type TurnNode } from './turn.js';
import type { Dir } from './types.js';

// The layered searches:
// Every reachable point of the turn, each reached the best way (most coal). Layered by points
// spent (searchSpeeds: one search for every speed) or left (outcomesByHeading): every step
// spends at least one point, so when a layer is expanded all ways into it are known and each
// entry is final.
//
// Entries live in typed arrays (one array per field, index = entry id), reused by every search
// (so a search must finish before the next starts: nothing in it calls back into the engine):
// most nodes are offered and then dropped by the coal dominance, and allocating an object per
// offer was most of the search's time (and its garbage). Nodes are made only to run the general
// rules (pushes, reversing); an entry keeps its pushed boats as the list the node had (lists are
// shared along the turn: a step that pushes nobody keeps its parent's).
//
// Entries that have stepped and pushed nobody ("dense" ones: most) are found by an integer key
// (layer, space relative to the start, heading, driftwood, two flags; speed in outcomesByHeading)
// in a table indexed by it; the others (start, speed choices, pushes) by (pushed list, placeKey's
// number) in `nodeKeys`. The output order is the order of first arrival in the search by speed
// and points left: per layer from 6 down, the keyed entries, then the dense ones (ranking()).

export const F_FREE = 1; // the free 60° has been used
export const F_SPEEDSET = 2;
export const F_STEPPED = 4;
export const F_STRANDED = 8;
export const F_FREETURNS = 16;
export const F_NEWEST = 32;

/** Steps of an edge (gStep): advance, reverse, a push (gChain: the chain); an entry's own (eStep: the start's none). */
export const STEP_NONE = 0;
export const STEP_ADVANCE = 1;
export const STEP_REVERSE = 2;
export const STEP_PUSH = 4;

export let cap = 0;
export let ePos = new Int32Array(0);
export let eParent = new Int32Array(0);
export let eKey = new Int32Array(0); // dense key, or -1
export let eHead = new Uint8Array(0);
export let eSpeed = new Uint8Array(0);
export let eCoal = new Uint8Array(0);
export let ePoints = new Uint8Array(0);
export let eDrift = new Uint8Array(0);
export let eFlags = new Uint8Array(0);
export let eRotHere = new Int8Array(0);
export let eRot = new Uint8Array(0); // side * 4 + k: the rotation before the step (ROT_ACTS)
export let eStep = new Uint8Array(0);
export let ePushId = new Int32Array(0); // the pushed list's number (pushIdOf); 0: nobody pushed
/** The boats pushed so far (the node's list, shared); null: nobody pushed. */
export const ePushed: (readonly PushedBoat[] | null)[] = [];
// one search over all speeds (searchSpeeds): an entry's layer (spent, or DONE) and its steps (edges eE0[id] to eE1[id])
export let eSpent = new Uint8Array(0);
export let eE0 = new Int32Array(0);
export let eE1 = new Int32Array(0);
export let count = 0;

function growEntries(): void {
  const n = Math.max(4096, cap * 2);
  const g = <T extends Int32Array | Uint8Array | Int8Array>(a: T, make: (n: number) => T): T => {
    const b = make(n);
    b.set(a);
    return b;
  };
  ePos = g(ePos, (k) => new Int32Array(k));
  eParent = g(eParent, (k) => new Int32Array(k));
  eKey = g(eKey, (k) => new Int32Array(k));
  eHead = g(eHead, (k) => new Uint8Array(k));
  eSpeed = g(eSpeed, (k) => new Uint8Array(k));
  eCoal = g(eCoal, (k) => new Uint8Array(k));
  ePoints = g(ePoints, (k) => new Uint8Array(k));
  eDrift = g(eDrift, (k) => new Uint8Array(k));
  eFlags = g(eFlags, (k) => new Uint8Array(k));
  eRotHere = g(eRotHere, (k) => new Int8Array(k));
  eRot = g(eRot, (k) => new Uint8Array(k));
  eStep = g(eStep, (k) => new Uint8Array(k));
  ePushId = g(ePushId, (k) => new Int32Array(k));
  eSpent = g(eSpent, (k) => new Uint8Array(k));
  eE0 = g(eE0, (k) => new Int32Array(k));
  eE1 = g(eE1, (k) => new Int32Array(k));
  for (let i = cap; i < n; i++) ePushed.push(null);
  cap = n;
  for (const grow of growers) grow(n);
}

/** What else grows with the entries (per-entry tables of the modules above). */
const growers: ((n: number) => void)[] = [];

/** Has `grow(n)` called whenever the entries grow to n (and now, if they have). */
export function growWithEntries(grow: (n: number) => void): void {
  growers.push(grow);
  if (cap > 0) grow(cap);
}

// Dense keys: driftwood × 2 flags × layer × speed × box position × heading (< 2^20), the rare
// fields outermost so that a search's usual entries share a small part of the table. The table is
// indexed by the key itself (no hashing, no probing): per key (generation, entry id); a pair of an
// older generation counts as empty, so a search empties it in O(1).
export const BOX = 13;
const D_KEYS = 4 * 2 * 2 * 7 * 6 * BOX * BOX * 6;
/** Allocated by the first search (5.5 MB, of which a search touches a few hundred kB). */
let hTab = new Int32Array(0);
let hGen = 0;

/** A new generation: every pair in the table counts as empty. */
export function hNextGen(): void {
  if (hTab.length === 0) hTab = new Int32Array(2 * D_KEYS);
  if (++hGen === 0x7fffffff) {
    hGen = 1;
    hTab.fill(0);
  }
}

export function denseKey(origin: number, pos: number, heading: number, speed: number, drift: number, sf: boolean, newest: boolean, points: number): number {
  const dq = (pos >> 8) - (origin >> 8) + 6;
  const dr = (pos & 255) - (origin & 255) + 6;
  if (dq < 0 || dq >= BOX || dr < 0 || dr >= BOX) return -1;
  let k = drift * 2 + (sf ? 1 : 0);
  k = k * 2 + (newest ? 1 : 0);
  k = k * 7 + points;
  k = k * 6 + (speed - 1);
  k = k * (BOX * BOX) + dq * BOX + dr;
  return k * 6 + heading;
}

/** Entry id of a dense key in this search, or -1 - key (where it goes). */
export function hFind(key: number): number {
  return hTab[2 * key] === hGen ? hTab[2 * key + 1]! : -1 - key;
}

export function hInsert(key: number, id: number, at: number): void {
  hTab[2 * at] = hGen;
  hTab[2 * at + 1] = id;
}

/**
 * Pushed-boat lists get a small number per search (0: nobody pushed), so a node's key is a pair
 * of numbers: (pushId, placeKey's number part) stands for placeKey's "number|pushedKey". A list
 * is folded boat by boat: (list so far, docks the boat took from) × (index, space, speed,
 * passengers); the took lists are interned too (rarely non-empty).
 */
export const pushIds = new PairTable();
const tookIds = new Map<number | string, number>();
export function pushIdOf(n: TurnNode): number {
  return pushIdOfList(n.pushed);
}

export function pushIdOfList(pushed: readonly PushedBoat[]): number {
  let id = 0;
  for (let j = 0; j < pushed.length; j++) {
    const p = pushed[j]!;
    const code = ((p.i * 65536 + p.pos) * 8 + p.speed) * 4 + p.passengers; // < 2^31 (i < 256)
    let t = 0;
    if (p.took.length > 0) {
      // one dock (the usual case) is its packed space's number; several, a joined string
      const tk = p.took.length === 1 ? p.took[0]! : p.took.join('/');
      t = tookIds.get(tk) ?? 0;
      if (t === 0) tookIds.set(tk, (t = tookIds.size + 1));
    }
    const a = id * 4096 + t; // < 2^31: fewer than 2^19 lists and 4096 took lists in one search
    const f = pushIds.find(a, code);
    if (f >= 0) id = f;
    else {
      const next = pushIds.size + 1;
      pushIds.insert(a, code, next, -1 - f);
      id = next;
    }
  }
  return id;
}

/**
 * The number of an entry's pushed boats as a set (issue 18): the same boats in the same places
 * (speed, passengers and docks taken too), whatever order they were first pushed in. Outcomes are
 * told apart by it: the order only says in which order the owners reorient, which changes nothing.
 */
export function pushSetIdOf(id: number): number {
  const pushed = ePushed[id];
  if (!pushed || pushed.length < 2) return ePushId[id]!;
  let sorted = true;
  for (let j = 1; j < pushed.length && sorted; j++) sorted = pushed[j - 1]!.i < pushed[j]!.i;
  if (sorted) return ePushId[id]!;
  // once per pushed list and search (a copy and a sort per end were much of a random game's garbage)
  const pid = ePushId[id]!;
  if (pid < setStamp.length && setStamp[pid] === searchCount) return setId[pid]!;
  if (pid >= setStamp.length) {
    const n = Math.max(256, pid * 2);
    const st = new Int32Array(n);
    st.set(setStamp);
    setStamp = st;
    const si = new Int32Array(n);
    si.set(setId);
    setId = si;
  }
  const set = pushIdOfList(byBoat(pushed));
  setStamp[pid] = searchCount;
  setId[pid] = set;
  return set;
}
/** pushSetIdOf's memo by pushed list number: the search (searchCount) it is from, and the set's number. */
let setStamp = new Int32Array(0);
let setId = new Int32Array(0);

/** The node keys of the entries that are not dense: (pushId × 8 + layer, placeNum). */
export const nodeKeys = new PairTable();

/** Counts searches: what is built from one search knows when another has reused the tables. */
export let searchCount = 0;

/** The entries' and keys' set-up for a new search from `pos`. */
export function beginEntries(pos: number): void {
  searchCount++;
  count = 0;
  if (cap === 0) growEntries();
  hNextGen();
  origin = pos;
  nodeKeys.clear();
  pushIds.clear();
  if (tookIds.size > 0) tookIds.clear(); // (Map.clear() allocates a fresh table even when empty)
}

export function newEntry(): number {
  if (count === cap) growEntries();
  const id = count++;
  ePushed[id] = null;
  return id;
}

export function spentOf(id: number): number {
  return (eFlags[id]! & F_STRANDED) !== 0 ? eSpeed[id]! : eSpeed[id]! - ePoints[id]!;
}

export function flagsOf(n: TurnNode): number {
  return (
    (n.freeUsed ? F_FREE : 0) |
    (n.speedSet ? F_SPEEDSET : 0) |
    (n.stepped ? F_STEPPED : 0) |
    (n.stranded ? F_STRANDED : 0) |
    (n.freeTurns ? F_FREETURNS : 0) |
    (n.newest ? F_NEWEST : 0)
  );
}

export function writeEntry(id: number, pos: number, heading: number, speed: number, coal: number, points: number, drift: number, flags: number, rotHere: number, parent: number, rot: number, step: number): void {
  ePos[id] = pos;
  eHead[id] = heading;
  eSpeed[id] = speed;
  eCoal[id] = coal;
  ePoints[id] = points;
  eDrift[id] = drift;
  eFlags[id] = flags;
  eRotHere[id] = rotHere;
  eParent[id] = parent;
  eRot[id] = rot;
  eStep[id] = step;
}

export let origin = 0;

/** A node object for an entry (to run the general rules: pushes, reversing). */
export function nodeOf(id: number): TurnNode {
  const f = eFlags[id]!;
  return {
    pos: ePos[id]!,
    heading: eHead[id]! as Dir,
    speed: eSpeed[id]!,
    coal: eCoal[id]!,
    points: ePoints[id]!,
    freeUsed: (f & F_FREE) !== 0,
    rotHere: eRotHere[id]!,
    speedSet: (f & F_SPEEDSET) !== 0,
    stepped: (f & F_STEPPED) !== 0,
    drift: eDrift[id]!,
    stranded: (f & F_STRANDED) !== 0,
    freeTurns: (f & F_FREETURNS) !== 0,
    newest: (f & F_NEWEST) !== 0,
    pushed: ePushed[id] ?? NO_PUSH,
  };
}

/** placeNum (turn.ts) over an entry's fields: with the pushed list, the identity of a keyed entry. */
export function placeNumOf(pos: number, heading: number, speed: number, drift: number, flags: number): number {
  let k = pos;
  k = k * 8 + heading;
  k = k * 8 + speed;
  k = k * 4 + drift;
  k = k * 8 + ((flags & F_SPEEDSET) !== 0 ? 1 : 0) + ((flags & F_STEPPED) !== 0 ? 2 : 0) + ((flags & (F_STRANDED | F_FREETURNS)) !== 0 ? 4 : 0);
  return k * 2 + ((flags & F_NEWEST) !== 0 ? 1 : 0);
}
