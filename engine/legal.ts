// The legal-turn search: a depth-first search over turn nodes (space, heading, points left, coal,
// free turn used, rotations at this point, pushes...) with a visited set, so every reachable
// node is expanded once. The same search answers three questions:
//   - legalTurns: every distinct complete turn (deduplicated by outcome), or the crash outcomes;
//   - canComplete: is there any complete legal turn from here ("must avoid if you can");
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
  const layers: Map<number | string, number>[] = [];
  for (let p = 0; p <= 6; p++) layers.push(new Map());
  const dfs = (n: TurnNode): boolean => {
    if (isComplete(n)) return true;
    const layer = layers[n.points]!;
    const k = placeKey(n);
    const v = nodeValue(n);
    const b = layer.get(k);
    if (b !== undefined && b >= v) return false;
    layer.set(k, v);
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

interface Entry {
  node: TurnNode;
  parent: Entry | null;
  /** Actions from the parent's node to this node: a rotation, then a step (or a speed choice). */
  rot: readonly Action[];
  step: readonly Action[];
}

interface SearchResult {
  entries: Entry[];
  maxSpent: number;
}

/**
 * Every reachable point of the turn, each reached the best way (most coal). Layered by points
 * left: every step spends at least one point, so when layer p is expanded all ways into it are
 * known and each entry is final.
 */
export function search(ctx: TurnCtx, start: TurnNode): SearchResult {
  const layers: Map<number | string, Entry>[] = [];
  for (let p = 0; p <= 6; p++) layers.push(new Map());
  const offer = (node: TurnNode, parent: Entry | null, rot: readonly Action[], step: readonly Action[]) => {
    const layer = layers[node.points]!;
    const k = placeKey(node);
    const old = layer.get(k);
    if (old === undefined || nodeValue(old.node) < nodeValue(node)) layer.set(k, { node, parent, rot, step });
  };
  const root: Entry = { node: start, parent: null, rot: NO_ACTIONS, step: NO_ACTIONS };
  for (const s of speeds(ctx, start)) {
    if (s.actions.length === 0) layers[start.points]!.set(placeKey(start), root);
    else offer(s.node, root, NO_ACTIONS, s.actions);
  }
  const entries: Entry[] = [];
  let best = spent(start);
  const out: Edge[] = [];
  for (let p = 6; p >= 0; p--) {
    for (const e of layers[p]!.values()) {
      entries.push(e);
      const sp = spent(e.node);
      if (sp > best) best = sp;
      if (p === 0) continue;
      const n = e.node;
      for (const ft of finalTurns(ctx, n)) {
        const rot = ROT_ACTS[ft.side]![ft.k]!;
        if (!occupiedAt(ctx, n, stepK(n.pos, ft.heading))) {
          const c = quickAdvance(ctx, n, ft.heading, ft.cost, ft.freeUsed);
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
  const complete = entries.filter((e) => isComplete(e.node));
  if (complete.length > 0) return outcomes(ctx, start, complete, false);
  return outcomes(ctx, start, entries.filter((e) => spent(e.node) === m), true);
}

/** A final turn at the end of a move: k × 60° one way (side 0 = L, 1 = R), its coal cost. */
interface FinalTurn {
  side: number;
  k: number;
  heading: Dir;
  cost: number;
  freeUsed: boolean;
}

/** The turns still possible at the end of the move, computed without building nodes. */
function finalTurns(ctx: TurnCtx, n: TurnNode): FinalTurn[] {
  const out: FinalTurn[] = [{ side: 0, k: 0, heading: n.heading, cost: 0, freeUsed: n.freeUsed }];
  if (ctx.board.kind.get(n.pos) === 'sandbank') return out;
  for (let side = 0; side < 2; side++) {
    const dir = side === 0 ? -1 : 1;
    if (n.rotHere * dir < 0) continue;
    const max = n.rotHere === 0 && dir === 1 ? 2 : 3 - Math.abs(n.rotHere);
    let cost = 0;
    let free = n.freeUsed;
    for (let k = 1; k <= max; k++) {
      const c = n.freeTurns || !free ? 0 : 1;
      if (cost + c > n.coal) break;
      cost += c;
      free = free || !n.freeTurns;
      out.push({ side, k, heading: turnDir(n.heading, dir * k), cost, freeUsed: free });
    }
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

function outcomes(ctx: TurnCtx, start: TurnNode, ends: Entry[], crash: boolean): LegalTurn[] {
  const { state } = ctx;
  const found = new Map<number | string, Found>();
  for (const e of ends) {
    const n = e.node;
    const end = crash ? null : moveEnd(ctx, n);
    const speed = end ? end.speed : 1;
    const pushed = n.pushed.length > 0 ? pushedKey(n) : '';
    const tail = n.newest ? 4 : 0;
    for (const rot of finalTurns(ctx, n)) {
      const reason = crash ? crashReason(ctx, { ...n, heading: rot.heading }) : undefined;
      let key: number | string = ((n.pos * 8 + rot.heading) * 8 + speed) * 8 + tail + (reason === undefined ? 0 : reason === 'blocked' ? 1 : 2);
      if (pushed) key = `${key}|${pushed}`;
      const value = 2 * (n.coal - rot.cost) + (rot.freeUsed ? 0 : 1);
      const old = found.get(key);
      if (old === undefined) found.set(key, { entry: e, rot, value, end, reason });
      else if (old.value < value) {
        old.entry = e;
        old.rot = rot;
        old.value = value;
        old.end = end;
      }
    }
  }
  const hexes = new Map<number, Hex>();
  const hexOf = (k: number): Hex => {
    let h = hexes.get(k);
    if (!h) hexes.set(k, (h = unpack(k)));
    return h;
  };
  const result: LegalTurn[] = [];
  const chain: Entry[] = [];
  for (const { entry, rot, end, reason } of found.values()) {
    const n = entry.node;
    chain.length = 0;
    for (let x: Entry | null = entry; x; x = x.parent) chain.push(x);
    const actions: Action[] = [];
    const path = [hexOf(start.pos)];
    let last = start.pos;
    for (let j = chain.length - 1; j >= 0; j--) {
      const x = chain[j]!;
      for (const a of x.rot) actions.push(a);
      for (const a of x.step) actions.push(a);
      if (x.node.pos !== last) {
        path.push(hexOf(x.node.pos));
        last = x.node.pos;
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
        heading: rot.heading,
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
