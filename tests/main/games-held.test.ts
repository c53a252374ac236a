// What a network room asks of the games service (issue 17, net17o): its game stays decoded for
// the room's whole life whatever the service's liveLimit (a server with more rooms than the limit
// reloaded and re-checked a game from its start at nearly every move), and views without the turn
// search (the room never sends legal turns).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import { openStore } from '../../electron/services/store.js';
import path from 'node:path';
import { decisions, players, referenceGame } from './games-fixtures.js';
import { tempDir } from './helpers.js';

const dbs: ReturnType<typeof openStore>[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function service(liveLimit: number): GamesService {
  const db = openStore(path.join(tempDir('mq-held-'), 'games.sqlite'));
  dbs.push(db);
  return new GamesService({ db, hub: new EventHub(), liveLimit });
}

describe('games service: games held by a room', () => {
  it('keeps a held game decoded past the limit, and lets it go once released', () => {
    const games = service(1);
    const held = games.newGame({ players: players(3) }).id;
    const release = games.hold(held);
    const others = [games.newGame({ players: players(3) }).id, games.newGame({ players: players(3) }).id];
    const reads = vi.spyOn(games.store, 'get');
    games.getGame(held);
    expect(reads).not.toHaveBeenCalled(); // still in memory: no row read
    games.getGame(others[0]!);
    expect(reads).toHaveBeenCalledTimes(1); // the limit still applies to the others (one kept: the newest)
    release();
    release(); // twice is once
    games.getGame(others[1]!);
    reads.mockClear();
    games.getGame(held);
    expect(reads).toHaveBeenCalledTimes(1); // released: dropped like any other, read again
  });

  it('holds count: a game held twice stays until both let go', () => {
    const games = service(1);
    const id = games.newGame({ players: players(3) }).id;
    const a = games.hold(id);
    const b = games.hold(id);
    a();
    games.newGame({ players: players(3) });
    games.newGame({ players: players(3) });
    const reads = vi.spyOn(games.store, 'get');
    games.getGame(id);
    expect(reads).not.toHaveBeenCalled();
    b();
  });

  it('gives the same view without the turn search when asked, for every call a room makes', () => {
    const ref = referenceGame(21, { maxActions: 40 });
    const games = service(8);
    let view = games.newGame({ players: players(3), config: ref.config, seed: ref.seed });
    let checked = 0;
    for (const action of decisions(ref.actions).slice(0, 30)) {
      const full = games.getGame(view.id);
      const lean = games.getGame(view.id, { turns: false });
      expect(lean.legalTurns).toEqual([]);
      expect({ ...lean, legalTurns: full.legalTurns }).toEqual(full);
      if (full.legalTurns.length > 0) checked++;
      const acted = games.act(view.id, view.rev, action, { turns: false });
      expect(acted.legalTurns).toEqual([]);
      view = games.getGame(view.id);
      expect({ ...acted, legalTurns: view.legalTurns }).toEqual(view);
    }
    expect(checked).toBeGreaterThan(0); // some positions had turns to leave out
  });
});
