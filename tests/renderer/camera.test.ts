/// <reference lib="dom" />
// The play screen's camera without WebGL (issue 14's play-tests): what each moment frames
// (turn-framing.ts), a glide that never jumps, and the follow camera keeping a sailing boat centred.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { hexDistance, neighbour, neighbours } from '../../engine/index.js';
import { CameraControls, flowBearing, UP } from '../../renderer/src/scene/camera-controls.js';
import { turnBetween } from '../../renderer/src/scene/framing.js';
import { hexToWorld } from '../../renderer/src/scene/layout.js';
import { turnFraming } from '../../renderer/src/lib/turn-framing.js';

type Element = ConstructorParameters<typeof CameraControls>[1];

/** Just enough of an element for OrbitControls to listen on (nothing is dispatched). */
function fakeElement(): Element {
  const none = () => {};
  const doc = { addEventListener: none, removeEventListener: none };
  return { addEventListener: none, removeEventListener: none, ownerDocument: doc, style: {}, getRootNode: () => doc } as unknown as Element;
}

function controls(): CameraControls {
  const cam = new THREE.PerspectiveCamera(45, 16 / 9, 0.1, 400);
  cam.position.set(0, 14, 12);
  const c = new CameraControls(cam, fakeElement(), () => {});
  c.orbit.target.set(0, 0, 0);
  cam.lookAt(c.orbit.target);
  return c;
}

describe('turn framing', () => {
  const a = { q: 0, r: 0 };
  const b = { q: 1, r: -2 };
  it("frames the player's own turn: the boat and where it can end", () => {
    expect(turnFraming({ turnKey: '1:0:white:move', mover: a, ends: [b], captainTurn: false, showing: false })).toEqual({ frame: [a, b], id: '1:0:white:move|frame', hold: false });
  });
  it("follows a captain's boat (nothing framed)", () => {
    const f = turnFraming({ turnKey: '1:1:blue:move', mover: a, ends: [], captainTurn: true, showing: true });
    expect(f.frame).toEqual([]);
    expect(f.hold).toBe(false);
  });
  it('holds still while a move made elsewhere is shown before a human decides, whoever it is', () => {
    const one = turnFraming({ turnKey: '2:0:white:move', mover: a, ends: [b], captainTurn: false, showing: true });
    const chance = turnFraming({ turnKey: '', mover: null, ends: [], captainTurn: false, showing: true });
    expect(one).toEqual({ frame: [], id: 'hold', hold: true });
    expect(chance).toEqual(one);
  });
  it('hot seat: holds still while the next player’s cover is due and not up yet, then frames their turn (play-test: the view swung and zoomed before the cover)', () => {
    const due = turnFraming({ turnKey: '2:1:white:move', mover: a, ends: [b], captainTurn: false, showing: false, handing: true });
    expect(due).toEqual({ frame: [], id: 'hold', hold: true });
    const covered = turnFraming({ turnKey: '2:1:white:move', mover: a, ends: [b], captainTurn: false, showing: false, handing: false });
    expect(covered.frame).toEqual([a, b]);
  });
  it("frames a pushed boat's new heading gently: pusher, pushed boat and every heading's space, no closer than the push's move", () => {
    const pushed = { q: 2, r: -3 };
    const pusher = { q: 2, r: -2 };
    const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;
    const turn = turnFraming({ turnKey: '3:1:white:move', mover: a, ends: [b, pushed], captainTurn: false, showing: false });
    const f = turnFraming({ turnKey: '3:1:blue:reorient', mover: pushed, ends: [], captainTurn: false, showing: false, pusher, pushFrame: turn.frame });
    const framed = new Set(f.frame.map(key));
    // the heading choices point at its six neighbours: all in view, as are both boats
    for (const h of [pushed, pusher, ...neighbours(pushed)]) expect(framed.has(key(h)), key(h)).toBe(true);
    // the push's own move framing is kept whole: the camera never frames the choice closer than the turn
    for (const h of turn.frame) expect(framed.has(key(h)), key(h)).toBe(true);
    expect(f.hold).toBe(false);
    // a captain pushed (its move followed, not framed): a short move's worth of spaces round the pushed boat
    const byCaptain = turnFraming({ turnKey: '3:2:blue:reorient', mover: pushed, ends: [], captainTurn: false, showing: false, pusher });
    const span = Math.max(...byCaptain.frame.flatMap((x) => byCaptain.frame.map((y) => hexDistance(x, y))));
    expect(span).toBeGreaterThanOrEqual(4);
    for (const h of [pushed, pusher, ...neighbours(pushed)]) expect(byCaptain.frame.map(key)).toContain(key(h));
  });
  it('nobody decides and nothing is shown (the race is over): nothing framed, no hold', () => {
    expect(turnFraming({ turnKey: '', mover: null, ends: [], captainTurn: false, showing: false })).toEqual({ frame: [], id: '|none', hold: false });
  });
});

