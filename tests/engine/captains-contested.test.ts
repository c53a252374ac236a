// Contested docks (issue 18, a lever of the expert's weights, off by default: see expert.ts): a
// dock's last passenger that a boat of another side, heading for it, reaches first is likely gone;
// a plan through such a dock is valued at its expected value over the boat's next ways. Positions are built so that the boat has one way
// through a dock (d) besides the finish with passengers from the tiles to come, and the rival has
// that dock only: the expected value is then exactly a mix of the two estimates.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, newGame, sampleChance, type Boat, type GameState } from '../../engine/index.js';
import { captainRng, chooseActions, DEFAULT_WEIGHTS, turnsToWin, type EvalWeights } from '../../engine/captains/index.js';
import { tryAll } from '../../engine/captains/play.js';

/** No tie-break by distance: the estimate is then linear in the way's turns (exact comparisons). */
const PLAIN: EvalWeights = { ...DEFAULT_WEIGHTS, progress: 0 };
/** A contested dock is surely gone when a rival is sooner (half when as soon). */
const SURE: EvalWeights = { ...PLAIN, contested: 1 };

/** The first position of a medium heads-up game (two boats each) with a dock holding one passenger. */
function withDock(): { s: GameState; dock: string } {
  let s = newGame(defaultConfig(2, {}), 3);
  const rng = captainRng(3);
  while (s.pending.kind !== 'over') {
    if (s.pending.kind === 'chance') {
      s = (apply(s, sampleChance(s)) as { state: GameState }).state;
      continue;
    }
    const dock = Object.keys(s.docks).find((k) => s.docks[k] === 1);
    if (dock && s.round > 3) return { s, dock };
    s = tryAll(s, chooseActions('medium', s, {}, rng))!;
  }
  throw new Error('no dock with one passenger');
}

const { s: game, dock } = withDock();
/** Every other dock with passengers is used by both boats below: d is their only dock. */
const others = Object.keys(game.docks).filter((k) => k !== dock && game.docks[k]! > 0);
const mover = game.boats.find((b) => b.owner === 0 && b.coal > 0)!;
const rivalId = game.boats.find((b) => b.owner === 1)!.id;

/**
 * The mover (one passenger, only dock d) and a rival boat standing where it stands (dock d only,
 * `rival` changes), every other boat with its passengers aboard (heading for no dock).
 */
function position(rival: Partial<Boat> = {}, docks: Record<string, number> = game.docks): GameState {
  const me: Boat = { ...mover, passengers: 1, docksUsed: others, lostTurns: 0 };
  const boats = game.boats.map((b): Boat => {
    if (b.id === mover.id) return me;
    if (b.id === rivalId) return { ...b, pos: me.pos, heading: me.heading, speed: me.speed, coal: me.coal, passengers: 1, docksUsed: others, lostTurns: 0, freeDeparture: me.freeDeparture, ...rival };
    return { ...b, passengers: 2 };
  });
  return { ...game, boats, docks };
}

const me = (s: GameState) => s.boats.find((b) => b.id === mover.id)!;
/** The mover's estimate if dock d were gone (used by it). */
const without = (s: GameState, w: EvalWeights) => turnsToWin(s, { ...me(s), docksUsed: [...others, dock] }, w);

describe('contested docks (the expert only)', () => {
  it('the position: dock d is the mover\'s best way, better than waiting for the tiles to come', () => {
    const s = position();
    expect(s.docks[dock]).toBe(1);
    expect(turnsToWin(s, me(s), PLAIN)).toBeLessThan(without(s, PLAIN) - 1);
  });

  it('a rival heading for the dock and sooner: the dock is gone (contested 1), the estimate is that of the way left', () => {
    const s = position();
    const late: GameState = { ...s, boats: s.boats.map((b) => (b.id === mover.id ? { ...b, lostTurns: 1 } : b)) };
    expect(turnsToWin(late, me(late), SURE)).toBeCloseTo(without(late, PLAIN), 9);
    expect(turnsToWin(late, me(late), PLAIN)).toBeLessThan(without(late, PLAIN) - 1);
  });

  it('as soon: half of the chance; a chance of 0.7 gives 0.35 of the way left', () => {
    const s = position();
    const near = turnsToWin(s, me(s), PLAIN);
    const far = without(s, PLAIN);
    expect(turnsToWin(s, me(s), SURE)).toBeCloseTo((near + far) / 2, 9);
    expect(turnsToWin(s, me(s), { ...PLAIN, contested: 0.7 })).toBeCloseTo(near + 0.35 * (far - near), 9);
  });

  it('no discount when the rival is later, not heading for a dock, of the same side, or the dock holds two passengers', () => {
    const near = (s: GameState) => turnsToWin(s, me(s), PLAIN);
    const cases: GameState[] = [
      position({ lostTurns: 1 }),
      position({ passengers: 2 }),
      position({ docksUsed: [...others, dock] }),
      position({}, { ...game.docks, [dock]: 2 }),
    ];
    for (const s of cases) expect(turnsToWin(s, me(s), SURE)).toBeCloseTo(near(s), 9);
    // the rival boat of the mover's own side (its team-mate standing there instead) takes nothing from the side
    const mate = game.boats.find((b) => b.owner === 0 && b.id !== mover.id)!.id;
    const own = position({ passengers: 2 });
    const s: GameState = { ...own, boats: own.boats.map((b) => (b.id === mate ? { ...b, pos: mover.pos, heading: mover.heading, speed: mover.speed, coal: mover.coal, passengers: 1, docksUsed: others, lostTurns: 0 } : b)) };
    expect(turnsToWin(s, me(s), SURE)).toBeCloseTo(near(s), 9);
  });

  it('the rival is valued from its own side: the mover standing sooner discounts the rival\'s dock, not its own', () => {
    const s = position();
    const late: GameState = { ...s, boats: s.boats.map((b) => (b.id === rivalId ? { ...b, lostTurns: 1 } : b)) };
    const rival = late.boats.find((b) => b.id === rivalId)!;
    expect(turnsToWin(late, me(late), SURE)).toBeCloseTo(turnsToWin(late, me(late), PLAIN), 9);
    expect(turnsToWin(late, rival, SURE)).toBeGreaterThan(turnsToWin(late, rival, PLAIN) + 1);
  });
});
