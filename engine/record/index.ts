// The `.mqgame` record format: its shapes, reading (parse + migrate), strict replay and writing.
// Shared by the app's main process, the CLI and the network host; pure (engine + zod).
export { RECORD_ERROR_CODES, RecordError, type RecordErrorCode } from './codes.js';
export {
  MAX_RECORD_ACTIONS,
  MAX_RECORD_CHARS,
  MAX_RECORD_DEPTH,
  RECORD_EXTENSION,
  RECORD_FORMAT,
  RECORD_VERSION,
  RecordV1Schema,
  RecordV2Schema,
  RecordV3Schema,
  RecordV4Schema,
  jsonDepth,
  migrate_v1_to_v2,
  migrate_v2_to_v3,
  migrate_v3_to_v4,
  parseRecord,
  recordStart,
  type CurrentRecord,
  type RecordV1,
  type RecordV2,
  type RecordV3,
  type RecordV4,
} from './format.js';
export { replayRecord, type RecordStep } from './replay.js';
export { buildRecord, recordFileName, recordText, toEngineRecord, type ExportInput } from './write.js';
export { resultOf } from './result.js';
export { scenarioStart } from './start.js';
