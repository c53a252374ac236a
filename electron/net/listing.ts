// How a race is shown to players looking for one (issue 17): the metadata a public room publishes in
// the server's lobby of rooms, and the entries the app's "Join a game" lists (a server's public
// rooms, games announced on this network). Never the invite code, the seed or the seat tokens: only
// what the host's table shows anyone. Pure (zod): the room, the app host and the tests share it.
// Another version's listing is read leniently (its own fields may differ): it is shown greyed with
// the reason, and nothing of it is trusted beyond a few strings.
import { z } from 'zod';
import type { GameConfig } from '../../engine/index.js';
import type { Versions } from './protocol.js';

/** Colyseus' LobbyRoom on every server: joining it lists the public rooms, live. */
export const LOBBY_ROOM = 'lobby';
/** Marks what our apps publish, so a listing or a packet from anything else is left out. */
export const APP_ID = 'mississippi-queen';

/** The ways of playing a race shows (the renderer words them as the lobby's race settings do). */
export const MODES = ['twoBoats', 'teams', 'blackRose', 'classic', 'exactPassengers'] as const;
export type Mode = (typeof MODES)[number];

export function roomModes(config: GameConfig | null | undefined): Mode[] {
  if (!config) return [];
  const on: [boolean, Mode][] = [
    [config.seats.some((s) => s.boats.length > 1), 'twoBoats'],
    [config.seats.some((s) => s.team !== undefined), 'teams'],
    [!!config.blackRose, 'blackRose'],
    [!!config.classic1998, 'classic'],
    [!!config.exactPassengers, 'exactPassengers'],
  ];
  return on.flatMap(([yes, mode]) => (yes ? [mode] : []));
}

const Text = z.string().max(100);
const VersionFields = {
  protocol: z.number().int(),
  appVersion: z.string().max(40),
  engineVersion: z.string().max(40),
  rulesVersion: z.string().max(40),
};

/** What a public room publishes (Colyseus listing metadata), at this protocol. */
export const RoomMetadataSchema = z
  .object({
    app: z.literal(APP_ID),
    ...VersionFields,
    title: Text.nullable(),
    host: Text.nullable(),
    seats: z.number().int().min(0).max(6),
    /** Seats one can take now: nobody's yet, or, once the race is under way, played by a captain until someone takes them over. */
    open: z.number().int().min(0).max(6),
    /** The race is under way: listed to watch (and to take over a free seat). */
    started: z.boolean(),
    modes: z.array(z.enum(MODES)),
    /** River length in tiles (the start tile included), null: the usual one. */
    river: z.number().int().nullable(),
  })
  .strict();
export type RoomMetadata = z.infer<typeof RoomMetadataSchema>;

/** One race the "Join a game" screen lists. */
export const FoundRoomSchema = z
  .object({
    /** Unique in the list (address and room). */
    key: z.string(),
    /** Where it was found: a server's lobby, or announced on this network. */
    source: z.enum(['server', 'nearby']),
    /** host:port of the room's server (the LAN host's address for a nearby game). */
    address: z.string(),
    roomId: z.string().nullable(),
    title: z.string().nullable(),
    host: z.string().nullable(),
    /** Joined from the list with one click; a private one needs the invite's code. */
    public: z.boolean(),
    seats: z.number().int().nullable(),
    open: z.number().int().nullable(),
    modes: z.array(z.enum(MODES)),
    river: z.number().int().nullable(),
    /** A game server announcing itself on this network (its public rooms are its lobby's): its name. */
    server: z.string().nullable(),
    /** The race is under way: watched, and joined only to take over a free seat (`open`). */
    started: z.boolean(),
    /** ok: joinable (a race under way: to watch); full: no seat open; version: another version of the app; unknown: not understood. */
    status: z.enum(['ok', 'full', 'version', 'unknown']),
    /** The other app's version, when it differs. */
    theirVersion: z.string().nullable(),
  })
  .strict();
export type FoundRoom = z.infer<typeof FoundRoomSchema>;

const sameVersions = (a: Versions, b: Versions) =>
  a.protocol === b.protocol && a.appVersion === b.appVersion && a.engineVersion === b.engineVersion && a.rulesVersion === b.rulesVersion;

/** Only what can be shown of anything at all: a string field, cut short. */
const textOf = (v: unknown): string | null => (typeof v === 'string' ? v.slice(0, 100) : null);

/**
 * A public room's listing as the list shows it: ours and readable, or greyed with the reason
 * (another version: its appVersion; not understood: unknown). Never throws.
 */
export function foundRoom(base: { source: FoundRoom['source']; address: string; roomId: string | null; public: boolean }, metadata: unknown, ours: Versions): FoundRoom {
  const key = `${base.source}:${base.address}/${base.roomId ?? ''}`;
  const m = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as Record<string, unknown>;
  const loose = {
    ...base,
    key,
    title: textOf(m.title),
    host: textOf(m.host),
    seats: null,
    open: null,
    modes: [],
    river: null,
    server: null,
    started: m.started === true,
    theirVersion: textOf(m.appVersion),
  };
  // any sign of a version will do to say "another version" (a later one may have other fields)
  if (typeof m.protocol !== 'number' && typeof m.appVersion !== 'string') return { ...loose, status: 'unknown' };
  const versions = z.object(VersionFields).safeParse(m);
  if (!versions.success || !sameVersions(versions.data, ours)) return { ...loose, status: 'version' };
  const parsed = RoomMetadataSchema.safeParse(m);
  if (!parsed.success) return { ...loose, status: 'unknown' };
  const d = parsed.data;
  return { ...loose, seats: d.seats, open: d.open, modes: d.modes, river: d.river, theirVersion: null, status: d.open > 0 || d.started ? 'ok' : 'full' };
}
