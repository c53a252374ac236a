// Replaying a parsed record strictly: every action must be accepted, and the final hash and result
// the file states must be those its moves reach. Callers that store the game (main's import) watch
// each step through `onStep` instead of this file knowing their log or snapshot shapes.
import { apply } from '../apply.js';
import { ENGINE_VERSION } from '../config.js';
import { stateHash } from '../hash.js';
import type { Action, GameState } from '../types.js';
import { RecordError } from './codes.js';
import { recordStart, type CurrentRecord } from './format.js';
import { resultOf } from './result.js';

/** One accepted action: the position it was played in and the one it led to. */
export interface RecordStep {
  action: Action;
  before: GameState;
  after: GameState;
}

/** Replays a record strictly and checks its hash and result; returns the final position. Throws RecordError. */
export function replayRecord(record: CurrentRecord, onStep?: (step: RecordStep) => void): GameState {
  // the record replays under the rules it was played with (parseRecord checked they are known),
  // from its scenario's position when it has one
  let state = recordStart(record);
  for (let k = 0; k < record.actions.length; k++) {
    const action = record.actions[k] as Action;
    const r = apply(state, action);
    if (!r.ok) {
      throw new RecordError(
        'record/does-not-replay',
        `Action ${k + 1} of ${record.actions.length} (${action.type}) breaks the rules: ${r.code}.`,
      );
    }
    onStep?.({ action, before: state, after: r.state });
    state = r.state;
  }
  // the rules are the record's own, so only another engine's state shape can change the hash
  const sameEngine = record.engineVersion === ENGINE_VERSION;
  if (record.finalHash !== null && sameEngine && stateHash(state) !== record.finalHash) {
    throw new RecordError('record/hash-mismatch', 'The replayed game does not reach the position recorded in the file.');
  }
  if (record.result !== null && JSON.stringify(resultOf(state)) !== JSON.stringify(record.result)) {
    throw new RecordError('record/result-mismatch', 'The result in the file is not the result of its moves.');
  }
  return state;
}
