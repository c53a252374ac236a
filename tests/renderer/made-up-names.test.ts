// Names the app makes up follow the player's language; typed names are recognised as not made up;
// titles made from a long title still fit main's limit.
import { describe, expect, it } from 'vitest';
import { TITLE_MAX } from '../../electron/services/games/schemas.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { captainsRenamed, copyTitle, defaultSeatNumber, followSeats, forkTitle, newGameTitle, seatName, TITLE_LIMIT } from '../../renderer/src/lib/made-up-names.js';

describe('made-up names', () => {
  it('recognises a default captain name in any language, and never a typed one', () => {
    expect(defaultSeatNumber('Captain 3')).toBe(3);
    expect(defaultSeatNumber('Капитан 5')).toBe(5);
    expect(defaultSeatNumber(seatName(translator('it'), 2))).toBe(2);
    expect(defaultSeatNumber('Captain Ahab')).toBeNull();
    expect(defaultSeatNumber('Alice')).toBeNull();
    expect(seatName(translator('fr'), defaultSeatNumber('Captain 3')!)).toBe('Capitaine 3');
  });

  it('renumbers made-up captain names to the seats that remain, never a typed one (pt28: "Capitano 6" in the third seat)', () => {
    const it_ = translator('it');
    // six seats, the second, fourth and fifth removed: Capitano 1, Bea (typed), Capitano 6 remain
    const left = [seatName(it_, 1), 'Bea', seatName(it_, 6)];
    expect(followSeats(it_, left)).toEqual(['Capitano 1', 'Bea', 'Capitano 3']);
    expect(followSeats(translator('en'), ['Captain 2', 'Captain Ahab'])).toEqual(['Captain 1', 'Captain Ahab']);
  });

  it('renames the lobby’s made-up captains after a removed seat to their new seat numbers, nobody else', () => {
    const seat = (kind: string, name: string | null, level: string | null = null) => ({ kind, name, level });
    const seats = [seat('human', 'Ada'), seat('open', null), seat('computer', 'Captain 3', 'hard'), seat('computer', 'Bea', 'easy'), seat('computer', 'Capitano 5', 'medium')];
    expect(captainsRenamed(translator('it'), seats, 1)).toEqual([
      { seat: 1, name: 'Capitano 2', level: 'hard' },
      { seat: 3, name: 'Capitano 4', level: 'medium' },
    ]);
    // removing the last seat renames nobody
    expect(captainsRenamed(translator('en'), seats, 4)).toEqual([]);
  });

  it('titles a new game in the language, with the date by Intl', () => {
    const now = Date.UTC(2026, 10, 26, 9, 45);
    expect(newGameTitle(translator('fr'), now)).toMatch(/^Partie du 26 novembre 2026 à \d\d:45$/);
    expect(newGameTitle(translator('en'), now)).not.toContain('2026-11-26');
  });

  it('names copies and forks in the language and keeps them within the title limit', () => {
    expect(TITLE_LIMIT).toBe(TITLE_MAX);
    expect(copyTitle(translator('it'), 'Gara')).toBe('Gara (copia)');
    expect(forkTitle(translator('ru'), 'Гонка', 12)).toBe('Гонка (с хода 12)');
    const long = 'Robot race — hard wins '.repeat(5).slice(0, 100);
    const copy = copyTitle(translator('fr'), long);
    expect([...copy].length).toBeLessThanOrEqual(TITLE_MAX);
    expect(copy.endsWith('… (copie)')).toBe(true);
    expect([...forkTitle(translator('ru'), long, 345)].length).toBeLessThanOrEqual(TITLE_MAX);
  });
});
