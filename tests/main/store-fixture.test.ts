// Saves written by the app of 2026-11-26 (tests/fixtures/store/make-store.ts) still open, list the
// same library and replay to the same hashes, whatever changes later in the engine or the store.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/index.js';
import { DB_FILE } from '../../electron/services/index.js';
import { makeServices, tempDir } from './helpers.js';

const FIXTURE = new URL('../fixtures/store/', import.meta.url);
const expected = JSON.parse(fs.readFileSync(new URL('expected.json', FIXTURE), 'utf8')) as {
  library: { id: string; title: string; status: string; seq: number }[];
  hashes: Record<string, string>;
};

function openFixture() {
  const dir = tempDir();
  // A copy: opening migrates the file and writes its WAL next to it; the fixture stays as made.
  fs.copyFileSync(new URL('today.sqlite', FIXTURE), path.join(dir, DB_FILE));
  return makeServices(dir);
}

describe("today's save database (fixture)", () => {
  it('opens without notices and lists the same library', () => {
    const services = openFixture();
    expect(services.games.notices()).toEqual([]);
    const library = services.games.listGames();
    expect(library.map(({ id, title, status, seq, rev, round, leader, parent, imported }) => ({ id, title, status, seq, rev, round, leader, parent, imported }))).toEqual(expected.library);
  });

  it.each(expected.library.map((g) => [g.title, g.id] as const))('%s replays to the same hash at its last position', (_title, id) => {
    const services = openFixture();
    const view = services.games.getGame(id);
    expect(view.readOnly).toBe(false);
    expect(view.notices).toEqual([]);
    expect(stateHash(view.state)).toBe(expected.hashes[id]);
    // And from the log alone, as after an engine or rules version change (snapshots then ignored).
    services.db.prepare(`UPDATE snapshots SET engine = 'another-engine'`).run();
    services.games.evict();
    const replayed = services.games.getGame(id);
    expect(stateHash(replayed.state)).toBe(expected.hashes[id]);
    expect(stateHash(services.games.getGameAt(id, replayed.seq).state)).toBe(expected.hashes[id]);
  });
});
