import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index.js';
import { createServices, DB_FILE } from '../../electron/services/index.js';
import { openStoreWithRecovery } from '../../electron/services/games/recovery.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { EventHub } from '../../electron/services/events.js';
import { decisions, playThrough, players, referenceGame, rig } from './games-fixtures.js';
import { tempDir } from './helpers.js';

describe('damaged database file', () => {
  it('garbage file: moved aside (kept byte for byte), a fresh database started, and the user told where', async () => {
    const dir = tempDir();
    const file = path.join(dir, DB_FILE);
    const garbage = Buffer.from('this is not an SQLite database at all '.repeat(200));
    fs.writeFileSync(file, garbage);
    const services = createServices({ userDataDir: dir, host: 'browser', name: 'MQ', version: 't' });
    try {
      const answer = await services.dispatch('getStoreNotices', {});
      expect(answer).toMatchObject({ ok: true, value: { notices: [{ code: 'store/recovered' }] } });
      const notice = (answer as { value: { notices: { path: string; message: string }[] } }).value.notices[0]!;
      expect(notice.message).toContain(notice.path);
      expect(path.dirname(notice.path)).toBe(dir);
      expect(fs.readFileSync(notice.path).equals(garbage)).toBe(true);
      // The app works on the fresh database.
      expect(await services.dispatch('listGames', {})).toEqual({ ok: true, value: { games: [] } });
      expect(await services.dispatch('newGame', { players: players(3) })).toMatchObject({ ok: true });
    } finally {
      services.close();
    }
  });

  it('a database whose pages are damaged fails its integrity check and is moved aside too', () => {
    const dir = tempDir();
    const file = path.join(dir, 'g.sqlite');
    const r = rig(file);
    const ref = referenceGame(51, { maxActions: 400 });
    playThrough(r.games, r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    r.db.pragma('wal_checkpoint(TRUNCATE)');
    r.db.close();
    const bytes = fs.readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    // Scribble over the middle of every page after the first (the header stays valid).
    for (let p = pageSize; p + pageSize <= bytes.length; p += pageSize) bytes.fill(0x5a, p + 8, p + pageSize - 8);
    fs.writeFileSync(file, bytes);
    const { db, notices } = openStoreWithRecovery(file);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ code: 'store/recovered' });
    expect(fs.existsSync(notices[0]!.path!)).toBe(true);
    expect(db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(0);
    db.close();
  });

  it('a database from a newer app is refused and left untouched, not moved aside', () => {
    const dir = tempDir();
    const file = path.join(dir, 'newer.sqlite');
    const raw = new Database(file);
    raw.pragma('user_version = 99');
    raw.close();
    const before = fs.readFileSync(file);
    expect(() => openStoreWithRecovery(file)).toThrow(expect.objectContaining({ code: 'store/newer-version' }));
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['newer.sqlite']);
  });
});

describe('a game whose log no longer replays', () => {
  function broken() {
    const ref = referenceGame(52, { maxActions: 240 });
    const r = rig();
    const v = playThrough(r.games, r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    const goodSeq = 137;
    // An action the rules refuse where the log had a legal one (as after a rules change or damage).
    r.db.prepare(`UPDATE actions SET action = '{"type":"speed","speed":99}' WHERE game_id = ? AND seq = ?`).run(v.id, goodSeq + 1);
    // Snapshots from an older engine build are ignored, so the log is replayed from the start.
    r.db.prepare(`UPDATE snapshots SET engine = 'old-engine'`).run();
    const games = new GamesService({ db: r.db, hub: r.hub });
    return { ...r, games, v, ref, goodSeq };
  }

  it('opens read-only at its last good position, with a notice', () => {
    const { games, v, ref, goodSeq } = broken();
    const view = games.getGame(v.id);
    expect(view.readOnly).toBe(true);
    expect(view.seq).toBe(goodSeq);
    const atGood = games.getGameAt(v.id, goodSeq);
    expect(stateHash(view.state)).toBe(stateHash(atGood.state));
    expect(view.notices).toEqual([expect.objectContaining({ code: 'game/log-broken', atSeq: goodSeq + 1 })]);
    expect(view.legalActions).toEqual([]);
    expect(view.canUndo).toBe(false);
    expect(() => games.act(v.id, view.rev, decisions(ref.actions)[0]!)).toThrow(expect.objectContaining({ code: 'game/read-only' }));
    expect(() => games.getGameAt(v.id, goodSeq + 1)).toThrow(expect.objectContaining({ code: 'seq/out-of-range' }));
  });

  it('keeps the log as it was, and "play from here" continues from the last good position', () => {
    const { games, v, db, goodSeq } = broken();
    const rowsBefore = db.prepare('SELECT count(*) FROM actions WHERE game_id = ?').pluck().get(v.id);
    games.getGame(v.id);
    expect(db.prepare('SELECT count(*) FROM actions WHERE game_id = ?').pluck().get(v.id)).toBe(rowsBefore);
    const fork = games.forkGame(v.id, goodSeq);
    const fv = games.getGame(fork.id);
    expect(fv.readOnly).toBe(false);
    expect(fv.seq).toBeGreaterThanOrEqual(goodSeq);
    // Export carries only the good part, so the file imports cleanly.
    const again = games.importGame(games.exportGame(v.id).text);
    expect(again.seq).toBeGreaterThanOrEqual(goodSeq);
  });

  it('a missing action row (a hole in the log) is caught the same way', () => {
    const ref = referenceGame(53, { maxActions: 120 });
    const r = rig();
    const v = playThrough(r.games, r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    r.db.prepare('DELETE FROM actions WHERE game_id = ? AND seq = 30').run(v.id);
    r.db.prepare('DELETE FROM snapshots').run();
    const view = new GamesService({ db: r.db, hub: new EventHub() }).getGame(v.id);
    expect(view).toMatchObject({ readOnly: true, seq: 29 });
  });
});
