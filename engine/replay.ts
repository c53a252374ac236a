// Replaying a game record: newGame(config, seed) under the record's own rules version, then every
// recorded action through apply(). Chance outcomes are in the record, so no randomness is drawn
// again.
import { apply } from './apply.js';
import { ConfigError } from './config.js';
import { newGame } from './setup.js';
import type { ErrorCode, GameRecord, GameState } from './types.js';

export type ReplayResult =
  | { ok: true; state: GameState; states?: GameState[] }
  | { ok: false; code: ErrorCode | 'record/malformed' | 'record/config' | 'record/rules-version'; at: number };

/**
 * Rebuilds the final state of a record. `at` of a failure is the index of the rejected action
 * (-1: the record itself or its config is bad, or its rules version is not one this engine plays). With `keepStates`, `states[k]` is the state
 * after k actions (states[0] = the new game).
 */
export function replay(record: GameRecord, options: { keepStates?: boolean } = {}): ReplayResult {
  if (
    typeof record !== 'object' ||
    record === null ||
    record.format !== 'mississippi-queen-game' ||
    !Array.isArray(record.actions) ||
    typeof record.seed !== 'number' ||
    typeof record.rulesVersion !== 'string'
  ) {
    return { ok: false, code: 'record/malformed', at: -1 };
  }
  let state: GameState;
  try {
    state = newGame(record.config, record.seed, { rulesVersion: record.rulesVersion });
  } catch (err) {
    const rules = err instanceof ConfigError && err.code === 'config/rules-version';
    return { ok: false, code: rules ? 'record/rules-version' : 'record/config', at: -1 };
  }
  const states = options.keepStates ? [state] : undefined;
  for (let k = 0; k < record.actions.length; k++) {
    const r = apply(state, record.actions[k]!);
    if (!r.ok) return { ok: false, code: r.code, at: k };
    state = r.state;
    states?.push(state);
  }
  return states ? { ok: true, state, states } : { ok: true, state };
}