describe('camera moves', () => {
  it('a glide asked for after the frame time it is first drawn at does not move yet (no jump ahead and back)', () => {
    const c = controls();
    const start = c.camera.position.clone();
    c.follow(10, -10, 1000);
    // the frame began before the move was asked for (its time is earlier)
    expect(c.tick(990)).toBe(true);
    expect(c.camera.position.distanceTo(start)).toBeLessThan(1e-9);
    // then it eases in: every frame a little further, never back
    let last = 0;
    for (let t = 1000; t <= 1600; t += 50) {
      c.tick(t);
      const d = c.camera.position.distanceTo(start);
      expect(d).toBeGreaterThanOrEqual(last - 1e-9);
      last = d;
    }
    expect(c.orbit.target.x).toBeCloseTo(10);
    expect(c.orbit.target.z).toBeCloseTo(-10);
  });

  it('tracking a boat sailing at a steady pace keeps it centred (no lag behind it)', () => {
    const c = controls();
    const offset = c.camera.position.clone().sub(c.orbit.target);
    // the boat starts 2 units off the target and sails 1 unit every 100 ms along −Z, in 20 ms frames
    const x = 2;
    let z = 0;
    for (let i = 0; i < 100; i++) {
      const px = x;
      const pz = z;
      z -= 0.2;
      c.track(x, z, 20, x - px, z - pz);
    }
    expect(Math.hypot(c.orbit.target.x - x, c.orbit.target.z - z)).toBeLessThan(0.01);
    // the viewing angle and distance are kept
    const now = c.camera.position.clone().sub(c.orbit.target);
    expect(now.distanceTo(offset)).toBeLessThan(1e-6);
  });
});

describe('a framing that looks downstream (play-test, lesson 1: "downstream" pointed down the screen)', () => {
  it('turns the camera so each river heading points up the screen, the framed spaces still in view', () => {
    const at = { q: 3, r: -2 };
    for (const dir of [0, 1, 2, 3, 4, 5] as const) {
      const c = controls();
      c.moveMs = 0;
      const bearing = flowBearing(dir);
      const w = hexToWorld(at);
      const box = new THREE.Box3().expandByPoint(new THREE.Vector3(w.x, 0, w.z).applyAxisAngle(UP, -bearing));
      c.frame(box, 0, bearing);
      c.tick(1);
      c.camera.updateMatrixWorld();
      const a = new THREE.Vector3(w.x, 0, w.z).project(c.camera);
      const n = hexToWorld(neighbour(at, dir));
      const b = new THREE.Vector3(n.x, 0, n.z).project(c.camera);
      // up the screen (NDC y grows upward), hardly sideways; the framed space near the middle
      const deg = (Math.atan2((b.x - a.x) * c.camera.aspect, b.y - a.y) * 180) / Math.PI;
      expect(Math.abs(deg), `heading ${dir} drawn at ${deg.toFixed(0)}°`).toBeLessThan(5);
      expect(Math.abs(a.x)).toBeLessThan(0.1);
      expect(Math.abs(a.y)).toBeLessThan(0.3);
    }
  });
});

