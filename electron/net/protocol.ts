// The wire protocol of a networked race (issue 17, docs/network.md): what a participant may send to
// the room, what the room sends back, the refusal codes and the limits. Pure (zod + engine schemas):
// the room (electron/net/race-room.ts), the client (electron/net/net-client.ts) and the tests share it.
import { z } from 'zod';
import { ENGINE_VERSION, RULES_VERSION } from '../../engine/index.js';
import { PublicStateSchema } from '../../engine/net/public-state-schema.js';
import { MAX_ACTIONS } from '../services/games/api.js';
import { ActionSchema, GameConfigSchema, GameEventSchema, NameSchema, TitleSchema } from '../services/games/schemas.js';

/** Bumped whenever a message changes shape: apps speaking another protocol refuse each other. */
export const NET_PROTOCOL = 7;
export const ROOM_NAME = 'mq-race';
/** The largest message a participant may send, as JSON text (a turn's action is far below it). */
export const MAX_MESSAGE_CHARS = 8 * 1024;
/** Whatever reaches the socket above this is cut off by the transport before it is decoded. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** A participant's message allowance: a burst of this many, refilled at this rate per second. */
export const MESSAGES_PER_SECOND = 20;
export const MAX_SEATS = 6;
export const MIN_SEATS = 2;
/** Spectators a room takes besides its players (each a connection the host serves every move to). */
export const MAX_WATCHERS = 12;

/** Refusals of the room itself; the engine's and the games service's codes (action/..., seq/stale) pass through. */
export const NET_ERROR_CODES = [
  'net/not-your-seat', // the pending decision belongs to someone else's seat
  'net/not-host', // only the host may do this
  'net/malformed', // the message is not one the protocol knows, or its fields are wrong
  'net/too-large', // the message is longer than MAX_MESSAGE_CHARS
  'net/rate-limited', // too many messages (or join attempts) in too short a time
  'net/version-mismatch', // the apps speak different protocols or play different rules
  'net/bad-code', // the invite code does not open this room
  'net/wrong-phase', // a lobby message during the race, or a move before it
  'net/seat-taken', // the seat is not open
  'net/not-ready', // the host started before every seat was filled and every player ready
  'net/not-gone', // the seat's player is here, or their grace time has not run out yet
  'net/time-up', // the turn's time ran out: a computer captain is playing it for the seat
  'net/no-seat', // a quick message from someone who holds no seat (spectators only watch)
  'net/spectator', // a spectator (joined to watch) tried to take a seat, move or talk: they only watch
  'net/watchers-full', // the room already has MAX_WATCHERS spectators
  'net/seat-count', // a seat added or removed beyond 2-6, or one the race's mode fixes (teams), or a player's seat removed
  'net/paused', // a move, undo or stall answer while the host has paused the race: nothing is played until they are back
  'net/already-started', // a second start (the host's Start pressed twice, two host windows' clicks crossing): the race runs, nothing changes
  'net/seat-freed', // the host opened this guest's seat in the lobby: the room closed their connection (SEAT_FREED_CLOSE)
] as const;
export type NetErrorCode = (typeof NET_ERROR_CODES)[number];

/**
 * The close code of a guest's connection whose seat the host gave back to the table (a guest who sat
 * and walked away blocks the start): their app reads it as 'net/seat-freed' and does not reconnect.
 * (4000 is Colyseus' own leave, 4999 a test's dropped connection.)
 */
export const SEAT_FREED_CLOSE = 4101;

/** Room codes: 12 Crockford base-32 characters (60 random bits). */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RoomCodeSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{12}$/);
const SecretSchema = z.string().regex(/^[0-9a-f]{64}$/);
const LevelSchema = z.enum(['easy', 'medium', 'hard', 'expert']);
/** The turn timer's length (the host's screen offers 1, 2 or 5 minutes; tests use a few seconds). */
export const TurnSecondsSchema = z.number().int().min(3).max(3600);

