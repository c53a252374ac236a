// Two app instances on one user-data folder (finding 1 of issue 12): the store refuses a write
// computed from a revision that is no longer the one on disk, inside the write transaction.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index.js';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { openStore } from '../../electron/services/store.js';
import { decisions, playThrough, players, referenceGame, rig } from './games-fixtures.js';

/** A second service (another process's connection) on the same database file. */
function second(file: string) {
  const db = openStore(file);
  return { db, games: new GamesService({ db, hub: new EventHub() }) };
}

/** A game at a point where the mover has an unconfirmed step to take back. */
function setUp() {
  const ref = referenceGame(61, { maxActions: 120 });
  const a = rig();
  let v = a.games.newGame({ players: players(3), config: ref.config, seed: ref.seed });
  for (const m of decisions(ref.actions)) {
    if (v.canUndo) break;
    v = a.games.act(v.id, v.rev, m);
  }
  expect(v.canUndo).toBe(true);
  const last = a.games.getGameAt(v.id, v.seq).action!;
  return { a, v, last };
}

describe('two instances on one database', () => {
  it("refuses host A's move after host B undid a step and played another (the log does not fork)", () => {
    const { a, v, last } = setUp();
    const b = second(a.file);
    try {
      // B opens the game, takes back the last step and plays a different legal one.
      let bv = b.games.getGame(v.id);
      bv = b.games.undo(v.id, bv.rev);
      const other = bv.legalActions.find((x) => JSON.stringify(x) !== JSON.stringify(last));
      expect(other).toBeDefined();
      bv = b.games.act(v.id, bv.rev, other!);
      expect(bv.seq).toBe(v.seq); // same action count, different log, higher revision
      const onDisk = { rev: bv.rev, hash: stateHash(bv.state) };

      // A still holds the old position and acts with the revision it knows.
      const move = v.legalActions[0]!;
      expect(() => a.games.act(v.id, v.rev, move)).toThrow(expect.objectContaining({ code: 'store/conflict' }));
      // Nothing was written; the revision on disk did not go backwards; A now shows the stored game.
      const row = a.db.prepare('SELECT rev, seq FROM games WHERE id = ?').get(v.id) as { rev: number; seq: number };
      expect(row).toEqual({ rev: onDisk.rev, seq: v.seq });
      const reloaded = a.games.getGame(v.id);
      expect(reloaded.rev).toBe(onDisk.rev);
      expect(stateHash(reloaded.state)).toBe(onDisk.hash);
      // A fresh start rebuilds exactly what was acknowledged.
      const fresh = new GamesService({ db: a.db, hub: new EventHub() }).getGame(v.id);
      expect(stateHash(fresh.state)).toBe(onDisk.hash);
      expect(fresh.readOnly).toBe(false);
    } finally {
      b.db.close();
    }
  });

  it("refuses A's undo when B moved the game on", () => {
    const { a, v } = setUp();
    const b = second(a.file);
    try {
      const bv = b.games.getGame(v.id);
      b.games.act(v.id, bv.rev, bv.legalActions[0]!);
      expect(() => a.games.undo(v.id, v.rev)).toThrow(expect.objectContaining({ code: 'store/conflict' }));
      expect(a.games.getGame(v.id).rev).toBe(bv.rev + 1);
    } finally {
      b.db.close();
    }
  });

  it('keeps playing normally when only one instance writes', () => {
    const ref = referenceGame(62, { maxActions: 80 });
    const { games } = rig();
    const v = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
    expect(v.seq).toBeGreaterThan(40);
  });
});
