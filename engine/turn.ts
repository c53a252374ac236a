// One boat's turn, step by step: speed change, rotation, advance (with pushes), reverse off a
// sandbank, and the end-of-move effects. The rules live here once, as pure functions over a small
// search node (`TurnNode`), so the legal-turn search (legal.ts) and apply() use the very same code.
// Hexes are packed into small integers here because this is the hot path of the search.
import { DIRS, hexAdd, hexKey, hexScale, parseHexKey, rotateCw, turnDir } from './hex.js';
import { isPassengerDock, isWater, riverMap } from './river.js';
import { LOCAL_HEXES } from './tiles-data.js';
import type { Action, Boat, BoatId, Dir, DockMiss, ErrorCode, GameEvent, GameState, Hex, PlacedTile, SpaceKind, TurnInProgress } from './types.js';

// ---- packed hexes ---------------------------------------------------------------------------

/** A hex packed into one integer; |q|, |r| < 128 holds for any river of up to 18 tiles. */
export function pack(h: Hex): number {
  return (h.q + 128) * 256 + (h.r + 128);
}
export function unpack(k: number): Hex {
  return { q: Math.floor(k / 256) - 128, r: (k % 256) - 128 };
}
/** The state's key (hexKey) of a packed space: docks and docksUsed are keyed by it. */
export function dockKey(k: number): string {
  return hexKey(unpack(k));
}
const DELTA: readonly number[] = DIRS.map((d) => d.q * 256 + d.r);
/** Packed-key offset of one step in each direction. */
export const DELTA_K: readonly number[] = DELTA;
export function stepK(k: number, d: number): number {
  return k + DELTA[d]!;
}

// ---- the river as the search sees it --------------------------------------------------------

export interface Board {
  kind: Map<number, SpaceKind>;
  tile: Map<number, number>;
  /** Index of the newest placed tile. */
  newest: number;
  /** Hexes off the river where the next tile could go (the newest-tile limit, for crash reasons). */
  beyond: Set<number>;
  /** The same map as bits per packed hex (CELL_*), for the search's inner loop (a typed-array read, not a Map lookup). */
  cell: Uint8Array;
}

/** Bits of Board.cell. */
export const CELL_WATER = 1; // a boat can be there (on the river, not island nor shipyard)
export const CELL_SAND = 2;
export const CELL_DRIFT = 4;
export const CELL_NEWEST = 8; // on the newest tile
export const CELL_DOCK = 16; // passenger dock
export const CELL_DEPOT = 32;

const boardCache = new WeakMap<readonly PlacedTile[], Board>();

/** The packed river map, memoised per river array (river arrays are never mutated). */
export function boardOf(river: readonly PlacedTile[]): Board {
  let b = boardCache.get(river);
  if (b) return b;
  const kind = new Map<number, SpaceKind>();
  const tile = new Map<number, number>();
  for (const s of riverMap(river).values()) {
    const k = pack(s.hex);
    kind.set(k, s.kind);
    tile.set(k, s.tileIndex);
  }
  const beyond = new Set<number>();
  const last = river[river.length - 1]!;
  for (const turn of [0, -1, 1]) {
    const h = turnDir(last.heading, turn);
    const origin = hexAdd(last.origin, hexScale(DIRS[h]!, 4));
    for (const l of LOCAL_HEXES) {
      const k = pack(hexAdd(origin, rotateCw(l, h)));
      if (!kind.has(k)) beyond.add(k);
    }
  }
  const newest = river.length - 1;
  const cell = new Uint8Array(65536);
  for (const [k, sk] of kind) {
    cell[k] =
      (isWater(sk) ? CELL_WATER : 0) |
      (sk === 'sandbank' ? CELL_SAND : 0) |
      (sk === 'driftwood' ? CELL_DRIFT : 0) |
      (tile.get(k) === newest ? CELL_NEWEST : 0) |
      (isPassengerDock(sk) ? CELL_DOCK : 0) |
      (sk === 'coalDepot' ? CELL_DEPOT : 0);
  }
  b = { kind, tile, newest, beyond, cell };
  boardCache.set(river, b);
  return b;
}

// ---- search node ----------------------------------------------------------------------------

