// The API contract between main-process services and the renderer: every request, response and
// event is declared here once, as zod schemas. Pure (zod + types only) so main, the browser host,
// the preload's types and the renderer all import the same definitions.
// Adding a channel = one entry in `requests` (and its name in channels.ts) + one handler.
import { z } from 'zod';
import type { ErrorCode } from '../../engine/types.js';
import { EVENT_NAMES, REQUEST_NAMES, type EventName, type RequestName } from './channels.js';
import { GAME_ERROR_CODES, gameRequests } from '../services/games/api.js';
import { GameChangedSchema } from '../services/games/schemas.js';
import { HINT_ERROR_CODES, hintRequests } from '../services/captains/hint-api.js';
import { NET_API_ERROR_CODES, NetChangedSchema, netRequests } from '../net/net-api.js';

export { EVENT_NAMES, REQUEST_NAMES, type EventName, type RequestName } from './channels.js';

/** Closed set of API-level error codes (engine rejection codes pass through unchanged). */
export const API_ERROR_CODES = [
  'request/unknown', // no such channel
  'request/malformed', // payload failed its schema (or was not JSON)
  'request/forbidden', // sender not trusted
  'seq/stale', // expectSeq did not match the current revision
  'store/newer-version', // the database was written by a newer app
  'host/unreachable', // renderer side: the request never got an answer from main
  'host/link-spent', // browser host: the address's one-time launch code was used or expired, and the tab has no session
  'internal/error', // a bug: logged in main, message kept generic
  ...GAME_ERROR_CODES, // games and saves: see electron/services/games/api.ts
  ...HINT_ERROR_CODES, // the captain's hint: electron/services/captains/hint-api.ts
  ...NET_API_ERROR_CODES, // networked races: electron/net/net-api.ts
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number] | ErrorCode;

/**
 * `language`: the saved language, on a refusal the page cannot word from its settings (the browser
 * host's spent address: no session, so no settings to read).
 */
/** `index`: a list of actions refused (act with `actions`): which one, from 0; the ones before it were not played either. */
export type ApiFailure = { ok: false; code: ApiErrorCode; message: string; language?: Language; index?: number };
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

// ---- shared shapes -------------------------------------------------------------------------

export const LANGUAGES = ['en', 'fr', 'it', 'ru'] as const;
/** The title main gives a game from a scenario file that names nothing: the screens word it themselves. */
export const UNTITLED_CHALLENGE = 'Challenge';
/** The challenge ids of the tutorial's lessons start so (lessons are left out of the library and of Continue). */
export const LESSON_ID_PREFIX = 'lesson-';
export type Language = (typeof LANGUAGES)[number];

/** User preferences (not game options). Every key has a default, so a fresh install is complete. */
export const SettingsValues = z
  .object({
    language: z.enum(LANGUAGES),
    reducedMotion: z.boolean(),
    /** Board animations: 0 = instant, 0.5 = slow, 1 = normal, 2 = fast. */
    animationSpeed: z.union([z.literal(0), z.literal(0.5), z.literal(1), z.literal(2)]),
    /** follow: frame the boat to move and where it can go; overview: the whole river; free: left where the player puts it. */
    camera: z.enum(['follow', 'overview', 'free']),
    /** Pause after each computer captain's move, in ms, so a player can follow it on the board. */
    moveDelay: z.union([z.literal(0), z.literal(500), z.literal(1000), z.literal(2000)]),
    /** Sound effects loudness, 0..1 (multiplies every sound). */
    soundVolume: z.number().min(0).max(1),
    soundMuted: z.boolean(),
    /** Turns off the costly scene effects (moving water, wake, smoke, shadows) for slow machines. */
    reduceEffects: z.boolean(),
    /** Boats, lit spaces and the path told apart by shapes and patterns as well as colour. */
    colourBlind: z.boolean(),
    /** The name last given in a networked race, offered again the next time (empty: none yet). */
    netName: z.string().max(40),
  })
  .strict();
export type SettingsValues = z.infer<typeof SettingsValues>;

export const DEFAULT_SETTINGS: SettingsValues = {
  language: 'en',
  reducedMotion: false,
  animationSpeed: 1,
  camera: 'follow',
  moveDelay: 500,
  // Quiet by default: sound should be noticed only by a player who turns it up.
  soundVolume: 0.3,
  soundMuted: false,
  reduceEffects: false,
  colourBlind: false,
  netName: '',
};

/** Settings plus their revision: every successful change increments `seq` by one. */
/**
 * `languageChosen`: false until the player picks a language (no saved one): the app then opens in
 * the system's language (electron/api/system-language.ts) rather than `values.language`.
 */
