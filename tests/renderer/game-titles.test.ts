// Titles the app made up are shown in the player's language whatever language made them (an
// imported game, a default title, a copy, a game from a replay); typed titles stay as typed.
import { describe, expect, it } from 'vitest';
import { translator } from '../../renderer/src/lib/i18n.js';
import type { GameSummary } from '../../renderer/src/lib/api-types.js';
import { shownTitle } from '../../renderer/src/lib/game-titles.js';
import { filterGames, sortGames, type LibraryFilter, type LibrarySort } from '../../renderer/src/lib/library-view.js';

const [en, fr, it_, ru] = (['en', 'fr', 'it', 'ru'] as const).map((l) => translator(l));
const date = new Date(2026, 10, 26, 9, 45).getTime();
const evening = new Date(2026, 2, 3, 21, 5).getTime();

describe('made-up titles follow the language', () => {
  it('main’s "Imported game" (a record without a title), also inside a copy', () => {
    expect(shownTitle(it_!, 'Imported game')).toBe('Partita importata');
    expect(shownTitle(ru!, 'Imported game')).toBe('Импортированная партия');
    expect(shownTitle(fr!, 'Imported game (copy)')).toBe('Partie importée (copie)');
    expect(shownTitle(en!, 'Imported game')).toBe('Imported game');
  });

  it('a default title made in one language reads in another (any month, morning or evening)', () => {
    for (const d of [date, evening]) {
      expect(shownTitle(it_!, en!('game.defaultTitle', { date: d }))).toBe(it_!('game.defaultTitle', { date: d }));
      expect(shownTitle(fr!, ru!('game.defaultTitle', { date: d }))).toBe(fr!('game.defaultTitle', { date: d }));
      expect(shownTitle(ru!, fr!('game.defaultTitle', { date: d }))).toBe(ru!('game.defaultTitle', { date: d }));
    }
  });

  it('main’s own default ("Game of 2026-11-26 09:45", UTC) and copies and forks of made-up titles', () => {
    const utc = Date.UTC(2026, 10, 26, 9, 45);
    expect(shownTitle(fr!, 'Game of 2026-11-26 09:45')).toBe(fr!('game.defaultTitle', { date: utc }));
    const forked = en!('game.forkTitle', { title: en!('game.copyTitle', { title: en!('game.defaultTitle', { date }) }), n: 12 });
    expect(shownTitle(ru!, forked)).toBe(ru!('game.forkTitle', { title: ru!('game.copyTitle', { title: ru!('game.defaultTitle', { date }) }), n: 12 }));
  });

  it("a shipped challenge's and a lesson's title, also inside a copy", () => {
    expect(shownTitle(fr!, en!('challenges.name.01-first-pickup'))).toBe(fr!('challenges.name.01-first-pickup'));
    expect(shownTitle(en!, ru!('challenges.name.04-shut-the-door'))).toBe(en!('challenges.name.04-shut-the-door'));
    const lesson = (t: typeof en) => t!('lessons.gameTitle', { n: 3, name: t!('lessons.name.3') });
    expect(shownTitle(fr!, lesson(en))).toBe(lesson(fr));
    expect(shownTitle(it_!, lesson(ru))).toBe(lesson(it_));
    expect(shownTitle(fr!, en!('game.copyTitle', { title: en!('challenges.name.02-home-straight') }))).toBe(fr!('game.copyTitle', { title: fr!('challenges.name.02-home-straight') }));
  });

  it('a typed title is shown as typed', () => {
    for (const title of ['Robot race — hard wins', 'Race 2026', 'Finale 12 3 2026 10 30', 'Partita di Anna']) {
      for (const t of [en!, fr!, it_!, ru!]) expect(shownTitle(t, title)).toBe(title);
    }
  });
});

describe('the library searches and sorts titles as shown', () => {
  const row = (id: string, title: string) => ({ id, title, players: [], status: 'over', round: 1, leader: null, seq: 1, rev: 1, result: null, createdAt: 0, updatedAt: 0, parent: null, imported: true, hints: true, hintUsed: false }) as GameSummary;
  const games = [row('a', 'Imported game'), row('b', 'Zattera'), row('c', 'Barca')];
  const titleOf = (g: GameSummary) => shownTitle(it_!, g.title);
  const all = { text: '', status: 'all', players: '', winner: '', date: 'any' } as LibraryFilter;

  it('finds "importata" in Italian; sorts "Partita importata" between Barca and Zattera', () => {
    expect(filterGames(games, { ...all, text: 'importata' }, 0, titleOf).map((g) => g.id)).toEqual(['a']);
    expect(filterGames(games, { ...all, text: 'importata' }, 0).map((g) => g.id)).toEqual([]);
    const collator = new Intl.Collator('it');
    expect(sortGames(games, { key: 'title', dir: 'asc' } as LibrarySort, collator, titleOf).map((g) => g.id)).toEqual(['c', 'a', 'b']);
  });
});
