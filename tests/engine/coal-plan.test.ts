// The coal plan (engine/captains/coal-plan.ts) models only real moves: every 1-coal move it knows
// from a state is a legal turn of a boat alone on that part of the river, spending 1 coal and
// ending in the same space, heading and speed. Checked on random states of real rivers (all six B
// tiles: sandbanks, driftwood, coal depots), on sandbanks too.
import { describe, expect, it } from 'vitest';
import { apply, defaultConfig, legalTurns, newGame, sampleChance, type GameState, type TileId } from '../../engine/index.js';
import { captainRng, chooseActions, type Level } from '../../engine/captains/index.js';
import { coalGraph, coalMovesFrom } from '../../engine/captains/coal-plan.js';
import { seatSeed } from '../../engine/captains/match.js';
import { coalPlanTurns } from '../../engine/captains/evaluate.js';
import { hexDistance } from '../../engine/hex.js';
import { boardOf, CELL_SAND, freshTurn, pack, unpack } from '../../engine/turn.js';
import type { Dir } from '../../engine/types.js';

const ALL_B: TileId[] = ['B1', 'B1-B2', 'B2', 'B3-1', 'B3-2', 'B4'];
const MEDIUMS: Level[] = ['medium', 'medium', 'medium', 'medium'];

const positions = new Map<number, GameState>();
/** A mid-race position of four medium captains (computed once per seed). */
function midRace(seed: number, round: number): GameState {
  const known = positions.get(seed);
  if (known) return known;
  let s: GameState = newGame(defaultConfig(4, { advanced: ALL_B }), seed);
  const rngs = MEDIUMS.map((_, i) => captainRng(seatSeed(seed, i)));
  while (!(s.pending.kind === 'move' && s.round >= round)) {
    const p = s.pending;
    if (p.kind === 'over') throw new Error('over too soon');
    const acts = p.kind === 'chance' ? [sampleChance(s)] : chooseActions('medium', s, {}, rngs[p.player]!);
    for (const a of acts) s = (apply(s, a) as { state: GameState }).state;
  }
  positions.set(seed, s);
  return s;
}

/** A tiny seeded generator for the sampled states. */
function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe('coal plan', () => {
  it('every 1-coal move it models is a legal turn of a boat alone there, spending 1 coal', { timeout: 60_000 }, () => {
    let checked = 0;
    let onSand = 0;
    // (seeds whose games last that long since the fold of issue 18 changed the captains' games)
    for (const [seed, round] of [
      [2019, 30],
      [2021, 25],
    ] as const) {
      const s = midRace(seed, round);
      const p = s.pending as { boat: string };
      const g = coalGraph(s.river);
      const { cell, index, spaces } = g.base;
      const rnd = lcg(seed);
      const others = s.boats.filter((b) => b.id !== p.boat && b.pos);
      const before = checked;
      for (let tries = 0; tries < 4000 && checked - before < 50; tries++) {
        const k = spaces[rnd(spaces.length)]!;
        const hex = unpack(k);
        if (others.some((b) => hexDistance(b.pos!, hex) <= 8)) continue;
        const sand = (cell[k]! & CELL_SAND) !== 0;
        if (!sand && onSand < 30 && tries % 3 === 0) continue; // look for sandbanks a little harder
        const heading = rnd(6) as Dir;
        const speed = sand ? 1 : 1 + rnd(6);
        const moved = { ...s.boats.find((b) => b.id === p.boat)!, pos: hex, heading, speed, coal: 1, lostTurns: 0, freeDeparture: false };
        const st: GameState = { ...s, boats: s.boats.map((b) => (b.id === p.boat ? moved : b)), turn: { ...s.turn!, ...freshTurn(moved) } };
        const ends = new Set(
          legalTurns(st)
            .filter((t) => t.coalSpent <= 1 && !t.crash)
            .map((t) => index[pack(t.end.pos)]! * 36 + t.end.heading * 6 + t.end.speed - 1),
        );
        const out = new Set<number>();
        coalMovesFrom(cell, index, k, heading, speed, out);
        for (const y of out) expect(ends.has(y), `from ${hex.q},${hex.r} h${heading} s${speed}${sand ? ' (sandbank)' : ''}: state ${y}`).toBe(true);
        if (out.size > 0) {
          checked++;
          if (sand) onSand++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(90);
    expect(onSand).toBeGreaterThan(3);
  });

  it('more coal never makes the plan longer, and a boat on a sandbank at 0 coal has no plan', { timeout: 60_000 }, () => {
    const s = midRace(2019, 30);
    const p = s.pending as { boat: string };
    const boat = s.boats.find((b) => b.id === p.boat)!;
    const byCoal = [0, 1, 2, 3, 6].map((coal) => coalPlanTurns(s, { ...boat, coal }));
    for (let i = 1; i < byCoal.length; i++) expect(byCoal[i]).toBeLessThanOrEqual(byCoal[i - 1]!);
    expect(byCoal[4]).toBeLessThan(100);
    const board = boardOf(s.river);
    const sand = [...board.kind].find(([, kind]) => kind === 'sandbank')![0];
    expect(coalPlanTurns(s, { ...boat, pos: unpack(sand), speed: 1, coal: 0 })).toBeGreaterThanOrEqual(1e6);
    expect(coalPlanTurns(s, { ...boat, pos: unpack(sand), speed: 1, coal: 2 })).toBeLessThan(1e6);
  });
});
