// Random legal play, shared by `mq simulate`, the property tests and the benchmarks.
// The random player draws its choices from its own generator, so the game's rng (chance
// outcomes, via sampleChance) stays exactly what a replay of the record reproduces.
import { apply, applyLegalTurn, isStalled, legalActions, legalTurnRecords, RECORD_FINISHES, sampleChance, type TurnRecords } from '../engine/index.js';
import { hexDistance, parseHexKey } from '../engine/hex.js';
import { raceRank } from '../engine/order.js';
import { spaceAt } from '../engine/river.js';
import { randomInt, seedRng } from '../engine/rng.js';
import { boardOf, CELL_WATER, DELTA_K, pack, unpack } from '../engine/turn.js';
import type { Action, GameEvent, GameState, Hex, LegalTurn } from '../engine/types.js';

/**
 * How the random player picks a complete turn:
 * - 'uniform': uniformly among legalTurns (the plain "random legal game");
 * - 'eager': still random, but a finishing turn or a passenger pickup is always taken when
 *   offered; otherwise 7 times in 8 it picks among the turns that bring the boat closest (by
 *   water) to the nearest dock with a passenger for it (or the finish, with 2 aboard) at a speed
 *   that lets it stop there, sparing coal, or, with no such target, among the sixteenth that end
 *   furthest down the river (keeping speed). Documented in docs/cli.md.
 *   Uniform play wanders for hundreds of rounds; eager games have a realistic length, so they
 *   measure the engine on the positions real games reach.
 */
export type RandomPolicy = 'uniform' | 'eager';
export const RANDOM_POLICIES: readonly RandomPolicy[] = ['uniform', 'eager'];

export interface RandomGameOptions {
  /** Seed of the random player's own choices. */
  seed: number;
  /** Default 'uniform'. */
  policy?: RandomPolicy;
  /**
   * Give up after this many actions (the game is then reported unfinished). Chance outcomes due
   * at that point are still drawn, so an unfinished game stops at a decision, like a game the
   * app stores (main resolves chance at once).
   */
  maxActions?: number;
  /**
   * End a stalled race (`endStalledRace`, docs/rules.md "A stalled race") as a table of computer
   * captains does in the app; without it a race whose boats can no longer gain runs to maxActions.
   */
  endStalled?: boolean;
  /** Called after every applied action (property tests check invariants here). */
  onAction?: (before: GameState, action: Action, after: GameState, events: GameEvent[]) => void;
}

export interface RandomGameResult {
  state: GameState;
  actions: Action[];
  finished: boolean;
}

/** Thrown when the engine rejects an action it itself offered as legal: an engine bug. */
export class IllegalOfferError extends Error {
  constructor(readonly state: GameState, readonly action: Action, readonly code: string) {
    super(`engine rejected its own legal action ${JSON.stringify(action)} with ${code} at seq ${state.seq}`);
    this.name = 'IllegalOfferError';
  }
}

