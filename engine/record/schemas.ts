// The shapes a game is made of on the outside (files, the API contract, the network): actions,
// options, seeds, results, captains. Strict zod schemas checked at every boundary; the engine's own
// types are the source, and compile-time checks below keep both in step. Pure (zod + engine).
import { z } from 'zod';
import { TILE_IDS } from '../tiles-data.js';
import type { Action, BoatId, GameConfig, TileId } from '../types.js';

export const BOAT_IDS = ['white', 'orange', 'blue', 'green', 'pink', 'red', 'black'] as const satisfies readonly BoatId[];

export const BoatIdSchema = z.enum(BOAT_IDS);
export const TileIdSchema = z.enum(TILE_IDS as readonly TileId[] as [TileId, ...TileId[]]);
export const DirSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const Coord = z.number().int().min(-10_000).max(10_000);
export const HexSchema = z.object({ q: Coord, r: Coord }).strict();
export const DieFaceSchema = z.enum(['straight', 'left', 'right']);

/** The engine's Action union, strict: unknown fields or types are refused before the engine sees them. */
export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('startOrder'), order: z.array(BoatIdSchema).min(1).max(7) }).strict(),
  z.object({ type: z.literal('drawTile'), tile: TileIdSchema }).strict(),
  z.object({ type: z.literal('rollDie'), face: DieFaceSchema }).strict(),
  z.object({ type: z.literal('rollFinish'), face: DieFaceSchema }).strict(),
  z.object({ type: z.literal('placeBoat'), heading: DirSchema }).strict(),
  z.object({ type: z.literal('speed'), speed: z.number().int().min(0).max(12) }).strict(),
  z.object({ type: z.literal('rotate'), step: z.enum(['L', 'R']) }).strict(),
  z.object({ type: z.literal('advance'), push: z.array(HexSchema).max(7).optional() }).strict(),
  z.object({ type: z.literal('reverse') }).strict(),
  z.object({ type: z.literal('confirm') }).strict(),
  z.object({ type: z.literal('reorient'), heading: DirSchema }).strict(),
  z.object({ type: z.literal('depart'), heading: DirSchema }).strict(),
  z.object({ type: z.literal('enterDock'), dock: z.number().int().min(1).max(5), heading: DirSchema }).strict(),
  z.object({ type: z.literal('transfer'), from: BoatIdSchema, to: BoatIdSchema, amount: z.number().int().min(0).max(12) }).strict(),
  z.object({ type: z.literal('skipTransfer') }).strict(),
  z.object({ type: z.literal('endStalledRace') }).strict(),
]);
// Compile-time check that the schema and the engine's union agree in both directions.
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionsMatch: Same<z.infer<typeof ActionSchema>, Action> = true;
void actionsMatch;

/**
 * The shape of GameConfig, strict; the engine's validateConfig checks the meaning (seat counts,
 * tiles...). A field added to GameConfig in engine/types.ts fails the compile-time check below
 * until it is added here too, so the contract cannot silently drop a variant flag.
 */
export const GameConfigSchema = z.object({
  seats: z
    .array(z.object({ boats: z.array(BoatIdSchema).min(1).max(2), team: z.number().int().min(0).max(6).optional() }).strict())
    .min(1)
    .max(7),
  riverTiles: z.array(TileIdSchema).max(32),
  exactPassengers: z.boolean().optional(),
  blackRose: z.boolean().optional(),
  classic1998: z.boolean().optional(),
  firstSeat: z.number().int().min(0).max(1).optional(),
}).strict();
const configMatches: Same<z.infer<typeof GameConfigSchema>, GameConfig> = true;
void configMatches;

export const PLAYER_KINDS = ['human', 'computer'] as const;
export const TITLE_MAX = 100;
export const NAME_MAX = 40;

export const PlayerShape = {
  kind: z.enum(PLAYER_KINDS),
  /** A computer captain's level (engine/captains); ignored for humans. */
  level: z.enum(['easy', 'medium', 'hard', 'expert']).optional(),
};
/** A captain as stored and answered: names saved before the checks existed still list. */
export const StoredPlayerSchema = z.object({ name: z.string(), ...PlayerShape }).strict();

export const SeedSchema = z.number().int().min(0).max(0xffffffff);

export const ResultSchema = z.object({ places: z.array(BoatIdSchema) }).strict();
export type GameResult = z.infer<typeof ResultSchema>;
