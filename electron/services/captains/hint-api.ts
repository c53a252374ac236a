// The captain's hint in the API contract (issue 16): its request, answer and refusals, spread
// into electron/api/contract.ts. Pure (zod + engine types), like the contract itself.
import { z } from 'zod';
import type { HintFacing, HintReason } from '../../../engine/captains/index.js';
import { BoatIdSchema, GameIdSchema, HexSchema, LegalTurnSchema } from '../games/schemas.js';

export const HINT_ERROR_CODES = [
  'hint/not-your-move', // the pending decision is not a move of a human seat (a captain's, a heading, a transfer...)
  'hint/off', // hints were switched off for this game at setup
  'hint/game-over', // the race is over
  'hint/failed', // the captain could not answer (its worker failed); nothing changed
] as const;

const Turns = z.number().int().min(0).max(1000);
export const HintReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('hint/finish') }).strict(),
  z.object({ code: z.literal('hint/passenger') }).strict(),
  z.object({ code: z.literal('hint/block'), boat: BoatIdSchema }).strict(),
  z.object({ code: z.literal('hint/push'), boat: BoatIdSchema }).strict(),
  z.object({ code: z.literal('hint/save-coal'), coal: z.number().int().min(0) }).strict(),
  z.object({ code: z.literal('hint/spend-for-place'), coal: z.number().int().min(1) }).strict(),
  z.object({ code: z.literal('hint/dock'), dock: HexSchema, tile: z.number().int().min(0), turns: Turns }).strict(),
  z.object({ code: z.literal('hint/finish-line'), turns: Turns }).strict(),
  z.object({ code: z.literal('hint/only-turn') }).strict(),
]);
// The schema and the engine's union agree in both directions (a new reason fails the compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const reasonsMatch: Same<z.infer<typeof HintReasonSchema>, HintReason> = true;
void reasonsMatch;

/** Why the hinted turn ends facing off downstream (engine/captains/hint-facing.ts). */
export const HintFacingSchema = z.discriminatedUnion('why', [
  z.object({ why: z.literal('target'), dock: HexSchema.nullable() }).strict(),
  z.object({ why: z.literal('coal'), coal: z.number().int().min(1) }).strict(),
  z.object({ why: z.literal('only') }).strict(),
]);
const facingsMatch: Same<z.infer<typeof HintFacingSchema>, HintFacing> = true;
void facingsMatch;

export const HintSchema = z
  .object({
    gameId: z.string(),
    /** The game's revision the hint is for (it was asked with this expectSeq). */
    rev: z.number().int(),
    /** The hinted turn: its index in the game view's legalTurns, and the turn itself. */
    index: z.number().int().nonnegative(),
    turn: LegalTurnSchema,
    reason: HintReasonSchema,
    /** Why it ends facing off downstream; absent when it faces downstream. */
    facing: HintFacingSchema.optional(),
    /** Time the captain spent searching (ms). */
    ms: z.number(),
  })
  .strict();
export type HintAnswer = z.infer<typeof HintSchema>;

export const hintRequests = {
  /** "What would the captain do?" for the human seat to move; changes nothing in the game. */
  getHint: {
    request: z.object({ gameId: GameIdSchema, expectSeq: z.number().int().nonnegative() }).strict(),
    response: HintSchema,
  },
} as const;
