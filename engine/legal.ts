// The legal-turn search. A turn is a walk through search nodes (space, heading, speed, points
// left, coal, free 60° used, driftwood entered, pushed boats...). Coal is not part of a node's
// identity: of two nodes that differ only in coal (and the free 60°), the richer one can do
// everything the other can, so only it is kept ("most coal" dominance).
//   - legalTurns: a breadth-first pass by points left (every step spends a point, so each layer is
//     final when it is expanded) gives every distinct complete turn, or the crash outcomes;
//   - canComplete: a depth-first search that stops at the first complete turn ("must avoid");
//   - maxSpent: how far a boat that cannot complete its turn gets (the crash rule).
import { chanceOutcomes } from './setup.js';
import {
  crashReason,
  doAdvance,
  doReverse,
  doRotate,
  doSpeed,
  isComplete,
  makeCtx,
  moveEnd,
  nodeFromState,
  nodeValue,
  pack,
  placeKey,
  pushedKey,
  quickAdvance,
  spent,
  stepAction,
  stepK,
  unpack,
  type MoveEnd,
  type TurnCtx,
  type TurnNode,
} from './turn.js';
import { ALL_DIRS, turnDir } from './hex.js';
import type { Action, Dir, ErrorCode, GameEvent, GameState, Hex, LegalTurn } from './types.js';

const ROTATE_L: Action = { type: 'rotate', step: 'L' };
const ROTATE_R: Action = { type: 'rotate', step: 'R' };
const NO_ACTIONS: readonly Action[] = [];
const CONFIRM: Action = { type: 'confirm' };
const ADVANCE: readonly Action[] = [{ type: 'advance' }];
const REVERSE: readonly Action[] = [{ type: 'reverse' }];
/** ROT_ACTS[0][k]: k × rotate L; ROT_ACTS[1][k]: k × rotate R. */
const ROT_ACTS: readonly (readonly Action[])[][] = [0, 1].map((side) =>
  [0, 1, 2, 3].map((k) => Array.from({ length: k }, () => (side === 0 ? ROTATE_L : ROTATE_R))),
);

interface Edge {
  actions: readonly Action[];
  node: TurnNode;
}

/**
 * The headings a boat can take at its current point: no turn, or k × 60° one way (k ≤ 3; 3 right
 * = 3 left, listed once), each with its actions and cost. Turning back and forth at one point
 * only burns coal, so it is never part of a searched turn.
 */
function rotations(ctx: TurnCtx, n: TurnNode): Edge[] {
  const out: Edge[] = [{ actions: NO_ACTIONS, node: n }];
  if (ctx.board.kind.get(n.pos) === 'sandbank') return out; // no turning on a sandbank
  for (let side = 0; side < 2; side++) {
    const dir = side === 0 ? -1 : 1;
    if (n.rotHere * dir < 0) continue;
    const max = n.rotHere === 0 && dir === 1 ? 2 : 3 - Math.abs(n.rotHere);
    let cur: TurnNode = n;
    for (let k = 1; k <= max; k++) {
      const c = doRotate(ctx, cur, dir, null);
      if (typeof c === 'string') break;
      cur = c;
      out.push({ actions: ROT_ACTS[side]![k]!, node: c });
    }
  }
  return out;
}

/** Steps from a point (after its rotation): advance (with every push chain) or reverse. */
function steps(ctx: TurnCtx, n: TurnNode, out: Edge[]): void {
  if (n.points <= 0 || n.stranded) return;
  const target = stepK(n.pos, n.heading);
  if (!occupiedAt(ctx, n, target)) {
    const c = doAdvance(ctx, n, undefined, null);
    if (typeof c !== 'string') out.push({ actions: ADVANCE, node: c });
  } else {
    for (const chain of pushChains(ctx, n, target)) {
      const c = doAdvance(ctx, n, chain, null);
      if (typeof c !== 'string') out.push({ actions: [{ type: 'advance', push: chain.map(unpack) }], node: c });
    }
  }
  if (ctx.board.kind.get(n.pos) === 'sandbank') {
    const r = doReverse(ctx, n, null);
    if (typeof r !== 'string') out.push({ actions: REVERSE, node: r });
  }
}

