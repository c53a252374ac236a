import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../electron/services/migrations.js';
import { migrate, openStore, schemaVersion, type Db } from '../../electron/services/store.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { EventHub } from '../../electron/services/events.js';
import { players } from './games-fixtures.js';
import { tempDir } from './helpers.js';

const LATEST = MIGRATIONS.at(-1)!.version;

/** The schema as SQLite stores it: every table, index and trigger, sorted. */
function schemaOf(db: Db): string[] {
  return (db.prepare(`SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`).pluck().all() as string[]);
}

/** A database file brought to exactly version `v`, the way an older app left it. */
function databaseAt(v: number): string {
  const file = path.join(tempDir('mq-mig-'), `v${v}.sqlite`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS.filter((m) => m.version <= v));
  expect(schemaVersion(db)).toBe(v);
  if (v >= 1) db.prepare(`INSERT INTO settings (key, value) VALUES ('language', '"fr"')`).run();
  db.close();
  return file;
}

describe('schema migrations', () => {
  it('are numbered 1..N without gaps, so user_version N means migrations 1..N ran', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: MIGRATIONS.length }, (_, i) => i + 1));
  });

  it('version 2 creates the games tables as STRICT tables with their listing indexes', () => {
    const db = openStore(path.join(tempDir(), 'fresh.sqlite'));
    const schema = schemaOf(db);
    for (const t of ['games', 'actions', 'snapshots']) {
      expect(schema.find((s) => s.startsWith(`table ${t}:`))).toMatch(/\)\s*STRICT/);
    }
    expect(schema.some((s) => s.startsWith('index games_by_updated:'))).toBe(true);
    expect(schema.some((s) => s.startsWith('index games_by_status:'))).toBe(true);
    expect(schema.find((s) => s.startsWith('table actions:'))).toMatch(/PRIMARY KEY \(game_id, seq\)/);
    // STRICT really is enforced: a wrong type is refused.
    expect(() => db.prepare(`INSERT INTO games (id, title, created_at, updated_at, config, seed, players, status,
      engine_version, rules_version, format_version) VALUES ('x', 't', 'yesterday', 0, '{}', 1, '[]', 'playing', 'e', 'r', 2)`).run()).toThrow();
    db.close();
  });

  // From an empty database (version 0) and from every earlier version to the latest.
  it.each(Array.from({ length: LATEST }, (_, v) => v))('from version %i: reaches the same schema as a fresh database, keeping data', (v) => {
    const fresh = openStore(path.join(tempDir(), 'reference.sqlite'));
    const expected = schemaOf(fresh);
    fresh.close();
    const db = openStore(databaseAt(v));
    expect(schemaVersion(db)).toBe(LATEST);
    expect(schemaOf(db)).toEqual(expected);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    if (v >= 1) expect(db.prepare(`SELECT value FROM settings WHERE key = 'language'`).pluck().get()).toBe('"fr"');
    // The migrated database is usable by the games service.
    const games = new GamesService({ db, hub: new EventHub() });
    const g = games.newGame({ players: players(3), seed: 5 });
    expect(games.listGames().map((s) => s.id)).toEqual([g.id]);
    db.close();
  });

  it('reopening an up-to-date database changes nothing', () => {
    const file = path.join(tempDir(), 'again.sqlite');
    const db = openStore(file);
    const games = new GamesService({ db, hub: new EventHub() });
    const g = games.newGame({ players: players(3), seed: 6 });
    const schema = schemaOf(db);
    db.close();
    const again = openStore(file);
    expect(schemaOf(again)).toEqual(schema);
    expect(new GamesService({ db: again, hub: new EventHub() }).getGame(g.id).seq).toBe(g.seq);
    again.close();
  });
});

describe('version 4: the captain\'s hints', () => {
  it('games saved before it allow hints (the default of a new game) and have used none', () => {
    const file = databaseAt(3);
    const old = new Database(file);
    old.prepare(`INSERT INTO games (id, title, created_at, updated_at, config, seed, players, status, engine_version, rules_version, format_version)
      VALUES ('old', 'Old game', 1, 1, '{}', 1, '[]', 'playing', 'e', 'r', 1)`).run();
    old.close();
    const db = openStore(file);
    expect(db.prepare(`SELECT hints, hint_used FROM games WHERE id = 'old'`).get()).toEqual({ hints: 1, hint_used: 0 });
    expect(() => db.prepare(`UPDATE games SET hint_used = 2 WHERE id = 'old'`).run()).toThrow();
    db.close();
  });
});
