// Salvage from a damaged database that was moved aside (recovery.ts): a file SQLite rejects as a
// whole (failed quick check, truncated, a scribbled page) usually still answers plain SELECTs for
// most of its rows. Everything is read from the kept file opened read-only, tolerating errors row
// by row and table by table; a game is brought back only if its whole stored log reads and
// replays (so it comes back exactly as it was saved), with fresh snapshots. Settings come back too.
// The kept file is never written.
import Database from 'better-sqlite3';
import { newGame, type GameConfig, type GameState } from '../../../engine/index.js';
import type { Db } from '../store.js';
import { SNAPSHOT_EVERY, type RawAction } from './game-store.js';
import { ENGINE_KEY, progressOf, replayRows } from './log-replay.js';
import { scenarioStart } from '../../../engine/record/start.js';

export interface SalvageReport {
  /** Games copied into the fresh database. */
  saved: number;
  /** Titles (or ids, when the title did not read) of the games found but not brought back. */
  lost: string[];
}

/** Give up stepping over unreadable rows after this many jumps (a file that is mostly garbage). */
const MAX_SKIPS = 64;

type Row = Record<string, unknown>;

export function salvageInto(damagedFile: string, fresh: Db, nativeBinding?: string): SalvageReport {
  let old: Db;
  try {
    old = new Database(damagedFile, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch {
    return { saved: 0, lost: [] };
  }
  try {
    // A file shorter than its header says is refused as a whole unless the schema is "writable"
    // (SQLite then reads the pages that are there), which better-sqlite3's defensive mode forbids.
    // Harmless on a read-only connection: nothing can be written through it.
    old.unsafeMode(true);
    old.pragma('writable_schema = ON');
  } catch {
    // Older SQLite: read what opens normally.
  }
  try {
    copyKeyValues(old, fresh, 'settings');
    copyKeyValues(old, fresh, 'meta');
    copyStars(old, fresh);
    const report: SalvageReport = { saved: 0, lost: [] };
    for (const game of readTolerant(old, 'games')) {
      const label = typeof game.title === 'string' && game.title ? game.title : String(game.id);
      try {
        if (copyGame(old, fresh, game)) report.saved++;
        else report.lost.push(label);
      } catch {
        report.lost.push(label);
      }
    }
    return report;
  } finally {
    old.close();
  }
}

/**
 * Every row of a rowid table that still reads, in rowid order. A damaged page stops an
 * iteration with an error; the scan then resumes past it, jumping further each time.
 */
function readTolerant(db: Db, table: 'games' | 'settings' | 'meta' | 'challenge_stars'): Row[] {
  const rows: Row[] = [];
  let after = -Infinity;
  let jump = 1;
  for (let skips = 0; skips <= MAX_SKIPS; skips++) {
    let last = after;
    try {
      const stmt = db.prepare(`SELECT rowid AS _rowid, * FROM ${table} WHERE rowid > ? ORDER BY rowid`);
      for (const r of stmt.iterate(Number.isFinite(after) ? after : -9e15) as Iterable<Row>) {
        rows.push(r);
        last = r._rowid as number;
      }
      return rows;
    } catch {
      // Unreadable from here: skip ahead (the rows behind the bad page may still read).
      if (last > after) jump = 1;
      after = (Number.isFinite(last) ? last : 0) + jump;
      jump *= 2;
    }
  }
  return rows;
}

function copyKeyValues(old: Db, fresh: Db, table: 'settings' | 'meta'): void {
  const put = fresh.prepare(`INSERT OR REPLACE INTO ${table} (key, value) VALUES (?, ?)`);
  for (const r of readTolerant(old, table)) {
    if (typeof r.key === 'string' && typeof r.value === 'string') put.run(r.key, r.value);
  }
}

/** The stars earned in challenges (schema 4; an older file has none). */
function copyStars(old: Db, fresh: Db): void {
  const put = fresh.prepare('INSERT OR REPLACE INTO challenge_stars (id, stars, updated_at) VALUES (?, ?, ?)');
  let rows: Row[];
  try {
    rows = readTolerant(old, 'challenge_stars');
  } catch {
    return; // no such table
  }
  for (const r of rows) {
    if (typeof r.id === 'string' && (r.stars === 1 || r.stars === 2)) put.run(r.id, r.stars, Number(r.updated_at) || 0);
  }
}

/** Copies one game if its whole log (seq 1..games.seq) reads and replays; false if not. */
function copyGame(old: Db, fresh: Db, g: Row): boolean {
  const id = g.id;
  const seq = g.seq;
  if (typeof id !== 'string' || typeof seq !== 'number' || typeof g.config !== 'string' || typeof g.seed !== 'number') return false;
  const rows = old
    .prepare('SELECT seq, actor, action, created_at FROM actions WHERE game_id = ? AND seq <= ? ORDER BY seq')
    .all(id, seq) as (RawAction & { created_at: number })[];
  if (rows.length !== seq) return false;
  // the game replays under the rules it was played with; unknown rules (a newer app's) do not salvage
  let state: GameState;
  try {
    if (typeof g.scenario === 'string') {
      // a game from a scenario (schema 4) starts from the scenario's position
      const read = scenarioStart(JSON.parse(g.scenario));
      if (!read.ok) return false;
      state = read.state;
    } else state = newGame(JSON.parse(g.config) as GameConfig, g.seed, { rulesVersion: String(g.rules_version) });
  } catch {
    return false;
  }
  const snapshots: { seq: number; state: string }[] = [];
  // Replay in SNAPSHOT_EVERY slices, keeping the state at each boundary as a fresh snapshot.
  for (let from = 0; from < rows.length; from += SNAPSHOT_EVERY) {
    const r = replayRows(state, rows.slice(from, from + SNAPSHOT_EVERY));
    if (!r.ok) return false;
    state = r.state;
    if (state.seq % SNAPSHOT_EVERY === 0 || state.pending.kind === 'over') snapshots.push({ seq: state.seq, state: JSON.stringify(state) });
  }
  JSON.parse(String(g.players)); // a summary that does not read would break the library
  // The summary is recomputed from the replay; names, dates, revision and origin are kept.
  const progress = progressOf(state, Number(g.rev) || 0, Number(g.updated_at) || Date.now());
  fresh.transaction(() => {
    fresh
      .prepare(
        `INSERT INTO games (id, title, created_at, updated_at, config, seed, players, status, result, engine_version,
           rules_version, format_version, seq, rev, round, leader, parent_id, parent_seq, imported, scenario, challenge_id)
         VALUES (@id, @title, @created_at, @updated_at, @config, @seed, @players, @status, @result, @engine_version,
           @rules_version, @format_version, @seq, @rev, @round, @leader, @parent_id, @parent_seq, @imported, @scenario, @challenge_id)`,
      )
      .run({
        id,
        title: String(g.title ?? 'Recovered game'),
        created_at: Number(g.created_at) || progress.updatedAt,
        updated_at: progress.updatedAt,
        config: g.config,
        seed: g.seed,
        players: g.players,
        status: progress.status,
        result: progress.result ? JSON.stringify(progress.result) : null,
        engine_version: String(g.engine_version),
        rules_version: String(g.rules_version),
        format_version: Number(g.format_version) || 1,
        seq: progress.seq,
        rev: progress.rev,
        round: progress.round,
        leader: progress.leader,
        parent_id: typeof g.parent_id === 'string' ? g.parent_id : null,
        parent_seq: typeof g.parent_seq === 'number' ? g.parent_seq : null,
        imported: g.imported === 1 ? 1 : 0, // absent before schema 3
        scenario: typeof g.scenario === 'string' ? g.scenario : null, // absent before schema 4
        challenge_id: typeof g.challenge_id === 'string' ? g.challenge_id : null,
      });
    const action = fresh.prepare('INSERT INTO actions (game_id, seq, actor, action, created_at) VALUES (?, ?, ?, ?, ?)');
    for (const r of rows) action.run(id, r.seq, r.actor, r.action, r.created_at);
    const snap = fresh.prepare('INSERT INTO snapshots (game_id, seq, engine, state) VALUES (?, ?, ?, ?)');
    for (const s of snapshots) snap.run(id, s.seq, ENGINE_KEY, s.state);
  })();
  return true;
}
