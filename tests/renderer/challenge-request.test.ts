// A challenge's seats (play-test 16): the player's boat was named "Captain 4" like the computer
// captains around it, so the header read "Captain 4's turn" on the player's own turn. It now bears
// the learner's name, as in the lessons, in the player's language; the others stay captains.
import { describe, expect, it } from 'vitest';
import { CHALLENGES, challengeRequest } from '../../renderer/src/lib/challenges.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { shownName } from '../../renderer/src/lib/shown-names.js';

describe('challengeRequest', () => {
  it('names the player apart from the computer captains, in each language', () => {
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      for (const id of [CHALLENGES[0]!.id, null]) {
        const req = challengeRequest(t, CHALLENGES[0]!.text, id);
        expect(req.playerName).toBe(t('lessons.playerName'));
        expect(req.names).not.toContain(req.playerName);
        // and said in the language shown later, as the lessons' learner is
        expect(shownName(translator('en'), req.playerName!)).toBe('Apprentice');
      }
    }
  });
});
