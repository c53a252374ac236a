// Coal counted the same way everywhere (play-test: Russian "1 уголь" beside "2 единицы угля"), and
// the "you have 0" of an unusable speed never leaves its number alone at the start of a line.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, compileMessage, translator, type MessageKey } from '../../renderer/src/lib/i18n.js';

/** The Russian word for n coal: 1 уголь, 2 угля, 5 углей (21 уголь, 22 угля, 11 углей). */
function coalWord(n: number): string {
  const [d, dd] = [n % 10, n % 100];
  if (d === 1 && dd !== 11) return 'уголь';
  return d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? 'угля' : 'углей';
}

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

  it('every Russian message that counts coal agrees with its number, and never says "уголь 3"', () => {
    const ru = translator('ru');
    const wrong: string[] = [];
    for (const key of Object.keys(CATALOGUES.en) as MessageKey[]) {
      const c = compileMessage('ru', key);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25]) {
        const params = Object.fromEntries(c.args.map((a) => [a, c.counts.includes(a) || ['n', 'have', 'par', 'coal'].includes(a) ? n : 'Алиса']));
        const text = ru(key, params);
        // after "больше" / "меньше" the count is genitive: "больше 1 угля" is right
        for (const m of text.matchAll(/(?<!(?:больше|меньше)[\s\u00a0])(\d+)[\s\u00a0]+(угол\p{L}*|угл\p{L}*)/gu)) if (m[2] !== coalWord(Number(m[1])) && m[2] !== 'углю') wrong.push(`${key}: ${text}`);
        if (/(уголь|угля|углей)[\s\u00a0:]+\d/u.test(text)) wrong.push(`${key}: ${text}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    expect(coalWord(1) + coalWord(2) + coalWord(5) + coalWord(12) + coalWord(22)).toBe('угольугляуглейуглейугля');
  });

  it('coal shown beside a boat, in the race chart and in a lesson reads as a count', () => {
    const ru = translator('ru');
    expect([0, 1, 2, 5].map((n) => ru('modes.coalNow', { boat: 'Алиса (белый)', n }))).toEqual([
      'Алиса (белый): нет угля',
      'Алиса (белый): 1 уголь',
      'Алиса (белый): 2 угля',
      'Алиса (белый): 5 углей',
    ]);
    expect(ru('chart.point', { boat: 'Алиса', where: 'участок 3', speed: 2, coal: 5, passengers: 'без пассажиров' })).toBe('Алиса: участок 3, скорость 2, 5 углей, без пассажиров');
    expect(ru('lessons.miss.coal', { have: 1, par: 2 })).toBe('Цель достигнута, но остался 1 уголь, а более дешёвый путь сохраняет 2 угля.');
    expect(ru('modes.log.coalTransferred', { from: 'Алиса', to: 'Борис', n: 2 })).toBe('Передача угля: Алиса → Борис, 2 угля.');
    expect(translator('it')('lessons.miss.coal', { have: 1, par: 2 })).toContain('con 1 carbone rimasto,');
  });
});