/** Speed choices at the start of the turn (unchanged speed is simply no action). */
function speeds(ctx: TurnCtx, n: TurnNode): Edge[] {
  const out: Edge[] = [{ actions: NO_ACTIONS, node: n }];
  if (n.speedSet || n.stepped) return out;
  for (let s = 1; s <= 6; s++) {
    if (s === n.speed) continue;
    const c = doSpeed(ctx, n, s, null);
    if (typeof c !== 'string') out.push({ actions: [{ type: 'speed', speed: s }], node: c });
  }
  return out;
}

function occupiedAt(ctx: TurnCtx, n: TurnNode, k: number): boolean {
  for (const p of n.pushed) if (p.pos === k) return true;
  const i = ctx.occ.get(k);
  return i !== undefined && !n.pushed.some((p) => p.i === i);
}

/** Candidate destination chains for pushing the boat(s) ahead (doAdvance checks each fully). */
function pushChains(ctx: TurnCtx, n: TurnNode, target: number): number[][] {
  const out: number[][] = [];
  const budget = n.points - 1; // at least one point to enter the space
  const walk = (from: number, used: number[], chain: number[]) => {
    if (chain.length >= budget) return;
    for (const d of ALL_DIRS) {
      const dest = stepK(from, d);
      if (used.includes(dest)) continue;
      const kind = ctx.board.kind.get(dest);
      if (kind === undefined || kind === 'island' || kind === 'shipyard') continue;
      const next = [...chain, dest];
      if (occupiedAt(ctx, n, dest)) {
        if (kind !== 'sandbank') walk(dest, [...used, dest], next);
      } else out.push(next);
    }
  };
  walk(target, [n.pos, target], []);
  return out;
}

// ---- questions ------------------------------------------------------------------------------

/** Is there a complete legal turn from `start`? (depth first, stops at the first one) */
export function canComplete(ctx: TurnCtx, start: TurnNode): boolean {
  const best = new Map<number | string, number>();
  const dfs = (n: TurnNode): boolean => {
    if (isComplete(n)) return true;
    const pk = placeKey(n);
    const k = typeof pk === 'number' ? pk * 8 + n.points : `${n.points}:${pk}`;
    const v = nodeValue(n);
    const b = best.get(k);
    if (b !== undefined && b >= v) return false;
    best.set(k, v);
    const out: Edge[] = [];
    for (const r of rotations(ctx, n)) steps(ctx, r.node, out);
    for (const e of out) if (dfs(e.node)) return true;
    return false;
  };
  for (const s of speeds(ctx, start)) if (dfs(s.node)) return true;
  return false;
}

/** The most movement points any continuation from `start` can spend. */
export function maxSpent(ctx: TurnCtx, start: TurnNode): number {
  return search(ctx, start).maxSpent;
}

/** A searched node; `parent`, `rot` and `step` say how it was reached. */
type Entry = TurnNode;

interface SearchResult {
  entries: Entry[];
  maxSpent: number;
}

/**
 * Every reachable point of the turn, each reached the best way (most coal). Layered by points
 * left: every step spends at least one point, so when layer p is expanded all ways into it are
 * known and each entry is final.
 */
// Dense slots for the search (most nodes: stepped, nothing pushed). A node's slot is its layer
// (points left), its space relative to the start (a boat never gets further than 6 spaces, so a
// 13 × 13 box holds them all), heading, speed, driftwood count and two flags. The arrays are
// shared by every search and stamped with a generation number instead of being cleared.
const BOX = 13;
const LAYER = BOX * BOX * 6 * 6 * 4 * 2 * 2;
let SLOT_STAMP = new Int32Array(0);
let SLOT_NODE: (TurnNode | null)[] = [];