/** The quick messages, a closed list (no free text): sent by id, worded by each player's app. */
export const QUICK_IDS = ['goodRace', 'oops', 'wellPlayed', 'yourTurn', 'thanks', 'oneMoment'] as const;
export type QuickId = (typeof QUICK_IDS)[number];
/** A participant's quick messages: a burst of this many, then one every QUICK_EVERY_MS. */
export const QUICK_BURST = 3;
export const QUICK_EVERY_MS = 4000;
/** The room's log kept for newcomers and rejoiners (the newest notes). */
export const ROOM_NOTES_KEPT = 50;

export interface Versions {
  protocol: number;
  appVersion: string;
  engineVersion: string;
  rulesVersion: string;
}
export const VersionsShape = {
  protocol: z.number().int(),
  appVersion: z.string().max(40),
  engineVersion: z.string().max(40),
  rulesVersion: z.string().max(40),
};
export function localVersions(appVersion: string): Versions {
  return { protocol: NET_PROTOCOL, appVersion, engineVersion: String(ENGINE_VERSION), rulesVersion: String(RULES_VERSION) };
}

/** What a participant presents on joining (Colyseus join options). */
export const JoinOptionsSchema = z
  .object({
    ...VersionsShape,
    /** The invite's code; only a public room is joined without one (from a lobby's list). */
    code: RoomCodeSchema.optional(),
    /** Proves the joiner is the one who opened the room (they chose it at creation). */
    hostKey: SecretSchema.optional(),
    /** The seat token of an earlier `hello`: gives its seats back (after the room's process restarted, say). */
    seatToken: SecretSchema.optional(),
    /** Joins to watch: no seat, sees the board, the moves and the log, at any phase of the race. */
    watch: z.literal(true).optional(),
    /** A spectator's name, as the room lists who watches. */
    name: NameSchema.optional(),
  })
  .strict();
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;

/** What the host asks for when opening a room: the join options plus the race's own. */
export const CreateOptionsSchema = JoinOptionsSchema.omit({ watch: true, name: true }).extend({
  code: RoomCodeSchema,
  hostKey: SecretSchema,
  /** Listed in the server's lobby of public rooms (and joined from it without the code); private by default. */
  public: z.boolean().default(false),
  /** The host's name, as public rooms are listed. */
  hostName: NameSchema.optional(),
  seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS),
  config: GameConfigSchema.optional(),
  title: TitleSchema.optional(),
  /** Seconds a dropped player keeps their seat (the race waits meanwhile). */
  graceSeconds: z.number().int().min(5).max(3600).default(120),
  /** Seconds a player has for each turn (null: no timer); at the end a captain of `turnLevel` plays it. */
  turnSeconds: TurnSecondsSchema.nullable().default(null),
  turnLevel: LevelSchema.default('medium'),
}).strict();
export type CreateOptions = z.input<typeof CreateOptionsSchema>;

const Rev = z.number().int().nonnegative();
const Seat = z.number().int().min(0).max(MAX_SEATS - 1);

