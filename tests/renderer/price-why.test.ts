// A speed button's price explained (newcomer's play-test of lesson 9: the present speed read "1+ coal"
// while a change to speed 2 read "free", against the rule just taught that only a change of speed
// costs coal): where every way at a speed pays for something else, the tooltip says what.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { legalTurns } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { LESSONS } from '../../renderer/src/lib/lessons.js';
import { priceWhy } from '../../renderer/src/lib/plan-words.js';
import { coalBySpeed } from '../../renderer/src/lib/turns.js';

describe('why a speed costs coal', () => {
  const l = LESSONS.find((x) => x.number === 9)!;
  const s = l.challenge.start;
  const mover = s.boats.find((b) => b.id === l.challenge.boat)!;
  const turns = legalTurns(s);
  const price = coalBySpeed(turns, s);

  it('lesson 9: keeping speed costs coal only because every way must turn, and the tooltip says so', () => {
    expect(price.get(mover.speed)!.min).toBeGreaterThan(0);
    const en = priceWhy(translator('en'), turns, s, mover, mover.speed);
    expect(en).toMatch(new RegExp(`^Every way at speed ${mover.speed} costs coal: turning \\(\\d coal\\)`));
    expect(en).not.toContain('change of speed');
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const text = priceWhy(t, turns, s, mover, mover.speed);
      expect(text, lang).not.toBe('');
      expect(text, lang).not.toMatch(/\{|\}/);
    }
  });

  it('a speed whose price is the change of speed alone (or free) needs no explaining', () => {
    for (const [speed, { min }] of price) {
      if (min === 0) expect(priceWhy(translator('en'), turns, s, mover, speed), `speed ${speed}`).toBe('');
    }
  });
});
