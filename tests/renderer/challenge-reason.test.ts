// A missed challenge says why (issue 16, play-test: "Goal missed." alone left a newcomer guessing):
// which goal was missed, in the player's language; short of par, the par. Fails before: the
// verdict had no reason (verdictReason is new).
import { describe, expect, it } from 'vitest';
import { translator, type UiLanguage } from '../../renderer/src/lib/i18n.js';
import { verdictReason } from '../../renderer/src/lib/challenges.js';
import type { ChallengeView } from '../../renderer/src/lib/api-types.js';

const GOALS: ChallengeView['goal'][] = [{ kind: 'win' }, { kind: 'finish' }, { kind: 'passenger' }, { kind: 'reach', pos: { q: 0, r: 0 } }, { kind: 'block', boat: 'orange' }];
const failed = (goal: ChallengeView['goal']) => ({ status: 'failed' as const, stars: 0 as const, goal, par: null });

describe('verdictReason', () => {
  it('names the goal missed, a different sentence per goal, in en, fr, it and ru', () => {
    for (const lang of ['en', 'fr', 'it', 'ru'] as UiLanguage[]) {
      const t = translator(lang);
      const said = GOALS.map((g) => verdictReason(t, failed(g)));
      for (const s of said) {
        expect(s.length).toBeGreaterThan(10);
        expect(s).not.toMatch(/[{}]|challenges\./);
      }
      expect(new Set(said).size).toBe(GOALS.length);
    }
    expect(verdictReason(translator('en'), failed({ kind: 'block', boat: 'orange' }))).toBe('The orange boat can still finish on its next turn.');
    expect(verdictReason(translator('fr'), failed({ kind: 'finish' }))).toBe('Votre bateau n’a pas franchi l’arrivée à ce tour.');
  });

  it('says the par when the goal is met short of it, and nothing at par', () => {
    const t = translator('en');
    const par = { coalLeft: 3 };
    expect(verdictReason(t, { status: 'met', stars: 1, goal: { kind: 'finish' }, par })).toBe('Par: keep 3 coal');
    expect(verdictReason(t, { status: 'met', stars: 2, goal: { kind: 'finish' }, par })).toBe('');
  });
});
