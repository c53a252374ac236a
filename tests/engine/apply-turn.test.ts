// applyLegalTurn (a listed turn played from one context, without re-validating each step) gives
// exactly the state and events that apply() gives step by step: compared on every move decision
// (turn starts and mid-turn points) of random games in several modes, for a few of the listed
// turns each (every crash turn, the turns with pushes, and random others): about 2,500 positions, 9,000 turns.
import { describe, expect, it } from 'vitest';
import { apply, applyLegalTurn, canonicalJson, defaultConfig, legalTurns, newGame, type ModeOptions, type RiverOptions } from '../../engine/index.js';
import { randomInt, seedRng } from '../../engine/rng.js';
import type { Action, GameEvent, GameState, LegalTurn } from '../../engine/types.js';
import { playRandomGame } from '../../cli/random-play.js';
import { deepFreeze } from './helpers/freeze.js';

function stepByStep(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`apply refused listed ${JSON.stringify(a)}: ${r.code}`);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

/** Every move decision of one eager random game (before each action taken at one). */
function moveStates(players: number, options: RiverOptions & ModeOptions, seed: number): GameState[] {
  const out: GameState[] = [];
  playRandomGame(newGame(defaultConfig(players, options), seed), {
    seed,
    policy: 'eager',
    onAction: (before) => {
      if (before.pending.kind === 'move') out.push(before);
    },
  });
  return out;
}

/** The turns compared at one position: the crashes, those with pushes, and up to three others at random. */
function turnsToTry(turns: readonly LegalTurn[], seed: number): LegalTurn[] {
  const picked = turns.filter((t) => t.crash || (t.pushed?.length ?? 0) > 0).slice(0, 4);
  let rng = seedRng(seed);
  for (let k = 0; k < 3 && turns.length > 0; k++) {
    const [i, next] = randomInt(rng, turns.length);
    rng = next;
    picked.push(turns[i]!);
  }
  return picked;
}

const MODES: { name: string; players: number; options: RiverOptions & ModeOptions; seeds: number[] }[] = [
  { name: '4 players', players: 4, options: {}, seeds: [1] },
  { name: '3 players, advanced tiles', players: 3, options: { advanced: ['B1', 'B2', 'B3-2'] }, seeds: [3] },
  { name: 'teams 2 v 2', players: 4, options: { teams: true }, seeds: [4] },
  { name: '6 players', players: 6, options: {}, seeds: [5] },
  { name: 'Black Rose, 4 players', players: 4, options: { blackRose: true }, seeds: [6] },
  { name: '1998 readings, 2 players two boats each', players: 2, options: { classic1998: true }, seeds: [7] },
];

describe('applyLegalTurn plays a listed turn as apply() does step by step', () => {
  for (const mode of MODES) {
    it(mode.name, () => {
      let positions = 0;
      let compared = 0;
      for (const seed of mode.seeds) {
        // every other move decision: about 2,500 positions over the modes, 9,000 turns
        for (const [k, state] of moveStates(mode.players, mode.options, seed).entries()) {
          if (k % 2 === 1) continue;
          deepFreeze(state);
          positions++;
          for (const turn of turnsToTry(legalTurns(state), seed * 7919 + positions)) {
            const slow = stepByStep(state, turn.actions);
            const fast = applyLegalTurn(state, turn.actions);
            if (!fast.ok) throw new Error(`applyLegalTurn refused ${JSON.stringify(turn.actions)}: ${fast.code}`);
            if (canonicalJson(fast.state) !== canonicalJson(slow.state)) expect(fast.state).toEqual(slow.state);
            if (JSON.stringify(fast.events) !== JSON.stringify(slow.events)) expect(fast.events).toEqual(slow.events);
            const quiet = applyLegalTurn(state, turn.actions, false);
            expect(quiet.ok && quiet.events.length === 0 && canonicalJson(quiet.state) === canonicalJson(slow.state)).toBe(true);
            compared++;
          }
        }
      }
      expect(positions).toBeGreaterThan(100);
      expect(compared).toBeGreaterThan(positions);
    }, 240_000); // seconds alone; a loaded shared 2-core machine has made it 10-30 times slower
  }
});

describe('applyLegalTurn refuses what cannot be played', () => {
  it('a step that cannot be played at all gives apply()\'s code (the state is frozen: unchanged)', () => {
    const at = deepFreeze(moveStates(4, {}, 11)[0]!);
    const bad: Action = { type: 'speed', speed: 9 };
    const ref = apply(at, bad);
    expect(ref.ok).toBe(false);
    const r = applyLegalTurn(at, [bad, { type: 'confirm' }]);
    expect(r.ok).toBe(false);
    if (!r.ok && !ref.ok) expect(r.code).toBe(ref.code);
  });
});
