// A boat out of coal (issue 16, play-test: newcomers at 0 coal drifted for 20 rounds): what still
// works this move, read off its legal turns, and where coal may come from in the rules in play.
import { describe, expect, it } from 'vitest';
import { coalHelp, legalTurns } from '../../engine/index.js';
import { position } from './helpers/position.js';

describe('coalHelp', () => {
  it('at 0 coal: the free speed change of 1 and the free 60° turn, from the legal turns; no coal anywhere on a plain river', () => {
    const s = position({ river: ['A3-1', 'A1-1', 'A3-2'], boats: [{ id: 'orange', at: [1, 9], speed: 3, coal: 0 }, { id: 'red', at: [0, 2], coal: 4 }] });
    const h = coalHelp(s)!;
    expect(h.freeSpeeds).toEqual([2, 3, 4]);
    // every free turn listed ends at one of these speeds, and some free turn turns the boat
    const free = legalTurns(s).filter((t) => t.coalSpent === 0 && !t.crash);
    expect(free.length).toBeGreaterThan(0);
    expect(h.freeTurn).toBe(true);
    expect(h).toMatchObject({ depotsAhead: 0, depotsToCome: false, sideBoats: [], blackRose: false });
  });

  it('names the coal depots on the river ahead and in the tiles to come, and the boats of its side with coal', () => {
    const s = position({ river: ['A3-1', 'B1', 'A3-2'], boats: [{ id: 'orange', at: [1, 9], speed: 1, coal: 0 }, { id: 'red', at: [0, 2], coal: 4 }], stack: ['B1-B2'] });
    const h = coalHelp(s)!;
    expect(h.freeSpeeds).toEqual([1, 2]);
    expect(h.depotsAhead).toBe(2);
    expect(h.depotsToCome).toBe(true);
    // a team game: red is orange's side
    const team = { ...s, config: { ...s.config, seats: [{ boats: ['orange' as const], team: 0 }, { boats: ['red' as const], team: 0 }] } };
    expect(coalHelp(team)!.sideBoats).toEqual(['red']);
    // past the depots' tile, none ahead
    const past = position({ river: ['A3-1', 'B1', 'A3-2'], boats: [{ id: 'orange', at: [3, 9], speed: 1, coal: 0 }, { id: 'red', at: [0, 2] }] });
    expect(coalHelp(past)!.depotsAhead).toBe(0);
  });

  it('says nothing for a boat with coal', () => {
    const s = position({ river: ['A3-1', 'A1-1'], boats: [{ id: 'orange', at: [1, 9], speed: 1, coal: 1 }, { id: 'red', at: [0, 2] }] });
    expect(coalHelp(s)).toBeNull();
  });
});
