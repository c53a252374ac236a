// Zod schemas for everything games-related that crosses a boundary (API payloads, rows read back
// from SQLite). Pure: zod + engine only, so the API contract (and with it the renderer) can import
// this file. The shapes a game is made of (actions, options, results...) belong to the record
// format (engine/record/schemas.ts) and are re-exported here for the contract.
import { z } from 'zod';
import type { Action, Decision, GameEvent, GameState, LegalTurn } from '../../../engine/index.js';
import {
  ActionSchema,
  BoatIdSchema,
  GameConfigSchema,
  HexSchema,
  NAME_MAX,
  PlayerShape,
  ResultSchema,
  StoredPlayerSchema,
  TITLE_MAX,
} from '../../../engine/record/schemas.js';
import { normaliseText, textProblem, type TextErrorCode, type TextField } from '../../../engine/record/text.js';

export {
  ActionSchema,
  BOAT_IDS,
  BoatIdSchema,
  DieFaceSchema,
  DirSchema,
  GameConfigSchema,
  HexSchema,
  NAME_MAX,
  PLAYER_KINDS,
  ResultSchema,
  SeedSchema,
  StoredPlayerSchema,
  TITLE_MAX,
  TileIdSchema,
  type GameResult,
} from '../../../engine/record/schemas.js';

export const CHANCE_ACTIONS: readonly Action['type'][] = ['startOrder', 'drawTile', 'rollDie', 'rollFinish'];
export function isChanceAction(a: Action): boolean {
  return CHANCE_ACTIONS.includes(a.type);
}

/**
 * Text a player types: normalised (NFC, whitespace collapsed, trimmed), then refused when it holds
 * control or text-direction characters, nothing visible, or too much. The refusal carries its API
 * error code in `params.apiCode`; the dispatcher answers with it instead of request/malformed.
 */
function typedText(field: TextField, max: number) {
  const label = field === 'title' ? 'title' : "captain's name";
  return z.string().transform((raw, ctx) => {
    // Collapsing whitespace may shorten a long input a lot, but not without bound.
    const text = raw.length > max * 10 ? raw : normaliseText(raw);
    const problem = raw.length > max * 10 ? 'too-long' : textProblem(text, max);
    if (problem === null) return text;
    const apiCode: TextErrorCode = `${field}/${problem}`;
    const message = {
      empty: `The ${label} needs at least one visible character.`,
      'invalid-character': `The ${label} contains a control or text-direction character.`,
      'too-long': `The ${label} is longer than ${max} characters.`,
    }[problem];
    ctx.addIssue({ code: 'custom', message, params: { apiCode } });
    return z.NEVER;
  });
}

/** A captain as a request names one: the name is checked and normalised. */
export const NameSchema = typedText('name', NAME_MAX);
export const PlayerSchema = z.object({ name: NameSchema, ...PlayerShape }).strict();
export type Player = z.infer<typeof PlayerSchema>;

export const GameIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/);
export const TitleSchema = typedText('title', TITLE_MAX);

export const GAME_STATUSES = ['playing', 'over'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const NOTICE_CODES = ['store/recovered', 'game/log-broken', 'game/snapshot-ignored'] as const;
export const NoticeSchema = z
  .object({
    code: z.enum(NOTICE_CODES),
    message: z.string(),
    /** Where the damaged database was moved (store/recovered). */
    path: z.string().optional(),
    /** store/recovered: how many games were brought back from the damaged file, and which were not (titles). */
    saved: z.number().int().nonnegative().optional(),
    lost: z.array(z.string()).optional(),
    /** The first action that no longer replays (game/log-broken). */
    atSeq: z.number().int().optional(),
  })
  .strict();
export type Notice = z.infer<typeof NoticeSchema>;

/** One row of the library: everything the list shows, without loading the game. */
export const GameSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    players: z.array(StoredPlayerSchema.extend({ boats: z.array(BoatIdSchema) })),
    status: z.enum(GAME_STATUSES),
    round: z.number().int(),
    leader: BoatIdSchema.nullable(),
    seq: z.number().int(),
    rev: z.number().int(),
    result: ResultSchema.nullable(),
    createdAt: z.number(),
    updatedAt: z.number(),
    /** "Play from here": the game and position this one started from. */
    parent: z.object({ id: z.string(), seq: z.number().int() }).strict().nullable(),
    /** Arrived as a .mqgame file (or is a duplicate of such a game); the library marks it. */
    imported: z.boolean(),
    /** The captain's hints may be asked for in this game (chosen at setup; off for competitive games). */
    hints: z.boolean(),
    /** A hint was shown in this game; the library marks it. */
    hintUsed: z.boolean(),
    /** A network room's race, not over: the library tags it and offers no Continue (only its room plays it). */
    networked: z.boolean().optional(),
    /** A game from a scenario (a challenge): open, or its verdict once in (the library shows it, play-test 16). */
    challenge: z
      .object({ status: z.enum(['open', 'met', 'failed']), stars: z.union([z.literal(0), z.literal(1), z.literal(2)]) })
      .strict()
      .optional(),
  })
  .strict();