/** A boat pushed during the step being searched (its state after the push). */
export interface PushedBoat {
  i: number; // index in state.boats
  pos: number;
  speed: number;
  passengers: number;
  /** The docks (packed spaces, as `pos`) it took a passenger from during this turn. */
  took: readonly number[];
}

/** Everything about the mover's turn in progress that the rest of the turn depends on. */
export interface TurnNode {
  pos: number;
  heading: Dir;
  /** Speed the boat moves at this turn (driftwood and sandbank effects apply at the end). */
  speed: number;
  coal: number;
  points: number;
  /** The free 60° of the turn has been used. */
  freeUsed: boolean;
  /** Signed 60° steps taken at the current point (since the last step); ±3 max, one direction. */
  rotHere: number;
  speedSet: boolean;
  stepped: boolean;
  drift: number;
  /** Ran onto a sandbank: the move is over. */
  stranded: boolean;
  /** Reversed off a sandbank: reorientation is free. */
  freeTurns: boolean;
  /** A boat (this one or a pushed one) entered the newest tile this turn. */
  newest: boolean;
  pushed: readonly PushedBoat[];
}

/** The pushed list of a node that pushed nobody (shared). */
export const NO_PUSH: readonly PushedBoat[] = [];
/** The docks a boat not yet pushed this turn took from (shared: lists are replaced, never changed). */
const NO_TOOK: readonly number[] = [];

/** What a node is searched against: the state around the moving boat. */
export interface TurnCtx {
  state: GameState;
  board: Board;
  mover: number;
  /** Packed position → boat index, every boat on the river except the mover. */
  occ: Map<number, number>;
  /** The same positions as a list (at most 5: a scan beats a Map lookup). */
  occPos: number[];
  /** A new tile can still be revealed (the stack is not empty). */
  revealPossible: boolean;
  /** The mover is the Black Rose: it never takes passengers or coal and never finishes. */
  rose: boolean;
  /** Extra condition on a complete turn (the Black Rose guard, black-rose.ts); null: none. `exact`: n's heading is final. */
  accept: ((n: TurnNode, exact?: boolean) => boolean) | null;
}

export function makeCtx(state: GameState, mover: number): TurnCtx {
  const occ = new Map<number, number>();
  const occPos: number[] = [];
  state.boats.forEach((b, i) => {
    if (i !== mover && b.pos) {
      const k = pack(b.pos);
      occ.set(k, i);
      occPos.push(k);
    }
  });
  const rose = state.boats[mover]?.owner === -1;
  return { state, board: boardOf(state.river), mover, occ, occPos, revealPossible: state.stack.length > 0, rose, accept: null };
}

/** A turn about to begin for this boat (nothing chosen yet). */
export function freshTurn(boat: Boat): TurnInProgress {
  return {
    boat: boat.id,
    startSpeed: boat.speed,
    startCoal: boat.coal,
    speedChosen: false,
    pointsLeft: boat.speed,
    rotations: 0,
    coalSpent: 0,
    driftwoodEntered: 0,
    pushed: [],
    path: [boat.pos!],
    rotHere: 0,
    stranded: false,
    freeTurns: false,
  };
}

export function nodeFromState(state: GameState, mover: number): TurnNode {
  const b = state.boats[mover]!;
  const t = state.turn!;
  return {
    pos: pack(b.pos!),
    heading: b.heading,
    speed: b.speed,
    // the sixth boat's round-1 extra coal is spent first (writeStep keeps the real coal ≤ 6)
    coal: b.coal + (t.virtualCoal ?? 0),
    points: t.pointsLeft,
    freeUsed: t.rotations > 0,
    rotHere: t.rotHere ?? 0,
    speedSet: t.speedChosen,
    stepped: t.path.length > 1,
    drift: t.driftwoodEntered,
    stranded: t.stranded ?? false,
    freeTurns: t.freeTurns ?? false,
    newest: state.revealOwed,
    pushed: NO_PUSH,
  };
}

/** A fresh copy with one fixed shape (object spreads were the search's main cost). */
export function copyNode(n: TurnNode): TurnNode {
  return {
    pos: n.pos,
    heading: n.heading,
    speed: n.speed,
    coal: n.coal,
    points: n.points,
    freeUsed: n.freeUsed,
    rotHere: n.rotHere,
    speedSet: n.speedSet,
    stepped: n.stepped,
    drift: n.drift,
    stranded: n.stranded,
    freeTurns: n.freeTurns,
    newest: n.newest,
    pushed: n.pushed,
  };
}

