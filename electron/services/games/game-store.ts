// All SQL for saved games. Callers pass already-validated data; rows read back are parsed here
// into plain objects (JSON columns stay text until the service decides to trust them).
import type { Statement } from 'better-sqlite3';
import type { Action, BoatId, GameConfig } from '../../../engine/index.js';
import { LESSON_ID_PREFIX } from '../../api/contract.js';
import type { Db } from '../store.js';
import type { GameResult, GameStatus, GameSummary, Player } from './schemas.js';

/** Take a snapshot after every SNAPSHOT_EVERY actions (loading replays at most SNAPSHOT_EVERY-1). */
export const SNAPSHOT_EVERY = 50;

export type SeatPlayer = Player & { boats: BoatId[] };

export interface GameRow {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  config: GameConfig;
  seed: number;
  players: SeatPlayer[];
  status: GameStatus;
  result: GameResult | null;
  engineVersion: string;
  rulesVersion: string;
  formatVersion: number;
  seq: number;
  rev: number;
  round: number;
  leader: BoatId | null;
  parent: { id: string; seq: number } | null;
  /** Arrived as a .mqgame file (or is a duplicate of such a game). */
  imported: boolean;
  /** The captain's hints may be asked for (chosen at setup). */
  hints: boolean;
  /** A hint was shown in this game. */
  hintUsed: boolean;
  /** The scenario JSON text the game started from; null: newGame(config, seed). */
  scenario: string | null;
  /** The shipped challenge the game plays (its stars are kept), if any. */
  challengeId: string | null;
  /** A game from a scenario: its verdict as the row keeps it (open until one is in). */
  challenge?: GameSummary['challenge'];
}

/** What the library row says about the game after a change. */
export interface GameProgress {
  seq: number;
  rev: number;
  status: GameStatus;
  round: number;
  leader: BoatId | null;
  result: GameResult | null;
  updatedAt: number;
}

export interface LogEntry {
  seq: number;
  actor: number | null;
  action: Action;
}

export interface RawAction {
  seq: number;
  actor: number | null;
  action: string;
}

interface DbGameRow {
  id: string;
  title: string;
  created_at: number;
  updated_at: number;
  config: string;
  seed: number;
  players: string;
  status: GameStatus;
  result: string | null;
  engine_version: string;
  rules_version: string;
  format_version: number;
  seq: number;
  rev: number;
  round: number;
  leader: string | null;
  parent_id: string | null;
  parent_seq: number | null;
  imported: number;
  hints: number;
  hint_used: number;
  scenario: string | null;
  challenge_id: string | null;
  /** Whether the game started from a scenario (the summaries' queries compute it). */
  from_scenario: number;
  challenge_status: 'met' | 'failed' | null;
  challenge_stars: number | null;
}

/**
 * The game on disk is not the one a write was computed from: another app instance on the same
 * database changed it (the instance lock keeps this rare; this check keeps the log from forking).
 */
export class StoreConflict extends Error {
  readonly code = 'store/conflict';
  constructor(id: string, expected: { seq: number; rev: number }, found: { seq: number; rev: number } | undefined) {
    super(
      `game ${id} is at ${found ? `seq ${found.seq}, revision ${found.rev}` : 'nowhere (deleted)'}, ` +
        `expected seq ${expected.seq}, revision ${expected.rev}`,
    );
  }
}

/** What a write expects the game's row to say (both move together with every change). */
export interface Expected {
  seq: number;
  rev: number;
}

const SUMMARY_COLUMNS =
  'id, title, created_at, updated_at, players, status, result, seq, rev, round, leader, parent_id, parent_seq, imported, hints, hint_used, ' +
  '(scenario IS NOT NULL) AS from_scenario, challenge_status, challenge_stars';

/** Rows that are not tutorial lessons. */
const NOT_LESSON = `(challenge_id IS NULL OR challenge_id NOT LIKE '${LESSON_ID_PREFIX}%')`;