export function playRandomGame(start: GameState, opts: RandomGameOptions): RandomGameResult {
  const maxActions = opts.maxActions ?? 20_000;
  let rng = seedRng(opts.seed);
  const choose = <T>(items: readonly T[]): T => {
    const [i, next] = randomInt(rng, items.length);
    rng = next;
    return items[i]!;
  };
  // choose(items) over the indices of n items, without the list
  const chooseIndex = (n: number): number => {
    const [i, next] = randomInt(rng, n);
    rng = next;
    return i;
  };
  let state = start;
  const actions: Action[] = [];
  const step = (a: Action) => {
    const r = apply(state, a);
    if (!r.ok) throw new IllegalOfferError(state, a, r.code);
    opts.onAction?.(state, a, r.state, r.events);
    actions.push(a);
    state = r.state;
  };
  while (state.pending.kind !== 'over' && (actions.length < maxActions || state.pending.kind === 'chance')) {
    const p = state.pending;
    if (opts.endStalled && p.kind !== 'chance' && isStalled(state)) {
      step({ type: 'endStalledRace' });
    } else if (p.kind === 'chance') {
      step(sampleChance(state));
    } else if (p.kind === 'move') {
      // legalTurns as records: the choice reads a few fields of each turn, and only the turn
      // chosen is built (building every LegalTurn was a third of a game's time)
      const turns = legalTurnRecords(state);
      if (turns.length > 0) {
        const k = opts.policy === 'eager' ? eagerChoice(state, p.boat, turns, chooseIndex) : chooseIndex(turns.length);
        const acts = turns.turn(k).actions;
        if (opts.onAction) for (const a of acts) step(a);
        else {
          // no one watches each step: the whole listed turn at once (same state, see applyLegalTurn)
          const r = applyLegalTurn(state, acts, false);
          if (!r.ok) throw new IllegalOfferError(state, acts[0]!, r.code);
          for (const a of acts) actions.push(a);
          state = r.state;
        }
      } else {
        const acts = legalActions(state);
        if (acts.length === 0) throw new Error(`no legal turn nor action for ${p.boat} at seq ${state.seq}`);
        step(choose(acts));
      }
    } else {
      const acts = legalActions(state);
      if (acts.length === 0) throw new Error(`no legal action for pending ${p.kind} at seq ${state.seq}`);
      step(choose(acts));
    }
  }
  return { state, actions, finished: state.pending.kind === 'over' };
}

/**
 * The eager player's pick among a list of complete turns (the network tests' bots): the list must
 * be the state's own legal turns, in their order (a client computes them from its view).
 */
export function eagerTurn(state: GameState, boatId: string, turns: readonly LegalTurn[], choose: <T>(items: readonly T[]) => T): LegalTurn {
  // choose(items) as a pick of an index: the same draw over a list of the same length
  const pick = (n: number): number => choose(Array.from({ length: n }, (_, i) => i));
  return turns[eagerChoice(state, boatId, legalTurnRecords(state), pick)]!;
}

// The candidates' indices, reused by every choice (the lists can hold over a thousand turns; a
// filtered array per criterion per move was a good part of a random game's garbage).
let among = new Int32Array(2048);
let cost = new Int32Array(2048);

/**
 * The turn the eager player picks (see RandomPolicy): its index in legalTurns' order. `pick(n)`:
 * a random index below n (the player's own generator; every draw is over a list of candidates,
 * in index order, so the games stay what they were when the lists were arrays).
 */
