// Phrases a newcomer's play-test in four languages found unnatural, one test per kind of fault:
// headings and places glued with a colon or comma, elision with a name the app made up, English
// Title Case in French and Italian labels, Russian calques and codes, and a phrase doubled by the
// words shown next to it.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { defaultConfig, newGame, type Dir, type GameEvent } from '../../engine/index.js';
import { translator, type MessageKey, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { en } from '../../renderer/src/lib/messages/en.js';
import { eventText, type SeatInfo } from '../../renderer/src/lib/words.js';

const DIRS = [0, 1, 2, 3, 4, 5] as Dir[];
const fr = translator('fr');
const itT = translator('it');
const ru = translator('ru');

describe('a heading and a distance read as one phrase', () => {
  // headings are the river's (0 downstream ... 3 upstream, messages/headings.ts), not the compass's (play-test: "ends facing north")
  it('French: "partir vers l’aval", "2 cases vers l’amont" (no "orienté : aval", no "à 1 case, aval")', () => {
    expect(DIRS.map((d) => fr('board.setOff', { dir: d }))).toEqual([
      'Partir vers l’aval',
      'Partir vers l’aval et la rive droite',
      'Partir vers l’amont et la rive droite',
      'Partir vers l’amont',
      'Partir vers l’amont et la rive gauche',
      'Partir vers l’aval et la rive gauche',
    ]);
    expect(fr('board.faceDir', { dir: 1 })).toBe('Mettre le cap vers l’aval et la rive droite');
    const away = (n: number, d: Dir) => fr('play.away', { n, dir: d });
    expect(fr('panels.awayThen', { first: away(1, 5), second: away(2, 0) })).toBe('1 case vers l’aval et la rive gauche et 2 cases vers l’aval');
    expect(fr('panels.crashEntry', { away: away(2, 0), cost: fr('play.pathCost', { n: 1 }) })).toBe('Accident après 2 cases vers l’aval\u00a0: 1 charbon, perd son prochain tour');
  });

  it('Italian and Russian say the same phrases with their own preposition', () => {
    expect(itT('board.setOff', { dir: 5 })).toBe('Parti verso valle e la riva sinistra');
    expect(itT('play.away', { n: 2, dir: 0 })).toBe('2 spazi verso valle');
    expect(ru('board.setOff', { dir: 5 })).toBe('Отплыть к устью и левому берегу');
    expect(ru('play.away', { n: 2, dir: 0 })).toBe('2 клетки к устью');
    expect(ru('panels.crashEntry', { away: ru('play.away', { n: 1, dir: 3 }), cost: ru('play.pathCost', { n: 0 }) })).toBe(
      'Авария: 1 клетка к истоку, без угля, пропуск следующего хода',
    );
  });

  it('the captain’s hint says where it goes, not "vers : tuile 3" or "курс: участок 3"', () => {
    const where = (t: typeof fr) => t('play.where', { tile: 3, kind: t('space.blueDock') });
    expect(fr('hint.turn', { speed: 2, where: where(fr), cost: '1 charbon' })).toBe('Le capitaine choisirait la vitesse 2 et irait ici\u00a0: tuile 3, débarcadère bleu (1 charbon).');
    expect(itT('hint.turn', { speed: 2, where: where(itT), cost: '1 carbone' })).toBe('Il capitano sceglierebbe la velocità 2 e andrebbe qui: tessera 3, pontile blu (1 carbone).');
    expect(ru('hint.turn', { speed: 2, where: where(ru), cost: '1 уголь' })).toBe('Капитан выбрал бы скорость 2 и пошёл бы сюда: участок 3, синяя пристань (1 уголь).');
  });

  it('no heading is glued after a colon in any language', () => {
    for (const lang of ['fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      for (const key of ['board.setOff', 'board.faceDir', 'plan.headingArrow'] as MessageKey[]) {
        for (const d of DIRS) expect(t(key, { dir: d, cost: '1' }), `${lang} ${key}`).not.toMatch(/[:：]\s*\p{L}*(aval|amont|valle|monte|устью|истоку)/iu);
      }
    }
  });
});

describe('names the app made up carry their grammar', () => {
  const state = newGame(defaultConfig(3), 1);
  const seats = (name: string): SeatInfo[] => [{ name, boats: ['white'] }];
  const turn = (lang: UiLanguage, name: string) => eventText(translator(lang), { type: 'turnStarted', boat: 'white', player: 0 } as GameEvent, state, seats(name));

  it('the learner is a common noun with an article: "de l’Apprenti", "all’Apprendista"', () => {
    expect(fr('play.turnOf', { name: fr('lessons.playerName') })).toBe('Au tour de l’Apprenti');
    expect(turn('fr', fr('lessons.playerName'))).toBe('Au tour de l’Apprenti (blanc).');
    expect(itT('play.turnOf', { name: itT('lessons.playerName') })).toBe('Tocca all’Apprendista');
    expect(turn('it', itT('lessons.playerName'))).toBe('Tocca all’Apprendista (bianco).');
    expect(fr('panels.passTo', { name: fr('lessons.playerName') })).toBe('Passez la main à l’Apprenti');
  });

  it('default captains keep their article, chosen names keep today’s elision', () => {
    expect(fr('play.turnOf', { name: fr('new.defaultName', { n: 2 }) })).toBe('Au tour du Capitaine 2');
    expect(fr('panels.passTo', { name: fr('new.defaultName', { n: 2 }) })).toBe('Passez la main au Capitaine 2');
    expect(itT('panels.passTo', { name: itT('new.defaultName', { n: 2 }) })).toBe('Passa la mano al Capitano 2');
    expect(fr('play.turnOf', { name: 'Alice' })).toBe('Au tour d’Alice');
    expect(turn('fr', 'Apolline')).toBe('Au tour d’Apolline (blanc).');
    expect(itT('panels.passTo', { name: 'Anna' })).toBe('Passa la mano ad Anna');
    // a chosen name that merely begins like the learner's is a first name
    expect(fr('play.turnOf', { name: 'Apprentissage' })).toBe('Au tour d’Apprentissage');
  });
});

describe('French and Italian labels in sentence case', () => {
  // Proper names keep their capitals: the boat, the game, and names the app made up ("Capitaine 2",
  // "Joueur 2", also after the article that starts a sentence: "Le Capitaine 2").
  const PROPER = /Rose Noire|Rosa Nera|Mississippi Queen/g;
  it.each(['fr', 'it'] as const)('%s: no English-style Title Case', (lang) => {
    const t = translator(lang);
    const found: string[] = [];
    for (const key of Object.keys(en) as MessageKey[]) {
      const text = t(key, { n: 2, name: 'Alice', boat: 'Alice' }).replace(PROPER, '').replace(t('new.defaultName', { n: 2 }), '').replace(t('names.player', { n: 2 }), '');
      // two capitalised words in a row, the second not starting a sentence
      for (const m of text.matchAll(/(\p{Lu}\p{Ll}+)[ \u00a0]+(\p{Lu}\p{Ll}+)/gu)) if (m[2] !== 'Alice') found.push(`${key}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('the check finds Title Case (the check itself)', () => {
    expect([...'Carbone Illimitato · 3'.matchAll(/(\p{Lu}\p{Ll}+)[ \u00a0]+(\p{Lu}\p{Ll}+)/gu)]).toHaveLength(1);
  });
});

describe('Russian in a player’s words', () => {
  it('no seed jargon, no calques the play-test found', () => {
    const text = Object.keys(en)
      .map((k) => ru(k as MessageKey, { n: 2, name: 'Алиса', boat: 'Алиса', coal: 0, speed: 2, colour: 'белый' }))
      .join('\n');
    expect(text).not.toMatch(/\bсид\b|Сид\b/u);
    expect(text).not.toMatch(/ходящ/u);
    expect(text).not.toMatch(/тянут/u);
    expect(ru('new.seed')).toBe('Номер расклада (необязательно)');
    expect(ru('settings.cameraFollow')).toBe('Камера следует за пароходом, чей сейчас ход');
  });

  it('a speed with no full move says so plainly, without "полного хода"', () => {
    expect(ru('play.speedNoMove')).toBe('пароходу не пройти столько клеток');
    expect(ru('plan.speedWhy', { speed: 6, why: ru('play.speedNoMove') })).toBe('Скорость 6: пароходу не пройти столько клеток');
  });

  it('no coal is "нет угля", not "0 углей"', () => {
    const look = ru('lessons.look', { colour: 'белый', speed: 2, coal: 0 });
    expect(look).toContain('на борту нет угля');
    expect(look).not.toMatch(/0 угл/u);
    expect(translator('fr')('lessons.look', { colour: 'blanc', speed: 2, coal: 0 })).toContain('aucun charbon à bord');
  });

  it('the log never shows a tile code, in any language', () => {
    const state = newGame(defaultConfig(3), 1);
    for (const lang of LANGUAGES) {
      const line = eventText(translator(lang), { type: 'tileDrawn', tile: 'A1-4' } as GameEvent, state, []);
      expect(line, lang).not.toMatch(/A1-4|\(\)/);
      expect(line.length, lang).toBeGreaterThan(5);
    }
  });
});

describe('words next to each other never say the same word twice', () => {
  it('a way that reveals a tile, then its place ("… · tile 2, open water")', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const shown = `${t('play.pathCost', { n: 1 })}, ${t('play.revealsTile')} · ${t('play.where', { tile: 2, kind: t('space.water') })}`;
      const w = shown.toLowerCase().match(/\p{L}+/gu)!;
      const twice = w.filter((x, i) => x.length > 3 && w.indexOf(x) !== i);
      expect(twice, `${lang}: ${shown}`).toEqual([]);
    }
  });
});

describe('the new-tile toast says where the river goes, as French and Russian do', () => {
  // play-test: Italian read "Aggiunta la tessera 4, direzione: sinistra." beside "le fleuve va à gauche"
  it('Italian: "Tessera 4 aggiunta, il fiume va a sinistra." (and "va dritto")', () => {
    const toast = (face: 'straight' | 'left' | 'right') => itT('toast.tile', { tile: 4, face: itT(`face.${face}`) });
    expect(toast('left')).toBe('Tessera 4 aggiunta, il fiume va a sinistra.');
    expect(toast('right')).toBe('Tessera 4 aggiunta, il fiume va a destra.');
    expect(toast('straight')).toBe('Tessera 4 aggiunta, il fiume va dritto.');
    expect(fr('toast.tile', { tile: 4, face: fr('face.left') })).toBe('Tuile 4 ajoutée, le fleuve va à gauche.');
    expect(ru('toast.tile', { tile: 4, face: ru('face.left') })).toBe('Добавлен участок 4, река идёт влево.');
  });
});
