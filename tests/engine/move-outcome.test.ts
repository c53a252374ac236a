// What a move cost and what it gave, told by the engine (issues 14/16, layering): the events of a
// move carry the coal each step burned (speed change, turns, leaving a sandbank) and a stop on a
// passenger dock says whether a passenger boarded and why not; legalTurns says the same of each
// turn before it is played (coalFor, passenger), so the renderer only words them.
import { describe, expect, it } from 'vitest';
import { legalTurns, spaceAt, speedChangeCost, type Action, type BoatId, type CoalFor, type GameEvent, type GameState, type Hex, type LegalTurn } from '../../engine/index.js';
import { hexKey } from '../../engine/hex.js';
import { GAMES, MODE_GAMES, corpusStates } from './helpers/legal-corpus.js';
import { adv, boat, confirm, hexAt, L, play, position, R, speed } from './helpers/position.js';

const push = (...to: Hex[]): Action => ({ type: 'advance', push: to });
const reverse: Action = { type: 'reverse' };
const same = (a: readonly Action[], b: readonly Action[]) => JSON.stringify(a) === JSON.stringify(b);
const turnOf = (s: GameState, actions: Action[]): LegalTurn => {
  const t = legalTurns(s).find((x) => same(x.actions, actions));
  if (!t) throw new Error(`no legal turn ${JSON.stringify(actions)}`);
  return t;
};

/** What the events of one played turn say the mover's coal paid for, and its passenger outcome. */
function told(events: readonly GameEvent[], mover: BoatId): { coal: CoalFor; passenger: LegalTurn['passenger'] } {
  const coal: CoalFor = { speed: 0, turns: 0, sandbank: 0 };
  let passenger: LegalTurn['passenger'];
  for (const e of events) {
    if (e.type === 'speedChanged' && e.boat === mover) coal.speed += e.coal;
    else if (e.type === 'rotated' && e.boat === mover) coal.turns += e.coal;
    else if (e.type === 'moved' && e.boat === mover) {
      coal.sandbank += e.coal ?? 0;
      expect(e.offSandbank === true).toBe((e.coal ?? 0) > 0);
    } else if (e.type === 'passengerTaken' && e.boat === mover) passenger = 'taken';
    else if (e.type === 'passengerMissed' && e.boat === mover) passenger = e.reason;
  }
  return { coal, passenger };
}

describe('the rulebook example of a move (last page)', () => {
  // A0 + A3-1 (newest). Orange on A0 7 heading N at speed 2; red ahead on A0 12.
  const s = position({
    river: ['A3-1'],
    stack: ['A2-4', 'A1-2'],
    boats: [{ id: 'orange', at: [0, 7], speed: 2, coal: 6 }, { id: 'red', at: [0, 12], heading: 5 }, { id: 'blue', at: [0, 9] }],
  });
  const actions = [speed(4), push(hexAt(s.river, [0, 13])), L, adv, adv, R, confirm];

  it('+2 speed for 1 coal, a free 60°, 60° more for 1 coal: the events and the listed turn say so', () => {
    const { state, events } = play(s, actions);
    expect(boat(state, 'orange').coal).toBe(4);
    expect(events).toContainEqual({ type: 'speedChanged', boat: 'orange', from: 2, to: 4, coal: 1 });
    expect(events.filter((e) => e.type === 'rotated').map((e) => (e as { coal: number }).coal)).toEqual([0, 1]);
    expect(events.some((e) => e.type === 'moved' && e.coal !== undefined)).toBe(false);
    const turn = turnOf(s, actions);
    expect(turn.coalSpent).toBe(2);
    expect(turn.coalFor).toEqual({ speed: 1, turns: 1, sandbank: 0 });
    expect(told(events, 'orange').coal).toEqual(turn.coalFor);
  });

  it('a turn that burns no coal carries no coalFor', () => {
    const free = legalTurns(s).filter((t) => t.coalSpent === 0);
    expect(free.length).toBeGreaterThan(0);
    for (const t of free) expect(t.coalFor).toBeUndefined();
  });

  it('the speed change costs what the engine says (±1 free, 1 coal a step beyond)', () => {
    expect([1, 2, 3, 4, 5, 6].map((to) => speedChangeCost(2, to))).toEqual([0, 0, 0, 1, 2, 3]);
  });
});

