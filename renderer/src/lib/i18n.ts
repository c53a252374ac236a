// The message catalogue: every UI string, engine error code, API error code and config code, in the
// rulebook's four languages. English is the reference: its keys are the catalogue, and the other
// languages are typed against it (a missing key is a compile error; tests/main/i18n.test.ts checks
// it at run time as well). Plural messages give CLDR forms (Intl.PluralRules picks one).
import type { Language } from '../../../electron/api/contract.js';
import { en } from './messages/en.js';
import { fr } from './messages/fr.js';
import { it } from './messages/it.js';
import { ru } from './messages/ru.js';
import type { Catalogue, MessageKey, Plural } from './messages/types.js';

export type { Catalogue, MessageKey, Plural } from './messages/types.js';

export const CATALOGUES: Record<Language, Catalogue> = { en, fr, it, ru };
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', it: 'Italiano', ru: 'Русский' };

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const rulesCache = new Map<Language, Intl.PluralRules>();
function pluralRules(lang: Language): Intl.PluralRules {
  let r = rulesCache.get(lang);
  if (!r) rulesCache.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
}

function fill(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Picks the plural form for `params.n` (falls back to `other`). */
export function pickPlural(lang: Language, forms: Plural, n: number): string {
  // An explicit zero form reads better ("free", "no coal") even where CLDR has no zero category.
  if (n === 0 && forms.zero !== undefined) return forms.zero;
  const cat = pluralRules(lang).select(n) as keyof Plural;
  return forms[cat] ?? forms.other;
}

export function translator(lang: Language): Translate {
  const cat = CATALOGUES[lang];
  return (key, params) => {
    const msg = cat[key] ?? en[key] ?? key;
    if (typeof msg === 'string') return fill(msg, params);
    return fill(pickPlural(lang, msg, Number(params?.n ?? 0)), params);
  };
}

/** Key of the translated text for an engine, API or config error code (all share one namespace). */
export function errorKey(code: string): MessageKey {
  const key = `error.${code}` as MessageKey;
  return key in en ? key : 'error.unknown';
}
