// The language a first start opens in: the system's (or browser's) preferred languages, in their
// order, matched on the primary subtag (fr-CA -> fr); none supported -> English. Play-test: a
// player with a French system met an English app. Pure: main (Electron) and the renderer share it.
import { LANGUAGES, type Language, type SettingsSnapshot } from './contract.js';

export function systemLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((l) => l === primary);
    if (found) return found;
  }
  return 'en';
}

/** The settings as the app shows them: until the player has chosen a language, the system's. */
export function shownSettings(snapshot: SettingsSnapshot, preferred: readonly string[]): SettingsSnapshot {
  if (snapshot.languageChosen) return snapshot;
  return { ...snapshot, values: { ...snapshot.values, language: systemLanguage(preferred) } };
}
