// legalTurns: every distinct complete turn of the boat to move, as LegalTurn objects.
import { guardCtx } from './black-rose.js';
import { outcomes, release, runSearch } from './legal-build.js';
import { ranking } from './legal-order.js';
import { findEnds } from './legal-outcomes.js';
import { makeCtx, nodeFromState, pack, type PushedBoat, type TurnCtx, type TurnNode } from './turn.js';
import type { GameState, LegalTurn } from './types.js';

/**
 * Every distinct complete turn from `start`, each the way that keeps the most coal; when there
 * is none, the crash outcomes (every distinct way of getting as far as possible).
 */
export function searchTurns(ctx: TurnCtx, start: TurnNode): LegalTurn[] {
  const m = runSearch(ctx, start);
  ranking(start);
  const result = outcomes(ctx, start, findEnds(m));
  release();
  return result;
}

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
  const ctx = guardCtx(makeCtx(state, i));
  const accept = ctx.accept;
  ctx.accept = null; // the search lists every turn; the Black Rose guard filters them below
  let turns = searchTurns(ctx, nodeFromState(state, i));
  if (accept) {
    const kept = turns.filter((t) => t.crash !== undefined || accept(turnEndNode(ctx, t), true));
    // a guard that would leave no turn at all is lifted (docs/rules.md, The Black Rose)
    if (kept.length > 0) turns = kept;
  }
  const virtual = state.turn?.virtualCoal ?? 0;
  if (virtual > 0) {
    // the virtual coal is lost at the end of the turn: the boat keeps at most 6
    for (const t of turns) if (t.end.coal > 6) t.end = { ...t.end, coal: 6 };
  }
  return turns;
}

/** What the Black Rose guard reads of a listed turn's end, as a search node. */
function turnEndNode(ctx: TurnCtx, t: LegalTurn): TurnNode {
  const pushed: PushedBoat[] = (t.pushed ?? []).map((p) => ({
    i: ctx.state.boats.findIndex((b) => b.id === p.boat),
    pos: pack(p.pos),
    speed: p.speed,
    passengers: p.passengers,
    took: [],
  }));
  const n = nodeFromState(ctx.state, ctx.mover);
  // end.speed is the speed after driftwood and sandbanks: the guard reads speed - drift
  return { ...n, pos: pack(t.end.pos), heading: t.end.heading, speed: t.end.speed, drift: 0, stranded: false, points: 0, pushed };
}
