// Networked races in the API contract (issue 17): the renderer talks only to its own app host,
// which hosts a room or joins one and relays (electron/net/net-session.ts). Spread into
// electron/api/contract.ts. Pure (zod), like the contract.
import { z } from 'zod';
import { NetworkGameViewSchema } from '../services/games/network-view.js';
import { PublicStateSchema } from '../../engine/net/public-state-schema.js';
import { GameConfigSchema, GameEventSchema, NameSchema, TitleSchema } from '../services/games/schemas.js';
import { FoundRoomSchema } from './listing.js';
import {
  CLIENT_MESSAGE_TYPES,
  ClockMessageSchema,
  EventsMessageSchema,
  LobbySchema,
  MAX_SEATS,
  MIN_SEATS,
  NET_ERROR_CODES,
  RoomNoteSchema,
  TurnSecondsSchema,
} from './protocol.js';

export const NET_API_ERROR_CODES = [
  ...NET_ERROR_CODES,
  'net/invite-invalid', // the pasted text is not an invite (mq://HOST:PORT/ROOM#CODE)
  'net/address-invalid', // the typed text is not a server address (HOST:PORT)
  'net/unreachable', // no game server answered at the invite's address, or the room is full
  'net/room-gone', // the address answers but its room is gone: an old invite (the host has hosted again since, or closed it)
  'net/seat-expired', // the way back into the seat (the dropped connection's token) has run out: the room no longer keeps it
  'net/port-busy', // the port chosen to host on is taken on this computer (another game or program), or not allowed
  'net/no-session', // not hosting or in a networked race
  'net/busy', // already hosting or in a networked race: leave it first
  'net/no-position', // that position of the race is no longer (or not yet) at hand on this computer
] as const;

/**
 * The last invite this app joined with, and whose race it was: "Join a game" offers it again
 * (play-test of issue 17: the name was kept, the invite not). Dropped once that race is known over.
 */
export const LastInviteSchema = z
  .object({ invite: z.string().max(600), hostName: z.string().nullable(), title: z.string().nullable() })
  .strict();
export type LastInvite = z.infer<typeof LastInviteSchema>;

export const NetStatusSchema = z
  .object({
    /** hosting: this app's own room; joined: someone else's; none: no networked race. */
    role: z.enum(['none', 'hosting', 'joined']),
    /** The invite to pass on (`mq://HOST:PORT/ROOM#CODE`), with its parts shown apart. */
    invite: z.string().nullable(),
    address: z.string().nullable(),
    code: z.string().nullable(),
    lobby: LobbySchema.nullable(),
    view: NetworkGameViewSchema.nullable(),
    /** The last refusal of something this app sent (a code the renderer words). */
    refused: z.string().nullable(),
    /** How many refusals so far (a new one is told apart from the last one by this count). */
    refusedCount: z.number().int().nonnegative(),
    /** The race in this app's library once it has ended (the host's own game, a guest's import). */
    libraryGameId: z.string().nullable(),
    /** This app's connection to the room: dropped and trying again, or given up (see lobby.host for the host's). */
    connection: z.enum(['open', 'reconnecting', 'lost', 'gone']),
    /** Why the room itself closed this app's connection: the host gave this guest's seat back to the table (connection 'lost'). */
    closed: z.literal('net/seat-freed').optional(),
    /** The host's app gone ('gone') and tried for the seat's grace time in vain: this app tries no more until netResume. */
    retriesOver: z.literal(true).optional(),
    /** The room's log: quick messages and seats changing hands, oldest first. */
    notes: z.array(RoomNoteSchema),
    /** The turn timer: whose time runs and when it runs out on this computer's clock (ms since the epoch); null before the room told it. */
    clock: ClockMessageSchema.omit({ msLeft: true }).extend({ deadline: z.number().nullable() }).strict().nullable(),
    /** When each away seat's grace time runs out on this computer's clock (ms since the epoch), by seat; null: not counting. */
    graceEnds: z.array(z.number().nullable()),
    /** How long the room keeps a seat whose player left or dropped (seconds); null before the room told it. */
    graceSeconds: z.number().int().nullable(),
    /**
     * The race this app keeps a place in (its seat token saved): in it now, or to go back to
     * (after a restart that could not rejoin yet, a host who paused it, a guest who left it). Home offers the way back.
     */
    place: z
      .object({
        role: z.enum(['hosting', 'joined']),
        title: z.string().nullable(),
        hostName: z.string().nullable(),
        /** The round under way (absent before the start), and who sits in the race (the seats' names). */
        round: z.number().int().nonnegative().optional(),
        players: z.array(z.string()).optional(),
        /** Whose turn the race waits for (the seat's name; `turnMine`: one of this app's seats). */
        turn: z.string().optional(),
        turnMine: z.literal(true).optional(),
        connected: z.boolean(),
        /** A guest who left the race on purpose: their seat waits for them (the grace time) until the host hands it over. */
        left: z.literal(true).optional(),
        /** When that seat stops waiting (ms since the epoch), if the room told its grace time. */
        leftUntil: z.number().int().nonnegative().optional(),
        /** The last try to get back found nobody answering there (the host's game, or the server, not running). */
        unanswered: z.literal(true).optional(),
        /** In the race now and one of this app's seats is to decide: the race waits for this player. */
        yourTurn: z.literal(true).optional(),
        /** In a race with no race screen open (Home): this player counts as away for the others. */
        away: z.literal(true).optional(),
        /** A guest's seat waits until then (ms since the epoch), the room's grace time from when they went; absent for a host (the race waits). */
        awayUntil: z.number().int().nonnegative().optional(),
      })
      .strict()
      .nullable(),
    /** That race comes into this app's library only when it ends (a guest's, a spectator's, a room on a game server): the screens say so. */
    libraryAtEnd: z.boolean(),
    /** The last invite joined with, for "Join a game" to offer again; never one of a race known over. */
    lastInvite: LastInviteSchema.nullable().optional(),
  })
  .strict();
