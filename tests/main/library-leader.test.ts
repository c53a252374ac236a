// The library row's leader ("Round 12 · Alice leads", play-test of issue 17) is the race order's
// first boat, as the replay's table and the race chart rank them: the start docks in round 1
// (docs/rules.md, "Turn order"), the measuring stick from round 2, finished boats by place.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import { computeOrder, defaultConfig, newGame, raceProgress, type GameState } from '../../engine/index.js';
import { leaderOf } from '../../electron/services/games/log-replay.js';

describe('the library row’s leader', () => {
  it('is the first of the race order: the start docks in round 1', () => {
    let differs = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      let seen = false;
      playRandomGame(newGame(defaultConfig(4), seed), {
        seed,
        policy: 'eager',
        maxActions: 40,
        onAction: (_b, _a, after: GameState) => {
          if (seen || after.round !== 1 || after.pending.kind !== 'move') return;
          seen = true;
          expect(leaderOf(after), `seed ${seed}`).toBe(after.order[0]);
          if (computeOrder(after)[0] !== after.order[0]) differs++;
        },
      });
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('is the boat ranked first throughout a race, and the winner at its end', () => {
    const result = playRandomGame(newGame(defaultConfig(3), 21), {
      seed: 21,
      policy: 'eager',
      onAction: (_b, _a, after: GameState) => {
        if (after.pending.kind === 'chance' || after.round < 1 || after.pending.kind === 'over') return;
        expect(leaderOf(after)).toBe(raceProgress(after).find((r) => r.rank === 1)!.boat);
      },
    });
    expect(result.finished).toBe(true);
    expect(leaderOf(result.state)).toBe(result.state.boats.find((b) => b.place === 1)!.id);
  });
});
