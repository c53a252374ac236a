// The catalogue read as sentences: every message of every language filled with sample values
// (every branch of its selects, several counts for its plurals) has no doubled word and no
// ICU syntax left over; the grammar slips players saw are pinned; the pseudo-locale covers
// every key and is longer and accented.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { defaultConfig, newGame, type GameEvent } from '../../engine/index.js';
import { compileMessage, derivedFrom, translator, type MessageKey, type Params, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';
import { eventText, type SeatInfo } from '../../renderer/src/lib/words.js';

const KEYS = Object.keys(en) as MessageKey[];
const COUNTS = [0, 1, 2, 3, 5, 21];

type Ast = ReturnType<ReturnType<typeof compileMessage>['format']['getAst']>;

/** The select arguments of a message and their option keys (as the message spells them). */
function selects(ast: Ast, out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const el of ast) {
    if (!('options' in el) || !el.options) continue;
    const opts = el.options as Record<string, { value: Ast }>;
    if (el.type === 5) {
      const set = out.get(el.value) ?? new Set<string>();
      for (const k of Object.keys(opts)) if (k !== 'other') set.add(k);
      set.add('zzz'); // a value no branch names: the `other` branch
      out.set(el.value, set);
    }
    for (const o of Object.values(opts)) selects(o.value, out);
  }
  return out;
}

/** Plain text values as the app passes them (translated fragments where the app passes those). */
function sample(lang: UiLanguage, arg: string, person: string): string | number {
  const t = translator(lang);
  switch (arg) {
    case 'colour':
      return t('colour.orange');
    case 'kind':
      return t('space.blueDock');
    case 'where':
      return t('play.where', { tile: 3, kind: t('space.blueDock') });
    case 'face':
      return t('face.left');
    case 'team':
      return t('modes.teamA');
    case 'cost':
      return t('play.pathCost', { n: 2 });
    case 'why':
      return t('play.speedNoMove');
    case 'reason':
      return t('error.coal/insufficient');
    case 'parts':
      return `${t('log.part.speed', { to: 2 })}, ${t('log.part.moved', { n: 2 })}`;
    case 'way':
      return `${t('play.pathCost', { n: 1 })}, ${t('plan.passenger')}`;
    case 'title':
    case 'titles':
      return 'Robot race';
    case 'name':
    case 'names':
    case 'boat':
    case 'by':
    case 'from':
    case 'list':
    case 'a':
      return person;
    case 'to':
    case 'b':
      return person === 'Alice' ? 'Bob' : 'Hugo';
    case 'date':
      return Date.UTC(2026, 10, 26, 9, 45);
    default:
      return 7;
  }
}

