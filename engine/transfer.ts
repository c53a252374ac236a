// Transferring coal (rulebook "Transferring coal between two boats", "Transferring coal from The
// Black Rose"; RULINGS §14, §18): after a boat's move, it and a boat of its side, or the Black Rose
// and its controller's boat, may pass coal if they are adjacent, at the same speed, and neither
// is on a dock, a coal depot, a sandbank or driftwood. One transfer per move (docs/rules.md).
import { hexDistance } from './hex.js';
import { boardOf, pack } from './turn.js';
import { isBlackRose, sideOfBoat } from './sides.js';
import type { Action, Boat, BoatId, GameState } from './types.js';

const NO_TRANSFER_SPACES = new Set(['blueDock', 'redDock', 'coalDepot', 'sandbank', 'driftwood']);

function canTransferAt(state: GameState, b: Boat): boolean {
  if (!b.pos || b.place !== null) return false;
  const kind = boardOf(state.river).kind.get(pack(b.pos));
  return kind !== undefined && !NO_TRANSFER_SPACES.has(kind);
}

function adjacent(a: Boat, b: Boat): boolean {
  return hexDistance(a.pos!, b.pos!) === 1;
}

/** The most coal that may go from `from` to `to` now (0: none); assumes the pair may transfer. */
export function transferMax(state: GameState, from: Boat, to: Boat): number {
  if (isBlackRose(to)) return 0; // the Black Rose gives, it never needs coal
  if (isBlackRose(from)) {
    const room = 6 - to.coal;
    // the 1998 reading: at most 2 coal per round from the Black Rose
    return state.config.classic1998 ? Math.min(room, 2 - (state.blackRose?.given ?? 0)) : room;
  }
  return Math.min(from.coal, 6 - to.coal);
}

/** Whether these two boats may exchange coal at all now (sides, places, speeds, spaces). */
function pairAllowed(state: GameState, a: Boat, b: Boat): boolean {
  if (a.id === b.id || !canTransferAt(state, a) || !canTransferAt(state, b)) return false;
  if (a.speed !== b.speed || !adjacent(a, b)) return false;
  if (isBlackRose(a) || isBlackRose(b)) {
    const other = isBlackRose(a) ? b : a;
    return state.blackRose !== undefined && other.owner === state.blackRose.controller;
  }
  return sideOfBoat(state.config, a) === sideOfBoat(state.config, b);
}

/** Boats the mover may exchange coal with now, in seat order (some coal must be able to move). */
export function transferPartners(state: GameState, moverId: BoatId): BoatId[] {
  const mover = state.boats.find((b) => b.id === moverId);
  if (!mover) return [];
  const out: BoatId[] = [];
  for (const b of state.boats) {
    if (!pairAllowed(state, mover, b)) continue;
    if (transferMax(state, mover, b) > 0 || transferMax(state, b, mover) > 0) out.push(b.id);
  }
  return out;
}

/** Every transfer action of the pending transfer decision, then skipping it. */
export function transferActions(state: GameState): Action[] {
  const p = state.pending;
  if (p.kind !== 'transfer') return [];
  const mover = state.boats.find((b) => b.id === p.boat)!;
  const out: Action[] = [];
  for (const id of p.partners) {
    const other = state.boats.find((b) => b.id === id)!;
    for (const [from, to] of [
      [mover, other],
      [other, mover],
    ] as const) {
      const max = transferMax(state, from, to);
      for (let amount = 1; amount <= max; amount++) out.push({ type: 'transfer', from: from.id, to: to.id, amount });
    }
  }
  out.push({ type: 'skipTransfer' });
  return out;
}

/** Checks a transfer action against the pending decision; the new boats, or the rejection code. */
export function checkTransfer(
  state: GameState,
  a: { from: unknown; to: unknown; amount: unknown },
): { from: Boat; to: Boat; amount: number } | { code: 'transfer/not-allowed' | 'transfer/amount' } {
  const p = state.pending;
  if (p.kind !== 'transfer') return { code: 'transfer/not-allowed' };
  const pair = [a.from, a.to];
  if (!pair.includes(p.boat) || !pair.some((id) => p.partners.includes(id as BoatId)) || a.from === a.to) {
    return { code: 'transfer/not-allowed' };
  }
  const from = state.boats.find((b) => b.id === a.from)!;
  const to = state.boats.find((b) => b.id === a.to)!;
  const max = transferMax(state, from, to);
  if (max <= 0) return { code: 'transfer/not-allowed' };
  if (typeof a.amount !== 'number' || !Number.isInteger(a.amount) || a.amount < 1 || a.amount > max) return { code: 'transfer/amount' };
  return { from, to, amount: a.amount };
}
