// A hopeless boat runs aground. A boat at 0 coal that can never win without coal (its exact plan,
// coalless.ts, finds no way: a sandbank wall across the river, no depot it can reach) keeps its
// side's race going for ever if it sails about: the rules end a boat's race only on a sandbank
// at 0 coal (docs/rules.md, "Out of the race"). Valuing it lower afloat than aground was not
// enough: with two boats a side the side's value is its best boat's, so the edge all but vanished
// (issue 13, seed 1300009: two boats at 0 coal behind a wall for 100 rounds). So every captain
// steers such a boat to the nearest sandbank it can reach and runs it aground.
import { boardOf, CELL_SAND, pack } from '../turn.js';
import type { GameState, LegalTurn } from '../types.js';
import { coallessGraph, NO_WAY, solve, stateOf, type CoallessTable } from './coalless.js';
import { coallessTurns } from './evaluate.js';

/** Fewest 0-coal moves to a free sandbank from every state (memoised with the river's plan tables). */
function toSand(state: GameState): CoallessTable {
  const g = coallessGraph(state.river);
  // a sandbank with a boat on it cannot be entered (no push onto a sandbank)
  const kind = boardOf(state.river).kind;
  const taken = state.boats.filter((b) => b.pos && kind.get(pack(b.pos)) === 'sandbank').map((b) => pack(b.pos!));
  const key = `aground|${taken.sort((a, b) => a - b).join(',')}`;
  const memo = g.tables.get(key);
  if (memo) return memo;
  const sources = new Map<number, number>();
  for (const k of g.spaces) {
    if (!(g.cell[k]! & CELL_SAND) || taken.includes(k)) continue;
    for (let h = 0; h < 6; h++) {
      const x = stateOf(g, k, h, 1);
      if (x >= 0) sources.set(x, 0);
    }
  }
  const t = solve(g, sources);
  g.tables.set(key, t);
  return t;
}

/** The turn that takes a hopeless boat at 0 coal nearest to running aground, or null (not hopeless, no sandbank in reach). */
export function agroundTurn(state: GameState, turns: readonly LegalTurn[]): number | null {
  const p = state.pending;
  if (p.kind !== 'move' || turns.length === 0) return null;
  const boat = state.boats.find((b) => b.id === p.boat)!;
  if (boat.owner < 0 || boat.coal > 0 || !boat.pos || boat.place !== null) return null;
  if (boardOf(state.river).kind.get(pack(boat.pos)) === 'sandbank') return null;
  if (coallessTurns(state, boat) < NO_WAY) return null;
  const t = toSand(state);
  const g = coallessGraph(state.river);
  let best = -1;
  let bestD = NO_WAY;
  for (let i = 0; i < turns.length; i++) {
    const u = turns[i]!;
    if (u.crash || u.pushed?.length) continue;
    const d = u.stranded ? 0 : t.dist[stateOf(g, pack(u.end.pos), u.end.heading, u.end.speed)] ?? NO_WAY;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best >= 0 && bestD < NO_WAY ? best : null;
}
