// A name after a preposition in French and Italian: the preposition contracts with the article of a
// name the app made up ("au Capitaine 2", "de l’Apprenti", "al Capitano 2", "dell’Apprendista"),
// elides before a chosen name's vowel ("d’Alice", "ad Anna") and stays as it is before others.
// Play-test: "à L’Apprenti", "a Il Pilota", "di Il". Messages write `{name_de}`, `{name_a}`...
// (messages/names/forms.ts); the catalogue check below fails on any French or Italian message
// that puts a bare name, or one with its article but no contraction, after a word.
import { describe, expect, it } from 'vitest';
import { compileMessage, derivedFrom, translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import { parseMessage, type Ast } from '../../renderer/src/lib/icu.js';
import { en } from '../../renderer/src/lib/messages/en.js';

const fr = translator('fr');
const itT = translator('it');
const [capFr, capIt] = [fr('new.defaultName', { n: 2 }), itT('new.defaultName', { n: 2 })];
const [learnerFr, learnerIt] = [fr('lessons.playerName'), itT('lessons.playerName')];

describe('a name after a preposition', () => {
  it('French: à and de contract with a made-up name’s article, de elides before a vowel', () => {
    expect([capFr, learnerFr, fr('names.player', { n: 3 }), 'Alice', 'Bob', 'Hugo'].map((name) => fr('play.turnOf', { name }))).toEqual([
      'Au tour du Capitaine 2',
      'Au tour de l’Apprenti',
      'Au tour du Joueur 3',
      'Au tour d’Alice',
      'Au tour de Bob',
      'Au tour d’Hugo',
    ]);
    expect([capFr, learnerFr, 'Alice'].map((name) => fr('panels.passTo', { name }))).toEqual(['Passez la main au Capitaine 2', 'Passez la main à l’Apprenti', 'Passez la main à Alice']);
    expect(fr('netui.waitingFor', { name: fr('new.defaultName', { n: 3 }) })).toBe('En attente du Capitaine 3');
    expect(fr('netplay.noteTookSeat', { name: learnerFr })).toBe('Un joueur a repris la place de l’Apprenti.');
    expect(fr('modes.log.coalTransferred', { from: 'Alice (blanc)', to: `${capFr} (orange)`, n: 1 })).toBe('Alice (blanc) passe 1 charbon au Capitaine 2 (orange).');
    expect(fr('stats.leadChange', { round: 3, to: `${capFr} (orange)`, from: `${learnerFr} (blanc)` })).toBe('Manche 3\u00a0: le Capitaine 2 (orange) prend la tête à l’Apprenti (blanc).');
    expect(fr('modes.give', { boat: `${capFr} (orange)` })).toBe('Donner au Capitaine 2 (orange)');
  });

  it('French: a preposition that does not contract takes the article as it is', () => {
    expect(fr('library.winnerNamed', { name: capFr })).toBe('Gagnée par le Capitaine 2');
    expect(fr('netfind.hostedBy', { name: learnerFr })).toBe('hébergée par l’Apprenti');
    expect(fr('library.playersNamed', { name: 'Alice' })).toBe('Avec Alice');
    expect(fr('hint.reason.push', { boat: `${capFr} (orange)` })).toBe('Il pousse le Capitaine 2 (orange) hors de son chemin.');
  });

  it('Italian: a, di, da, su contract with the article; "ad" before a- ; con, per, tra keep it apart', () => {
    expect([capIt, learnerIt, itT('names.player', { n: 1 }), 'Alice', 'Bob', 'Ugo'].map((name) => itT('play.turnOf', { name }))).toEqual([
      'Tocca al Capitano 2',
      'Tocca all’Apprendista',
      'Tocca al Giocatore 1',
      'Tocca ad Alice',
      'Tocca a Bob',
      'Tocca a Ugo',
    ]);
    expect(itT('netui.waitingFor', { name: capIt })).toBe('In attesa del Capitano 2');
    expect(itT('netfind.raceOf', { name: learnerIt })).toBe('La corsa dell’Apprendista');
    expect(itT('library.winnerNamed', { name: capIt })).toBe('Vinta dal Capitano 2');
    expect(itT('modes.take', { boat: `${learnerIt} (bianco)` })).toBe('Prendi dall’Apprendista (bianco)');
    expect(itT('hint.reason.block', { boat: `${capIt} (arancione)` })).toBe('Impedisce al Capitano 2 (arancione) di arrivare al prossimo turno.');
    expect(itT('stats.leadChangeEnd', { to: 'Anna (bianco)', from: `${capIt} (arancione)` })).toBe('Alla fine: Anna (bianco) passa in testa davanti al Capitano 2 (arancione).');
    expect(itT('library.playersNamed', { name: capIt })).toBe('Con il Capitano 2');
    expect(itT('netui.seatFree', { name: learnerIt })).toMatch(/ gioca per l’Apprendista\./);
  });

  it('English and Russian are untouched', () => {
    expect(translator('en')('netui.waitingFor', { name: 'Captain 2' })).toBe('Waiting for Captain 2');
    expect(translator('ru')('play.turnOf', { name: 'Капитан 2' })).toBe('Ходит Капитан 2');
  });
});

/** Arguments that hold a person's or a boat's name. */
const PERSON = new Set(['boat', 'name', 'by', 'from', 'to', 'names', 'list', 'players', 'a', 'b']);
/** key:arg pairs among those that hold something else. */
const NOT_A_NAME = new Set([
  'log.speedChanged:to', // a speed
  'log.speedChangedCoal:to',
  'log.driftwoodSlowed:to',
  'log.part.driftwood:to',
  'log.part.speed:to',
  'modes.teamsUneven:a', // team sizes
  'modes.teamsUneven:b',
  'modes.listAnd:a', // a list's items: each sentence says the whole list
  'modes.listAnd:b',
  'log.part.pushes:boat', // a list of log.part.pushedBoat, each already "le Capitaine 2"
  'challenges.goal.block:boat', // a colour ("le bateau orange")
  'challenges.missed.block:boat',
  'lessons.step.5:boat',
  'netfind.server:name', // a server's name, in quotes
  'lessons.gameTitle:name', // a lesson's name
]);
/** Prepositions that contract with an article: after them only their own form will do (`{name_de}`). */
const CONTRACTING: Record<'fr' | 'it', RegExp> = { fr: /^(à|de|d’|d')$/iu, it: /^(a|ad|di|da|su|in)$/iu };

/** Every name in a message that stands after a word in a form that cannot follow it. */
function misplacedNames(lang: 'fr' | 'it', key: string, ast: Ast): string[] {
  const found: string[] = [];
  const walk = (els: Ast, before: string) => {
    let text = before;
    for (const el of els) {
      if (el.type === 0) text += el.value;
      else if (el.type === 7) text += '#';
      else if (el.type === 1) {
        const base = derivedFrom(el.value) ?? el.value;
        const form = el.value.slice(base.length);
        const prev = text.replace(/[\s\u00a0\u202f]+$/u, '');
        text += `{${el.value}}`;
        if (!PERSON.has(base) || NOT_A_NAME.has(`${key}:${base}`) || prev === '' || /[:·«(,]$/u.test(prev)) continue;
        const word = /([\p{L}’']+)$/u.exec(prev)?.[1] ?? '';
        // after a word a name needs at least its article ("pousse le Capitaine 2")
        if (form === '' || form === '_start') found.push(`${key}: "${word} {${el.value}}" (a name after a word takes an article: {${base}_the})`);
        else if (CONTRACTING[lang].test(word)) found.push(`${key}: "${word} {${el.value}}" (the preposition contracts: {${base}_${word.replace(/’|'/, 'e').toLowerCase().replace(/^ad$/, 'a')}})`);
      } else if ('options' in el && el.options) for (const o of Object.values(el.options as Record<string, { value: Ast }>)) walk(o.value, text);
    }
  };
  walk(ast, '');
  return found;
}

describe('every French and Italian name after a word', () => {
  it.each(['fr', 'it'] as const)('%s: has the form the word before it needs', (lang) => {
    const found = (Object.keys(en) as MessageKey[]).flatMap((key) => misplacedNames(lang, key, compileMessage(lang, key).format.getAst()));
    expect(found).toEqual([]);
  });

  it('finds a bare or uncontracted name, and lets labels and the right forms be (the check itself)', () => {
    const check = (lang: 'fr' | 'it', text: string) => misplacedNames(lang, 'x', parseMessage(text, lang)).length;
    expect(check('fr', 'Au tour de {name}')).toBe(1);
    expect(check('fr', 'Donner à {boat_the}')).toBe(1);
    expect(check('fr', 'Il pousse {boat}')).toBe(1);
    expect(check('it', 'Tocca {name_madeup, select, yes {al {name}} other {a {name}}}')).toBe(2);
    expect(check('it', 'In attesa di {name_the}')).toBe(1);
    expect(check('fr', 'Au tour {name_de} · Il pousse {boat_the} · Rose Noire : {name} · {name_start} gagne')).toBe(0);
    expect(check('it', 'Vinta {name_da}, con {name_the} (Rosa Nera: {name})')).toBe(0);
  });
});