describe('a race looks downstream at the boat to move (issue 14: the flow ran sideways or down the screen where the river bent back)', () => {
  /** Screen angle (degrees clockwise from up) of river heading `dir` at `at`, as the camera draws it now. */
  const drawnAt = (c: CameraControls, at: { q: number; r: number }, dir: number) => {
    c.camera.updateMatrixWorld();
    const w = hexToWorld(at);
    const n = hexToWorld(neighbour(at, dir as 0));
    const a = new THREE.Vector3(w.x, 0, w.z).project(c.camera);
    const b = new THREE.Vector3(n.x, 0, n.z).project(c.camera);
    return (Math.atan2((b.x - a.x) * c.camera.aspect, b.y - a.y) * 180) / Math.PI;
  };
  const offset = (c: CameraControls) => c.camera.position.clone().sub(c.orbit.target);

  it("the follow camera (a captain's boat, a replay) turns to look downstream, keeping its tilt and distance", () => {
    const at = { q: -2, r: 5 };
    for (const dir of [0, 1, 2, 3, 4, 5]) {
      const c = controls();
      c.moveMs = 0;
      const before = offset(c);
      const w = hexToWorld(at);
      c.follow(w.x, w.z, 0, flowBearing(dir));
      c.tick(1);
      expect(Math.abs(drawnAt(c, at, dir)), `heading ${dir}`).toBeLessThan(1);
      expect(offset(c).length()).toBeCloseTo(Math.min(18, before.length()), 6);
      expect(offset(c).y).toBeCloseTo((before.y * Math.min(18, before.length())) / before.length(), 6);
    }
  });

  it('without a bearing the follow camera keeps the angle it has (a drag within a turn stays)', () => {
    const c = controls();
    c.moveMs = 0;
    c.rotate(0.7);
    const before = offset(c);
    c.follow(3, -4, 0);
    c.tick(1);
    // (the distance capped to 18, the direction kept)
    expect(offset(c).normalize().distanceTo(before.normalize())).toBeLessThan(1e-9);
  });

  it('a view turning between two turns glides round its target the short way: no frame looks straight down or jumps', () => {
    for (const [from, to] of [
      [0, 3],
      [1, 5],
      [5, 1],
      [2, 2],
    ] as const) {
      const c = controls();
      c.moveMs = 0;
      c.follow(0, 0, 0, flowBearing(from));
      c.tick(1);
      c.moveMs = 600;
      const r0 = offset(c).length();
      const tilt0 = Math.asin(offset(c).y / r0);
      const at = { q: 4, r: -3 };
      const w = hexToWorld(at);
      c.follow(w.x, w.z, 1000, flowBearing(to));
      let last = drawnAt(c, at, to);
      let turned = 0;
      for (let t = 1000; t <= 1600; t += 16) {
        c.tick(t);
        const off = offset(c);
        // the same distance and tilt all the way (a straight line between the two places dipped towards the target, over it at half a turn)
        expect(off.length()).toBeCloseTo(r0, 6);
        expect(Math.asin(off.y / off.length())).toBeCloseTo(tilt0, 6);
        const now = drawnAt(c, at, to);
        const step = ((((now - last) % 360) + 540) % 360) - 180;
        // a 600 ms ease turns at most about a twentieth of its way in a 16 ms frame (180°: 9°)
        expect(Math.abs(step), `${from}→${to} at ${t} ms`).toBeLessThanOrEqual(12);
        turned += Math.abs(step);
        last = now;
      }
      // the short way: half a turn at most; and it ends with the flow up the screen
      expect(turned).toBeLessThanOrEqual(185);
      expect(Math.abs(drawnAt(c, at, to))).toBeLessThan(1);
    }
  });

  /** Which way the camera looks about the vertical (degrees). */
  const bearingOf = (c: CameraControls) => (Math.atan2(offset(c).x, offset(c).z) * 180) / Math.PI;
  const turnOf = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

  it("turns no faster than its ease allows in any frame, a quick machine's 16 ms frames with one slow 50 ms frame (CI: 'a jump of 25.5°')", () => {
    // the ease in-out's steepest point (the middle) moves twice its average pace: in a frame of
    // dt ms a 600 ms glide turns at most 2·dt/600 of its way
    for (const slowAt of [1000, 1250, 1280, 1500]) {
      const c = controls();
      c.moveMs = 0;
      c.follow(0, 0, 0, flowBearing(0));
      c.tick(1);
      c.moveMs = 600;
      const w = hexToWorld({ q: 4, r: -3 });
      c.follow(w.x, w.z, 1000, flowBearing(1));
      const total = Math.abs(turnOf(bearingOf(c), 60 + bearingOf(c))); // a sixth of a turn
      let last = bearingOf(c);
      let t = 1000;
      let turned = 0;
      while (t < 1700) {
        const dt = t === slowAt ? 50 : 16;
        t += dt;
        c.tick(t);
        const step = turnOf(last, bearingOf(c));
        expect(Math.abs(step), `slow frame at ${slowAt}: the frame to ${t} ms`).toBeLessThanOrEqual((2 * total * dt) / 600 + 1e-6);
        turned += step;
        last = bearingOf(c);
      }
      expect(Math.abs(turned)).toBeCloseTo(60, 6);
    }
  });

  it('asked again mid-way (the next batch of events reframes the same turn), the glide goes on from where it is: no frame jumps', () => {
    const c = controls();
    c.moveMs = 0;
    c.follow(0, 0, 0, flowBearing(0));
    c.tick(1);
    c.moveMs = 600;
    const w = hexToWorld({ q: 4, r: -3 });
    c.follow(w.x, w.z, 1000, flowBearing(2));
    // the camera's way: a third of a turn round its target, and the target's own way
    const way = (offset(c).length() * 2 * Math.PI) / 3 + Math.hypot(w.x, w.z);
    let last = bearingOf(c);
    let lastAt = c.camera.position.clone();
    for (let t = 1016; t <= 2400; t += 16) {
      // half-way, the same framing is asked for again between two frames
      if (t === 1304) c.follow(w.x, w.z, t - 8, flowBearing(2));
      c.tick(t);
      const step = turnOf(last, bearingOf(c));
      // (120°: at most 2·16/600 of it, 6.4°, a frame)
      expect(Math.abs(step), `at ${t} ms`).toBeLessThanOrEqual(6.4 + 1e-6);
      expect(c.camera.position.distanceTo(lastAt), `at ${t} ms`).toBeLessThanOrEqual((2 * 16 * way) / 600);
      last = bearingOf(c);
      lastAt = c.camera.position.clone();
    }
    expect(c.orbit.target.x).toBeCloseTo(w.x, 6);
    expect(c.orbit.target.z).toBeCloseTo(w.z, 6);
  });
});

