// The games part of the API contract: request/response schemas and error codes, spread into
// electron/api/contract.ts. Pure (zod + engine constants), like the contract itself.
// Every request that changes a game names the revision (`rev`) it was computed from, as
// `expectSeq`; a stale one is refused with seq/stale. (`seq` in views is the action count.)
import { z } from 'zod';
import { RECORD_ERROR_CODES } from '../../../engine/record/codes.js';
import { TEXT_ERROR_CODES } from '../../../engine/record/text.js';
import { ReplayTimelineSchema } from './replay-schema.js';
import { WireGameViewSchema } from './network-view.js';
import {
  ActionSchema,
  GameConfigSchema,
  GameIdSchema,
  GameLogSchema,
  GamePositionSchema,
  GameSummarySchema,
  NameSchema,
  NoticeSchema,
  PlayerSchema,
  SeedSchema,
  TitleSchema,
} from './schemas.js';

export const GAME_ERROR_CODES = [
  'game/not-found', // no game with this id
  'game/bad-config', // newGame options the engine cannot play
  'game/read-only', // the game's log no longer replays: it can be viewed, not played
  'game/networked', // a network room's race, not over: played only through the room, never as a local game
  'game/unreadable', // a position of the game cannot be rebuilt at all
  'undo/not-allowed', // nothing the current mover may take back
  'seq/out-of-range', // no such position in the game
  'store/write-failed', // the database refused the write; nothing changed
  'stall/no-offer', // the race is not stalled, the offer was declined, or this seat was not asked / has answered
  'store/conflict', // another app instance changed the game on disk; nothing written, reload it
  'scenario/invalid', // newScenarioGame: the scenario file does not read (JSON, format, position)
  'scenario/not-a-challenge', // newScenarioGame: it reads, but sets no goal a player can play (no boat's move pending, impossible goal)
  ...RECORD_ERROR_CODES,
  ...TEXT_ERROR_CODES, // titles and captains' names (engine/record/text.ts)
] as const;

const ExpectSeq = z.number().int().nonnegative();
/** The most actions one act may carry: a whole turn's steps with room to spare. */
export const MAX_ACTIONS = 64;
const GameRef = z.object({ gameId: GameIdSchema }).strict();
/** Import text: the record's own cap (record/too-large) is checked with a clear message; this only bounds the request. */
const RecordTextSchema = z.string().max(4_000_000);

