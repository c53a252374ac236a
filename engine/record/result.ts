// The result a record states and an import checks: the finishing order, every boat listed.
import type { GameState } from '../types.js';
import type { GameResult } from './schemas.js';

export function resultOf(state: GameState): GameResult | null {
  if (state.pending.kind !== 'over') return null;
  const places = state.boats
    .filter((b) => b.place !== null)
    .sort((a, b) => a.place! - b.place!)
    .map((b) => b.id);
  // The boat that never finished comes last.
  const rest = state.boats.filter((b) => b.place === null).map((b) => b.id);
  return { places: [...places, ...rest] };
}
