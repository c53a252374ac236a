// The new-game form remembers the last river and Black Rose (newcomer's play-test of issue 14):
// what is saved comes back; anything unreadable, or tiles the engine does not know, is ignored.
import { describe, expect, it } from 'vitest';
import { RIVER_TILE_IDS } from '../../engine/index.js';
import { loadSetupChoices, saveSetupChoices, type KeyStore, type SetupChoices } from '../../renderer/src/lib/setup-choices.js';

function memory(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('setup choices', () => {
  it('come back as saved', () => {
    const store = memory();
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toBeNull();
    const c: SetupChoices = { blackRose: true, advanced: ['B1', 'B2'], autoTicked: ['B2'], replace: ['A3-1', 'A3-2'], length: 14 };
    saveSetupChoices(c, store);
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toEqual(c);
    saveSetupChoices({ blackRose: false, advanced: [], autoTicked: [], replace: null, length: 12 }, store);
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toEqual({ blackRose: false, advanced: [], autoTicked: [], replace: null, length: 12 });
  });

  it('ignore what cannot be read or played', () => {
    const store = memory();
    const put = (x: unknown) => store.data.set('mq.setupChoices.v1', typeof x === 'string' ? x : JSON.stringify(x));
    const ok = { blackRose: true, advanced: ['B1'], autoTicked: [], replace: null, length: 13 };
    for (const bad of ['{', 'null', '[]', { ...ok, length: 30 }, { ...ok, advanced: ['B9'] }, { ...ok, advanced: ['A3-1'] }, { ...ok, replace: ['B1'] }, { ...ok, blackRose: 'yes' }]) {
      put(bad);
      expect(loadSetupChoices(RIVER_TILE_IDS, store), JSON.stringify(bad)).toBeNull();
    }
    // a B tile said to be ticked by a length, but no longer played: forgotten
    put({ ...ok, autoTicked: ['B2'] });
    expect(loadSetupChoices(RIVER_TILE_IDS, store)?.autoTicked).toEqual([]);
  });
});
