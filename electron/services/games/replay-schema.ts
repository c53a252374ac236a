// The replay viewer's timeline as it crosses the API: where each round starts, where tiles were
// revealed, every action's events (the readable log), and the race chart's points. Pure (zod +
// engine types), like the rest of the contract.
import { z } from 'zod';
import { ActionSchema, BoatIdSchema, GameEventSchema } from './schemas.js';

export const BoatProgressSchema = z
  .object({
    boat: BoatIdSchema,
    progress: z.number(),
    speed: z.number().int(),
    coal: z.number().int(),
    passengers: z.number().int(),
    place: z.number().int().nullable(),
    rank: z.number().int(),
    unfinished: z.literal(true).optional(),
    withdrawn: z.literal(true).optional(),
  })
  .strict();

/** One point of the race chart: every boat at the start of a round (or at the end of the log). */
export const ChartPointSchema = z
  .object({
    round: z.number().int(),
    /** The position this point shows (seeking there shows the same boats). */
    seq: z.number().int(),
    /** The last point of the log: the finish (or where an unfinished game stands). */
    final: z.boolean(),
    boats: z.array(BoatProgressSchema),
  })
  .strict();

export const ReplayTimelineSchema = z
  .object({
    gameId: z.string(),
    lastSeq: z.number().int(),
    /** River length in tiles (A0 included) once every tile is laid: the chart's height. */
    riverTiles: z.number().int(),
    /** Position where each round begins (the action that started it has been applied). */
    rounds: z.array(z.object({ round: z.number().int(), seq: z.number().int() }).strict()),
    /** Positions where a river tile (or the Finish) was laid. */
    tiles: z.array(z.object({ seq: z.number().int(), index: z.number().int() }).strict()),
    /** Action `seq` (1..lastSeq) and the events it caused. */
    entries: z.array(z.object({ seq: z.number().int(), action: ActionSchema, events: z.array(GameEventSchema) }).strict()),
    chart: z.array(ChartPointSchema),
  })
  .strict();
export type ReplayTimeline = z.infer<typeof ReplayTimelineSchema>;
export type ChartPoint = z.infer<typeof ChartPointSchema>;
