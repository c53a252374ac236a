// The legal-turn search. A turn is a walk through search nodes (space, heading, speed, points
// left, coal, free 60° used, driftwood entered, pushed boats...). Coal is not part of a node's
// identity: of two nodes that differ only in coal (and the free 60°), the richer one can do
// everything the other can, so only it is kept ("most coal" dominance).
//   - legalTurns: a breadth-first pass by points left (every step spends a point, so each layer is
//     final when it is expanded) gives every distinct complete turn, or the crash outcomes;
//   - canComplete: a depth-first search that stops at the first complete turn ("must avoid");
//   - maxSpent: how far a boat that cannot complete its turn gets (the crash rule).
// The breadth-first search and what is built from it live in the legal-*.ts files:
//   legal-pools.ts     reusable tables and per-layer lists;
//   legal-entries.ts   the search entries (typed arrays) and their keys;
//   legal-steps.ts     a step's rules over an entry's fields, the turns possible at a point;
//   legal-search.ts    the search over all six speeds (entries, edges);
//   legal-order.ts     the ranking pass: the list's order and each entry's way;
//   legal-outcomes.ts  the distinct outcomes and their ends' effects;
//   legal-build.ts     LegalTurn objects (actions, paths), the search's lifecycle;
//   legal-turns.ts     legalTurns; legal-records.ts: legalTurnRecords;
//   legal-headings.ts  one search for six start headings (outcomesByHeading).
// This file keeps the questions (canComplete, maxSpent), move checks and legalActions, and
// re-exports the public API.
import { BLACK_ROSE_ID } from './sides.js';
import { guardCtx, roseHeadings } from './black-rose.js';
import { chanceOutcomes } from './setup.js';
import { transferActions } from './transfer.js';
import { ROTATE_L, ROTATE_R } from './legal-actions.js';
import { release, runSearch } from './legal-build.js';
import { moverIndex } from './legal-turns.js';
import { ALL_DIRS } from './hex.js';
import {
  CELL_SAND,
  CELL_WATER,
  crashReason,
  doAdvance,
  doReverse,
  doRotate,
  doSpeed,
  isComplete,
  makeCtx,
  nodeFromState,
  nodeValue,
  pack,
  placeKey,
  spent,
  stepAction,
  stepK,
  unpack,
  type PushedBoat,
  type TurnCtx,
  type TurnNode,
} from './turn.js';
import type { Action, Dir, ErrorCode, GameEvent, GameState, Hex } from './types.js';

export { legalTurns, moverIndex, searchTurns } from './legal-turns.js';
export { legalTurnRecords, RECORD_CRASH, RECORD_FINISHES, type TurnRecords } from './legal-records.js';
export { outcomesByHeading, type OutcomeFilter, type RootOutcomes } from './legal-headings.js';

function occupiedAt(ctx: TurnCtx, n: TurnNode, k: number): boolean {
  return occupiedWith(ctx, n.pushed, k);
}

function occupiedWith(ctx: TurnCtx, pushed: readonly PushedBoat[], k: number): boolean {
  for (let j = 0; j < pushed.length; j++) if (pushed[j]!.pos === k) return true;
  const i = ctx.occ.get(k);
  if (i === undefined) return false;
  for (let j = 0; j < pushed.length; j++) if (pushed[j]!.i === i) return false; // pushed away
  return true;
}

/** Candidate destination chains for pushing the boat(s) ahead (doAdvance checks each fully). */
function pushChains(ctx: TurnCtx, n: TurnNode, target: number): number[][] {
  const out: number[][] = [];
  // one chain and one list of spaces used, grown and shrunk along the walk (copied when complete)
  walkChains(ctx, n, target, n.points - 1, [], [n.pos, target], out); // at least one point to enter the space
  return out;
}

// A module function rather than a closure in pushChains: through tsx (`npm run mq`) each closure
// made per call is wrapped to keep its name, a cost of its own on this hot path.
function walkChains(ctx: TurnCtx, n: TurnNode, from: number, budget: number, chain: number[], used: number[], out: number[][]): void {
  if (chain.length >= budget) return;
  const cells = ctx.board.cell;
  for (let d = 0; d < 6; d++) {
    const dest = stepK(from, d);
    if (used.includes(dest)) continue;
    const cell = cells[dest]! | 0; // (off the board: 0)
    if ((cell & CELL_WATER) === 0) continue; // off the river, island, shipyard
    chain.push(dest);
    if (occupiedAt(ctx, n, dest)) {
      if ((cell & CELL_SAND) === 0) {
        used.push(dest);
        walkChains(ctx, n, dest, budget, chain, used, out);
        used.pop();
      }
    } else out.push(chain.slice());
    chain.pop();
  }
}



// ---- questions ------------------------------------------------------------------------------

