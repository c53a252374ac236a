// The 1998 expansion's rules (config.classic1998, docs/rules.md "Possible variants") change only two
// things: the Black Rose gives at most 2 coal a round, and a boat pushed onto driftwood keeps its
// heading. Without the Black Rose and without a driftwood tile the option changes nothing, so the
// setup screen greys it out and says why.
import { TILES, type TileId } from '../../../engine/index.js';

/** Whether the 1998 rules can change anything in a race with these options. */
export function classicMatters(blackRose: boolean, advanced: readonly TileId[]): boolean {
  return blackRose || advanced.some((tile) => TILES[tile].kinds.includes('driftwood'));
}
