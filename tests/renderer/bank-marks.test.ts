// Which bank is which (renderer/src/lib/bank-marks.ts): from each lesson's boat, the bank spaces
// found lie off the river, on the side the heading words name (right bank: headings 1 and 2 from
// downstream), square to the flow.
import { describe, expect, it } from 'vitest';
import { defaultConfig, hexDistance, neighbour, newGame, spaceAt, type Dir, type GameState, type Hex } from '../../engine/index.js';
import { playRandomGame } from '../../cli/random-play.js';
import { boardOf, pack, unpack } from '../../engine/turn.js';
import { bankSpots } from '../../renderer/src/lib/bank-marks.js';
import { lessons } from '../../renderer/src/lib/lessons.js';
import { hexToWorld } from '../../renderer/src/scene/layout.js';

describe('bank spots', () => {
  it('lie off the river, the right bank to the right looking downstream, the left to the left', () => {
    for (const l of lessons()) {
      const s = l.challenge.start;
      const at = s.boats.find((b) => b.id === l.challenge.boat)!.pos!;
      const kind = boardOf(s.river).kind;
      const flow = s.river[spaceAt(s.river, at)!.tileIndex]!.heading;
      const { left, right } = bankSpots(s, at);
      expect(left.length, `lesson ${l.number}`).toBeGreaterThan(0);
      expect(right.length, `lesson ${l.number}`).toBeGreaterThan(0);
      // the world's plane: downstream and the two banks' sides, by the cross product's sign
      const p = (h: Hex) => hexToWorld(h);
      const o = p(at);
      const f = p(neighbour(at, flow as Dir));
      const fx = f.x - o.x;
      const fz = f.z - o.z;
      const side = (h: Hex) => Math.sign(fx * (p(h).z - o.z) - fz * (p(h).x - o.x));
      const rightSign = side(neighbour(at, ((flow + 1) % 6) as Dir)); // heading 1 from downstream: toward the right bank
      for (const h of right) {
        expect(kind.has(pack(h)), `lesson ${l.number}: right bank ${h.q},${h.r} on the river`).toBe(false);
        expect(side(h)).toBe(rightSign);
      }
      for (const h of left) {
        expect(kind.has(pack(h))).toBe(false);
        expect(side(h)).toBe(-rightSign);
      }
      // the first is across from the boat itself: a bank, not a space far up or down the river
      expect(hexDistance(at, right[0]!)).toBeLessThan(10);
    }
  });

  it('at the start of a race, beside the river: never a notch of the start tile between the boats', () => {
    // play-test: on the first turn "right bank" sat on the land below the start, between two boats
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s: GameState | null = null;
      playRandomGame(newGame(defaultConfig(4), seed), { seed, policy: 'eager', maxActions: 40, onAction: (_b, _a, after) => void (s ??= after.pending.kind === 'move' ? after : null) });
      const start = s as GameState | null;
      expect(start, `seed ${seed}`).not.toBeNull();
      const kind = boardOf(start!.river).kind;
      const river = [...kind.keys()].map(unpack);
      for (const b of start!.boats) {
        const at = b.pos!;
        const flow = start!.river[spaceAt(start!.river, at)!.tileIndex]!.heading as Dir;
        const o = hexToWorld(at);
        const f = hexToWorld(neighbour(at, flow));
        const [fx, fz] = [f.x - o.x, f.z - o.z];
        const len = Math.hypot(fx, fz);
        const along = (h: Hex) => ((hexToWorld(h).x - o.x) * fx + (hexToWorld(h).z - o.z) * fz) / len;
        const cross = (h: Hex) => (fx * (hexToWorld(h).z - o.z) - fz * (hexToWorld(h).x - o.x)) / len;
        // how far toward the right bank (heading 1 from downstream leads there)
        const toRight = (h: Hex) => Math.sign(cross(neighbour(at, ((flow + 1) % 6) as Dir))) * cross(h);
        const { left, right } = bankSpots(start!, at);
        for (const [name, spots, sign] of [['right', right, 1], ['left', left, -1]] as const) {
          for (const h of spots) {
            // every river space level with it (along the flow) lies on the boat's side of it
            const level = river.filter((r) => Math.abs(along(r) - along(h)) < len * 0.6);
            for (const r of level) expect(sign * toRight(r), `seed ${seed}, ${b.id}: ${name} bank ${h.q},${h.r} has river ${r.q},${r.r} beyond it`).toBeLessThan(sign * toRight(h));
          }
        }
      }
    }
  });

  it('never on land between two reaches of the river where it turns back (an island to the eye)', () => {
    // play-test pt27: "right bank" on the land inside a U-turn, the river on every side of it
    let spots = 0;
    for (const seed of [1, 2, 3]) {
      const states: GameState[] = [];
      let n = 0;
      playRandomGame(newGame(defaultConfig(3), seed), { seed, policy: 'eager', maxActions: 3000, onAction: (_b, _a, after) => void (after.pending.kind === 'move' && after.turn && n++ % 7 === 0 && states.push(after)) });
      for (const s of states) {
        const kind = boardOf(s.river).kind;
        const boat = s.boats.find((b) => b.id === (s.pending as { boat: string }).boat)!;
        if (!boat.pos) continue;
        const { left, right } = bankSpots(s, boat.pos);
        for (const h of [...left, ...right]) {
          spots++;
          // the ways from it (of six) that meet the river within 4 steps: a bank has river on one side only
          const wet = ([0, 1, 2, 3, 4, 5] as Dir[]).filter((d) => {
            let x = h;
            for (let k = 0; k < 4; k++) if (kind.has(pack((x = neighbour(x, d))))) return true;
            return false;
          });
          expect(wet.length, `seed ${seed}, round ${s.round}: ${h.q},${h.r} from ${boat.pos.q},${boat.pos.r}`).toBeLessThan(5);
        }
      }
    }
    expect(spots).toBeGreaterThan(1000);
  });
});
