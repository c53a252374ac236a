// The boat cards' names in a two-boat race (issue 15, play-test): folded, the list read "Captain 1,
// Captain 1, Captain 2, Captain 2" (the colour line hidden in short windows, the captain's heading
// folded away). cardName is new: before it a card away from its captain's heading showed the name only.
import { describe, expect, it } from 'vitest';
import { translator, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { cardName } from '../../renderer/src/lib/card-name.js';
import { boatWho } from '../../renderer/src/lib/words.js';

const LANGS = ['en', 'fr', 'it', 'ru'] as UiLanguage[];

describe('cardName', () => {
  it("names a captain's two boats apart, as the end screen does, in every language", () => {
    const want: Record<string, [string, string]> = {
      en: ['Captain 1’s white boat', 'Captain 1’s green boat'],
      fr: ['Bateau blanc du Capitaine 1', 'Bateau vert du Capitaine 1'],
      it: ['Battello bianco del Capitano 1', 'Battello verde del Capitano 1'],
      ru: ['Белый пароход (Капитан 1)', 'Зелёный пароход (Капитан 1)'],
    };
    const captain: Record<string, string> = { en: 'Captain 1', fr: 'Capitaine 1', it: 'Capitano 1', ru: 'Капитан 1' };
    for (const lang of LANGS) {
      const t = translator(lang);
      const white = cardName(t, captain[lang]!, 'white', false, true);
      const green = cardName(t, captain[lang]!, 'green', false, true);
      expect([white.name, green.name], lang).toEqual(want[lang]);
      // the end screen's words, capitalised as a name line
      expect(white.name.toLocaleLowerCase(), lang).toBe(boatWho(t, captain[lang]!, 'white', true).toLocaleLowerCase());
      expect(white.colour, lang).toBeNull();
    }
  });

  it('keeps one boat per captain as before: the name, the colour on its own line', () => {
    expect(cardName(translator('en'), 'Ann', 'orange', false, false)).toEqual({ name: 'Ann', colour: 'orange boat' });
  });

  it("says the colour alone under the captain's heading", () => {
    expect(cardName(translator('en'), 'Ann', 'white', true, true)).toEqual({ name: 'White boat', colour: null });
    expect(cardName(translator('ru'), 'Ann', 'white', true, true).name).toBe('Белый пароход');
  });

  // play-test: folded rows said "Bateau blanc du Capitaine 1" on two lines each at 1024x700
  it("names a captain's boat the short way in a folded row, in every language", () => {
    const captain: Record<string, string> = { en: 'Captain 1', fr: 'Capitaine 1', it: 'Capitano 1', ru: 'Капитан 1' };
    const colour: Record<string, string> = { en: 'white', fr: 'blanc', it: 'bianco', ru: 'белый' };
    for (const lang of LANGS) {
      const row = cardName(translator(lang), captain[lang]!, 'white', false, true, true);
      expect(row, lang).toEqual({ name: `${captain[lang]} (${colour[lang]})`, colour: null });
      expect(row.name.length, lang).toBeLessThan(cardName(translator(lang), captain[lang]!, 'white', false, true).name.length);
    }
    // one boat a captain, or under the captain's heading: as before
    expect(cardName(translator('en'), 'Ann', 'orange', false, false, true)).toEqual({ name: 'Ann', colour: 'orange boat' });
    expect(cardName(translator('en'), 'Ann', 'white', true, true, true).name).toBe('White boat');
  });
});
