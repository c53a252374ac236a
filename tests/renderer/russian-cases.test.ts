// Russian: a boat's colour is an adjective that agrees with "пароход" in the case the sentence needs
// (play-test: a challenge goal kept the colour in the nominative where the sentence needs the
// dative: "не дайте оранжевому пароходу финишировать"), and a name the app made up is a noun in
// that case too ("толкает Капитана 2", "обходит Игрока 3"; the end screen read "обходит Игрок 2").
// Messages write `{boat_dat}`, `{boat_acc}`... and the translator declines (messages/names/forms.ts).
import { describe, expect, it } from 'vitest';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import { russianAdjective, russianNoun } from '../../renderer/src/lib/messages/names/forms.js';
import { compileMessage, derivedFrom } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';
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

describe('Russian names the app made up, in the case the verb needs', () => {
  const captain = `${ru('new.defaultName', { n: 2 })} (оранжевый)`;
  it('declines the noun of a made-up name', () => {
    expect(['gen', 'dat', 'acc', 'ins', 'pre'].map((k) => russianNoun('Капитан', k))).toEqual(['Капитана', 'Капитану', 'Капитана', 'Капитаном', 'Капитане']);
    expect(russianNoun('Алиса', 'acc')).toBeNull();
    expect(russianNoun('Bob', 'acc')).toBeNull();
    expect(ru('log.pushed', { by: `${ru('lessons.playerName')} (белый)`, boat: captain })).toBe('Ученик (белый) толкает Капитана 2 (оранжевый).');
    expect(ru('stats.leadChange', { round: 2, to: 'Игрок 3 (синий)', from: 'Игрок 2 (оранжевый)' })).toBe('Раунд 2: Игрок 3 (синий) обходит Игрока 2 (оранжевый) и выходит вперёд.');
    expect(ru('hint.reason.block', { boat: captain })).toBe('Он не даёт Капитану 2 (оранжевый) финишировать на следующем ходу.');
    expect(ru('modes.transferPrompt', { name: 'Ада', boat: captain })).toContain('между Капитаном 2 (оранжевый) и пароходом');
  });


  it('no message leaves a name in the nominative after a verb or preposition that governs another case', () => {
    const GOVERNS = /(^|[\s(])(толкает|сталкивает|тормозит|обходит|даёт|между|у|к|с)\s*$/u;
    const bare: string[] = [];
    // log.part.pushes lists log.part.pushedBoat, each already in the accusative
    for (const key of (Object.keys(en) as MessageKey[]).filter((k) => k !== 'log.part.pushes')) {
      const walk = (els: ReturnType<ReturnType<typeof compileMessage>['format']['getAst']>, before: string) => {
        let text = before;
        for (const el of els) {
          if (el.type === 0) text += el.value;
          else if (el.type === 1) {
            if (['boat', 'name', 'by', 'from', 'to'].includes(el.value) && GOVERNS.test(text)) bare.push(`${key}: …${text.slice(-20)}{${el.value}}`);
            text += `{${el.value}}`;
          } else if ('options' in el && el.options) for (const o of Object.values(el.options as Record<string, { value: typeof els }>)) walk(o.value, text);
        }
      };
      walk(compileMessage('ru', key).format.getAst(), '');
    }
    expect(bare).toEqual([]);
    expect(derivedFrom('boat_acc')).toBe('boat');
  });
});

// A name a player typed cannot be declined safely ("Алиса", "Bob", "Ёжик"): where the sentence
// needs another case, it names the boat by its colour, "оранжевому пароходу (Алиса)", and declines
// the colour and "пароход" (play-test: "толкает Алиса"; play-test 18: "пароход «Наталья
// Александровна»" read as a ship named after her).
describe('Russian names a player typed, in a sentence that needs another case', () => {
  const SHIP: Record<string, string> = { gen: 'оранжевого парохода', dat: 'оранжевому пароходу', acc: 'оранжевый пароход', ins: 'оранжевым пароходом', pre: 'оранжевом пароходе' };
  it('reads "толкает оранжевый пароход (Алиса)", the name as typed', () => {
    expect(ru('log.pushed', { by: 'Ада (белый)', boat: 'Алиса (оранжевый)' })).toBe('Ада (белый) толкает оранжевый пароход (Алиса).');
    expect(ru('hint.reason.block', { boat: 'Bob (синий)' })).toBe('Он не даёт синему пароходу (Bob) финишировать на следующем ходу.');
    expect(ru('stats.leadChange', { round: 3, to: 'Ада (белый)', from: 'Алиса (оранжевый)' })).toBe('Раунд 3: Ада (белый) обходит оранжевый пароход (Алиса) и выходит вперёд.');
    expect(ru('modes.transferPrompt', { name: 'Ада', boat: 'Алиса (оранжевый)' })).toContain('между оранжевым пароходом (Алиса) и пароходом');
    // a person's name is never quoted as a ship's
    expect(ru('log.pushed', { by: 'Ада (белый)', boat: 'Наталья Александровна (оранжевый)' })).not.toContain('«Наталья');
    // the Black Rose is already a ship's name in quotes
    expect(ru('log.driftwoodSlowed', { boat: ru('modes.roseName'), to: 2 })).toBe('Плавник тормозит пароход «Чёрная роза»: скорость 2.');
    // in the nominative nothing changes
    expect(ru('log.pushed', { by: 'Алиса (оранжевый)', boat: 'Капитан 2 (белый)' })).toBe('Алиса (оранжевый) толкает Капитана 2 (белый).');
  });

  it('every Russian message with a name in an oblique case keeps a typed name whole, after "оранжевый пароход" in that case', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const key of Object.keys(en) as MessageKey[]) {
      const { args } = compileMessage('ru', key);
      const oblique = args.flatMap((a) => {
        const m = /^(.+)_(gen|dat|acc|ins|pre)$/u.exec(a);
        return m ? [[m[1]!, m[2]!] as const] : [];
      });
      for (const [base, kase] of oblique) {
        // colours only, never a name (challenges.goal.block writes "{boat_dat} пароходу")
        if (key === 'challenges.goal.block') continue;
        const params: Record<string, string | number> = { n: 1, round: 2, tile: 3, to: 2, kind: 'вода', dir: 0, by: 'Ада (белый)', name: 'Ада' };
        for (const a of args) if (!(a in params) && !a.includes('_')) params[a] = 1;
        params[base] = 'Ёжик (оранжевый)';
        const text = ru(key, params);
        checked++;
        if (!text.includes(`${SHIP[kase]} (Ёжик)`) || /(^|[^(])Ёжик/u.test(text)) wrong.push(`${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

// "Ждём игрока Капитан 4" (play-test 18): a noun in the genitive before a name left in the
// nominative reads wrong, and calls a computer captain a "player". A sentence about a name puts it
// where the nominative is right ("Ждём хода: Капитан 4", "Капитан 4: время вышло…").
describe('Russian messages never put a name after a declined "игрок"', () => {
  it('no "игрока {name}", "игроку {name}"...', () => {
    const wrong = (Object.keys(en) as MessageKey[]).filter((key) => /игрок\p{L}+\s*\{(name|host|boat|by)\}/u.test(JSON.stringify(compileMessage('ru', key).format.getAst())) || /игрок\p{L}+ Капитан 4/u.test(ru(key, { name: 'Капитан 4', host: 'Капитан 4', n: 1, level: 'x' })));
    expect(wrong).toEqual([]);
    expect(ru('netui.waitingFor', { name: 'Капитан 4' })).toBe('Ждём хода: Капитан 4');
  });
});
