// A saves database written by the app under mq-rules-1 (tests/fixtures/saves, made at commit
// a3ef00a): every game opens, rebuilds each position to the hash it had, and plays on under the
// rules it was started with. The fixture is copied first: opening a database may migrate it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalTurns, stateHash } from '../../engine/index.js';
import { parseRecord } from '../../engine/record/index.js';
import { rig } from './games-fixtures.js';
import { tempDir } from './helpers.js';

const DIR = new URL('../fixtures/saves/', import.meta.url).pathname;
const manifest = JSON.parse(fs.readFileSync(DIR + 'saves-mq-rules-1.json', 'utf8')) as {
  games: { id: string; title: string; seq: number; hash: string; hashes: Record<string, string> }[];
};

function openCopy() {
  const file = path.join(tempDir('mq-old-saves-'), 'mississippi-queen.sqlite');
  fs.copyFileSync(DIR + 'saves-mq-rules-1.sqlite', file);
  return rig(file);
}

describe('a saves database from before mq-rules-2', () => {
  it('lists every game and opens each at its hash, read-write, under mq-rules-1', () => {
    const { games } = openCopy();
    expect(games.listGames().map((g) => g.id).sort()).toEqual(manifest.games.map((g) => g.id).sort());
    for (const g of manifest.games) {
      const view = games.getGame(g.id);
      expect(view.readOnly, g.title).toBe(false);
      expect(view.notices, g.title).toEqual([]);
      expect(view.state.rulesVersion).toBe('mq-rules-1');
      expect(view.state.seq).toBe(g.seq);
      expect(stateHash(view.state), g.title).toBe(g.hash);
      for (const [seq, hash] of Object.entries(g.hashes)) expect(stateHash(games.getGameAt(g.id, Number(seq)).state), `${g.title} @${seq}`).toBe(hash);
    }
  });

  it('a game plays on, exports under its rules, and the export imports at the same hash', () => {
    const { games } = openCopy();
    const g = manifest.games[0]!;
    let view = games.getGame(g.id);
    while (view.pending.kind !== 'move') view = games.act(view.id, view.rev, view.legalActions[0]!);
    for (const a of legalTurns(view.state)[0]!.actions) view = games.act(view.id, view.rev, a);
    expect(view.state.rulesVersion).toBe('mq-rules-1');
    const text = games.exportGame(g.id).text;
    expect(parseRecord(text).rulesVersion).toBe('mq-rules-1');
    const copy = games.importGame(text);
    expect(stateHash(games.getGame(copy.id).state)).toBe(stateHash(view.state));
  });
});
