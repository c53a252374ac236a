// Russian: a boat's colour is an adjective that agrees with "пароход" in the case the sentence needs
// (play-test: a challenge goal kept the colour in the nominative where the sentence needs the
// dative: "не дайте оранжевому пароходу финишировать"). Messages write `{boat_dat}` and the
// translator declines the colour word (messages/names/forms.ts).
import { describe, expect, it } from 'vitest';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import { russianAdjective } from '../../renderer/src/lib/messages/names/forms.js';
import { goalText } from '../../renderer/src/lib/challenges.js';

const ru = translator('ru');
const COLOURS = ['white', 'orange', 'blue', 'green', 'pink', 'red', 'black'] as const;
const colour = (c: string) => ru(`colour.${c}` as MessageKey);

describe('Russian colour words in every case', () => {
  it('declines the seven colours (hard stems, and the soft "синий")', () => {
    expect(COLOURS.map((c) => russianAdjective(colour(c), 'dat'))).toEqual(['белому', 'оранжевому', 'синему', 'зелёному', 'розовому', 'красному', 'чёрному']);
    expect(['gen', 'ins', 'pre'].map((k) => russianAdjective('синий', k))).toEqual(['синего', 'синим', 'синем']);
    expect(['gen', 'ins', 'pre'].map((k) => russianAdjective('белый', k))).toEqual(['белого', 'белым', 'белом']);
    expect(russianAdjective('жаркий', 'dat')).toBe('жаркому');
  });

  it('leaves names and anything that is not a lower-case adjective as it is', () => {
    expect(russianAdjective('Алиса (белый)', 'dat')).toBeNull();
    expect(russianAdjective('Дикий', 'dat')).toBeNull();
    expect(ru('challenges.goal.block', { boat: 'Алиса' })).toContain(' Алиса пароходу');
  });
});

// the adjective ending each case of "пароход" needs
const AGREES: [RegExp, RegExp][] = [
  [/^пароход$/u, /(ый|ий|ой)$/u],
  [/^парохода$/u, /(ого|его)$/u],
  [/^пароходу$/u, /(ому|ему)$/u],
  [/^пароходом$/u, /(ым|им)$/u],
  [/^пароходе$/u, /(ом|ем)$/u],
];

describe('every Russian message that names a boat by its colour', () => {
  it('agrees the colour with "пароход"', () => {
    const lines = COLOURS.flatMap((c) => [
      goalText(ru, { kind: 'block', boat: c }),
      ru('lessons.step.5', { boat: colour(c) }),
      ru('new.colourTaken', { colour: colour(c) }),
      ru('play.boatOf', { colour: colour(c) }),
    ]);
    const wrong = lines.filter((line) => {
      const m = /(\p{L}+) (пароход\p{L}*)/u.exec(line);
      if (!m) return true;
      const rule = AGREES.find(([noun]) => noun.test(m[2]!));
      return !rule || !rule[1].test(m[1]!);
    });
    expect(wrong).toEqual([]);
    expect(goalText(ru, { kind: 'block', boat: 'orange' })).toBe('Не дайте оранжевому пароходу финишировать следующим ходом.');
  });
});
