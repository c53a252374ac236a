// The message catalogue: every UI string, engine error code, API error code and config code, in the
// rulebook's four languages. English is the reference: its keys are the catalogue, and the other
// languages are typed against it (a missing key is a compile error; tests/main/i18n.test.ts checks
// it at run time as well).
//
// Messages are ICU MessageFormat (intl-messageformat): `{name}`, `{n, plural, one {# coal} other
// {# coal}}`, `{dir, select, 0 {...} other {...}}`, `{date, date, medium}`. The older plural objects
// ({ one, other, zero? }, chosen by {n}) are still accepted and turned into ICU plurals, so keys
// written either way work. An apostrophe right before `{` starts an ICU quote: write ’ or ''.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../../electron/api/contract.js';
import { en } from './messages/en.js';
import { fr } from './messages/fr.js';
import { it } from './messages/it.js';
import { ru } from './messages/ru.js';
import type { Catalogue, MessageKey } from './messages/types.js';
import { argumentNames, icuText, numericArguments } from './icu.js';
import { pseudoCatalogue } from './pseudo-locale.js';
import { afterPreposition, CASE_SUFFIXES, PREPOSITION_SUFFIXES, PREPOSITIONS, russianAdjective, russianMadeUp, russianShip } from './messages/names/forms.js';

export type { Catalogue, MessageKey, Plural } from './messages/types.js';
export { argumentNames, icuText } from './icu.js';

export const CATALOGUES: Record<Language, Catalogue> = { en, fr, it, ru };
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', it: 'Italiano', ru: 'Русский' };

/** A player's language, or the pseudo-locale that only tests use (longer, accented, bracketed). */
export type UiLanguage = Language | 'pseudo';

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

let pseudo: Catalogue | null = null;
function catalogue(lang: UiLanguage): Catalogue {
  if (lang !== 'pseudo') return CATALOGUES[lang];
  return (pseudo ??= pseudoCatalogue(en));
}

interface Compiled {
  format: IntlMessageFormat;
  args: string[];
  /** Arguments that must be numbers (counts, numbers, dates). */
  counts: string[];
  /** The arguments whose derived forms (DERIVED_SUFFIXES) the message uses. */
  bases: ReadonlySet<string>;
}

const compiled = new Map<UiLanguage, Map<string, Compiled>>();

// Each compiled message would otherwise look its locale up among all the engine knows (Intl's
// supportedLocalesOf: ~0.1 s of every start, listing every locale) and make its own number, date
// and plural formatters when first used. Our four languages are in every Intl; one Intl.Locale
// each, and one formatter per locale and options, serve all messages.
const locales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (asked) => {
  const tag = Array.isArray(asked) ? asked[0]! : asked;
  let l = locales.get(tag);
  if (!l) locales.set(tag, (l = new Intl.Locale(tag)));
  return l;
};
function sharedMaker<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const k = JSON.stringify(args);
    let m = made.get(k);
    if (m === undefined) made.set(k, (m = make(...args)));
    return m;
  };
}
const formatters = {
  getNumberFormat: sharedMaker((...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a)),
  getDateTimeFormat: sharedMaker((...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a)),
  getPluralRules: sharedMaker((...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a)),
};

/** The parsed message (cached). Throws on a message that does not parse (the tests parse them all). */
export function compileMessage(lang: UiLanguage, key: MessageKey): Compiled {
  let cache = compiled.get(lang);
  if (!cache) compiled.set(lang, (cache = new Map()));
  let c = cache.get(key);
  if (!c) {
    const msg = catalogue(lang)[key] ?? en[key] ?? key;
    // ignoreTag: a '<' in a message is text, not rich-text markup.
    const text = lang === 'fr' ? frenchSpacing(icuText(msg)) : icuText(msg);
    const format = new IntlMessageFormat(text, lang === 'pseudo' ? 'en' : lang, undefined, { ignoreTag: true, formatters });
    const args = argumentNames(format.getAst());
    const bases = new Set(args.flatMap((a) => derivedFrom(a) ?? []));
    c = { format, args, counts: numericArguments(format.getAst()), bases };
    cache.set(key, c);
  }
  return c;
}

/**
 * French typography: the space before ! ? ; : and inside « » never breaks, so a line never starts
 * with a lone "!" (play-test). Done here, once, rather than with invisible characters in every message.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([!?;])/g, '\u202f$1')
    .replace(/ (:|»)/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');
}

/**
 * Words that take elision or a euphonic consonant before a vowel sound, per language: French
 * "d’Alice", "l’orange" (a mute h counts: "d’Hugo"); Italian "ad Alice" (the d eufonica, kept to
 * the same vowel as usage recommends). Messages read it as `{name_vowel, select, yes {...} other {...}}`.
 */
