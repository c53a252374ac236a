// The start docks are numbered on the board the whole time the boats set off in a six-boat race, not
// only while the sixth boat itself chooses (play-test pt29 #2), each mark clear of the boats.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, hexEq, legalActions, newGame, sampleChance, startDockHex, type GameState } from '../../engine/index.js';
import { boatBox, overlaps } from '../../renderer/src/lib/boat-clear.js';
import { dockMarkSpots, startDockMarks } from '../../renderer/src/lib/start-docks.js';

/** A new game played on (chance, then each decision's first legal action) until `done`. */
function playUntil(seats: number, done: (s: GameState) => boolean): GameState {
  let state = newGame(defaultConfig(seats), 7);
  for (let i = 0; i < 200 && !done(state); i++) {
    const r = apply(state, state.pending.kind === 'chance' ? sampleChance(state) : legalActions(state)[0]!);
    if (!r.ok) throw new Error(r.code);
    state = r.state;
  }
  return state;
}

describe('the start docks numbered while the boats set off', () => {
  it('all five, from the first heading set until the boat from the shipyard has entered one', () => {
    const placing = playUntil(6, (s) => s.pending.kind === 'placeBoat');
    expect(startDockMarks(placing).map((d) => d.n)).toEqual([1, 2, 3, 4, 5]);
    expect(startDockMarks(placing).every((d) => hexEq(d.hex, startDockHex(placing.river, d.n)))).toBe(true);
    const entering = playUntil(6, (s) => s.pending.kind === 'enterDock');
    expect(startDockMarks(entering)).toHaveLength(5);
    const entered = playUntil(6, (s) => s.boats.every((b) => b.pos !== null));
    expect(startDockMarks(entered)).toEqual([]);
  });

  it('none in a race without the shipyard', () => {
    expect(startDockMarks(playUntil(5, (s) => s.pending.kind === 'placeBoat'))).toEqual([]);
  });

  it('a mark on a dock a boat stands on moves beside it, off every boat and off the other marks', () => {
    const s = 60;
    const boats = [{ x: 100, y: 100 }, { x: 160, y: 100 }].map((c) => ({ c, box: boatBox(c, s) }));
    const marks = [
      { c: { x: 100, y: 100 }, w: 36, h: 22, px: s },
      { c: { x: 160, y: 100 }, w: 36, h: 22, px: s },
      { c: { x: 130, y: 160 }, w: 36, h: 22, px: s },
    ];
    const spots = dockMarkSpots(marks, boats);
    for (const m of spots) for (const b of boats) expect(overlaps(m, b.box)).toBe(false);
    for (let i = 0; i < spots.length; i++) for (let j = i + 1; j < spots.length; j++) expect(overlaps(spots[i]!, spots[j]!)).toBe(false);
    // an empty dock keeps its mark on its own space
    expect(spots[2]).toMatchObject({ x: 130, y: 160 });
  });

  it('off a lit space\'s cost badge on its dock (it hid the badge at 1024x700)', () => {
    const badge = { x: 130, y: 170, w: 32, h: 21, side: 0 as const };
    const [spot] = dockMarkSpots([{ c: { x: 130, y: 160 }, w: 36, h: 22, px: 60 }], [], [badge]);
    expect(overlaps(spot!, badge)).toBe(false);
  });
});
