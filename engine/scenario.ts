// Scenario files (docs/scenario-format.md): parse + validate a scenario JSON into a GameState,
// and write a GameState back as a scenario. Pure: no I/O. Positions are derived from the river
// with the engine's own placement rule, so a file cannot hold inconsistent coordinates.
import { hexKey, parseHexKey } from './hex.js';
import { seedRng, isRngState } from './rng.js';
import {
  finishDocks,
  globalHex,
  isPassengerDock,
  isWater,
  legalFinishFaces,
  placeNext,
  riverMap,
  spaceAt,
  touchesOlderTiles,
} from './river.js';
import { ConfigError, ENGINE_VERSION, KNOWN_RULES_VERSIONS, RULES_VERSION, riverTilesFor, validateConfig } from './config.js';
import { passengerSupply, passengersForNewTile } from './passengers.js';
import { computeOrder, roundOneOrder } from './order.js';
import { freshTurn, fromShipyard, nextTurn, roseGuardFor, shipyardDocks } from './flow.js';
import { blackRoseAllowance } from './black-rose.js';
import { BLACK_ROSE_ID, controllerFor, deciderOf, sideOfSeat } from './sides.js';
import { transferPartners } from './transfer.js';
import { challengeProblem, makeChallenge, type Challenge, type ChallengeError, type ChallengeGoal } from './challenge.js';
import {
  HEADING_NAMES,
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  configCodeText,
  scenarioSchema,
  zodIssues,
  issueText,
  type Scenario,
  type ScenarioIssue,
  type ScenarioPosition,
} from './scenario-schema.js';
import type {
  Action,
  Boat,
  BoatId,
  DieFace,
  Dir,
  GameConfig,
  GameState,
  Hex,
  PlacedTile,
  TileId,
  TurnInProgress,
} from './types.js';

export { SCENARIO_FORMAT, SCENARIO_VERSION, issueText, configCodeText };
export type { Scenario, ScenarioIssue, ScenarioPosition };

export type ScenarioResult =
  | { ok: true; state: GameState; scenario: Scenario }
  | { ok: false; issues: ScenarioIssue[] };

/** Thrown internally to stop at the first semantic problem; never escapes this module. */
class Invalid extends Error {
  constructor(readonly field: string, msg: string) {
    super(msg);
  }
}
const fail = (field: string, msg: string): never => {
  throw new Invalid(field, msg);
};

/** Parse scenario text (or an already-parsed object) into a GameState; every issue names its field. */
export function parseScenario(input: string | unknown): ScenarioResult {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (e) {
      return { ok: false, issues: [{ field: '', message: `not valid JSON (${(e as Error).message})` }] };
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, issues: [{ field: '', message: 'a scenario must be a JSON object' }] };
  const parsed = scenarioSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  try {
    return { ok: true, state: buildState(parsed.data), scenario: parsed.data };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, issues: [{ field: e.field, message: e.message }] };
    throw e;
  }
}

/**
 * The challenge a parsed scenario sets (docs/scenario-format.md, "Challenges"): its goal (default:
 * win the race from here), par and solution. An impossible goal is an issue naming the field.
 */
export function scenarioChallenge(
  sc: Scenario,
  state: GameState,
): { ok: true; challenge: Challenge; solution: Action[] | null } | { ok: false; issues: ScenarioIssue[] } {
  try {
    const g = sc.goal ?? { kind: 'win' as const };
    const goal: ChallengeGoal = g.kind === 'reach' ? { kind: 'reach', pos: resolvePos(state.river, g.pos, 'goal.pos') } : g;
    const problem = challengeProblem(state, goal);
    if (problem) fail(problem === 'challenge/no-move-pending' ? 'pending' : 'goal.boat', CHALLENGE_TEXT[problem]);
    const par = sc.par ? { ...sc.par } : null;
    return { ok: true, challenge: makeChallenge(state, goal, par), solution: sc.solution ? (sc.solution as unknown as Action[]) : null };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, issues: [{ field: e.field, message: e.message }] };
    throw e;
  }
}

const CHALLENGE_TEXT: Record<ChallengeError, string> = {
  'challenge/no-move-pending': "a challenge starts on a boat's move (pending kind move) (challenge/no-move-pending)",
  'challenge/not-a-player-boat': "the boat to move is nobody's (the Black Rose) (challenge/not-a-player-boat)",
  'challenge/block-own-side': "the boat to keep off the finish sails for the player's own side (challenge/block-own-side)",
  'challenge/block-unknown-boat': 'no such player boat in this scenario (challenge/block-unknown-boat)',
  'challenge/block-finished': 'that boat is not on the river (challenge/block-finished)',
};

