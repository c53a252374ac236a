// A new game and the chance steps of the river (start order, tile draws, die rolls, the Finish).
// Setup flow: pending = chance startOrder → chance drawTile (first tile, attached straight, no
// die) → placeBoat for each boat in start order → round 1. Each function returns a new state and
// the events, or an error code, and never mutates its input.
//
// Randomness: every applied chance action advances state.rng by exactly one nextUint32 step,
// whatever the outcome; sampleChance() reads that step's value to pick an outcome uniformly
// among chanceOutcomes(). So a recorded outcome replays to the same rng state, and a forced
// outcome (scenario, test) keeps the generator in step.
// `seq` is not touched here: the central apply() counts every action once.
import { ConfigError, ENGINE_VERSION, KNOWN_RULES_VERSIONS, RULES_VERSION, validateConfig } from './config.js';
import { addPassengers, passengerSupply, passengersForNewTile } from './passengers.js';
import { nextUint32, seedRng } from './rng.js';
import { rulesGeneration } from './rules-version.js';
import { BLACK_ROSE_ID, controllerFor, deciderOf } from './sides.js';
import {
  DIE_FACES,
  dieRefusal,
  finishDocks,
  finishRefusal,
  legalDieFaces,
  legalFinishFaces,
  placeNext,
  START_TILE,
  startDockHex,
  type DieRefusal,
} from './river.js';
import type {
  Action,
  Boat,
  BoatId,
  DieFace,
  Dir,
  ErrorCode,
  GameConfig,
  GameEvent,
  GameState,
  PlacedTile,
  TileId,
} from './types.js';

export type StepResult = { state: GameState; events: GameEvent[] } | { code: ErrorCode };

export interface NewGameOptions {
  /**
   * The rules the game runs under: a game rebuilt from a record or a saved row passes the rules
   * it was played with, so it replays as it was played. Default: this engine's RULES_VERSION.
   */
  rulesVersion?: string;
}

/** Refuses a rules version this engine does not play (unknown, or from a newer app). */
export function checkRulesVersion(rulesVersion: unknown): string {
  if (typeof rulesVersion !== 'string' || !KNOWN_RULES_VERSIONS.includes(rulesVersion)) {
    throw new ConfigError('config/rules-version', 'rulesVersion');
  }
  return rulesVersion;
}

/** The initial state: nothing placed but A0, boats off the river, waiting for the start order. */
export function newGame(config: GameConfig, seed: number, options: NewGameOptions = {}): GameState {
  const check = validateConfig(config);
  if (!check.ok) throw new ConfigError(check.code, check.field);
  if (!Number.isFinite(seed)) throw new ConfigError('config/malformed', 'seed');
  const rulesVersion = checkRulesVersion(options.rulesVersion ?? RULES_VERSION);
  const boats: Boat[] = config.seats.flatMap((seat, owner) =>
    seat.boats.map((id) => ({
      id,
      owner,
      pos: null,
      heading: 0 as Dir,
      speed: 1,
      coal: 6,
      passengers: 0,
      docksUsed: [],
      lostTurns: 0,
      freeDeparture: false,
      place: null,
    })),
  );
  if (config.blackRose) {
    // unlimited coal: `coal` is its manoeuvre allowance, set at the start of each of its turns
    boats.push({ ...boats[0]!, id: BLACK_ROSE_ID, owner: -1, coal: 1, docksUsed: [] });
  }
  return {
    engineVersion: ENGINE_VERSION,
    rulesVersion,
    config: copyConfig(config),
    rng: seedRng(seed),
    river: [START_TILE],
    stack: [...config.riverTiles],
    finish: null,
    docks: {},
    supply: passengerSupply(config),
    boats,
    round: 0,
    order: [],
    turnIndex: 0,
    turn: null,
    reorientQueue: [],
    revealOwed: false,
    drawn: null,
    pending: { kind: 'chance', chance: 'startOrder' },
    seq: 0,
  };
}

