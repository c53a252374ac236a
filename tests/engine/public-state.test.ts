// The network view of a game state (engine/net, issue 17): over random games of every mode it never
// carries the generator, the seed or the stack's order; states that differ only in those give the
// same view; the wire schema refuses a view that carries them; and a client can still run what the
// play screen runs on view.state (legal actions and turns, race progress) with the same answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../cli/random-play.js';
import {
  defaultConfig,
  legalActions,
  legalTurns,
  newGame,
  raceProgress,
  type GameState,
  type ModeOptions,
  type RiverOptions,
} from '../../engine/index.js';
import { PublicStateSchema } from '../../engine/net/public-state-schema.js';
import { playableState, publicState } from '../../engine/net/public-state.js';

const MODES: { name: string; players: number; options: RiverOptions & ModeOptions }[] = [
  { name: '2 players, two boats each', players: 2, options: {} },
  { name: '3 players, two boats each, advanced tiles', players: 3, options: { twoBoats: true, advanced: ['B1', 'B4'] } },
  { name: '4 players', players: 4, options: {} },
  { name: 'teams 2 v 2', players: 4, options: { teams: true } },
  { name: 'teams 3 v 3, exact passengers', players: 6, options: { teams: true, exactPassengers: true } },
  { name: '6 players (shipyard)', players: 6, options: {} },
  { name: 'Black Rose, 5 players', players: 5, options: { blackRose: true } },
  { name: '1998 readings, Black Rose, 15-tile river', players: 3, options: { blackRose: true, classic1998: true, length: 15, advanced: ['B1', 'B2', 'B3-2'] } },
];

/** Every state of one random game (bounded), and the seed it started from. */
function gameStates(players: number, options: RiverOptions & ModeOptions, seed: number, maxActions: number): GameState[] {
  const start = newGame(defaultConfig(players, options), seed);
  const states = [start];
  playRandomGame(start, { seed: seed ^ 0x5eed, policy: 'eager', maxActions, onAction: (_b, _a, after) => states.push(after) });
  return states;
}

/** What a view must never show of `state` (as JSON), given the game's seed. */
function leaks(state: GameState, seed: number, json: string): string[] {
  const out: string[] = [];
  for (const key of ['"rng"', '"stack"', '"seed"']) if (json.includes(key)) out.push(`key ${key}`);
  if (json.includes(JSON.stringify(state.rng).slice(1, -1))) out.push('the generator state');
  if (new RegExp(`\\b${seed}\\b`).test(json)) out.push('the seed');
  const order = JSON.stringify(state.stack).slice(1, -1);
  const sorted = JSON.stringify(publicState(state).remainingTiles).slice(1, -1);
  if (state.stack.length > 1 && order !== sorted && json.includes(order)) out.push('the stack order');
  return out;
}

describe('publicState: what a remote participant sees', () => {
  for (const mode of MODES) {
    it(`${mode.name}: no generator, seed or stack order after any action; the same view whatever they are; the schema accepts it`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 100_000_000, max: 0xffffffff }), (seed) => {
          const states = gameStates(mode.players, mode.options, seed, 20_000);
          expect(states.at(-1)!.pending.kind, `seed ${seed}: the game ends`).toBe('over');
          states.forEach((s, k) => {
            const view = publicState(s);
            const json = JSON.stringify(view);
            expect(leaks(s, seed, json), `seed ${seed}, action ${k}`).toEqual([]);
            expect(view.remainingTiles.length).toBe(s.stack.length);
            // another generator and another stack order: the same view, byte for byte
            const other: GameState = { ...s, rng: s.rng.map((x) => (x ^ 0x9e3779b9) >>> 0), stack: [...s.stack].reverse() };
            expect(JSON.stringify(publicState(other))).toBe(json);
            // the wire check passes it, and the play screen's view of it is the state minus the secrets
            if (k % 10 === 0) expect(PublicStateSchema.parse(JSON.parse(json))).toEqual(view);
          });
        }),
        { numRuns: 1 },
      );
    });
  }
});

describe('the wire schema refuses a view that carries the secrets', () => {
  const s = gameStates(4, {}, 123_456_789, 60).at(-1)!;
  const view = JSON.parse(JSON.stringify(publicState(s)));
  const refused = (v: unknown) => !PublicStateSchema.safeParse(v).success;

  it('accepts the real view', () => {
    expect(refused(view)).toBe(false);
  });
  it('refuses rng, stack or seed, at the top or inside', () => {
    expect(refused({ ...view, rng: s.rng })).toBe(true);
    expect(refused({ ...view, stack: s.stack })).toBe(true);
    expect(refused({ ...view, seed: 123_456_789 })).toBe(true);
    expect(refused({ ...view, config: { ...view.config, seed: 1 } })).toBe(true);
    expect(refused({ ...view, boats: [{ ...view.boats[0], rng: s.rng }, ...view.boats.slice(1)] })).toBe(true);
    expect(refused({ ...view, pending: { ...view.pending, next: 'left' } })).toBe(true);
  });
  it('refuses remaining tiles in any order but the fixed one (it could be the draw order)', () => {
    expect(view.remainingTiles.length).toBeGreaterThan(1);
    expect(new Set(view.remainingTiles).size).toBeGreaterThan(1);
    expect(refused({ ...view, remainingTiles: [...view.remainingTiles].reverse() })).toBe(true);
  });
});

describe("a client runs the play screen's engine calls on the view with the host's answers", () => {
  for (const mode of MODES) {
    it(`${mode.name}: legal actions, legal turns and race progress`, () => {
      const states = gameStates(mode.players, mode.options, 20261126, 600);
      let turnsChecked = 0;
      states.forEach((s, k) => {
        const client = playableState(publicState(s));
        expect(publicState(client)).toEqual(publicState(s));
        expect(legalActions(client), `action ${k}`).toEqual(legalActions(s));
        if (s.pending.kind === 'move' && k % 7 === 0) {
          expect(legalTurns(client), `action ${k}`).toEqual(legalTurns(s));
          turnsChecked++;
        }
        if (k % 20 === 0) expect(raceProgress(client)).toEqual(raceProgress(s));
      });
      expect(turnsChecked).toBeGreaterThan(5);
    });
  }
});
