// Pure parts of the 3D river (no WebGL): hex ↔ world mapping and picking maths, heading → yaw,
// and the event animator's queue (chaining, skip, instant speed, reduced motion, done callback).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRS, neighbour, type Dir, type GameEvent, type Hex } from '../../engine/index.js';
import { Animator, type AnimatorTargets } from '../../renderer/src/scene/animator.js';
import { eventMs } from '../../renderer/src/lib/move-durations.js';

import { angleDelta, cubeRound, headingYaw, hexToWorld, worldToHex, type Pose } from '../../renderer/src/scene/layout.js';
import { clientRect } from '../../renderer/src/scene/picking.js';

const hexArb = fc.record({ q: fc.integer({ min: -60, max: 60 }), r: fc.integer({ min: -60, max: 60 }) });

describe('hex ↔ world', () => {
  it('every hex centre maps back to its hex', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        const w = hexToWorld(h);
        expect(worldToHex(w.x, w.z)).toEqual(h);
      }),
    );
  });

  it('points inside the inscribed circle belong to that hex; neighbours are √3 apart', () => {
    fc.assert(
      fc.property(hexArb, fc.double({ min: 0, max: 0.85, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (h, d, a) => {
        const w = hexToWorld(h);
        expect(worldToHex(w.x + d * Math.cos(a), w.z + d * Math.sin(a))).toEqual(h);
      }),
    );
    for (const o of DIRS) {
      const w = hexToWorld(o);
      expect(Math.hypot(w.x, w.z)).toBeCloseTo(Math.sqrt(3), 9);
    }
  });

  it('a point on the shared edge of two neighbours picks one of the two', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 0, max: 5 }), (h, d) => {
        const n = neighbour(h, d as Dir);
        const a = hexToWorld(h);
        const b = hexToWorld(n);
        const got = worldToHex((a.x + b.x) / 2, (a.z + b.z) / 2);
        expect([JSON.stringify(h), JSON.stringify(n)]).toContain(JSON.stringify(got));
      }),
    );
  });

  it('picking returns the hex whose centre is nearest (brute force over the neighbourhood)', () => {
    fc.assert(
      fc.property(fc.double({ min: -40, max: 40, noNaN: true }), fc.double({ min: -40, max: 40, noNaN: true }), (x, z) => {
        const got = worldToHex(x, z);
        const gw = hexToWorld(got);
        const dGot = Math.hypot(gw.x - x, gw.z - z);
        for (let dq = -2; dq <= 2; dq++) {
          for (let dr = -2; dr <= 2; dr++) {
            const w = hexToWorld({ q: got.q + dq, r: got.r + dr });
            expect(dGot).toBeLessThanOrEqual(Math.hypot(w.x - x, w.z - z) + 1e-9);
          }
        }
      }),
    );
    expect(cubeRound(0.6, 0.3)).toEqual({ q: 1, r: 0 });
  });
});

describe('headings', () => {
  it('a model built facing −Z points toward the neighbour of its heading', () => {
    for (let d = 0; d < 6; d++) {
      const yaw = headingYaw(d);
      // Rotation about +Y applied to (0, 0, −1).
      const fx = -Math.sin(yaw);
      const fz = -Math.cos(yaw);
      const w = hexToWorld(DIRS[d]!);
      const len = Math.hypot(w.x, w.z);
      expect(fx).toBeCloseTo(w.x / len, 9);
      expect(fz).toBeCloseTo(w.z / len, 9);
    }
  });

  it('turns take the short way round', () => {
    expect(angleDelta(headingYaw(0), headingYaw(5))).toBeCloseTo(Math.PI / 3, 9);
    expect(angleDelta(headingYaw(5), headingYaw(0))).toBeCloseTo(-Math.PI / 3, 9);
  });
});

function fakeTargets() {
  const poses = new Map<string, Pose>();
  const tiles: [number, number][] = [];
  const dice: string[] = [];
  const boats = {
    pose: (id: string) => (poses.has(id) ? { ...poses.get(id)! } : null),
    setPose: (id: string, p: Pose) => poses.set(id, { ...p }),
  };
  const targets = {
    boats,
    tileProgress: (t: number, p: number) => tiles.push([t, p]),
    die: (f: string | null) => f && dice.push(f),
  } as unknown as AnimatorTargets;
  return { poses, tiles, dice, targets };
}

const at = (h: Hex) => ({ ...hexToWorld(h), yaw: 0, y: 0, roll: 0 });

