// The lobby's ready state in one wording per language (play-test of issue 17, fr: "En attente",
// "Feu vert" and "C'est bon pour moi" for the same idea): the seat's state, its opposite, the
// player's own tick box, the host's and the guest's waits and the start refused all say the same word
// (pt29 #13: the French lobby mixed "Je donne le feu vert" with "quand tout le monde est prêt").
// Gender-free where players' names stand beside it (person-genders.test.ts), so no "prêt", "pronto"
// or "готов".
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';

describe('the ready state’s words', () => {
  it('are one word per language, in the seat, the tick box and the host’s wait', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const word = t('netui.ready').toLocaleLowerCase(lang);
      for (const key of ['netui.notReady', 'netui.imReady', 'netui.startWait', 'netui.waitHost', 'error.net/not-ready'] as const) {
        expect(t(key).toLocaleLowerCase(lang), `${lang} ${key}`).toContain(word);
      }
      expect(t('netui.notReady'), lang).not.toBe(t('netui.ready'));
    }
  });
});
