// Watching a move made elsewhere (play-test: a computer's move was over in 1-2 s with no trace):
// it sails slower out of the pause set after computer moves (lib/watch-pace.ts), the animator
// says which boat is sailing (the camera follows it), and the move leaves a trail (lib/move-trail.ts).
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, Hex } from '../../engine/index.js';
import { DURATIONS } from '../../renderer/src/lib/move-durations.js';
import { NO_TRAIL, movesABoat, quietTrail, trailHolds, trailOf } from '../../renderer/src/lib/move-trail.js';
import { CATCH_UP_STRETCH, WATCH_STRETCH, catchUpPace, endsMove, shownPace, watchPace } from '../../renderer/src/lib/watch-pace.js';
import { Animator, type AnimatorTargets } from '../../renderer/src/scene/animator.js';
import { hexToWorld, type Pose } from '../../renderer/src/scene/layout.js';

const h = (q: number, r: number): Hex => ({ q, r });
const move = (boat: 'white' | 'red', from: Hex, to: Hex): GameEvent => ({ type: 'moved', boat, from, to, cost: 1 });
const turn: GameEvent[] = [
  move('red', h(0, 0), h(0, -1)),
  { type: 'rotated', boat: 'red', from: 0, to: 1, coal: 5 },
  move('red', h(0, -1), h(1, -2)),
  { type: 'pushed', boat: 'white', by: 'red', from: h(1, -2), to: h(2, -3) },
  { type: 'turnEnded', boat: 'red' },
];
const base = 2 * DURATIONS.step + DURATIONS.rotate + DURATIONS.push;

describe('the pace of a watched move', () => {
  it('sails slower out of the pause after the move, never longer in all', () => {
    const p = watchPace(turn, 500, 1);
    expect(p.stretch).toBeGreaterThan(1);
    expect(p.stretch).toBeLessThanOrEqual(WATCH_STRETCH);
    expect(p.extraMs).toBeCloseTo((p.stretch - 1) * base, 6);
    expect(p.extraMs).toBeLessThanOrEqual(500);
    // a long pause: as slow as it gets, the rest of the pause kept
    expect(watchPace(turn, 2000, 1).stretch).toBe(WATCH_STRETCH);
    // a short one is all spent on the sailing
    expect(watchPace(turn, 200, 1).extraMs).toBeCloseTo(200, 6);
  });

  it('keeps the normal pace with no pause asked for, no animation or reduced motion (speed 0)', () => {
    expect(watchPace(turn, 0, 1)).toEqual({ stretch: 1, extraMs: 0 });
    expect(watchPace(turn, 1000, 0)).toEqual({ stretch: 1, extraMs: 0 });
    expect(watchPace([{ type: 'turnEnded', boat: 'red' }], 1000, 1)).toEqual({ stretch: 1, extraMs: 0 });
  });

  it('counts in real time at a faster animation speed', () => {
    const fast = watchPace(turn, 100, 2);
    expect(fast.extraMs).toBeCloseTo(100, 6);
    expect(fast.stretch).toBeCloseTo(1 + 100 / (base / 2), 6);
  });

  it('a network board behind the room sails the older moves fast, the newest at its pace', () => {
    expect(catchUpPace(0)).toBeNull();
    const hurry = catchUpPace(2)!;
    expect(hurry.stretch).toBe(CATCH_UP_STRETCH);
    expect(hurry.stretch).toBeLessThan(1);
    // nothing taken from the pause: none follows a move sailed in a hurry
    expect(hurry.extraMs).toBe(0);
  });
});

describe('a network race: another player’s move is not paced as a captain’s', () => {
  // play-test of issue 17: the host showed "Captain 3 is thinking…" ~10 s after its guest, who had
  // just moved, had the next turn: the guest's move sailed slower and paused on the host's screen
  const at = { events: turn, behind: 0, budgetMs: 500, speed: 1, moveDelay: 500 };
  it('sails a player’s move at the usual pace, with no pause after it', () => {
    expect(shownPace({ ...at, network: true, byPlayer: true })).toEqual({ pace: { stretch: 1, extraMs: 0 }, pauseAfter: false });
  });
  it('keeps the slower sailing and the pause for a captain’s move, and for every move of a local game', () => {
    for (const o of [{ network: true, byPlayer: false }, { network: false, byPlayer: true }, { network: false, byPlayer: false }]) {
      const shown = shownPace({ ...at, ...o });
      expect(shown.pace).toEqual(watchPace(turn, 500, 1));
      expect(shown.pace.stretch).toBeGreaterThan(1);
      expect(shown.pauseAfter).toBe(true);
    }
    // behind newer moves in a network race: a hurry, no pause (as before)
    expect(shownPace({ ...at, behind: 2, network: true, byPlayer: false })).toEqual({ pace: catchUpPace(2), pauseAfter: false });
    // no pause asked for: none
    expect(shownPace({ ...at, moveDelay: 0, budgetMs: 0, network: true, byPlayer: false }).pauseAfter).toBe(false);
  });
});

