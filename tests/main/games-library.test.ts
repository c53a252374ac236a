// The library's "imported" mark: set by importGame, kept by a duplicate, not by "play from here",
// stored in its own column (migration 3) so that listing still reads the games row only, and
// false for every game an older database already held.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../engine/index.js';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { GameSummarySchema } from '../../electron/services/games/schemas.js';
import { MIGRATIONS } from '../../electron/services/migrations.js';
import { migrate, openStore, schemaVersion } from '../../electron/services/store.js';
import { players, rig } from './games-fixtures.js';
import { tempDir } from './helpers.js';

describe('library: imported games', () => {
  it('an exported game comes back marked as imported; games made here are not', () => {
    const { games } = rig();
    const made = games.newGame({ players: players(3), seed: 11, title: 'Made here' });
    expect(made.imported).toBe(false);
    const { text } = games.exportGame(made.id);

    const back = games.importGame(text);
    expect(back.imported).toBe(true);
    expect(back.title).toBe('Made here');
    const listed = games.listGames();
    expect(listed.find((s) => s.id === back.id)?.imported).toBe(true);
    expect(listed.find((s) => s.id === made.id)?.imported).toBe(false);
    expect(games.getGame(back.id).imported).toBe(true);
    // Every listed summary passes the API's own strict response schema.
    for (const s of listed) expect(GameSummarySchema.safeParse(s).success).toBe(true);
  });

  it('a duplicate of an imported game is still imported; play from here is a game of its own', () => {
    const { games } = rig();
    const made = games.newGame({ players: players(3), seed: 12 });
    const imported = games.importGame(games.exportGame(made.id).text);
    expect(games.duplicateGame(imported.id).imported).toBe(true);
    expect(games.duplicateGame(made.id).imported).toBe(false);
    const fork = games.forkGame(imported.id, imported.seq);
    expect(fork.imported).toBe(false);
    expect(fork.parent).toEqual({ id: imported.id, seq: imported.seq });
  });

  it('survives a restart and a rename', () => {
    const file = path.join(tempDir('mq-lib-'), 'games.sqlite');
    const first = rig(file);
    const made = first.games.newGame({ players: players(3), seed: 13 });
    const imported = first.games.importGame(first.games.exportGame(made.id).text);
    first.games.renameGame(imported.id, imported.rev, 'From a friend');
    first.db.close();

    const db = openStore(file);
    try {
      const games = new GamesService({ db, hub: new EventHub() });
      const listed = games.listGames();
      expect(listed.find((s) => s.id === imported.id)).toMatchObject({ title: 'From a friend', imported: true });
      expect(listed.find((s) => s.id === made.id)?.imported).toBe(false);
    } finally {
      db.close();
    }
  });

  it('migration 3 marks the games of a version-2 database as not imported and refuses other values', () => {
    const file = path.join(tempDir('mq-lib-'), 'v2.sqlite');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    migrate(old, MIGRATIONS.filter((m) => m.version <= 2));
    expect(schemaVersion(old)).toBe(2);
    // A game row as the version-2 app wrote it (no imported column yet).
    old.prepare(
      `INSERT INTO games (id, title, created_at, updated_at, config, seed, players, status, engine_version, rules_version, format_version)
       VALUES ('old-1', 'Old game', 1, 1, ?, 14, ?, 'playing', 'e', 'r', 2)`,
    ).run(JSON.stringify(defaultConfig(3)), JSON.stringify(players(3).map((p, i) => ({ ...p, boats: defaultConfig(3).seats[i]!.boats }))));
    old.close();

    const db = openStore(file);
    try {
      expect(schemaVersion(db)).toBeGreaterThanOrEqual(3);
      const games = new GamesService({ db, hub: new EventHub() });
      expect(games.listGames().map((s) => [s.title, s.imported])).toEqual([['Old game', false]]);
      expect(() => db.prepare('UPDATE games SET imported = 2').run()).toThrow(/CHECK/);
      expect(() => db.prepare(`UPDATE games SET imported = 'yes'`).run()).toThrow();
    } finally {
      db.close();
    }
  });
});
