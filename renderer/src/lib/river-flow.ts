// Which way the river flows where a boat is: its tile's exit heading (0 north, 60° steps clockwise
// as the compass counts them). The compass shows it and the default camera looks that way, so the
// river runs up the screen at the boat to move even where it bends back.
import { flowAt, type GameState } from '../../../engine/index.js';

export { flowAt };

/** Downstream at the boat to move, else at the first boat on the river (the compass and the camera's framing). */
export function flowAtBoat(state: GameState, boat: string | null | undefined): number {
  const b = state.boats.find((x) => x.id === boat && x.pos) ?? state.boats.find((x) => x.pos) ?? null;
  return flowAt(state, b?.pos);
}
