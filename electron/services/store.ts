// The SQLite database in the user-data folder: opened once per process, WAL mode, migrated with
// one transaction per migration. A database from a newer app version is refused, never touched.
import Database from 'better-sqlite3';
import { ApiError } from '../api/contract.js';
import { MIGRATIONS, type Migration } from './migrations.js';

export type Db = Database.Database;

export interface OpenStoreOptions {
  /** Path of a better_sqlite3.node built for this runtime (the Electron app passes its own copy). */
  nativeBinding?: string;
  migrations?: readonly Migration[];
}

export function openStore(file: string, options: OpenStoreOptions = {}): Db {
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    const migrations = options.migrations ?? MIGRATIONS;
    // Check before anything writes: switching to WAL alone would already modify a newer file.
    refuseNewer(db, migrations);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function refuseNewer(db: Db, migrations: readonly Migration[]): void {
  const latest = migrations.length ? migrations[migrations.length - 1]!.version : 0;
  const current = schemaVersion(db);
  if (current > latest) {
    throw new ApiError(
      'store/newer-version',
      `The save database has schema ${current}, newer than this app understands (${latest}). ` +
        'Was it written by a newer version of Mississippi Queen?',
    );
  }
}

export function migrate(db: Db, migrations: readonly Migration[]): void {
  refuseNewer(db, migrations);
  const current = schemaVersion(db);
  for (const m of migrations) {
    if (m.version <= current) continue;
    // user_version is set inside the same transaction, so a failed migration leaves nothing behind.
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

/** The `meta` table: the app's own records by key (settings, window bounds, a network race's place), as JSON. */
export function readMeta<T>(db: Db, key: string): T | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function writeMeta(db: Db, key: string, value: unknown): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
}

export function deleteMeta(db: Db, key: string): void {
  db.prepare('DELETE FROM meta WHERE key = ?').run(key);
}
