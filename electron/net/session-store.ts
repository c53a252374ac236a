// This app's own place in a networked race, kept in its store (the `meta` table) while it lasts:
// after the app restarts, it rejoins with it (the host listening again on its port first). It holds
// this participant's own seat token and host key, on their own machine, as a saved password would be.
import { z } from 'zod';
import { deleteMeta, readMeta, writeMeta, type Db } from '../services/store.js';
import { LastInviteSchema, type LastInvite } from './net-api.js';

const KEY = 'net.session';
const Secret = z.string().regex(/^[0-9a-f]{64}$/);
export const SavedSessionSchema = z
  .object({
    role: z.enum(['hosting', 'joined']),
    /** Where the room is: the invite's address (a guest), or this app's own server (the host). */
    endpoint: z.string(),
    roomId: z.string(),
    code: z.string(),
    /** The host's listening port. */
    port: z.number().int().min(0).max(65535).optional(),
    hostKey: Secret.optional(),
    seatToken: Secret,
    /** How the hosted room is shown to others (listed publicly, announced on this network): a restart shows it again. */
    shown: z
      .object({ public: z.boolean(), title: z.string().nullable(), hostName: z.string().nullable(), announce: z.boolean() })
      .strict()
      .optional(),
    /** The race's name and its host's, as the room gave them: Home names the race to go back to. */
    label: z
      .object({
        title: z.string().nullable(),
        hostName: z.string().nullable(),
        /** The round under way and the seats' names (play-test: the host's Home box named no round, no one). */
        round: z.number().int().nonnegative().optional(),
        players: z.array(z.string()).max(6).optional(),
        /** Whose turn the race waits for (the seat's name), and whether that seat is this app's. */
        turn: z.string().optional(),
        turnMine: z.literal(true).optional(),
      })
      .strict()
      .optional(),
    /** The host paused this race (left it on purpose): the app's start does not take it back by itself; Home offers it. */
    paused: z.literal(true).optional(),
    /** A guest left the race on purpose: their seat waits (the grace time, then until the host hands it over); Home offers it, the app's start does not take it back by itself. */
    left: z.literal(true).optional(),
    /** When that seat stops waiting (ms since the epoch, this computer's clock): Home says until when, as the Leave question said how long. */
    leftUntil: z.number().int().nonnegative().optional(),
    /** Joined to watch (with the name given): a restart rejoins as a spectator. */
    watch: z.object({ name: z.string().optional() }).strict().optional(),
  })
  .strict();
export type SavedSession = z.infer<typeof SavedSessionSchema>;

/**
 * A place set aside while another race is played (a race its host paused, a seat left): given back
 * once that race is done (issue 17 #7: a paused LAN race was lost after a race on a game server).
 */
const ASIDE_KEY = 'net.sessionAside';

/** The last invite joined with (LastInviteSchema): kept apart from the place, which a race left behind drops. */
const LAST_KEY = 'net.lastInvite';

export class SessionStore {
  constructor(private readonly db: Db) {}

  load(): SavedSession | null {
    try {
      const parsed = SavedSessionSchema.safeParse(readMeta(this.db, KEY));
      return parsed.success ? parsed.data : null;
    } catch {
      return null; // not JSON: no place to go back to
    }
  }

  save(session: SavedSession): void {
    writeMeta(this.db, KEY, SavedSessionSchema.parse(session));
  }

  clear(): void {
    deleteMeta(this.db, KEY);
  }

  /** Keeps `session` aside (one at most: an older one set aside stays, the newer place is the one in play). */
  setAside(session: SavedSession): void {
    if (readMeta(this.db, ASIDE_KEY) === undefined) writeMeta(this.db, ASIDE_KEY, SavedSessionSchema.parse(session));
  }

  /** The place set aside, if any, taken out of the aside. */
  takeAside(): SavedSession | null {
    let parsed;
    try {
      parsed = SavedSessionSchema.safeParse(readMeta(this.db, ASIDE_KEY));
    } catch {
      parsed = null;
    }
    deleteMeta(this.db, ASIDE_KEY);
    return parsed?.success ? parsed.data : null;
  }

  lastInvite(): LastInvite | null {
    try {
      const parsed = LastInviteSchema.safeParse(readMeta(this.db, LAST_KEY));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  keepInvite(last: LastInvite | null): void {
    if (last) writeMeta(this.db, LAST_KEY, LastInviteSchema.parse(last));
    else deleteMeta(this.db, LAST_KEY);
  }
}