/** Is there a complete legal turn from `start`? (depth first, stops at the first one) */
export function canComplete(ctx: TurnCtx, start: TurnNode): boolean {
  // Nodes are generated lazily (one speed, one rotation at a time): most calls succeed on the
  // first way tried, and building every alternative first was most of their cost.
  const best = new Map<number | string, number>();
  if (dfsNode(ctx, start, best)) return true;
  if (start.speedSet || start.stepped) return false;
  for (let s = 1; s <= 6; s++) {
    if (s === start.speed) continue;
    const c = doSpeed(ctx, start, s, null);
    if (typeof c !== 'string' && dfsNode(ctx, c, best)) return true;
  }
  return false;
}

function dfsNode(ctx: TurnCtx, n: TurnNode, best: Map<number | string, number>): boolean {
  if (isComplete(n)) return ctx.accept === null || ctx.accept(n);
  const pk = placeKey(n);
  const k = typeof pk === 'number' ? pk * 8 + n.points : `${n.points}:${pk}`;
  const v = nodeValue(n);
  const b = best.get(k);
  if (b !== undefined && b >= v) return false;
  best.set(k, v);
  // no turn, then up to 3 × 60° left, then right (2 from a fresh point: 3 right = 3 left)
  if (dfsSteps(ctx, n, best)) return true;
  if (ctx.board.kind.get(n.pos) === 'sandbank') return false;
  for (let side = 0; side < 2; side++) {
    const dir = side === 0 ? -1 : 1;
    if (n.rotHere * dir < 0) continue;
    const max = n.rotHere === 0 && dir === 1 ? 2 : 3 - Math.abs(n.rotHere);
    let cur: TurnNode = n;
    for (let k = 1; k <= max; k++) {
      const c = doRotate(ctx, cur, dir, null);
      if (typeof c === 'string') break;
      cur = c;
      if (dfsSteps(ctx, c, best)) return true;
    }
  }
  return false;
}

/** The steps from a point (advance, with every push chain, or reverse), each searched as soon as it is made. */
function dfsSteps(ctx: TurnCtx, n: TurnNode, best: Map<number | string, number>): boolean {
  if (n.points <= 0 || n.stranded) return false;
  const target = stepK(n.pos, n.heading);
  if (!occupiedAt(ctx, n, target)) {
    const c = doAdvance(ctx, n, undefined, null);
    if (typeof c !== 'string' && dfsNode(ctx, c, best)) return true;
  } else {
    for (const chain of pushChains(ctx, n, target)) {
      const c = doAdvance(ctx, n, chain, null);
      if (typeof c !== 'string' && dfsNode(ctx, c, best)) return true;
    }
  }
  if (ctx.board.kind.get(n.pos) === 'sandbank') {
    const r = doReverse(ctx, n, null);
    if (typeof r !== 'string' && dfsNode(ctx, r, best)) return true;
  }
  return false;
}

/** The most movement points any continuation from `start` can spend. */
export function maxSpent(ctx: TurnCtx, start: TurnNode): number {
  const m = runSearch(ctx, start);
  release();
  return m;
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
  if (a.type === 'confirm' && isComplete(n)) {
    if (ctx.accept && !ctx.accept(n, true)) return { code: 'move/black-rose-needs-coal' };
    return { node: n, crash: null, completable: true };
  }
  let possible: boolean;
  if (ctx.accept) {
    possible = canComplete(ctx, n);
    if (!possible) {
      // Only in a position built by hand (beginTurn sets the guard only when some turn keeps it):
      // no turn keeps the Black Rose able to move with 1 coal, so the guard is lifted.
      ctx.accept = null;
      possible = canComplete(ctx, n);
    }
  } else possible = known ?? canComplete(ctx, n);
  if (a.type === 'confirm') {
    if (possible || spent(n) < maxSpent(ctx, n)) return { code: 'turn/points-left' };
    return { node: n, crash: crashReason(ctx, n), completable: false };
  }
  const c = stepAction(ctx, n, a, ev);
  if (typeof c === 'string') return { code: c };
  if (possible) {
    if (!canComplete(ctx, c)) {
      // refused only by the Black Rose guard (RULINGS §19): say so
      if (ctx.accept && canComplete({ ...ctx, accept: null }, c)) return { code: 'move/black-rose-needs-coal' };
      return { code: 'move/must-avoid' };
    }
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
      return (p.boat === BLACK_ROSE_ID ? roseHeadings(state) : ALL_DIRS).map((heading) => ({ type: 'reorient', heading }));
    case 'enterDock':
      return p.docks.flatMap((dock) => ALL_DIRS.map((heading) => ({ type: 'enterDock', dock, heading }) as Action));
    case 'transfer':
      return transferActions(state);
    case 'move': {
      const i = moverIndex(state);
      if (i < 0) return [];
      const ctx = guardCtx(makeCtx(state, i));
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