const VOWEL_SOUND: Partial<Record<UiLanguage, RegExp>> = {
  fr: /^[«“"]?[aeiouyhàâäæéèêëîïôöœùûü]/i,
  it: /^[«“"]?[aàá]/i,
};

/**
 * Whether a text starts with a name the app made up in this language: a seat's default captain
 * ("Capitano 2"), a lesson's learner ("Apprenti") or an old record's unnamed player ("Giocatore 1"). Such a name is a title or a common noun, not a
 * first name, and some languages put an article before it ("Tocca al Capitano 2", "Au tour de
 * l’Apprenti", where a chosen name reads "Au tour d’Alice"). Messages read it as
 * `{name_madeup, select, yes {...} other {...}}`, with `name_vowel` inside for the elided article.
 * Each made-up name has its form at the start of a sentence, article and capital included
 * ("L’Apprenti", "Il Capitano 2"): messages that open with a name write `{boat_start}`, and
 * `{boat_the}` where it follows a verb ("pousse le Capitaine 2").
 */
const MADE_UP = [
  { key: 'new.defaultName', start: 'names.captainStart' },
  { key: 'lessons.playerName', start: 'names.learnerStart' },
  { key: 'names.player', start: 'names.playerStart' },
] as const satisfies readonly { key: MessageKey; start: MessageKey }[];
const madeUp = new Map<UiLanguage, RegExp[]>();
/** One pattern per made-up name (in MADE_UP's order), its number captured: "Capitano (\d+)". */
function madeUpNames(lang: UiLanguage): RegExp[] {
  let res = madeUp.get(lang);
  if (!res) {
    res = MADE_UP.map(({ key }) => {
      const text = icuText(catalogue(lang)[key] ?? en[key]).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{n}', '(\\d+)');
      return new RegExp(`^${text}(?![\\p{L}\\p{N}])`, 'u');
    });
    madeUp.set(lang, res);
  }
  return res;
}

/** A text as it starts a sentence: a made-up name at its head takes its article ("L’Apprenti (blanc)"). */
function sentenceStart(lang: UiLanguage, value: string): string {
  const text = value.trim();
  const names = madeUpNames(lang);
  for (let i = 0; i < names.length; i++) {
    const m = names[i]!.exec(text);
    if (m) return translator(lang)(MADE_UP[i]!.start, { n: Number(m[1] ?? 0) }) + text.slice(m[0].length);
  }
  return value;
}

/**
 * Arguments the translator derives from another one, never passed by callers: `<arg>_vowel`,
 * `<arg>_madeup`, `<arg>_start`, `<arg>_the`, the name after a preposition (`<arg>_de`, `<arg>_a`,
 * `<arg>_di`...: "du Capitaine 2", "all’Apprendista") and a Russian colour word's or made-up name's case
 * (`<arg>_dat`: "оранжевому", `<arg>_acc`: "Капитана 2"), both in messages/names/forms.ts.
 */
export const DERIVED_SUFFIXES: readonly string[] = ['_vowel', '_madeup', '_start', '_the', ...PREPOSITION_SUFFIXES, ...CASE_SUFFIXES];
/** Derived arguments that stand for the text itself (in another form), not for "yes"/"no". */
const TEXT_FORMS = DERIVED_SUFFIXES.filter((s) => s !== '_vowel' && s !== '_madeup');
/** The argument a derived one is made from ("name" for "name_vowel"), or null. */
export function derivedFrom(arg: string): string | null {
  const s = DERIVED_SUFFIXES.find((x) => arg.endsWith(x));
  return s ? arg.slice(0, -s.length) : null;
}

/**
 * The params a message gets: the caller's, plus the derived forms (DERIVED_SUFFIXES) of each text
 * param the message uses in a derived form (`bases`; making every form of every text param for every
 * message was a fair part of the play screen's time per view).
 */
function withDerived(lang: UiLanguage, params: Params, bases: ReadonlySet<string>): Params {
  const re = VOWEL_SOUND[lang];
  const out: Params = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' || !bases.has(name)) continue;
    const made = madeUpNames(lang).some((r) => r.test(value.trim()));
    if (!(`${name}_vowel` in params)) out[`${name}_vowel`] = re?.test(value.trim()) ? 'yes' : 'no';
    if (!(`${name}_madeup` in params)) out[`${name}_madeup`] = made ? 'yes' : 'no';
    const start = made ? sentenceStart(lang, value) : value;
    if (!(`${name}_start` in params)) out[`${name}_start`] = start;
    // inside a sentence the article is lower case ("le Capitaine 2", "l’Apprendista")
    const the = made ? start.charAt(0).toLocaleLowerCase(lang === 'pseudo' ? 'en' : lang) + start.slice(1) : value;
    if (!(`${name}_the` in params)) out[`${name}_the`] = the;
    for (const [suffix, p] of Object.entries(PREPOSITIONS[lang] ?? {})) {
      if (!(`${name}_${suffix}` in params)) out[`${name}_${suffix}`] = afterPreposition(p, the, made, out[`${name}_vowel`] === 'yes');
    }
    if (lang === 'ru') {
      for (const s of CASE_SUFFIXES) {
        const kase = s.slice(1);
        if (!(`${name}${s}` in params)) out[`${name}${s}`] = made ? russianMadeUp(value, kase) : (russianAdjective(value.trim(), kase) ?? russianShip(value, kase) ?? value);
      }
    }
  }
  return out;
}

export function translator(lang: UiLanguage): Translate {
  return (key, params) => {
    const c = compileMessage(lang, key);
    const values = withDerived(lang, params ?? {}, c.bases);
    // A missing argument shows as itself rather than failing the whole screen; a number given as
    // text (already formatted, or missing) is read as a number.
    for (const a of c.args) {
      if (a in values) continue;
      const base = derivedFrom(a);
      values[a] = base === null ? `{${a}}` : TEXT_FORMS.some((s) => a.endsWith(s)) ? (values[base] ?? `{${base}}`) : 'no';
    }
    for (const a of c.counts) {
      const v = values[a];
      if (typeof v === 'string') values[a] = Number(v.replace(/[^\d.-]/g, '')) || 0;
    }
    return String(c.format.format(values));
  };
}

/**
 * Something to tell the player, kept as what to say rather than as words, so that it reads in the
 * language shown now: a message stored as text kept its old language after a language change.
 */
export type Said = (t: Translate) => string;

/** The player's words for an error code, in whatever language is shown. */
export const sayError =
  (code: string): Said =>
  (t) =>
    t(errorKey(code));

/** Key of the translated text for an engine, API or config error code (all share one namespace). */
export function errorKey(code: string): MessageKey {
  const key = `error.${code}` as MessageKey;
  return key in en ? key : 'error.unknown';
}
