// The Black Rose's coal (rulebook "The Black Rose"; RULINGS §18-19). Its coal is unlimited, but it
// may spend at most 1 coal per round on manoeuvres (2 in round 1 when it starts from the
// shipyard). Nobody may make a move after which it would need more than that for its next turn;
// when a new tile forces it anyway, it may spend the least that lets it move.
// Its `coal` field holds what it may still spend in the turn under way.
import { canComplete } from './legal.js';
import { boardOf, freshTurn, makeCtx, nodeFromState, pack, type PushedBoat, type TurnCtx, type TurnNode, unpack } from './turn.js';
import { isBlackRose } from './sides.js';
import type { Boat, Dir, GameState } from './types.js';

/** Index of the Black Rose in state.boats, or -1. */
export function blackRoseIndex(state: GameState): number {
  return state.config.blackRose ? state.boats.findIndex(isBlackRose) : -1;
}

/** Can boat `i`, as it stands in `state`, take a complete legal turn spending at most `coal`? */
function canMoveWith(state: GameState, i: number, coal: number): boolean {
  const boats = state.boats.slice();
  boats[i] = { ...boats[i]!, coal };
  const s: GameState = { ...state, boats, revealOwed: false, reorientQueue: [] };
  s.turn = freshTurn(boats[i]!);
  return canComplete(makeCtx(s, i), nodeFromState(s, i));
}

/**
 * The Black Rose's allowance for the turn it is starting: 1 coal (2 in round 1 from the
 * shipyard), or the least that gives it a complete legal turn if a new tile forced more.
 */
export function blackRoseAllowance(state: GameState, i: number, base: number): number {
  if (canMoveWith(state, i, base)) return base;
  for (let c = base + 1; c <= 6; c++) if (canMoveWith(state, i, c)) return c;
  return base; // it crashes whatever it spends
}

/** The guard applies to this turn only if the Black Rose could move with 1 coal when it began. */
export function blackRoseGuardAtStart(state: GameState, mover: number): boolean {
  const i = blackRoseIndex(state);
  if (i < 0) return false;
  const br = state.boats[i]!;
  if (!br.pos || br.lostTurns > 0 || br.freeDeparture) return false;
  if (i === mover) return true;
  return canMoveWith(state, i, 1);
}

/**
 * Sets ctx.accept when the turn under way is guarded: a complete turn is accepted only if the
 * Black Rose can still move with 1 coal afterwards. The answer depends only on where the mover
 * ends, its speed then, and the pushed boats, so it is cached on those.
 */
export function guardCtx(ctx: TurnCtx): TurnCtx {
  const { state } = ctx;
  if (!state.turn?.roseGuard) return ctx;
  const bi = blackRoseIndex(state);
  if (bi < 0) return ctx;
  const cache = new Map<string, boolean>();
  ctx.accept = (n: TurnNode) => {
    const endSpeed = n.stranded ? 1 : n.speed - n.drift;
    let key = `${n.pos}:${endSpeed}`;
    for (const p of n.pushed) key += `|${p.i}:${p.pos}:${p.speed}`;
    let ok = cache.get(key);
    if (ok === undefined) cache.set(key, (ok = roseFineAfter(state, ctx.mover, bi, n.pos, endSpeed, n.pushed)));
    return ok;
  };
  return ctx;
}

/** A pushed boat's owner reorients it, except on a sandbank (and, in the 1998 reading, on driftwood). */
export function reorientsAfterPush(state: GameState, pos: number): boolean {
  const kind = boardOf(state.river).kind.get(pos);
  return kind !== 'sandbank' && !(state.config.classic1998 && kind === 'driftwood');
}

function roseFineAfter(
  state: GameState,
  mover: number,
  bi: number,
  pos: number,
  endSpeed: number,
  pushed: readonly PushedBoat[],
): boolean {
  const boats: Boat[] = state.boats.slice();
  boats[mover] = { ...boats[mover]!, pos: unpack(pos), speed: endSpeed };
  let headings: Dir[] = [boats[bi]!.heading];
  for (const p of pushed) {
    boats[p.i] = { ...boats[p.i]!, pos: unpack(p.pos), speed: p.speed };
    // its controller reorients it after the push (not on a sandbank): any heading will do
    if (p.i === bi && reorientsAfterPush(state, p.pos)) headings = [0, 1, 2, 3, 4, 5];
  }
  // pushed earlier in this turn (already moved in state.boats): its controller reorients it too
  const br = boats[bi]!;
  if (state.turn?.pushed.includes(br.id) && br.pos && reorientsAfterPush(state, pack(br.pos))) headings = [0, 1, 2, 3, 4, 5];
  // its own move: it chooses its final heading too
  if (mover === bi) headings = [0, 1, 2, 3, 4, 5];
  const s: GameState = { ...state, boats };
  for (const h of headings) {
    const bs = boats.slice();
    bs[bi] = { ...bs[bi]!, heading: h };
    if (canMoveWith({ ...s, boats: bs }, bi, 1)) return true;
  }
  return false;
}