/** Like parseScenario but throws an Error listing the issues (for tests and tools). */
export function loadScenario(input: string | unknown): GameState {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(`invalid scenario:\n${r.issues.map(issueText).join('\n')}`);
  return r.state;
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers

/** Which placed tile and space index a global hex is, or null. */
function locate(river: readonly PlacedTile[], h: Hex): { tile: number; space: number } | null {
  const info = spaceAt(river, h);
  return info ? { tile: info.tileIndex, space: info.index } : null;
}

function resolvePos(river: readonly PlacedTile[], p: ScenarioPosition, field: string): Hex {
  if ('q' in p) {
    if (!locate(river, p)) fail(field, `${p.q},${p.r} is not a space of any placed tile`);
    return { q: p.q, r: p.r };
  }
  let ti: number;
  if (typeof p.tile === 'number') {
    if (p.tile >= river.length) fail(`${field}.tile`, `tile index ${p.tile} but only ${river.length} tiles are placed`);
    ti = p.tile;
  } else {
    ti = river.findIndex((t) => t.tile === p.tile);
    if (ti < 0) fail(`${field}.tile`, `tile ${p.tile} is not placed`);
  }
  return globalHex(river[ti]!, p.space);
}

function describe(river: readonly PlacedTile[], h: Hex): string {
  const l = locate(river, h);
  return l ? `tile ${l.tile} ${river[l.tile]!.tile}, space ${l.space}` : `${h.q},${h.r}`;
}

function headingOf(h: number | string | undefined): Dir {
  if (h === undefined) return 0;
  if (typeof h === 'number') return h as Dir;
  return (HEADING_NAMES as readonly string[]).indexOf(h) as Dir;
}

// ---------------------------------------------------------------------------------------------
// Scenario → GameState

function buildRiver(s: Scenario): PlacedTile[] {
  const first = s.river[0]!;
  if (first.tile !== 'A0') fail('river[0].tile', 'the river starts with A0');
  if (first.attached) fail('river[0].attached', 'A0 is not attached to anything');
  const river: PlacedTile[] = [{ tile: 'A0', origin: { q: 0, r: 0 }, heading: 0, attached: null }];
  const seen = new Set<TileId>(['A0']);
  for (let i = 1; i < s.river.length; i++) {
    const e = s.river[i]!;
    if (seen.has(e.tile)) fail(`river[${i}].tile`, `${e.tile} appears twice`);
    seen.add(e.tile);
    if (!e.attached) fail(`river[${i}].attached`, 'is required (straight, left or right)');
    const face = e.attached as DieFace;
    if (i === 1 && face !== 'straight') fail('river[1].attached', 'the first tile is always attached straight');
    const placed = placeNext(river, face, e.tile);
    if (touchesOlderTiles(river, placed)) fail(`river[${i}].attached`, `tile ${e.tile} placed ${face} would touch an older tile`);
    river.push(placed);
  }
  return river;
}

/**
 * Seats from rules.seats, or from the boats' owners (default: the i-th player boat is seat i).
 * The Black Rose (id black) has no seat: its owner is -1 and its controller changes every round.
 */
function buildSeats(s: Scenario): { seats: GameConfig['seats']; owner: Map<BoatId, number> } {
  const owner = new Map<BoatId, number>();
  const ids = new Set<BoatId>();
  s.boats.forEach((b, i) => {
    if (ids.has(b.id)) fail(`boats[${i}].id`, `${b.id} appears twice`);
    ids.add(b.id);
    if (b.id === BLACK_ROSE_ID) {
      if (b.owner !== undefined) fail(`boats[${i}].owner`, 'the Black Rose has no owner (whoever moves last each round controls it)');
      owner.set(b.id, -1);
    }
  });
  const players = s.boats.filter((b) => b.id !== BLACK_ROSE_ID);
  let seats: GameConfig['seats'];
  if (s.rules?.seats) {
    seats = s.rules.seats.map((seat) => ({ boats: [...seat.boats], ...(seat.team !== undefined ? { team: seat.team } : {}) }));
    seats.forEach((seat, si) =>
      seat.boats.forEach((id, bi) => {
        if (id === BLACK_ROSE_ID) fail(`rules.seats[${si}].boats[${bi}]`, 'black is the Black Rose: it has no seat');
        if (!ids.has(id)) fail(`rules.seats[${si}].boats[${bi}]`, `${id} is not in boats`);
        if (owner.has(id)) fail(`rules.seats[${si}].boats[${bi}]`, `${id} belongs to two seats`);
        owner.set(id, si);
      }),
    );
    s.boats.forEach((b, i) => {
      if (!owner.has(b.id)) fail(`boats[${i}].id`, `${b.id} has no seat in rules.seats`);
      if (b.owner !== undefined && b.owner !== owner.get(b.id)) fail(`boats[${i}].owner`, `disagrees with rules.seats (seat ${owner.get(b.id)})`);
    });
  } else {
    if (players.length === 0) fail('boats', 'no boat sails for a player');
    players.forEach((b, i) => owner.set(b.id, b.owner ?? i));
    const n = Math.max(...players.map((b) => owner.get(b.id)!)) + 1;
    seats = Array.from({ length: n }, () => ({ boats: [] as BoatId[] }));
    for (const b of players) seats[owner.get(b.id)!]!.boats.push(b.id);
    seats.forEach((seat, si) => {
      if (seat.boats.length === 0) fail('boats', `seat ${si} has no boat (owners must be 0..${n - 1})`);
    });
  }
  if (s.rules?.players !== undefined && s.rules.players !== seats.length)
    fail('rules.players', `says ${s.rules.players} but the boats make ${seats.length} seats`);
  return { seats, owner };
}

function buildConfig(s: Scenario, seats: GameConfig['seats']): GameConfig {
  const r = s.rules ?? {};
  if (r.riverTiles && r.advanced) fail('rules.advanced', 'give either rules.riverTiles or rules.advanced, not both');
  if (r.riverTiles && r.length !== undefined) fail('rules.length', 'give either rules.riverTiles or rules.length, not both');
  if (r.riverTiles && r.replace) fail('rules.replace', 'give either rules.riverTiles or rules.replace, not both');
  let riverTiles: TileId[];
  if (r.riverTiles) {
    riverTiles = [...r.riverTiles] as TileId[];
    riverTiles.forEach((t, i) => {
      if (t === 'A0') fail(`rules.riverTiles[${i}]`, 'A0 is the start tile, not a river tile');
      if (riverTiles.indexOf(t) !== i) fail(`rules.riverTiles[${i}]`, `${t} appears twice`);
    });
  } else {
    try {
      riverTiles = [
        ...riverTilesFor({
          advanced: (r.advanced ?? []) as TileId[],
          ...(r.length !== undefined ? { length: r.length } : {}),
          ...(r.replace ? { replace: [...r.replace] as TileId[] } : {}),
        }),
      ];
    } catch (e) {
      if (e instanceof ConfigError) return fail(`rules.${e.field || 'advanced'}`, configCodeText(e.code));
      throw e;
    }
  }
  const config: GameConfig = { seats, riverTiles };
  if (r.exactPassengers) config.exactPassengers = true;
  // a boat `black` makes a Black Rose game; rules.blackRose may say so too, but not the opposite
  const black = s.boats.findIndex((b) => b.id === BLACK_ROSE_ID);
  if (r.blackRose === false && black >= 0) fail(`boats[${black}].id`, 'black is the Black Rose, but rules.blackRose is false');
  if (r.blackRose && black < 0) fail('boats', 'a Black Rose game (rules.blackRose) needs the boat black');
  if (black >= 0) config.blackRose = true;
  if (r.classic1998) config.classic1998 = true;
  if (r.firstSeat !== undefined) config.firstSeat = r.firstSeat;
  const v = validateConfig(config);
  if (!v.ok) {
    // seats made from the boats' owners: blame the boats
    const field = v.field.startsWith('seats') && !r.seats ? 'boats' : v.field.startsWith('riverTiles') && !r.riverTiles ? 'rules' : `rules.${v.field}`;
    fail(v.field ? field : 'rules', configCodeText(v.code));
  }
  return config;
}

function buildBoats(
  s: Scenario,
  river: PlacedTile[],
  owner: Map<BoatId, number>,
  config: GameConfig,
): Boat[] {
  const map = riverMap(river);
  const occupied = new Map<string, BoatId>();
  const places = new Map<number, BoatId>();
  let onShipyard: BoatId | null = null;
  return s.boats.map((b, i) => {
    const f = `boats[${i}]`;
    let pos: Hex | null = null;
    const place = b.place ?? null;
    const isRose = b.id === BLACK_ROSE_ID;
    if (isRose) {
      if (place !== null) fail(`${f}.place`, 'the Black Rose never finishes');
      if (b.passengers) fail(`${f}.passengers`, 'the Black Rose never takes passengers');
      if (b.docksUsed?.length) fail(`${f}.docksUsed`, 'the Black Rose never takes passengers');
    }
    if (b.pos === null) {
      // (a boat out of the race has left the river from mq-rules-3 on, its side maybe racing on)
      if (place === null && !b.out) {
        // the sixth boat waits on the shipyard until its first turn (RULINGS §5)
        if (s.boats.length !== 6) fail(`${f}.pos`, 'only a finished boat (with a place), or the sixth boat waiting on the shipyard, may be off the river');
        if (onShipyard) fail(`${f}.pos`, `only one boat waits on the shipyard (${onShipyard} does)`);
        onShipyard = b.id;
      }
    } else {
      pos = resolvePos(river, b.pos, `${f}.pos`);
      const info = map.get(hexKey(pos));
      if (!info) fail(`${f}.pos`, `${pos.q},${pos.r} is off the river`);
      if (!isWater(info!.kind)) fail(`${f}.pos`, `${info!.kind} (${describe(river, pos)}) is not navigable`);
      const other = occupied.get(hexKey(pos));
      if (other) fail(`${f}.pos`, `two boats on one space (${other} is there too)`);
      occupied.set(hexKey(pos), b.id);
    }
    if (place !== null) {
      // a side's boats share its place (two boats each, teams)
      const other = places.get(place);
      const side = (id: BoatId) => sideOfSeat(config, owner.get(id)!);
      if (other !== undefined && side(other) !== side(b.id)) fail(`${f}.place`, `place ${place} is also ${other}'s`);
      places.set(place, b.id);
    }
    const docksUsed = (b.docksUsed ?? []).map((d, di) => {
      const h = resolvePos(river, d, `${f}.docksUsed[${di}]`);
      const kind = map.get(hexKey(h))?.kind;
      if (!kind || !isPassengerDock(kind)) fail(`${f}.docksUsed[${di}]`, `${describe(river, h)} is not a passenger dock`);
      return hexKey(h);
    });
    if (new Set(docksUsed).size !== docksUsed.length) fail(`${f}.docksUsed`, 'names a dock twice');
    // a finished boat delivered its 2 passengers; a boat withdrawn with its side's finisher says what it holds
    const passengers = b.passengers ?? (pos === null && place !== null ? 2 : 0);
    if (docksUsed.length > 2) fail(`${f}.docksUsed`, 'a boat takes at most 2 passengers');
    return {
      id: b.id,
      owner: owner.get(b.id)!,
      pos,
      heading: headingOf(b.heading),
      speed: b.speed ?? 1,
      // the Black Rose's coal is what it may still spend on manoeuvres this round
      coal: b.coal ?? (isRose ? 1 : 6),
      passengers,
      docksUsed,
      lostTurns: b.lostTurns ?? 0,
      freeDeparture: b.freeDeparture ?? false,
      place,
      ...(b.out ? { out: true as const } : {}),
    };
  });
}

/** Passengers a boat accounts for (a finished boat keeps its 2; see buildBoats for the default). */
function delivered(b: Boat): number {
  return b.passengers;
}

/**
 * Docks as the passenger table fills them, in placement order (capped by the supply). Then each
 * boat's passengers come off the docks it has used; passengers aboard that no used dock accounts
 * for come out of the remaining supply first, then off the earliest docks, so a hand-written
 * scenario (boats with passengers, no docksUsed) still adds up.
 */
function defaultDocks(config: GameConfig, river: PlacedTile[], boats: Boat[]): Record<string, number> {
  let supply = passengerSupply(config);
  const docks: Record<string, number> = {};
  for (let i = 1; i < river.length; i++) {
    for (const { hex, count } of passengersForNewTile({ config, supply }, river[i]!)) {
      docks[hexKey(hex)] = (docks[hexKey(hex)] ?? 0) + count;
      supply -= count;
    }
  }
  let unaccounted = 0;
  for (const b of boats) {
    let left = delivered(b);
    for (const k of b.docksUsed) {
      if (left > 0 && (docks[k] ?? 0) > 0) {
        docks[k]! -= 1;
        left -= 1;
      }
    }
    unaccounted += left;
  }
  unaccounted -= Math.min(unaccounted, supply);
  for (const k of Object.keys(docks)) {
    const take = Math.min(unaccounted, docks[k]!);
    docks[k]! -= take;
    unaccounted -= take;
  }
  return docks;
}

function buildPassengers(s: Scenario, config: GameConfig, river: PlacedTile[], boats: Boat[]) {
  const map = riverMap(river);
  let docks: Record<string, number>;
  if (s.docks) {
    // Exactly the listed docks (a dock never given passengers has no entry, as in the engine).
    docks = {};
    const given = new Set<string>();
    s.docks.forEach((d, i) => {
      const h = resolvePos(river, d.pos, `docks[${i}].pos`);
      const k = hexKey(h);
      if (!isPassengerDock(map.get(k)?.kind ?? 'island')) fail(`docks[${i}].pos`, `${describe(river, h)} is not a passenger dock`);
      if (given.has(k)) fail(`docks[${i}].pos`, 'this dock is listed twice');
      given.add(k);
      docks[k] = d.passengers;
    });
  } else {
    docks = defaultDocks(config, river, boats);
  }
  const total = passengerSupply(config);
  const onDocks = Object.values(docks).reduce((a, b) => a + b, 0);
  const aboard = boats.reduce((a, b) => a + delivered(b), 0);
  const computed = total - onDocks - aboard;
  if (s.supply !== undefined && s.supply !== computed)
    fail('supply', `must be ${computed} so that passengers add up to ${total} (docks ${onDocks}, aboard ${aboard})`);
  if (computed < 0) fail(s.docks ? 'docks' : 'boats', `${onDocks} on docks and ${aboard} aboard exceed the ${total} passengers of this game`);
  return { docks, supply: computed };
}

function buildStack(s: Scenario, config: GameConfig, river: PlacedTile[]): TileId[] {
  const placed = new Set(river.map((t) => t.tile));
  river.slice(1).forEach((t, i) => {
    if (!config.riverTiles.includes(t.tile)) fail(`river[${i + 1}].tile`, `${t.tile} is not one of the game's river tiles`);
  });
  if (s.drawn && placed.has(s.drawn)) fail('drawn', `${s.drawn} is already placed`);
  if (s.drawn && !config.riverTiles.includes(s.drawn)) fail('drawn', `${s.drawn} is not one of the game's river tiles`);
  if (!s.stack) {
    // Like newGame: the stack holds the unused tiles in config order; each draw is a chance action.
    return config.riverTiles.filter((t) => !placed.has(t) && t !== s.drawn);
  }
  const stack = [...s.stack] as TileId[];
  stack.forEach((t, i) => {
    if (!config.riverTiles.includes(t)) fail(`stack[${i}]`, `${t} is not one of the game's river tiles`);
    if (placed.has(t)) fail(`stack[${i}]`, `${t} is already placed`);
    if (t === s.drawn) fail(`stack[${i}]`, `${t} is the drawn tile`);
    if (stack.indexOf(t) !== i) fail(`stack[${i}]`, `${t} appears twice`);
  });
  return stack;
}

function buildOrder(s: Scenario, base: GameState): BoatId[] {
  const racing = base.boats.filter((b) => b.place === null).map((b) => b.id);
  // the order the engine would be playing: round 1 (and the placing of round 0) by start dock
  if (!s.order) return base.round <= 1 ? roundOneOrder(base) : computeOrder(base);
  s.order.forEach((id, i) => {
    if (!base.boats.some((b) => b.id === id)) fail(`order[${i}]`, `${id} is not in boats`);
    if (s.order!.indexOf(id) !== i) fail(`order[${i}]`, `${id} appears twice`);
  });
  for (const id of racing) if (!s.order.includes(id)) fail('order', `misses the racing boat ${id}`);
  return [...s.order];
}

/** Pending decision, turn index and reorient queue, consistent with what the engine's flow does. */
function buildPending(s: Scenario, state: GameState, river: PlacedTile[]): GameState {
  const boatOf = (id: BoatId, field: string): Boat => {
    const b = state.boats.find((x) => x.id === id);
    return b ?? fail(field, `${id} is not in boats`);
  };
  // a game that ended between two turns (everyone stuck) may point just past the last boat
  const maxIndex = Math.max(1, state.order.length) + (s.pending?.kind === 'over' ? 1 : 0);
  if (s.turnIndex !== undefined && s.turnIndex >= maxIndex)
    fail('turnIndex', `must be below ${state.order.length} (the length of order)`);
  const reorientQueue = (s.reorientQueue ?? []) as BoatId[];
  reorientQueue.forEach((id, i) => boatOf(id, `reorientQueue[${i}]`));
  const p = s.pending;
  if (!p) {
    // As the engine starts a turn: from turnIndex, skipping finished boats and lost turns
    // (which count down), a crashed boat's departure, or the move of the next boat.
    if (s.turn) fail('pending', 'is required when a turn in progress is given');
    if (state.order.length === 0) return { ...state, pending: { kind: 'over' } };
    return nextTurn({ ...state, turnIndex: s.turnIndex ?? 0, turn: null, reorientQueue }, []);
  }
  const checkMover = (id: BoatId) => {
    const b = boatOf(id, 'pending.boat');
    if (b.place !== null || b.pos === null) fail('pending.boat', `${b.id} is not racing`);
    if (!state.order.includes(b.id)) fail('pending.boat', `${b.id} is not in the turn order`);
    return b;
  };
  const indexOf = (id: BoatId | undefined) => {
    if (s.turnIndex !== undefined) {
      if (id !== undefined && state.order[s.turnIndex] !== id)
        fail('turnIndex', `points at ${state.order[s.turnIndex]} but the boat whose turn it is is ${id}`);
      return s.turnIndex;
    }
    return id === undefined ? 0 : Math.max(0, state.order.indexOf(id));
  };
  let turn = buildTurn(s, river, state);
  const player = (b: Boat) => deciderOf(state, b);
  switch (p.kind) {
    case 'move': {
      let b = checkMover(p.boat);
      if (b.lostTurns > 0) fail('pending', `${b.id} must first skip ${b.lostTurns} lost turn(s): it cannot be about to move`);
      if (b.freeDeparture && !turn) fail('pending', `${b.id} departs after its crash: the pending decision is depart`);
      if (turn && turn.boat !== b.id) fail('turn.boat', `the turn in progress must be the pending boat's (${b.id})`);
      let st = state;
      if (!turn) {
        // a fresh turn as the engine starts it (flow.ts beginTurn): the Black Rose's allowance,
        // the sixth boat's virtual coal of round 1, the Black Rose guard
        const i = st.boats.indexOf(b);
        const si = s.boats.findIndex((x) => x.id === b.id);
        if (b.id === BLACK_ROSE_ID && s.boats[si]!.coal === undefined) {
          b = { ...b, coal: blackRoseAllowance(st, i, fromShipyard(st, b.id) ? 2 : 1) };
          st = { ...st, boats: st.boats.map((x, j) => (j === i ? b : x)) };
        }
        turn = freshTurn(b);
        if (b.id !== BLACK_ROSE_ID && fromShipyard(st, b.id)) turn.virtualCoal = 1;
        st = { ...st, turn, turnIndex: indexOf(b.id), pending: { kind: 'move', player: player(b), boat: b.id } };
        if (roseGuardFor(st, i)) turn.roseGuard = true;
      }
      return { ...st, turn, reorientQueue, turnIndex: indexOf(b.id), pending: { kind: 'move', player: player(b), boat: b.id } };
    }
    case 'depart': {
      const b = checkMover(p.boat);
      if (!b.freeDeparture) fail('pending', `only a crashed boat departs: set boats[].freeDeparture for ${b.id}`);
      if (turn) fail('turn', 'no turn is in progress while a departure is pending');
      return { ...state, turn: null, reorientQueue, turnIndex: indexOf(b.id), pending: { kind: 'depart', player: player(b), boat: b.id } };
    }
    case 'reorient': {
      const b = boatOf(p.boat, 'pending.boat');
      if (b.pos === null) fail('pending.boat', `${b.id} is not on the river`);
      const queue = s.reorientQueue ? reorientQueue : [b.id];
      if (queue[0] !== b.id) fail('reorientQueue', `must start with the pending boat ${b.id}`);
      return { ...state, turn, reorientQueue: queue, turnIndex: indexOf(turn?.boat), pending: { kind: 'reorient', player: player(b), boat: b.id } };
    }
    case 'placeBoat': {
      const b = checkMover(p.boat);
      return { ...state, turn: null, reorientQueue, turnIndex: indexOf(undefined), pending: { kind: 'placeBoat', player: player(b), boat: b.id } };
    }
    case 'enterDock': {
      const b = boatOf(p.boat, 'pending.boat');
      if (b.pos !== null || b.place !== null) fail('pending.boat', `${b.id} is not waiting on the shipyard (it needs pos null and no place)`);
      if (!state.order.includes(b.id)) fail('pending.boat', `${b.id} is not in the turn order`);
      if (turn) fail('turn', 'no turn is in progress while a boat enters a start dock');
      const docks = shipyardDocks(state);
      if (docks.length === 0) fail('pending', 'every start dock is taken: the boat waits a round (the engine asks nothing)');
      if (p.docks && !sameSet(p.docks, docks)) fail('pending.docks', `must be [${docks.join(', ')}], the start docks it may enter here`);
      return { ...state, turn: null, reorientQueue, turnIndex: indexOf(b.id), pending: { kind: 'enterDock', player: player(b), boat: b.id, docks } };
    }
    case 'transfer': {
      const b = boatOf(p.boat, 'pending.boat');
      if (b.pos === null || b.place !== null) fail('pending.boat', `${b.id} is not racing`);
      if (!state.order.includes(b.id)) fail('pending.boat', `${b.id} is not in the turn order`);
      if (turn) fail('turn', 'the turn is over when coal is transferred: no turn is in progress');
      const partners = transferPartners(state, b.id);
      if (partners.length === 0)
        fail('pending', `${b.id} has nobody to exchange coal with (a boat of its side, or the Black Rose and its controller: adjacent, same speed, neither on a dock, depot, sandbank or driftwood, and coal that can move)`);
      p.partners?.forEach((id, i) => {
        if (!partners.includes(id)) fail(`pending.partners[${i}]`, `${id} cannot exchange coal with ${b.id} now`);
      });
      if (p.partners && p.partners.length !== new Set(p.partners).size) fail('pending.partners', 'names a boat twice');
      if (p.partners && p.partners.length !== partners.length)
        fail('pending.partners', `misses ${partners.filter((id) => !p.partners!.includes(id)).join(', ')}, which may exchange coal with ${b.id} too`);
      return { ...state, turn: null, reorientQueue, turnIndex: indexOf(b.id), pending: { kind: 'transfer', player: player(b), boat: b.id, partners } };
    }
    case 'chance':
      return { ...state, turn, reorientQueue, turnIndex: indexOf(turn?.boat), pending: { kind: 'chance', chance: p.chance } };
    case 'over':
      return { ...state, turn: null, reorientQueue, turnIndex: indexOf(undefined), pending: { kind: 'over' } };
  }
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x)) && new Set(a).size === a.length;
}


