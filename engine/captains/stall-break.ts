// Breaking a deadlock. Two captains can push each other back and forth for ever: a boat in a
// dead end can only leave through the space its rival takes back every turn (issue 13, seeds
// 1000037, 1000066, 1000323). Each one's choice is right for one turn and the race never moves.
// So once the race has gone STALL_BREAK_ROUNDS rounds without progress (the same measure as the
// stall ending, engine/end-of-game.ts), a captain sometimes plays a random turn instead of its best
// one (or a random heading when its boat is pushed), preferring turns that push nobody, keep its coal and keep it afloat: one side stepping
// aside is enough to end the loop, long before the stall ending (40 rounds) would.
// A loop needs contact: a boat with no other boat near it is left to its captain (random turns
// would undo a long trip back upstream to a dock, which the stall measure does not count as
// progress), and so is a boat that can never win without coal (its captain runs it aground).
import { stallStatus } from '../end-of-game.js';
import { hexDistance } from '../hex.js';
import { legalActions } from '../legal.js';
import type { Action, Boat, GameState, LegalTurn } from '../types.js';
import { NO_WAY } from './coalless.js';
import { boatAfter, coallessTurns, DEFAULT_WEIGHTS, planWeights, turnsToWin } from './evaluate.js';
import type { CaptainRng } from './types.js';

export const STALL_BREAK_ROUNDS = 8;
/** How near (in spaces) another racing boat must be for a loop to be possible. */
export const STALL_BREAK_CONTACT = 3;

function inContact(state: GameState, boat: Boat): boolean {
  if (!boat.pos) return false;
  return state.boats.some((b) => b.id !== boat.id && b.place === null && b.pos !== null && hexDistance(b.pos, boat.pos!) <= STALL_BREAK_CONTACT);
}

/** A deadlock-breaking turn that gains at least this much (turns, own estimate) still counts as making headway. */
const BREAK_MIN_GAIN = 0.5;

/** What each turn gains on the boat's own estimate of its turns to win. */
function ownGainsOf(state: GameState, boat: Boat, turns: readonly LegalTurn[]): number[] {
  const w = planWeights(state, DEFAULT_WEIGHTS);
  const now = turnsToWin(state, boat, w);
  return turns.map((t) => now - turnsToWin(state, boatAfter(state, boat, t), w));
}

/** The index of a deadlock-breaking turn, or null to let the captain choose as usual. */
export function stallBreakTurn(state: GameState, turns: readonly LegalTurn[], rng: CaptainRng): number | null {
  const p = state.pending;
  if (p.kind !== 'move' || turns.length < 2) return null;
  const rounds = stallStatus(state)?.roundsWithoutProgress ?? 0;
  if (rounds < STALL_BREAK_ROUNDS) return null;
  const boat = state.boats.find((b) => b.id === p.boat)!;
  // A turn that makes progress is the captain's own business: it will take it.
  if (turns.some((t) => t.finishes || t.end.passengers > boat.passengers)) return null;
  if (!inContact(state, boat)) return null;
  if (boat.coal === 0 && boat.owner >= 0 && coallessTurns(state, boat) >= NO_WAY) return null;
  // More and more often as the stall goes on (at most 3 turns in 5: a plan still gets played).
  if (rng.float() >= Math.min(0.6, (rounds - STALL_BREAK_ROUNDS + 1) / 10)) return null;
  const all = turns.map((_, i) => i);
  const afloat = all.filter((i) => !turns[i]!.crash && !turns[i]!.stranded);
  const aside = afloat.filter((i) => !turns[i]!.pushed?.length);
  const free = aside.filter((i) => turns[i]!.coalSpent === 0);
  // Among those, turns that still gain on the boat's own estimate come first: two boats on the
  // same long trip back upstream are in contact too, and random turns kept them from ever
  // getting there (seed 1600110, 5 players: both wandered by the Finish for 250 rounds).
  const gaining = ownGainsOf(state, boat, turns);
  const gainingAside = aside.filter((i) => gaining[i]! >= BREAK_MIN_GAIN);
  const gainingFree = gainingAside.filter((i) => turns[i]!.coalSpent === 0);
  const pool = [gainingFree, gainingAside, free, aside, afloat, all].find((xs) => xs.length > 0)!;
  return pool[rng.int(pool.length)]!;
}

/** The same for the heading of a pushed boat (its owner's choice decides its next turn too), or null. */
export function stallBreakHeading(state: GameState, rng: CaptainRng): Action | null {
  const p = state.pending;
  if (p.kind !== 'reorient') return null;
  const rounds = stallStatus(state)?.roundsWithoutProgress ?? 0;
  if (rounds < STALL_BREAK_ROUNDS || rng.float() >= Math.min(0.6, (rounds - STALL_BREAK_ROUNDS + 1) / 10)) return null;
  const options = legalActions(state).filter((a) => a.type === 'reorient');
  return options.length > 1 ? options[rng.int(options.length)]! : null;
}
