// The JSON scenario format, version 1 (docs/scenario-format.md): the zod schema and the
// turning of zod issues into "field: message" errors. Pure (zod is plain JS).
// The semantic checks and the conversion to a GameState live in scenario.ts.
import { z } from 'zod';

export const SCENARIO_FORMAT = 'mississippi-queen-scenario';
export const SCENARIO_VERSION = 1;

export const BOAT_COLOURS = ['white', 'orange', 'blue', 'green', 'pink', 'red', 'black'] as const;
export const TILE_IDS = [
  'A0',
  'A1-1', 'A1-2', 'A1-3', 'A1-4',
  'A2-1', 'A2-2', 'A2-3', 'A2-4',
  'A3-1', 'A3-2', 'A3-3',
  'B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4',
] as const;
export const DIE_FACES = ['straight', 'left', 'right'] as const;
export const HEADING_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

const intIn = (lo: number, hi: number) => {
  const msg = `must be an integer ${lo}..${hi}`;
  return z.int(msg).min(lo, msg).max(hi, msg);
};
const nonNegInt = () => z.int('must be an integer ≥ 0').min(0, 'must be an integer ≥ 0');

const tileId = z.enum(TILE_IDS, { error: 'unknown tile id' });
const boatId = z.enum(BOAT_COLOURS, { error: `must be one of ${BOAT_COLOURS.join(', ')}` });
const dieFace = z.enum(DIE_FACES, { error: 'must be straight, left or right' });

/** A heading: 0..5 clockwise from N, or its name. */
export const headingSchema = z.custom<number | (typeof HEADING_NAMES)[number]>(
  (v) =>
    (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 5) ||
    (typeof v === 'string' && (HEADING_NAMES as readonly string[]).includes(v)),
  { error: 'must be 0..5 or one of N, NE, SE, S, SW, NW' },
);

/** A space: a river tile (its index in `river`, or its id) and a space index, or axial q/r. */
export const positionSchema = z.union(
  [
    z.strictObject({ tile: z.union([nonNegInt(), tileId]), space: intIn(0, 19) }),
    z.strictObject({ q: z.int('must be an integer'), r: z.int('must be an integer') }),
  ],
  { error: 'must be {"tile": index or id, "space": 0..19} or {"q": int, "r": int}' },
);
export type ScenarioPosition = z.infer<typeof positionSchema>;

const seatSchema = z.strictObject({
  boats: z.array(boatId).min(1, 'a seat needs at least one boat'),
  team: z.optional(nonNegInt()),
});

const rulesSchema = z.strictObject({
  /** Number of players (one boat each); default: the number of boats. */
  players: z.optional(intIn(2, 6)),
  /** Explicit seats (who sails which boat); default: boat i belongs to seat i (or its `owner`). */
  seats: z.optional(z.array(seatSchema).min(2, 'at least 2 seats')),
  /** The river tiles after A0 (the whole deck, placed ones included). Default: the 11 A tiles, with `advanced` swapped in. */
  riverTiles: z.optional(z.array(tileId)),
  /** B tiles replacing A tiles (A3 first, then A2), as in the setup rules. */
  advanced: z.optional(z.array(tileId)),
  /** River length, A0 included (8-18; 8 the short river, docs/rules.md); longer rivers need B tiles in `advanced`. Not with riverTiles. */
  length: z.optional(intIn(8, 18)),
  /** Which A tiles the B tiles replace (A3 first, then A2); default A3-3, A3-2, A3-1, A2-4... Not with riverTiles. */
  replace: z.optional(z.array(tileId)),
  exactPassengers: z.optional(z.boolean()),
  blackRose: z.optional(z.boolean()),
  classic1998: z.optional(z.boolean()),
  /** Two players: the seat (0 or 1) that starts, on docks 1 and 4; default: drawn. */
  firstSeat: z.optional(intIn(0, 1)),
});

const riverEntrySchema = z.strictObject({
  tile: tileId,
  /** How it is attached to the previous tile; absent (or null) for A0. */
  attached: z.optional(z.nullable(dieFace)),
});

