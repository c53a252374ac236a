// The library screen's logic, without a browser: filtering, sorting and filter choices on game
// summaries, and delete-with-undo (nothing is deleted before the delay, undo cancels it, leaving
// the screen deletes at once).
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { BoatId } from '../../engine/index.js';
import type { GameSummary } from '../../renderer/src/lib/api-types.js';
import { PendingDeletes, type Timers } from '../../renderer/src/lib/library-deletes.js';
import { carriesFiles, readRecordFile, MAX_IMPORT_CHARS } from '../../renderer/src/lib/library-files.js';
import {
  NO_FILTER,
  facets,
  filterGames,
  fold,
  isFiltered,
  leaderName,
  sortGames,
  winnerName,
  type LibraryFilter,
  type LibrarySort,
} from '../../renderer/src/lib/library-view.js';

const BOATS: BoatId[] = ['white', 'orange', 'blue', 'green', 'pink'];
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function game(id: string, o: { title?: string; names?: string[]; over?: boolean; winner?: number; round?: number; age?: number; imported?: boolean; leader?: number } = {}): GameSummary {
  const names = o.names ?? ['Ann', 'Bob', 'Cy'];
  const players = names.map((name, i) => ({ name, kind: 'human' as const, boats: [BOATS[i]!] }));
  const over = o.over ?? false;
  const places = over ? [BOATS[o.winner ?? 0]!, ...BOATS.slice(0, names.length).filter((_, i) => i !== (o.winner ?? 0))] : null;
  return {
    id,
    title: o.title ?? id,
    players,
    status: over ? 'over' : 'playing',
    round: o.round ?? 3,
    leader: o.leader === undefined ? null : BOATS[o.leader]!,
    seq: 10,
    rev: 1,
    result: places ? { places } : null,
    createdAt: NOW - (o.age ?? 0) - DAY,
    updatedAt: NOW - (o.age ?? 0),
    parent: null,
    imported: o.imported ?? false,
    hints: true,
    hintUsed: false,
  };
}

const LIB = [
  game('a', { title: 'Élan vital', names: ['Ann', 'Bob', 'Cy'], round: 4, age: 1000, leader: 1 }),
  game('b', { title: 'river 10', names: ['Ann', 'Dee', 'Eve', 'Fay'], over: true, winner: 2, round: 40, age: 3 * DAY }),
  game('c', { title: 'River 9', names: ['Gus', 'Bob', 'Cy'], over: true, winner: 1, round: 35, age: 40 * DAY, imported: true }),
  game('d', { title: 'Quick one', names: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], round: 0, age: 10 * DAY }),
];
const f = (patch: Partial<LibraryFilter>) => filterGames(LIB, { ...NO_FILTER, ...patch }, NOW).map((g) => g.id);
const s = (sort: LibrarySort) => sortGames(LIB, sort, collator).map((g) => g.id);

describe('library view: filters', () => {
  it('names the winner and the leader by their captain', () => {
    expect(winnerName(LIB[1]!)).toBe('Eve');
    expect(winnerName(LIB[0]!)).toBeNull();
    expect(leaderName(LIB[0]!)).toBe('Bob');
  });

  it('filters by status, imported, captains (count or name), winner and date', () => {
    expect(f({})).toEqual(['a', 'b', 'c', 'd']);
    expect(f({ status: 'playing' })).toEqual(['a', 'd']);
    expect(f({ status: 'over' })).toEqual(['b', 'c']);
    expect(f({ status: 'imported' })).toEqual(['c']);
    expect(f({ players: 'count:3' })).toEqual(['a', 'c']);
    expect(f({ players: 'count:5' })).toEqual(['d']);
    expect(f({ players: 'name:Dee' })).toEqual(['b', 'd']);
    expect(f({ winner: 'Bob' })).toEqual(['c']);
    expect(f({ date: 'today' })).toEqual(['a']);
    expect(f({ date: 'week' })).toEqual(['a', 'b']);
    expect(f({ date: 'month' })).toEqual(['a', 'b', 'd']);
    expect(f({ date: 'older' })).toEqual(['c']);
    expect(f({ status: 'over', players: 'name:Ann' })).toEqual(['b']);
  });

  it('searches titles ignoring case and accents', () => {
    expect(fold('Élan')).toBe('elan');
    expect(f({ text: 'elan' })).toEqual(['a']);
    expect(f({ text: '  RIVER ' })).toEqual(['b', 'c']);
    expect(f({ text: 'nothing like it' })).toEqual([]);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, text: ' ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, date: 'week' })).toBe(true);
  });

  it('offers only choices some game has', () => {
    expect(facets(LIB, collator)).toEqual({
      counts: [3, 4, 5],
      names: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'],
      winners: ['Bob', 'Eve'],
    });
  });
});

