// The language this page last showed, kept in the browser's storage: the first words of the next
// start (the "Loading…" line) are in it, not in the browser's language, before the settings arrive
// from main (play-test pt30: an Italian player's every start said "Loading…" in English first).
import { LANGUAGES, type Language } from '../../../electron/api/contract.js';

const KEY = 'mq.lastLanguage';
type Store = Pick<Storage, 'getItem' | 'setItem'>;
const local = (): Store | undefined => (globalThis as { localStorage?: Store }).localStorage;

/** The language last shown here, if one was and it is still one of ours. */
export function lastLanguage(storage: Store | undefined = local()): Language | null {
  try {
    const v = storage?.getItem(KEY);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : null;
  } catch {
    return null; // storage refused (private mode): the browser's language then
  }
}

export function rememberLanguage(language: Language, storage: Store | undefined = local()): void {
  try {
    if (storage?.getItem(KEY) !== language) storage?.setItem(KEY, language);
  } catch {
    // not kept: the next start guesses from the browser's language
  }
}