/** A fast (packed, not dictionary-mode) array of n nulls: `new Array(n)` is sparse when n is large. */
function packedNulls<T>(n: number): (T | null)[] {
  const a: (T | null)[] = [];
  for (let i = 0; i < n; i++) a.push(null);
  return a;
}
let generation = 0;

function denseSlot(start: number, n: TurnNode): number {
  const dq = Math.floor(n.pos / 256) - Math.floor(start / 256) + 6;
  const dr = (n.pos % 256) - (start % 256) + 6;
  if (dq < 0 || dq >= BOX || dr < 0 || dr >= BOX) return -1;
  let k = dq * BOX + dr;
  k = k * 6 + n.heading;
  k = k * 6 + (n.speed - 1);
  k = k * 4 + n.drift;
  k = k * 2 + (n.stranded || n.freeTurns ? 1 : 0);
  k = k * 2 + (n.newest ? 1 : 0);
  return n.points * LAYER + k;
}

export function search(ctx: TurnCtx, start: TurnNode): SearchResult {
  generation = generation === 0x7fffffff ? 1 : generation + 1;
  if (SLOT_NODE.length === 0) {
    // allocated on first use (~8 MB), so importing the engine costs nothing
    SLOT_STAMP = new Int32Array(LAYER * 7);
    SLOT_NODE = packedNulls<TurnNode>(LAYER * 7);
  }
  if (generation === 1) SLOT_STAMP.fill(0);
  const gen = generation;
  const origin = start.pos;
  // per layer: the dense slots in use (in order of first use) and the other nodes by key
  const dense: number[][] = [];
  const layers: Map<number | string, Entry>[] = [];
  for (let p = 0; p <= 6; p++) {
    layers.push(new Map());
    dense.push([]);
  }
  const offer = (node: TurnNode, parent: Entry | null, rot: readonly Action[], step: readonly Action[]) => {
    const slot = node.stepped && node.pushed.length === 0 ? denseSlot(origin, node) : -1;
    if (slot >= 0) {
      if (SLOT_STAMP[slot] === gen) {
        const old = SLOT_NODE[slot]!;
        if (nodeValue(old) >= nodeValue(node)) return;
      } else {
        SLOT_STAMP[slot] = gen;
        dense[node.points]!.push(slot);
      }
      SLOT_NODE[slot] = node;
    } else {
      const layer = layers[node.points]!;
      const k = placeKey(node);
      const old = layer.get(k);
      if (old !== undefined && nodeValue(old) >= nodeValue(node)) return;
      layer.set(k, node);
    }
    node.parent = parent;
    node.rot = rot;
    node.step = step;
  };
  const root: Entry = start;
  start.parent = null;
  start.rot = NO_ACTIONS;
  start.step = NO_ACTIONS;
  for (const s of speeds(ctx, start)) {
    if (s.actions.length === 0) offer(start, null, NO_ACTIONS, NO_ACTIONS);
    else offer(s.node, root, NO_ACTIONS, s.actions);
  }
  const entries: Entry[] = [];
  let best = spent(start);
  const out: Edge[] = [];
  for (let p = 6; p >= 0; p--) {
    const layerNodes: Entry[] = [...layers[p]!.values()];
    for (const slot of dense[p]!) layerNodes.push(SLOT_NODE[slot]!);
    for (const e of layerNodes) {
      entries.push(e);
      const sp = spent(e);
      if (sp > best) best = sp;
      if (p === 0) continue;
      const n = e;
      for (const ft of finalTurns(ctx, n)) {
        if (ft.cost > n.coal) continue;
        const rot = ROT_ACTS[ft.side]![ft.k]!;
        const heading = turnDir(n.heading, ft.dh);
        if (!occupiedAt(ctx, n, stepK(n.pos, heading))) {
          const c = quickAdvance(ctx, n, heading, ft.cost, ft.freeAfter ?? n.freeUsed);
          if (c) offer(c, e, rot, ADVANCE);
          continue;
        }
        // a push: rebuild the turned node and let doAdvance check every chain
        let r: TurnNode = n;
        for (let k = 0; k < ft.k; k++) r = doRotate(ctx, r, ft.side === 0 ? -1 : 1, null) as TurnNode;
        out.length = 0;
        steps(ctx, r, out);
        for (const o of out) offer(o.node, e, rot, o.actions);
      }
      if (ctx.board.kind.get(n.pos) === 'sandbank') {
        const r = doReverse(ctx, n, null);
        if (typeof r !== 'string') offer(r, e, NO_ACTIONS, REVERSE);
      }
    }
  }
  return { entries, maxSpent: best };
}

