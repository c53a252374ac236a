// Every race ends (rulebook "End of the game"; the rulebook is silent on both rules here, see
// docs/rules.md): a boat that can never move again is out of the race, and a race in which no boat
// gets anywhere for STALL_ROUNDS rounds may be ended in the current race order (`endStalledRace`).
// Both rules belong to mq-rules-2: a game of mq-rules-1 never has a boat out, never tracks the
// stall (its states stay byte-identical, so old records replay to the same hashes) and so can
// never be ended as stalled.
import { computeOrder } from './order.js';
import { boatProgress } from './race-progress.js';
import { rulesGeneration } from './rules-version.js';
import { allSides, placedSides, sideOfBoat } from './sides.js';
import { boardOf, pack } from './turn.js';
import type { Boat, GameEvent, GameState } from './types.js';

/** Rounds without any boat getting further (or taking a passenger) after which a race is stalled. */
export const STALL_ROUNDS = 40;

/** mq-rules-3 and later: a boat out of the race is taken off the river. */
export function leavesTheRiver(state: Pick<GameState, 'rulesVersion'>): boolean {
  return rulesGeneration(state) >= 3;
}

/** Whether a game plays the rules of this file (mq-rules-2 and later). */
export function endsEveryRace(state: Pick<GameState, 'rulesVersion'>): boolean {
  return rulesGeneration(state) >= 2;
}

function onSandbank(state: GameState, b: Boat): boolean {
  return b.pos !== null && boardOf(state.river).kind.get(pack(b.pos)) === 'sandbank';
}

/**
 * A boat that can never move again: on a sandbank with no coal. Nothing can bring it coal there:
 * a transfer (between the boats of a side, or from the Black Rose) needs both boats off
 * sandbanks, a coal depot needs its own move, and a boat on a sandbank cannot be pushed off.
 * The Black Rose gets a new allowance every turn, so it is never stuck.
 */
export function canNeverMoveAgain(state: GameState, b: Boat): boolean {
  return b.place === null && b.owner >= 0 && b.coal === 0 && onSandbank(state, b);
}

/** Sides whose place came from a finish (a side placed because all its boats went out is not one). */
export function finishedSides(state: Pick<GameState, 'config' | 'boats'>): Set<number> {
  const out = new Set<number>();
  for (const b of state.boats) if (b.place !== null && b.owner >= 0 && !b.out) out.add(sideOfBoat(state.config, b));
  return out;
}

/**
 * Puts every boat that can never move again out of the race (mq-rules-2). It takes no more turns;
 * under mq-rules-2 it stays where it is (an obstacle, like any boat on a sandbank), from mq-rules-3
 * on it leaves the river. A side all of whose boats
 * are out takes the last place still free: a side that went out earlier places behind one that
 * went out later; sides going out at the same moment are placed by race order then.
 */
export function settleOutOfRace(state: GameState, events: GameEvent[]): GameState {
  if (!endsEveryRace(state)) return state;
  const newlyOut = state.boats.filter((b) => !b.out && canNeverMoveAgain(state, b));
  if (newlyOut.length === 0) return state;
  let boats = state.boats.map((b) => (newlyOut.includes(b) ? { ...b, out: true as const } : b));
  const placed = placedSides(state);
  const sides = [...new Set(newlyOut.map((b) => sideOfBoat(state.config, b)))].filter(
    (side) => !placed.has(side) && boats.every((b) => b.owner < 0 || sideOfBoat(state.config, b) !== side || b.out || b.place !== null),
  );
  // places from the bottom: the last place still free goes to the side furthest behind
  const order = computeOrder(state);
  const rank = (side: number) => Math.min(...state.boats.filter((b) => b.owner >= 0 && sideOfBoat(state.config, b) === side).map((b) => order.indexOf(b.id)).filter((i) => i >= 0));
  sides.sort((a, b) => rank(b) - rank(a));
  // sides placed without a finish went out before: they hold the places below (a finished
  // side's boat that had gone out shares its side's place, so it does not count here)
  const finished = finishedSides(state);
  const outSides = [...placed].filter((side) => !finished.has(side));
  let place = allSides(state.config).length - outSides.length;
  const sidePlace = new Map<number, number>();
  for (const side of sides) sidePlace.set(side, place--);
  boats = boats.map((b) => (b.owner >= 0 && b.place === null && sidePlace.has(sideOfBoat(state.config, b)) ? { ...b, place: sidePlace.get(sideOfBoat(state.config, b))! } : b));
  for (const b of newlyOut) {
    const now = boats.find((x) => x.id === b.id)!;
    events.push({ type: 'outOfRace', boat: b.id, reason: 'sandbankNoCoal', place: now.place });
  }
  // mq-rules-3: it leaves the river (after its place was read from the race order): a boat that
  // will never move again must not close a narrows for everyone behind it (seed 1100889: the only
  // way onto the newest tile was its sandbank)
  if (leavesTheRiver(state)) boats = boats.map((b) => (newlyOut.some((o) => o.id === b.id) ? { ...b, pos: null } : b));
  return { ...state, boats };
}

/** How long the race has gone without anybody getting further; null when the game does not track it (mq-rules-1). */
export interface StallStatus {
  /** The race may be ended in its current order (`endStalledRace`). */
  stalled: boolean;
  /** Whole rounds since the last round in which some boat got further, took a passenger or a place was decided. */
  roundsWithoutProgress: number;
  /** That round. */
  sinceRound: number;
}

export function stallStatus(state: GameState): StallStatus | null {
  if (!endsEveryRace(state) || !state.stall || state.pending.kind === 'over') return null;
  const rounds = state.round - state.stall.since;
  return { stalled: rounds >= STALL_ROUNDS, roundsWithoutProgress: rounds, sinceRound: state.stall.since };
}

/** Whether the race is stalled now: `endStalledRace` is legal. */
export function isStalled(state: GameState): boolean {
  return stallStatus(state)?.stalled === true;
}

/** A boat's standing for the stall measure: passengers aboard first, then progress down the river. */
function standing(state: GameState, b: Boat): number {
  return b.passengers * 100 + boatProgress(state, b);
}

/**
 * At the start of each round (mq-rules-2): remember each racing boat's best standing; the race
 * moved this round if a boat beat its best, or a place was decided since the last round.
 */
export function trackStall(state: GameState): GameState {
  if (!endsEveryRace(state)) return state;
  const prev = state.stall;
  const best = { ...(prev?.best ?? {}) };
  let moved = prev === undefined;
  for (const b of state.boats) {
    if (b.owner < 0 || b.place !== null || b.out || !b.pos) continue;
    const s = standing(state, b);
    if (best[b.id] === undefined || s > best[b.id]!) {
      best[b.id] = s;
      moved = true;
    }
  }
  const placed = state.boats.filter((b) => b.place !== null).length;
  if (prev && placed > prev.placed) moved = true;
  return { ...state, stall: { best, placed, since: moved ? state.round : prev!.since } };
}

/** The race is over because it stalled: places by the current race order (the caller ends the game). */
export function stalledEvent(state: GameState): GameEvent {
  return { type: 'raceEndedStalled', round: state.round, roundsWithoutProgress: state.round - state.stall!.since };
}
