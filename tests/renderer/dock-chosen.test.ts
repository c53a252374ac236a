// The start dock chosen for the boat from the shipyard is the one lit on the river (play-test pt30:
// the chosen one outlined while the other stayed solid yellow, which read as the other being chosen).
import { describe, expect, it } from 'vitest';
import { litDocks } from '../../renderer/src/lib/start-docks.js';

describe('litDocks', () => {
  const docks = [{ dock: 3, hex: { q: 0, r: 0 } }, { dock: 5, hex: { q: 1, r: 0 } }];
  it('lights every dock offered until one is chosen', () => {
    expect(litDocks(docks, null).map((d) => d.dock)).toEqual([3, 5]);
  });
  it('lights the chosen dock alone once chosen', () => {
    expect(litDocks(docks, 3).map((d) => d.dock)).toEqual([3]);
    expect(litDocks(docks, 5).map((d) => d.dock)).toEqual([5]);
  });
  it('a dock no longer offered lights them all again', () => {
    expect(litDocks(docks, 1).map((d) => d.dock)).toEqual([3, 5]);
  });
});