/**
 * Every distinct complete turn from `start`, each the way that keeps the most coal; when there
 * is none, the crash outcomes (every distinct way of getting as far as possible).
 */
export function searchTurns(ctx: TurnCtx, start: TurnNode): LegalTurn[] {
  const { entries, maxSpent: m } = search(ctx, start);
  const complete = entries.filter((e) => isComplete(e));
  if (complete.length > 0) return outcomes(ctx, start, complete, false);
  return outcomes(ctx, start, entries.filter((e) => spent(e) === m), true);
}

/** A turn at a point: k × 60° one way (side 0 = L, 1 = R), `dh` signed steps, its coal cost. */
interface FinalTurn {
  side: number;
  k: number;
  dh: number;
  cost: number;
  /** The free 60° is used afterwards; null: unchanged (free turns after backing off a sandbank). */
  freeAfter: boolean | null;
}

/** The turns at a fresh point (no turn there yet), by mode: 0 free 60° unused, 1 used, 2 all free. */
const TURN_TABLE: readonly (readonly FinalTurn[])[] = [0, 1, 2].map((mode) => {
  const out: FinalTurn[] = [{ side: 0, k: 0, dh: 0, cost: 0, freeAfter: null }];
  for (const side of [0, 1]) {
    for (let k = 1; k <= (side === 0 ? 3 : 2); k++) {
      const cost = mode === 2 ? 0 : mode === 1 ? k : k - 1;
      out.push({ side, k, dh: side === 0 ? -k : k, cost, freeAfter: mode === 2 ? null : true });
    }
  }
  return out;
});

const STAY: readonly FinalTurn[] = [TURN_TABLE[0]![0]!];

/** The turns possible at the current point of `n` (shared table entries in the usual case). */
function finalTurns(ctx: TurnCtx, n: TurnNode): readonly FinalTurn[] {
  if (ctx.board.kind.get(n.pos) === 'sandbank') return STAY;
  if (n.rotHere === 0) return TURN_TABLE[n.freeTurns ? 2 : n.freeUsed ? 1 : 0]!;
  const out: FinalTurn[] = [STAY[0]!];
  const dir = n.rotHere > 0 ? 1 : -1;
  let cost = 0;
  let free = n.freeUsed;
  for (let k = 1; k <= 3 - Math.abs(n.rotHere); k++) {
    cost += n.freeTurns || !free ? 0 : 1;
    free = free || !n.freeTurns;
    out.push({ side: dir === 1 ? 1 : 0, k, dh: dir * k, cost, freeAfter: n.freeTurns ? null : true });
  }
  return out;
}

interface Found {
  entry: Entry;
  rot: FinalTurn;
  value: number;
  end: MoveEnd | null;
  reason: 'blocked' | 'newestTile' | undefined;
}

const OUT_SIZE = BOX * BOX * 6 * 6 * 2 * 3;
const OUT_STAMP = new Int32Array(OUT_SIZE);
const OUT_FOUND: (Found | null)[] = packedNulls<Found>(OUT_SIZE);
let outGeneration = 0;
const HEX_STAMP = new Int32Array(65536);
const HEX_OBJ: (Hex | null)[] = packedNulls<Hex>(65536);