function copyConfig(config: GameConfig): GameConfig {
  return { ...config, seats: config.seats.map((s) => ({ ...s, boats: [...s.boats] })), riverTiles: [...config.riverTiles] };
}

// ---- chance outcomes ------------------------------------------------------------------------

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/** Boats that take a start dock or the shipyard (in seat order, the Black Rose last). */
function startingBoats(state: GameState): BoatId[] {
  return state.boats.map((b) => b.id);
}

/**
 * Every possible start order (order[i] takes start dock i+1; a sixth boat the shipyard). Two
 * players: the starting player's boats take docks 1 and 4, the other's 2 and 3; with
 * config.firstSeat only that player's placements (still drawn: which boat takes which dock). The Black Rose
 * always starts last (rulebook, The Black Rose: Setup).
 */
export function startOrders(state: GameState): BoatId[][] {
  const players = state.boats.filter((b) => b.owner >= 0);
  const tail = players.length < state.boats.length ? [BLACK_ROSE_ID] : [];
  if (state.config.seats.length === 2) {
    const out: BoatId[][] = [];
    // the players may choose who starts (config.firstSeat); otherwise either may, by lot
    const firsts = state.config.firstSeat === undefined ? [0, 1] : [state.config.firstSeat];
    for (const first of firsts) {
      const mine = players.filter((b) => b.owner === first).map((b) => b.id);
      const theirs = players.filter((b) => b.owner !== first).map((b) => b.id);
      for (const [a, d] of permutations(mine)) for (const [b, c] of permutations(theirs)) out.push([a!, b!, c!, d!, ...tail]);
    }
    return out;
  }
  return permutations(players.map((b) => b.id)).map((o) => [...o, ...tail]);
}

/**
 * Under mq-rules-2 the die is rolled for real (docs/rules.md, Discovering a new tile): every face
 * can come up, and one that may not stand is recorded as a refused roll before the die is rolled
 * again. Under mq-rules-1 only the faces that stand were outcomes (a reroll left no trace).
 */
function realDie(state: GameState): boolean {
  return rulesGeneration(state) >= 2 && state.river.length > 1;
}

/**
 * Every possible outcome of the pending chance event, each equally likely. Die rolls: all three
 * faces (mq-rules-1: only the faces that stand, which is the same as rerolling the others).
 * Empty when no chance event is pending.
 */
export function chanceOutcomes(state: GameState): Action[] {
  if (state.pending.kind !== 'chance') return [];
  switch (state.pending.chance) {
    case 'startOrder':
      return startOrders(state).map((order) => ({ type: 'startOrder', order }));
    case 'drawTile':
      return [...new Set(state.stack)].sort().map((tile) => ({ type: 'drawTile', tile }));
    case 'rollDie':
      if (!state.drawn) return [];
      return (realDie(state) ? DIE_FACES : legalDieFaces(state.river, state.drawn, state.stack.length)).map((face) => ({ type: 'rollDie', face }));
    case 'rollFinish':
      return (realDie(state) ? DIE_FACES : legalFinishFaces(state.river)).map((face) => ({ type: 'rollFinish', face }));
  }
}

/** A refused roll (mq-rules-2): the draw is spent, the event says why, the same roll is pending again. */
function refusedRoll(state: GameState, face: DieFace, why: DieRefusal): StepResult {
  return { state: { ...state, rng: advanceRng(state) }, events: [{ type: 'dieRolled', face, accepted: false, ...why }] };
}

/** Picks the pending chance outcome from state.rng (does not advance it: applying does). */
export function sampleChance(state: GameState): Action {
  const outcomes = chanceOutcomes(state);
  if (outcomes.length === 0) throw new RangeError('sampleChance: no chance event pending');
  const [x] = nextUint32(state.rng);
  // One 32-bit draw per event; the bias of x·n/2^32 is below n/2^32 (n ≤ 720): irrelevant.
  return outcomes[Math.floor((x * outcomes.length) / 0x100000000)]!;
}

function advanceRng(state: GameState): number[] {
  return nextUint32(state.rng)[1];
}

