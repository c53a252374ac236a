// A first start opens in the system's language (play-test: a French system met an English app),
// until the player picks one in settings.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/api/contract.js';
import { shownSettings, systemLanguage } from '../../electron/api/system-language.js';

describe('system language', () => {
  it('takes the first supported language of the list, by its primary subtag', () => {
    expect(systemLanguage(['fr-CA'])).toBe('fr');
    expect(systemLanguage(['ru-RU', 'en-US'])).toBe('ru');
    expect(systemLanguage(['pt-BR', 'it-IT', 'fr'])).toBe('it');
    expect(systemLanguage(['de_DE', 'FR_fr'])).toBe('fr');
  });

  it('falls back to English when nothing is supported', () => {
    expect(systemLanguage(['pt'])).toBe('en');
    expect(systemLanguage([])).toBe('en');
    // 'fri' (Frisian) is not French: only the whole primary subtag matches
    expect(systemLanguage(['fri', 'r'])).toBe('en');
  });

  it('shows the system language until the player has chosen one, then theirs', () => {
    const fresh = { seq: 0, values: DEFAULT_SETTINGS, languageChosen: false };
    expect(shownSettings(fresh, ['fr-FR']).values.language).toBe('fr');
    expect(shownSettings(fresh, ['fr-FR']).values.soundVolume).toBe(DEFAULT_SETTINGS.soundVolume);
    const chosen = { seq: 1, values: { ...DEFAULT_SETTINGS, language: 'en' as const }, languageChosen: true };
    expect(shownSettings(chosen, ['fr-FR']).values.language).toBe('en');
  });
});