export function isComplete(n: TurnNode): boolean {
  return n.points === 0;
}

/** Movement points spent so far (how far a crashing boat got). */
export function spent(n: TurnNode): number {
  return n.stranded ? n.speed : n.speed - n.points;
}

function occupant(ctx: TurnCtx, n: TurnNode, k: number): number {
  return occupantWith(ctx, n.pushed, k);
}

function occupantWith(ctx: TurnCtx, pushed: readonly PushedBoat[], k: number): number {
  for (const p of pushed) if (p.pos === k) return p.i;
  const i = ctx.occ.get(k);
  if (i === undefined) return -1;
  for (const p of pushed) if (p.i === i) return -1; // it was pushed away
  return i;
}

function navigable(kind: SpaceKind | undefined): boolean {
  return kind !== undefined && isWater(kind);
}

function notOnRiverCode(ctx: TurnCtx, k: number, kind: SpaceKind | undefined): ErrorCode {
  if (kind !== undefined) return 'move/island';
  return ctx.revealPossible && ctx.board.beyond.has(k) ? 'move/beyond-newest-tile' : 'move/off-river';
}

/** Passengers still waiting on dock `k` (`key`: its hexKey), after pickups by boats pushed earlier in this step. */
function dockCount(ctx: TurnCtx, pushed: readonly PushedBoat[], k: number, key: string, extraTaken: number): number {
  let c = ctx.state.docks[key] ?? 0;
  for (const p of pushed) for (const t of p.took) if (t === k) c--;
  return c - extraTaken;
}

// ---- the primitives: each returns the next node or the rejection code ------------------------

export type StepResult = TurnNode | ErrorCode;

/** Coal a speed change costs: ±1 is free, each further step 1 coal. */
export function speedChangeCost(from: number, to: number): number {
  return Math.max(0, Math.abs(to - from) - 1);
}

export function doSpeed(ctx: TurnCtx, n: TurnNode, s: unknown, ev: GameEvent[] | null): StepResult {
  if (n.speedSet || n.stepped) return 'speed/already-set';
  if (typeof s !== 'number' || !Number.isInteger(s) || s < 1 || s > 6) return 'speed/out-of-range';
  const cost = speedChangeCost(n.speed, s);
  if (cost > n.coal) return 'coal/insufficient';
  if (ev) ev.push({ type: 'speedChanged', boat: boatId(ctx), from: n.speed, to: s, coal: cost });
  const c = copyNode(n);
  c.speed = s;
  c.points = s;
  c.coal = n.coal - cost;
  c.speedSet = true;
  return c;
}

export function doRotate(ctx: TurnCtx, n: TurnNode, dir: 1 | -1, ev: GameEvent[] | null): StepResult {
  if (ctx.board.kind.get(n.pos) === 'sandbank') return 'move/stuck-on-sandbank';
  // Turning back and forth, or more than 180°, at one point only burns coal (docs/rules.md, Moving).
  if (n.rotHere * dir < 0 || Math.abs(n.rotHere) >= 3) return 'rotate/pointless';
  const cost = n.freeTurns || !n.freeUsed ? 0 : 1;
  if (cost > n.coal) return 'coal/insufficient';
  const heading = turnDir(n.heading, dir);
  if (ev) ev.push({ type: 'rotated', boat: boatId(ctx), from: n.heading, to: heading, coal: cost });
  const c = copyNode(n);
  c.heading = heading;
  c.coal = n.coal - cost;
  c.freeUsed = n.freeUsed || !n.freeTurns;
  c.rotHere = n.rotHere + dir;
  return c;
}

/**
 * One space ahead. `push` lists, for an occupied target, where each boat of the chain goes
 * (packed hexes, in chain order). Costs: 1 per space (driftwood 2), +1 per boat pushed, +1 per
 * boat pushed onto driftwood; leaving a sandbank costs 1 coal.
 */
