// The challenge banner's line: a scenario file that names nothing got main's English made-up title
// ("Испытание: Challenge" in the play-test); it now reads as the word alone, in the language shown.
import { describe, expect, it } from 'vitest';
import { UNTITLED_CHALLENGE } from '../../electron/api/contract.js';
import { challengeLine } from '../../renderer/src/lib/challenges.js';
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
