// The lobby screen's title (lib/lobby-title.ts): coming back to a race it names the race's lobby,
// in every language, never the words of the button that led there (play-test, issue 17: the
// Italian title read "Torna alla tua corsa").
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lobbyTitleKey } from '../../renderer/src/lib/lobby-title.js';

describe('the lobby title', () => {
  it('names the lobby when coming back to a race, not the way back', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const title = t(lobbyTitleKey(true, 'join'));
      expect(title, lang).not.toBe(t('netui.backToRace'));
      expect(title, lang).not.toBe(t('netui.joinTitle'));
      expect(t(lobbyTitleKey(true, 'host')), lang).toBe(title);
    }
    expect(translator('it')(lobbyTitleKey(true, 'join'))).toMatch(/sala/i);
  });

  it('says hosting or joining otherwise', () => {
    expect(lobbyTitleKey(false, 'host')).toBe('netui.hostTitle');
    expect(lobbyTitleKey(false, 'join')).toBe('netui.joinTitle');
  });
});