describe('the end of a watched move (the pause after it comes, before the next move or the hand-over cover)', () => {
  it('is a turn ended, a start heading set or a pushed boat turned; a step of a turn is not', () => {
    expect(endsMove(turn)).toBe(true);
    // a captain setting off first (play-test: its heading went straight under the cover)
    expect(endsMove([{ type: 'boatPlaced', boat: 'red', hex: h(0, 1), heading: 1 }])).toBe(true);
    expect(endsMove([{ type: 'reoriented', boat: 'white', from: 0, to: 2 }])).toBe(true);
    expect(endsMove(turn.slice(0, 2))).toBe(false);
    expect(endsMove([{ type: 'speedChanged', boat: 'red', from: 1, to: 2, coal: 0 }])).toBe(false);
    expect(endsMove([])).toBe(false);
  });
});

describe('the animator on a watched move', () => {
  function run(stretch: number): { ms: number; movers: (string | null)[] } {
    const poses = new Map<string, Pose>([
      ['red', { ...hexToWorld(h(0, 0)), yaw: 0, y: 0, roll: 0 }],
      ['white', { ...hexToWorld(h(1, -2)), yaw: 0, y: 0, roll: 0 }],
    ]);
    const targets = {
      boats: { pose: (id: string) => ({ ...poses.get(id)! }), setPose: (id: string, p: Pose) => poses.set(id, { ...p }) },
      tileProgress: () => {},
      die: () => {},
    } as unknown as AnimatorTargets;
    const a = new Animator(targets);
    a.enqueue(turn, () => {}, stretch);
    const movers: (string | null)[] = [];
    let t = 0;
    while (a.tick(t)) {
      movers.push(a.mover);
      t += 10;
    }
    movers.push(a.mover);
    return { ms: t, movers };
  }

  it('stretches every tween and names the sailing boat (not the pushed one) until the move is over', () => {
    const normal = run(1);
    const slow = run(1.5);
    expect(slow.ms).toBeGreaterThanOrEqual(normal.ms * 1.45);
    expect(slow.ms).toBeLessThanOrEqual(normal.ms * 1.55);
    expect(new Set(slow.movers.slice(0, -1))).toEqual(new Set(['red']));
    expect(slow.movers.at(-1)).toBeNull();
  });
});

describe('the trail a move leaves', () => {
  it('is the way the boat sailed and where each pushed boat went', () => {
    const t = trailOf(turn);
    expect(t.boat).toBe('red');
    expect(t.path).toEqual([h(0, 0), h(0, -1), h(1, -2)]);
    expect(t.pushes).toEqual([{ boat: 'white', from: h(1, -2), to: h(2, -3) }]);
  });

  it('goes on when the same boat sails on, starts afresh for another boat', () => {
    const first = trailOf([move('red', h(0, 0), h(0, -1))]);
    const on = trailOf([move('red', h(0, -1), h(0, -2))], first);
    expect(on.path).toEqual([h(0, 0), h(0, -1), h(0, -2)]);
    const other = trailOf([move('white', h(3, 0), h(3, -1))], on);
    expect(other).toEqual({ boat: 'white', path: [h(3, 0), h(3, -1)], pushes: [] });
    // a batch that moves no boat leaves the trail as it is
    expect(trailOf([{ type: 'turnEnded', boat: 'white' }], other)).toBe(other);
    expect(movesABoat([{ type: 'turnEnded', boat: 'white' }])).toBe(false);
    expect(movesABoat(turn)).toBe(true);
    expect(trailOf([], NO_TRAIL)).toBe(NO_TRAIL);
  });
});

describe('a trail after a jump', () => {
  it('holds while its boat stands where it ended, and not once the boat is elsewhere', () => {
    const t = trailOf(turn);
    const state = (q: number, r: number) => ({ boats: [{ id: 'red', pos: h(q, r) }] }) as unknown as GameState;
    expect(trailHolds(t, state(1, -2))).toBe(true);
    expect(trailHolds(t, state(4, -6))).toBe(false);
    expect(trailHolds(NO_TRAIL, state(4, -6))).toBe(true);
  });

  it('holds while each pushed boat stands where its last push left it (a step taken back moves it home)', () => {
    const t = trailOf(turn);
    const boats = (white: Hex) => ({ boats: [{ id: 'red', pos: h(1, -2) }, { id: 'white', pos: white }] }) as unknown as GameState;
    expect(trailHolds(t, boats(h(2, -3)))).toBe(true);
    expect(trailHolds(t, boats(h(1, -2)))).toBe(false);
  });
});

describe('the trail of a move made at this screen', () => {
  it('keeps the way (a step goes on from it) and marks it quiet: only its pushes are drawn', () => {
    const q = quietTrail(trailOf(turn));
    expect(q.quiet).toBe(true);
    expect(q.path).toEqual([h(0, 0), h(0, -1), h(1, -2)]);
    expect(q.pushes).toEqual([{ boat: 'white', from: h(1, -2), to: h(2, -3) }]);
    // the next step of the same boat goes on from it
    expect(trailOf([move('red', h(1, -2), h(1, -3))], q).path).toHaveLength(4);
    expect(quietTrail(NO_TRAIL)).toBe(NO_TRAIL);
  });
});
