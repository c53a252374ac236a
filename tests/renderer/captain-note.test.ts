// The boats list tells computer captains from humans, with their level (issue 14, play-test), and
// the new-game form knows when it still shows the last game's line-up.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { captainNote } from '../../renderer/src/lib/captain-note.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lineUpKey, type LineUpSeat } from '../../renderer/src/lib/line-up.js';
import { defaultSeatNumber } from '../../renderer/src/lib/made-up-names.js';

describe("a boat card's captain note", () => {
  it('"computer, hard" for a computer captain, nothing for a human, in every language', () => {
    expect(captainNote(translator('en'), { kind: 'computer', level: 'hard' })).toBe('computer, hard');
    expect(captainNote(translator('en'), { kind: 'human' })).toBeNull();
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const said = (['easy', 'medium', 'hard', 'expert'] as const).map((level) => captainNote(t, { kind: 'computer', level })!);
      expect(new Set(said).size, lang).toBe(4);
      for (const [i, level] of (['easy', 'medium', 'hard', 'expert'] as const).entries()) expect(said[i]!.toLocaleLowerCase(lang)).toContain(t(`new.level.${level}`).toLocaleLowerCase(lang));
    }
  });
});

describe('the line-up the form shows', () => {
  const seat = (name: string, kind: 'human' | 'computer' = 'human', level = 'medium'): LineUpSeat => ({ name, kind, level, colours: ['white', 'blue'], team: 0 });
  const key = (seats: LineUpSeat[]) => lineUpKey(seats, defaultSeatNumber);
  it('a made-up name is the same in any language; a typed name, a kind or a level tells line-ups apart', () => {
    const en = translator('en')('new.defaultName', { n: 2 });
    const fr = translator('fr')('new.defaultName', { n: 2 });
    expect(key([seat(en)])).toBe(key([seat(fr)]));
    expect(key([seat('Ann')])).not.toBe(key([seat('Bea')]));
    expect(key([seat('Ann', 'computer', 'easy')])).not.toBe(key([seat('Ann', 'computer', 'hard')]));
    expect(key([seat('Ann', 'human', 'easy')])).toBe(key([seat('Ann', 'human', 'hard')])); // a human has no level
  });
});
