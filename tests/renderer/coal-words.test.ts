// Coal counted the same way everywhere (play-test: Russian "1 уголь" beside "2 единицы угля"), and
// the "you have 0" of an unusable speed never leaves its number alone at the start of a line.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translator } from '../../renderer/src/lib/i18n.js';

describe('coal in words', () => {
  it('Russian counts coal as уголь / угля / углей in every message, never in "единицы угля"', () => {
    const texts = Object.values(CATALOGUES.ru).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)));
    expect(texts.filter((x) => /единиц/.test(x))).toEqual([]);
    const ru = translator('ru');
    expect([1, 2, 5].map((n) => ru('plan.needsCoal', { n, have: 0 }))).toEqual(['нужен 1\u00a0уголь, у вас\u00a00', 'нужно 2\u00a0угля, у вас\u00a00', 'нужно 5\u00a0углей, у вас\u00a00']);
    expect([1, 2, 5].map((n) => ru('play.speedCost', { n }))).toEqual(['1 уголь', '2 угля', '5 углей']);
  });

  it('an unusable speed\'s reason keeps each number with its word', () => {
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const text = translator(lang)('plan.needsCoal', { n: 2, have: 0 });
      expect(text, lang).toMatch(/\u00a00$/);
      expect(text, lang).toMatch(/2\u00a0\S/);
    }
  });
});
