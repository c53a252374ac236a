// Property tests (fast-check) over random games of every mode: two players with two boats each,
// three with two each, teams 2 v 2 and 3 v 3, six boats, the Black Rose with 2-5 players, the
// 1998 readings on a long river. Each game ends, every invariant holds after every action (inputs
// frozen: never mutated), actions outside legalActions are rejected and change nothing, the
// states probed save as scenarios and load back, and the record replays to the same hash after
// every action. The random player is cli/random-play.ts ('eager'); one game per mode keeps the
// file under a minute on a busy 2-core machine.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  ERROR_CODES,
  RULES_VERSION,
  allSides,
  apply,
  canonicalJson,
  defaultConfig,
  deciderOf,
  hexKey,
  legalActions,
  newGame,
  replay,
  sideOfBoat,
  seatsOfSide,
  spaceAt,
  stateHash,
  type ModeOptions,
  type RiverOptions,
} from '../../engine/index.js';
import { passengerSupply } from '../../engine/passengers.js';
import { issueText, parseScenario, stateToScenario } from '../../engine/scenario.js';
import { isWater } from '../../engine/river.js';
import { controllerFor } from '../../engine/sides.js';
import { finishedSides } from '../../engine/end-of-game.js';
import type { Action, BoatId, GameConfig, GameEvent, GameRecord, GameState } from '../../engine/types.js';
import { deepFreeze } from './helpers/freeze.js';
import { playRandomGame } from '../../cli/random-play.js';