export type NetStatus = z.infer<typeof NetStatusSchema>;

export const NetFoundSchema = z
  .object({
    server: z.object({ address: z.string(), state: z.enum(['connecting', 'open', 'failed']) }).strict().nullable(),
    rooms: z.array(FoundRoomSchema),
    nearby: z.array(FoundRoomSchema),
    listening: z.boolean(),
  })
  .strict();
export type NetFound = z.infer<typeof NetFoundSchema>;

export const netRequests = {
  /** Opens seats on this network: starts listening (LAN) on `port` and opens a room as its host. */
  netHost: {
    request: z
      .object({
        seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS),
        port: z.number().int().min(0).max(65535).optional(),
        title: TitleSchema.optional(),
        graceSeconds: z.number().int().min(5).max(3600).optional(),
        /** Time per turn (null or absent: no timer); at the end a computer captain of `turnLevel` plays the turn. */
        turnSeconds: TurnSecondsSchema.nullable().optional(),
        turnLevel: z.enum(['easy', 'medium', 'hard', 'expert']).optional(),
        /** The race's settings from the new-game screen (river, modes); its seats must match `seats`. */
        config: GameConfigSchema.optional(),
        /** Listed in the lobby of public rooms and joined from it without the code (default: private). */
        public: z.boolean().optional(),
        /** The host's name, as the race is listed and announced. */
        hostName: NameSchema.optional(),
        /** Announce the race on this network (default: yes). */
        announce: z.boolean().optional(),
        /** Open the room on this game server (HOST:PORT, `mqs://HOST` behind TLS) instead of hosting on this computer. */
        server: z.string().max(300).optional(),
      })
      .strict(),
    response: NetStatusSchema,
  },
  /**
   * What "Join a game" lists, asked for every second or so while it is open: games announced on this
   * network, and the public rooms of the server typed (`server`: null stops, absent keeps the last).
   */
  netFind: { request: z.object({ server: z.string().max(300).nullable().optional() }).strict(), response: NetFoundSchema },
  /** A public room from the list, joined without the code. */
  netJoinListed: {
    request: z
      .object({
        source: z.enum(['server', 'nearby']),
        address: z.string().max(300),
        roomId: z.string().max(40),
        /** To watch (no seat), by this name. */
        watch: z.boolean().optional(),
        name: NameSchema.optional(),
      })
      .strict(),
    response: NetStatusSchema,
  },
  /** Joins with an invite: to play (a seat is picked in the lobby), or to watch (`watch`, no seat, by `name`). */
  netJoin: { request: z.object({ invite: z.string().max(300), watch: z.boolean().optional(), name: NameSchema.optional() }).strict(), response: NetStatusSchema },
  netStatus: { request: z.object({}).strict(), response: NetStatusSchema },
  /** One protocol message to the room (takeSeat, ready, act...), checked here first. */
  netSend: {
    request: z.object({ type: z.enum(CLIENT_MESSAGE_TYPES as [string, ...string[]]), body: z.unknown() }).strict(),
    response: z.object({ sent: z.boolean() }).strict(),
  },
  /** Leaves the race; a host mid-race may `pause` it instead of ending it: the others wait, and the host's app keeps its place to come back (netResume). */
  netLeave: { request: z.object({ pause: z.boolean().optional() }).strict(), response: NetStatusSchema },
  /** Back into the race this app keeps a place in (see NetStatus.place): a host's paused race, or a seat after a restart. */
  netResume: { request: z.object({}).strict(), response: NetStatusSchema },
  /** Calls off the netResume under way (Cancel on "Reconnecting to <host>…"): no connection after it; the place is kept. */
  netResumeCancel: { request: z.object({}).strict(), response: NetStatusSchema },
  /**
   * The race's screen of this window or page opened (`open`) or left: a hosting app whose page
   * closed is back at the table only once one is open again, not when a page opens on Home (pt28).
   */
  netTable: { request: z.object({ open: z.boolean() }).strict(), response: z.object({ atTable: z.boolean() }).strict() },
  /** The race's public log (each action's events) up to `toSeq`: the play screen's log. */
  netLog: {
    request: z.object({ toSeq: z.number().int().nonnegative().optional() }).strict(),
    response: z.object({ fromSeq: z.number().int(), toSeq: z.number().int(), entries: z.array(z.object({ seq: z.number().int(), events: z.array(GameEventSchema) }).strict()) }).strict(),
  },
  /**
   * The changes after `afterRev` whose position is at hand, oldest first (the play screen's feed),
   * and the view's rev and seq in the same answer: a later view with no change told was missed (-1: none).
   */
  netChanges: {
    request: z.object({ afterRev: z.number().int() }).strict(),
    response: z.object({ gameId: z.string().nullable(), rev: z.number().int(), seq: z.number().int(), changes: z.array(EventsMessageSchema) }).strict(),
  },
  /** A recent public position of the race (moves made elsewhere are shown one by one). */
  netPositionAt: { request: z.object({ seq: z.number().int().nonnegative() }).strict(), response: z.object({ state: PublicStateSchema }).strict() },
} as const;

/** Pushed when anything of the networked race changes: the renderer asks for netStatus. */
export const NetChangedSchema = z.object({ role: z.enum(['none', 'hosting', 'joined']), rev: z.number().int() }).strict();
