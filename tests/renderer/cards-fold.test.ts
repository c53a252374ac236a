// One layout of the boat cards for the whole race at a window size (play-test pt27 #9): before, a
// computer captain's turn at 1024x700 showed whole cards grouped under the captains' names and a
// player's turn rows, so the side panel was laid out anew every turn. (Before cardsFolded, Play.svelte
// folded only while a player at this screen decided: the "captain's turn" cases below failed there.)
import { describe, expect, it } from 'vitest';
import { cardsFolded } from '../../renderer/src/lib/cards-fold.js';

const at = (height: number, o: Partial<Parameters<typeof cardsFolded>[0]> = {}) => cardsFolded({ height, racing: true, bigDecision: false, crowdedAt: null, ...o });

describe('cardsFolded', () => {
  it('folds the other boats on every turn at 1024x700 and 1280x800, whoever decides', () => {
    for (const h of [700, 800, 899]) expect(at(h), `${h}`).toBe(true);
  });
  it('keeps whole cards in tall windows, and below 700 px (the cards scroll under the decision)', () => {
    expect(at(1080)).toBe(false);
    expect(at(620)).toBe(false);
  });
  it('keeps whole cards once the race is over or the game is read-only (no decision pending)', () => {
    expect(at(700, { racing: false })).toBe(false);
  });
  it('folds under 900 px with the hint or the ways open, even below 700 px', () => {
    expect(at(620, { bigDecision: true })).toBe(true);
  });
  it('folds a taller window whose cards were once crowded, up to that height', () => {
    expect(at(1080, { crowdedAt: 1080 })).toBe(true);
    expect(at(1200, { crowdedAt: 1080 })).toBe(false);
  });
});
