// Property tests (fast-check) over random legal games: games end, invariants hold after every
// action, illegal actions are rejected without touching the (frozen) input, replays reproduce
// every state hash, and every outcome of legalTurns is reached by playing its actions.
// Runs are kept small for CI; the random player is cli/random-play.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  ERROR_CODES,
  RULES_VERSION,
  TILE_IDS,
  apply,
  canonicalJson,
  defaultConfig,
  hexKey,
  legalActions,
  legalTurns,
  newGame,
  replay,
  spaceAt,
  stateHash,
} from '../../engine/index.js';
import { passengerSupply } from '../../engine/passengers.js';
import { isWater } from '../../engine/river.js';
import type { Action, GameConfig, GameRecord, GameState, TileId } from '../../engine/types.js';
import { deepFreeze } from './helpers/freeze.js';
import { playRandomGame, type RandomPolicy } from '../../cli/random-play.js';

const B_TILES: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];


/** Every invariant of a state; returns the violations (empty = fine). */
function violations(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const b of s.boats) {
    if (b.place === null) {
      if (!Number.isInteger(b.speed) || b.speed < 1 || b.speed > 6) out.push(`${b.id} speed ${b.speed}`);
      if (!Number.isInteger(b.coal) || b.coal < 0 || b.coal > 6) out.push(`${b.id} coal ${b.coal}`);
      if (b.passengers < 0 || b.passengers > 2) out.push(`${b.id} passengers ${b.passengers}`);
    }
    if (b.pos) {
      const k = hexKey(b.pos);
      if (seen.has(k)) out.push(`${b.id} shares ${k} with ${seen.get(k)}`);
      seen.set(k, b.id);
      const info = spaceAt(s.river, b.pos);
      if (!info) out.push(`${b.id} off the placed tiles at ${k}`);
      else if (!isWater(info.kind)) out.push(`${b.id} on ${info.kind} at ${k}`);
    }
  }
  // Boats that never finished get their places only when the game ends (the last one, or all
  // boats stuck for good on sandbanks); they stay on the river.
  // (mq-rules-2: a boat out of the race stays on its sandbank with its place)
  const placedOnRiver = s.boats.filter((b) => b.place !== null && b.pos !== null && !b.out);
  if (placedOnRiver.length > 0 && s.pending.kind !== 'over') out.push(`${placedOnRiver.map((b) => b.id).join(',')} placed but still racing`);
  if (s.pending.kind === 'over' && s.boats.some((b) => b.place === null)) out.push('game over but a boat has no place');
  const onDocks = Object.values(s.docks).reduce((a, n) => a + n, 0);
  if (Object.values(s.docks).some((n) => n < 0)) out.push('a dock holds fewer than 0 passengers');
  if (s.supply < 0) out.push(`supply ${s.supply}`);
  // A finished boat (off the river) delivered 2 passengers, however the state counts them.
  // (mq-rules-3: a boat out of the race leaves the river too, with what it holds)
  const aboard = s.boats.reduce((a, b) => a + (b.place !== null && b.pos === null && !b.out ? 2 : b.passengers), 0);
  const total = passengerSupply(s.config);
  if (s.supply + onDocks + aboard !== total)
    out.push(`passengers not conserved: supply ${s.supply} + docks ${onDocks} + aboard ${aboard} ≠ ${total}`);
  // finishers hold 1..k from the top; boats out of the race hold the last places, from the bottom
  const places = s.boats.filter((b) => b.place !== null && !b.out).map((b) => b.place!).sort((a, b) => a - b);
  places.forEach((p, i) => p !== i + 1 && out.push(`places ${places.join(',')} are not 1..n`));
  const racing = s.boats.filter((b) => b.owner >= 0).length;
  const outPlaces = s.boats.filter((b) => b.place !== null && b.out).map((b) => b.place!).sort((a, b) => b - a);
  outPlaces.forEach((p, i) => p !== racing - i && out.push(`out-of-race places ${outPlaces.join(',')} are not the last ones`));
  const p = s.pending;
  if (p.kind === 'move' || p.kind === 'depart') {
    const b = s.boats.find((x) => x.id === p.boat);
    if (!b || b.place !== null || b.pos === null) out.push(`pending ${p.kind} for a boat not racing: ${p.boat}`);
    else if (b.owner !== p.player) out.push(`pending ${p.kind}: player ${p.player} is not ${b.id}'s owner`);
  }
  return out;
}

const configArb = fc.record({
  players: fc.integer({ min: 3, max: 5 }),
  advanced: fc.subarray(B_TILES, { maxLength: 3 }),
  exact: fc.boolean(),
});

function makeConfig(c: { players: number; advanced: TileId[]; exact: boolean }): GameConfig {
  return defaultConfig(c.players, { advanced: c.advanced, ...(c.exact ? { exactPassengers: true } : {}) });
}

