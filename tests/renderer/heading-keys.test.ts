// The heading dial's number keys (play-test pt27 #11): the same key twice set off while the hint
// said only "Keys 1 to 6 pick one too". A key picks as a click does, the same one again sends it,
// and the hint says so in every language.
import { describe, expect, it } from 'vitest';
import { translator } from '../../renderer/src/lib/i18n.js';
import { headingChoice } from '../../renderer/src/lib/heading-pick.js';

describe('heading keys', () => {
  it('a first press picks, the same key again sends, another key picks that one instead', () => {
    expect(headingChoice(null, 2)).toBe('pick');
    expect(headingChoice(2, 2)).toBe('send');
    expect(headingChoice(2, 3)).toBe('pick');
    expect(headingChoice(0, 0)).toBe('send');
  });

  // each language's words for "once to pick, twice to send" (short: at 1024x700 a longer hint pushed the
  // panel's title out of sight above the dial)
  const again: Record<'en' | 'fr' | 'it' | 'ru', RegExp> = {
    en: /keys 1 to 6: once to pick, twice to (set off|turn it)\./iu,
    fr: /touches 1 à 6\s: une fois pour choisir, deux fois pour (partir|tourner)\./iu,
    it: /tasti da 1 a 6: una volta per sceglierla, due per (partire|girarlo)\./iu,
    ru: /клавиши 1–6: раз — выбрать, два — (отплыть|повернуть)\./iu,
  };
  it.each(Object.keys(again) as ('en' | 'fr' | 'it' | 'ru')[])('the hints say a second press of the key sends the heading (%s)', (lang) => {
    const t = translator(lang);
    expect(t('board.headingHint')).toMatch(again[lang]);
    expect(t('board.reorientHint')).toMatch(again[lang]);
    expect(t('board.headingHint')).not.toBe(t('board.reorientHint'));
  });
});
