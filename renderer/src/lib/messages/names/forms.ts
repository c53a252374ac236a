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

// Russian: the boat's colour is an adjective that agrees with "пароход" (masculine, inanimate), so
// a sentence that needs another case says "не дайте оранжевому пароходу" (play-test: the colour
// stayed in the nominative). Messages write `{boat_dat}`; the accusative of an inanimate noun is the
// nominative. Any other text is left as it is.
const RU_CASES = ['gen', 'dat', 'ins', 'pre'] as const;
export const CASE_SUFFIXES = RU_CASES.map((c) => `_${c}`);
const HARD = { gen: 'ого', dat: 'ому', ins: 'ым', pre: 'ом' };
const SOFT = { gen: 'его', dat: 'ему', ins: 'им', pre: 'ем' };

/** A Russian masculine adjective (a colour word: "белый", "синий") in a case; null for anything else. */
export function russianAdjective(word: string, kase: string): string | null {
  const m = /^(\p{Ll}+?)(ый|ой|ий)$/u.exec(word);
  if (!m || !(RU_CASES as readonly string[]).includes(kase)) return null;
  const [, stem, ending] = m as unknown as [string, string, string];
  const k = kase as (typeof RU_CASES)[number];
  // after г, к, х the ending is hard ("жаркий" -> "жаркому"); after ж, ш, ч, щ it is soft in -ий
  if (ending === 'ий' && !/[гкх]$/u.test(stem)) return stem + SOFT[k];
  if (ending === 'ий') return stem + (k === 'ins' ? 'им' : HARD[k]);
  return stem + HARD[k];
}