describe("a captain's boat setting off during a glide (issue 14, play-test: the view left ~15° turned and zoomed in)", () => {
  it('the glide goes on to its bearing and distance while the view is carried along with the boat', () => {
    const c = controls();
    c.moveMs = 0;
    c.follow(0, 0, 0, flowBearing(0));
    c.tick(1);
    const r0 = c.camera.position.distanceTo(c.orbit.target);
    c.moveMs = 600;
    // a turn's glide: a sixth of a turn round a point ahead
    c.follow(0, -4, 1000, flowBearing(1));
    const x = 0;
    let z = -4;
    for (let t = 1016; t <= 2400; t += 16) {
      c.tick(t);
      // from 150 ms on the boat sails (0.1 a frame along the river) and the view tracks it
      if (t >= 1150) {
        z -= 0.1;
        c.track(x, z, 16, 0, -0.1);
      }
    }
    const off = c.camera.position.clone().sub(c.orbit.target);
    const bearing = Math.atan2(off.x, off.z);
    expect(Math.abs(turnBetween(flowBearing(1), bearing)), 'the bearing the glide was heading for').toBeLessThan(1e-6);
    expect(off.length()).toBeCloseTo(Math.min(18, r0), 6);
    // and the boat is in the middle
    expect(Math.hypot(c.orbit.target.x - x, c.orbit.target.z - z)).toBeLessThan(0.05);
  });
});