/** Every invariant of a state in any mode; returns the violations (empty = fine). */
function modeViolations(s: GameState): string[] {
  const out: string[] = [];
  const c = s.config;
  const seen = new Map<string, string>();
  const waiting: BoatId[] = [];
  for (const b of s.boats) {
    const rose = b.id === 'black';
    if (b.place === null) {
      if (!Number.isInteger(b.speed) || b.speed < 1 || b.speed > 6) out.push(`${b.id} speed ${b.speed}`);
      if (!Number.isInteger(b.coal) || b.coal < 0 || b.coal > 6) out.push(`${b.id} coal ${b.coal}`);
    }
    if (b.passengers < 0 || b.passengers > 2) out.push(`${b.id} passengers ${b.passengers}`);
    if (rose) {
      if (b.owner !== -1) out.push(`the Black Rose has owner ${b.owner}`);
      if (b.passengers !== 0 || b.docksUsed.length > 0) out.push('the Black Rose carries passengers');
      if (b.place !== null) out.push('the Black Rose has a place');
    }
    if (b.pos) {
      const k = hexKey(b.pos);
      if (seen.has(k)) out.push(`${b.id} shares ${k} with ${seen.get(k)}`);
      seen.set(k, b.id);
      const info = spaceAt(s.river, b.pos);
      if (!info) out.push(`${b.id} off the placed tiles at ${k}`);
      else if (!isWater(info.kind)) out.push(`${b.id} on ${info.kind} at ${k}`);
    } else if (b.place === null && !b.out) waiting.push(b.id); // (mq-rules-3: a boat out of the race leaves the river)
  }
  // off the river without a place: only the sixth boat, on the shipyard until it enters a dock
  if (waiting.length > 1 || (waiting.length === 1 && (s.boats.length !== 6 || s.order.indexOf(waiting[0]!) !== 5)))
    out.push(`${waiting.join(',')} off the river without a place`);
  // passengers: supply + docks + aboard (finished boats keep theirs) is the game's total
  const onDocks = Object.values(s.docks).reduce((a, n) => a + n, 0);
  if (Object.values(s.docks).some((n) => n < 0)) out.push('a dock holds fewer than 0 passengers');
  const aboard = s.boats.reduce((a, b) => a + b.passengers, 0);
  const total = passengerSupply(c);
  if (s.supply < 0 || s.supply + onDocks + aboard !== total)
    out.push(`passengers not conserved: supply ${s.supply} + docks ${onDocks} + aboard ${aboard} ≠ ${total}`);
  for (const b of s.boats) if (b.place !== null && b.pos === null && !b.out && b.passengers !== 2 && !withdrawnOk(s, b.id)) out.push(`${b.id} finished with ${b.passengers} passengers`);
  // places are per side: a side's placed boats share one place; the placed sides hold 1..k
  const sidePlace = new Map<number, number>();
  for (const b of s.boats) {
    if (b.place === null || b.owner < 0) continue;
    const side = sideOfBoat(c, b);
    const p = sidePlace.get(side);
    if (p !== undefined && p !== b.place) out.push(`side ${side} has places ${p} and ${b.place}`);
    sidePlace.set(side, b.place);
  }
  // sides that finished hold 1..k from the top; sides whose boats all went out of the race
  // (mq-rules-2) hold the last places, from the bottom
  const sides = allSides(c);
  const finished = finishedSides(s);
  const places = [...sidePlace].filter(([side]) => finished.has(side)).map(([, p]) => p).sort((a, b) => a - b);
  places.forEach((p, i) => p !== i + 1 && out.push(`side places ${places.join(',')} are not 1..k`));
  const outPlaces = [...sidePlace].filter(([side]) => !finished.has(side)).map(([, p]) => p).sort((a, b) => b - a);
  outPlaces.forEach((p, i) => p !== sides.length - i && out.push(`out-of-race side places ${outPlaces.join(',')} are not the last ones`));
  if (s.pending.kind === 'over') {
    if (sidePlace.size !== sides.length) out.push(`game over but only ${sidePlace.size} of ${sides.length} sides placed`);
    if (s.boats.some((b) => b.owner >= 0 && b.place === null)) out.push('game over but a player boat has no place');
  } else {
    if (sides.length - sidePlace.size <= 1) out.push(`${sidePlace.size} of ${sides.length} sides placed but the game goes on`);
    // a placed side's boats have all left the river
    for (const b of s.boats) if (b.owner >= 0 && sidePlace.has(sideOfBoat(c, b)) && b.pos !== null && !b.out) out.push(`${b.id}'s side is placed but it still races`);
  }
  // who decides: the owner, or the Black Rose's controller (the owner of the last boat in order)
  const p = s.pending;
  if (p.kind !== 'chance' && p.kind !== 'over') {
    const b = s.boats.find((x) => x.id === p.boat);
    if (!b) out.push(`pending ${p.kind} for an unknown boat ${p.boat}`);
    else {
      if (p.player !== deciderOf(s, b)) out.push(`pending ${p.kind}: player ${p.player} does not decide for ${b.id}`);
      if ((p.kind === 'move' || p.kind === 'depart' || p.kind === 'transfer') && (b.place !== null || b.pos === null)) out.push(`pending ${p.kind} for ${b.id}, not racing`);
      if (p.kind === 'enterDock' && (b.pos !== null || !p.docks.every((d) => d >= 1 && d <= 5))) out.push(`enterDock for ${b.id} at ${b.pos ? hexKey(b.pos) : '-'} docks ${p.docks.join(',')}`);
    }
  }
  if (c.blackRose) {
    if (!s.blackRose) {
      if (s.round > 0 || s.pending.kind !== 'chance') out.push('a Black Rose game without its controller');
    } else {
      if (s.round >= 1 && s.blackRose.controller !== controllerFor(s.boats, s.order)) out.push(`controller ${s.blackRose.controller} is not the last mover's owner`);
      if (c.classic1998 && s.blackRose.given > 2) out.push(`the Black Rose gave ${s.blackRose.given} coal this round (1998: at most 2)`);
    }
  } else if (s.blackRose) out.push('blackRose state in a game without it');
  return out;
}

/** A boat withdrawn with its side's finisher keeps the passengers it had. */
function withdrawnOk(s: GameState, id: string): boolean {
  const b = s.boats.find((x) => x.id === id)!;
  const side = sideOfBoat(s.config, b);
  return s.boats.some((x) => x.id !== id && x.owner >= 0 && sideOfBoat(s.config, x) === side && x.place === b.place && x.passengers === 2);
}

interface Mode {
  name: string;
  players: number;
  options: RiverOptions & ModeOptions;
}

const MODES: Mode[] = [
  { name: '2 players, two boats each', players: 2, options: {} },
  { name: '3 players, two boats each', players: 3, options: { twoBoats: true } },
  { name: 'teams 2 v 2', players: 4, options: { teams: true } },
  { name: 'teams 3 v 3', players: 6, options: { teams: true, exactPassengers: true } },
  { name: '6 players', players: 6, options: {} },
  { name: 'Black Rose, 2 players', players: 2, options: { blackRose: true } },
  { name: 'Black Rose, 3 players', players: 3, options: { blackRose: true } },
  { name: 'Black Rose, 4 players', players: 4, options: { blackRose: true } },
  { name: 'Black Rose, 5 players (it starts from the shipyard)', players: 5, options: { blackRose: true } },
  { name: '1998 readings, Black Rose, 15-tile river', players: 3, options: { blackRose: true, classic1998: true, length: 15, advanced: ['B1', 'B2', 'B3-2'] } },
];