describe('library view: sorting', () => {
  it('sorts by date, title (numbers in order), captains and result, both ways', () => {
    expect(s({ key: 'date', dir: 'desc' })).toEqual(['a', 'b', 'd', 'c']);
    expect(s({ key: 'date', dir: 'asc' })).toEqual(['c', 'd', 'b', 'a']);
    expect(s({ key: 'title', dir: 'asc' })).toEqual(['a', 'd', 'c', 'b']); // River 9 before river 10
    expect(s({ key: 'title', dir: 'desc' })).toEqual(['b', 'c', 'd', 'a']);
    expect(s({ key: 'players', dir: 'desc' })).toEqual(['d', 'b', 'a', 'c']); // ties: newest first
    // Finished first by winner (Bob, Eve), then unfinished furthest along first.
    expect(s({ key: 'result', dir: 'asc' })).toEqual(['c', 'b', 'a', 'd']);
  });

  it('any filter keeps exactly the matching games; any sort is an ordered permutation (property)', () => {
    const arbGame = fc.record({
      n: fc.integer({ min: 3, max: 5 }),
      over: fc.boolean(),
      winner: fc.integer({ min: 0, max: 2 }),
      round: fc.integer({ min: 0, max: 80 }),
      age: fc.integer({ min: 0, max: 90 * DAY }),
      imported: fc.boolean(),
      title: fc.string({ maxLength: 12 }),
    });
    const arbFilter = fc.record({
      text: fc.constantFrom('', 'a', 'RI', 'é'),
      status: fc.constantFrom('all', 'playing', 'over', 'imported' as const),
      players: fc.constantFrom('', 'count:3', 'count:4', 'name:P1', 'name:P4'),
      winner: fc.constantFrom('', 'P0', 'P2'),
      date: fc.constantFrom('any', 'today', 'week', 'month', 'older' as const),
    }) as fc.Arbitrary<LibraryFilter>;
    const arbSort = fc.record({ key: fc.constantFrom('title', 'players', 'result', 'date' as const), dir: fc.constantFrom('asc', 'desc' as const) }) as fc.Arbitrary<LibrarySort>;
    fc.assert(
      fc.property(fc.array(arbGame, { maxLength: 25 }), arbFilter, arbSort, (specs, filter, sort) => {
        const games = specs.map((g, i) => game(`g${i}`, { ...g, names: Array.from({ length: g.n }, (_, k) => `P${k}`) }));
        const kept = filterGames(games, filter, NOW);
        for (const g of games) {
          const matches =
            (filter.status === 'all' || (filter.status === 'imported' ? g.imported : g.status === filter.status)) &&
            fold(g.title).includes(fold(filter.text)) &&
            (!filter.players ||
              (filter.players.startsWith('count:') ? g.players.length === Number(filter.players.slice(6)) : g.players.some((p) => `name:${p.name}` === filter.players))) &&
            (!filter.winner || winnerName(g) === filter.winner);
          if (!matches) expect(kept).not.toContain(g);
        }
        for (const g of kept) expect(games).toContain(g);
        const sorted = sortGames(kept, sort, collator);
        expect([...sorted].map((g) => g.id).sort()).toEqual(kept.map((g) => g.id).sort());
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          if (sort.key === 'date') expect(sort.dir === 'desc' ? a.updatedAt >= b.updatedAt : a.updatedAt <= b.updatedAt).toBe(true);
          if (sort.key === 'players') expect(sort.dir === 'desc' ? a.players.length >= b.players.length : a.players.length <= b.players.length).toBe(true);
          if (sort.key === 'title') expect(collator.compare(a.title, b.title) * (sort.dir === 'asc' ? 1 : -1)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** Timers the test advances by hand. */
function manualTimers(): Timers & { fire(): void; count(): number } {
  const due = new Map<number, () => void>();
  let next = 0;
  return {
    set: (fn) => {
      due.set(++next, fn);
      return next;
    },
    clear: (h) => void due.delete(h as number),
    fire: () => {
      const fns = [...due.values()];
      due.clear();
      for (const fn of fns) fn();
    },
    count: () => due.size,
  };
}

describe('library: delete with undo', () => {
  it('hides at once, deletes only when the delay runs out, and undo cancels it', async () => {
    const timers = manualTimers();
    const commit = vi.fn(async (_g: GameSummary) => undefined);
    const seen: string[][] = [];
    const pending = new PendingDeletes(commit, (list) => seen.push(list.map((g) => g.id)), 6000, timers);
    pending.schedule(LIB[0]!);
    pending.schedule(LIB[1]!);
    pending.schedule(LIB[1]!); // twice: still one pending delete
    expect(pending.has('a') && pending.has('b')).toBe(true);
    expect(seen.at(-1)).toEqual(['a', 'b']);
    expect(commit).not.toHaveBeenCalled();

    expect(pending.undo('a')?.id).toBe('a');
    expect(pending.undo('a')).toBeNull();
    expect(seen.at(-1)).toEqual(['b']);
    expect(timers.count()).toBe(1);

    timers.fire();
    await Promise.resolve();
    expect(commit.mock.calls.map(([g]) => g.id)).toEqual(['b']);
    expect(pending.list()).toEqual([]);
    expect(pending.undo('b')).toBeNull(); // too late
  });

  it('leaving the screen deletes every pending game at once, each exactly once', async () => {
    const timers = manualTimers();
    const commit = vi.fn(async (_g: GameSummary) => undefined);
    const pending = new PendingDeletes(commit, () => undefined, 6000, timers);
    pending.schedule(LIB[2]!);
    pending.schedule(LIB[3]!);
    await pending.flush();
    expect(commit.mock.calls.map(([g]) => g.id).sort()).toEqual(['c', 'd']);
    expect(timers.count()).toBe(0);
    timers.fire();
    await pending.flush();
    expect(commit).toHaveBeenCalledTimes(2);
  });
});

describe('library: files', () => {
  it('reads a record file and refuses one too large without reading it', async () => {
    expect(await readRecordFile(new Blob(['{"format":"x"}']))).toEqual({ ok: true, text: '{"format":"x"}' });
    const huge = { size: MAX_IMPORT_CHARS * 3 + 1, text: () => Promise.reject(new Error('must not be read')) } as unknown as Pick<Blob, 'size' | 'text'>;
    expect(await readRecordFile(huge)).toEqual({ ok: false, code: 'record/too-large' });
    const failing = { size: 10, text: () => Promise.reject(new Error('gone')) } as unknown as Pick<Blob, 'size' | 'text'>;
    expect(await readRecordFile(failing)).toEqual({ ok: false, code: 'read-failed' });
    expect(await readRecordFile(new Blob(['x'.repeat(MAX_IMPORT_CHARS + 1)]))).toEqual({ ok: false, code: 'record/too-large' });
  });

  it('tells a drag of files from a drag of text', () => {
    expect(carriesFiles(null)).toBe(false);
    expect(carriesFiles({ types: ['text/plain'] } as { types: string[] })).toBe(false);
    expect(carriesFiles({ types: ['Files'] } as { types: string[] })).toBe(true);
  });
});
