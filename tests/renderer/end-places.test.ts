// The end screen's places and names in a two-boat race (issue 16, play-test): the boat that left
// the river when its side's first boat finished was listed 1st as though it had finished (state
// order put it before the finisher), and one captain's two boats read "Ada | Ada" in the stats and
// "Ada (white) takes the lead from Ada (green)". Both failed before: endPlaces and boatWho are new.
import { describe, expect, it } from 'vitest';
import type { Boat, BoatId, GameEvent } from '../../engine/index.js';
import { translator, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { endPlaces, withdrawnBoats } from '../../renderer/src/lib/end-places.js';
import { boatWho, sailsSeveral } from '../../renderer/src/lib/words.js';

const boat = (id: BoatId, owner: number, place: number | null, onRiver: boolean): Pick<Boat, 'id' | 'owner' | 'pos' | 'place'> => ({ id, owner, place, pos: onRiver ? { q: 0, r: 0 } : null });

// Ada sails white and green, Bob orange and blue: Ada's green finished, white left with it;
// Bob's boats were still racing, both placed 2nd. The result lists white first (state order).
const boats = [boat('white', 0, 1, false), boat('orange', 1, 2, true), boat('blue', 1, 2, true), boat('green', 0, 1, false)];
const result = ['white', 'green', 'orange', 'blue'] as BoatId[];
const entries: { events: GameEvent[] }[] = [{ events: [{ type: 'finished', boat: 'green', place: 1 } as GameEvent, { type: 'withdrawn', boat: 'white' }] }];

describe('endPlaces', () => {
  it('puts the finisher before the boat that left with its side, which shares the place without being finished', () => {
    const places = endPlaces(boats, result, withdrawnBoats(entries));
    expect(places.map((p) => [p.id, p.place, p.status])).toEqual([
      ['green', 1, 'finished'],
      ['white', 1, 'withdrawn'],
      ['orange', 2, 'unfinished'],
      ['blue', 2, 'unfinished'],
    ]);
  });

  it('leaves the Black Rose out and orders by place without a result', () => {
    const withRose = [...boats, boat('black', -1, null, true)];
    const places = endPlaces(withRose, undefined, new Set(['white']));
    expect(places.map((p) => p.id)).toEqual(['green', 'white', 'orange', 'blue']);
  });
});

describe('boatWho', () => {
  it('names a captain sailing two boats by the boat, in every language, and others as before', () => {
    expect(sailsSeveral(boats, 'white')).toBe(true);
    expect(sailsSeveral([boat('white', 0, null, true), boat('orange', 1, null, true)], 'white')).toBe(false);
    const want: Record<UiLanguage, string> = { en: 'Ada’s green boat', fr: 'bateau vert d’Ada', it: 'battello verde di Ada', ru: 'зелёный пароход (Ada)' } as Record<UiLanguage, string>;
    for (const lang of ['en', 'fr', 'it', 'ru'] as UiLanguage[]) {
      const t = translator(lang);
      expect(boatWho(t, 'Ada', 'green', true)).toBe(want[lang]);
      expect(boatWho(t, 'Ada', 'green', true)).not.toBe(boatWho(t, 'Ada', 'white', true));
    }
    expect(boatWho(translator('en'), 'Ada', 'green', false)).toBe('Ada (green)');
    // a made-up name keeps its article after the preposition: "du Capitaine 2"
    expect(boatWho(translator('fr'), 'Capitaine 2', 'green', true)).toBe('bateau vert du Capitaine 2');
  });
});
