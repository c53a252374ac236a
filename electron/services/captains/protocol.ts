// Messages between the captain pool (main process) and its worker threads.
import type { Action, GameState } from '../../../engine/index.js';
import type { HintFacing, HintReason, Level } from '../../../engine/captains/index.js';

export interface ChooseRequest {
  type: 'choose';
  job: number;
  state: GameState;
  level: Level;
  /** Node budget (reproducible) and wall-clock cap (ms) of the search. */
  nodes?: number;
  timeMs?: number;
  /** Seed of the captain's own generator for this decision. */
  seed: number;
}

/** "What would the captain do?": the hard captain's turn for the seat to move, with its reason. */
export interface HintRequest {
  type: 'hint';
  job: number;
  state: GameState;
  nodes?: number;
  timeMs?: number;
  seed: number;
}

export type WorkerRequest = ChooseRequest | HintRequest;

export type WorkerReply =
  | { type: 'chosen'; job: number; actions: Action[]; ms: number }
  /** `index` into legalTurns(state); `actions`: that turn's. */
  | { type: 'hinted'; job: number; index: number; actions: Action[]; reason: HintReason; facing?: HintFacing; ms: number }
  | { type: 'failed'; job: number; code: string; message: string };

/** Worker start-up data: the shared cancel flag (Int32Array over it: 0 run, 1 stop). */
export interface WorkerInit {
  cancelFlag: SharedArrayBuffer;
}