function buildTurn(s: Scenario, river: PlacedTile[], state: GameState): TurnInProgress | null {
  const t = s.turn;
  if (!t) return null;
  const b = state.boats.find((x) => x.id === t.boat);
  if (!b || b.place !== null) return fail('turn.boat', `${t.boat} is not a racing boat`);
  t.pushed.forEach((id, i) => {
    if (!state.boats.some((x) => x.id === id)) fail(`turn.pushed[${i}]`, `${id} is not in boats`);
  });
  return {
    boat: t.boat,
    startSpeed: t.startSpeed,
    startCoal: t.startCoal,
    speedChosen: t.speedChosen,
    pointsLeft: t.pointsLeft,
    rotations: t.rotations,
    coalSpent: t.coalSpent,
    driftwoodEntered: t.driftwoodEntered,
    pushed: [...t.pushed],
    path: t.path.map((p, i) => resolvePos(river, p, `turn.path[${i}]`)),
    ...(t.rotHere !== undefined ? { rotHere: t.rotHere } : {}),
    ...(t.stranded !== undefined ? { stranded: t.stranded } : {}),
    ...(t.freeTurns !== undefined ? { freeTurns: t.freeTurns } : {}),
    ...(t.virtualCoal !== undefined ? { virtualCoal: t.virtualCoal } : {}),
    ...(t.roseGuard !== undefined ? { roseGuard: t.roseGuard } : {}),
    ...(t.departing !== undefined ? { departing: t.departing } : {}),
  };
}

