// The Black Rose's coal (rulebook "The Black Rose"; RULINGS §18-19). Its coal is unlimited, but it
// may spend at most 1 coal per round on manoeuvres (2 in round 1 when it starts from the
// shipyard). Nobody may make a move after which it would need more than that for its next turn;
// when a new tile forces it anyway, it may spend the least that lets it move.
// Its `coal` field holds what it may still spend in the turn under way.
import { canComplete } from './legal.js';
import { type Board, boardOf, freshTurn, makeCtx, nodeFromState, pack, type PushedBoat, type TurnCtx, type TurnNode, unpack } from './turn.js';
import { isBlackRose } from './sides.js';
import type { Boat, Dir, GameState } from './types.js';

/** Index of the Black Rose in state.boats, or -1. */
export function blackRoseIndex(state: GameState): number {
  return state.config.blackRose ? state.boats.findIndex(isBlackRose) : -1;
}

/** Can boat `i`, as it stands in `state`, take a complete legal turn spending at most `coal`? */
function canMoveWith(state: GameState, i: number, coal: number): boolean {
  const b = state.boats[i]!;
  if (!b.pos) return canMoveAs(state, state.boats, i, { ...b, coal });
  const others: number[] = [];
  for (let j = 0; j < state.boats.length; j++) {
    const o = state.boats[j]!;
    if (j !== i && o.pos) others.push(pack(o.pos));
  }
  const pos = pack(b.pos);
  return canMoveCached(state, pos, b.heading, b.speed, coal, others, () => canMoveAs(state, state.boats, i, { ...b, coal }));
}

// ---- remembered answers ---------------------------------------------------------------------
// The guard asks "can the Black Rose move with this coal?" some 19,000 times a game, mostly
// about positions already asked about (the captains list the same turns several times). The
// answer (canComplete with no guard, from a fresh turn) depends only on the river, the Black
// Rose's place, heading, speed and coal, and which spaces the other boats hold: it never reads
// their speeds, passengers or owners, and every space it visits lies within 6 of the Black Rose
// (speed 6 at most), a push chain within 5 more. So boats farther than ROSE_REACH are left out
// of the key, and the answers are kept per river (a river array is never changed).
const ROSE_REACH = 12;
const MAX_REMEMBERED = 200_000;
const roseAnswers = new WeakMap<Board, Map<string, boolean>>();

function hexDistanceK(a: number, b: number): number {
  const dq = (a >> 8) - (b >> 8);
  const dr = (a & 255) - (b & 255);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

function canMoveCached(state: GameState, pos: number, heading: Dir, speed: number, coal: number, others: number[], compute: () => boolean): boolean {
  const board = boardOf(state.river);
  let answers = roseAnswers.get(board);
  if (!answers) roseAnswers.set(board, (answers = new Map()));
  const near: number[] = [];
  for (const k of others) if (hexDistanceK(k, pos) <= ROSE_REACH) near.push(k);
  near.sort((a, b) => a - b);
  const key = `${pos}:${heading}:${speed}:${coal}|${near.join(',')}`;
  let ok = answers.get(key);
  if (ok === undefined) {
    ok = compute();
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(key, ok);
  }
  return ok;
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
  const g: Guard = { state, mover: ctx.mover, bi, at: state.boats.map((b) => (b.pos ? pack(b.pos) : -1)), byNum: new Map(), byKey: new Map() };
  const own = ctx.mover === bi;
  ctx.accept = (n: TurnNode, exact = false) => {
    const endSpeed = n.stranded ? 1 : n.speed - n.drift;
    if (!own) return fineAfter(g, n, endSpeed, null);
    for (const h of exact ? [n.heading] : finalHeadings(n)) if (fineAfter(g, n, endSpeed, h)) return true;
    return false;
  };
  return ctx;
}

/** One guarded call's question: its state, the mover, the Black Rose, every boat's packed place (-1: none), its answers so far. */
interface Guard {
  state: GameState;
  mover: number;
  bi: number;
  at: number[];
  byNum: Map<number, boolean>;
  byKey: Map<string, boolean>;
}

/** roseFineAfter, remembered per guarded call (a module function: tsx wraps closures made per call). */
function fineAfter(g: Guard, n: TurnNode, endSpeed: number, h: Dir | null): boolean {
  // without pushes a number keys the answer (pos < 2^16, speed < 8, heading < 7)
  if (n.pushed.length === 0) {
    const k = (n.pos * 8 + endSpeed) * 8 + (h === null ? 7 : h);
    let ok = g.byNum.get(k);
    if (ok === undefined) g.byNum.set(k, (ok = roseFineAfter(g, n.pos, endSpeed, n.pushed, h)));
    return ok;
  }
  let k = `${n.pos}:${endSpeed}`;
  for (const p of n.pushed) k += `|${p.i}:${p.pos}:${p.speed}`;
  if (h !== null) k += `:${h}`;
  let ok = g.byKey.get(k);
  if (ok === undefined) g.byKey.set(k, (ok = roseFineAfter(g, n.pos, endSpeed, n.pushed, h)));
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

const ALL_HEADINGS: readonly Dir[] = [0, 1, 2, 3, 4, 5];

/**
 * Can the Black Rose move with 1 coal after the mover ends at `pos` with `endSpeed`, having
 * pushed `pushed` (and, for its own move, ending with `ownHeading`)? Read from the packed places
 * (g.at); the boats are copied only when the answer is not remembered yet.
 */
function roseFineAfter(g: Guard, pos: number, endSpeed: number, pushed: readonly PushedBoat[], ownHeading: Dir | null): boolean {
  const { state, mover, bi } = g;
  const rose = state.boats[bi]!;
  let brPos = bi === mover ? pos : g.at[bi]!;
  let brSpeed = bi === mover ? endSpeed : rose.speed;
  let headings: readonly Dir[] = [rose.heading];
  for (const p of pushed) {
    if (p.i !== bi) continue;
    brPos = p.pos;
    brSpeed = p.speed;
    // its controller reorients it after the push (not on a sandbank): any heading will do
    if (reorientsAfterPush(state, p.pos)) headings = ALL_HEADINGS;
  }
  // pushed earlier in this turn (already moved in state.boats): its controller reorients it too
  if (state.turn?.pushed.includes(rose.id) && brPos >= 0 && reorientsAfterPush(state, brPos)) headings = ALL_HEADINGS;
  // its own move: the heading it ends with
  if (mover === bi && ownHeading !== null) headings = [ownHeading];
  const others: number[] = [];
  for (let j = 0; j < g.at.length; j++) {
    if (j === bi) continue;
    let k = j === mover ? pos : g.at[j]!;
    for (const p of pushed) if (p.i === j) k = p.pos;
    if (k >= 0) others.push(k);
  }
  for (const h of headings) {
    if (canMoveCached(state, brPos, h, brSpeed, 1, others, () => roseCanMoveAfter(state, mover, bi, pos, endSpeed, pushed, h))) return true;
  }
  return false;
}

/** The full question behind roseFineAfter for one heading: the boats after the move, and a search. */
function roseCanMoveAfter(state: GameState, mover: number, bi: number, pos: number, endSpeed: number, pushed: readonly PushedBoat[], h: Dir): boolean {
  const boats: Boat[] = state.boats.slice();
  boats[mover] = { ...boats[mover]!, pos: unpack(pos), speed: endSpeed };
  for (const p of pushed) boats[p.i] = { ...boats[p.i]!, pos: unpack(p.pos), speed: p.speed };
  return canMoveAs(state, boats, bi, { ...boats[bi]!, heading: h, coal: 1 });
}
