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
  return canMoveAs(state, state.boats, i, { ...state.boats[i]!, coal });
}

/**
 * canMoveWith for the boats `boats` in place of state's, boat `i` being `boat` (its coal set):
 * one copy of the game state per question (the guard asks many, and copying the state several
 * times per question was most of the guard's cost).
 */
function canMoveAs(state: GameState, boats: readonly Boat[], i: number, boat: Boat): boolean {
  const bs = boats.slice();
  bs[i] = boat;
  const s: GameState = { ...state, boats: bs, revealOwed: false, reorientQueue: [] };
  s.turn = freshTurn(boat);
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
 * Black Rose can still move with 1 coal afterwards. The answer depends on where the mover ends,
 * its speed then, the pushed boats, and, for the Black Rose's own move, its heading: `exact`
 * reads the node's heading as final (a confirm, a listed turn); otherwise (the search, which
 * stops at the last step) any heading its final turn there can still afford will do.
 */
export function guardCtx(ctx: TurnCtx): TurnCtx {
  const { state } = ctx;
  if (!state.turn?.roseGuard) return ctx;
  const bi = blackRoseIndex(state);
  if (bi < 0) return ctx;
  const cache = new Map<string, boolean>();
  const own = ctx.mover === bi;
  ctx.accept = (n: TurnNode, exact = false) => {
    const endSpeed = n.stranded ? 1 : n.speed - n.drift;
    let key = `${n.pos}:${endSpeed}`;
    for (const p of n.pushed) key += `|${p.i}:${p.pos}:${p.speed}`;
    if (!own) return fineAfter(cache, key, state, ctx.mover, bi, n, endSpeed, null);
    for (const h of exact ? [n.heading] : finalHeadings(n)) if (fineAfter(cache, key, state, ctx.mover, bi, n, endSpeed, h)) return true;
    return false;
  };
  return ctx;
}

/** roseFineAfter, remembered per guarded call (a module function: tsx wraps closures made per call). */
function fineAfter(cache: Map<string, boolean>, key: string, state: GameState, mover: number, bi: number, n: TurnNode, endSpeed: number, h: Dir | null): boolean {
  const k = h === null ? key : `${key}:${h}`;
  let ok = cache.get(k);
  if (ok === undefined) cache.set(k, (ok = roseFineAfter(state, mover, bi, n.pos, endSpeed, n.pushed, h)));
  return ok;
}

/** Headings a boat can still end its move with at node n (its last turn at this point, paid with its coal). */
function finalHeadings(n: TurnNode): Dir[] {
  if (n.stranded) return [n.heading];
  const out: Dir[] = [];
  for (let d = -3; d <= 2; d++) {
    const steps = Math.abs(d);
    const cost = n.freeTurns ? 0 : Math.max(0, steps - (n.freeUsed ? 0 : 1));
    if (cost <= n.coal) out.push((((n.heading + d) % 6) + 6) % 6 as Dir);
  }
  return out;
}

/**
 * Headings its controller may give the Black Rose when reorienting it (after a push, or a lost
 * turn on a sandbank): those from which it can move with 1 coal next turn (RULINGS §19), or all
 * six when none can.
 */
export function roseHeadings(state: GameState): Dir[] {
  const bi = blackRoseIndex(state);
  const all: Dir[] = [0, 1, 2, 3, 4, 5];
  if (bi < 0 || !state.boats[bi]!.pos) return all;
  const ok = all.filter((h) => {
    const boats = state.boats.slice();
    boats[bi] = { ...boats[bi]!, heading: h };
    return canMoveWith({ ...state, boats }, bi, 1);
  });
  return ok.length > 0 ? ok : all;
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
  ownHeading: Dir | null,
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
  // its own move: the heading it ends with
  if (mover === bi && ownHeading !== null) headings = [ownHeading];
  for (const h of headings) if (canMoveAs(state, boats, bi, { ...boats[bi]!, heading: h, coal: 1 })) return true;
  return false;
}
