// Turn order (rulebook TURN ORDER, RULINGS §6): later tile ahead; on one tile the measuring stick
// along the direction of the next piece; ties by speed, coal, starboard; finished boats leave.
import { describe, expect, it } from 'vitest';
import { computeOrder, progressAlong, starboardOf, startDockOrder, stickDirection } from '../../engine/order.js';
import { globalHex, placeNext, START_TILE } from '../../engine/river.js';
import type { Boat, BoatId, DieFace, GameState, PlacedTile } from '../../engine/types.js';

function build(faces: DieFace[]): PlacedTile[] {
  let river: PlacedTile[] = [START_TILE];
  for (const f of faces) river = [...river, placeNext(river, f, 'A3-2')];
  return river;
}

type Spec = { id: BoatId; tile: number; index: number; speed?: number; coal?: number; place?: number | null };

function stateOf(river: PlacedTile[], specs: Spec[], finish: GameState['finish'] = null) {
  const boats: Boat[] = specs.map((s, owner) => ({
    id: s.id,
    owner,
    pos: s.place ? null : globalHex(river[s.tile]!, s.index),
    heading: 0,
    speed: s.speed ?? 1,
    coal: s.coal ?? 6,
    passengers: 0,
    docksUsed: [],
    lostTurns: 0,
    freeDeparture: false,
    place: s.place ?? null,
  }));
  return { river, finish, boats, order: specs.map((s) => s.id) };
}

describe('the rulebook example', () => {
  // A0, T1 straight, T2 right, T3 straight (newest). Red alone on T3; Green and Pink side by side
  // on T2 (indexes 13 and 11: the same row across the river); White on T1's entry corner and
  // Orange on A0's exit tip, which look equally far along but lie on different tiles.
  const river = build(['straight', 'right', 'straight']);
  const specs: Spec[] = [
    { id: 'orange', tile: 0, index: 17, speed: 3 },
    { id: 'pink', tile: 2, index: 11, speed: 2, coal: 4 },
    { id: 'white', tile: 1, index: 0 },
    { id: 'green', tile: 2, index: 13, speed: 2, coal: 4 },
    { id: 'red', tile: 3, index: 2 },
  ];

  it('Red 1st, Green 2nd (further right), Pink 3rd, White 4th (later tile), Orange 5th', () => {
    expect(computeOrder(stateOf(river, specs))).toEqual(['red', 'green', 'pink', 'white', 'orange']);
  });

  it('the premises hold: Green/Pink equally far along, White/Orange level on different tiles', () => {
    const s = stateOf(river, specs);
    const pos = (id: BoatId) => s.boats.find((b) => b.id === id)!.pos!;
    const d2 = stickDirection(s, 2);
    expect(progressAlong(pos('green'), d2)).toBe(progressAlong(pos('pink'), d2));
    expect(starboardOf(pos('green'), d2)).toBeGreaterThan(starboardOf(pos('pink'), d2));
    expect(progressAlong(pos('white'), 0)).toBe(progressAlong(pos('orange'), 0));
  });

  it('the tie breaks in order: speed, then coal, then starboard', () => {
    const faster = specs.map((s) => (s.id === 'pink' ? { ...s, speed: 3, coal: 0 } : s));
    expect(computeOrder(stateOf(river, faster)).slice(1, 3)).toEqual(['pink', 'green']);
    const moreCoal = specs.map((s) => (s.id === 'pink' ? { ...s, coal: 5 } : s));
    expect(computeOrder(stateOf(river, moreCoal)).slice(1, 3)).toEqual(['pink', 'green']);
  });
});

describe('the measuring stick', () => {
  // T2 has heading 1 (NE). Its exit corners 19 and 15 are level along NE, but not along N or SE.
  const specs: Spec[] = [
    { id: 'blue', tile: 2, index: 15, speed: 1 },
    { id: 'white', tile: 2, index: 19, speed: 4 },
  ];

  it('is laid across the direction in which the next tile is attached', () => {
    expect(computeOrder(stateOf(build(['straight', 'right', 'left']), specs))).toEqual(['blue', 'white']); // along N
    expect(computeOrder(stateOf(build(['straight', 'right', 'right']), specs))).toEqual(['white', 'blue']); // along SE
    // along NE the two are level: the faster boat is ahead
    expect(computeOrder(stateOf(build(['straight', 'right', 'straight']), specs))).toEqual(['white', 'blue']);
  });

  it('on the newest tile it follows the tile’s own heading, or the Finish once placed', () => {
    const river = build(['straight', 'right']);
    expect(stickDirection({ river, finish: null }, 2)).toBe(1);
    expect(computeOrder(stateOf(river, specs))).toEqual(['white', 'blue']); // level, speed decides
    const finish = { attached: 'left' as const, docks: [] };
    expect(stickDirection({ river, finish }, 2)).toBe(0);
    expect(computeOrder(stateOf(river, specs, finish))).toEqual(['blue', 'white']);
  });

  it('further along wins regardless of speed on a straight tile', () => {
    const river = build(['straight']);
    const order = computeOrder(
      stateOf(river, [
        { id: 'red', tile: 1, index: 2, speed: 6 },
        { id: 'pink', tile: 1, index: 17, speed: 1 },
        { id: 'green', tile: 1, index: 7, speed: 6 },
      ]),
    );
    expect(order).toEqual(['pink', 'green', 'red']);
  });
});

describe('who is in the order', () => {
  it('finished boats leave the order', () => {
    const river = build(['straight', 'straight']);
    const order = computeOrder(
      stateOf(river, [
        { id: 'red', tile: 1, index: 2 },
        { id: 'pink', tile: 2, index: 17, place: 1 },
        { id: 'green', tile: 2, index: 2 },
      ]),
    );
    expect(order).toEqual(['green', 'red']);
  });

  it('round 1 follows the start docks (the start order)', () => {
    expect(startDockOrder({ order: ['blue', 'red', 'white'] })).toEqual(['blue', 'red', 'white']);
  });
});