function eagerChoice(state: GameState, boatId: string, turns: TurnRecords, pick: (n: number) => number): number {
  const boat = state.boats.find((b) => b.id === boatId)!;
  const finish = state.finish?.docks ?? [];
  const finishKeys = finish.map(pack);
  const n = turns.length;
  if (among.length < n) {
    among = new Int32Array(n * 2);
    cost = new Int32Array(n * 2);
  }
  let m = 0;
  for (let i = 0; i < n; i++) {
    if ((turns.flags[i]! & RECORD_FINISHES) !== 0 || (turns.speed[i] === 1 && turns.passengers[i] === 2 && finishKeys.includes(turns.pos[i]!))) among[m++] = i;
  }
  if (m) return pickLeastCoal(turns, m, pick);
  for (let i = 0; i < n; i++) if (turns.passengers[i]! > boat.passengers) among[m++] = i;
  if (m) return pickLeastCoal(turns, m, pick);
  if (pick(8) === 0) {
    for (let i = 0; i < n; i++) among[i] = i;
    return pickLeastCoal(turns, n, pick);
  }
  // Head for the nearest useful dock (a passenger not yet taken from it), or the finish with 2
  // aboard, arriving slowly; with no target, sail as far down the river as possible.
  const here = boat.pos!;
  let targets: Hex[] = [];
  if (boat.passengers < 2) {
    const hereTile = spaceAt(state.river, here)?.tileIndex ?? 0;
    targets = Object.entries(state.docks)
      .filter(([k, n]) => n > 0 && !boat.docksUsed.includes(k))
      .map(([k]) => parseHexKey(k))
      .filter((h) => (spaceAt(state.river, h)?.tileIndex ?? -1) >= hereTile - 1);
  } else targets = finish;
  if (targets.length) {
    // distances by water, not as the crow flies: straight-line greed gets stuck behind islands
    // and river bends (it made eager games last 70+ rounds, boats circling at speed 1-2)
    const dists = targets.map((g) => waterDistances(state, g));
    const far = (d: Int16Array, h: Hex) => {
      const w = d[pack(h)]!;
      return w >= 0 ? w : 1000;
    };
    let gi = 0;
    for (let i = 1; i < targets.length; i++) if (far(dists[i]!, here) < far(dists[gi]!, here)) gi = i;
    const goal = targets[gi]!;
    const dist = dists[gi]!;
    // each cost once (the list can hold over a thousand turns)
    let best = Infinity;
    for (let i = 0; i < n; i++) {
      const k = turns.pos[i]!;
      const w = dist[k]!;
      const d = w >= 0 ? w : 1000 + hexDistance(unpack(k), goal);
      const c = d + Math.max(0, turns.speed[i]! - Math.max(1, d)) + 3 * turns.coalSpent[i]!;
      cost[i] = c;
      if (c < best) best = c;
    }
    for (let i = 0; i < n; i++) if (cost[i]! <= best) among[m++] = i;
    return among[pick(m)]!;
  }
  // the rank of a space depends on the space only: once per end space
  const ranks = new Map<number, ReturnType<typeof raceRank>>();
  const tile = new Int32Array(n);
  const progress = new Float64Array(n);
  const order: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const k = turns.pos[i]!;
    let r = ranks.get(k);
    if (r === undefined) ranks.set(k, (r = raceRank(state, { ...boat, pos: unpack(k) })));
    tile[i] = r?.tileIndex ?? -1;
    progress[i] = (r?.progress ?? 0) + turns.speed[i]! - 4 * turns.coalSpent[i]!;
    order[i] = i;
  }
  // furthest first; equal ones in list order (as the stable sort of the list did)
  order.sort((a, b) => tile[b]! - tile[a]! || progress[b]! - progress[a]! || a - b);
  return order[pick(Math.max(1, Math.ceil(n / 16)))]!;
}

/** Among the first `m` of `among`, a random one of those spending the least coal. */
function pickLeastCoal(turns: TurnRecords, m: number, pick: (n: number) => number): number {
  let min = Infinity;
  for (let j = 0; j < m; j++) if (turns.coalSpent[among[j]!]! < min) min = turns.coalSpent[among[j]!]!;
  let k = 0;
  for (let j = 0; j < m; j++) if (turns.coalSpent[among[j]!] === min) among[k++] = among[j]!;
  return among[pick(k)]!;
}

/** Steps by water from every river space to `goal`, by packed space (-1: none), memoised per river array and goal. */
const distCache = new WeakMap<object, Map<number, Int16Array>>();
function waterDistances(state: GameState, goal: Hex): Int16Array {
  let byGoal = distCache.get(state.river);
  if (!byGoal) distCache.set(state.river, (byGoal = new Map()));
  const gk = pack(goal);
  let dist = byGoal.get(gk);
  if (dist) return dist;
  // breadth first over the engine's packed river map (water: every space a boat can be on)
  const cell = boardOf(state.river).cell;
  dist = new Int16Array(65536).fill(-1);
  dist[gk] = 0;
  const queue = [gk];
  for (let i = 0; i < queue.length; i++) {
    const k = queue[i]!;
    const d = dist[k]!;
    for (const step of DELTA_K) {
      const n = k + step;
      if (dist[n]! >= 0 || (cell[n]! & CELL_WATER) === 0) continue;
      dist[n] = d + 1;
      queue.push(n);
    }
  }
  byGoal.set(gk, dist);
  return dist;
}
