// Two captains sail two boats each (the rulebook's two-player game): the engine plays no other way,
// so the setup doubles their boats; issue 16's play-test found it did so without a word where the
// captains are chosen. The note's condition is the engine's (one boat each refused), its words in
// every language. Fails before: the note had no words.
import { describe, expect, it } from 'vitest';
import { defaultConfig, validateConfig } from '../../engine/index.js';
import { translator } from '../../renderer/src/lib/i18n.js';

describe('the setup note for two captains', () => {
  it('stands where the engine refuses one boat each: two captains, not three', () => {
    const one = (n: number) => ({ ...defaultConfig(n), seats: defaultConfig(n).seats.map((s) => ({ ...s, boats: s.boats.slice(0, 1) })) });
    expect(validateConfig(one(2)).ok).toBe(false);
    expect(validateConfig(defaultConfig(2)).ok).toBe(true);
    expect(defaultConfig(2).seats.every((s) => s.boats.length === 2)).toBe(true);
    expect(validateConfig(one(3)).ok).toBe(true);
  });

  it('is said in en, fr, it and ru', () => {
    const said = (['en', 'fr', 'it', 'ru'] as const).map((l) => translator(l)('new.twoCaptainsTwoBoats'));
    expect(said[0]).toMatch(/^Two captains: each sails two boats/);
    expect(new Set(said).size).toBe(4);
    for (const s of said) expect(s).not.toMatch(/[{}]|new\./);
  });
});
