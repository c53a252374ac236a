// The camera's framing once a challenge's (or lesson's) verdict halts the game. The scene re-frames
// only when the framing's id changes (scene-controller setView); the verdict used to bring a new id
// (`<turn>|true|0`), so the camera leapt back from where the move had taken it to the turn's
// opening view (issue 16, play-test). It keeps the last turn's id now, and changes it only to take
// in the tiles the turn drew (lesson 6 teaches the newest tile).
import type { Hex } from '../../../engine/index.js';

export interface Framing {
  frame: Hex[];
  id: string;
}

/**
 * `kept`: the last live turn's framing and id (empty for a game opened already decided: the boats
 * are framed then); `boats`: where the boats are; `drawn`: the spaces of the tiles the turn drew.
 */
export function verdictFraming(kept: Framing, boats: Hex[], drawn: Hex[]): Framing {
  const frame = kept.frame.length ? kept.frame : boats;
  return { frame: [...frame, ...drawn], id: drawn.length ? `${kept.id}|${drawn.length}` : kept.id };
}
