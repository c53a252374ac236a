// Players choose their own names, so the app cannot know a name's grammatical gender (play-test 15:
// "Claire отключился", "Claire non è collegato"). In Russian, Italian and French no message may make
// a player's or captain's name (or a boat label, which is "name (colour)") the subject of a word
// that agrees in gender; a line shown beside a name (a player card's status) may not either.
// Checked over the rendered messages: the clause holding the name must have no gendered form.
import { describe, expect, it } from 'vitest';
import { argumentNames, CATALOGUES, icuText, translator, type MessageKey, type Params } from '../../renderer/src/lib/i18n.js';
import { parseMessage } from '../../renderer/src/lib/icu.js';

type Lang = 'ru' | 'it' | 'fr';
const LANGS: Lang[] = ['ru', 'it', 'fr'];

/** Arguments that carry a person's name (or a boat label made from one) wherever they appear. */
const PERSON_ARGS = ['name', 'names', 'host', 'boat', 'by'];
/** `from`/`to` are a speed in most messages; in these they are boats (whose labels hold names). */
const BOAT_FROM_TO: readonly string[] = ['modes.log.coalTransferred', 'stats.leadChange', 'stats.leadChangeEnd'];
/** Lines shown beside a player's name (player cards, places): their subject is that player. */
const BESIDE_A_NAME: readonly MessageKey[] = [
  'netui.cardAway',
  'netui.cardAwayTimer',
  'netui.cardGone',
  'netui.cardAwayLeft',
  'netui.ready',
  'netui.notReady',
  'netui.imReady',
  'play.placeNotFinished',
  'play.finishedPlace',
  'chart.placeNotFinished',
  'end.notFinished',
] as MessageKey[];

/**
 * Forms that agree with their subject's gender, per language (a clause holding a name may have none):
 * - ru: the masculine and feminine past tense (-л, -ла, -лся, -лась: "отключился", "вернулась"; a
 *   name is never neuter, so -ло agrees with another subject: "время вышло") and short participles
 *   and adjectives (-нут, -ён/-ена, -ан, -ят, -ыт: "вытолкнут", "отключён", "занят"; "готов");
 * - it: a participle or adjective after "essere" and its kind ("è collegato", "viene spinto",
 *   "resta fermo", "è arenata"), and the few such words used alone ("arenato", "pronto");
 * - fr: a participle or adjective after "être" ("est parti", "est poussé", "est prête"), and
 *   "prêt", "parti", "déconnecté" alone.
 */
const GENDERED: Record<Lang, RegExp> = {
  ru: /(?<!\p{L})(\p{L}+(л|ла|лся|лась)|\p{L}+(нут|нута|ён|ена|ан|ана|ят|ята|ыт|ыта)|готова?)(?!\p{L})/iu,
  it: /(?<!\p{L})((è|era|sarà|viene|venne|resta|rimane|sembra)\s+((già|ancora|più|stato|stata|sempre)\s+)?\p{L}+[oa]|arenat[oa]|pront[oa]|collegat[oa]|scollegat[oa]|arrivat[oa]|tornat[oa])(?!\p{L})/iu,
  fr: /(?<!\p{L})((est|était|sera|reste|semble)\s+((pas|plus|encore|déjà|bien|désormais|toujours)\s+)?(?!(pas|plus|encore|désormais|toujours|sans|sous|sur|dans|très|trop)(?!\p{L}))\p{L}+(é|ée|i|ie|u|ue|t|te|s|se)|prête?|partie?|déconnectée?|arrivé|absente?|revenue?)(?!\p{L})/iu,
};
/** Nouns with a gendered-looking ending: they agree with no one. */
const NOT_GENDERED: Record<Lang, RegExp> = {
  ru: /^(капитан|штурвал|план|экран)$/iu,
  it: /^$/u,
  fr: /^$/u,
};

const MARK = 'Claire';

/** The keys whose message takes a person's name, and the params to render it with. */
function personParams(key: MessageKey): Params | null {
  const args = argumentNames(parseMessage(icuText(CATALOGUES.en[key]))).filter((a) => !a.includes('_'));
  const people = args.filter((a) => PERSON_ARGS.includes(a) || (BOAT_FROM_TO.includes(key) && (a === 'from' || a === 'to')));
  if (people.length === 0) return null;
  const params: Params = {};
  for (const a of args) params[a] = people.includes(a) ? MARK : a === 'n' ? 2 : 'x';
  return params;
}

/**
 * The name after "de", "di", "игрока"... is a possessor ("La place de Claire est désormais tenue":
 * the place is the subject, and "tenue" agrees with it), never the subject: those clauses are not
 * the name's to agree with.
 */
const POSSESSOR = new RegExp(`(?<!\\p{L})(de|du|d’|di|del|dello|della|dell’|игрока|игроком)\\s*${MARK}`, 'u');

/** The clauses (between . : ; ! ? … — and parentheses) of a text whose subject may be the name. */
function clausesWithName(text: string): string[] {
  return text.split(/[.:;!?…—()«»]|\s-\s/u).filter((c) => c.includes(MARK) && !POSSESSOR.test(c));
}

function gendered(lang: Lang, clause: string): string[] {
  const re = new RegExp(GENDERED[lang].source, 'giu');
  return [...clause.matchAll(re)].map((m) => m[0]).filter((w) => !NOT_GENDERED[lang].test(w));
}

describe('a player’s name is never the subject of a gendered form (ru, it, fr)', () => {
  const keys = Object.keys(CATALOGUES.en) as MessageKey[];
  const withNames = keys.filter((k) => personParams(k) !== null);

  it('finds the messages that take a name (so the check below has something to check)', () => {
    expect(withNames.length).toBeGreaterThan(60);
    for (const k of ['netui.playerAway', 'netui.playerGone', 'toast.finish', 'log.driftwoodSlowed', 'panels.pushedDockUsed'] as MessageKey[]) {
      expect(withNames).toContain(k);
    }
  });

  for (const lang of LANGS) {
    it(`${lang}: no clause holding a name has a gendered form`, () => {
      const t = translator(lang);
      const bad: string[] = [];
      for (const key of withNames) {
        const text = t(key, personParams(key)!);
        for (const c of clausesWithName(text)) {
          const words = gendered(lang, c);
          if (words.length) bad.push(`${key}: ${words.join(', ')} ← ${text}`);
        }
      }
      expect(bad).toEqual([]);
    });

    it(`${lang}: a line shown beside a name has no gendered form`, () => {
      const t = translator(lang);
      const bad = BESIDE_A_NAME.flatMap((key) => {
        const words = gendered(lang, t(key, { time: '0:30', n: 2 }));
        return words.length ? [`${key}: ${words.join(', ')}`] : [];
      });
      expect(bad).toEqual([]);
    });
  }

  it('the gendered forms are caught (the check can fail)', () => {
    expect(gendered('ru', `${MARK} отключился`)).toEqual(['отключился']);
    expect(gendered('ru', `${MARK} вытолкнут к пристани`)).toEqual(['вытолкнут']);
    expect(gendered('it', `${MARK} non è collegato`)).toEqual(['è collegato']);
    expect(gendered('it', `${MARK} viene spinto qui`)).toEqual(['viene spinto']);
    expect(gendered('fr', `${MARK} est parti`)).toEqual(['est parti']);
    expect(gendered('ru', `${MARK}: нет связи`)).toEqual([]);
    expect(gendered('it', `${MARK}: connessione persa`)).toEqual([]);
  });
});