function outcomes(ctx: TurnCtx, start: TurnNode, ends: Entry[], crash: boolean): LegalTurn[] {
  const { state } = ctx;
  outGeneration = outGeneration === 0x7fffffff ? 1 : outGeneration + 1;
  if (outGeneration === 1) {
    OUT_STAMP.fill(0);
    HEX_STAMP.fill(0);
  }
  const gen = outGeneration;
  // outcomes off the dense box (pushes): one map entry per end space, 18 heading × reason slots
  const found = new Map<string, (Found | undefined)[]>();
  const order: Found[] = [];
  for (const e of ends) {
    const n = e;
    const end = crash ? null : moveEnd(ctx, n);
    const speed = end ? end.speed : 1;
    const pushed = n.pushed.length > 0 ? pushedKey(n) : '';
    const dq = Math.floor(n.pos / 256) - Math.floor(start.pos / 256) + 6;
    const dr = (n.pos % 256) - (start.pos % 256) + 6;
    const boxed = !pushed && dq >= 0 && dq < BOX && dr >= 0 && dr < BOX;
    let slots: (Found | undefined)[] | undefined;
    if (!boxed) {
      const key = `${n.pos},${speed},${n.newest ? 1 : 0}|${pushed}`;
      slots = found.get(key);
      if (!slots) found.set(key, (slots = new Array<Found | undefined>(18)));
    }
    for (const rot of finalTurns(ctx, n)) {
      if (rot.cost > n.coal) continue;
      const heading = turnDir(n.heading, rot.dh);
      const reason = crash ? crashReason(ctx, { ...n, heading }) : undefined;
      const r = reason === undefined ? 0 : reason === 'blocked' ? 1 : 2;
      const value = 2 * (n.coal - rot.cost) + ((rot.freeAfter ?? n.freeUsed) ? 0 : 1);
      let old: Found | undefined;
      let slot = -1;
      if (boxed) {
        slot = ((((dq * BOX + dr) * 6 + heading) * 6 + (speed - 1)) * 2 + (n.newest ? 1 : 0)) * 3 + r;
        old = OUT_STAMP[slot] === gen ? OUT_FOUND[slot]! : undefined;
      } else old = slots![heading * 3 + r];
      if (old === undefined) {
        const f: Found = { entry: e, rot, value, end, reason };
        order.push(f);
        if (slot >= 0) {
          OUT_STAMP[slot] = gen;
          OUT_FOUND[slot] = f;
        } else slots![heading * 3 + r] = f;
      } else if (old.value < value) {
        old.entry = e;
        old.rot = rot;
        old.value = value;
        old.end = end;
      }
    }
  }
  // one Hex object per space within this call (turns share them; other calls get new ones)
  const hexOf = (k: number): Hex => {
    if (HEX_STAMP[k] === gen) return HEX_OBJ[k]!;
    HEX_STAMP[k] = gen;
    return (HEX_OBJ[k] = unpack(k));
  };
  const result: LegalTurn[] = [];
  const chain: Entry[] = [];
  for (const { entry, rot, end, reason } of order) {
    const n = entry;
    chain.length = 0;
    for (let x: Entry | null = entry; x; x = x.parent) chain.push(x);
    const actions: Action[] = [];
    const path = [hexOf(start.pos)];
    let last = start.pos;
    for (let j = chain.length - 1; j >= 0; j--) {
      const x = chain[j]!;
      for (const a of x.rot) actions.push(a);
      for (const a of x.step) actions.push(a);
      if (x.pos !== last) {
        path.push(hexOf(x.pos));
        last = x.pos;
      }
    }
    for (const a of ROT_ACTS[rot.side]![rot.k]!) actions.push(a);
    actions.push(CONFIRM);
    const coal = n.coal - rot.cost;
    const t: LegalTurn = {
      actions,
      path,
      coalSpent: start.coal - coal,
      end: {
        pos: hexOf(n.pos),
        heading: turnDir(n.heading, rot.dh),
        speed: end ? end.speed : 1,
        coal: end?.refill ? 6 : coal,
        passengers: end ? end.passengers : state.boats[ctx.mover]!.passengers,
      },
    };
    if (reason) t.crash = reason;
    if (n.pushed.length > 0) t.pushed = n.pushed.map((p) => ({ boat: state.boats[p.i]!.id, pos: hexOf(p.pos) }));
    if (n.newest && !state.revealOwed) t.revealsTile = true;
    if (end?.finishes) t.finishes = true;
    result.push(t);
  }
  return result;
}