describe('leaving a sandbank (rulebook: sandbanks (3))', () => {
  // B3-1 as tile 2: pink on its sandbank at index 13, heading N, 3 coal.
  const stuck = position({ river: ['A3-1', 'B3-1', 'A3-2'], boats: [{ id: 'pink', at: [2, 13], speed: 1, coal: 3 }, { id: 'red', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });

  it('ahead at speed 2: the first step carries the 1 coal and says it left a sandbank', () => {
    const actions = [speed(2), adv, L, adv, confirm];
    const { state, events } = play(stuck, actions);
    expect(boat(state, 'pink').coal).toBe(2);
    const steps = events.filter((e) => e.type === 'moved');
    expect(steps[0]).toMatchObject({ coal: 1, offSandbank: true });
    expect(steps[0]).not.toHaveProperty('backwards');
    expect(steps[1]).not.toHaveProperty('coal');
    expect(steps[1]).not.toHaveProperty('offSandbank');
    expect(turnOf(stuck, actions).coalFor).toEqual({ speed: 0, turns: 0, sandbank: 1 });
  });

  it('ahead at speed 3: 1 coal for the speed and 1 for the sandbank, told apart', () => {
    const turn = legalTurns(stuck).find((t) => t.actions[0]?.type === 'speed' && (t.actions[0] as { speed: number }).speed === 3 && !t.crash)!;
    expect(turn.coalFor).toMatchObject({ speed: 1, sandbank: 1 });
    expect(told(play(stuck, turn.actions).events, 'pink').coal).toEqual(turn.coalFor);
  });

  it('backwards: 1 coal, then the turns are free', () => {
    const { events } = play(stuck, [reverse, R, R, R, confirm]);
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ backwards: true, coal: 1, offSandbank: true });
    // the listed way back that turns about (three 60° steps, all free after reversing)
    const back = legalTurns(stuck).filter((t) => t.actions[0]?.type === 'reverse');
    const about = back.find((t) => t.end.heading === 3)!;
    expect(about.actions.filter((a) => a.type === 'rotate')).toHaveLength(3);
    for (const t of back) expect(t.coalFor).toEqual({ speed: 0, turns: 0, sandbank: 1 });
  });

  it('from the middle of the turn, a sandbank already left costs nothing more', () => {
    const mid = play(stuck, [speed(2), adv]).state;
    for (const t of legalTurns(mid)) expect(t.coalFor?.sandbank ?? 0).toBe(0);
  });
});