export function doAdvance(ctx: TurnCtx, n: TurnNode, push: readonly number[] | undefined, ev: GameEvent[] | null): StepResult {
  if (n.points <= 0) return 'move/no-points-left';
  const { board } = ctx;
  const target = stepK(n.pos, n.heading);
  const kind = board.kind.get(target);
  if (!navigable(kind)) return notOnRiverCode(ctx, target, kind);
  const leavingSand = board.kind.get(n.pos) === 'sandbank';
  if (leavingSand && n.coal < 1) return 'move/stuck-on-sandbank';
  const drift = kind === 'driftwood';
  const enter = drift ? 2 : 1;
  if (drift && n.speed - (n.drift + 1) < 1) return 'move/driftwood-too-slow';
  const first = occupant(ctx, n, target);
  let cost = enter;
  let pushed = n.pushed;
  let pushEvents: GameEvent[] | null = null;
  if (first >= 0) {
    if (kind === 'sandbank') return 'push/sandbank';
    if (n.points < enter + 1) return 'push/needs-two-points';
    if (!push || push.length === 0) return 'push/bad-destination';
    if (ev) pushEvents = [];
    const used = new Set<number>([n.pos, target]);
    let from = target;
    let boat = first;
    const took: number[] = [];
    const moved: PushedBoat[] = [];
    for (let j = 0; j < push.length; j++) {
      const dest = push[j]!;
      const dk = board.kind.get(dest);
      if (typeof dest !== 'number' || used.has(dest) || !navigable(dk) || !isAdjacent(from, dest)) return 'push/bad-destination';
      used.add(dest);
      cost += 1 + (dk === 'driftwood' ? 1 : 0);
      const next = occupant(ctx, n, dest);
      if (next >= 0 && board.kind.get(dest) === 'sandbank') return 'push/sandbank';
      if ((next >= 0) !== (j < push.length - 1)) return 'push/bad-destination';
      moved.push(pushBoat(ctx, n.pushed, boat, dest, board.cell[dest]!, took, pushEvents, from));
      from = dest;
      boat = next;
    }
    if (cost > n.points) return 'move/no-points-left';
    pushed = mergePushed(n.pushed, moved);
  } else {
    if (push && push.length > 0) return 'push/bad-destination';
    if (cost > n.points) return 'move/no-points-left';
  }
  const stranded = kind === 'sandbank';
  const newest =
    n.newest ||
    (ctx.revealPossible &&
      (board.tile.get(target) === board.newest || (pushed !== n.pushed && pushed.some((p) => board.tile.get(p.pos) === board.newest))));
  if (ev) {
    if (pushEvents) ev.push(...pushEvents);
    ev.push(
      leavingSand
        ? { type: 'moved', boat: boatId(ctx), from: unpack(n.pos), to: unpack(target), cost, coal: 1, offSandbank: true }
        : { type: 'moved', boat: boatId(ctx), from: unpack(n.pos), to: unpack(target), cost },
    );
    if (stranded) ev.push({ type: 'stranded', boat: boatId(ctx) });
  }
  const c = copyNode(n);
  c.pos = target;
  c.points = stranded ? 0 : n.points - cost;
  c.coal = n.coal - (leavingSand ? 1 : 0);
  c.rotHere = 0;
  c.stepped = true;
  c.drift = n.drift + (drift ? 1 : 0);
  c.stranded = stranded;
  c.newest = newest;
  c.pushed = pushed;
  return c;
}

/** Leave a sandbank one space backwards: speed 1, 1 coal, then a free reorientation. */
export function doReverse(ctx: TurnCtx, n: TurnNode, ev: GameEvent[] | null): StepResult {
  const { board } = ctx;
  if (board.kind.get(n.pos) !== 'sandbank' || n.stranded || n.stepped || n.speed !== 1) return 'move/reverse-not-allowed';
  if (n.coal < 1) return 'coal/insufficient';
  const target = stepK(n.pos, turnDir(n.heading, 3));
  const kind = board.kind.get(target);
  if (!navigable(kind)) return notOnRiverCode(ctx, target, kind);
  if (occupant(ctx, n, target) >= 0) return 'move/occupied';
  if (kind === 'driftwood') return 'move/driftwood-too-slow'; // 2 points, and speed would drop below 1
  const stranded = kind === 'sandbank';
  if (ev) {
    ev.push({ type: 'moved', boat: boatId(ctx), from: unpack(n.pos), to: unpack(target), cost: 1, backwards: true, coal: 1, offSandbank: true });
    if (stranded) ev.push({ type: 'stranded', boat: boatId(ctx) });
  }
  const c = copyNode(n);
  c.pos = target;
  c.points = 0;
  c.coal = n.coal - 1;
  c.rotHere = 0;
  c.stepped = true;
  c.stranded = stranded;
  c.freeTurns = !stranded;
  c.newest = n.newest || (ctx.revealPossible && board.tile.get(target) === board.newest);
  return c;
}