/** States of one random game (all of them, frozen), for the per-state properties. */
function gameStates(seed: number, players: number, policy: RandomPolicy = 'eager', advanced: TileId[] = []): GameState[] {
  const start = deepFreeze(newGame(defaultConfig(players, { advanced }), seed));
  const states: GameState[] = [start];
  playRandomGame(start, { seed, policy, maxActions: 4000, onAction: (_b, _a, after) => states.push(deepFreeze(after)) });
  return states;
}

describe('random games', () => {
  // "End" includes the stall ending the app's captains play (docs/rules.md, A stalled race): two
  // boats left with no coal and one passenger each can wander for ever (the race below).
  it('always end, and every invariant holds after every action (inputs frozen: never mutated)', () => {
    fc.assert(
      fc.property(configArb, fc.integer({ min: 0, max: 1e9 }), (c, seed) => {
        const start = deepFreeze(newGame(makeConfig(c), seed));
        let steps = 0;
        const r = playRandomGame(start, {
          seed,
          policy: 'eager',
          maxActions: 20_000,
          endStalled: true,
          onAction: (before, action, after) => {
            steps++;
            expect(after.seq, 'seq counts actions').toBe(before.seq + 1);
            const v = violations(after);
            if (v.length) throw new Error(`after action ${steps} ${JSON.stringify(action)}: ${v.join('; ')}`);
            deepFreeze(after); // the next apply gets a frozen input: any mutation throws
          },
        });
        expect(r.finished, `game ${JSON.stringify(c)} seed ${seed} ended within 20000 actions`).toBe(true);
        expect(r.state.boats.every((b) => b.place !== null), 'every boat has a place at the end').toBe(true);
      }),
      { numRuns: 4 },
    );
  });

  it('a race whose last two boats can no longer gain ends by the stall ending (5 boats, exact passengers, seed 557237394)', () => {
    const start = newGame(makeConfig({ players: 5, advanced: [], exact: true }), 557237394);
    // played on without the stall ending, it was still going at round 2,786 (20,000 actions)
    const endless = playRandomGame(start, { seed: 557237394, policy: 'eager', maxActions: 20_000 });
    expect(endless.finished).toBe(false);
    const r = playRandomGame(start, { seed: 557237394, policy: 'eager', maxActions: 20_000, endStalled: true });
    expect(r.finished).toBe(true);
    expect(r.actions.at(-1)).toEqual({ type: 'endStalledRace' });
    expect(r.state.round).toBeLessThan(200);
    expect(r.state.boats.every((b) => b.place !== null)).toBe(true);
    expect(violations(r.state)).toEqual([]);
  });

  it('a uniformly random game ends too', () => {
    const r = playRandomGame(newGame(defaultConfig(3), 12), { seed: 12, policy: 'uniform', maxActions: 40_000 });
    expect(r.finished).toBe(true);
    expect(violations(r.state)).toEqual([]);
  });
});

// ---- illegal actions -----------------------------------------------------------------------

const hexArb = fc.record({ q: fc.integer({ min: -12, max: 12 }), r: fc.integer({ min: -40, max: 4 }) });
const headingArb = fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant(2.5), fc.constant('N'));
const actionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('speed'), speed: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constant(3.5)) }),
  fc.record({ type: fc.constant('rotate'), step: fc.constantFrom('L', 'R', 'X') }),
  fc.constant({ type: 'advance' }),
  fc.record({ type: fc.constant('advance'), push: fc.array(hexArb, { minLength: 1, maxLength: 3 }) }),
  fc.constant({ type: 'reverse' }),
  fc.constant({ type: 'confirm' }),
  fc.record({ type: fc.constant('reorient'), heading: headingArb }),
  fc.record({ type: fc.constant('depart'), heading: headingArb }),
  fc.record({ type: fc.constant('placeBoat'), heading: headingArb }),
  fc.record({ type: fc.constant('drawTile'), tile: fc.constantFrom<string>(...TILE_IDS, 'Z9') }),
  fc.record({ type: fc.constant('rollDie'), face: fc.constantFrom('straight', 'left', 'right', 'up') }),
  fc.record({ type: fc.constant('rollFinish'), face: fc.constantFrom('straight', 'left', 'right', 'up') }),
  fc.record({ type: fc.constant('startOrder'), order: fc.shuffledSubarray(['white', 'orange', 'blue', 'green', 'pink', 'red']) }),
  fc.record({ type: fc.string({ maxLength: 8 }) }),
  fc.anything(),
);

