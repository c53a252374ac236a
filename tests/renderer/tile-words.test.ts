// The race chart says where a boat is in words a player can find on the board, never as a raw
// fraction of tiles ("tile 0.3"): tiles numbered from 1 as on the board, quarters in words.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { alongTile, tileAndPart } from '../../renderer/src/lib/tile-words.js';

describe('where a boat is, in words', () => {
  const t = translator('en');

  it('rounds to quarters of the board’s tile (numbered from 1)', () => {
    expect(alongTile(t, 0, false)).toBe('at the start of tile 1');
    expect(alongTile(t, 0.3, false)).toBe('a quarter of the way along tile 1');
    expect(alongTile(t, 4.5, false)).toBe('halfway along tile 5');
    expect(alongTile(t, 2.7, false)).toBe('three quarters of the way along tile 3');
    expect(alongTile(t, 2.95, false)).toBe('at the start of tile 4');
    expect(alongTile(t, 12, true)).toBe('at the Finish');
    expect(tileAndPart(4.5)).toEqual({ tile: 5, part: 'half' });
  });

  it.each(LANGUAGES)('%s: the chart point shows no decimal number', (lang) => {
    const tr = translator(lang);
    for (const progress of [0.3, 1.5, 4.75, 7.1]) {
      const text = tr('chart.point', { boat: 'Ada', where: alongTile(tr, progress, false), speed: 2, coal: 5, passengers: tr('chart.passengers', { n: 1 }) });
      expect(text).not.toMatch(/\d[.,]\d/);
      expect(text).toContain(` ${tileAndPart(progress).tile},`);
    }
    expect(alongTile(tr, 1.5, false)).toMatch(/ 2$/);
  });
});