function isAdjacent(a: number, b: number): boolean {
  const d = b - a;
  return DELTA.includes(d);
}

function boatId(ctx: TurnCtx): BoatId {
  return ctx.state.boats[ctx.mover]!.id;
}

/** The pushed boat's new state: sandbank → speed 1; at speed 1 onto a passenger dock → takes one. */
function pushBoat(
  ctx: TurnCtx,
  before: readonly PushedBoat[],
  i: number,
  dest: number,
  cell: number,
  tookThisStep: number[],
  ev: GameEvent[] | null,
  from: number,
): PushedBoat {
  // (loops, not find/closures: this runs for every push the search tries)
  let prev: PushedBoat | undefined;
  for (let j = 0; j < before.length; j++) {
    if (before[j]!.i === i) {
      prev = before[j];
      break;
    }
  }
  const boat = ctx.state.boats[i]!;
  let speed = prev ? prev.speed : boat.speed;
  let passengers = prev ? prev.passengers : boat.passengers;
  let took = prev ? prev.took : NO_TOOK;
  if (ev) ev.push({ type: 'pushed', boat: boat.id, by: boatId(ctx), from: unpack(from), to: unpack(dest) });
  if ((cell & CELL_SAND) !== 0) speed = 1;
  const dock = (cell & CELL_DOCK) !== 0;
  if (dock && speed === 1 && passengers < 2 && boat.owner >= 0) {
    const key = hexKey(unpack(dest)); // (the state's docks are keyed by hexKey)
    const already = took.includes(dest) || boat.docksUsed.includes(key);
    if (!already && dockCount(ctx, before, dest, key, countOf(tookThisStep, dest)) > 0) {
      passengers++;
      took = [...took, dest];
      tookThisStep.push(dest);
      if (ev) ev.push({ type: 'passengerTaken', boat: boat.id, hex: unpack(dest), aboard: passengers });
      return { i, pos: dest, speed, passengers, took };
    }
  }
  if (ev && dock && boat.owner >= 0) {
    const miss = pushedDockMiss(ctx, before, boat, dest, speed, passengers, took, tookThisStep);
    if (miss) ev.push({ type: 'passengerMissed', boat: boat.id, hex: unpack(dest), reason: miss, speed, by: boatId(ctx) });
  }
  return { i, pos: dest, speed, passengers, took };
}

/**
 * Why a boat pushed onto a passenger dock takes none there although a passenger waits (only a
 * stop at speed 1 takes one: docs/rules.md, Picking up a passenger), or null: it took one, or none
 * waits (nothing a player would wonder about). The owner sees a passenger beside its boat left on
 * the dock: the log says why (events only; the search passes no event list).
 */
function pushedDockMiss(
  ctx: TurnCtx,
  before: readonly PushedBoat[],
  boat: Boat,
  dest: number,
  speed: number,
  passengers: number,
  took: readonly number[],
  tookThisStep: readonly number[],
): DockMiss | null {
  const key = hexKey(unpack(dest));
  if (dockCount(ctx, before, dest, key, countOf(tookThisStep, dest)) <= 0) return null;
  if (boat.docksUsed.includes(key) || took.includes(dest)) return 'used';
  if (passengers >= 2) return 'full';
  return speed > 1 ? 'fast' : null;
}

function countOf(xs: readonly number[], x: number): number {
  let c = 0;
  for (const y of xs) if (y === x) c++;
  return c;
}

/**
 * The pushed boats after pushing the chain that starts with the boat on `target` (doAdvance's
 * pushes for a chain the legal-turn search built, so already known to be well formed and
 * affordable): the same boats, places, speeds and passengers as doAdvance gives.
 */
