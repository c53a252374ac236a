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
    const c: SetupChoices = { blackRose: true, advanced: ['B1', 'B2'], autoTicked: ['B2'], replace: ['A3-1', 'A3-2'], length: 14, twoBoats: true, teams: true };
    saveSetupChoices(c, store);
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toEqual(c);
    const off: SetupChoices = { blackRose: false, advanced: [], autoTicked: [], replace: null, length: 12, twoBoats: false, teams: false };
    saveSetupChoices(off, store);
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toEqual(off);
  });

  // play-test pt27 #10: "Same captains as last time" came back without "Two boats per captain"
  it('keep two boats per captain and teams apart from the Black Rose', () => {
    const store = memory();
    const base: SetupChoices = { blackRose: false, advanced: [], autoTicked: [], replace: null, length: 12, twoBoats: true, teams: false };
    saveSetupChoices(base, store);
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toMatchObject({ twoBoats: true, teams: false, blackRose: false });
    saveSetupChoices({ ...base, twoBoats: false, teams: true }, store);
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toMatchObject({ twoBoats: false, teams: true });
  });

  it('read choices saved before two boats and teams were kept as both off', () => {
    const store = memory();
    store.data.set('mq.setupChoices.v1', JSON.stringify({ blackRose: true, advanced: [], autoTicked: [], replace: null, length: 12 }));
    expect(loadSetupChoices(RIVER_TILE_IDS, store)).toMatchObject({ blackRose: true, twoBoats: false, teams: false });
  });

  it('ignore what cannot be read or played', () => {
    const store = memory();
    const put = (x: unknown) => store.data.set('mq.setupChoices.v1', typeof x === 'string' ? x : JSON.stringify(x));
    const ok = { blackRose: true, advanced: ['B1'], autoTicked: [], replace: null, length: 13 };
    for (const bad of ['{', 'null', '[]', { ...ok, length: 30 }, { ...ok, advanced: ['B9'] }, { ...ok, advanced: ['A3-1'] }, { ...ok, replace: ['B1'] }, { ...ok, blackRose: 'yes' }, { ...ok, twoBoats: 'yes' }, { ...ok, teams: 1 }]) {
      put(bad);
      expect(loadSetupChoices(RIVER_TILE_IDS, store), JSON.stringify(bad)).toBeNull();
    }
    // a B tile said to be ticked by a length, but no longer played: forgotten
    put({ ...ok, autoTicked: ['B2'] });
    expect(loadSetupChoices(RIVER_TILE_IDS, store)?.autoTicked).toEqual([]);
  });
});
