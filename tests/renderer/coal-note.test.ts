// The note to a player out of coal (issue 16, play-test: newcomers at 0 coal drifted for 20 rounds
// not knowing what to do): due once, after a few moves at 0 coal short of passengers, worded from
// the engine's facts (coalHelp) in the player's language.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { coalHelp } from '../../engine/index.js';
import { CoalNote, coalNoteLines, DRY_MOVES, outOfCoal } from '../../renderer/src/lib/coal-note.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }];

describe('the out-of-coal note', () => {
  it('is due once, on the third move at 0 coal short of passengers, and on that move only', () => {
    const n = new CoalNote();
    expect(DRY_MOVES).toBe(3);
    expect(n.see('orange', '4:0', false)).toBe(false);
    expect(n.see('orange', '5:0', true)).toBe(false);
    // the same move looked at again counts once
    expect(n.see('orange', '5:0', true)).toBe(false);
    expect(n.see('orange', '6:0', true)).toBe(false);
    expect(n.see('red', '6:1', true)).toBe(false);
    expect(n.see('orange', '7:0', true)).toBe(true);
    expect(n.see('orange', '7:0', true)).toBe(true);
    // never again for that boat
    expect(n.see('orange', '8:0', true)).toBe(false);
    expect(n.see('orange', '9:0', true)).toBe(false);
  });

  it('counts a boat out of coal only while it is short of its 2 passengers', () => {
    const s = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'orange', at: [1, 9], coal: 0, passengers: 1 }, { id: 'red', at: [0, 2], coal: 0, passengers: 2 }] });
    expect(outOfCoal(s, 'orange')).toBe(true);
    expect(outOfCoal(s, 'red')).toBe(false);
  });

  it('says what is free this turn and that no coal comes back on a plain river', () => {
    const s = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 9], speed: 3, coal: 0 }, { id: 'red', at: [0, 2], coal: 4 }] });
    const lines = coalNoteLines(translator('en'), coalHelp(s)!, s, players);
    expect(lines).toEqual([
      'Out of coal: you can still change speed by 1 and turn 60° once for free every turn (this turn: speed 2, 3, 4).',
      'No coal comes back in this race: plan each move with these free changes.',
    ]);
  });

  it('names the depots ahead and a boat of its side, in every language', () => {
    const base = position({ river: ['A3-1', 'B1', 'A3-2'], boats: [{ id: 'orange', at: [1, 9], speed: 1, coal: 0 }, { id: 'red', at: [0, 2], coal: 4 }] });
    const s = { ...base, config: { ...base.config, seats: [{ boats: ['orange' as const], team: 0 }, { boats: ['red' as const], team: 0 }] } };
    const help = coalHelp(s)!;
    const en = coalNoteLines(translator('en'), help, s, players);
    expect(en[1]).toBe('2 coal depots on the river ahead fill you up to 6: end a move on one at speed 1.');
    expect(en[2]).toMatch(/^Ben.* can pass you coal/);
    expect(en).toHaveLength(3);
    for (const lang of LANGUAGES) {
      const tl = translator(lang);
      const lines = coalNoteLines(tl, help, s, players);
      expect(lines, lang).toHaveLength(3);
      for (const l of lines) expect(l, lang).not.toMatch(/coal\.out|\{/);
    }
  });
});
