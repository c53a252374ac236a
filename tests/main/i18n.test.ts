// The message catalogue: every key in every language, every error code translated, plural forms
// complete for each language's CLDR categories, and the same ICU arguments in every translation.
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, LANGUAGES } from '../../electron/api/contract.js';
import { CONFIG_ERROR_CODES } from '../../engine/config.js';
import { ERROR_CODES } from '../../engine/index.js';
import { CATALOGUES, compileMessage, derivedFrom, errorKey, translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';

const KEYS = Object.keys(en) as MessageKey[];
const texts = (msg: string | Record<string, string | undefined>) => (typeof msg === 'string' ? [msg] : Object.values(msg).filter((x): x is string => !!x));

describe('message catalogue', () => {
  it.each(LANGUAGES)('%s has exactly the English keys', (lang) => {
    expect(Object.keys(CATALOGUES[lang]).sort()).toEqual([...KEYS].sort());
  });

  it.each(LANGUAGES)('%s translates every engine, API and config error code', (lang) => {
    const t = translator(lang);
    for (const code of [...ERROR_CODES, ...API_ERROR_CODES, ...CONFIG_ERROR_CODES]) {
      expect(errorKey(code), code).toBe(`error.${code}`);
      expect(t(errorKey(code)).length, code).toBeGreaterThan(3);
    }
  });

  it.each(LANGUAGES)('%s uses exactly the English arguments in every message (parsed ICU)', (lang) => {
    for (const key of KEYS) {
      const want = compileMessage('en', key).args;
      // `<arg>_vowel`, `<arg>_madeup`, `<arg>_start`, `<arg>_the` are derived from <arg> by the translator (elision, "ad",
      // "al", an article before a made-up name): they stand for <arg> where <arg> is.
      const args = compileMessage(lang, key).args.map((a) => (want.includes(derivedFrom(a) ?? '') ? derivedFrom(a)! : a));
      const got = [...new Set(args)].sort();
      expect(got, `${lang} ${key}`).toEqual(want);
    }
  });

  it.each(LANGUAGES)('%s gives every plural category the language uses', (lang) => {
    const cats = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const key of KEYS) {
      const msg = CATALOGUES[lang][key];
      if (typeof msg === 'string') {
        expect(typeof en[key], `${lang} ${key} should be plural like English`).toBe('string');
        continue;
      }
      // French and Italian "many" is for millions (1 000 000 de…): `other` reads right there.
      const needed = cats.filter((c) => !(c === 'many' && (lang === 'fr' || lang === 'it')));
      for (const cat of needed) expect(msg[cat as keyof typeof msg], `${lang} ${key} ${cat}`).toBeTruthy();
    }
  });

  it('picks Russian plural forms by number', () => {
    const t = translator('ru');
    expect(t('new.lengthValue', { n: 1 })).toBe('1 участок');
    expect(t('new.lengthValue', { n: 3 })).toBe('3 участка');
    expect(t('new.lengthValue', { n: 5 })).toBe('5 участков');
    expect(t('new.lengthValue', { n: 21 })).toBe('21 участок');
  });

  it('uses an explicit zero form and fills placeholders', () => {
    const t = translator('en');
    expect(t('play.pathCost', { n: 0 })).toBe('no coal');
    expect(t('play.pathCost', { n: 2 })).toBe('2 coal');
    expect(t('play.turnOf', { name: 'Ada' })).toBe("Ada's turn");
    expect(translator('fr')('play.turnOf', { name: 'Ada' })).toBe('Au tour d’Ada');
    expect(translator('fr')('play.turnOf', { name: 'Amélie' })).toBe('Au tour d’Amélie');
    expect(translator('fr')('play.turnOf', { name: 'Capitaine 2' })).toBe('Au tour du Capitaine 2'); // a made-up name is a title: « du »
  });

  it('French: the space before ! ? ; : never breaks, so no line starts with a lone "!" (play-test)', () => {
    const fr = translator('fr');
    expect(fr('lessons.result.done')).toBe('Leçon réussie\u202f!');
    expect(fr('lessons.result.last')).toBe('Vous avez fait toutes les leçons\u00a0: à vous les courses\u202f!');
    expect(fr('hint.ask')).toBe('Que ferait le capitaine\u202f?');
  });

  it('maps an unknown code to the generic message', () => {
    expect(errorKey('nope/never')).toBe('error.unknown');
  });

  it('has no empty message except the deliberately silent log line', () => {
    for (const lang of LANGUAGES) {
      for (const key of KEYS) {
        if (key === 'log.turnEnded') continue;
        for (const text of texts(CATALOGUES[lang][key] as string | Record<string, string>)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
    }
  });
});
