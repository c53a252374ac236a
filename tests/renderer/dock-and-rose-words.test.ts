// Words before the pick (newcomer's play-test of issue 14): a way that stops on a passenger dock
// says whether a passenger boards, and why not (speed 2, dock used, none left, two aboard); the
// Black Rose, which takes no passengers and has unlimited coal, is never told of either. The reason
// is the engine's (LegalTurn.passenger); these tests check it reaches the words.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/api/contract.js';
import { hexKey, legalTurns, spaceAt, type GameState, type LegalTurn } from '../../engine/index.js';
import { hintReasonText } from '../../renderer/src/lib/hint-words.js';
import { translator } from '../../renderer/src/lib/i18n.js';
import { outcomeMarks, speedWhy, warningsFor, wayText } from '../../renderer/src/lib/plan-words.js';
import type { SeatInfo } from '../../renderer/src/lib/words.js';
import { position, type BoatSpec } from '../engine/helpers/position.js';

const players: SeatInfo[] = [{ name: 'Ann', boats: ['orange'] }, { name: 'Ben', boats: ['red'] }];
const t = translator('en');

/** A boat just short of the blue dock on tile 2 (A1-1), at `speed`; the other boat far behind. */
function at(speed: number, more: Partial<BoatSpec> = {}, docks?: [number, number, number][]): GameState {
  return position({
    river: ['A3-1', 'A1-1', 'A3-2'],
    boats: [{ id: 'orange', at: [2, 6], speed, coal: 3, ...more }, { id: 'red', at: [0, 2] }],
    ...(docks ? { docks } : {}),
  });
}
const onDock = (s: GameState, turn: LegalTurn) => ['blueDock', 'redDock'].includes(spaceAt(s.river, turn.end.pos)?.kind ?? '');
const dockStops = (s: GameState) => legalTurns(s).filter((x) => !x.crash && onDock(s, x));

describe('a stop on a passenger dock', () => {
  const s = at(2);
  const boat = s.boats[0]!;
  const stops = dockStops(s);

  it('at speed 1 takes a passenger; faster, says none boards and why, before the pick', () => {
    const slow = stops.find((x) => x.end.speed === 1)!;
    const fast = stops.find((x) => x.end.speed > 1)!;
    expect(slow && fast).toBeTruthy();
    expect(slow.passenger).toBe('taken');
    expect(wayText(t, s, players, boat, slow)).toContain('picks up a passenger');
    expect(fast.passenger).toBe('fast');
    expect(wayText(t, s, players, boat, fast)).toContain(`stops at the dock at speed ${fast.end.speed}: no passenger (only at speed 1)`);
    expect(outcomeMarks(fast)).toContain('noPassenger');
    expect(outcomeMarks(slow)).toEqual(expect.arrayContaining(['passenger']));
    for (const lang of LANGUAGES) expect(wayText(translator(lang), s, players, boat, fast)).not.toMatch(/\{|\}/);
  });

  it('says a dock already used, an empty dock and a full boat apart', () => {
    const slow = stops.find((x) => x.end.speed === 1)!;
    const key = hexKey(slow.end.pos);
    const used = at(2, { docksUsed: [key] });
    const usedStop = dockStops(used).find((x) => hexKey(x.end.pos) === key && x.end.speed === 1)!;
    expect(usedStop.passenger).toBe('used');
    expect(wayText(t, used, players, used.boats[0]!, usedStop)).toContain('no passenger: this boat already took one from this dock');
    const empty = at(2, {}, [[2, 11, 0]]);
    const emptyStop = dockStops(empty).find((x) => hexKey(x.end.pos) === key && x.end.speed === 1)!;
    expect(emptyStop.passenger).toBe('empty');
    expect(wayText(t, empty, players, empty.boats[0]!, emptyStop)).toContain('no passenger: none left at this dock');
    const full = at(2, { passengers: 2 });
    const fullStop = dockStops(full).find((x) => hexKey(x.end.pos) === key && x.end.speed === 1)!;
    expect(fullStop.passenger).toBe('full');
    expect(wayText(t, full, players, full.boats[0]!, fullStop)).toContain('no passenger: two already aboard');
  });

  it('a way that ends elsewhere says nothing of docks', () => {
    const elsewhere = legalTurns(s).find((x) => !onDock(s, x))!;
    expect(elsewhere.passenger).toBeUndefined();
    expect(wayText(t, s, players, boat, elsewhere)).not.toMatch(/passenger/);
  });
});

describe('the Black Rose', () => {
  const base = position({
    river: ['A3-1', 'A1-1', 'A3-2'],
    boats: [{ id: 'black', at: [2, 6], speed: 2, coal: 1 }, { id: 'orange', at: [0, 2] }],
  });
  // nobody's boat: the engine takes no passenger aboard it
  const s: GameState = { ...base, boats: base.boats.map((b) => (b.id === 'black' ? { ...b, owner: -1 } : b)) };
  const rose = s.boats[0]!;

  it('is never told of passengers at a dock', () => {
    for (const turn of dockStops(s)) {
      expect(turn.passenger).toBeUndefined();
      expect(outcomeMarks(turn)).not.toContain('noPassenger');
      expect(wayText(t, s, players, rose, turn)).not.toMatch(/passenger/);
    }
  });

  it('a speed beyond its allowance names the allowance, not "you have" coal', () => {
    for (const lang of LANGUAGES) {
      const tl = translator(lang);
      const why = speedWhy(tl, rose, 5);
      expect(why).toBe(tl('turnplan.roseAllowance', { n: 2, have: 1 }));
      expect(why).not.toBe(tl('plan.needsCoal', { n: 2, have: 1 }));
    }
    expect(speedWhy(t, rose, 5)).toBe('needs 2\u00a0coal, but the Black Rose may burn only 1 this turn');
    // a player's boat still hears of its own coal
    const boat = { ...rose, id: 'orange' as const };
    expect(speedWhy(t, boat, 5)).toBe('needs 2\u00a0coal, you have\u00a01');
  });

  it('spending its allowance is no "last coal"', () => {
    const spend = legalTurns(s).find((x) => x.coalSpent > 0 && x.end.coal === 0 && !x.crash)!;
    expect(spend).toBeTruthy();
    expect(warningsFor(spend, rose, { state: s, turn: spend })).not.toContain('plan.warnLastCoal');
    expect(warningsFor(spend, { ...rose, id: 'orange' }, { state: s, turn: spend })).toContain('plan.warnLastCoal');
  });

  it("the captain's hint gives it no errand it cannot run (a dock, the finish, coal kept)", () => {
    for (const reason of [{ code: 'hint/passenger' }, { code: 'hint/dock', dock: { q: 0, r: 0 }, tile: 2, turns: 2 }, { code: 'hint/finish-line', turns: 3 }, { code: 'hint/save-coal', coal: 1 }] as const) {
      for (const lang of LANGUAGES) {
        const tl = translator(lang);
        expect(hintReasonText(tl, reason, s, players)).toBe(tl('hint.reason.rose'));
      }
    }
    // a push is still said as one; a player's boat keeps its errands
    expect(hintReasonText(t, { code: 'hint/push', boat: 'orange' }, s, players)).toMatch(/pushes/);
    const mine = position({ river: ['A3-1', 'B2', 'A3-2'], boats: [{ id: 'orange', at: [1, 18] }, { id: 'black', at: [0, 2] }] });
    expect(hintReasonText(t, { code: 'hint/passenger' }, mine, players)).toBe('It picks up a passenger this turn.');
  });
});