const hexArb = fc.record({ q: fc.integer({ min: -12, max: 12 }), r: fc.integer({ min: -40, max: 4 }) });
const headingArb = fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant('N'));
const boatArb = fc.constantFrom('white', 'orange', 'blue', 'green', 'pink', 'red', 'black', 'purple');
const actionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('enterDock'), dock: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant(3.5)), heading: headingArb }),
  fc.record({ type: fc.constant('transfer'), from: boatArb, to: boatArb, amount: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constant(1.5)) }),
  fc.constant({ type: 'skipTransfer' }),
  fc.record({ type: fc.constant('speed'), speed: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ type: fc.constant('rotate'), step: fc.constantFrom('L', 'R') }),
  fc.constant({ type: 'advance' }),
  fc.record({ type: fc.constant('advance'), push: fc.array(hexArb, { minLength: 1, maxLength: 2 }) }),
  fc.constant({ type: 'confirm' }),
  fc.record({ type: fc.constant('reorient'), heading: headingArb }),
  fc.record({ type: fc.constant('depart'), heading: headingArb }),
  fc.record({ type: fc.constant('placeBoat'), heading: headingArb }),
  fc.record({ type: fc.constant('startOrder'), order: fc.shuffledSubarray(['white', 'orange', 'blue', 'green', 'pink', 'red', 'black']) }),
  fc.anything(),
);

const CODES = new Set<string>(ERROR_CODES);
/** Games per mode (MQ_MODES_RUNS=20 for a longer hunt). */
const RUNS = Math.max(1, Number(process.env.MQ_MODES_RUNS) || 1);
/** A fixed seed keeps CI reproducible; MQ_MODES_SEED=<n> (with MQ_MODES_RUNS) hunts elsewhere. */
const SEED = Number(process.env.MQ_MODES_SEED) || 20261126;

/** One random game of a mode, checked after every action; the states worth probing are kept. */
function checkedGame(config: GameConfig, seed: number) {
  const start = deepFreeze(newGame(config, seed));
  const hashes = [stateHash(start)];
  const probes: GameState[] = [];
  const events: GameEvent[] = [];
  let steps = 0;
  const game = playRandomGame(start, {
    seed: seed ^ 0x5eed,
    policy: 'eager',
    maxActions: 20_000,
    onAction: (before, action, after, ev) => {
      steps++;
      if (after.seq !== before.seq + 1) throw new Error(`seq ${after.seq} after ${before.seq}`);
      const v = modeViolations(after);
      if (v.length) throw new Error(`after action ${steps} ${JSON.stringify(action)}: ${v.join('; ')}`);
      deepFreeze(after); // the next apply gets a frozen input: any mutation throws
      hashes.push(stateHash(after));
      events.push(...ev);
      // every decision other than a move, and one move state in 25
      if (after.pending.kind !== 'move' || steps % 25 === 0) probes.push(after);
    },
  });
  return { game, hashes, probes, events };
}

