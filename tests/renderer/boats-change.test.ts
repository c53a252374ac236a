// Two boats per captain in a networked lobby (play-test of issue 17): on by itself with two captains
// (the rules'), then off with no word when the host added a seat. The room's own resizing
// (electron/net/seat-count.ts) makes the configs; the lobby's words follow.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { resizedConfig } from '../../electron/net/seat-count.js';
import { defaultConfig } from '../../engine/config.js';
import type { GameConfig } from '../../engine/index.js';
import { boatsChange, twoBoatsByRule } from '../../renderer/src/lib/boats-change.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { lobbyTitleKey } from '../../renderer/src/lib/lobby-title.js';

const two = defaultConfig(2);

describe('two boats per captain as seats come and go', () => {
  it('says why two captains sail two boats each: the rules, not the host', () => {
    expect(twoBoatsByRule(two)).toBe(true);
    const three = resizedConfig(two, 3, null)!;
    expect(twoBoatsByRule(three)).toBe(false);
  });

  it('says so when a seat added or removed switches it off or on', () => {
    const three = resizedConfig(two, 3, null)!;
    expect(three.seats.every((s) => s.boats.length === 1)).toBe(true); // the room's rule: three keep one from two
    expect(boatsChange(two, three)).toEqual({ key: 'net26.twoBoatsOff', n: 3 });
    const back = resizedConfig(three, 2, 2)!;
    expect(boatsChange(three, back)).toEqual({ key: 'net26.twoBoatsOn', n: 2 });
    // three captains with two boats each (the host's choice), a fourth seat: one each, said
    const threeTwo: GameConfig = defaultConfig(3, { twoBoats: true });
    const four = resizedConfig(threeTwo, 4, null)!;
    expect(boatsChange(threeTwo, four)).toEqual({ key: 'net26.twoBoatsOffMany', n: 4 });
    // nothing said when the mode stays as it was
    expect(boatsChange(three, resizedConfig(three, 4, null))).toBeNull();
    expect(boatsChange(two, two)).toBeNull();
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      expect(t('net26.twoBoatsOff', { n: 3 }), lang).toContain('3');
    }
  });
});

describe('the host screen title', () => {
  it('names a game server when the race is hosted on one', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      expect(t(lobbyTitleKey(false, 'host', 'server')), lang).not.toBe(t(lobbyTitleKey(false, 'host', 'here')));
    }
    expect(translator('en')(lobbyTitleKey(false, 'host', 'server'))).toBe('Host a game on a game server');
  });
});
