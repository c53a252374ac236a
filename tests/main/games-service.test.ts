import { describe, expect, it } from 'vitest';
import { RULES_VERSION, apply, newGame, replay, stateHash, type Action, type GameConfig, type GameState } from '../../engine/index.js';
import type { ApiEvent } from '../../electron/api/contract.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { SNAPSHOT_EVERY } from '../../electron/services/games/game-store.js';
import { decisions, playThrough, players, referenceGame, rig } from './games-fixtures.js';

function hashAfter(config: ReturnType<typeof referenceGame>['config'], seed: number, actions: readonly Action[]): string {
  const r = replay({ format: 'mississippi-queen-game', formatVersion: 1, engineVersion: '', rulesVersion: RULES_VERSION, config, seed, actions: [...actions] });
  if (!r.ok) throw new Error(`reference does not replay: ${r.code} at ${r.at}`);
  return stateHash(r.state);
}

function count(db: ReturnType<typeof rig>['db'], sql: string, ...args: unknown[]): number {
  return db.prepare(sql).pluck().get(...args) as number;
}

describe('games service: playing', () => {
  it('resolves chance in main with the engine sampler, exactly as the engine alone would', () => {
    const ref = referenceGame(11);
    const { games } = rig();
    const start = games.newGame({ players: players(3), config: ref.config, seed: ref.seed });
    expect(start.pending.kind).not.toBe('chance'); // the start order was drawn and logged
    expect(start.seq).toBeGreaterThan(0);
    const end = playThrough(games, start, decisions(ref.actions));
    expect(end.seq).toBe(ref.actions.length);
    expect(stateHash(end.state)).toBe(stateHash(ref.state));
    expect(end.status).toBe('over');
    expect(end.result?.places[0]).toBe(end.leader);
    expect(end.legalActions).toEqual([]);
  });

  it('writes every action before the event goes out, and the stored log replays to the live state', () => {
    const ref = referenceGame(12, { maxActions: 200 });
    const { games, hub, db } = rig();
    const seen: { seq: number; stored: number }[] = [];
    let id = '';
    hub.subscribe((e: ApiEvent) => {
      if (e.name !== 'gameChanged') return;
      id = e.payload.gameId;
      seen.push({ seq: e.payload.seq, stored: count(db, 'SELECT count(*) FROM actions WHERE game_id = ?', id) });
    });
    const v = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    expect(seen.length).toBe(decisions(ref.actions).length + 1);
    for (const s of seen) expect(s.stored).toBe(s.seq);
    const rows = db.prepare('SELECT action FROM actions WHERE game_id = ? ORDER BY seq').pluck().all(id) as string[];
    expect(hashAfter(ref.config, ref.seed, rows.map((r) => JSON.parse(r) as Action))).toBe(stateHash(v.state));
    // Snapshots every SNAPSHOT_EVERY actions, each equal to the replayed state at that point.
    const snaps = db.prepare('SELECT seq, state FROM snapshots WHERE game_id = ?').all(id) as { seq: number; state: string }[];
    expect(snaps.map((s) => s.seq)).toEqual(
      Array.from({ length: Math.floor(v.seq / SNAPSHOT_EVERY) }, (_, i) => (i + 1) * SNAPSHOT_EVERY),
    );
    const log = rows.map((r) => JSON.parse(r) as Action);
    for (const s of snaps) expect(stateHash(JSON.parse(s.state))).toBe(hashAfter(ref.config, ref.seed, log.slice(0, s.seq)));
  });

  it('refuses a stale expectSeq and an illegal move with typed errors, changing nothing', () => {
    const ref = referenceGame(13, { maxActions: 40 });
    const { games, db, hub } = rig();
    const v = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions).slice(0, 10));
    let events = 0;
    hub.subscribe(() => events++);
    const rows = count(db, 'SELECT count(*) FROM actions');
    expect(() => games.act(v.id, v.rev - 1, decisions(ref.actions)[10]!)).toThrow(expect.objectContaining({ code: 'seq/stale' }));
    const wrong: Action = v.pending.kind === 'placeBoat' ? { type: 'reverse' } : { type: 'placeBoat', heading: 0 };
    expect(() => games.act(v.id, v.rev, wrong)).toThrow(expect.objectContaining({ code: 'action/wrong-decision' }));
    expect(() => games.act(v.id, v.rev, { type: 'rollDie', face: 'left' })).toThrow(expect.objectContaining({ code: 'action/wrong-decision' }));
    expect(() => games.act('nope', 0, { type: 'confirm' })).toThrow(expect.objectContaining({ code: 'game/not-found' }));
    expect(count(db, 'SELECT count(*) FROM actions')).toBe(rows);
    expect(events).toBe(0);
    const again = games.getGame(v.id);
    expect([again.seq, again.rev, stateHash(again.state)]).toEqual([v.seq, v.rev, stateHash(v.state)]);
  });

  it('a failed write keeps the old state in memory and on disk and returns store/write-failed', () => {
    const ref = referenceGame(14, { maxActions: 40 });
    const { games, db, hub } = rig();
    const v = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions).slice(0, 5));
    db.exec(`CREATE TRIGGER no_space BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;`);
    let events = 0;
    hub.subscribe(() => events++);
    expect(() => games.act(v.id, v.rev, decisions(ref.actions)[5]!)).toThrow(expect.objectContaining({ code: 'store/write-failed' }));
    expect(events).toBe(0);
    const after = games.getGame(v.id);
    expect([after.seq, after.rev, stateHash(after.state)]).toEqual([v.seq, v.rev, stateHash(v.state)]);
    db.exec('DROP TRIGGER no_space');
    const next = games.act(v.id, v.rev, decisions(ref.actions)[5]!);
    expect(next.seq).toBeGreaterThan(v.seq);
  });

  it('reopens a game from the database (snapshot + log) at the same position', () => {
    const ref = referenceGame(15, { maxActions: 180 });
    const r = rig();
    const v = playThrough(r.games, r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    const fresh = new GamesService({ db: r.db, hub: r.hub });
    const back = fresh.getGame(v.id);
    expect(stateHash(back.state)).toBe(stateHash(v.state));
    expect(back.readOnly).toBe(false);
    // A damaged snapshot only costs time: the log still gives the same position.
    r.db.prepare(`UPDATE snapshots SET state = '{"broken": true' WHERE game_id = ?`).run(v.id);
    const again = new GamesService({ db: r.db, hub: r.hub }).getGame(v.id);
    expect(stateHash(again.state)).toBe(stateHash(v.state));
  });
});

