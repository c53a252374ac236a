// The replay timeline (getReplayTimeline): rounds, tile reveals, every action's events and the race
// chart, rebuilt from the stored log; and a replay — timeline, positions, log — never changes the game.
import { describe, expect, it } from 'vitest';
import { raceProgress, stateHash } from '../../engine/index.js';
import { ReplayTimelineSchema } from '../../electron/services/games/replay-schema.js';
import { decisions, playThrough, players, referenceGame, rig } from './games-fixtures.js';
import { makeServices } from './helpers.js';

function finishedGame(seed: number) {
  const ref = referenceGame(seed);
  const r = rig();
  const done = playThrough(r.games, r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions));
  return { ...r, ref, done };
}

describe('getReplayTimeline', () => {
  it('lists every action with its events, the round starts, the tile reveals and the chart of a finished game', () => {
    const { games, ref, done } = finishedGame(41);
    expect(done.status).toBe('over');
    const tl = games.getReplayTimeline(done.id);
    expect(ReplayTimelineSchema.safeParse(tl).success).toBe(true);
    expect(tl.lastSeq).toBe(done.seq);
    expect(tl.entries.map((e) => e.seq)).toEqual(Array.from({ length: done.seq }, (_, i) => i + 1));
    expect(tl.entries.map((e) => e.action)).toEqual(ref.actions);
    // Each entry's events are those getGameAt reports for that action.
    for (const seq of [1, 7, Math.floor(done.seq / 2), done.seq]) {
      const at = games.getGameAt(done.id, seq);
      expect(tl.entries[seq - 1]!.events).toEqual(at.events);
    }
    // Rounds 1..n in order, each starting where the engine says it does.
    expect(tl.rounds.map((r) => r.round)).toEqual(Array.from({ length: tl.rounds.length }, (_, i) => i + 1));
    expect(tl.rounds.length).toBe(done.state.round);
    for (const r of tl.rounds) {
      const at = games.getGameAt(done.id, r.seq);
      expect(at.state.round).toBe(r.round);
      expect(at.events.some((e) => e.type === 'roundStarted' && e.round === r.round)).toBe(true);
    }
    // Every tile after A0 and the Finish were laid, in order.
    expect(tl.tiles.map((t) => t.index)).toEqual(Array.from({ length: done.state.river.length }, (_, i) => i + 1));
    expect(tl.riverTiles).toBe(done.state.river.length);
    // One chart point per round start plus the finish; each one is raceProgress of that position.
    expect(tl.chart.length).toBe(tl.rounds.length + 1);
    for (const p of tl.chart.filter((_, i) => i % 4 === 0 || i === tl.chart.length - 1)) expect(p.boats).toEqual(raceProgress(games.getGameAt(done.id, p.seq).state));
    const last = tl.chart[tl.chart.length - 1]!;
    expect([last.final, last.seq]).toEqual([true, done.seq]);
    const winner = last.boats.find((b) => b.place === 1)!;
    expect(winner.boat).toBe(done.result!.places[0]);
    expect(winner.progress).toBe(tl.riverTiles);
    expect(tl.chart[0]!.boats.every((b) => b.progress < 1)).toBe(true);
  });

  it('follows a game still being played (a new action gives a longer timeline)', () => {
    const ref = referenceGame(42, { maxActions: 120 });
    const { games } = rig();
    const moves = decisions(ref.actions);
    let v = playThrough(games, games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), moves.slice(0, 40));
    const before = games.getReplayTimeline(v.id);
    expect(before.lastSeq).toBe(v.seq);
    expect(before.chart[before.chart.length - 1]!.seq).toBe(v.seq);
    v = playThrough(games, v, moves.slice(40, 41));
    const after = games.getReplayTimeline(v.id);
    expect(after.lastSeq).toBe(v.seq);
    expect(after.lastSeq).toBeGreaterThan(before.lastSeq);
    expect(after.entries.slice(0, before.entries.length)).toEqual(before.entries);
  });

  it('refuses an unknown game with a typed error, through the API too', async () => {
    const { games } = rig();
    expect(() => games.getReplayTimeline('no-such-game')).toThrow(expect.objectContaining({ code: 'game/not-found' }));
    const services = makeServices();
    const answer = await services.dispatch('getReplayTimeline', { gameId: 'no-such-game' });
    expect(answer).toMatchObject({ ok: false, code: 'game/not-found' });
    const bad = await services.dispatch('getReplayTimeline', { gameId: 'x', seq: 3 });
    expect(bad).toMatchObject({ ok: false, code: 'request/malformed' });
  });
});

describe('a replay never changes the stored game', () => {
  it('timeline, positions, logs and forks leave seq, rev, hash, log and library row as they were', () => {
    const { games, done, db } = finishedGame(43);
    const rowBefore = games.listGames().find((g) => g.id === done.id)!;
    const actionsBefore = db.prepare('SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq').all(done.id);
    const hashBefore = stateHash(games.getGame(done.id).state);

    games.getReplayTimeline(done.id);
    for (let seq = done.seq; seq >= 0; seq -= 37) games.getGameAt(done.id, seq);
    games.getGameAt(done.id, 0);
    games.getGameLog(done.id, Math.floor(done.seq / 2));
    games.forkGame(done.id, Math.floor(done.seq / 3));
    games.getReplayTimeline(done.id);

    // Read back from the database, not from memory.
    games.evict();
    const after = games.getGame(done.id);
    expect([after.seq, after.rev, after.status]).toEqual([done.seq, done.rev, 'over']);
    expect(stateHash(after.state)).toBe(hashBefore);
    expect(games.listGames().find((g) => g.id === done.id)).toEqual(rowBefore);
    expect(db.prepare('SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq').all(done.id)).toEqual(actionsBefore);
  });
});
