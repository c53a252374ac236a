// The forms a name takes after a preposition, and a Russian colour word's cases: the translator
// (i18n.ts) derives them from an argument, so a message writes `{name_de}` ("Au tour {name_de}")
// and reads "d’Alice", "de Bob", "de l’Apprenti" or "du Capitaine 2" as the name needs.
//
// French and Italian contract a preposition with the article of a name the app made up ("au
// Capitaine 2", "al Capitano 2", "dell’Apprendista"; play-test: "à L’Apprenti", "a Il Pilota").
// A preposition that does not contract ("par", "avec", "per", "con", "tra") takes the name's
// `_the` form instead: "par le Capitaine 2", "con il Capitano 2".

/** One preposition: as written before a chosen name (and before a vowel sound), and contracted with each article. */
interface Preposition {
  bare: string;
  beforeVowel?: string;
  /** article as the `_the` form starts ("le ", "l’") -> the preposition and article as one word */
  withArticle: Record<string, string>;
}

const italian = (bare: string, joined: string, beforeVowel?: string): Preposition => ({
  bare: `${bare} `,
  ...(beforeVowel ? { beforeVowel } : {}),
  withArticle: { 'il ': `${joined}l `, 'lo ': `${joined}llo `, 'la ': `${joined}lla `, 'l’': `${joined}ll’`, 'i ': `${joined}i `, 'gli ': `${joined}gli `, 'le ': `${joined}lle ` },
});

/** The prepositions each language's messages put before a name; the key is the argument's suffix (`{name_de}`). */
export const PREPOSITIONS: Partial<Record<string, Record<string, Preposition>>> = {
  fr: {
    a: { bare: 'à ', withArticle: { 'le ': 'au ', 'les ': 'aux ' } },
    de: { bare: 'de ', beforeVowel: 'd’', withArticle: { 'le ': 'du ', 'les ': 'des ' } },
  },
  it: {
    // "ad Alice": the d eufonica, kept to the same vowel as usage recommends
    a: italian('a', 'a', 'ad '),
    di: italian('di', 'de'),
    da: italian('da', 'da'),
    su: italian('su', 'su'),
  },
};

/** Every suffix a preposition form can have, in any language. */
export const PREPOSITION_SUFFIXES = [...new Set(Object.values(PREPOSITIONS).flatMap((p) => Object.keys(p ?? {})))].map((k) => `_${k}`);

/**
 * A name after a preposition: `the` is its form inside a sentence ("le Capitaine 2", "Alice"),
 * `madeUp` whether it carries an article, `vowel` whether it starts with a vowel sound.
 */
export function afterPreposition(p: Preposition, the: string, madeUp: boolean, vowel: boolean): string {
  if (madeUp) {
    const article = Object.keys(p.withArticle).find((a) => the.startsWith(a));
    return article ? p.withArticle[article]! + the.slice(article.length) : p.bare + the;
  }
  return vowel && p.beforeVowel ? p.beforeVowel + the : p.bare + the;
}

// Russian: a sentence puts a name or a colour in the case it needs. The boat's colour is an
// adjective that agrees with "пароход" (masculine, inanimate): "не дайте оранжевому пароходу"
// (play-test: the colour stayed in the nominative). A name the app made up is a masculine noun
// ("Капитан 2", "Ученик", "Игрок 1", animate): "толкает Капитана 2", "обходит Игрока 3". Messages
// write `{boat_acc}`, `{boat_dat}`...; a name a player typed cannot be declined safely (play-test:
// "толкает Алиса"), so the sentence names the boat by its colour, declined, and whose it is after
// it, the name as typed: "толкает оранжевый пароход (Алиса)", "не даёт оранжевому пароходу (Алиса)"
// (play-test 18: "пароход «Наталья Александровна»" read as a ship named after a person). Any other
// text is left as it is.
const RU_CASES = ['gen', 'dat', 'acc', 'ins', 'pre'] as const;
type RuCase = (typeof RU_CASES)[number];
export const CASE_SUFFIXES = RU_CASES.map((c) => `_${c}`);
// the accusative of an inanimate noun's adjective is the nominative: the word itself
const HARD: Record<RuCase, string> = { gen: 'ого', dat: 'ому', acc: '', ins: 'ым', pre: 'ом' };
const SOFT: Record<RuCase, string> = { gen: 'его', dat: 'ему', acc: '', ins: 'им', pre: 'ем' };
const isCase = (k: string): k is RuCase => (RU_CASES as readonly string[]).includes(k);

/** A Russian masculine adjective (a colour word: "белый", "синий") in a case; null for anything else. */
export function russianAdjective(word: string, kase: string): string | null {
  const m = /^(\p{Ll}+?)(ый|ой|ий)$/u.exec(word);
  if (!m || !isCase(kase)) return null;
  const [, stem, ending] = m as unknown as [string, string, string];
  if (kase === 'acc') return word;
  // after г, к, х the ending is hard ("жаркий" -> "жаркому"); after ж, ш, ч, щ it is soft in -ий
  if (ending === 'ий' && !/[гкх]$/u.test(stem)) return stem + SOFT[kase];
  if (ending === 'ий') return stem + (kase === 'ins' ? 'им' : HARD[kase]);
  return stem + HARD[kase];
}

/** An animate masculine noun ending in a hard consonant ("Капитан", "Ученик") in a case; null for anything else. */
export function russianNoun(word: string, kase: string): string | null {
  if (!isCase(kase) || !/\p{L}*[бвгдзклмнпрстфх]$/u.test(word) || !/^[\p{Script=Cyrillic}]+$/u.test(word)) return null;
  return word + { gen: 'а', acc: 'а', dat: 'у', ins: 'ом', pre: 'е' }[kase];
}

/** A made-up name ("Капитан 2 (оранжевый)") with its noun in a case ("Капитана 2 (оранжевый)"). */
export function russianMadeUp(text: string, kase: string): string {
  return text.replace(/^\p{L}+/u, (w) => russianNoun(w, kase) ?? w);
}

/** "пароход" (masculine, inanimate) in a case. */
const SHIP: Record<RuCase, string> = { gen: 'парохода', dat: 'пароходу', acc: 'пароход', ins: 'пароходом', pre: 'пароходе' };

/**
 * A boat named by a typed name ("Алиса (оранжевый)") or a ship's name in quotes ("«Чёрная роза»")
 * in a case: "оранжевому пароходу (Алиса)", "пароходу «Чёрная роза»", the name itself kept as
 * typed; null for other text.
 */
export function russianShip(text: string, kase: string): string | null {
  if (!isCase(kase)) return null;
  const quoted = /^«[^«»]+»$/u.exec(text.trim());
  if (quoted) return `${SHIP[kase]} ${quoted[0]}`;
  const label = /^(.+?) \((\p{Ll}+)\)$/u.exec(text.trim());
  if (!label) return null;
  const colour = russianAdjective(label[2]!, kase);
  return colour ? `${colour} ${SHIP[kase]} (${label[1]!})` : `${SHIP[kase]} «${label[1]!}» (${label[2]!})`;
}
