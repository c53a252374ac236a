// A damaged action row that a later snapshot covers (issue 12, finding 3): the whole log is
// verified when a game is opened, so the game is read-only at its last good position, with a
// notice, and export, getGameAt and "play from here" agree with that position.
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RULES_VERSION, defaultConfig, newGame, stateHash } from '../../engine/index.js';
import { playRandomGame } from '../../cli/random-play.js';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { rig } from './games-fixtures.js';

/** A stored game of at least `min` actions (imported: quicker than playing it move by move). */
function stored(min: number, players = 3) {
  const config = defaultConfig(players);
  for (let seed = 1; ; seed++) {
    const g = playRandomGame(newGame(config, seed), { seed, policy: 'uniform', maxActions: min });
    if (g.actions.length < min) continue;
    const text = JSON.stringify({ format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config, seed, actions: g.actions });
    const r = rig();
    const id = r.games.importGame(text).id;
    return { ...r, id, seq: r.games.getGame(id).seq };
  }
}

/** Damages action `seq` of the game, and starts a new service on the file (as after a restart). */
function damage(r: ReturnType<typeof stored>, seq: number, action: string) {
  r.db.prepare('UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?').run(action, r.id, seq);
  // The snapshots are left as they are: they are this engine's and parse, so loading skips the row.
  expect(r.db.prepare('SELECT count(*) FROM snapshots WHERE game_id = ? AND seq > ?').pluck().get(r.id, seq)).toBeGreaterThan(0);
  return new GamesService({ db: r.db, hub: new EventHub() });
}

function expectBrokenAt(games: GamesService, id: string, bad: number) {
  const view = games.getGame(id);
  expect(view).toMatchObject({ readOnly: true, seq: bad - 1, legalActions: [], canUndo: false });
  expect(view.notices).toEqual([expect.objectContaining({ code: 'game/log-broken', atSeq: bad })]);
  // Every way of reading the game agrees on the last good position.
  expect(stateHash(games.getGameAt(id, bad - 1).state)).toBe(stateHash(view.state));
  expect(() => games.getGameAt(id, bad)).toThrow(expect.objectContaining({ code: 'seq/out-of-range' }));
  expect(games.getGameLog(id).toSeq).toBe(bad - 1);
  expect(games.getReplayTimeline(id).lastSeq).toBe(bad - 1);
  const again = games.importGame(games.exportGame(id).text);
  expect(stateHash(games.getGame(again.id).state)).toBe(stateHash(view.state));
  const fork = games.forkGame(id, bad - 1);
  expect(games.getGame(fork.id).readOnly).toBe(false);
  expect(() => games.act(id, view.rev, { type: 'confirm' })).toThrow(expect.objectContaining({ code: 'game/read-only' }));
}

describe('a damaged action row under a later snapshot', () => {
  it('an illegal action early in a game: opening shows it read-only at the move before, with a notice', () => {
    const r = stored(240);
    const games = damage(r, 20, '{"type":"speed","speed":99}');
    expectBrokenAt(games, r.id, 20);
    // The log itself is left as it was.
    expect(r.db.prepare('SELECT count(*) FROM actions WHERE game_id = ?').pluck().get(r.id)).toBe(r.seq);
  });

  it('an unreadable row is caught the same way', () => {
    const r = stored(160);
    expectBrokenAt(damage(r, 7, '{"type":"spe'), r.id, 7);
  });

  it('a long game is verified right after opening (opening stays quick); nothing can be written or exported before', async () => {
    const r = stored(2001, 4);
    const games = damage(r, 30, '{"type":"speed","speed":99}');
    games.getGame(r.id); // quick: the rest of the log is checked in the background
    // A move sent at once waits for the check, and is refused.
    expect(() => games.act(r.id, 0, { type: 'confirm' })).toThrow(expect.objectContaining({ code: 'game/read-only' }));
    expectBrokenAt(games, r.id, 30);
  });

  it('the background check of a long game finds the damage on its own', async () => {
    const r = stored(2001, 4);
    const games = damage(r, 30, '{"type":"speed","speed":99}');
    games.getGame(r.id);
    for (let i = 0; i < 100 && !games.getGame(r.id).readOnly; i++) await new Promise((done) => setImmediate(done));
    expect(games.getGame(r.id)).toMatchObject({ readOnly: true, seq: 29 });
  });

  it('a sound game opens as before', () => {
    const r = stored(240);
    const games = new GamesService({ db: r.db, hub: new EventHub() });
    expect(games.getGame(r.id)).toMatchObject({ readOnly: false, seq: r.seq, notices: [] });
  });
});

describe('a snapshot that disagrees with the log', () => {
  it('is dropped and the log replayed instead (the log is the truth), with a notice', () => {
    const r = stored(240);
    const truth = stateHash(r.games.getGame(r.id).state);
    const snap = r.db.prepare('SELECT state FROM snapshots WHERE game_id = ? AND seq = 200').pluck().get(r.id) as string;
    const wrong = JSON.parse(snap) as { round: number };
    wrong.round += 1; // parses, is this engine's, but is not the position the log reaches
    r.db.prepare('UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = 200').run(JSON.stringify(wrong), r.id);
    const games = new GamesService({ db: r.db, hub: new EventHub() });
    const view = games.getGame(r.id);
    expect(view).toMatchObject({ readOnly: false, seq: r.seq });
    expect(stateHash(view.state)).toBe(truth);
    expect(view.notices).toEqual([expect.objectContaining({ code: 'game/snapshot-ignored' })]);
    expect(r.db.prepare('SELECT count(*) FROM snapshots WHERE game_id = ? AND seq = 200').pluck().get(r.id)).toBe(0);
    expect(stateHash(games.getGameAt(r.id, 230).state)).toBe(stateHash(r.games.getGameAt(r.id, 230).state));
  });
});
