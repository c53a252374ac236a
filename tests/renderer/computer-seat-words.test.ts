// The network lobby names a computer seat by its captain's name and says once that a computer
// plays it (play-test: "Capitaine 3 (Capitaine ordinateur)", captain twice), in every language,
// with its level when the player is not the host (the host has the level's menu beside it).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';

const COMPUTER = { en: 'computer', fr: 'ordinateur', it: 'computer', ru: 'компьютер' } as const;
const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;

describe('a computer seat in the lobby', () => {
  it.each(LANGUAGES)('%s: "Captain 3 (computer, hard)": no word said twice, the level in its own words', (lang) => {
    const t = translator(lang);
    const name = t('new.defaultName', { n: 3 });
    for (const level of [...LEVELS, 'none'] as const) {
      const line = `${name} (${t('netui.computerSeat', { level })})`;
      const words = line.toLocaleLowerCase(lang).split(/[^\p{L}]+/u).filter((w) => w.length > 2);
      expect(new Set(words).size, line).toBe(words.length);
      expect(line).toContain(COMPUTER[lang]);
      if (level !== 'none') expect(line.toLocaleLowerCase(lang)).toContain(t(`new.level.${level}`).toLocaleLowerCase(lang));
    }
  });
});