describe('a stop on a passenger dock', () => {
  it('rulebook "picking up a passenger": red at speed 1 ends on the dock and takes one; the turn said so', () => {
    // A2-1 as tile 2: red dock at index 7, reached from index 2 heading N.
    const s = position({ river: ['A3-1', 'A2-1', 'A3-2'], boats: [{ id: 'red', at: [2, 2], speed: 1 }, { id: 'orange', at: [0, 2] }, { id: 'blue', at: [0, 9] }] });
    expect(turnOf(s, [adv, confirm]).passenger).toBe('taken');
    const { events } = play(s, [adv, confirm]);
    expect(events).toContainEqual({ type: 'passengerTaken', boat: 'red', hex: hexAt(s.river, [2, 7]), aboard: 1 });
    expect(events.some((e) => e.type === 'passengerMissed')).toBe(false);
  });

  // A1-1 as tile 2: its blue dock (index 11) two spaces ahead of orange at index 6.
  const at = (speedNow: number, more: { docksUsed?: string[]; passengers?: number } = {}, empty = false) =>
    position({
      river: ['A3-1', 'A1-1', 'A3-2'],
      boats: [{ id: 'orange', at: [2, 6], speed: speedNow, coal: 3, ...more }, { id: 'red', at: [0, 2] }],
      ...(empty ? { docks: [[2, 11, 0]] as [number, number, number][] } : {}),
    });
  const dock = hexAt(at(2).river, [2, 11]);
  const stopsAt = (s: GameState) => legalTurns(s).filter((t) => !t.crash && hexKey(t.end.pos) === hexKey(dock));

  it('says why none boards, before (legalTurns) and after (the event): too fast, used, empty, full', () => {
    const cases: [GameState, number, string][] = [
      [at(2), 2, 'fast'],
      [at(2, { docksUsed: [hexKey(dock)] }), 1, 'used'],
      [at(2, {}, true), 1, 'empty'],
      [at(2, { passengers: 2 }), 1, 'full'],
    ];
    for (const [s, endSpeed, reason] of cases) {
      const turn = stopsAt(s).find((t) => t.end.speed === endSpeed)!;
      expect(turn, reason).toBeDefined();
      expect(turn.passenger).toBe(reason);
      const { events } = play(s, turn.actions);
      expect(events).toContainEqual({ type: 'passengerMissed', boat: 'orange', hex: dock, reason, speed: endSpeed });
      expect(events.some((e) => e.type === 'passengerTaken')).toBe(false);
    }
    // at speed 1 on the same dock: one boards, and no miss is told
    const slow = stopsAt(at(2)).find((t) => t.end.speed === 1)!;
    expect(slow.passenger).toBe('taken');
    expect(play(at(2), slow.actions).events.some((e) => e.type === 'passengerMissed')).toBe(false);
  });

  it('only a turn that ends on a passenger dock carries a passenger outcome', () => {
    const s = at(2);
    const turns = legalTurns(s);
    for (const t of turns) {
      const kind = spaceAt(s.river, t.end.pos)?.kind;
      expect(t.passenger !== undefined, `${hexKey(t.end.pos)} ${kind}`).toBe(!t.crash && (kind === 'blueDock' || kind === 'redDock'));
    }
    expect(turns.some((t) => t.passenger === undefined)).toBe(true);
  });

  it('the Black Rose takes none and is told of none', () => {
    const base = at(2);
    const s: GameState = { ...base, boats: base.boats.map((b) => (b.id === 'orange' ? { ...b, id: 'black' as const, owner: -1 } : b)) };
    const rose: GameState = { ...s, order: ['black', 'red'], pending: { kind: 'move', player: 0, boat: 'black' }, turn: { ...s.turn!, boat: 'black' } };
    const stops = stopsAt(rose);
    expect(stops.length).toBeGreaterThan(0);
    for (const t of stops) expect(t.passenger).toBeUndefined();
    const slow = stops.find((t) => t.end.speed === 1)!;
    const { events } = play(rose, slow.actions);
    expect(events.some((e) => e.type === 'passengerTaken' || e.type === 'passengerMissed')).toBe(false);
  });
});

describe('every listed turn tells what playing it tells (corpus positions, advanced tiles and modes)', () => {
  const states = [...corpusStates([GAMES[1]!, GAMES[2]!], true), ...corpusStates([MODE_GAMES[3]!, MODE_GAMES[2]!], false)].filter((_, i) => i % 9 === 0);

  it('coalFor sums to coalSpent and matches the events; passenger matches the events', () => {
    let checked = 0;
    let sandbanks = 0;
    let docks = 0;
    for (const s of states) {
      const mover = s.pending.kind === 'move' ? s.pending.boat : null;
      if (!mover) continue;
      const turns = legalTurns(s);
      const step = Math.max(1, Math.floor(turns.length / 8));
      for (let i = 0; i < turns.length; i += step) {
        const t = turns[i]!;
        if (t.coalFor) expect(t.coalFor.speed + t.coalFor.turns + t.coalFor.sandbank).toBe(t.coalSpent);
        else expect(t.coalSpent).toBe(0);
        const { events } = play(s, t.actions);
        const said = told(events, mover);
        expect(said.coal).toEqual(t.coalFor ?? { speed: 0, turns: 0, sandbank: 0 });
        expect(said.passenger).toBe(t.passenger);
        checked++;
        if (t.coalFor?.sandbank) sandbanks++;
        if (t.passenger) docks++;
      }
    }
    // the sample reaches what it is meant to check
    expect(checked).toBeGreaterThan(500);
    expect(sandbanks).toBeGreaterThan(0);
    expect(docks).toBeGreaterThan(0);
  }, 300_000);
});
