// Three participants, each with their own colyseus.js client, join one room, take a seat each and
// play a 3-player race to the end through the room; every one of them imports the record the room
// sends at the end into their own library, and all replay to the host's final hash. Until that
// record, no message to anyone carries the seed, the generator or the stack order.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index.js';
import { gamesRig, playOwnSeats, roomServerPerFile, startedRace } from './net-fixtures.js';

const rs = roomServerPerFile();

describe('a networked race', () => {
  it('three players play a race to the end; each library replays it to the same final hash', async () => {
    const { players } = await startedRace(rs().endpoint, { keepWire: true });
    await Promise.all(players.map((p, i) => playOwnSeats(p, 100 + i)));
    const hostGames = rs().games.listGames();
    expect(hostGames).toHaveLength(1);
    const authoritative = rs().games.getGame(hostGames[0]!.id);
    expect(authoritative.status).toBe('over');
    const hash = stateHash(authoritative.state);
    const rngText = JSON.stringify(authoritative.state.rng).slice(1, -1);
    for (const p of players) {
      const text = await p.until(() => p.record);
      const own = gamesRig();
      const summary = own.games.importGame(text);
      const mine = own.games.getGame(summary.id);
      expect(mine.status).toBe('over');
      expect(stateHash(mine.state)).toBe(hash);
      expect(mine.seq).toBe(authoritative.seq);
      own.db.close();
      fs.rmSync(own.dir, { recursive: true, force: true });
      expect(p.rejected).toEqual([]);
      expect(p.view?.result).toEqual(authoritative.result);
      const beforeRecord = p.wireLog!.filter((m) => m.type !== 'record');
      expect(beforeRecord.filter((m) => m.type === 'view').length).toBeGreaterThan(50);
      for (const m of beforeRecord) {
        const text = JSON.stringify(m.message);
        for (const key of ['"seed"', '"rng"', '"stack"']) expect(text).not.toContain(key);
        if (m.type === 'view') expect((m.message as { legalTurns: unknown[] }).legalTurns).toEqual([]);
        expect(text).not.toMatch(new RegExp(`\\b${authoritative.seed}\\b`));
        expect(text).not.toContain(rngText);
      }
    }
    await Promise.all(players.map((p) => p.leave()));
  });
});
