// Issue 17 #4: the destinations list said "4 spaces downstream" while the log said "speed 6, 6
// spaces" (the list counts how far the end space lies, the log the spaces sailed). The list keeps
// the distance and, for a way longer than it, adds the spaces sailed in the log's own words; the log
// says "sailed". In four languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { hexDistance, legalTurns } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { destinationText } from '../../renderer/src/lib/plan-words.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }, { name: 'Cy', boats: ['blue'] }];
const s = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18], speed: 3, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [1, 10] }] });
const boat = s.boats.find((b) => b.id === 'orange')!;
const dests = destinations(legalTurns(s), s, null);
const sailed = (d: (typeof dests)[number]) => d.options[0]!.path.length - 1;

describe('the destinations list and the log count spaces alike', () => {
  it('a way that sails more spaces than its end lies away says both, the sailed ones in the log’s words', () => {
    const longer = dests.filter((d) => sailed(d) > hexDistance(boat.pos!, d.hex));
    const straight = dests.filter((d) => sailed(d) === hexDistance(boat.pos!, d.hex));
    expect(longer.length).toBeGreaterThan(0);
    expect(straight.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const d of longer) expect(destinationText(t, s, players, boat, d), lang).toContain(t('log.part.moved', { n: sailed(d) }));
      for (const d of straight) expect(destinationText(t, s, players, boat, d), lang).not.toContain(t('log.part.moved', { n: sailed(d) }));
    }
    const d = longer.find((x) => hexDistance(boat.pos!, x.hex) > 0)!;
    expect(destinationText(translator('en'), s, players, boat, d)).toMatch(new RegExp(`^${hexDistance(boat.pos!, d.hex)} spaces? \\w+( the river)?, ${sailed(d)} spaces sailed, `));
  });

  it('the log’s spaces say they were sailed, in every language', () => {
    const words = { en: '6 spaces sailed', fr: '6 cases parcourues', it: '6 spazi percorsi', ru: 'пройдено 6 клеток' };
    for (const lang of LANGUAGES) expect(translator(lang)('log.part.moved', { n: 6 })).toBe(words[lang]);
  });
});
