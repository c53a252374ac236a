// The 1998 expansion rules (config.classic1998) only touch the Black Rose's coal and a push onto
// driftwood (docs/rules.md): the setup screen offers them only when one of those can happen, and
// names them in words a player understands.
import { describe, expect, it } from 'vitest';
import { RIVER_TILE_IDS, TILES, type TileId } from '../../engine/index.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { classicMatters } from '../../renderer/src/lib/classic-reading.js';

describe('when the 1998 rules matter', () => {
  it('only with the Black Rose or a tile with driftwood', () => {
    expect(classicMatters(false, [])).toBe(false);
    expect(classicMatters(true, [])).toBe(true);
    const driftwood = RIVER_TILE_IDS.filter((id) => TILES[id].kinds.includes('driftwood'));
    expect(driftwood).toEqual(['B1-B2', 'B2']);
    for (const tile of RIVER_TILE_IDS) expect(classicMatters(false, [tile as TileId]), tile).toBe(driftwood.includes(tile));
    expect(classicMatters(false, ['B1', 'B4'])).toBe(false);
    expect(classicMatters(false, ['B1', 'B2'])).toBe(true);
  });

  it.each(LANGUAGES)('%s: a plain name, a help line and the reason it is greyed out', (lang) => {
    const t = translator(lang);
    expect(t('modes.classic')).toMatch(/1998/);
    expect(t('modes.classic')).not.toMatch(/reading|lecture|lettur|трактовк/iu);
    expect(t('modes.why.classic')).toMatch(/B1-B2, B2/);
  });
});