const boatSchema = z.strictObject({
  id: boatId,
  owner: z.optional(nonNegInt()),
  /** null: off the river (finished, or waiting on the shipyard). */
  pos: z.nullable(positionSchema),
  heading: z.optional(headingSchema),
  speed: z.optional(intIn(1, 6)),
  coal: z.optional(intIn(0, 6)),
  passengers: z.optional(intIn(0, 2)),
  docksUsed: z.optional(z.array(positionSchema)),
  lostTurns: z.optional(nonNegInt()),
  freeDeparture: z.optional(z.boolean()),
  /** Out of the race: it can never move again (mq-rules-2, docs/rules.md End of the game). */
  out: z.optional(z.literal(true)),
  place: z.optional(z.nullable(z.int('must be an integer ≥ 1').min(1, 'must be an integer ≥ 1'))),
});
export type ScenarioBoat = z.infer<typeof boatSchema>;

const dockSchema = z.strictObject({
  pos: positionSchema,
  passengers: intIn(0, 2),
});

const pendingSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('move'), boat: boatId }),
    z.strictObject({ kind: z.literal('reorient'), boat: boatId }),
    z.strictObject({ kind: z.literal('depart'), boat: boatId }),
    z.strictObject({ kind: z.literal('placeBoat'), boat: boatId }),
    /** The boat on the shipyard enters a start dock; `docks` defaults to what the engine offers. */
    z.strictObject({ kind: z.literal('enterDock'), boat: boatId, docks: z.optional(z.array(intIn(1, 5))) }),
    /** After `boat`'s move, coal may pass to or from a partner; `partners` defaults to the engine's. */
    z.strictObject({ kind: z.literal('transfer'), boat: boatId, partners: z.optional(z.array(boatId)) }),
    z.strictObject({
      kind: z.literal('chance'),
      chance: z.enum(['drawTile', 'rollDie', 'rollFinish', 'startOrder'], {
        error: 'must be drawTile, rollDie, rollFinish or startOrder',
      }),
    }),
    z.strictObject({ kind: z.literal('over') }),
  ],
  { error: 'must have kind move, reorient, depart, placeBoat, enterDock, transfer, chance or over' },
);

const turnSchema = z.strictObject({
  boat: boatId,
  startSpeed: intIn(1, 6),
  startCoal: intIn(0, 6),
  speedChosen: z.boolean(),
  pointsLeft: intIn(0, 6),
  rotations: nonNegInt(),
  coalSpent: nonNegInt(),
  driftwoodEntered: nonNegInt(),
  pushed: z.array(boatId),
  path: z.array(positionSchema),
  rotHere: z.optional(intIn(-3, 3)),
  stranded: z.optional(z.boolean()),
  freeTurns: z.optional(z.boolean()),
  virtualCoal: z.optional(intIn(0, 1)),
  roseGuard: z.optional(z.boolean()),
  departing: z.optional(z.boolean()),
});

const blackRoseSchema = z.strictObject({
  /** The seat that moves the Black Rose this round. */
  controller: intIn(0, 5),
  /** Coal it gave this round (the 1998 reading caps it at 2). */
  given: intIn(0, 36),
});

/** Challenges (engine/challenge.ts): what the player must do from this position. */
const goalSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('win') }),
    z.strictObject({ kind: z.literal('finish') }),
    z.strictObject({ kind: z.literal('passenger') }),
    z.strictObject({ kind: z.literal('reach'), pos: positionSchema }),
    z.strictObject({ kind: z.literal('block'), boat: boatId }),
  ],
  { error: 'must have kind win, finish, passenger, reach or block' },
);
const parSchema = z.strictObject({ coalLeft: z.optional(intIn(0, 6)), rounds: z.optional(nonNegInt()) });
/** One way to meet the goal (the player's actions from the position), for "show me" and the tests. */
const solutionSchema = z.array(z.looseObject({ type: z.string('must be a string') }), { error: 'must be a list of actions' });

