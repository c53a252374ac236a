// A name the app made up (the lessons' learner, a seat's default captain) is a title or a common
// noun in French and Italian: where it starts a sentence it takes its article and capital
// ("L’Apprenti (blanc) pointe vers l’aval."), after a verb its article ("pousse le Capitaine 2").
// Play-test: the learner's log lines began "Apprenti (blanc) pointe…". Names players chose, and
// lines that speak to the player ("Capitaine 2 : orientez votre bateau…"), stay as they are.
import { describe, expect, it } from 'vitest';
import { defaultConfig, newGame, type GameEvent } from '../../engine/index.js';
import { compileMessage, translator, type MessageKey, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';
import { logLines } from '../../renderer/src/lib/log-lines.js';
import { eventText, type SeatInfo } from '../../renderer/src/lib/words.js';

const state = newGame(defaultConfig(3), 1);
const [white, orange] = [state.boats[0]!.id, state.boats[1]!.id];
const h = (q: number, r: number) => ({ q, r });

/** Seats as a lesson (the learner and a default captain) or a race with chosen names gives them. */
function seats(lang: UiLanguage, chosen = false): SeatInfo[] {
  const t = translator(lang);
  return [
    { name: chosen ? 'Alice' : t('lessons.playerName'), boats: [white] },
    { name: chosen ? 'Bob' : t('new.defaultName', { n: 2 }), boats: [orange] },
    { name: 'Hugo', boats: [state.boats[2]!.id] },
  ];
}
const say = (lang: UiLanguage, ev: GameEvent, chosen = false) => eventText(translator(lang), ev, state, seats(lang, chosen));

const placed = (boat = white) => ({ type: 'boatPlaced', boat, hex: h(0, 0), heading: 0 }) as GameEvent;
const pushed = { type: 'pushed', boat: orange, by: white, from: h(1, -2), to: h(1, -3) } as GameEvent;
const move: GameEvent[] = [
  { type: 'turnStarted', boat: white, player: 0 },
  { type: 'speedChanged', boat: white, from: 1, to: 2, coal: 0 },
  { type: 'moved', boat: white, from: h(0, 0), to: h(0, -1), cost: 1 },
  { type: 'moved', boat: white, from: h(0, -1), to: h(0, -2), cost: 1 },
  { type: 'turnEnded', boat: white },
];

describe('a made-up name at the start of a sentence', () => {
  it('French: "L’Apprenti …", "Le Capitaine 2 …"', () => {
    expect(say('fr', placed())).toBe('L’Apprenti (blanc) pointe vers l’aval.');
    expect(say('fr', placed(orange))).toBe('Le Capitaine 2 (orange) pointe vers l’aval.');
    expect(say('fr', pushed)).toBe('L’Apprenti (blanc) pousse le Capitaine 2 (orange).');
    expect(logLines(translator('fr'), move, state, seats('fr'), false).at(-1)).toBe('L’Apprenti (blanc)\u00a0: vitesse 2, 2 cases parcourues.');
    const fr = translator('fr');
    expect(fr('end.winner', { name: fr('lessons.playerName') })).toBe('L’Apprenti remporte la course\u202f!');
    expect(fr('toast.passenger', { boat: fr('new.defaultName', { n: 3 }) })).toBe('Le Capitaine 3 a embarqué une passagère\u202f!');
  });

  it('Italian: "L’Apprendista …", "Il Capitano 2 …"', () => {
    expect(say('it', placed())).toBe('L’Apprendista (bianco) punta verso valle.');
    expect(say('it', placed(orange))).toBe('Il Capitano 2 (arancione) punta verso valle.');
    expect(say('it', pushed)).toBe('L’Apprendista (bianco) spinge il Capitano 2 (arancione).');
    expect(logLines(translator('it'), move, state, seats('it'), false).at(-1)).toBe('L’Apprendista (bianco): velocità 2, 2 spazi percorsi.');
    const it_ = translator('it');
    expect(it_('play.thinking', { name: it_('new.defaultName', { n: 2 }) })).toBe('Il Capitano 2 sta pensando…');
    expect(it_('library.won', { name: it_('new.defaultName', { n: 2 }) })).toBe('Ha vinto il Capitano 2');
  });

  it('chosen names and English stay as they are; Russian declines a made-up name after a verb', () => {
    expect(say('fr', placed(), true)).toBe('Alice (blanc) pointe vers l’aval.');
    expect(say('it', pushed, true)).toBe('Alice (bianco) spinge Bob (arancione).');
    expect(say('en', placed())).toBe('Apprentice (white) points downstream.');
    expect(say('ru', pushed)).toBe('Ученик (белый) толкает Капитана 2 (оранжевый).');
    // a chosen name that merely begins like a made-up one is a first name
    expect(translator('fr')('end.winner', { name: 'Apprentissage' })).toBe('Apprentissage remporte la course\u202f!');
  });

  it('a line that speaks to the player names them without an article', () => {
    const fr = translator('fr');
    expect(fr('play.placeBoat', { name: fr('new.defaultName', { n: 2 }) })).toMatch(/^Capitaine 2\u00a0: orientez/);
    const it_ = translator('it');
    expect(it_('play.reorient', { name: it_('lessons.playerName') })).toMatch(/^Apprendista: il tuo battello/);
  });
});

// Lines that speak to the player, and labels ("name: value"), keep the bare name.
const ADDRESSES = new Set([
  'play.placeBoat',
  'play.reorient',
  'play.depart',
  'modes.enterDock',
  'modes.placeRose',
  'modes.transferPrompt',
  'stall.question',
  'netplay.noteQuick',
  'boat.label',
  'chart.point',
  'modes.coalNow',
  'log.part.pushedBoat',
]);

describe('every French and Italian sentence that opens with a name', () => {
  it.each(['fr', 'it'] as const)('%s: uses the name’s sentence-start form', (lang) => {
    const bare: string[] = [];
    for (const key of Object.keys(en) as MessageKey[]) {
      if (ADDRESSES.has(key)) continue;
      // the first element of the message, and of each branch of a select or plural it opens with
      const firsts = (els: ReturnType<ReturnType<typeof compileMessage>['format']['getAst']>): string[] => {
        const el = els[0];
        if (!el) return [];
        if (el.type === 1) return [el.value];
        if ((el.type === 5 || el.type === 6) && 'options' in el) return Object.values(el.options).flatMap((o) => firsts(o.value));
        return [];
      };
      for (const arg of firsts(compileMessage(lang, key).format.getAst())) if (['boat', 'name', 'by', 'from'].includes(arg)) bare.push(`${key}: {${arg}}`);
    }
    expect(bare).toEqual([]);
  });
});

describe('an old record’s unnamed player is a made-up name too', () => {
  it('"Il Giocatore 1 (bianco) gira…", "Tocca al Giocatore 1", "Le Joueur 2 …"', () => {
    const it_ = translator('it');
    const fr = translator('fr');
    expect(it_('log.rotated', { boat: `${it_('names.player', { n: 1 })} (bianco)`, dir: 1 })).toBe('Il Giocatore 1 (bianco) gira verso valle e la riva destra.');
    expect(it_('play.turnOf', { name: it_('names.player', { n: 1 }) })).toBe('Tocca al Giocatore 1');
    expect(fr('end.winner', { name: fr('names.player', { n: 2 }) })).toBe('Le Joueur 2 remporte la course\u202f!');
  });
});