/** pushedAfterChain's list of docks taken in the step (a new array per push tried was garbage). */
const TOOK_SCRATCH: number[] = [];

export function pushedAfterChain(ctx: TurnCtx, pushed: readonly PushedBoat[], target: number, chain: readonly number[]): PushedBoat[] {
  const cells = ctx.board.cell;
  let from = target;
  let boat = occupantWith(ctx, pushed, target);
  // the docks taken by this step's pushes (read and added to by pushBoat only, during this call)
  const took = TOOK_SCRATCH;
  took.length = 0;
  // one boat pushed onto free water, nobody pushed before: the usual push, without the merge
  if (chain.length === 1 && pushed.length === 0) return [pushBoat(ctx, pushed, boat, chain[0]!, cells[chain[0]!]!, took, null, from)];
  const moved: PushedBoat[] = [];
  for (let j = 0; j < chain.length; j++) {
    const dest = chain[j]!;
    const next = occupantWith(ctx, pushed, dest);
    moved.push(pushBoat(ctx, pushed, boat, dest, cells[dest]!, took, null, from));
    from = dest;
    boat = next;
  }
  return mergePushed(pushed, moved);
}

function mergePushed(old: readonly PushedBoat[], moved: readonly PushedBoat[]): PushedBoat[] {
  // first-push order: a boat already pushed keeps its place (loops: see pushBoat)
  const result: PushedBoat[] = [];
  for (let j = 0; j < old.length; j++) {
    const p = old[j]!;
    let now = p;
    for (let m = 0; m < moved.length; m++) {
      if (moved[m]!.i === p.i) {
        now = moved[m]!;
        break;
      }
    }
    result.push(now);
  }
  for (let m = 0; m < moved.length; m++) {
    const b = moved[m]!;
    let had = false;
    for (let j = 0; j < old.length && !had; j++) had = old[j]!.i === b.i;
    if (!had) result.push(b);
  }
  return result;
}

/** Pushed-boat lists are shared by every node derived from one push: key each list once. */
const pushedKeys = new WeakMap<readonly PushedBoat[], string>();

export function pushedKey(n: TurnNode): string {
  let s = pushedKeys.get(n.pushed);
  if (s === undefined) {
    s = '';
    for (const p of n.pushed) s += `${p.i}:${p.pos}:${p.speed}:${p.passengers}:${p.took.join('/')};`;
    pushedKeys.set(n.pushed, s);
  }
  return s;
}

/**
 * Key of a node without coal, the free turn and rotations at this point: two nodes with the same
 * place key are compared by `nodeValue` (more coal, then the free turn unused, is never worse).
 */
export function placeKey(n: TurnNode): number | string {
  const k = placeNum(n);
  return n.pushed.length === 0 ? k : `${k}|${pushedKey(n)}`;
}

/** placeKey without the pushed boats (below 2^28). */
export function placeNum(n: TurnNode): number {
  // points are not in the key: the search keeps one map per points-left layer.
  // pos < 2^16, so the key stays below 2^28 (a small integer for V8's maps).
  let k = n.pos;
  k = k * 8 + n.heading;
  k = k * 8 + n.speed;
  k = k * 4 + n.drift; // ≤ 3: 3 driftwood spaces already take 6 points
  k = k * 8 + (n.speedSet ? 1 : 0) + (n.stepped ? 2 : 0) + (n.stranded || n.freeTurns ? 4 : 0);
  k = k * 2 + (n.newest ? 1 : 0);
  return k;
}

/**
 * (coal c, free turn unused) can do everything (c + 1, used) can, and vice versa except for
 * costs only coal pays (speed, leaving a sandbank), so (c + 1, used) ≥ (c, unused) ≥ (c, used).
 */
export function nodeValue(n: TurnNode): number {
  return 2 * n.coal + (n.freeUsed ? 0 : 1);
}

