// A turn where only crashes are left (newcomer's play-test of issue 14: no speed lit, every speed
// greyed, nothing said): the play screen tells it in words instead of the speed grid, and lists the
// crashes to choose from, each saying it is one and what it costs.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { destEntries } from '../../renderer/src/lib/dest-entries.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { destinations, onlyCrashes, usableSpeeds } from '../../renderer/src/lib/turns.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];
// (tests/engine/rulings.test.ts §9: at speed 6 without coal nothing gets through)
const crash = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 6, coal: 0 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
const free = position({ river: ['A3-1'], boats: [{ id: 'orange', at: [1, 12], speed: 2, coal: 6 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

describe('only crashes left', () => {
  it('is told apart from a turn with moves', () => {
    expect(onlyCrashes(legalTurns(crash))).toBe(true);
    expect(usableSpeeds(legalTurns(crash), crash).size).toBe(0); // the grid would be all grey
    expect(onlyCrashes(legalTurns(free))).toBe(false);
    expect(onlyCrashes([])).toBe(false);
  });

  it('lists every crash, each said as one with its cost, none alike, in every language', () => {
    const boat = crash.boats[0]!;
    const dests = destinations(legalTurns(crash), crash, null);
    expect(dests.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const tl = translator(lang);
      const entries = destEntries(tl, crash, players, boat, dests, (d) => `${d.key}`);
      const labels = entries.map((e) => `${e.main} ${e.place}`);
      expect(new Set(labels).size).toBe(labels.length);
      for (const e of entries) expect(e.main.startsWith(tl('panels.crashEntry', { away: '', cost: '' }).slice(0, 4))).toBe(true);
      expect(tl('turnplan.crashOnly')).not.toBe('turnplan.crashOnly');
    }
    expect(translator('en')('turnplan.crashOnly')).toMatch(/crashes.*misses its next turn/);
  });
});