/** Every rendering of a message over its select branches and a few counts (bounded). */
function renderings(lang: UiLanguage, key: MessageKey): string[] {
  const t = translator(lang);
  const c = compileMessage(lang, key);
  const sel = selects(c.format.getAst());
  const out: string[] = [];
  // a typed name, another, and one the app made up (a title: "Tocca al Capitano 2")
  for (const person of ['Alice', 'Bob', t('new.defaultName', { n: 2 })]) {
    const base: Params = {};
    // a derived argument ("boat_start") is filled from its base ("boat"), as the app passes it
    for (const a of c.args) base[derivedFrom(a) ?? a] = sample(lang, derivedFrom(a) ?? a, person);
    let combos: Params[] = [base];
    // where {dir} is a plain argument it is a heading's name: try all six
    if (c.args.includes('dir') && !sel.has('dir')) combos = [0, 1, 2, 3, 4, 5].map((d) => ({ ...base, dir: t(`dir.name.${d}` as MessageKey) }));
    for (const [arg, opts] of sel) {
      if (derivedFrom(arg) !== null) continue; // derived from the person's name
      combos = combos.flatMap((p) => [...opts].map((o) => ({ ...p, [arg]: /^\d+$/.test(o) ? Number(o) : o })));
    }
    for (const p of combos) {
      if (c.args.includes('n')) for (const n of COUNTS) out.push(t(key, { ...p, n }));
      else out.push(t(key, p));
    }
  }
  return out;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:[’'-][\p{L}\p{N}]+)*/gu) ?? [];

function doubled(text: string): string | null {
  const w = words(text);
  for (let i = 1; i < w.length; i++) if (w[i] === w[i - 1] && /\p{L}/u.test(w[i]!)) return w[i]!;
  return null;
}

describe('every message as a sentence', () => {
  it.each([...LANGUAGES, 'pseudo'] as const)('%s: no doubled word and no ICU syntax left, in any branch', (lang) => {
    const problems: string[] = [];
    for (const key of KEYS) {
      for (const text of renderings(lang, key)) {
        const d = doubled(text);
        if (d) problems.push(`${key}: "${d} ${d}" in ${text}`);
        if (/[{}]|_vowel/.test(text)) problems.push(`${key}: syntax left in ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds a doubled word when there is one (the check itself)', () => {
    expect(doubled('Orange pointe vers vers le nord.')).toBe('vers');
    expect(doubled('Orange смотрит на север.')).toBeNull();
  });
});

const state = newGame(defaultConfig(3), 1);
const players: SeatInfo[] = [
  { name: 'Alice', boats: ['white'] },
  { name: 'Bob', boats: ['orange'] },
  { name: 'Hugo', boats: ['blue'] },
];
const say = (lang: UiLanguage, ev: GameEvent) => eventText(translator(lang), ev, state, players);

describe('the grammar players saw, fixed', () => {
  // (headings are the river's: 0 downstream at the start, messages/headings.ts)
  it('French: headings with one preposition, elision before a vowel sound', () => {
    expect(say('fr', { type: 'boatPlaced', boat: 'white', hex: { q: 0, r: 0 }, heading: 0 })).toBe('Alice (blanc) pointe vers l’aval.');
    expect(say('fr', { type: 'rotated', boat: 'white', from: 0, to: 1, coal: 0 } as GameEvent)).toBe('Alice (blanc) tourne vers l’aval et la rive droite.');
    expect(say('fr', { type: 'turnStarted', boat: 'white' } as GameEvent)).toBe('Au tour d’Alice (blanc).');
    expect(say('fr', { type: 'turnStarted', boat: 'blue' } as GameEvent)).toBe('Au tour d’Hugo (bleu).');
    expect(say('fr', { type: 'turnStarted', boat: 'orange' } as GameEvent)).toBe('Au tour de Bob (orange).');
    // English: no possessive after the colour in brackets ("Alice (white)'s turn.")
    expect(say('en', { type: 'turnStarted', boat: 'white' } as GameEvent)).toBe('Alice (white) to move.');
    expect(translator('fr')('play.finishedPlace', { n: 1 })).toBe('1re place à l’arrivée');
    expect(translator('fr')('play.placeNotFinished', { n: 1 })).toBe('1re place, sans arrivée');
  });

  it('Italian: carboni, "verso valle", "ad" before a-', () => {
    const t = translator('it');
    expect(t('play.speedCost', { n: 2 })).toBe('2 carboni');
    expect(t('play.speedCost', { n: 1 })).toBe('1 carbone');
    expect(say('it', { type: 'boatPlaced', boat: 'white', hex: { q: 0, r: 0 }, heading: 0 })).toBe('Alice (bianco) punta verso valle.');
    expect(t('play.turnOf', { name: 'Alice' })).toBe('Tocca ad Alice');
    expect(t('play.turnOf', { name: 'Bob' })).toBe('Tocca a Bob');
    expect(say('it', { type: 'turnStarted', boat: 'white' } as GameEvent)).toBe('Tocca ad Alice (bianco).');
  });

  it('Russian: headings without a stray "на", coal counted as углей from five', () => {
    const t = translator('ru');
    expect(say('ru', { type: 'boatPlaced', boat: 'white', hex: { q: 0, r: 0 }, heading: 0 })).toBe('Alice (белый) смотрит к устью.');
    expect(say('ru', { type: 'rotated', boat: 'white', from: 0, to: 3, coal: 0 } as GameEvent)).toBe('Alice (белый) поворачивает к истоку.');
    expect(t('play.speedCost', { n: 2 })).toBe('2 угля');
    expect(t('play.speedCost', { n: 5 })).toBe('5 углей');
    expect(t('play.speedCost', { n: 21 })).toBe('21 уголь');
    expect(t('play.turnOf', { name: t('new.defaultName', { n: 3 }) })).toBe('Ходит Капитан 3');
  });

  it('names the app makes up follow the language; dates through Intl', () => {
    const date = Date.UTC(2026, 10, 26, 9, 45);
    const title = (lang: UiLanguage) => translator(lang)('game.defaultTitle', { date });
    expect(title('en')).toMatch(/^Game of November 26, 2026, /);
    expect(title('fr')).toMatch(/^Partie du 26 novembre 2026 à /);
    expect(title('it')).toMatch(/^Partita del 26 novembre 2026, ore /);
    expect(title('ru')).toMatch(/^Партия от 26 ноября 2026 г\., /);
    expect(['en', 'fr', 'it', 'ru'].map((l) => translator(l as UiLanguage)('new.defaultName', { n: 3 }))).toEqual(['Captain 3', 'Capitaine 3', 'Capitano 3', 'Капитан 3']);
  });
});

describe('the pseudo-locale (tests only)', () => {
  it('renders every key longer than English, accented and bracketed, arguments kept', () => {
    const ps = translator('pseudo');
    const e = translator('en');
    expect(ps('new.start')).toMatch(/^\[Çàšţ öƒƒ! ~+\]$/);
    for (const key of KEYS) {
      if (key === 'log.turnEnded') continue;
      const params: Params = { n: 2, name: 'Ada', boat: 'Ada', dir: 1, dock: 'blue', tile: 3, kind: 'x', title: 'T' };
      const text = ps(key, params);
      expect(text.startsWith('[') && text.endsWith(']'), key).toBe(true);
      expect(text.length, key).toBeGreaterThan(e(key, params).length);
    }
    expect(ps('play.turnOf', { name: 'Ada' })).toContain('Ada');
  });
});

describe('robust filling', () => {
  it('reads a count given as text as a number, and shows a missing argument as itself', () => {
    const fr = translator('fr');
    expect(fr('chart.place', { n: '1' })).toBe('arrivé 1er');
    expect(fr('chart.rank', { n: 2 })).toBe('2e de la course');
    expect(translator('en')('play.turnOf')).toBe("{name}'s turn");
    expect(translator('ru')('play.pointsLeft', { n: '2' })).toBe('ещё 2 клетки');
    expect(translator('ru')('play.pointsLeft', { n: '5' })).toBe('ещё 5 клеток');
  });
});

describe('coal counted right in every message that counts it', () => {
  const coalKeys = KEYS.filter((k) => /coal/.test(JSON.stringify(en[k])) && compileMessage('en', k).args.includes('n'));
  it.each([
    ['fr', 3, /\b3 charbon\b/],
    ['it', 3, /\b3 carbone\b/],
    ['ru', 5, /(^|\s)5 (угля|уголь)(?!\p{L})/u],
  ] as const)('%s', (lang, n, wrong) => {
    expect(coalKeys.length).toBeGreaterThan(10);
    for (const key of coalKeys) {
      for (const text of renderings(lang, key).filter((x) => x.includes(String(n)))) expect(text, key).not.toMatch(wrong);
    }
  });
});