/** Memo key of a node (everything the rest of the turn depends on). */
export function nodeKey(n: TurnNode): number | string {
  let k = n.pos; // < 2^16
  k = k * 8 + n.heading;
  k = k * 8 + n.speed;
  k = k * 8 + n.coal;
  k = k * 8 + n.points;
  k = k * 16 + (n.rotHere + 4);
  k = k * 8 + n.drift;
  k =
    k * 64 +
    (n.freeUsed ? 1 : 0) +
    (n.speedSet ? 2 : 0) +
    (n.stepped ? 4 : 0) +
    (n.stranded ? 8 : 0) +
    (n.freeTurns ? 16 : 0) +
    (n.newest ? 32 : 0);
  return n.pushed.length === 0 ? k : `${k}|${pushedKey(n)}`;
}

// ---- end of the move ------------------------------------------------------------------------

export interface MoveEnd {
  speed: number;
  coal: number;
  passengers: number;
  /** Dock key the mover takes a passenger from, if any. */
  takes: string | null;
  refill: boolean;
  finishes: boolean;
  /** Pushed boats that refill at a coal depot (pushed onto it at speed 1). */
  pushedRefill: number[];
  /** Pushed boats whose owners choose a new heading (not those stuck on a sandbank), in push order. */
  reorient: number[];
}

/**
 * Spaces where ending at speed 1 would give the mover what it needs: a passenger dock with a
 * passenger for it (fewer than 2 aboard), or a Finish dock (2 aboard). A turn that sails through
 * one without stopping is worth a warning ("you pass the dock you need").
 */
export function wantedStops(ctx: TurnCtx): number[] {
  if (ctx.rose) return [];
  const boat = ctx.state.boats[ctx.mover]!;
  const out: number[] = [];
  if (boat.passengers < 2) {
    for (const key in ctx.state.docks) {
      if ((ctx.state.docks[key] ?? 0) <= 0 || boat.docksUsed.includes(key)) continue;
      out.push(pack(parseHexKey(key)));
    }
  } else if (ctx.state.finish) for (const d of ctx.state.finish.docks) out.push(pack(d));
  return out;
}

/** The effects of ending the move at `n` (not a crash): driftwood, passenger, depot, finish. */
export function moveEnd(ctx: TurnCtx, n: TurnNode): MoveEnd {
  return moveEndAt(ctx, n.pos, n.stranded, n.speed, n.drift, n.coal, n.pushed);
}

const NO_BOATS: number[] = [];

/** endFactsAt's bits above the speed (3 bits) and passengers (2 bits). */
export const END_TAKES = 1 << 5;
export const END_REFILL = 1 << 6;
export const END_FINISHES = 1 << 7;

/**
 * moveEndAt's own facts, packed in one number (speed | passengers << 3 | END_* bits), without the
 * pushed boats' effects: what the legal-turn lists read of each end, with no object per end
 * (issue 18: the MoveEnd objects were the largest garbage of random games).
 */
export function endFactsAt(ctx: TurnCtx, pos: number, stranded: boolean, nodeSpeed: number, drift: number, pushed: readonly PushedBoat[]): number {
  const { board, state } = ctx;
  const boat = state.boats[ctx.mover]!;
  const cell = board.cell[pos]!;
  const speed = stranded ? 1 : nodeSpeed - drift;
  let passengers = boat.passengers;
  // the Black Rose never takes passengers or coal and never finishes (pushed boats still may)
  if (ctx.rose) return speed | (passengers << 3);
  let bits = 0;
  if (speed === 1 && (cell & CELL_DOCK) !== 0 && passengers < 2 && dockMissAt(ctx, pos, speed, pushed) === null) {
    passengers++;
    bits |= END_TAKES;
  }
  if (speed === 1 && (cell & CELL_DEPOT) !== 0) bits |= END_REFILL;
  if (speed === 1 && passengers === 2 && state.finish) {
    for (const d of state.finish.docks) if (pack(d) === pos) bits |= END_FINISHES;
  }
  return speed | (passengers << 3) | bits;
}