/** Participant to room, by message type. Every body is strict: an unknown field is malformed. */
export const ClientMessages = {
  /** Asks for the lobby and the view again (after a reconnection, whose first messages may arrive before the client listens). */
  sync: z.object({}).strict(),
  takeSeat: z.object({ seat: Seat, name: NameSchema }).strict(),
  leaveSeat: z.object({ seat: Seat }).strict(),
  ready: z.object({ ready: z.boolean() }).strict(),
  /**
   * Host only, in the lobby: open a seat again, or give it to a computer captain. Opening a seat a
   * guest holds gives it back to the table: that guest's connection is closed (SEAT_FREED_CLOSE).
   */
  setSeat: z
    .object({ seat: Seat, kind: z.enum(['open', 'computer']), name: NameSchema.optional(), level: z.enum(['easy', 'medium', 'hard', 'expert']).optional() })
    .strict(),
  /** Host only, in the lobby: one more open seat at the end, or a seat nobody holds removed (2-6 seats). */
  addSeat: z.object({}).strict(),
  removeSeat: z.object({ seat: Seat }).strict(),
  /** Host only. */
  start: z.object({}).strict(),
  /**
   * Host only, during the race: a computer captain takes the seat of a player who has not come back
   * within the grace time, and the seat is free for anyone with the invite to take (takeSeat).
   */
  handOver: z.object({ seat: Seat, level: z.enum(['easy', 'medium', 'hard', 'expert']).optional() }).strict(),
  /** A quick message to every player (from one who holds a seat), rate-limited apart from the rest. */
  quick: z.object({ id: z.enum(QUICK_IDS) }).strict(),
  /** One decision, or a way's steps at once (`actions`: one mover's, all played or none, like the act request). */
  act: z
    .object({ rev: Rev, action: ActionSchema.optional(), actions: z.array(ActionSchema).min(1).max(MAX_ACTIONS).optional() })
    .strict()
    .refine((b) => (b.action === undefined) !== (b.actions === undefined), { message: 'Give either action or actions.' }),
  /** `toSeq`: a whole choice taken back at once (the undo request's). */
  undo: z.object({ rev: Rev, toSeq: z.number().int().nonnegative().optional() }).strict(),
  stall: z.object({ rev: Rev, seat: Seat, agree: z.boolean() }).strict(),
  /**
   * The host's app has no page open (`closed`), or has one again: the host is offline, their app
   * still keeps the race, so the race waits for them with no grace time to run out (play-test pt27:
   * a host whose page was closed read "connection lost", then "the host has left" after 2 min).
   */
  pageless: z.object({ closed: z.boolean() }).strict(),
} as const;
export type ClientMessageType = keyof typeof ClientMessages;
export type ClientMessage<T extends ClientMessageType> = z.input<(typeof ClientMessages)[T]>;
export const CLIENT_MESSAGE_TYPES = Object.keys(ClientMessages) as ClientMessageType[];

export const SeatSchema = z
  .object({
    kind: z.enum(['open', 'human', 'computer']),
    name: z.string().nullable(),
    level: z.enum(['easy', 'medium', 'hard', 'expert']).nullable(),
    ready: z.boolean(),
    /** The seat's player has dropped and may come back within the grace time. */
    away: z.boolean(),
    /** The race is on and the seat's player has not come back within the grace time: the host may hand the seat to a captain. */
    gone: z.boolean(),
    /** The race is on, a captain plays the seat, and anyone in the room may take it (takeSeat). */
    free: z.boolean(),
    /** An away seat: how long its player still has to come back (ms when the lobby was sent), then gone; null: not counting. */
    graceMs: z.number().int().nonnegative().nullable(),
    /** An away seat whose player left on purpose (Leave) rather than losing the connection. */
    left: z.literal(true).optional(),
    /** An away seat whose player's app still runs without its page (the host's, `pageless`): the race waits for them, no grace time counts. */
    offline: z.literal(true).optional(),
  })
  .strict();
export type SeatInfo = z.infer<typeof SeatSchema>;

/** Room to participant. */
export const HelloSchema = z
  .object({
    protocol: z.number().int(),
    roomId: z.string(),
    host: z.boolean(),
    graceSeconds: z.number().int(),
    /** This participant's secret for getting their seats back on rejoining (join option `seatToken`); the room keeps only its digest. */
    seatToken: SecretSchema,
    /** The room lives in the host's app: nobody listening at its address means that app has stopped (its race is saved there). */
    inApp: z.boolean().optional(),
  })
  .strict();
export const LobbySchema = z
  .object({
    phase: z.enum(['lobby', 'racing', 'over']),
    seats: z.array(SeatSchema),
    /** The seats this participant holds. */
    mine: z.array(Seat),
    title: z.string().nullable(),
    /**
     * Whether the host is here, dropped (may come back within the grace time), has left the room, or
     * paused the race (left it on purpose mid-race: the others wait, the host's app brings it back),
     * or is offline (their app runs without its page: the race waits for them, they have not left).
     */
    host: z.enum(['here', 'away', 'left', 'paused', 'offline']),
    /** The host's name as they gave it (listed and announced with the room), null if none. */
    hostName: z.string().nullable(),
    /** The race's settings (river, modes), so every player sees what they are joining. */
    config: GameConfigSchema.nullable(),
    /** This participant joined to watch: they take no seat and send no move. */
    watching: z.boolean(),
    /** Who watches (spectators, by the name they gave; null: none given), the host's table shows them. */
    watchers: z.array(z.object({ name: z.string().nullable() }).strict()).max(MAX_WATCHERS),
  })
  .strict();