function isPendingChance(state: GameState, chance: 'drawTile' | 'rollDie' | 'rollFinish' | 'startOrder'): boolean {
  return state.pending.kind === 'chance' && state.pending.chance === chance;
}

// ---- start order and boat placement ---------------------------------------------------------

/** Random assignment of boats to start docks: order[i] starts on dock i+1 and moves i-th in round 1. */
export function applyStartOrder(state: GameState, order: BoatId[]): StepResult {
  if (state.pending.kind === 'over') return { code: 'game/over' };
  if (!isPendingChance(state, 'startOrder')) return { code: 'action/wrong-decision' };
  const ids = startingBoats(state);
  if (
    !Array.isArray(order) ||
    order.length !== ids.length ||
    new Set(order).size !== order.length ||
    !order.every((id) => ids.includes(id)) ||
    !startOrders(state).some((o) => o.every((id, i) => order[i] === id))
  ) {
    return { code: 'chance/invalid-outcome' };
  }
  // the sixth boat waits on the shipyard (pos null) until its first turn
  const boats = state.boats.map((b) => {
    const i = order.indexOf(b.id);
    return { ...b, pos: i < 5 ? startDockHex(state.river, i + 1) : null };
  });
  const next: GameState = {
    ...state,
    rng: advanceRng(state),
    boats,
    order: [...order],
    turnIndex: 0,
    pending: { kind: 'chance', chance: 'drawTile' },
  };
  if (state.config.blackRose) next.blackRose = { controller: controllerFor(boats, order), given: 0 };
  return { state: next, events: [{ type: 'startOrder', order: [...order] }] };
}

/** The boat waiting to be placed after `index` in start order, as a pending decision. */
function placeBoatDecision(state: GameState, index: number): GameState['pending'] {
  const id = state.order[index]!;
  const boat = state.boats.find((b) => b.id === id)!;
  return { kind: 'placeBoat', player: deciderOf(state, boat), boat: id };
}

/** Whether the boat at this start-order index still has to be placed (not the shipyard boat). */
function placesAt(state: GameState, boats: readonly Boat[], index: number): boolean {
  const id = state.order[index];
  return id !== undefined && boats.find((b) => b.id === id)!.pos !== null;
}

/**
 * The pending boat gets its heading on its start dock (RULINGS §3: any of the 6). After the last
 * boat, round 1 starts in start order: round = 1, turnIndex = 0, a roundStarted event, and
 * pending = move for the first boat (the turn flow may replace it, e.g. to emit turnStarted).
 */
export function applyPlaceBoat(state: GameState, heading: Dir): StepResult {
  if (state.pending.kind === 'over') return { code: 'game/over' };
  if (state.pending.kind !== 'placeBoat') return { code: 'action/wrong-decision' };
  if (!Number.isInteger(heading) || heading < 0 || heading > 5) return { code: 'heading/invalid' };
  const id = state.pending.boat;
  const boats = state.boats.map((b) => (b.id === id ? { ...b, heading } : b));
  const boat = boats.find((b) => b.id === id)!;
  const events: GameEvent[] = [{ type: 'boatPlaced', boat: id, hex: boat.pos!, heading }];
  const index = state.order.indexOf(id);
  let next: GameState = { ...state, boats };
  if (placesAt(state, boats, index + 1)) {
    next = { ...next, pending: placeBoatDecision(next, index + 1) };
  } else {
    const first = boats.find((b) => b.id === state.order[0])!;
    next = { ...next, round: 1, turnIndex: 0, pending: { kind: 'move', player: deciderOf(state, first), boat: first.id } };
    events.push({ type: 'roundStarted', round: 1, order: [...state.order] });
    if (state.blackRose) events.push({ type: 'blackRoseControl', player: state.blackRose.controller });
  }
  return { state: next, events };
}

// ---- tiles ----------------------------------------------------------------------------------

