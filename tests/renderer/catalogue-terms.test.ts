// One term per concept per language, and the grammar a native speaker expects, checked over the
// raw catalogue (every plural branch): a word the play-test found mixed in must not come back.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import type { Language } from '../../electron/api/contract.js';

/** Every text of a language's catalogue, plural branches spread, with its key. */
function texts(lang: Language): [MessageKey, string][] {
  const out: [MessageKey, string][] = [];
  for (const [key, msg] of Object.entries(CATALOGUES[lang]) as [MessageKey, string | Record<string, string>][]) {
    for (const text of typeof msg === 'string' ? [msg] : Object.values(msg)) out.push([key, text]);
  }
  return out;
}

/** The keys whose text matches `re` (empty when the word is gone). */
const uses = (lang: Language, re: RegExp) => texts(lang).filter(([, text]) => re.test(text)).map(([key]) => key);

describe('Italian', () => {
  it('contracts a preposition with the article (nell’, del, sulla...), never "in l’" or "di il"', () => {
    expect(uses('it', /(^|[\s(])(a|da|di|in|su)\s+(il|lo|la|i|gli|le|l’|l')(?=[\s’'])/iu)).toEqual([]);
    const t = translator('it');
    expect(`${t('app.host')} ${t('app.hostBrowser')}`).toBe('In esecuzione nell’host del browser');
    expect(`${t('app.host')} ${t('app.hostElectron')}`).toBe('In esecuzione nell’app desktop');
  });

  it('says "tessera" for a river tile, as its other screens do, the race chart too', () => {
    expect(uses('it', /\bpiastrell|\bsezion[ei]\b|\briquadr/iu)).toEqual([]);
    expect(translator('it')('chart.setbackShort', { tiles: 2 })).toBe('2 tessere indietro');
  });

  it('says "spazio" for a space and "corsa" for the race, everywhere', () => {
    expect(uses('it', /\bcasell[ae]\b/iu)).toEqual([]);
    expect(uses('it', /\bgar[ae]\b|gareggi/iu)).toEqual([]);
    expect(uses('it', /\bspazi[o]?\b/iu).length).toBeGreaterThan(10);
    expect(uses('it', /\bcorsa\b/iu).length).toBeGreaterThan(10);
    expect(translator('it')('stats.fastest')).toBe('Turno più veloce (spazi)');
  });
});

describe('Russian', () => {
  const t = translator('ru');
  const rose = t('modes.roseName');

  it('one word for a river tile ("участок"), the seed in a player’s words ("номер расклада", not "сид"), "в лидерах" for rounds led', () => {
    expect(uses('ru', /фрагмент/iu)).toEqual([]);
    // play-test 15: the race chart's setbacks said "плитка"
    expect(uses('ru', /плитк/iu)).toEqual([]);
    expect(t('chart.setbackShort', { tiles: 0.3 })).toBe('на 0,3 участка назад');
    expect(t('chart.setbackShort', { tiles: 1 })).toBe('на 1 участок назад');
    expect(t('chart.setbackShort', { tiles: 5 })).toBe('на 5 участков назад');
    expect(uses('ru', /(^|[^\p{L}])зерн/iu)).toEqual([]);
    expect(uses('ru', /участ(ок|ка|ки|ков|ку|ком|ке)(?!\p{L})/iu).length).toBeGreaterThan(20);
    expect(t('play.tilesLaid', { laid: 2, n: 12 })).toBe('Участки: 2 из 12');
    expect(t('new.seed')).toBe('Номер расклада (необязательно)');
    expect(t('stats.roundsLed')).toBe('Раундов в лидерах');
  });

  it('the Black Rose is feminine: no masculine past or short participle agrees with it', () => {
    // Any message a boat can be the subject of, with the Rose as that boat.
    const masculine = /(^|[\s(])(был|сел|заперт|оттолкнут|затолкнут|толкнул|выбыл|финишировал|покинул|застрял)(?=[\s.,:!)]|$)/iu;
    const bad: string[] = [];
    for (const [key] of texts('ru')) {
      const text = t(key, { boat: rose, from: rose, to: rose, name: 'Алиса', n: 2, tile: 3, kind: 'x', where: 'y', round: 4 });
      if (text.includes(rose) && masculine.test(text)) bad.push(`${key}: ${text}`);
    }
    expect(bad).toEqual([]);
    expect(t('modes.blackRoseHelp')).toMatch(/^«Чёрная роза» — .*ею управляет .* она может/u);
    expect(t('log.crashedBlocked', { boat: rose })).toBe('«Чёрная роза» не может двинуться и терпит аварию.');
    expect(t('stats.leadFirst', { boat: rose })).toBe('Лидер на старте: «Чёрная роза».');
  });
});

