// The challenge banner's line: a scenario file that names nothing got main's English made-up title
// ("Испытание: Challenge" in the play-test); it now reads as the word alone, in the language shown.
import { describe, expect, it } from 'vitest';
import { UNTITLED_CHALLENGE } from '../../electron/api/contract.js';
import { challengeLine, parText } from '../../renderer/src/lib/challenges.js';
import { translator } from '../../renderer/src/lib/i18n.js';

describe('challengeLine', () => {
  it('says the word alone for a scenario that names nothing', () => {
    expect(challengeLine(translator('ru'), null, UNTITLED_CHALLENGE)).toBe(translator('ru')('challenges.banner'));
    expect(challengeLine(translator('ru'), null, UNTITLED_CHALLENGE)).not.toContain(UNTITLED_CHALLENGE);
  });
  it('names a named scenario after the word, with the language’s colon', () => {
    expect(challengeLine(translator('en'), null, 'Harbour jam')).toBe('Challenge: Harbour jam');
    expect(challengeLine(translator('fr'), null, 'Embouteillage')).toBe('Défi\u00a0: Embouteillage');
  });
});

// play-test 16: a par of no coal kept read "Par: the goal alone", which a newcomer could not parse;
// it now says that meeting the goal is all the par asks (Italian's "basta l’obiettivo" said so already)
describe('parText with nothing to keep', () => {
  it('says the goal is enough, in each language', () => {
    const said = Object.fromEntries((['en', 'fr', 'it', 'ru'] as const).map((l) => [l, parText(translator(l), { coalLeft: 0 })]));
    expect(said).toEqual({
      en: 'Par: the goal is enough',
      fr: 'Par\u00a0: l’objectif suffit',
      it: 'Due stelle: basta l’obiettivo',
      ru: 'Норма: достаточно выполнить задачу',
    });
  });
});
