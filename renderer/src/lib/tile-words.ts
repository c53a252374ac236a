// Where a boat is on the river, in words a player can find on the board ("halfway along tile 5"),
// rather than the race chart's raw progress in tiles (4.5): tiles are numbered from 1 as on the
// board, and how far along the tile is rounded to quarters.
import type { Translate } from './i18n.js';

const PARTS = ['start', 'quarter', 'half', 'threeQuarters'] as const;

/**
 * The board's number of the tile a boat at `progress` is on, and how far along it (in quarters),
 * on a river of `tiles` tiles: the end of the last tile stays on it (play-test: "tile 13" on a
 * 12-tile river for a boat near the end that did not finish).
 */
export function tileAndPart(progress: number, tiles: number): { tile: number; part: (typeof PARTS)[number] } {
  const p = Math.max(0, progress);
  let tile = Math.floor(p);
  let quarters = Math.round((p - tile) * 4);
  if (quarters === 4) {
    tile += 1; // all but at the end of a tile reads as the start of the next
    quarters = 0;
  }
  if (tile >= tiles) return { tile: Math.max(1, tiles), part: 'threeQuarters' };
  return { tile: tile + 1, part: PARTS[quarters]! };
}

/** "halfway along tile 5", or "at the Finish" for a boat that reached it. */
export function alongTile(t: Translate, progress: number, finished: boolean, tiles: number): string {
  if (finished) return t('chart.atFinish');
  return t('chart.along', tileAndPart(progress, tiles));
}

/**
 * The header's count of the river: tiles laid so far (the start tile too) and the river's length as
 * the setup chose it (play-test of issue 14: "10 tiles left" beside "River length: 12 tiles" left the
 * player guessing what was counted). The tile drawn and not yet placed is still to come.
 */
export function riverLaid(state: { river: readonly unknown[]; stack: readonly unknown[]; drawn: unknown }): { laid: number; n: number } {
  const laid = state.river.length;
  return { laid, n: laid + state.stack.length + (state.drawn ? 1 : 0) };
}