export type GameSummary = z.infer<typeof GameSummarySchema>;

// Engine-produced data is trusted on the way out (the engine made it); the checks only guard the shape.
const isObject = (v: unknown) => typeof v === 'object' && v !== null;
export const GameStateSchema = z.custom<GameState>((v) => isObject(v) && typeof (v as GameState).seq === 'number');
export const DecisionSchema = z.custom<Decision>((v) => isObject(v) && typeof (v as Decision).kind === 'string');
export const GameEventSchema = z.custom<GameEvent>((v) => isObject(v) && typeof (v as GameEvent).type === 'string');
export const LegalTurnSchema = z.custom<LegalTurn>((v) => isObject(v) && Array.isArray((v as LegalTurn).actions));

/**
 * The challenge a game from a scenario sets (engine/challenge.ts) and the engine's verdict on the
 * position now: open, met (stars 1, or 2 at par) or failed.
 */
export const ChallengeViewSchema = z
  .object({
    /** The shipped challenge (its stars are kept), or null for a scenario file. */
    id: z.string().nullable(),
    goal: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('win') }).strict(),
      z.object({ kind: z.literal('finish') }).strict(),
      z.object({ kind: z.literal('passenger') }).strict(),
      z.object({ kind: z.literal('reach'), pos: HexSchema }).strict(),
      z.object({ kind: z.literal('block'), boat: BoatIdSchema }).strict(),
    ]),
    par: z.object({ coalLeft: z.number().int().optional(), rounds: z.number().int().optional() }).strict().nullable(),
    /** The player's boat. */
    boat: BoatIdSchema,
    status: z.enum(['open', 'met', 'failed']),
    /** The goal is met at par. */
    parMet: z.boolean(),
    stars: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  })
  .strict();

/** A game as the play screen sees it: the position, what is pending, and what may be done. */
export const GameViewSchema = GameSummarySchema.extend({
  config: GameConfigSchema,
  seed: z.number(),
  state: GameStateSchema,
  pending: DecisionSchema,
  /** Legal single actions for the pending decision (empty when read-only or over). */
  legalActions: z.array(ActionSchema),
  /** Complete turns of the boat to move (pending 'move' only). */
  legalTurns: z.array(LegalTurnSchema),
  /** Whether `undo` would be accepted now. */
  canUndo: z.boolean(),
  /** The log no longer replays past this position: shown, never played on. */
  readOnly: z.boolean(),
  notices: z.array(NoticeSchema),
  /** The race is stalled: the human seats are asked to end it in the current order (docs/rules.md). */
  /** Games from a scenario: the goal and where it stands (null for other games). */
  challenge: ChallengeViewSchema.nullable(),
  stallOffer: z
    .object({
      /** Human seats that must agree, in seat order. */
      seats: z.array(z.number().int()),
      /** Those that have agreed so far. */
      agreed: z.array(z.number().int()),
      roundsWithoutProgress: z.number().int(),
    })
    .strict()
    .nullable(),
}).strict();
export type GameView = z.infer<typeof GameViewSchema>;
export type ChallengeView = z.infer<typeof ChallengeViewSchema>;
export type StallOffer = NonNullable<GameView['stallOffer']>;

/** One position of a game, for the replay viewer (never changes the game). */
export const GamePositionSchema = z
  .object({
    gameId: z.string(),
    seq: z.number().int(),
    /** Number of actions in the game's (good) log: the last position a viewer can seek to. */
    lastSeq: z.number().int(),
    state: GameStateSchema,
    /** The action that led to this position (null at seq 0) and its events. */
    action: ActionSchema.nullable(),
    events: z.array(GameEventSchema),
  })
  .strict();
export type GamePosition = z.infer<typeof GamePositionSchema>;

/** What happened in a game, action by action (the play screen's log after a reload). */
export const GameLogSchema = z
  .object({
    gameId: z.string(),
    /** The entries cover actions fromSeq+1 .. toSeq. */
    fromSeq: z.number().int(),
    toSeq: z.number().int(),
    entries: z.array(z.object({ seq: z.number().int(), events: z.array(GameEventSchema) }).strict()),
  })
  .strict();
export type GameLog = z.infer<typeof GameLogSchema>;

export const GameChangedSchema = z
  .object({
    gameId: z.string(),
    kind: z.enum(['created', 'acted', 'undone', 'renamed', 'deleted']),
    rev: z.number().int(),
    seq: z.number().int(),
    events: z.array(GameEventSchema),
  })
  .strict();
export type GameChanged = z.infer<typeof GameChangedSchema>;
