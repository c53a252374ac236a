// A heading is sent only once it has been seen (play-test pt27 #11): a click or a number key on
// a heading not picked yet picks it (the board previews it); the same one again sets off, as the
// hint above the dial says (board.headingHint, board.reorientHint).
import type { Dir } from '../../../engine/index.js';

/** What choosing heading `d` does while `picked` is the heading picked (null: none yet). */
export function headingChoice(picked: Dir | null, d: Dir): 'pick' | 'send' {
  return picked === d ? 'send' : 'pick';
}
