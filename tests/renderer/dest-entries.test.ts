// The destination list (newcomer's play-test of issue 14: up to 17 entries, reading unsorted, some
// alike): furthest down the river first, then cheapest; no two labels alike in any language; a
// long list shows its first entries and folds the rest behind "more".
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { belowSign, destEntries, FIRST, hiddenBelow, shownFolded, wholeEntries } from '../../renderer/src/lib/dest-entries.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import { legs } from '../../renderer/src/lib/bearing.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];

describe('destination entries', () => {
  for (const speed of [3, 5]) {
    // (speed 5 here: 25 places, two of them "1 space upstream, 2 coal, ends facing south" on tile 2)
    const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 10] }] });
    const boat = s.boats[0]!;
    const dests = destinations(legalTurns(s), s, speed);
    const away = (d: (typeof dests)[number]) => legs(boat.pos!, d.hex).map((l) => `${l.n}/${l.dir}`).join('+');

    it(`no two labels alike, sorted by progress then coal (speed ${speed}, ${dests.length} places)`, () => {
      expect(dests.length).toBeGreaterThan(10);
      for (const lang of LANGUAGES) {
        const entries = destEntries(translator(lang), s, players, boat, dests, away);
        const labels = entries.map((e) => `${e.main} ${e.place}`);
        expect(new Set(labels).size, lang).toBe(labels.length);
      }
      const entries = destEntries(translator('en'), s, players, boat, dests, away);
      for (let i = 1; i < entries.length; i++) {
        const [a, b] = [entries[i - 1]!.d, entries[i]!.d];
        expect(a.progress > b.progress || (a.progress === b.progress && a.options[0]!.coalSpent <= b.options[0]!.coalSpent)).toBe(true);
      }
    });
  }

  it('a two-entry look-alike says the way there; entries that differ stay short', () => {
    const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 5, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 10] }] });
    const boat = s.boats[0]!;
    const dests = destinations(legalTurns(s), s, 5);
    const entries = destEntries(translator('en'), s, players, boat, dests, () => 'AWAY');
    const alike = entries.filter((e) => e.main.endsWith(' · AWAY'));
    expect(alike.length).toBeGreaterThanOrEqual(2);
    expect(entries.filter((e) => !e.main.includes('AWAY')).length).toBeGreaterThan(0);
  });

  it('a long list folds after its first entries; a short one never folds', () => {
    for (let n = 0; n <= 10; n++) expect(shownFolded(n)).toBe(n);
    for (const n of [11, 17, 42]) expect(shownFolded(n)).toBe(FIRST);
    expect(FIRST).toBeGreaterThanOrEqual(3); // the side panel always shows three entries whole
  });
});

describe('entries scrolled out of the list (play-test 16: 4 lit spaces, 3 entries in sight, no sign of the fourth)', () => {
  it('counts the entries whose foot lies below the visible part, and says so in each language', () => {
    // four entries 40 px tall in a list showing 130 px: the fourth is out of sight, the third just in
    expect(hiddenBelow([40, 80, 120, 160], 130)).toBe(1);
    expect(hiddenBelow([40, 80, 120, 160], 160)).toBe(0);
    // half an entry in sight is still to be scrolled to
    expect(hiddenBelow([40, 80, 120, 160], 140)).toBe(1);
    expect(hiddenBelow([], 100)).toBe(0);
    expect(LANGUAGES.map((l) => translator(l)('turnplan.below', { n: 1 }))).toEqual(
      expect.arrayContaining(['1 more below: scroll the list', 'Ниже ещё 1: прокрутите список']),
    );
    for (const l of LANGUAGES) expect(translator(l)('turnplan.below', { n: 2 }), l).not.toMatch(/turnplan|\{/);
  });

  it('the sign shows only while a whole entry stands above it, never over the only one in sight', () => {
    const entries = [0, 1, 2, 3].map((i) => ({ top: i * 40, bottom: i * 40 + 40 }));
    // 130 px in sight, the sign 28 px: two whole entries above it, two to scroll to
    expect(belowSign(entries, { top: 0, bottom: 130 }, 28, true)).toBe(2);
    expect(belowSign(entries, { top: 0, bottom: 130 }, 28, false)).toBe(1);
    // 50 px in sight (e2e: an out-of-coal note took the room): the sign would cover the first entry
    expect(belowSign(entries, { top: 0, bottom: 50 }, 28, true)).toBe(0);
    expect(belowSign(entries, { top: 0, bottom: 50 }, 28, false)).toBe(0);
    // scrolled on by 40 px: the second entry whole above the sign
    expect(belowSign(entries, { top: 40, bottom: 110 }, 28, true)).toBe(2);
    // all in sight, no sign drawn: none is called for
    expect(belowSign(entries, { top: 0, bottom: 160 }, 28, false)).toBe(0);
  });
});

// play-test pt29, 1024x700: the list's room ended 8 px into its third entry, a strip of it showing over
// the "more below" sign; the list is cut down to its last whole entry
describe('the list cut to whole entries', () => {
  const bottoms = [30, 62, 94, 126];
  it('a room inside an entry ends at the entry before it', () => {
    expect(wholeEntries(bottoms, 70)).toBe(62);
    expect(wholeEntries(bottoms, 94)).toBe(94);
  });
  it('never below the first entry; a room that holds them all, or no entries, as it is', () => {
    expect(wholeEntries(bottoms, 20)).toBe(30);
    expect(wholeEntries(bottoms, 300)).toBe(300);
    expect(wholeEntries([], 50)).toBe(50);
  });
});
