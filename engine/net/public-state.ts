// What a remote participant may know of a game: the state without what the table keeps hidden.
// The generator state predicts every tile draw and die roll, and the face-down stack's order is
// the host's alone, so a network view carries neither (nor the seed, which rebuilds both): only
// the tiles still face down as a set, in a fixed order (the rules make that set public: the
// river's tiles are chosen in the open and every placed tile is seen). No die outcome exists
// before its roll: chance is sampled from the generator when it is due. Pure.
import { TILE_IDS } from '../tiles-data.js';
import type { GameState, TileId } from '../types.js';

/** The fields that never leave the host. */
export const HIDDEN_STATE_FIELDS = ['rng', 'stack'] as const;

export type PublicState = Omit<GameState, (typeof HIDDEN_STATE_FIELDS)[number]> & {
  /** The tiles still face down, in TILE_IDS order (never the draw order); their count is its length. */
  remainingTiles: TileId[];
};

const TILE_RANK = new Map(TILE_IDS.map((t, i) => [t, i]));
export const tileRank = (t: TileId): number => TILE_RANK.get(t) ?? TILE_IDS.length;

/** The state a remote participant may see. */
export function publicState(state: GameState): PublicState {
  const { rng: _rng, stack, ...shown } = state;
  return { ...shown, remainingTiles: [...stack].sort((a, b) => tileRank(a) - tileRank(b)) };
}

/**
 * A GameState a client can hand to the engine's read-only functions (legalTurns, boatProgress,
 * raceStats...): the remaining tiles stand in for the stack (only its count and contents are ever
 * read outside chance), and the generator is empty, so it cannot sample chance: the host does.
 */
export function playableState(view: PublicState): GameState {
  const { remainingTiles, ...shown } = view;
  return { ...shown, rng: [], stack: [...remainingTiles] };
}
