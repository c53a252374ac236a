// Places read as ordinals in every language ("1st", "1er"/"1re", "1º", "1-е место"), never as a bare
// number ("Finished 1.", "place 1"): every message that shows a place, for the places a race has.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';

const PLACE_KEYS: MessageKey[] = [
  'play.finishedPlace',
  'play.placeNotFinished',
  'log.finished',
  'log.part.finished',
  'end.place',
  'chart.place',
  'chart.placeNotFinished',
  'chart.rank',
  'panels.sidePlace',
  'stall.log.outPlace',
];

describe('places as ordinals', () => {
  it('English: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd', () => {
    const t = translator('en');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => t('end.place', { n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    expect(t('play.finishedPlace', { n: 1 })).toBe('Finished 1st');
    expect(t('play.placeNotFinished', { n: 3 })).toBe('3rd place (did not finish)');
    expect(t('log.finished', { boat: 'Ada (white)', n: 2 })).toBe('Ada (white) reaches the Finish in 2nd place!');
    expect(t('panels.sidePlace', { n: 1 })).toBe('1st place');
    expect(t('chart.place', { n: 1 })).toBe('finished 1st');
  });

  it('French: 1er / 1re with the noun, then 2e', () => {
    const t = translator('fr');
    expect([1, 2, 3].map((n) => t('end.place', { n }))).toEqual(['1er', '2e', '3e']);
    expect(t('play.finishedPlace', { n: 1 })).toBe('1re place à l’arrivée');
    expect(t('panels.sidePlace', { n: 1 })).toBe('1re place');
    expect(t('panels.sidePlace', { n: 2 })).toBe('2e place');
    expect(t('log.finished', { boat: 'Ada (blanc)', n: 1 })).toBe('Ada (blanc) atteint l’arrivée en 1re position\u202f!');
  });

  it('Italian 1º, Russian 1-е место', () => {
    expect(translator('it')('play.finishedPlace', { n: 1 })).toBe('1º posto all’arrivo');
    expect(translator('it')('stall.log.outPlace', { boat: 'Ada', n: 4 })).toMatch(/4º posto\.$/);
    const ru = translator('ru');
    expect(ru('play.finishedPlace', { n: 1 })).toBe('Финиш: 1-е место');
    expect(ru('log.finished', { boat: 'Ада', n: 2 })).toBe('Ада приходит к финишу: 2-е место!');
    expect(ru('end.place', { n: 3 })).toBe('3-е');
    expect(ru('panels.sidePlace', { n: 1 })).toBe('1-е место');
  });

  it.each(LANGUAGES)('%s: no place is shown as a bare number', (lang) => {
    const t = translator(lang);
    for (const key of PLACE_KEYS) {
      for (const n of [1, 2, 3, 11]) {
        const text = t(key, { n, boat: 'Ada' });
        expect(text, `${key} ${n}`).not.toMatch(new RegExp(`(^|\\s)${n}\\.|(place|position|posto|место) ${n}(?!\\d)`, 'u'));
        expect(text, `${key} ${n}`).toMatch(new RegExp(`${n}(st|nd|rd|th|er|re|e|º|-е|-м)(?!\\p{L})`, 'u'));
      }
    }
  });
});
