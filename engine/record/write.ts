// Writing `.mqgame` records: the current version, with the result and final hash a reader checks.
import { ENGINE_VERSION } from '../config.js';
import { stateHash } from '../hash.js';
import type { Action, GameRecord, GameState } from '../types.js';
import { RECORD_EXTENSION, RECORD_FORMAT, RECORD_VERSION, type CurrentRecord } from './format.js';
import { RecordError } from './codes.js';
import { resultOf } from './result.js';
import { safeFileBase } from './text.js';

export interface ExportInput {
  title: string;
  players: { name: string; kind: 'human' | 'computer'; level?: 'easy' | 'medium' | 'hard' | 'expert' }[];
  createdAt: number;
  config: GameRecord['config'];
  seed: number;
  actions: Action[];
  /** The position the actions lead to (already replayed by the caller). */
  state: GameState;
  /** The scenario the game started from (null or absent: newGame(config, seed)). */
  scenario?: Record<string, unknown> | null;
  exportedBy?: string;
  /** The captain's hints could be asked for (default true) / one was shown (default false). */
  hints?: boolean;
  hintUsed?: boolean;
}

export function buildRecord(input: ExportInput): CurrentRecord {
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_VERSION,
    engineVersion: ENGINE_VERSION,
    rulesVersion: input.state.rulesVersion,
    config: input.config,
    seed: input.seed,
    actions: input.actions,
    meta: {
      title: input.title,
      players: input.players.map((p) => (p.level === undefined ? { name: p.name, kind: p.kind } : { ...p })),
      createdAt: new Date(input.createdAt).toISOString(),
      ...(input.exportedBy ? { exportedBy: input.exportedBy } : {}),
      hints: input.hints ?? true,
      hintUsed: input.hintUsed ?? false,
    },
    result: resultOf(input.state),
    finalHash: stateHash(input.state),
    scenario: input.scenario ?? null,
  };
}

export function recordText(record: CurrentRecord): string {
  return JSON.stringify(record, null, 1) + '\n';
}

/** The engine's own record shape (for the CLI's `mq replay`); it has no room for a scenario start. */
export function toEngineRecord(record: CurrentRecord): GameRecord {
  if (record.scenario !== null) {
    throw new RecordError('record/invalid', 'This game started from a scenario; the engine record (format version 1) cannot say so.');
  }
  return {
    format: RECORD_FORMAT,
    formatVersion: 1,
    engineVersion: record.engineVersion,
    rulesVersion: record.rulesVersion,
    config: record.config,
    seed: record.seed,
    actions: record.actions as Action[],
  };
}

/** A file name for the record: the title, made safe on Windows, macOS and Linux (text.ts). */
export function recordFileName(title: string): string {
  return safeFileBase(title, 'game') + RECORD_EXTENSION;
}
