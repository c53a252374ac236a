// The games tables (schema version 2, after the platform's settings at version 1) and their later
// columns (3: imported; 4: the captain's hints; 5: games from a scenario, challenge stars; 8: a
// challenge game's verdict).
// Appended to MIGRATIONS in ../migrations.ts; never edit a shipped migration, add a new one instead.
import type { Migration } from '../migrations.js';

export const GAMES_MIGRATIONS: readonly Migration[] = [
  {
    version: 2,
    name: 'games, actions, snapshots',
    up(db) {
      // games: one row per saved game, carrying the library summary (players, round, leader,
      // status, updated_at) so listing never loads a log. JSON columns hold validated JSON text.
      // actions: the log, the source of truth; seq = the game's action count after this action
      // (1-based), actor = the seat that decided it (NULL for chance outcomes drawn by main).
      // snapshots: cached states (state after `seq` actions) that only speed up loading; a row
      // from another engine/rules version is ignored, so they can never change a game.
      db.exec(`
        CREATE TABLE games (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          config TEXT NOT NULL,
          seed INTEGER NOT NULL,
          players TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('playing', 'over')),
          result TEXT,
          engine_version TEXT NOT NULL,
          rules_version TEXT NOT NULL,
          format_version INTEGER NOT NULL,
          seq INTEGER NOT NULL DEFAULT 0,
          rev INTEGER NOT NULL DEFAULT 0,
          round INTEGER NOT NULL DEFAULT 0,
          leader TEXT,
          parent_id TEXT,
          parent_seq INTEGER
        ) STRICT;
        CREATE INDEX games_by_updated ON games (updated_at DESC);
        CREATE INDEX games_by_status ON games (status, updated_at DESC);

        CREATE TABLE actions (
          game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
          seq INTEGER NOT NULL,
          actor INTEGER,
          action TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (game_id, seq)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE snapshots (
          game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
          seq INTEGER NOT NULL,
          engine TEXT NOT NULL,
          state TEXT NOT NULL,
          PRIMARY KEY (game_id, seq)
        ) STRICT;
      `);
    },
  },
  {
    version: 3,
    name: 'games: imported flag',
    up(db) {
      // The library marks games that arrived as a .mqgame file (and their duplicates); games
      // saved before this version were all made in the app, hence the default.
      db.exec(`ALTER TABLE games ADD COLUMN imported INTEGER NOT NULL DEFAULT 0 CHECK (imported IN (0, 1));`);
    },
  },
  {
    version: 4,
    name: "games: captain's hints allowed and used",
    up(db) {
      // hints: the players may ask the captain for a hint (chosen at setup; games saved before
      // this version had no such choice, so they allow it, as a new game does by default).
      // hint_used: a hint was shown in this game at least once (the library marks it).
      db.exec(`
        ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 1 CHECK (hints IN (0, 1));
        ALTER TABLE games ADD COLUMN hint_used INTEGER NOT NULL DEFAULT 0 CHECK (hint_used IN (0, 1));
      `);
    },
  },
  {
    version: 5,
    name: 'games from a scenario; challenge stars',
    up(db) {
      // scenario: the scenario JSON (docs/scenario-format.md) a game started from, or NULL for a
      // game started from newGame(config, seed) (every game saved before this version).
      // challenge_id: the shipped challenge it plays (engine/data/challenges), for its stars.
      // challenge_stars: the best stars earned per shipped challenge, kept when games are deleted.
      db.exec(`
        ALTER TABLE games ADD COLUMN scenario TEXT;
        ALTER TABLE games ADD COLUMN challenge_id TEXT;
        CREATE TABLE challenge_stars (
          id TEXT PRIMARY KEY,
          stars INTEGER NOT NULL CHECK (stars IN (1, 2)),
          updated_at INTEGER NOT NULL
        ) STRICT;
      `);
    },
  },
];

/** After the network rooms' 6 and 7 (../migrations.ts). */
export const GAMES_LATER_MIGRATIONS: readonly Migration[] = [
  {
    version: 8,
    name: "a challenge game's verdict",
    up(db) {
      // challenge_status, challenge_stars: the verdict on a game from a scenario once it is in
      // ('met' with 1 or 2 stars, 'failed' with 0), NULL while it is open (and for other games), so
      // the library tells a solved challenge from one in progress without replaying it (play-test 16).
      db.exec(`
        ALTER TABLE games ADD COLUMN challenge_status TEXT CHECK (challenge_status IN ('met', 'failed'));
        ALTER TABLE games ADD COLUMN challenge_stars INTEGER CHECK (challenge_stars IN (0, 1, 2));
      `);
    },
  },
];
