// "What would the captain do?" (issue 16): the hard captain's turn for the player's boat, and one
// plain reason for it. The reason is a code with figures; the renderer says it in the player's
// language. Reasons are read off the turn itself, in order: it finishes; it takes a passenger; it
// keeps a rival (another side's boat that could finish next turn) off the finish; it pushes a
// rival; it keeps coal where a faster turn would burn it (or, when it pays coal a cheaper turn would
// keep, what the coal buys: a better place, no sooner arrival); else where it is heading and in how
// many turns it should get there. Like the captains, it sees only what the table shows (the
// playouts sample tile draws from the captain's own generator, never the hidden stack).
import { apply } from '../apply.js';
import { canFinishNext } from '../challenge.js';
import { legalTurns } from '../legal.js';
import { spaceAt } from '../river.js';
import { sideOfBoat } from '../sides.js';
import { pack } from '../turn.js';
import type { BoatId, GameState, Hex, LegalTurn } from '../types.js';
import { distFacing, finishField, FAR, targetField } from './fields.js';
import { hardTurn } from './hard.js';
import { facingOfHint, type HintFacing } from './hint-facing.js';
import { turnsToArrive } from './plan-table.js';
import type { Budget, CaptainRng } from './types.js';

export type HintReason =
  | { code: 'hint/finish' }
  | { code: 'hint/passenger' }
  | { code: 'hint/block'; boat: BoatId }
  | { code: 'hint/push'; boat: BoatId }
  | { code: 'hint/save-coal'; coal: number }
  /** It spends `coal` where a cheaper turn was there: for where it ends, not to get there sooner. */
  | { code: 'hint/spend-for-place'; coal: number }
  /**
   * `dock`: the dock it heads for (the player is told where it is from the boat: play-test 16, "the
   * dock on tile 1" named a number the board does not show); `tile`: that dock's river tile (index,
   * 0 = the start); `turns` counts this one.
   */
  | { code: 'hint/dock'; dock: Hex; tile: number; turns: number }
  | { code: 'hint/finish-line'; turns: number }
  | { code: 'hint/only-turn' };

export interface Hint {
  /** Index of the turn in legalTurns(state). */
  index: number;
  turn: LegalTurn;
  reason: HintReason;
  /** Why it ends facing off downstream (hint-facing.ts); absent when it faces downstream. */
  facing?: HintFacing;
  nodes: number;
}

/** The hard captain's turn for the boat to move, with its reason; null when no move is pending. */
export function captainHint(state: GameState, budget: Budget, rng: CaptainRng): Hint | null {
  const p = state.pending;
  if (p.kind !== 'move') return null;
  const turns = legalTurns(state);
  if (turns.length === 0) return null;
  const chosen = hardTurn(state, turns, budget, rng);
  // the same turn but for a heading that buys nothing faces downstream (the captain's own move is unchanged)
  const boat = state.boats.find((b) => b.id === p.boat)!;
  const target = (t: LegalTurn) => headingFor(state, boat.docksUsed, boat.passengers, pack(t.end.pos), t.end.heading, t.end.speed, t.end.coal);
  const { index, facing } = facingOfHint(state, turns, chosen.index, target);
  const turn = turns[index]!;
  const reason: HintReason = turns.length === 1 ? { code: 'hint/only-turn' } : explainTurn(state, turn, turns);
  return { index, turn, reason, ...(facing ? { facing } : {}), nodes: chosen.nodes };
}

/** Why `turn` is a good one, in one reason (see the file comment for the order). */
export function explainTurn(state: GameState, turn: LegalTurn, turns: readonly LegalTurn[] = legalTurns(state)): HintReason {
  const p = state.pending;
  if (p.kind !== 'move') throw new Error('explainTurn: no move pending');
  const boat = state.boats.find((b) => b.id === p.boat)!;
  if (turn.finishes) return { code: 'hint/finish' };
  if (turn.end.passengers > boat.passengers) return { code: 'hint/passenger' };
  const mySide = sideOfBoat(state.config, boat);
  const rivals = state.boats.filter((b) => b.owner >= 0 && b.place === null && b.pos && sideOfBoat(state.config, b) !== mySide);
  // Keeping a rival off the finish: it could finish were it to move now, and after this turn it cannot.
  const threats = rivals.filter((r) => canFinishNext(state, r.id));
  if (threats.length > 0) {
    let s = state;
    for (const a of turn.actions) {
      const r = apply(s, a);
      if (!r.ok) break;
      s = r.state;
    }
    const kept = threats.find((r) => !canFinishNext(s, r.id));
    if (kept) return { code: 'hint/block', boat: kept.id };
  }
  const pushed = turn.pushed?.find((x) => rivals.some((r) => r.id === x.boat));
  if (pushed) return { code: 'hint/push', boat: pushed.boat };
  // Where it is heading, and how long it should take from the end of this turn.
  const k = pack(turn.end.pos);
  const target = (t: LegalTurn) => headingFor(state, boat.docksUsed, boat.passengers, pack(t.end.pos), t.end.heading, t.end.speed, t.end.coal);
  const here = headingFor(state, boat.docksUsed, boat.passengers, k, turn.end.heading, turn.end.speed, turn.end.coal);
  // Keeping coal: a turn that burns at least 2 more coal would get there no sooner (or barely).
  const faster = turns.filter((t) => t.coalSpent >= turn.coalSpent + 2 && !t.crash);
  if (faster.length > 0 && turn.end.coal > 0 && Math.min(...faster.map((t) => target(t).turns)) >= here.turns - 0.5) {
    // a turn that pays coal while a cheaper one is there keeps no coal: it pays for where it ends
    // (play-test 15: "saves coal" on a 1-coal move with free ones at the same speed)
    if (turn.coalSpent > 0 && turns.some((t) => !t.crash && t.coalSpent < turn.coalSpent)) return { code: 'hint/spend-for-place', coal: turn.coalSpent };
    return { code: 'hint/save-coal', coal: turn.end.coal };
  }
  const turnsFromNow = Math.max(1, Math.round(1 + here.turns));
  if (here.dock !== null) return { code: 'hint/dock', dock: here.dock, tile: spaceAt(state.river, here.dock)?.tileIndex ?? 0, turns: turnsFromNow };
  return { code: 'hint/finish-line', turns: turnsFromNow };
}

/** The nearest target (a dock with a passenger it may take, or the finish) and turns to it. */
function headingFor(
  state: GameState,
  docksUsed: readonly string[],
  passengers: number,
  k: number,
  heading: number,
  speed: number,
  coal: number,
): { dock: { q: number; r: number } | null; turns: number } {
  const { field, extra } = finishField(state);
  let best = { dock: null as { q: number; r: number } | null, turns: turnsToArrive(Math.min(FAR, distFacing(field, k, heading) + extra), speed, coal) };
  if (passengers >= 2) return best;
  best = { dock: null, turns: Infinity };
  for (const [key, n] of Object.entries(state.docks)) {
    if (n <= 0 || docksUsed.includes(key)) continue;
    const [q, r] = key.split(',').map(Number) as [number, number];
    const d = distFacing(targetField(state.river, pack({ q, r })), k, heading);
    if (d >= FAR) continue;
    const t = turnsToArrive(d, speed, coal);
    if (t < best.turns) best = { dock: { q, r }, turns: t };
  }
  if (best.dock === null) best.turns = turnsToArrive(Math.min(FAR, distFacing(field, k, heading) + extra), speed, coal);
  return best;
}