describe('French', () => {
  const t = translator('fr');

  it('"tuile" for a river tile, the race chart too (never "plaque" or "carreau")', () => {
    expect(uses('fr', /\bplaques?\b|\bcarreaux?\b|\bdalles?\b/iu)).toEqual([]);
    expect(t('chart.setbackShort', { tiles: 2 })).toBe('2 tuiles en arrière');
  });

  it('"graine" for the seed, in every message that names it', () => {
    expect(uses('fr', /\b(seed|semence)\b/iu)).toEqual([]);
    expect(uses('fr', /graine/iu).sort()).toEqual(['new.seed', 'new.seedBad', 'new.seedHelp']);
  });

  it('names keys as French keyboards print them (Entrée, Échap, Espace, Retour arrière)', () => {
    expect(['keys.tab', 'keys.enter', 'keys.backspace', 'keys.esc'].map((k) => t(k as MessageKey))).toEqual(['Tab', 'Entrée', 'Retour arrière', 'Échap']);
    expect(translator('it')('keys.enter')).toBe('Invio');
    const english = /(^|[^\p{L}])(Enter|Esc|Escape|Space|Backspace|Shift|Delete|Arrows?)(?!\p{L})/u;
    // only the key caps' own messages may print a key's English name (Tab is Tab everywhere)
    for (const lang of ['fr', 'it'] as const) expect(uses(lang, english).filter((k) => !k.startsWith('keys.')), lang).toEqual([]);
    expect(t('panels.passHelp')).toContain('Entrée ou Espace');
  });
});

describe('every language', () => {
  it('the library names the people of a game one way: its filter, column and options say "captains"', () => {
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      expect(t('library.players'), lang).toBe(t('library.colPlayers'));
    }
    expect(translator('ru')('library.playersNamed', { name: 'Ада' })).toBe('С капитаном Ада');
  });
});

describe('French', () => {
  it('a space (non-breaking) before a colon or semicolon that a component sets between words', () => {
    const t = translator('fr');
    expect(t('punct.colon')).toBe('\u00a0:');
    expect(t('punct.listSep')).toBe('\u00a0; ');
    expect(translator('en')('punct.colon')).toBe(':');
  });
});

// Issue 15: one word each for downstream and upstream in every language (Russian mixed "вниз по
// течению" with "к устью"), and a challenge's par in words an Italian player reads naturally.
describe('river words', () => {
  it('names downstream and upstream by one term each, in every language', () => {
    expect(uses('ru', /по течению|против течения/iu)).toEqual([]);
    expect(uses('ru', /к устью/iu).length).toBeGreaterThan(5);
    expect(uses('ru', /к истоку/iu).length).toBeGreaterThan(5);
    expect(uses('fr', /descendre le fleuve|remonter le fleuve|\ben bas du fleuve/iu)).toEqual([]);
    expect(uses('fr', /l’aval/iu).length).toBeGreaterThan(5);
    expect(uses('it', /scende il fiume|risale il fiume|controcorrente/iu)).toEqual([]);
    expect(uses('it', /\bvalle\b/iu).length).toBeGreaterThan(5);
    expect(uses('en', /downriver|upriver/iu)).toEqual([]);
    expect(translator('ru')('plan.downstream', { n: 2 })).toBe('на 2 клетки к устью');
    expect(translator('ru')('board.firstMoveNone')).toBe('С этим курсом к устью не пройти');
  });

  it('says "Due stelle" for a challenge\'s par in Italian, never the golf word "par"', () => {
    expect(uses('it', /(?<!\{)\bpar\b(?!\})/iu)).toEqual([]); // {par} is a placeholder
    const t = translator('it');
    expect(t('challenges.par.rounds', { n: 4 })).toBe('Due stelle: entro il giro 4');
    expect(t('challenges.result.met')).toBe('Obiettivo raggiunto, ma senza la seconda stella.');
  });
});
