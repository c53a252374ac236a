// The game log after a reload: getGameLog rebuilds, from the stored actions, exactly the events
// the live game emitted, so a window that opens a saved game can show what happened.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { decisions, players, playThrough, referenceGame, rig } from './games-fixtures.js';

describe('getGameLog', () => {
  it('gives the events the live game emitted, action by action, also after a restart', () => {
    const ref = referenceGame(5, { maxActions: 300 });
    const r = rig();
    const emitted: GameEvent[] = [];
    r.hub.subscribe((e) => {
      if (e.name === 'gameChanged') emitted.push(...e.payload.events);
    });
    const start = r.games.newGame({ players: players(3), config: ref.config, seed: ref.seed });
    const end = playThrough(r.games, start, decisions(ref.actions).slice(0, 60));

    // A fresh service on the same database: nothing in memory, only the log.
    const reopened = new GamesService({ db: r.db, hub: r.hub });
    const log = reopened.getGameLog(end.id);
    expect(log.fromSeq).toBe(0);
    expect(log.toSeq).toBe(end.state.seq);
    expect(log.entries.map((e) => e.seq)).toEqual(Array.from({ length: end.state.seq }, (_, i) => i + 1));
    expect(log.entries.flatMap((e) => e.events)).toEqual(emitted);

    // Up to an earlier point: only the actions before it.
    const part = reopened.getGameLog(end.id, 10);
    expect(part.toSeq).toBe(10);
    expect(part.entries.map((e) => e.seq)).toEqual(log.entries.slice(0, 10).map((e) => e.seq));
  });

  it('refuses an unknown game with a typed error', () => {
    const r = rig();
    expect(() => r.games.getGameLog('no-such-game')).toThrow(expect.objectContaining({ code: 'game/not-found' }));
  });
});
