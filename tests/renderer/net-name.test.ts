// The player's name in networked races (play-test of issue 17): a made-up "Captain 1" was remembered
// as if typed, and hosting from the new-game screen offered it over the name typed for the last join.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { seatName } from '../../renderer/src/lib/made-up-names.js';
import { hostNameOffered, rememberedName, withPlayerName } from '../../renderer/src/lib/net-name.js';
import { shownName } from '../../renderer/src/lib/shown-names.js';

describe('the name in networked races', () => {
  it('remembers a typed name, never a made-up one of any language', () => {
    expect(rememberedName('  Bea ')).toBe('Bea');
    expect(rememberedName('')).toBeNull();
    for (const lang of LANGUAGES) expect(rememberedName(seatName(translator(lang), 1)), lang).toBeNull();
  });

  it('offers the host the name typed last over a made-up one from the setup, and a name typed in the setup first', () => {
    expect(hostNameOffered('Captain 1', 'Ben')).toBe('Ben');
    expect(hostNameOffered('Капитан 1', 'Ben')).toBe('Ben');
    expect(hostNameOffered('Ada', 'Ben')).toBe('Ada');
    expect(hostNameOffered('Captain 1', undefined)).toBe('Captain 1');
    expect(hostNameOffered(undefined, 'Ben')).toBe('Ben');
    expect(hostNameOffered(undefined, undefined)).toBe('');
  });

  it('shows a made-up host name in each viewer’s language, as the lobby does (the room list said it as sent)', () => {
    expect(shownName(translator('ru'), 'Captain 1')).toBe(seatName(translator('ru'), 1));
    expect(shownName(translator('en'), 'Ada')).toBe('Ada');
  });

  // play-test: a new game after a network race showed "Captain 1" again
  it('puts the name used last on the new game’s first player seat, over a made-up name only', () => {
    const seats = [
      { name: 'Captain 1', kind: 'human' },
      { name: 'Captain 2', kind: 'human' },
    ];
    expect(withPlayerName(seats, 'Alice').map((s) => s.name)).toEqual(['Alice', 'Captain 2']);
    expect(withPlayerName([{ name: 'Capitaine 1', kind: 'computer' }, ...seats.slice(1)], 'Alice').map((s) => s.name)).toEqual(['Capitaine 1', 'Alice']);
    expect(withPlayerName([{ name: 'Ada', kind: 'human' }, ...seats.slice(1)], 'Alice').map((s) => s.name)).toEqual(['Ada', 'Captain 2']);
    expect(withPlayerName([seats[0]!, { name: 'Alice', kind: 'human' }], 'Alice').map((s) => s.name)).toEqual(['Captain 1', 'Alice']);
    expect(withPlayerName(seats, undefined)).toEqual(seats);
    expect(withPlayerName(seats, 'Captain 3')).toEqual(seats);
  });
});
