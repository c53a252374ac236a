// Numbered schema migrations, applied in order. Append only: never edit or reorder a shipped one
// (keep a no-op in place of a dropped migration) — user_version N means "migrations 1..N ran".
import type Database from 'better-sqlite3';
import { GAMES_LATER_MIGRATIONS, GAMES_MIGRATIONS } from './games/schema.js';
import { NET_ROOMS_MIGRATIONS } from '../net/room-store.js';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'settings',
    up(db) {
      // Values are JSON text; `meta` holds small internal records (settings revision, window bounds).
      db.exec(`
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      `);
    },
  },
  // 2: games, actions, snapshots; 3: games.imported; 4: games.hints, hint_used; 5: games.scenario,
  // challenge_id, challenge_stars (electron/services/games/schema.ts)
  ...GAMES_MIGRATIONS,
  // 6: network_rooms; 7: network_rooms.notes (electron/net/room-store.ts)
  ...NET_ROOMS_MIGRATIONS,
  // 8: games.challenge_status, challenge_stars (electron/services/games/schema.ts)
  ...GAMES_LATER_MIGRATIONS,
];