/** moveEnd over the node's fields (the search keeps most nodes as fields, not objects). */
export function moveEndAt(
  ctx: TurnCtx,
  pos: number,
  stranded: boolean,
  nodeSpeed: number,
  drift: number,
  coal: number,
  pushed: readonly PushedBoat[],
): MoveEnd {
  const f = endFactsAt(ctx, pos, stranded, nodeSpeed, drift, pushed);
  const speed = f & 7;
  const passengers = (f >> 3) & 3;
  const takes = (f & END_TAKES) !== 0 ? hexKey(unpack(pos)) : null;
  const refill = (f & END_REFILL) !== 0;
  const finishes = (f & END_FINISHES) !== 0;
  // (no object spread: this runs once per end of every search)
  if (pushed.length === 0) return { speed, coal: refill ? 6 : coal, passengers, takes, refill, finishes, pushedRefill: NO_BOATS, reorient: NO_BOATS };
  const fx = pushedEffects(ctx, pushed);
  return { speed, coal: refill ? 6 : coal, passengers, takes, refill, finishes, pushedRefill: fx.pushedRefill, reorient: fx.reorient };
}

/**
 * Why the mover, ending its move at `pos` at `speed` (after driftwood and sandbanks), takes no
 * passenger there, or null when it takes one (or the space is no passenger dock, or the mover is
 * the Black Rose, which takes none and is told of none). `pushed`: the boats pushed this turn,
 * which may have taken the dock's last passenger. The one place the pickup rule lives.
 */
export function dockMissAt(ctx: TurnCtx, pos: number, speed: number, pushed: readonly PushedBoat[]): DockMiss | null {
  if (ctx.rose || (ctx.board.cell[pos]! & CELL_DOCK) === 0) return null;
  const boat = ctx.state.boats[ctx.mover]!;
  const key = hexKey(unpack(pos));
  if (boat.docksUsed.includes(key)) return 'used';
  if (dockCount(ctx, pushed, pos, key, 0) <= 0) return 'empty';
  if (boat.passengers >= 2) return 'full';
  return speed > 1 ? 'fast' : null;
}

const NO_EFFECTS = { pushedRefill: NO_BOATS, reorient: NO_BOATS };

function pushedEffects(ctx: TurnCtx, pushed: readonly PushedBoat[]): { pushedRefill: number[]; reorient: number[] } {
  // the lists stay shared empty arrays when nobody was pushed (the usual case; callers only read them)
  if (pushed.length === 0) return NO_EFFECTS;
  const pushedRefill: number[] = [];
  const reorient: number[] = [];
  const classic = ctx.state.config.classic1998 === true;
  for (const p of pushed) {
    const pk = ctx.board.kind.get(p.pos);
    if (pk === 'coalDepot' && p.speed === 1 && ctx.state.boats[p.i]!.owner >= 0) pushedRefill.push(p.i);
    if (pk !== 'sandbank' && !(classic && pk === 'driftwood')) reorient.push(p.i);
  }
  return { pushedRefill, reorient };
}

/** Why a crashing boat stopped: facing the space where the next tile will go, or anything else. */
export function crashReason(ctx: TurnCtx, n: TurnNode): 'blocked' | 'newestTile' {
  return crashReasonAt(ctx, n.pos, n.heading);
}

export function crashReasonAt(ctx: TurnCtx, pos: number, heading: number): 'blocked' | 'newestTile' {
  const f = stepK(pos, heading);
  return ctx.revealPossible && !ctx.board.kind.has(f) && ctx.board.beyond.has(f) ? 'newestTile' : 'blocked';
}

/** Apply a step action to a node (no "must avoid" check: that is legal.ts's job). */
export function stepAction(ctx: TurnCtx, n: TurnNode, a: Action, ev: GameEvent[] | null): StepResult {
  switch (a.type) {
    case 'speed':
      return doSpeed(ctx, n, a.speed, ev);
    case 'rotate':
      if (a.step !== 'L' && a.step !== 'R') return 'action/malformed';
      return doRotate(ctx, n, a.step === 'R' ? 1 : -1, ev);
    case 'advance': {
      let push: number[] | undefined;
      if (a.push !== undefined) {
        if (!Array.isArray(a.push) || a.push.length > 6 || !a.push.every(isHexLike)) return 'action/malformed';
        push = a.push.map(pack);
      }
      return doAdvance(ctx, n, push, ev);
    }
    case 'reverse':
      return doReverse(ctx, n, ev);
    default:
      return 'action/wrong-decision';
  }
}

function isHexLike(h: unknown): h is Hex {
  if (typeof h !== 'object' || h === null) return false;
  const { q, r } = h as Hex;
  return Number.isInteger(q) && Number.isInteger(r) && Math.abs(q) < 120 && Math.abs(r) < 120;
}


