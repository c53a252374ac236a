// Main's side of importing a `.mqgame`: the format (engine/record) reads and replays it strictly;
// this turns the replay into the log rows and snapshots the store writes.
import type { GameState } from '../../../engine/index.js';
import { parseRecord, replayRecord, type CurrentRecord } from '../../../engine/record/index.js';
import { SNAPSHOT_EVERY, type LogEntry } from './game-store.js';
import { ENGINE_KEY, actorOf } from './log-replay.js';

export interface ReplayedRecord {
  state: GameState;
  entries: LogEntry[];
  /** Snapshots every SNAPSHOT_EVERY actions, ready for the store. */
  snapshots: { seq: number; engine: string; state: string }[];
}

/** parseRecord + replayRecord: everything import checks before anything is written. Throws RecordError. */
export function readRecord(text: string): { record: CurrentRecord } & ReplayedRecord {
  const record = parseRecord(text);
  const entries: LogEntry[] = [];
  const snapshots: ReplayedRecord['snapshots'] = [];
  const state = replayRecord(record, ({ action, before, after }) => {
    entries.push({ seq: after.seq, actor: actorOf(before), action });
    if (after.seq % SNAPSHOT_EVERY === 0) snapshots.push({ seq: after.seq, engine: ENGINE_KEY, state: JSON.stringify(after) });
  });
  return { record, state, entries, snapshots };
}
