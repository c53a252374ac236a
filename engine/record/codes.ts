// The closed set of .mqgame import error codes (kept apart so the API contract can list them
// without importing the record reader), and the error that carries one.
export const RECORD_ERROR_CODES = [
  'record/too-large',
  'record/too-deep',
  'record/not-json',
  'record/unknown-format',
  'record/unsupported-version',
  'record/unsupported-rules', // played under rules this app does not know (a newer app's)
  'record/invalid',
  'record/bad-config',
  'record/does-not-replay',
  'record/hash-mismatch',
  'record/result-mismatch',
] as const;
export type RecordErrorCode = (typeof RECORD_ERROR_CODES)[number];

export class RecordError extends Error {
  constructor(
    readonly code: RecordErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RecordError';
  }
}
