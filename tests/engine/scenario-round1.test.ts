// Finding 9 (issue 12): a hand-written round-1 scenario without `order` takes round 1's order,
// the start docks' ("During the first round ... the starting order of the boats is as indicated
// by the numbers of your docks"), not the race order (position, speed, coal, starboard).
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../engine/scenario.js';
import type { GameState } from '../../engine/index.js';

/** Space index of start dock k on A0 (START_DOCK_INDEX). */
const DOCK = { 1: 2, 2: 9, 3: 5, 4: 3, 5: 1 } as const;
const onDock = (k: keyof typeof DOCK) => ({ tile: 0, space: DOCK[k] });

function load(extra: Record<string, unknown>): GameState {
  const r = parseScenario({
    format: 'mississippi-queen-scenario',
    version: 1,
    river: [{ tile: 'A0' }, { tile: 'A2-1', attached: 'straight' }],
    ...extra,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

describe('round 1 of a hand-written scenario', () => {
  it('follows the start docks, whatever speed, coal or position would say', () => {
    // Race order would put blue (dock 4, further along and faster) first; dock 1 moves first.
    const s = load({
      boats: [
        { id: 'white', pos: onDock(3), heading: 'N' },
        { id: 'orange', pos: onDock(1), heading: 'N' },
        { id: 'blue', pos: onDock(4), heading: 'N', speed: 2, coal: 6 },
        { id: 'green', pos: onDock(2), heading: 'N', coal: 2 },
      ],
      round: 1,
    });
    expect(s.order).toEqual(['orange', 'green', 'white', 'blue']);
    expect(s.pending).toMatchObject({ kind: 'move', boat: 'orange' });
  });

  it('is the default round, so an unnumbered scenario of boats on their docks starts with dock 1', () => {
    const s = load({
      boats: [
        { id: 'white', pos: onDock(5), heading: 'N' },
        { id: 'orange', pos: onDock(2), heading: 'N' },
        { id: 'blue', pos: onDock(1), heading: 'N' },
      ],
    });
    expect(s.order).toEqual(['blue', 'orange', 'white']);
  });

  it('puts boats that already left their docks this round first (they moved before the others)', () => {
    const s = load({
      boats: [
        { id: 'white', pos: onDock(4), heading: 'N' },
        { id: 'orange', pos: { tile: 1, space: 9 }, heading: 'N' },
        { id: 'blue', pos: onDock(2), heading: 'N' },
        { id: 'green', pos: { tile: 1, space: 3 }, heading: 'N' },
      ],
      round: 1,
      turnIndex: 2,
    });
    expect(s.order.slice(2)).toEqual(['blue', 'white']);
    expect(new Set(s.order.slice(0, 2))).toEqual(new Set(['orange', 'green']));
    expect(s.pending).toMatchObject({ kind: 'move', boat: 'blue' });
  });

  it('keeps the race order from round 2 on', () => {
    // dock 2 lies further down the river than dock 1
    const boats = [
      { id: 'white', pos: onDock(1), heading: 'N' },
      { id: 'orange', pos: onDock(2), heading: 'N' },
      { id: 'blue', pos: onDock(5), heading: 'N' },
    ];
    expect(load({ boats, round: 2 }).order).toEqual(['orange', 'white', 'blue']);
    expect(load({ boats, round: 1 }).order).toEqual(['white', 'orange', 'blue']);
  });

  it('six boats: the boat on the shipyard comes last in round 1', () => {
    const s = load({
      boats: [
        { id: 'white', pos: onDock(2), heading: 'N' },
        { id: 'orange', pos: null },
        { id: 'blue', pos: onDock(1), heading: 'N' },
        { id: 'green', pos: onDock(5), heading: 'N' },
        { id: 'pink', pos: onDock(3), heading: 'N' },
        { id: 'red', pos: onDock(4), heading: 'N' },
      ],
      round: 1,
    });
    expect(s.order).toEqual(['blue', 'white', 'pink', 'red', 'green', 'orange']);
  });
});