function buildState(s: Scenario): GameState {
  const river = buildRiver(s);
  const { seats, owner } = buildSeats(s);
  const config = buildConfig(s, seats);
  if (s.rng !== undefined && !isRngState(s.rng)) fail('rng', 'must be 4 unsigned 32-bit integers');
  const rng = s.rng ? [...s.rng] : seedRng(s.seed ?? 1);
  const stack = buildStack(s, config, river);
  let finish: GameState['finish'] = null;
  if (s.finish) {
    if (stack.length || s.drawn) fail('finish', 'the Finish is placed only after the last river tile');
    if (river.length < 2) fail('finish', 'the Finish needs a river tile to attach to');
    if (!legalFinishFaces(river).includes(s.finish.attached))
      fail('finish.attached', `the Finish placed ${s.finish.attached} would touch an older tile`);
    finish = { attached: s.finish.attached, docks: finishDocks(river, s.finish.attached) };
  }
  const boats = buildBoats(s, river, owner, config);
  const { docks, supply } = buildPassengers(s, config, river, boats);
  const rulesVersion = s.rulesVersion ?? RULES_VERSION;
  if (!KNOWN_RULES_VERSIONS.includes(rulesVersion))
    fail('rulesVersion', `this engine plays ${KNOWN_RULES_VERSIONS.join(', ')} (config/rules-version)`);
  const state: GameState = {
    engineVersion: ENGINE_VERSION,
    rulesVersion,
    config,
    rng,
    river,
    stack,
    finish,
    docks,
    supply,
    boats,
    round: s.round ?? 1,
    order: [],
    turnIndex: 0,
    turn: null,
    reorientQueue: [],
    revealOwed: s.revealOwed ?? false,
    drawn: (s.drawn ?? null) as TileId | null,
    pending: { kind: 'over' },
    seq: s.seq ?? 0,
  };
  state.order = buildOrder(s, state);
  if (s.blackRose && !config.blackRose) fail('blackRose', 'only a Black Rose game (with the boat black) has it');
  if (config.blackRose) {
    const br = s.blackRose ?? { controller: controllerFor(boats, state.order), given: 0 };
    if (br.controller >= config.seats.length) fail('blackRose.controller', `must be a seat, 0..${config.seats.length - 1}`);
    state.blackRose = { controller: br.controller, given: br.given };
  }
  if (s.stall) state.stall = { best: { ...s.stall.best }, placed: s.stall.placed, since: s.stall.since };
  return buildPending(s, state, river);
}

