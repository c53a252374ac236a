// Home's race box about the player's own seat (pt30 #1, #2): a guest on Home mid-race read only
// "Your turn: the race is waiting for you" while the host read "Bianca is away: their seat waits
// 1:58 more"; a paused host's read "You paused it" and not whose turn follows.
import { describe, expect, it } from 'vitest';
import type { NetStatus } from '../../electron/net/net-api.js';
import { LANGUAGES } from '../../electron/api/contract.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { pausedNextWords, placeAwayWords } from '../../renderer/src/lib/place-words.js';

type Place = NonNullable<NetStatus['place']>;
const guest: Place = { role: 'joined', title: null, hostName: 'Ada', round: 2, connected: true };
const host: Place = { role: 'hosting', title: null, hostName: 'Ada', round: 2, connected: true };

describe("Home's words on the player's own seat", () => {
  it('a guest away from the race reads that they count as away and the time their seat waits, counting down; then that it no longer waits', () => {
    const now = 1_000_000;
    const away: Place = { ...guest, away: true, awayUntil: now + 118_000 };
    const en = translator('en');
    expect(placeAwayWords(en, guest, now)).toBeNull();
    expect(placeAwayWords(en, away, now)).toContain('1:58');
    expect(placeAwayWords(en, away, now)).toContain('away');
    expect(placeAwayWords(en, away, now + 60_000)).toContain('0:58');
    expect(placeAwayWords(en, away, now + 118_000)).not.toMatch(/\d:\d\d/);
    for (const language of LANGUAGES) {
      const t = translator(language);
      expect(placeAwayWords(t, away, now), language).toContain('1:58');
      expect(placeAwayWords(t, away, now + 200_000), language).not.toBe(placeAwayWords(t, away, now));
    }
  });

  it('a host away from the race reads that they count as away, with no time running out', () => {
    const t = translator('en');
    const words = placeAwayWords(t, { ...host, away: true }, 0);
    expect(words).toContain('away');
    expect(words).not.toMatch(/\d:\d\d/);
  });

  it("a paused host's Home says whose turn the resume brings: theirs, or another's by name", () => {
    const paused: Place = { ...host, connected: false, turn: 'Bianca' };
    for (const language of LANGUAGES) {
      const t = translator(language);
      expect(pausedNextWords(t, paused), language).toContain('Bianca');
      const mine = pausedNextWords(t, { ...paused, turn: 'Ada', turnMine: true });
      expect(mine, language).not.toContain('Ada');
      expect(mine, language).not.toBeNull();
    }
    expect(pausedNextWords(translator('en'), { ...paused, turnMine: true })).toBe('When you resume, it is your turn.');
    // not for a race under way, nor a guest's box
    expect(pausedNextWords(translator('en'), { ...paused, connected: true })).toBeNull();
    expect(pausedNextWords(translator('en'), { ...guest, connected: false, turn: 'Bianca' })).toBeNull();
  });
});
