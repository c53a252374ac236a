// The networked rooms in this process's store (issue 17: a host's or server's restart resumes its
// games). One row per room: what it takes to re-create it under the same id and code after a crash
// (secrets only as SHA-256 digests) and its log, written before any change to it is acknowledged. The race
// itself is the game in the games tables; a room row only points at it.
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../services/store.js';
import type { Migration } from '../services/migrations.js';
import { GameConfigSchema } from '../services/games/schemas.js';
import { MAX_WATCHERS, ROOM_NOTES_KEPT, RoomNoteSchema, type RoomNote } from './protocol.js';

export const NET_ROOMS_MIGRATIONS: readonly Migration[] = [
  {
    version: 6,
    name: 'network rooms',
    up(db) {
      // seats: JSON [{ kind, name, level, token }], token = hex digest of the holder's seat token.
      // settings: JSON { title, graceSeconds, config }. A deleted game takes its room with it.
      db.exec(`
        CREATE TABLE network_rooms (
          room_id TEXT PRIMARY KEY,
          game_id TEXT REFERENCES games (id) ON DELETE CASCADE,
          code_digest BLOB NOT NULL,
          host_key_digest BLOB NOT NULL,
          seats TEXT NOT NULL,
          settings TEXT NOT NULL,
          phase TEXT NOT NULL CHECK (phase IN ('lobby', 'racing', 'over')),
          updated_at INTEGER NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    version: 7,
    name: 'network rooms\' log',
    up(db) {
      // notes: JSON { count, notes }: the room's log (quick messages, seats changing hands,
      // spectators coming and going), its newest notes and how many it has numbered.
      db.exec(`ALTER TABLE network_rooms ADD COLUMN notes TEXT NOT NULL DEFAULT '{"count":0,"notes":[]}';`);
    },
  },
];

const Level = z.enum(['easy', 'medium', 'hard', 'expert']);
const StoredSeatSchema = z
  .object({
    kind: z.enum(['open', 'human', 'computer']),
    name: z.string().nullable(),
    level: Level.nullable(),
    token: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
    /** A started race's seat a captain plays until someone takes it (absent in rows written before it). */
    free: z.boolean().optional(),
  })
  .strict();
const StoredSettingsSchema = z
  .object({
    title: z.string().nullable(),
    graceSeconds: z.number().int(),
    config: GameConfigSchema.nullable(),
    /** Listed in the lobby of public rooms (absent: private, as rows written before it). */
    public: z.boolean().optional(),
    hostName: z.string().optional(),
    /** The turn timer (absent in rows written before it: no timer). */
    turnSeconds: z.number().int().nullable().optional(),
    turnLevel: z.enum(['easy', 'medium', 'hard', 'expert']).optional(),
    /** The host paused the race (left it on purpose): a restart keeps it paused until they are back (absent: not paused). */
    paused: z.literal(true).optional(),
  })
  .strict();
const StoredLogSchema = z
  .object({
    count: z.number().int().nonnegative(),
    notes: z.array(RoomNoteSchema).max(ROOM_NOTES_KEPT),
    /** Spectators the log has said are watching and not yet that they stopped (digest of their token, name): one back after a restart is not told again. */
    watching: z
      .array(z.object({ token: z.string().regex(/^[0-9a-f]{64}$/), name: z.string().max(100).nullable() }).strict())
      .max(MAX_WATCHERS * 2)
      .optional(),
  })
  .strict();
export type StoredSeat = z.infer<typeof StoredSeatSchema>;
export type StoredSettings = z.infer<typeof StoredSettingsSchema>;

export interface StoredRoom {
  roomId: string;
  gameId: string | null;
  codeDigest: Buffer;
  hostKeyDigest: Buffer;
  seats: StoredSeat[];
  settings: StoredSettings;
  phase: 'lobby' | 'racing' | 'over';
  /** The room's log, given back to everyone after a restart (numbering goes on from `count`). */
  log: { count: number; notes: RoomNote[]; watching?: { token: string; name: string | null }[] };
}

interface Row {
  room_id: string;
  game_id: string | null;
  code_digest: Buffer;
  host_key_digest: Buffer;
  seats: string;
  settings: string;
  phase: StoredRoom['phase'];
  notes: string;
}

export class RoomStore {
  /** Rooms handed to the matchmaker to re-create, by a one-time key only this process knows. */
  private readonly staged = new Map<string, StoredRoom>();

  constructor(private readonly db: Db) {}

  save(room: StoredRoom): void {
    this.db
      .prepare(
        `INSERT INTO network_rooms (room_id, game_id, code_digest, host_key_digest, seats, settings, phase, notes, updated_at)
         VALUES (@room_id, @game_id, @code_digest, @host_key_digest, @seats, @settings, @phase, @notes, @updated_at)
         ON CONFLICT (room_id) DO UPDATE SET game_id = excluded.game_id, seats = excluded.seats,
           settings = excluded.settings, phase = excluded.phase, notes = excluded.notes, updated_at = excluded.updated_at`,
      )
      .run({
        room_id: room.roomId,
        game_id: room.gameId,
        code_digest: room.codeDigest,
        host_key_digest: room.hostKeyDigest,
        seats: JSON.stringify(room.seats),
        settings: JSON.stringify(room.settings),
        phase: room.phase,
        notes: JSON.stringify(room.log),
        updated_at: Date.now(),
      });
  }

  remove(roomId: string): void {
    this.db.prepare('DELETE FROM network_rooms WHERE room_id = ?').run(roomId);
  }

  /** The rooms whose race is not over, oldest change first. A row that no longer parses is skipped. */
  unfinished(): StoredRoom[] {
    const rows = this.db.prepare("SELECT * FROM network_rooms WHERE phase != 'over' ORDER BY updated_at").all() as Row[];
    return rows.flatMap((r) => {
      const seats = z.array(StoredSeatSchema).safeParse(JSON.parse(r.seats));
      const settings = StoredSettingsSchema.safeParse(JSON.parse(r.settings));
      if (!seats.success || !settings.success) return [];
      // a log that does not parse is not worth losing the race over: the room starts a new one
      const log = StoredLogSchema.safeParse(JSON.parse(r.notes));
      return [
        {
          roomId: r.room_id,
          gameId: r.game_id,
          codeDigest: r.code_digest,
          hostKeyDigest: r.host_key_digest,
          seats: seats.data,
          settings: settings.data,
          phase: r.phase,
          log: log.success ? log.data : { count: 0, notes: [] },
        },
      ];
    });
  }

  /** A key for the room's onCreate to take the stored room by (a client's create options cannot name one). */
  stage(room: StoredRoom): string {
    const key = crypto.randomBytes(16).toString('hex');
    this.staged.set(key, room);
    return key;
  }

  take(key: unknown): StoredRoom | undefined {
    if (typeof key !== 'string') return undefined;
    const room = this.staged.get(key);
    this.staged.delete(key);
    return room;
  }
}