// ---- public entry points --------------------------------------------------------------------

/** Index of the boat whose move is pending, or -1. */
export function moverIndex(state: GameState): number {
  if (state.pending.kind !== 'move' || !state.turn) return -1;
  const id = state.pending.boat;
  return state.boats.findIndex((b) => b.id === id);
}

/**
 * Every distinct complete turn of the boat to move, from the current point of its turn; when
 * none exists, the forced crash outcomes (each with `crash` set). Empty if no move is pending.
 */
export function legalTurns(state: GameState): LegalTurn[] {
  const i = moverIndex(state);
  if (i < 0) return [];
  return searchTurns(makeCtx(state, i), nodeFromState(state, i));
}

/**
 * Checks one move action against the "must choose a complete legal turn if any exists" rule:
 * returns the node after it, or the rejection code. `confirm` returns the current node.
 */
export function checkMoveAction(
  ctx: TurnCtx,
  n: TurnNode,
  a: Action,
  ev: GameEvent[] | null,
  known?: boolean,
): { node: TurnNode; crash: 'blocked' | 'newestTile' | null; completable: boolean } | { code: ErrorCode } {
  const possible = known ?? canComplete(ctx, n);
  if (a.type === 'confirm') {
    if (isComplete(n)) return { node: n, crash: null, completable: true };
    if (possible || spent(n) < maxSpent(ctx, n)) return { code: 'turn/points-left' };
    return { node: n, crash: crashReason(ctx, n), completable: false };
  }
  const c = stepAction(ctx, n, a, ev);
  if (typeof c === 'string') return { code: c };
  if (possible) {
    if (!canComplete(ctx, c)) return { code: 'move/must-avoid' };
  } else if (maxSpent(ctx, c) < maxSpent(ctx, n)) return { code: 'move/must-avoid' };
  return { node: c, crash: null, completable: possible };
}

/** The immediate legal actions for the pending decision (chance: its possible outcomes). */
export function legalActions(state: GameState): Action[] {
  const p = state.pending;
  switch (p.kind) {
    case 'over':
      return [];
    case 'chance':
      return chanceOutcomes(state);
    case 'placeBoat':
      return ALL_DIRS.map((heading) => ({ type: 'placeBoat', heading }));
    case 'depart':
      return ALL_DIRS.map((heading) => ({ type: 'depart', heading }));
    case 'reorient':
      return ALL_DIRS.map((heading) => ({ type: 'reorient', heading }));
    case 'move': {
      const i = moverIndex(state);
      if (i < 0) return [];
      const ctx = makeCtx(state, i);
      const n = nodeFromState(state, i);
      const candidates: Action[] = [];
      if (!n.speedSet && !n.stepped) for (let s = 1; s <= 6; s++) candidates.push({ type: 'speed', speed: s });
      candidates.push(ROTATE_L, ROTATE_R);
      if (n.points > 0) {
        const target = stepK(n.pos, n.heading);
        if (occupiedAt(ctx, n, target)) {
          for (const chain of pushChains(ctx, n, target)) candidates.push({ type: 'advance', push: chain.map(unpack) });
        } else candidates.push({ type: 'advance' });
        candidates.push({ type: 'reverse' });
      }
      candidates.push({ type: 'confirm' });
      return candidates.filter((a) => 'node' in checkMoveAction(ctx, n, a, null));
    }
  }
}

export type { Dir, Hex };
export { pack };
