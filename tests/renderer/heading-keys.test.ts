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

  // each language's words for "press the same key again"
  const again: Record<'en' | 'fr' | 'it' | 'ru', RegExp> = {
    en: /press the same key again to (set off|turn the boat)\./iu,
    fr: /appuyez de nouveau sur la même touche pour (partir|tourner le bateau)\./iu,
    it: /premi di nuovo lo stesso tasto per (partire|girare il battello)\./iu,
    ru: /нажмите ту же клавишу ещё раз, чтобы (отплыть|повернуть пароход)\./iu,
  };
  it.each(Object.keys(again) as ('en' | 'fr' | 'it' | 'ru')[])('the hints say a second press of the key sends the heading (%s)', (lang) => {
    const t = translator(lang);
    expect(t('board.headingHint')).toMatch(again[lang]);
    expect(t('board.reorientHint')).toMatch(again[lang]);
    expect(t('board.headingHint')).not.toBe(t('board.reorientHint'));
  });
});