// ---------------------------------------------------------------------------------------------
// GameState → Scenario

function posOf(river: readonly PlacedTile[], h: Hex): ScenarioPosition {
  const l = locate(river, h);
  return l ? { tile: l.tile, space: l.space } : { q: h.q, r: h.r };
}

/** Write a state as a scenario that spells every field out (loads back to the same state hash). */
export function stateToScenario(state: GameState, meta: { name?: string; description?: string } = {}): Scenario {
  const river = state.river;
  const p = state.pending;
  const pending: Scenario['pending'] =
    p.kind === 'chance'
      ? { kind: 'chance', chance: p.chance }
      : p.kind === 'over'
        ? { kind: 'over' }
        : p.kind === 'enterDock'
          ? { kind: 'enterDock', boat: p.boat, docks: [...p.docks] }
          : p.kind === 'transfer'
            ? { kind: 'transfer', boat: p.boat, partners: [...p.partners] }
            : { kind: p.kind, boat: p.boat };
  const c = state.config;
  const rules: NonNullable<Scenario['rules']> = {
    players: c.seats.length,
    seats: c.seats.map((s) => ({ boats: [...s.boats], ...(s.team !== undefined ? { team: s.team } : {}) })),
    riverTiles: [...c.riverTiles],
  };
  if (c.exactPassengers) rules.exactPassengers = true;
  if (c.blackRose) rules.blackRose = true;
  if (c.classic1998) rules.classic1998 = true;
  if (c.firstSeat !== undefined) rules.firstSeat = c.firstSeat;
  const out: Scenario = {
    format: SCENARIO_FORMAT,
    version: SCENARIO_VERSION,
    ...(meta.name !== undefined ? { name: meta.name } : {}),
    ...(meta.description !== undefined ? { description: meta.description } : {}),
    rules,
    river: river.map((t) => (t.attached ? { tile: t.tile, attached: t.attached } : { tile: t.tile })),
    finish: state.finish ? { attached: state.finish.attached } : null,
    stack: [...state.stack],
    boats: state.boats.map((b) => ({
      id: b.id,
      ...(b.owner >= 0 ? { owner: b.owner } : {}), // the Black Rose has none
      pos: b.pos ? posOf(river, b.pos) : null,
      heading: HEADING_NAMES[b.heading],
      speed: b.speed,
      coal: b.coal,
      passengers: b.passengers,
      docksUsed: b.docksUsed.map((k) => posOf(river, parseHexKey(k))),
      lostTurns: b.lostTurns,
      freeDeparture: b.freeDeparture,
      place: b.place,
      ...(b.out ? { out: true as const } : {}),
    })),
    docks: Object.entries(state.docks)
      .map(([k, n]) => ({ pos: posOf(river, parseHexKey(k)), passengers: n }))
      .sort((a, b) => JSON.stringify(a.pos).localeCompare(JSON.stringify(b.pos))),
    supply: state.supply,
    round: state.round,
    order: [...state.order],
    turnIndex: state.turnIndex,
    pending,
    turn: state.turn
      ? { ...state.turn, pushed: [...state.turn.pushed], path: state.turn.path.map((h) => posOf(river, h)) }
      : null,
    reorientQueue: [...state.reorientQueue],
    revealOwed: state.revealOwed,
    drawn: state.drawn,
    rng: [...state.rng],
    seq: state.seq,
    rulesVersion: state.rulesVersion,
    ...(state.blackRose ? { blackRose: { ...state.blackRose } } : {}),
    ...(state.stall ? { stall: { best: { ...state.stall.best } as Record<string, number>, placed: state.stall.placed, since: state.stall.since } } : {}),
  };
  return out;
}

/** The scenario as pretty JSON text (what the CLI prints and `mq apply` writes). */
export function scenarioText(state: GameState, meta?: { name?: string; description?: string }): string {
  return `${JSON.stringify(stateToScenario(state, meta), null, 2)}\n`;
}