describe('animator', () => {
  const moves: GameEvent[] = [
    { type: 'moved', boat: 'white', from: { q: 0, r: 0 }, to: { q: 0, r: -1 }, cost: 1 },
    { type: 'rotated', boat: 'white', from: 0, to: 1, coal: 6 },
    { type: 'moved', boat: 'white', from: { q: 0, r: -1 }, to: { q: 1, r: -2 }, cost: 1 },
  ];

  it('chains tweens from where the boat is drawn and calls done once at the end', () => {
    const { poses, targets } = fakeTargets();
    poses.set('white', at({ q: 0, r: 0 }));
    const a = new Animator(targets);
    let done = 0;
    a.enqueue(moves, () => done++);
    expect(a.busy).toBe(true);
    expect(a.tick(0)).toBe(true);
    a.tick(100); // halfway through the first step
    const mid = poses.get('white')!;
    const end1 = hexToWorld({ q: 0, r: -1 });
    expect(mid.z).toBeLessThan(0);
    expect(mid.z).toBeGreaterThan(end1.z);
    let t = 100;
    while (a.tick((t += 50))) {
      /* play to the end */
    }
    expect(done).toBe(1);
    expect(a.busy).toBe(false);
    const p = poses.get('white')!;
    const end = hexToWorld({ q: 1, r: -2 });
    expect(p.x).toBeCloseTo(end.x, 9);
    expect(p.z).toBeCloseTo(end.z, 9);
    expect(p.yaw).toBeCloseTo(headingYaw(1), 9);
  });

  const cases: [string, (a: Animator) => void, (a: Animator) => void][] = [
    ['skip() mid-way', () => {}, (a) => (a.tick(0), a.tick(50), a.skip())],
    ['speed 0', (a) => (a.speed = 0), (a) => expect(a.tick(0)).toBe(false)],
    ['reduced motion', (a) => (a.reducedMotion = true), (a) => expect(a.tick(0)).toBe(false)],
  ];
  for (const [name, before, after] of cases) {
    it(`${name}: every tween lands at once and done runs once`, () => {
      const { poses, targets } = fakeTargets();
      poses.set('white', at({ q: 0, r: 0 }));
      const a = new Animator(targets);
      let done = 0;
      before(a);
      a.enqueue(moves, () => done++);
      after(a);
      expect(done).toBe(1);
      expect(a.busy).toBe(false);
      const end = hexToWorld({ q: 1, r: -2 });
      expect(poses.get('white')!.x).toBeCloseTo(end.x, 9);
      expect(poses.get('white')!.z).toBeCloseTo(end.z, 9);
      expect(poses.get('white')!.yaw).toBeCloseTo(headingYaw(1), 9);
    });
  }

  // play-test pt29 #12: the boat from the shipyard jumped onto its start dock, its entry never seen
  it('the boat from the shipyard sails onto its start dock, turning to its heading, over a tween', () => {
    const { poses, targets } = fakeTargets();
    const from = at({ q: -1, r: 1 });
    poses.set('pink', from);
    const a = new Animator(targets);
    const dock = { q: 0, r: 0 };
    a.enqueue([{ type: 'enteredDock', boat: 'pink', dock: 3, hex: dock, heading: 1 }], () => {});
    expect(a.busy).toBe(true);
    expect(a.tick(0)).toBe(true);
    let t = eventMs({ type: 'enteredDock', boat: 'pink', dock: 3, hex: dock, heading: 1 }) / 2;
    a.tick(t);
    const mid = poses.get('pink')!;
    const end = hexToWorld(dock);
    expect(mid.x).toBeGreaterThan(from.x);
    expect(mid.x).toBeLessThan(end.x);
    while (a.tick((t += 50))) {
      /* play to the end */
    }
    expect(poses.get('pink')!.x).toBeCloseTo(end.x, 9);
    expect(poses.get('pink')!.z).toBeCloseTo(end.z, 9);
    expect(poses.get('pink')!.yaw).toBeCloseTo(headingYaw(1), 9);
  });

  it('a tile reveal shows its die face and raises the tile from 0 to 1', () => {
    const { tiles, dice, targets } = fakeTargets();
    const a = new Animator(targets);
    const ev: GameEvent[] = [
      { type: 'dieRolled', face: 'left', accepted: true },
      { type: 'tilePlaced', index: 3, placed: { tile: 'A1-1', origin: { q: 0, r: -12 }, heading: 5, attached: 'left' }, passengers: [] },
    ];
    expect(Animator.revealedTiles(ev)).toEqual([3]);
    a.enqueue(ev, () => {});
    a.skip();
    expect(dice).toContain('left');
    expect(tiles[0]).toEqual([3, 0]);
    expect(tiles[tiles.length - 1]).toEqual([3, 1]);
  });
});

describe('clientRect', () => {
  it('reads an element’s rect once per task and afresh after the microtask checkpoint', async () => {
    let reads = 0;
    let left = 10;
    const el = { getBoundingClientRect: () => (reads++, { left, top: 0, width: 100, height: 50 }) } as unknown as Element;
    for (let i = 0; i < 5; i++) expect(clientRect(el).left).toBe(10);
    expect(reads).toBe(1);
    left = 20;
    await Promise.resolve();
    expect(clientRect(el).left).toBe(20);
    expect(reads).toBe(2);
  });
});