describe('apply', () => {
  const states = [...gameStates(404, 4, 'eager', ['B3-1', 'B1-B2']), ...gameStates(405, 5, 'eager', ['B2', 'B3-2'])];

  it('rejects every action not in legalActions with a closed-set code and changes nothing', () => {
    const codes = new Set<string>(ERROR_CODES);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), actionArb, (i, action) => {
        const s = states[i]!; // deep-frozen: a mutation would throw
        const hash = stateHash(s);
        const snapshot = structuredClone(s);
        const legal = new Set(legalActions(s).map((a) => canonicalJson(a)));
        const r = apply(s, action as Action);
        const isLegal = typeof action === 'object' && action !== null && legal.has(canonicalJson(action));
        if (isLegal) expect(r.ok, `legal ${JSON.stringify(action)} at seq ${s.seq}`).toBe(true);
        else {
          expect(r.ok, `illegal ${JSON.stringify(action)} accepted at seq ${s.seq} (pending ${JSON.stringify(s.pending)})`).toBe(false);
          if (!r.ok) expect(codes.has(r.code), `code ${r.code}`).toBe(true);
        }
        expect(stateHash(s)).toBe(hash);
        expect(s).toEqual(snapshot);
      }),
      { numRuns: 400 },
    );
  });

  it('accepts every action legalActions offers', () => {
    const step = Math.max(1, Math.floor(states.length / 120));
    for (let i = 0; i < states.length; i += step) {
      const s = states[i]!;
      const acts = legalActions(s);
      if (s.pending.kind !== 'over') expect(acts.length, `seq ${s.seq} pending ${s.pending.kind}`).toBeGreaterThan(0);
      for (const a of acts.slice(0, 40)) {
        const r = apply(s, a);
        expect(r.ok ? 'ok' : r.code, `${JSON.stringify(a)} at seq ${s.seq}`).toBe('ok');
      }
    }
  });
});

// ---- replay ----------------------------------------------------------------------------------

describe('replay', () => {
  it('reproduces every state hash of a recorded game', () => {
    fc.assert(
      fc.property(configArb, fc.integer({ min: 0, max: 1e9 }), (c, seed) => {
        const config = makeConfig(c);
        const start = newGame(config, seed);
        const hashes = [stateHash(start)];
        const game = playRandomGame(start, { seed: seed ^ 0x5eed, policy: 'eager', maxActions: 20_000, onAction: (_b, _a, after) => hashes.push(stateHash(after)) });
        const record: GameRecord = {
          format: 'mississippi-queen-game',
          formatVersion: 1,
          engineVersion: ENGINE_VERSION,
          rulesVersion: RULES_VERSION,
          config,
          seed,
          actions: JSON.parse(JSON.stringify(game.actions)) as Action[], // as stored on disk
        };
        const r = replay(JSON.parse(JSON.stringify(record)) as GameRecord, { keepStates: true });
        expect(r.ok).toBe(true);
        if (!r.ok || !r.states) return;
        expect(r.states.map(stateHash)).toEqual(hashes);
        expect(stateHash(r.state)).toBe(stateHash(game.state));
      }),
      { numRuns: 3 },
    );
  });
});

// ---- legalTurns ------------------------------------------------------------------------------

describe('legalTurns', () => {
  const states = [...gameStates(77, 4, 'eager', ['B1', 'B3-1', 'B2']), ...gameStates(78, 3)].filter((s) => s.pending.kind === 'move');

  it('every outcome is reached by applying its actions, and outcomes are distinct', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.integer({ min: 0, max: 1e6 }), (i, pickSeed) => {
        const s = states[i]!;
        const turns = legalTurns(s);
        expect(turns.length, `a move is pending at seq ${s.seq}: some turn (or crash) exists`).toBeGreaterThan(0);
        const keys = turns.map((t) => canonicalJson({ end: t.end, pushed: t.pushed ?? [], crash: t.crash ?? null, reveals: !!t.revealsTile, finishes: !!t.finishes }));
        expect(new Set(keys).size, `duplicate outcomes at seq ${s.seq}`).toBe(keys.length);
        const mover = s.pending.kind === 'move' ? s.pending.boat : '';
        // up to 12 turns per state, spread over the list
        const pick = turns.length <= 12 ? turns : Array.from({ length: 12 }, (_, k) => turns[(pickSeed + k * 7919) % turns.length]!);
        for (const t of pick) {
          let cur = s;
          for (const [k, a] of t.actions.entries()) {
            const r = apply(cur, a);
            if (!r.ok) throw new Error(`turn action ${k} ${JSON.stringify(a)} rejected with ${r.code} at seq ${s.seq}: ${JSON.stringify(t.actions)}`);
            cur = r.state;
          }
          const b = cur.boats.find((x) => x.id === mover)!;
          if (b.place !== null && !b.out) {
            expect(t.finishes, `boat finished at seq ${s.seq}`).toBe(true);
            continue;
          }
          // (mq-rules-3: a boat that ends on a sandbank with no coal goes out and leaves the river)
          expect(b.pos, `end space of ${JSON.stringify(t.actions)} at seq ${s.seq}`).toEqual(b.out ? null : t.end.pos);
          expect({ heading: b.heading, speed: b.speed, coal: b.coal, passengers: b.passengers }, `end of ${JSON.stringify(t.actions)} at seq ${s.seq}`).toEqual({
            heading: t.end.heading,
            speed: t.end.speed,
            coal: t.end.coal,
            passengers: t.end.passengers,
          });
          for (const p of t.pushed ?? []) {
            const pb = cur.boats.find((x) => x.id === p.boat)!;
            expect({ pos: pb.pos, speed: pb.speed, passengers: pb.passengers }).toEqual({ pos: pb.out ? null : p.pos, speed: p.speed, passengers: p.passengers });
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
