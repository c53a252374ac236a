// The race chart says where a boat is in words a player can find on the board, never as a raw
// fraction of tiles ("tile 0.3"): tiles numbered from 1 as on the board, quarters in words.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { alongTile, riverLaid, tileAndPart } from '../../renderer/src/lib/tile-words.js';

describe('where a boat is, in words', () => {
  const t = translator('en');

  it('rounds to quarters of the board’s tile (numbered from 1)', () => {
    expect(alongTile(t, 0, false, 12)).toBe('at the start of tile 1');
    expect(alongTile(t, 0.3, false, 12)).toBe('a quarter of the way along tile 1');
    expect(alongTile(t, 4.5, false, 12)).toBe('halfway along tile 5');
    expect(alongTile(t, 2.7, false, 12)).toBe('three quarters of the way along tile 3');
    expect(alongTile(t, 2.95, false, 12)).toBe('at the start of tile 4');
    expect(alongTile(t, 12, true, 12)).toBe('at the Finish');
    expect(tileAndPart(4.5, 12)).toEqual({ tile: 5, part: 'half' });
  });

  it('never names a tile past the last one (play-test: "tile 13" on a 12-tile river)', () => {
    // a boat that did not finish, on the last rows of the last tile
    expect(tileAndPart(11.9, 12)).toEqual({ tile: 12, part: 'threeQuarters' });
    expect(tileAndPart(12, 12)).toEqual({ tile: 12, part: 'threeQuarters' });
    expect(alongTile(t, 11.95, false, 12)).toBe('three quarters of the way along tile 12');
    // the seam between two tiles still reads as the next one
    expect(tileAndPart(10.95, 12)).toEqual({ tile: 12, part: 'start' });
    for (let p = 0; p <= 12; p += 0.05) expect(tileAndPart(p, 12).tile).toBeLessThanOrEqual(12);
  });

  it.each(LANGUAGES)('%s: the chart point shows no decimal number', (lang) => {
    const tr = translator(lang);
    for (const progress of [0.3, 1.5, 4.75, 7.1]) {
      const text = tr('chart.point', { boat: 'Ada', where: alongTile(tr, progress, false, 12), speed: 2, coal: 5, passengers: tr('chart.passengers', { n: 1 }) });
      expect(text).not.toMatch(/\d[.,]\d/);
      expect(text).toContain(` ${tileAndPart(progress, 12).tile},`);
    }
    expect(alongTile(tr, 1.5, false, 12)).toMatch(/ 2$/);
  });
});

describe('the header’s count of the river (issue 14: "10 tiles left" beside "River length: 12 tiles")', () => {
  it('counts the tiles laid out of the length the setup chose, the start tile and a drawn tile as the setup does', () => {
    // a 12-tile river (the setup's count: 11 to draw and the start tile), the first tile laid
    const s = { river: ['A0', 'A1-1'], stack: Array(10).fill('A2-1'), drawn: null };
    expect(riverLaid(s)).toEqual({ laid: 2, n: 12 });
    // a tile drawn and not yet placed is still to come
    expect(riverLaid({ ...s, stack: s.stack.slice(1), drawn: 'A2-1' })).toEqual({ laid: 2, n: 12 });
  });

  it('says it the same way in every language: laid out of the river’s length', () => {
    expect(translator('en')('play.tilesLaid', { laid: 2, n: 12 })).toBe('Tiles: 2 of 12');
    expect(translator('en')('new.lengthValue', { n: 12 })).toBe('12 tiles');
    expect(translator('fr')('play.tilesLaid', { laid: 1, n: 12 })).toMatch(/^Tuiles\s: 1 sur 12$/u);
    expect(translator('fr')('play.tilesLaid', { laid: 2, n: 12 })).toMatch(/^Tuiles\s: 2 sur 12$/u);
    expect(translator('it')('play.tilesLaid', { laid: 2, n: 12 })).toBe('Tessere: 2 su 12');
    expect(translator('ru')('play.tilesLaid', { laid: 2, n: 12 })).toBe('Участки: 2 из 12');
    expect(translator('ru')('play.tilesLaid', { laid: 2, n: 21 })).toBe('Участки: 2 из 21');
  });
});
