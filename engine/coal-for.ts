// What a listed turn's coal pays for (LegalTurn.coalFor), read off the turn's own actions and
// path with the costs the steps charge (turn.ts): the preview tells what the move's events will.
import { pack, speedChangeCost, type Board } from './turn.js';
import type { Action, CoalFor, Hex } from './types.js';

/**
 * `speedNow`: the boat's speed at the point the turn is listed from (a speed already chosen this
 * turn has no action left in `actions`). Coal goes on three things only: the speed change, a
 * sandbank left (its first step, ahead or backwards, when `path` starts on one) and turns.
 */
export function coalForTurn(board: Board, speedNow: number, actions: readonly Action[], path: readonly Hex[], coalSpent: number): CoalFor {
  let speed = 0;
  for (const a of actions) {
    if (a.type === 'speed') {
      speed = speedChangeCost(speedNow, a.speed);
      break;
    }
  }
  const sandbank = path.length > 1 && board.kind.get(pack(path[0]!)) === 'sandbank' ? 1 : 0;
  return { speed, turns: coalSpent - speed - sandbank, sandbank };
}
