// The public state on the wire, strict at every level: a field the engine adds to GameState fails
// the compile-time check below until it is classified here (shown, or kept on the host), and a
// view carrying the generator, the seed or the stack is refused (unknown keys), as is a
// remaining-tile list that is not in the fixed order (it could be the draw order under another name).
import { z } from 'zod';
import {
  ActionSchema,
  BoatIdSchema,
  DieFaceSchema,
  DirSchema,
  GameConfigSchema,
  HexSchema,
  TileIdSchema,
  type Same,
} from '../record/schemas.js';
import type { Decision, LegalTurn } from '../types.js';
import { tileRank, type PublicState } from './public-state.js';

const Int = z.number().int();
const Seat = Int.min(-1).max(6);

const PlacedTileSchema = z
  .object({ tile: TileIdSchema, origin: HexSchema, heading: DirSchema, attached: DieFaceSchema.nullable() })
  .strict();

const BoatSchema = z
  .object({
    id: BoatIdSchema,
    owner: Seat,
    pos: HexSchema.nullable(),
    heading: DirSchema,
    speed: Int,
    coal: Int,
    passengers: Int,
    docksUsed: z.array(z.string().max(24)).max(64),
    lostTurns: Int,
    freeDeparture: z.boolean(),
    place: Int.nullable(),
    out: z.literal(true).optional(),
  })
  .strict();

const Mover = { player: Seat, boat: BoatIdSchema };
export const DecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chance'), chance: z.enum(['drawTile', 'rollDie', 'rollFinish', 'startOrder']) }).strict(),
  z.object({ kind: z.literal('placeBoat'), ...Mover }).strict(),
  z.object({ kind: z.literal('move'), ...Mover }).strict(),
  z.object({ kind: z.literal('reorient'), ...Mover }).strict(),
  z.object({ kind: z.literal('depart'), ...Mover }).strict(),
  z.object({ kind: z.literal('enterDock'), ...Mover, docks: z.array(Int).max(5) }).strict(),
  z.object({ kind: z.literal('transfer'), ...Mover, partners: z.array(BoatIdSchema).max(7) }).strict(),
  z.object({ kind: z.literal('over') }).strict(),
]);
const decisionMatches: Same<z.infer<typeof DecisionSchema>, Decision> = true;
void decisionMatches;

const TurnSchema = z
  .object({
    boat: BoatIdSchema,
    startSpeed: Int,
    startCoal: Int,
    speedChosen: z.boolean(),
    pointsLeft: Int,
    rotations: Int,
    coalSpent: Int,
    driftwoodEntered: Int,
    pushed: z.array(BoatIdSchema).max(7),
    path: z.array(HexSchema).max(64),
    rotHere: Int.optional(),
    stranded: z.boolean().optional(),
    freeTurns: z.boolean().optional(),
    virtualCoal: Int.optional(),
    roseGuard: z.boolean().optional(),
    departing: z.boolean().optional(),
  })
  .strict();

export const PublicStateSchema = z
  .object({
    engineVersion: z.string().max(40),
    rulesVersion: z.string().max(40),
    config: GameConfigSchema,
    river: z.array(PlacedTileSchema).max(32),
    remainingTiles: z
      .array(TileIdSchema)
      .max(32)
      .refine((ts) => ts.every((t, i) => i === 0 || tileRank(ts[i - 1]!) <= tileRank(t)), 'remainingTiles must be in TILE_IDS order'),
    finish: z.object({ attached: DieFaceSchema, docks: z.array(HexSchema).max(8) }).strict().nullable(),
    docks: z.record(z.string().max(24), Int),
    supply: Int,
    boats: z.array(BoatSchema).max(7),
    round: Int,
    order: z.array(BoatIdSchema).max(7),
    turnIndex: Int,
    turn: TurnSchema.nullable(),
    reorientQueue: z.array(BoatIdSchema).max(7),
    revealOwed: z.boolean(),
    drawn: TileIdSchema.nullable(),
    pending: DecisionSchema,
    seq: Int.nonnegative(),
    blackRose: z.object({ controller: Seat, given: Int }).strict().optional(),
    stall: z.object({ best: z.partialRecord(BoatIdSchema, z.number()), placed: Int, since: Int }).strict().optional(),
  })
  .strict();
const stateMatches: Same<z.infer<typeof PublicStateSchema>, PublicState> = true;
void stateMatches;

const PushedSchema = z.object({ boat: BoatIdSchema, pos: HexSchema, speed: Int, passengers: Int }).strict();
/** One complete turn as the host offers it (nothing hidden in it; strict all the same). */
export const LegalTurnSchema = z
  .object({
    actions: z.array(ActionSchema).max(64),
    path: z.array(HexSchema).max(64),
    coalSpent: Int,
    end: z.object({ pos: HexSchema, heading: DirSchema, speed: Int, coal: Int, passengers: Int }).strict(),
    crash: z.enum(['blocked', 'newestTile']).optional(),
    pushed: z.array(PushedSchema).max(7).optional(),
    revealsTile: z.boolean().optional(),
    finishes: z.boolean().optional(),
    stranded: z.boolean().optional(),
    passesDock: z.boolean().optional(),
    coalFor: z.object({ speed: Int, turns: Int, sandbank: Int }).strict().optional(),
    passenger: z.enum(['taken', 'used', 'empty', 'full', 'fast']).optional(),
  })
  .strict();
const turnMatches: Same<z.infer<typeof LegalTurnSchema>, LegalTurn> = true;
void turnMatches;
