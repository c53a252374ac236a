// A damaged database that is still mostly readable (issue 12, finding 2): the file is kept, and
// every game whose log still reads and replays comes back into the fresh database.
import fs, { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, RULES_VERSION, stateHash, type Action } from '../../engine/index.js';
import { createServices, DB_FILE } from '../../electron/services/index.js';
import { decisions, playThrough, players, referenceGame } from './games-fixtures.js';
import { tempDir } from './helpers.js';

const ROOT_CHALLENGES = path.join(import.meta.dirname, '../../engine/data/challenges');

interface Before {
  dir: string;
  file: string;
  games: { id: string; title: string; seq: number; hash: string }[];
}

/** A user-data folder with 6 saved games (and a challenge met, if asked) and a changed setting, written through the services. */
function savedFolder(withChallenge = false): Before {
  const dir = tempDir();
  const services = createServices({ userDataDir: dir, host: 'browser', name: 'MQ', version: 't' });
  const games: Before['games'] = [];
  try {
    for (let i = 0; i < 6; i++) {
      const ref = referenceGame(300 + i, { maxActions: i === 0 ? undefined : 50 + 20 * i });
      let id: string;
      if (i === 1) {
        // One played move by move, as the app does; the others imported (quicker to write).
        id = playThrough(services.games, services.games.newGame({ players: players(3), config: ref.config, seed: ref.seed }), decisions(ref.actions)).id;
      } else {
        const text = JSON.stringify({ format: 'mississippi-queen-game', formatVersion: 1, engineVersion: ENGINE_VERSION, rulesVersion: RULES_VERSION, config: ref.config, seed: ref.seed, actions: ref.actions });
        id = services.games.importGame(text).id;
      }
      services.games.renameGame(id, services.games.getGame(id).rev, `Game ${i + 1}`);
      const v = services.games.getGame(id);
      games.push({ id: v.id, title: v.title, seq: v.seq, hash: stateHash(v.state) });
    }
    // A game from a scenario (a challenge) met at par: it starts from the scenario's position, and its stars are kept.
    if (withChallenge) {
      const challenge = readFileSync(path.join(ROOT_CHALLENGES, '02-home-straight.json'), 'utf8');
      const solution = (JSON.parse(challenge) as { solution: Action[] }).solution;
      const won = playThrough(services.games, services.games.newScenarioGame({ scenario: challenge, challengeId: '02-home-straight' }), solution);
      expect(won.challenge?.stars).toBe(2);
      games.push({ id: won.id, title: won.title, seq: won.seq, hash: stateHash(won.state) });
    }
    services.settings.set(0, { language: 'it' });
    services.db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    services.close();
  }
  return { dir, file: path.join(dir, DB_FILE), games };
}

function reopen(dir: string) {
  const services = createServices({ userDataDir: dir, host: 'browser', name: 'MQ', version: 't' });
  const notice = services.games.notices().find((n) => n.code === 'store/recovered');
  return { services, notice };
}

/** Checks what came back: intact games replay to their old hashes; the rest are named. */
function expectSalvaged(before: Before, damaged: Buffer, minSaved: number) {
  const { services, notice } = reopen(before.dir);
  try {
    expect(notice).toBeDefined();
    expect(fs.readFileSync(notice!.path!).equals(damaged)).toBe(true); // kept as it was
    const listed = services.games.listGames();
    expect(notice!.saved).toBe(listed.length);
    expect(listed.length).toBeGreaterThanOrEqual(minSaved);
    const lost = before.games.filter((g) => !listed.some((l) => l.id === g.id)).map((g) => g.title);
    expect([...(notice!.lost ?? [])].sort()).toEqual(lost.sort());
    expect(notice!.message).toContain(`${listed.length} of ${before.games.length} saved games`);
    for (const g of listed) {
      const old = before.games.find((b) => b.id === g.id)!;
      const view = services.games.getGame(g.id);
      expect({ title: view.title, seq: view.seq, readOnly: view.readOnly, hash: stateHash(view.state) }).toEqual({
        title: old.title,
        seq: old.seq,
        readOnly: false,
        hash: old.hash,
      });
    }
    // The salvaged games play on, and the settings came back too.
    const open = listed.find((g) => g.status === 'playing');
    if (open) {
      const v = services.games.getGame(open.id);
      expect(services.games.act(v.id, v.rev, v.legalActions[0]!).seq).toBeGreaterThan(v.seq);
    }
    expect(services.settings.get().values.language).toBe('it');
    return { listed, lost };
  } finally {
    services.close();
  }
}

/** A SQLite varint at `at`: its value and length in bytes. */
function varint(b: Buffer, at: number): { value: number; size: number } {
  let value = 0;
  for (let i = 0; i < 9; i++) {
    const byte = b[at + i]!;
    if (i === 8) return { value: value * 256 + byte, size: 9 };
    value = value * 128 + (byte & 0x7f);
    if (byte < 0x80) return { value, size: i + 1 };
  }
  throw new Error('unreachable');
}

/** The bytes of each live cell of an index b-tree leaf page (the actions table is WITHOUT ROWID), read through its cell pointers. */
function liveCells(page: Buffer): Buffer[] {
  expect(page[0]).toBe(0x0a); // an index leaf
  const count = page.readUInt16BE(3);
  const usable = page.length; // no reserved bytes per page
  const maxLocal = usable - 35;
  const minLocal = Math.floor(((usable - 12) * 32) / 255) - 23;
  const cells: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const at = page.readUInt16BE(8 + 2 * i);
    const { value: payload, size } = varint(page, at);
    // The part of a payload kept on the page itself (SQLite's file format, "cell payload overflow pages").
    const spill = minLocal + ((payload - minLocal) % (usable - 4));
    const local = payload <= maxLocal ? payload : spill <= maxLocal ? spill : minLocal;
    cells.push(page.subarray(at + size, at + size + local));
  }
  return cells;
}