export const gameRequests = {
  newGame: {
    request: z
      .object({
        players: z.array(PlayerSchema).min(1).max(7),
        /** Omitted: the standard game for this many players. */
        config: GameConfigSchema.optional(),
        seed: SeedSchema.optional(),
        title: TitleSchema.optional(),
        /** The captain's hints may be asked for (default: yes; off for competitive games). */
        hints: z.boolean().optional(),
      })
      .strict(),
    response: WireGameViewSchema,
  },
  /** A game from a scenario's position, played as a challenge (its goal, or winning the race). */
  newScenarioGame: {
    request: z
      .object({
        /** The scenario file's text (docs/scenario-format.md). */
        scenario: z.string().max(200_000),
        /** A shipped challenge (engine/data/challenges, file name without .json): its stars are kept. */
        challengeId: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
        /** The player's name (the seat of the boat to move). */
        playerName: NameSchema.optional(),
        /** Names by seat (the player's seat too, unless playerName is given): the app's made-up ones in the player's language. */
        names: z.array(NameSchema).max(7).optional(),
        title: TitleSchema.optional(),
      })
      .strict(),
    response: WireGameViewSchema,
  },
  /** Best stars earned per shipped challenge, remembered across restarts. */
  getChallengeStars: {
    request: z.object({}).strict(),
    // (0: tried, every saved try missed: the list says so)
    response: z.object({ stars: z.record(z.string(), z.number().int().min(0).max(2)) }).strict(),
  },
  /**
   * `forPlay`: the play screen opens the game to play it (a network room's unfinished race is
   * refused with game/networked); without it the game is only looked at (the replay viewer).
   */
  getGame: {
    request: z.object({ gameId: GameIdSchema, forPlay: z.boolean().optional() }).strict(),
    response: WireGameViewSchema,
  },
  /**
   * The play screen left the game: nobody looks at it, so its computer captains stop until it is
   * opened to play again (getGame with forPlay). A network room's race plays on (its room plays it).
   */
  closeGame: { request: GameRef, response: z.object({ stopped: z.boolean() }).strict() },
  /**
   * One decision (`action`), or a list of one mover's decisions played at once, all or none
   * (`actions`: a way set with one click): one write, one gameChanged, one view back. A refused
   * action of a list answers with its code and `index`, and the game is as it was.
   */
  act: {
    request: z
      .object({ gameId: GameIdSchema, expectSeq: ExpectSeq, action: ActionSchema.optional(), actions: z.array(ActionSchema).min(1).max(MAX_ACTIONS).optional() })
      .strict()
      .refine((r) => (r.action === undefined) !== (r.actions === undefined), { message: 'Give either action or actions.' }),
    response: WireGameViewSchema,
  },
  /** `toSeq`: take back every step after it that may be (the start of a choice), in one request; without it, one step. */
  undo: {
    request: z.object({ gameId: GameIdSchema, expectSeq: ExpectSeq, toSeq: z.number().int().nonnegative().optional() }).strict(),
    response: WireGameViewSchema,
  },
  /** A human seat's answer to the offer to end a stalled race (GameView.stallOffer). */
  answerStallOffer: {
    request: z.object({ gameId: GameIdSchema, expectSeq: ExpectSeq, seat: z.number().int().min(0).max(6), agree: z.boolean() }).strict(),
    response: WireGameViewSchema,
  },
  listGames: { request: z.object({}).strict(), response: z.object({ games: z.array(GameSummarySchema) }).strict() },
  lastUnfinishedGame: { request: z.object({}).strict(), response: z.object({ game: GameSummarySchema.nullable(), played: GameSummarySchema.nullable().optional() }).strict() },
  renameGame: {
    request: z.object({ gameId: GameIdSchema, expectSeq: ExpectSeq, title: TitleSchema }).strict(),
    response: GameSummarySchema,
  },
  duplicateGame: {
    request: z.object({ gameId: GameIdSchema, title: TitleSchema.optional() }).strict(),
    response: GameSummarySchema,
  },
  deleteGame: {
    request: z.object({ gameId: GameIdSchema, expectSeq: ExpectSeq }).strict(),
    response: z.object({ deleted: z.string() }).strict(),
  },
  forkGame: {
    request: z.object({ gameId: GameIdSchema, atSeq: z.number().int().nonnegative(), title: TitleSchema.optional() }).strict(),
    response: GameSummarySchema,
  },
  exportGame: {
    request: GameRef,
    response: z.object({ fileName: z.string(), text: z.string(), formatVersion: z.number().int() }).strict(),
  },
  importGame: { request: z.object({ text: RecordTextSchema }).strict(), response: GameSummarySchema },
  getGameAt: {
    request: z.object({ gameId: GameIdSchema, seq: z.number().int().nonnegative() }).strict(),
    response: GamePositionSchema,
  },
  /** Events of the last actions up to `toSeq` (default: now), at most the last 400. */
  getGameLog: {
    request: z.object({ gameId: GameIdSchema, toSeq: z.number().int().nonnegative().optional() }).strict(),
    response: GameLogSchema,
  },
  /** The replay viewer's rounds, tile reveals, log and race chart (replay-schema.ts); changes nothing. */
  getReplayTimeline: { request: GameRef, response: ReplayTimelineSchema },
  getStoreNotices: { request: z.object({}).strict(), response: z.object({ notices: z.array(NoticeSchema) }).strict() },
} as const;

export const GAME_REQUEST_NAMES = Object.keys(gameRequests) as (keyof typeof gameRequests)[];