describe('games service: chance on open', () => {
  it('a log that stops at a pending chance event is settled on open, with the same outcome', () => {
    const r = rig();
    const v = r.games.newGame({ players: players(3), seed: 71 });
    const drawn = r.db.prepare('SELECT action FROM actions WHERE game_id = ? AND seq = 1').pluck().get(v.id);
    // As if a tool had written the game without its first chance outcome.
    r.db.prepare('DELETE FROM actions WHERE game_id = ?').run(v.id);
    r.db.prepare('UPDATE games SET seq = 0 WHERE id = ?').run(v.id);
    const reopened = new GamesService({ db: r.db, hub: r.hub }).getGame(v.id);
    expect(reopened.pending.kind).not.toBe('chance');
    expect(stateHash(reopened.state)).toBe(stateHash(v.state));
    expect(r.db.prepare('SELECT action FROM actions WHERE game_id = ? AND seq = 1').pluck().get(v.id)).toBe(drawn);
    expect(reopened.rev).toBe(v.rev + 1);
  });
});

describe('games service: undo', () => {
  /** Plays decisions until the mover has taken one step of a turn that is not a confirm. */
  function midTurn(seed: number) {
    const ref = referenceGame(seed, { maxActions: 300 });
    const ds = decisions(ref.actions);
    const r = rig();
    let v = r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed });
    for (let i = 0; i < ds.length; i++) {
      const before = v;
      v = r.games.act(v.id, v.rev, ds[i]!);
      if (ds[i]!.type !== 'confirm' && v.state.turn !== null && v.pending.kind === 'move' && before.state.turn !== null) {
        return { ...r, before, v, rest: ds.slice(i + 1) };
      }
    }
    throw new Error('no mid-turn step found');
  }

  it("takes back the mover's unconfirmed step as a log operation", () => {
    const { games, db, before, v } = midTurn(21);
    expect(v.canUndo).toBe(true);
    const back = games.undo(v.id, v.rev);
    expect(back.seq).toBe(v.seq - 1);
    expect(back.rev).toBe(v.rev + 1);
    expect(stateHash(back.state)).toBe(stateHash(before.state));
    expect(count(db, 'SELECT max(seq) FROM actions WHERE game_id = ?', v.id)).toBe(back.seq);
    expect(() => games.undo(v.id, v.rev)).toThrow(expect.objectContaining({ code: 'seq/stale' }));
  });

  it('never undoes past a confirm or a chance outcome', () => {
    const { games, v, rest } = midTurn(22);
    let w = v;
    // Finish the turn: once confirmed, nothing of it can be taken back.
    for (const a of rest) {
      w = games.act(w.id, w.rev, a);
      if (a.type === 'confirm') break;
    }
    expect(w.canUndo).toBe(false);
    expect(() => games.undo(w.id, w.rev)).toThrow(expect.objectContaining({ code: 'undo/not-allowed' }));
    // At the very start the last log entry is a chance outcome (the start order).
    const ref = referenceGame(23, { maxActions: 10 });
    const fresh = games.newGame({ players: players(3), config: ref.config, seed: ref.seed });
    expect(fresh.canUndo).toBe(false);
    expect(() => games.undo(fresh.id, fresh.rev)).toThrow(expect.objectContaining({ code: 'undo/not-allowed' }));
  });

  // play-test: Undo was lit at the start of a turn, the player's last action the heading of their pushed boat
  it('a pushed boat turned just before its player’s own turn is not taken back from that turn', () => {
    let seen = 0;
    for (let seed = 21; seed < 61 && seen === 0; seed++) {
      const ref = referenceGame(seed, { maxActions: 400 });
      const { games } = rig();
      let v = games.newGame({ players: players(ref.config.seats.length), config: ref.config, seed: ref.seed });
      for (const a of decisions(ref.actions)) {
        if (v.pending.kind === 'over') break;
        v = games.act(v.id, v.rev, a);
        const t = v.state.turn;
        if (a.type === 'reorient' && v.pending.kind === 'move' && t && !t.speedChosen && t.rotations === 0 && 'player' in v.pending && v.state.boats.find((b) => b.id === t.boat)?.owner === v.pending.player) {
          expect(v.canUndo).toBe(false);
          expect(() => games.undo(v.id, v.rev)).toThrow(expect.objectContaining({ code: 'undo/not-allowed' }));
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("refuses to take back a computer captain's step", () => {
    const ref = referenceGame(21, { maxActions: 300 });
    const ds = decisions(ref.actions);
    const { games } = rig();
    let v = games.newGame({ players: players(3, ['computer', 'computer', 'computer']), config: ref.config, seed: ref.seed });
    let tried = false;
    for (const a of ds) {
      const was = v.state.turn;
      v = games.act(v.id, v.rev, a);
      if (a.type !== 'confirm' && was !== null && v.state.turn !== null) {
        expect(v.canUndo).toBe(false);
        expect(() => games.undo(v.id, v.rev)).toThrow(expect.objectContaining({ code: 'undo/not-allowed' }));
        tried = true;
        break;
      }
    }
    expect(tried).toBe(true);
  });
});

describe('games service: library', () => {
  it('the last unfinished game is the one last left, a newer one not started included (pt28: an older one was offered)', () => {
    const ref = referenceGame(31, { maxActions: 60 });
    let clock = 1_000;
    const r = rig();
    const games = new GamesService({ db: r.db, hub: r.hub, now: () => clock++ });
    const played = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed, title: 'Played' }), decisions(ref.actions).slice(0, 8));
    expect(played.state.round).toBeGreaterThan(0);
    const empty = games.newGame({ players: players(3), config: ref.config, seed: ref.seed + 1, title: 'Empty' });
    expect(empty.state.round).toBe(0);
    expect(games.lastUnfinishedGame()?.id).toBe(empty.id);
    // Home offers the race in progress beside it (play-test pt29: the new game hid it)
    expect(games.gamesToContinue()).toMatchObject({ game: { id: empty.id }, played: { id: played.id } });
    // played on again, the older one is the one left last, and nothing else is offered
    games.act(played.id, played.rev, decisions(ref.actions)[8]!);
    expect(games.lastUnfinishedGame()?.id).toBe(played.id);
    expect(games.gamesToContinue()).toEqual({ game: expect.objectContaining({ id: played.id }), played: null });
  });

  it('a game just started and played on at round 0 (headings being set) is the game offered, before an older one further on', () => {
    const ref = referenceGame(31, { maxActions: 60 });
    let clock = 1_000;
    const r = rig();
    const games = new GamesService({ db: r.db, hub: r.hub, now: () => clock++ });
    const older = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed, title: 'Older' }), decisions(ref.actions).slice(0, 8));
    expect(older.state.round).toBeGreaterThan(0);
    const fresh = games.newGame({ players: players(3), config: ref.config, seed: ref.seed + 1, title: 'Fresh' });
    const first = fresh.legalActions.find((a) => a.type === 'placeBoat')!;
    const started = games.act(fresh.id, fresh.rev, first);
    expect(started.state.round).toBe(0);
    expect(games.lastUnfinishedGame()?.id).toBe(fresh.id);
  });

  it('lists, renames, duplicates, deletes, and finds the last unfinished game', () => {
    const ref = referenceGame(31, { maxActions: 60 });
    let clock = 1_000;
    const r = rig();
    const games = new GamesService({ db: r.db, hub: r.hub, now: () => clock++ });
    const a = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed, title: 'First' }), decisions(ref.actions).slice(0, 8));
    const done = referenceGame(32);
    const b = playThrough(games, games.newGame({ players: players(3), config: done.config, seed: done.seed, title: 'Finished' }), decisions(done.actions));
    expect(b.status).toBe('over');
    const list = games.listGames();
    expect(list.map((g) => g.title)).toEqual(['Finished', 'First']); // most recently updated first
    expect(list[1]).toMatchObject({ status: 'playing', seq: a.seq, round: a.state.round, players: [{ name: 'Captain 1', kind: 'human', boats: ['white'] }, {}, {}] });
    expect(games.lastUnfinishedGame()?.id).toBe(a.id);

    expect(() => games.renameGame(a.id, a.rev + 5, 'X')).toThrow(expect.objectContaining({ code: 'seq/stale' }));
    const renamed = games.renameGame(a.id, a.rev, 'Renamed');
    expect(renamed).toMatchObject({ title: 'Renamed', rev: a.rev + 1, seq: a.seq });
    // A new title is not play: "last played" and the library's order stay as they were.
    const before = list.find((g) => g.id === a.id)!;
    expect(renamed.updatedAt).toBe(before.updatedAt);
    expect(games.listGames().map((g) => g.title)).toEqual(['Finished', 'Renamed']);
    expect(() => games.act(a.id, a.rev, decisions(ref.actions)[8]!)).toThrow(expect.objectContaining({ code: 'seq/stale' }));

    const copy = games.duplicateGame(a.id);
    expect(copy).toMatchObject({ title: 'Renamed (copy)', seq: a.seq, parent: null });
    expect(stateHash(games.getGame(copy.id).state)).toBe(stateHash(a.state));
    // The copy is independent: playing it leaves the original alone.
    const cv = games.getGame(copy.id);
    games.act(cv.id, cv.rev, decisions(ref.actions)[8]!);
    expect(games.getGame(a.id).seq).toBe(a.seq);

    expect(() => games.deleteGame(a.id, 0)).toThrow(expect.objectContaining({ code: 'seq/stale' }));
    expect(games.deleteGame(a.id, renamed.rev)).toEqual({ deleted: a.id });
    expect(() => games.getGame(a.id)).toThrow(expect.objectContaining({ code: 'game/not-found' }));
    expect(r.db.prepare('SELECT count(*) FROM actions WHERE game_id = ?').pluck().get(a.id)).toBe(0);
    expect(games.listGames().map((g) => g.id).sort()).toEqual([b.id, copy.id].sort());
  });

  it('"play from here" starts a new game at any position of a finished game, keeping the original', () => {
    const ref = referenceGame(33);
    const { games } = rig();
    const done = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    const at = 120;
    const fork = games.forkGame(done.id, at);
    expect(fork.parent).toEqual({ id: done.id, seq: at });
    const fv = games.getGame(fork.id);
    const refAt = replay({ format: 'mississippi-queen-game', formatVersion: 1, engineVersion: '', rulesVersion: RULES_VERSION, config: ref.config, seed: ref.seed, actions: ref.actions.slice(0, at) });
    if (!refAt.ok) throw new Error('reference');
    // The fork sits at `at`, or just after it when `at` was between chance events (main settles them).
    expect(fv.seq).toBeGreaterThanOrEqual(at);
    expect(fv.pending.kind).not.toBe('chance');
    let s: GameState = refAt.state;
    for (const a of ref.actions.slice(at, fv.seq)) s = (apply(s, a) as { state: GameState }).state;
    expect(stateHash(fv.state)).toBe(stateHash(s));
    expect(fv.status).toBe('playing');
    const original = games.getGame(done.id);
    expect([original.seq, original.status, stateHash(original.state)]).toEqual([done.seq, 'over', stateHash(done.state)]);
    expect(() => games.forkGame(done.id, done.seq + 1)).toThrow(expect.objectContaining({ code: 'seq/out-of-range' }));
  });

  it('getGameAt gives any position with the action and events that led to it', () => {
    const ref = referenceGame(34, { maxActions: 260 });
    const { games } = rig();
    const v = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    // The service's log is the reference game's, plus any chance outcomes main settled after its last decision.
    const log = games.exportGame(v.id).text;
    const actions = (JSON.parse(log) as { actions: Action[] }).actions;
    expect(actions.slice(0, ref.actions.length)).toEqual(ref.actions);
    for (const seq of [0, 1, 49, 50, 51, 137, v.seq]) {
      const p = games.getGameAt(v.id, seq);
      expect(p.seq).toBe(seq);
      expect(p.lastSeq).toBe(v.seq);
      expect(stateHash(p.state)).toBe(hashAfter(ref.config, ref.seed, actions.slice(0, seq)));
      expect(p.action).toEqual(seq === 0 ? null : actions[seq - 1]);
      if (seq > 0) {
        const prev = games.getGameAt(v.id, seq - 1).state;
        expect(p.events).toEqual((apply(prev, actions[seq - 1]!) as { events: unknown }).events);
      }
    }
    expect(stateHash(games.getGameAt(v.id, v.seq).state)).toBe(stateHash(v.state));
    expect(() => games.getGameAt(v.id, v.seq + 1)).toThrow(expect.objectContaining({ code: 'seq/out-of-range' }));
    expect(newGame(ref.config, ref.seed).seq).toBe(0);
  });

  it('refuses options the engine cannot play', () => {
    const { games } = rig();
    // two players sail two boats each: one boat per seat is not a game
    const oneBoatEach = { seats: [{ boats: ['white'] }, { boats: ['orange'] }], riverTiles: referenceGame(35, { maxActions: 1 }).config.riverTiles } as GameConfig;
    expect(() => games.newGame({ players: players(2), config: oneBoatEach })).toThrow(expect.objectContaining({ code: 'game/bad-config' }));
    expect(() => games.newGame({ players: players(7) })).toThrow(expect.objectContaining({ code: 'game/bad-config' }));
    const ref = referenceGame(35, { maxActions: 1 });
    expect(() => games.newGame({ players: players(4), config: ref.config })).toThrow(expect.objectContaining({ code: 'game/bad-config' }));
    expect(games.listGames()).toEqual([]);
  });
});
