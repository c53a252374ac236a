// What a click on the board that picks nothing says (issue 16, play-test: a click on an island
// did nothing, and a newcomer could not tell a refusal from a missed click).
import { spaceAt, type GameState, type Hex } from '../../../engine/index.js';
import type { MessageKey } from './messages/types.js';

/** The words for a click on a space no boat can enter (an island); null for any other space. */
export function landClickNote(state: Pick<GameState, 'river'>, h: Hex): MessageKey | null {
  return spaceAt(state.river, h)?.kind === 'island' ? 'play.islandClick' : null;
}
