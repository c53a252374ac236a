// The list of ways to one space (WayPicker) says once what every way shares and lets each entry say
// only what sets it apart (play-test of issues 16/17: ways that differ only in where a pushed boat
// goes repeated the whole sentence, cost and heading included).
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { wayParts, waysApart, wayText } from '../../renderer/src/lib/plan-words.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];
// orange can end on blue's space three ways (speed 4, 3 coal, facing south: upstream there), each sending blue elsewhere
const p = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 2, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 3] }] });
const me = p.boats.find((b) => b.id === 'orange')!;
const ways = destinations(legalTurns(p), p, null).find((x) => x.options.filter((o) => o.pushed?.length).length >= 3)!.options;

describe('ways that differ only in where the pushed boat goes', () => {
  it('share their cost and heading, said once; each says where it pushes the boat', () => {
    const t = translator('en');
    const { shared, own } = waysApart(ways.map((o) => wayParts(t, p, players, me, o, p)));
    expect(t('turnplan.waysShare', { parts: shared.join(', ') })).toBe('Every way here: 3 coal, ends facing upstream.');
    expect(own).toEqual([
      'Pushes Cy (blue), which goes one space upstream (tile 1, open water)',
      'Pushes Cy (blue), which goes one space upstream, toward the left bank (tile 1, open water)',
      'Pushes Cy (blue), which goes one space downstream, toward the left bank (tile 2, open water)',
    ]);
  });

  it('in every language: the shared words in none of the entries, the entries all different and shorter than in full', () => {
    const want = {
      fr: [/^Dans tous les cas\s:\s3 charbons, finit orienté vers l’amont\.$/, /^Pousse Cy \(bleu\), qui va d’une case vers l’amont et la rive gauche \(tuile 1, /],
      it: [/^In tutti i casi: 3 carboni, finisce puntando verso monte\.$/, /^Spinge Cy \(blu\), che va di uno spazio verso monte e la riva sinistra \(tessera 1, /],
      ru: [/^В любом случае: 3 угля, курс к истоку\.$/, /^Толкает синий пароход \(Cy\), толчок сдвигает пароход на клетку к истоку и левому берегу \(участок 1, /],
    } as const;
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const full = ways.map((o) => wayText(t, p, players, me, o, p));
      const { shared, own } = waysApart(ways.map((o) => wayParts(t, p, players, me, o, p)));
      expect(shared, lang).toHaveLength(2);
      expect(new Set(own).size, lang).toBe(own.length);
      own.forEach((x, i) => {
        for (const s of shared) expect(x, lang).not.toContain(s);
        expect(x.length, lang).toBeLessThan(full[i]!.length);
      });
      if (lang !== 'en') {
        expect(t('turnplan.waysShare', { parts: shared.join(', ') }), lang).toMatch(want[lang][0]);
        expect(own[1], lang).toMatch(want[lang][1]);
      }
    }
  });
});

describe('ways with nothing of their own', () => {
  it('a way whose phrases the others all have too (no push against a push): every way in full, nothing shared', () => {
    const { shared, own } = waysApart([
      ['1 coal', 'ends facing south'],
      ['1 coal', 'ends facing south', 'picks up a passenger'],
    ]);
    expect(shared).toEqual([]);
    expect(own).toEqual(['1 coal, ends facing south', '1 coal, ends facing south, picks up a passenger']);
  });

  it('ways that differ in heading and cost share nothing but keep their own words', () => {
    expect(waysApart([['no coal', 'ends facing south'], ['1 coal', 'ends facing south-west']])).toEqual({
      shared: [],
      own: ['No coal, ends facing south', '1 coal, ends facing south-west'],
    });
  });
});