function placeTile(state: GameState, placed: PlacedTile): { state: GameState; event: GameEvent } {
  const passengers = passengersForNewTile(state, placed);
  const { docks, supply } = addPassengers(state.docks, state.supply, passengers);
  const river = [...state.river, placed];
  return {
    state: { ...state, river, docks, supply },
    event: { type: 'tilePlaced', index: river.length - 1, placed, passengers },
  };
}

/**
 * A tile drawn from the stack. The first one is attached straight at once (with its
 * passengers) and placement of the boats begins; later ones wait in `drawn` for the die.
 */
export function applyDrawTile(state: GameState, tile: TileId): StepResult {
  if (state.pending.kind === 'over') return { code: 'game/over' };
  if (!isPendingChance(state, 'drawTile')) return { code: 'action/wrong-decision' };
  const at = state.stack.indexOf(tile);
  if (at < 0 || state.drawn !== null) return { code: 'chance/invalid-outcome' };
  const stack = [...state.stack.slice(0, at), ...state.stack.slice(at + 1)];
  let next: GameState = { ...state, rng: advanceRng(state), stack };
  const events: GameEvent[] = [{ type: 'tileDrawn', tile }];
  if (state.river.length === 1) {
    const placed = placeTile(next, placeNext(next.river, 'straight', tile));
    next = { ...placed.state, pending: next.order.length > 0 ? placeBoatDecision(next, 0) : next.pending };
    events.push(placed.event);
  } else {
    next = { ...next, drawn: tile, pending: { kind: 'chance', chance: 'rollDie' } };
  }
  return { state: next, events };
}

/**
 * The direction die for the drawn tile. A face that would touch an older tile (or lead into a
 * dead end) does not stand: under mq-rules-2 it is a refused roll and the die is rolled again
 * (the tile stays drawn); under mq-rules-1 it is not a valid outcome. A face that stands places
 * the tile and its passengers. If the stack is now empty the Finish is owed at once (pending =
 * chance rollFinish); otherwise `pending` is left as it was for the turn flow to set.
 */
export function applyDieRoll(state: GameState, face: DieFace): StepResult {
  if (state.pending.kind === 'over') return { code: 'game/over' };
  if (!isPendingChance(state, 'rollDie') || state.drawn === null) return { code: 'action/wrong-decision' };
  if (!DIE_FACES.includes(face)) return { code: 'chance/invalid-outcome' };
  const why = dieRefusal(state.river, state.drawn, state.stack.length, face);
  if (why) return realDie(state) ? refusedRoll(state, face, why) : { code: 'chance/invalid-outcome' };
  const placed = placeTile({ ...state, rng: advanceRng(state), drawn: null }, placeNext(state.river, face, state.drawn));
  let next = placed.state;
  if (next.stack.length === 0) next = { ...next, pending: { kind: 'chance', chance: 'rollFinish' } };
  return { state: next, events: [{ type: 'dieRolled', face, accepted: true }, placed.event] };
}

/**
 * The Finish: its docks are the usable facing spaces of the last tile. A face whose Finish would
 * touch an older tile is refused as for tiles. `pending` is left to the flow.
 */
export function applyFinishRoll(state: GameState, face: DieFace): StepResult {
  if (state.pending.kind === 'over') return { code: 'game/over' };
  if (!isPendingChance(state, 'rollFinish') || state.finish !== null || state.river.length < 2) {
    return { code: 'action/wrong-decision' };
  }
  if (!DIE_FACES.includes(face)) return { code: 'chance/invalid-outcome' };
  const why = finishRefusal(state.river, face);
  if (why) return realDie(state) ? refusedRoll(state, face, why) : { code: 'chance/invalid-outcome' };
  const finish = { attached: face, docks: finishDocks(state.river, face) };
  // mq-rules-2 tells every roll; mq-rules-1 games said only where the Finish went
  const rolled: GameEvent[] = realDie(state) ? [{ type: 'dieRolled', face, accepted: true }] : [];
  return {
    state: { ...state, rng: advanceRng(state), finish },
    events: [...rolled, { type: 'finishPlaced', finish }],
  };
}