describe('salvaging a damaged database', () => {
  it('one page scribbled over (the quick check fails): every game with an intact log comes back, a challenge\'s stars too', () => {
    const before = savedFolder(true);
    const probe = new Database(before.file, { readonly: true });
    // A leaf page of the actions table in the middle of the file: one to three games lose moves.
    const leaves = probe.prepare(`SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf' ORDER BY pageno`).pluck().all() as number[];
    const pageSize = probe.pragma('page_size', { simple: true }) as number;
    probe.close();
    const bytes = fs.readFileSync(before.file);
    // The games whose moves lie on a page (a leaf holds its rows' keys, the game ids, whole). The
    // rows are ordered by game id, which is random: which games share a page differs from run to
    // run (the challenge's short log can sit between the ends of two others). The page taken is the
    // middle one of those without the challenge's game, whose return is checked below. Only the
    // page's live cells count: its free space can still hold bytes of rows a split moved elsewhere
    // (CI's clean clone once read a game off such leftovers, and it came back whole).
    const gamesOn = (p: number) => {
      const cells = liveCells(bytes.subarray((p - 1) * pageSize, p * pageSize));
      return before.games.filter((g) => cells.some((c) => c.includes(Buffer.from(g.id))));
    };
    const challengeId = before.games.at(-1)!.id;
    const candidates = leaves.filter((p) => !gamesOn(p).some((g) => g.id === challengeId));
    const page = candidates[Math.floor(candidates.length / 2)]!;
    const onPage = gamesOn(page).map((g) => g.title);
    expect(onPage.length).toBeGreaterThanOrEqual(1);
    bytes.fill(0x5a, (page - 1) * pageSize, page * pageSize);
    fs.writeFileSync(before.file, bytes);
    const { lost, listed } = expectSalvaged(before, bytes, before.games.length - onPage.length);
    // exactly those: every other game came back whole
    expect([...lost].sort()).toEqual([...onPage].sort());
    // the game from a scenario came back from its own start (expectSalvaged checked its position)
    expect(listed.map((g) => g.id)).toContain(challengeId);
    const { services } = reopen(before.dir);
    try {
      expect(services.games.challengeStars()).toEqual({ '02-home-straight': 2 });
    } finally {
      services.close();
    }
  });

  it('a file truncated to a size that is not a whole number of pages: the games that read come back', () => {
    const before = savedFolder();
    const probe = new Database(before.file, { readonly: true });
    const last = probe.prepare(`SELECT max(pageno) FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf'`).pluck().get() as number;
    const pageSize = probe.pragma('page_size', { simple: true }) as number;
    probe.close();
    // Cut in the middle of the last page holding moves (and drop whatever follows it).
    const bytes = fs.readFileSync(before.file);
    const cut = bytes.subarray(0, (last - 1) * pageSize + 1500);
    fs.writeFileSync(before.file, cut);
    const { lost } = expectSalvaged(before, cut, before.games.length - 2);
    expect(lost.length).toBeGreaterThanOrEqual(1);
  });

  it('a file that is not a database at all: nothing to salvage, the notice says so', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, DB_FILE), 'not a database '.repeat(500));
    const { services, notice } = reopen(dir);
    try {
      expect(notice).toMatchObject({ code: 'store/recovered', saved: 0, lost: [] });
      expect(services.games.listGames()).toEqual([]);
    } finally {
      services.close();
    }
  });
});

describe('reading past a damaged page', () => {
  it('rows after an unreadable page of a table still come back', () => {
    const dir = tempDir();
    const file = path.join(dir, DB_FILE);
    const services = createServices({ userDataDir: dir, host: 'browser', name: 'MQ', version: 't' });
    const put = services.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    services.db.transaction(() => {
      for (let i = 0; i < 2000; i++) put.run(`k${String(i).padStart(4, '0')}`, 'v'.repeat(100));
    })();
    services.db.pragma('wal_checkpoint(TRUNCATE)');
    const leaves = services.db.prepare(`SELECT pageno FROM dbstat WHERE name = 'meta' AND pagetype = 'leaf' ORDER BY pageno`).pluck().all() as number[];
    const pageSize = services.db.pragma('page_size', { simple: true }) as number;
    services.close();
    const bytes = fs.readFileSync(file);
    const hit = leaves[Math.floor(leaves.length / 2)]!;
    bytes.fill(0x5a, (hit - 1) * pageSize, hit * pageSize);
    fs.writeFileSync(file, bytes);
    const { services: again, notice } = reopen(dir);
    try {
      expect(notice).toBeDefined();
      const keys = again.db.prepare(`SELECT key FROM meta WHERE key LIKE 'k%' ORDER BY key`).pluck().all() as string[];
      // One page (a few dozen rows) is lost; the rows on both sides of it are not.
      expect(keys.length).toBeGreaterThan(1900);
      expect(keys.length).toBeLessThan(2000);
      expect(keys).toContain('k0000');
      expect(keys).toContain('k1999');
    } finally {
      again.close();
    }
  });
});
