import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type ApiEvent } from '../../electron/api/contract.js';
import { DB_FILE } from '../../electron/services/index.js';
import { MIGRATIONS, type Migration } from '../../electron/services/migrations.js';
import { openStore, schemaVersion } from '../../electron/services/store.js';
import { makeServices, tempDir } from './helpers.js';

describe('store', () => {
  it('migrates a new database to the latest version in WAL mode', () => {
    const db = openStore(path.join(tempDir(), 'a.sqlite'));
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('refuses a database written by a newer app and leaves it untouched', () => {
    const file = path.join(tempDir(), 'b.sqlite');
    const raw = new Database(file);
    raw.pragma('user_version = 999');
    raw.close();
    const before = fs.readFileSync(file);
    expect(() => openStore(file)).toThrow(expect.objectContaining({ code: 'store/newer-version' }));
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('runs each migration in its own transaction: a failing one leaves the earlier ones applied', () => {
    const file = path.join(tempDir(), 'c.sqlite');
    const migrations: Migration[] = [
      ...MIGRATIONS,
      { version: 2, name: 'good', up: (db) => db.exec('CREATE TABLE good (x INTEGER) STRICT') },
      {
        version: 3,
        name: 'bad',
        up: (db) => {
          db.exec('CREATE TABLE half (x INTEGER) STRICT');
          throw new Error('migration 3 failed');
        },
      },
    ];
    expect(() => openStore(file, { migrations })).toThrow('migration 3 failed');
    const db = new Database(file);
    expect(schemaVersion(db)).toBe(2);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toContain('good');
    expect(tables).not.toContain('half');
    db.close();
  });
});

describe('settings service', () => {
  it('starts from defaults at revision 0', () => {
    expect(makeServices().settings.get()).toEqual({ seq: 0, values: DEFAULT_SETTINGS, languageChosen: false });
  });

  it('applies a change against the current revision, bumps it, emits an event and persists', () => {
    const dir = tempDir();
    const services = makeServices(dir);
    const seen: ApiEvent[] = [];
    services.hub.subscribe((e) => seen.push(e));
    const next = services.settings.set(0, { language: 'ru' });
    expect(next).toEqual({ seq: 1, values: { ...DEFAULT_SETTINGS, language: 'ru' }, languageChosen: true });
    expect(seen).toEqual([{ name: 'settingsChanged', payload: next }]);
    services.close();
    const reopened = makeServices(dir);
    expect(reopened.settings.get()).toEqual(next);
    expect(fs.existsSync(path.join(dir, DB_FILE))).toBe(true);
  });

  it('refuses a stale revision with seq/stale and changes nothing', () => {
    const services = makeServices();
    services.settings.set(0, { reducedMotion: true });
    const seen: ApiEvent[] = [];
    services.hub.subscribe((e) => seen.push(e));
    expect(() => services.settings.set(0, { language: 'fr' })).toThrow(expect.objectContaining({ code: 'seq/stale' }));
    expect(services.settings.get()).toEqual({ seq: 1, values: { ...DEFAULT_SETTINGS, language: 'en', reducedMotion: true }, languageChosen: false });
    expect(seen).toEqual([]);
  });

  it('keeps internal records (window bounds) out of the user settings', () => {
    const services = makeServices();
    services.settings.writeMeta('window.bounds', { x: 1, y: 2, width: 900, height: 700, maximized: false });
    expect(services.settings.readMeta('window.bounds')).toEqual({ x: 1, y: 2, width: 900, height: 700, maximized: false });
    expect(services.settings.get()).toEqual({ seq: 0, values: DEFAULT_SETTINGS, languageChosen: false });
  });

  it('falls back to defaults when a stored value is invalid', () => {
    const services = makeServices();
    services.db.prepare("INSERT INTO settings (key, value) VALUES ('language', '\"xx\"')").run();
    expect(services.settings.get().values).toEqual(DEFAULT_SETTINGS);
  });
});

describe('settings service: the language choice', () => {
  it('counts the language as chosen once the player saves one, also their default English', () => {
    const services = makeServices();
    expect(services.settings.set(0, { soundMuted: true }).languageChosen).toBe(false);
    expect(services.settings.set(1, { language: 'en' }).languageChosen).toBe(true);
  });
});