export class GameStore {
  private readonly stmts: {
    insertGame: Statement;
    insertAction: Statement;
    insertSnapshot: Statement;
    progress: Statement;
    headOf: Statement;
    getGame: Statement;
    list: Statement;
    lastUnfinished: Statement;
    lastPlayed: Statement;
    ofChallenge: Statement;
    actionsBetween: Statement;
    actionAt: Statement;
    snapshotAtOrBefore: Statement;
    deleteActionsAfter: Statement;
    deleteSnapshotsAfter: Statement;
    rename: Statement;
    setPlayers: Statement;
    markHintUsed: Statement;
    remove: Statement;
    copyActions: Statement;
    copySnapshots: Statement;
    stars: Statement;
    triedChallenges: Statement;
    raiseStars: Statement;
  };

  constructor(readonly db: Db) {
    this.stmts = {
      insertGame: db.prepare(
        `INSERT INTO games (id, title, created_at, updated_at, config, seed, players, status, result, engine_version,
           rules_version, format_version, seq, rev, round, leader, parent_id, parent_seq, imported, hints, hint_used, scenario, challenge_id)
         VALUES (@id, @title, @createdAt, @updatedAt, @config, @seed, @players, @status, @result, @engineVersion,
           @rulesVersion, @formatVersion, @seq, @rev, @round, @leader, @parentId, @parentSeq, @imported, @hints, @hintUsed, @scenario, @challengeId)`,
      ),
      insertAction: db.prepare('INSERT INTO actions (game_id, seq, actor, action, created_at) VALUES (?, ?, ?, ?, ?)'),
      insertSnapshot: db.prepare(
        'INSERT OR REPLACE INTO snapshots (game_id, seq, engine, state) VALUES (?, ?, ?, ?)',
      ),
      progress: db.prepare(
        `UPDATE games SET seq = @seq, rev = @rev, status = @status, round = @round, leader = @leader,
           result = @result, updated_at = @updatedAt WHERE id = @id`,
      ),
      headOf: db.prepare('SELECT seq, rev FROM games WHERE id = ?'),
      getGame: db.prepare('SELECT *, (scenario IS NOT NULL) AS from_scenario FROM games WHERE id = ?'),
      // Tutorial lessons are exercises, not games the player keeps: the lessons screen replays them.
      list: db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM games WHERE ${NOT_LESSON} ORDER BY updated_at DESC, id`),
      lastUnfinished: db.prepare(
        // the game the player last left: the last one played on or made, started or not. A new game
        // left before any move used to give way to an older one played further (issue 14), and Home
        // then offered a game the player had not just left while the library listed the new one
        // "Not started" (play-test pt28): "continue" means where the player was; the card says when
        // that game is not started, and offers the race in progress beside it (lastPlayed, below).
        // a tutorial lesson (a one-turn exercise, renderer/src/lib/lessons.ts) is never a game to continue
        // a challenge with its verdict in is no game to continue either (play-test 16)
        `SELECT ${SUMMARY_COLUMNS} FROM games WHERE status = 'playing' AND challenge_status IS NULL AND ${NOT_LESSON}
           ORDER BY updated_at DESC, id`,
      ),
      // the newest game played on (an action since it was made): offered beside a newer one not
      // started, which would otherwise hide it (play-test pt29: the race in progress was gone from Home)
      lastPlayed: db.prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM games WHERE status = 'playing' AND challenge_status IS NULL AND ${NOT_LESSON}
           AND (round > 0 OR updated_at > created_at) ORDER BY updated_at DESC, id`,
      ),
      actionsBetween: db.prepare(
        'SELECT seq, actor, action FROM actions WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
      ),
      actionAt: db.prepare('SELECT seq, actor, action FROM actions WHERE game_id = ? AND seq = ?'),
      snapshotAtOrBefore: db.prepare(
        'SELECT seq, state FROM snapshots WHERE game_id = ? AND seq <= ? AND engine = ? ORDER BY seq DESC LIMIT 1',
      ),
      deleteActionsAfter: db.prepare('DELETE FROM actions WHERE game_id = ? AND seq > ?'),
      deleteSnapshotsAfter: db.prepare('DELETE FROM snapshots WHERE game_id = ? AND seq > ?'),
      // A new title is not play: updated_at ("last played", the library's order) stays.
      rename: db.prepare('UPDATE games SET title = ?, rev = rev + 1 WHERE id = ? AND rev = ?'),
      // Not a move: the revision stays, so a move chosen on the view before is still accepted.
      setPlayers: db.prepare('UPDATE games SET players = ? WHERE id = ? AND rev = ?'),
      // Not a change of the game (no revision, not "last played"): only the library's mark.
      markHintUsed: db.prepare('UPDATE games SET hint_used = 1 WHERE id = ?'),
      remove: db.prepare('DELETE FROM games WHERE id = ? AND rev = ?'),
      ofChallenge: db.prepare('SELECT id, rev, seq FROM games WHERE challenge_id = ? ORDER BY created_at, id'),
      copyActions: db.prepare(
        `INSERT INTO actions (game_id, seq, actor, action, created_at)
         SELECT ?, seq, actor, action, created_at FROM actions WHERE game_id = ? AND seq <= ?`,
      ),
      copySnapshots: db.prepare(
        `INSERT INTO snapshots (game_id, seq, engine, state)
         SELECT ?, seq, engine, state FROM snapshots WHERE game_id = ? AND seq <= ?`,
      ),
      stars: db.prepare('SELECT id, stars FROM challenge_stars ORDER BY id'),
      triedChallenges: db.prepare(`SELECT DISTINCT challenge_id FROM games WHERE challenge_status = 'failed' AND challenge_id IS NOT NULL ORDER BY challenge_id`).pluck(),
      // only ever raised: a later, worse try keeps the best
      raiseStars: db.prepare(
        `INSERT INTO challenge_stars (id, stars, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET stars = excluded.stars, updated_at = excluded.updated_at WHERE excluded.stars > stars`,
      ),
    };
  }

  /** A new game row with its first actions and snapshots, in one transaction. */
  create(row: GameRow, entries: readonly LogEntry[], snapshots: readonly { seq: number; engine: string; state: string }[]): void {
    this.db.transaction(() => {
      this.stmts.insertGame.run(toDb(row));
      const now = row.updatedAt;
      for (const e of entries) this.stmts.insertAction.run(row.id, e.seq, e.actor, JSON.stringify(e.action), now);
      for (const s of snapshots) this.stmts.insertSnapshot.run(row.id, s.seq, s.engine, s.state);
    })();
  }

  /**
   * Appends accepted actions and the new library summary in one transaction (the autosave).
   * Throws StoreConflict unless the stored game is still at `expected` (seq and revision), checked
   * inside the transaction: the log never gets a hole or a fork, even with two writers.
   */
  append(
    id: string,
    expected: Expected,
    entries: readonly LogEntry[],
    progress: GameProgress,
    snapshots: readonly { seq: number; engine: string; state: string }[],
  ): void {
    this.db.transaction(() => {
      this.checkHead(id, expected);
      for (const e of entries) this.stmts.insertAction.run(id, e.seq, e.actor, JSON.stringify(e.action), progress.updatedAt);
      for (const s of snapshots) this.stmts.insertSnapshot.run(id, s.seq, s.engine, s.state);
      this.writeProgress(id, progress);
    })();
  }

  /**
   * Best stars earned per shipped challenge; 0 for one whose saved games were all missed, so the
   * list can say it was tried (play-test 16: a lost challenge left no trace there). Read off the
   * games' verdicts: challenge_stars keeps only 1 or 2, and a deleted game takes its try with it.
   */
  challengeStars(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const id of this.stmts.triedChallenges.all() as string[]) out[id] = 0;
    for (const r of this.stmts.stars.all() as { id: string; stars: number }[]) out[r.id] = r.stars;
    return out;
  }

  /** Records `stars` for a challenge unless as many or more were earned before. */
  raiseChallengeStars(id: string, stars: number, now: number): void {
    this.stmts.raiseStars.run(id, stars, now);
  }

  /** A challenge game's verdict once in (null: open again, after an undo); the row's revision stays. */
  setChallengeVerdict(id: string, verdict: { status: 'met' | 'failed'; stars: number } | null): void {
    this.db.prepare('UPDATE games SET challenge_status = ?, challenge_stars = ? WHERE id = ?').run(verdict?.status ?? null, verdict?.stars ?? null, id);
  }

  /** Drops cached positions found to disagree with the log (never an action). */
  dropSnapshots(id: string, seqs: readonly number[]): void {
    const drop = this.db.prepare('DELETE FROM snapshots WHERE game_id = ? AND seq = ?');
    this.db.transaction(() => {
      for (const seq of seqs) drop.run(id, seq);
    })();
  }

  /** Drops every action (and snapshot) after `toSeq`: undo is a log operation. */
  truncate(id: string, expected: Expected, toSeq: number, progress: GameProgress): void {
    this.db.transaction(() => {
      this.checkHead(id, expected);
      this.stmts.deleteActionsAfter.run(id, toSeq);
      this.stmts.deleteSnapshotsAfter.run(id, toSeq);
      this.writeProgress(id, progress);
    })();
  }

  /** Only called inside a write transaction, so nobody can change the row between check and write. */
  private checkHead(id: string, expected: Expected): void {
    const found = this.stmts.headOf.get(id) as Expected | undefined;
    if (!found || found.seq !== expected.seq || found.rev !== expected.rev) throw new StoreConflict(id, expected, found);
  }

  private writeProgress(id: string, p: GameProgress): void {
    this.stmts.progress.run({
      id,
      seq: p.seq,
      rev: p.rev,
      status: p.status,
      round: p.round,
      leader: p.leader,
      result: p.result ? JSON.stringify(p.result) : null,
      updatedAt: p.updatedAt,
    });
  }

  get(id: string): GameRow | null {
    const r = this.stmts.getGame.get(id) as DbGameRow | undefined;
    return r ? fromDb(r) : null;
  }

  list(): GameSummary[] {
    return (this.stmts.list.all() as DbGameRow[]).map(toSummary);
  }

  /** The games of one challenge or lesson (id, revision and position; oldest first). */
  gamesOfChallenge(challengeId: string): { id: string; rev: number; seq: number }[] {
    return this.stmts.ofChallenge.all(challengeId) as { id: string; rev: number; seq: number }[];
  }

  /**
   * The game to continue: the first unfinished one in that order that `skip` does not set aside
   * (a network room's race: pt27, the newer race hid the hot-seat game behind it).
   */
  lastUnfinished(skip: (id: string) => boolean = () => false): GameSummary | null {
    for (const r of this.stmts.lastUnfinished.iterate() as IterableIterator<DbGameRow>) if (!skip(r.id)) return toSummary(r);
    return null;
  }

  /** The newest unfinished game played on (not only made), as lastUnfinished skips. */
  lastPlayed(skip: (id: string) => boolean = () => false): GameSummary | null {
    for (const r of this.stmts.lastPlayed.iterate() as IterableIterator<DbGameRow>) if (!skip(r.id)) return toSummary(r);
    return null;
  }

  /** Raw log rows with from < seq <= to, in order. */
  actions(id: string, from: number, to: number): RawAction[] {
    return this.stmts.actionsBetween.all(id, from, to) as RawAction[];
  }

  actionAt(id: string, seq: number): RawAction | null {
    return (this.stmts.actionAt.get(id, seq) as RawAction | undefined) ?? null;
  }

  /** The newest snapshot at or before `seq` taken by this engine build, if any. */
  snapshot(id: string, seq: number, engine: string): { seq: number; state: string } | null {
    return (this.stmts.snapshotAtOrBefore.get(id, seq, engine) as { seq: number; state: string } | undefined) ?? null;
  }

  /** Renames the game if it is still at revision `rev` (else StoreConflict). */
  rename(id: string, title: string, rev: number): void {
    if (this.stmts.rename.run(title, id, rev).changes !== 1) throw new StoreConflict(id, { seq: -1, rev }, this.head(id));
  }

  /** Who plays each seat, if the game is still at revision `rev` (else StoreConflict); the moves are untouched. */
  setPlayers(id: string, players: SeatPlayer[], rev: number): void {
    if (this.stmts.setPlayers.run(JSON.stringify(players), id, rev).changes !== 1) throw new StoreConflict(id, { seq: -1, rev }, this.head(id));
  }

  /** Marks that a hint was shown in this game (the library says so); the game itself is untouched. */
  markHintUsed(id: string): void {
    this.stmts.markHintUsed.run(id);
  }

  /** Deletes the game if it is still at revision `rev` (else StoreConflict). */
  delete(id: string, rev: number): void {
    // Actions and snapshots follow by ON DELETE CASCADE.
    if (this.stmts.remove.run(id, rev).changes !== 1) throw new StoreConflict(id, { seq: -1, rev }, this.head(id));
  }

  private head(id: string): Expected | undefined {
    return this.stmts.headOf.get(id) as Expected | undefined;
  }

  /** A new game made of `source`'s log up to `atSeq` (duplicate, play from here). */
  copy(row: GameRow, sourceId: string, source: Expected, atSeq: number, extra: readonly LogEntry[], progress: GameProgress): void {
    this.db.transaction(() => {
      // The copied rows must be the ones the caller rebuilt the position from.
      this.checkHead(sourceId, source);
      this.stmts.insertGame.run(toDb({ ...row, seq: atSeq }));
      this.stmts.copyActions.run(row.id, sourceId, atSeq);
      this.stmts.copySnapshots.run(row.id, sourceId, atSeq);
      for (const e of extra) this.stmts.insertAction.run(row.id, e.seq, e.actor, JSON.stringify(e.action), progress.updatedAt);
      this.writeProgress(row.id, progress);
    })();
  }
}