export type Lobby = z.infer<typeof LobbySchema>;
export const RefusedSchema = z.object({ code: z.string(), type: z.string(), message: z.string() }).strict();
export type Refused = z.infer<typeof RefusedSchema>;
export const EventsMessageSchema = z
  .object({
    rev: z.number().int(),
    seq: z.number().int(),
    kind: z.enum(['created', 'acted', 'undone', 'renamed']),
    events: z.array(GameEventSchema),
    /**
     * The public position this change led to, when it is not the newest (a captain's turn is several
     * changes at once, and only the last is followed by a view): the screens show each move in turn.
     */
    state: PublicStateSchema.optional(),
  })
  .strict();
export type EventsMessage = z.infer<typeof EventsMessageSchema>;
/** The public log of the race so far (each action's events, never the generator or the stack order): sent on joining and on sync. */
export const LogMessageSchema = z
  .object({ toSeq: z.number().int(), entries: z.array(z.object({ seq: z.number().int(), events: z.array(GameEventSchema) }).strict()) })
  .strict();
export type LogMessage = z.infer<typeof LogMessageSchema>;
export const RecordMessageSchema = z.object({ text: z.string() }).strict();

/**
 * The room's log (not the game's action log): what the players said and what happened to the seats,
 * each note numbered by the room. Sent one by one (`note`) and, on joining and on sync, the newest
 * ROOM_NOTES_KEPT (`notes`).
 */
const NoteBase = { n: z.number().int().nonnegative(), seat: Seat, name: z.string() };
export const RoomNoteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quick'), ...NoteBase, id: z.enum(QUICK_IDS) }).strict(),
  /** The host handed the gone player's seat to a computer captain of this level. */
  z.object({ kind: z.literal('handOver'), ...NoteBase, level: LevelSchema }).strict(),
  /** The seat's turn timer ran out: a computer captain of this level plays that turn. */
  z.object({ kind: z.literal('timeUp'), ...NoteBase, level: LevelSchema }).strict(),
  /** Someone took over the free seat: a player sails it again. */
  z.object({ kind: z.literal('tookSeat'), ...NoteBase }).strict(),
  /** The host's page is open again after they were offline (pageless): they play their seat again. */
  z.object({ kind: z.literal('back'), ...NoteBase }).strict(),
  /** A spectator came to watch (came) or left (no seat: a spectator has none). */
  z.object({ kind: z.literal('watcher'), n: NoteBase.n, name: z.string().nullable(), came: z.boolean() }).strict(),
]);
export type RoomNote = z.infer<typeof RoomNoteSchema>;
export const NotesMessageSchema = z.object({ notes: z.array(RoomNoteSchema).max(ROOM_NOTES_KEPT) }).strict();

/**
 * The turn timer, from the room (which keeps the time): the settings, and the seat whose time runs
 * with the milliseconds left when sent (clocks differ between computers: each app counts down from
 * its own arrival time). Sent whenever a timed turn starts or stops, on joining and on sync.
 */
export const ClockMessageSchema = z
  .object({ turnSeconds: z.number().int().nullable(), level: LevelSchema, seat: Seat.nullable(), msLeft: z.number().int().nonnegative().nullable() })
  .strict();
export type ClockMessage = z.infer<typeof ClockMessageSchema>;

/** Why a join was refused: the Colyseus error's message is one of these codes. */
export const JOIN_ERROR_CODE = 4403;

/** What onAuth reads: a joiner's options, or the creator's (Colyseus joins the creator with its create options). */
export const AuthOptionsSchema = z.union([JoinOptionsSchema, CreateOptionsSchema]);
