// What a listed turn's coal pays for (LegalTurn.coalFor), read off the turn's own actions and
// path with the costs the steps charge (turn.ts): the preview tells what the move's events will.
import { CELL_SAND, pack, speedChangeCost, type Board } from './turn.js';
import type { Action, CoalFor, Hex } from './types.js';

/**
 * `speedNow`: the boat's speed at the point the turn is listed from (a speed already chosen this
 * turn has no action left in `actions`). Coal goes on three things only: the speed change, a
 * sandbank left (its first step, ahead or backwards, when `path` starts on one) and turns.
 * `shared`: where equal answers are kept while one list of turns is built, so its turns share
 * one object per answer (read-only data; an object per turn was garbage on the hot path).
 */
export function coalForTurn(board: Board, speedNow: number, actions: readonly Action[], path: readonly Hex[], coalSpent: number, shared?: (CoalFor | undefined)[]): CoalFor {
  let speed = 0;
  for (const a of actions) {
    if (a.type === 'speed') {
      speed = speedChangeCost(speedNow, a.speed);
      break;
    }
  }
  const sandbank = path.length > 1 && (board.cell[pack(path[0]!)]! & CELL_SAND) !== 0 ? 1 : 0;
  return coalForParts(speed, sandbank, coalSpent, shared);
}

/** coalForTurn once the speed change's cost and the sandbank left (0 or 1) are known (the legal-turn search knows them). */
export function coalForParts(speed: number, sandbank: number, coalSpent: number, shared?: (CoalFor | undefined)[]): CoalFor {
  const turns = coalSpent - speed - sandbank;
  if (!shared || speed > 7 || turns < 0 || turns > 15) return { speed, turns, sandbank };
  const k = (speed * 16 + turns) * 2 + sandbank;
  return (shared[k] ??= { speed, turns, sandbank });
}