export const scenarioSchema = z.strictObject({
  format: z.literal(SCENARIO_FORMAT, { error: `must be "${SCENARIO_FORMAT}"` }),
  version: z.literal(SCENARIO_VERSION, { error: `must be ${SCENARIO_VERSION} (the only version this app reads)` }),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  rules: z.optional(rulesSchema),
  river: z.array(riverEntrySchema).min(1, 'must hold at least A0'),
  finish: z.optional(z.nullable(z.strictObject({ attached: dieFace }))),
  stack: z.optional(z.array(tileId)),
  boats: z.array(boatSchema).min(2, 'at least 2 boats').max(7, 'at most 7 boats'),
  docks: z.optional(z.array(dockSchema)),
  supply: z.optional(nonNegInt()),
  /** 0 while the boats are being placed, then 1, 2, ... */
  round: z.optional(nonNegInt()),
  order: z.optional(z.array(boatId)),
  /** Index in `order` of the boat whose turn it is (default: the pending boat's, or the mover's). */
  turnIndex: z.optional(nonNegInt()),
  pending: z.optional(pendingSchema),
  turn: z.optional(z.nullable(turnSchema)),
  reorientQueue: z.optional(z.array(boatId)),
  revealOwed: z.optional(z.boolean()),
  drawn: z.optional(z.nullable(tileId)),
  seed: z.optional(z.int('must be an integer')),
  /** The generator's state, as saved from a game in progress (overrides `seed`). */
  rng: z.optional(z.array(z.number())),
  seq: z.optional(nonNegInt()),
  /** The rules the game runs under (a saved game keeps the rules it was played with); default: this engine's. */
  rulesVersion: z.optional(z.string()),
  /** Black Rose games: who moves it this round and the coal it gave (default: the engine's). */
  blackRose: z.optional(blackRoseSchema),
  /** mq-rules-2: each racing boat's best standing and the last round the race moved (engine/end-of-game.ts). */
  stall: z.optional(z.strictObject({ best: z.record(z.string(), z.number()), placed: nonNegInt(), since: nonNegInt() })),
  /** A challenge: the goal (default: win the race), its par, and a solution. */
  goal: z.optional(goalSchema),
  par: z.optional(parSchema),
  solution: z.optional(solutionSchema),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** One problem in a scenario file; `field` is a path such as `boats[2].speed` ('' = the whole file). */
export interface ScenarioIssue {
  field: string;
  message: string;
}

export function formatField(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

export function issueText(i: ScenarioIssue): string {
  return i.field ? `${i.field}: ${i.message}` : i.message;
}

/** zod issues → our issues: unknown keys name the key itself, nested union errors are flattened. */
export function zodIssues(error: z.ZodError): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  for (const iss of error.issues) {
    if (iss.code === 'unrecognized_keys') {
      for (const k of iss.keys) out.push({ field: formatField([...iss.path, k]), message: 'unknown field' });
    } else if (iss.code === 'invalid_type' && iss.input === undefined) {
      // needs safeParse(..., { reportInput: true }) so a present-but-wrong value is told apart
      out.push({ field: formatField(iss.path), message: 'is required' });
    } else {
      out.push({ field: formatField(iss.path), message: iss.message });
    }
  }
  return out;
}

/**
 * The config rejection codes in words (scenario errors and the CLI's usage errors use them; the
 * app's setup screen has its own translated texts).
 */
export const CONFIG_CODE_TEXT: Record<string, string> = {
  'config/malformed': 'the options are malformed',
  'config/players-unsupported': 'a game has 2 to 6 players',
  'config/boats-per-seat-unsupported':
    'two players sail two boats each, three players one or two each (all alike), four to six players one each',
  'config/boat-unknown': 'unknown boat colour (black is the Black Rose, nobody\'s boat)',
  'config/boat-duplicate': 'a boat belongs to two seats',
  'config/black-rose-unsupported': 'the Black Rose sails with 2 to 5 players and at most 5 other boats',
  'config/teams-unsupported': 'teams need 4 or 6 players with one boat each, in two equal teams 0 and 1',
  'config/tile-unknown': 'not a tile id (B tiles: B1, B1-B2, B2, B3-1, B3-2, B4)',
  'config/tile-duplicate': 'a tile is named twice',
  'config/tile-start': 'A0 is the start tile, never a river tile',
  'config/river-length': 'the river is 8 to 18 tiles long (A0 included; below 12, the short-river variant), and a river longer than 12 needs that many more B tiles',
  'config/too-few-passengers': 'the docks of this river cannot supply 2 passengers per player',
  'config/advanced-count': 'choose 0 to 6 distinct B tiles',
  'config/remove-a2': 'the number of A2 tiles to remove does not match the B tiles chosen',
  'config/replace':
    'name one A tile to replace per tile the B tiles displace: A3 tiles first, A2 tiles only once all three A3 tiles are out',
  'config/rules-version': 'rules this engine does not play (unknown, or written by a newer version)',
  'config/first-seat': 'who starts (firstSeat) is chosen only with 2 players: seat 0 or 1',
};

/** A config rejection code in words, with the code. */
export function configCodeText(code: string): string {
  const text = CONFIG_CODE_TEXT[code];
  return text ? `${text} (${code})` : code;
}