function toDb(row: GameRow): Record<string, unknown> {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    config: JSON.stringify(row.config),
    seed: row.seed,
    players: JSON.stringify(row.players),
    status: row.status,
    result: row.result ? JSON.stringify(row.result) : null,
    engineVersion: row.engineVersion,
    rulesVersion: row.rulesVersion,
    formatVersion: row.formatVersion,
    seq: row.seq,
    rev: row.rev,
    round: row.round,
    leader: row.leader,
    parentId: row.parent?.id ?? null,
    parentSeq: row.parent?.seq ?? null,
    imported: row.imported ? 1 : 0,
    hints: row.hints ? 1 : 0,
    hintUsed: row.hintUsed ? 1 : 0,
    scenario: row.scenario,
    challengeId: row.challengeId,
  };
}

function fromDb(r: DbGameRow): GameRow {
  const s = toSummary(r);
  return {
    ...s,
    config: JSON.parse(r.config) as GameConfig,
    seed: r.seed,
    engineVersion: r.engine_version,
    rulesVersion: r.rules_version,
    formatVersion: r.format_version,
    scenario: r.scenario ?? null,
    challengeId: r.challenge_id ?? null,
  };
}

function toSummary(r: DbGameRow): GameSummary {
  return {
    id: r.id,
    title: r.title,
    players: JSON.parse(r.players) as SeatPlayer[],
    status: r.status,
    round: r.round,
    leader: r.leader as BoatId | null,
    seq: r.seq,
    rev: r.rev,
    result: r.result ? (JSON.parse(r.result) as GameResult) : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    parent: r.parent_id !== null && r.parent_seq !== null ? { id: r.parent_id, seq: r.parent_seq } : null,
    imported: r.imported === 1,
    hints: r.hints === 1,
    hintUsed: r.hint_used === 1,
    ...(r.from_scenario === 1
      ? { challenge: r.challenge_status ? { status: r.challenge_status, stars: (r.challenge_stars ?? 0) as 0 | 1 | 2 } : { status: 'open' as const, stars: 0 as const } }
      : {}),
  };
}