export const SettingsSnapshot = z
  .object({ seq: z.number().int().nonnegative(), values: SettingsValues, languageChosen: z.boolean() })
  .strict();
export type SettingsSnapshot = z.infer<typeof SettingsSnapshot>;

const Empty = z.object({}).strict();
/** State-changing requests name the revision they were computed from. */
const ExpectSeq = z.number().int().nonnegative();

export const HOSTS = ['electron', 'browser'] as const;
export type HostKind = (typeof HOSTS)[number];

// ---- requests ------------------------------------------------------------------------------

export const requests = {
  getAppInfo: {
    request: Empty,
    response: z
      .object({
        name: z.string(),
        version: z.string(),
        host: z.enum(HOSTS),
        platform: z.string(),
        versions: z.record(z.string(), z.string()),
        /** True when started for end-to-end tests (MQ_E2E=1): the renderer exposes its test hooks. */
        e2e: z.boolean(),
        /** The system's preferred languages (Electron); empty in the browser host, whose page asks its browser. */
        systemLanguages: z.array(z.string().max(35)).max(32),
      })
      .strict(),
  },
  ping: {
    request: z.object({ nonce: z.string().min(1).max(64) }).strict(),
    response: z.object({ nonce: z.string(), at: z.number() }).strict(),
  },
  getSettings: {
    request: Empty,
    response: SettingsSnapshot,
  },
  setSettings: {
    request: z.object({ expectSeq: ExpectSeq, patch: SettingsValues.partial() }).strict(),
    response: SettingsSnapshot,
  },
  reportError: {
    request: z
      .object({
        kind: z.enum(['error', 'unhandledrejection']),
        message: z.string().max(4000),
        stack: z.string().max(20000).optional(),
        source: z.string().max(2000).optional(),
      })
      .strict(),
    response: z.object({ logged: z.boolean() }).strict(),
  },
  ...gameRequests,
  ...hintRequests,
  ...netRequests,
} as const satisfies Record<RequestName, { request: z.ZodType; response: z.ZodType }>;

export const events = {
  settingsChanged: SettingsSnapshot,
  /** A game was created, played, undone, renamed or deleted (events: what the engine reported). */
  gameChanged: GameChangedSchema,
  /** A computer captain started (thinking: true, with its seat and level) or stopped thinking. */
  captainThinking: z
    .object({
      gameId: z.string(),
      thinking: z.boolean(),
      player: z.number().int().nonnegative().optional(),
      level: z.string().optional(),
    })
    .strict(),
  /** Something of the networked race changed (electron/net/net-session.ts): ask for netStatus. */
  netChanged: NetChangedSchema,
} as const satisfies Record<EventName, z.ZodType>;

// channels.ts and the maps above must name exactly the same channels.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const requestNamesMatch: Same<keyof typeof requests, RequestName> = true;
const eventNamesMatch: Same<keyof typeof events, EventName> = true;
void requestNamesMatch;
void eventNamesMatch;

// ---- derived types -------------------------------------------------------------------------

export type RequestOf<N extends RequestName> = z.input<(typeof requests)[N]['request']>;
export type ResponseOf<N extends RequestName> = z.output<(typeof requests)[N]['response']>;
export type EventPayload<N extends EventName> = z.output<(typeof events)[N]>;
/** What travels on the event channel: `{ name, payload }`, discriminated by name. */
export type ApiEvent = { [N in EventName]: { name: N; payload: EventPayload<N> } }[EventName];

/** The typed API the renderer sees (`window.mq` in Electron; the same shape over HTTP in a browser). */
export type MqApi = { [N in RequestName]: (request: RequestOf<N>) => Promise<ApiResult<ResponseOf<N>>> } & {
  onEvent(listener: (event: ApiEvent) => void): () => void;
};

/** Server-side handlers: get the validated request, return the response (or throw an ApiError). */
export type Handlers = {
  /** `viewer`: the window or page that asked (electron/services/game-views.ts; the dispatcher always names one). */
  [N in RequestName]: (request: z.output<(typeof requests)[N]['request']>, viewer?: string) => ResponseOf<N> | Promise<ResponseOf<N>>;
};

/** A typed refusal thrown by services; the dispatcher turns it into `{ ok: false, code, message }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** A refused action of a list: its index (ApiFailure.index). */
    readonly index?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isRequestName(name: string): name is RequestName {
  return (REQUEST_NAMES as readonly string[]).includes(name);
}

export function isEventName(name: string): name is EventName {
  return (EVENT_NAMES as readonly string[]).includes(name);
}
