// The key keeps room from the turn's start for the lines a way may add (play-test pt30: pointing at a
// push added "where the pushed boat can go" and the board shrank under the pointer).
import { describe, expect, it } from 'vitest';
import type { LegalTurn } from '../../engine/index.js';
import { legendRoom, type Destination } from '../../renderer/src/lib/turns.js';

const way = (heading: number, pushed = false) => ({ end: { heading }, ...(pushed ? { pushed: [{ boat: 'pink', pos: { q: 0, r: 0 } }] } : {}) }) as unknown as LegalTurn;
const dest = (...options: LegalTurn[]) => ({ options }) as unknown as Destination;

describe('legendRoom', () => {
  it('no room for lines no way of the turn needs', () => {
    expect(legendRoom([dest(way(0)), dest(way(1))])).toEqual({ push: false, arrows: false });
  });
  it('room for the push targets when any way pushes, for the arrows when a space is reached facing two ways', () => {
    expect(legendRoom([dest(way(0)), dest(way(1), way(1, true))])).toEqual({ push: true, arrows: false });
    expect(legendRoom([dest(way(0), way(5))])).toEqual({ push: false, arrows: true });
  });
});