describe('random games of every mode', () => {
  for (const mode of MODES) {
    it(`${mode.name}: ends, invariants hold, illegal actions change nothing, replay reproduces every hash`, () => {
      const config = defaultConfig(mode.players, mode.options);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e9 }), fc.array(fc.tuple(fc.nat(), actionArb), { minLength: 40, maxLength: 40 }), (seed, probes) => {
          const { game, hashes, probes: states, events } = checkedGame(config, seed);
          expect(game.finished, `seed ${seed}: the game ends within 20000 actions`).toBe(true);
          const over = events.filter((e) => e.type === 'gameOver');
          expect(over).toHaveLength(1);
          const end = game.state;
          // the winners are the seats of the side placed first
          const first = end.boats.find((b) => b.place === 1 && b.owner >= 0)!;
          if (over[0]!.type === 'gameOver') expect([...over[0]!.winners].sort()).toEqual(seatsOfSide(config, sideOfBoat(config, first)));
          // the game ends when all sides but one have a place (so at once with two sides)
          const finishedSides = new Set(events.filter((e) => e.type === 'finished').map((e) => (e.type === 'finished' ? e.place : 0)));
          if (allSides(config).length === 2) expect(finishedSides.size).toBeLessThanOrEqual(1);

          // actions outside legalActions are rejected with a closed-set code and change nothing
          for (const [k, action] of probes) {
            const s = states[k % states.length]!;
            const hash = stateHash(s);
            const legal = legalActions(s).map((a) => canonicalJson(a));
            const r = apply(s, action as Action);
            const isLegal = typeof action === 'object' && action !== null && legal.includes(canonicalJson(action));
            if (!isLegal) {
              expect(r.ok, `illegal ${JSON.stringify(action)} accepted at seq ${s.seq} (pending ${JSON.stringify(s.pending)})`).toBe(false);
              if (!r.ok) expect(CODES.has(r.code), `code ${r.code}`).toBe(true);
            } else expect(r.ok, `legal ${JSON.stringify(action)} at seq ${s.seq}`).toBe(true);
            expect(stateHash(s)).toBe(hash);
          }
          // every legal action of the decisions special to the modes is accepted
          for (const s of states.filter((x) => x.pending.kind === 'transfer' || x.pending.kind === 'enterDock')) {
            for (const a of legalActions(s)) expect(apply(s, a).ok, `${JSON.stringify(a)} at seq ${s.seq}`).toBe(true);
          }

          // the probed states save as scenarios and load back to the same hash
          for (const s of states) {
            const r = parseScenario(JSON.stringify(stateToScenario(s)));
            expect(r.ok ? stateHash(r.state) : r.issues.map(issueText).join('\n'), `scenario of seq ${s.seq}`).toBe(stateHash(s));
          }

          // the record replays to the same hash after every action
          const record: GameRecord = {
            format: 'mississippi-queen-game',
            formatVersion: 1,
            engineVersion: ENGINE_VERSION,
            rulesVersion: RULES_VERSION,
            config: JSON.parse(JSON.stringify(config)) as GameConfig,
            seed,
            actions: JSON.parse(JSON.stringify(game.actions)) as Action[], // as stored on disk
          };
          const r = replay(record, { keepStates: true });
          expect(r.ok).toBe(true);
          if (r.ok && r.states) expect(r.states.map(stateHash)).toEqual(hashes);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
});

describe('the invariants catch what they claim to', () => {
  // a guard against a checker that cannot fail: break one state of a real game in each way
  let mid: GameState;
  beforeAll(() => {
    mid = playRandomGame(newGame(defaultConfig(5, { blackRose: true }), 7), { seed: 7, policy: 'eager', maxActions: 200 }).state;
  });

  it('accepts a real state', () => {
    expect(mid.round).toBeGreaterThan(1);
    expect(modeViolations(mid)).toEqual([]);
  });

  const broken: [string, (s: GameState) => GameState, RegExp][] = [
    ['Black Rose with a passenger', (s) => ({ ...s, boats: s.boats.map((b) => (b.id === 'black' ? { ...b, passengers: 1 } : b)), supply: s.supply - 1 }), /Black Rose carries passengers/],
    ['two boats on one space', (s) => ({ ...s, boats: s.boats.map((b, i) => (i === 1 ? { ...b, pos: s.boats[0]!.pos } : b)) }), /shares/],
    ['a passenger lost', (s) => ({ ...s, supply: s.supply + 1 }), /passengers not conserved/],
    ['coal 7', (s) => ({ ...s, boats: s.boats.map((b, i) => (i === 0 ? { ...b, coal: 7 } : b)) }), /coal 7/],
    ['wrong controller', (s) => ({ ...s, blackRose: { controller: (s.blackRose!.controller + 1) % 5, given: 0 } }), /controller/],
    ['a place skipped', (s) => ({ ...s, boats: s.boats.map((b, i) => (i === 0 ? { ...b, pos: null, place: 2, passengers: 2 } : b)) }), /side places 2 are not 1\.\.k|passengers not conserved/],
  ];
  for (const [name, f, msg] of broken) {
    it(`flags ${name}`, () => {
      expect(modeViolations(f(mid)).join('; ')).toMatch(msg);
    });
  }
});
