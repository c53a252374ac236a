// Typed CLI failures. mq.ts maps them to exit codes: bad usage 2, everything else 1.

/** The command line itself is wrong (unknown command, missing or malformed option). Exit 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string, readonly command?: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export type FailureKind = 'file' | 'json' | 'scenario' | 'record' | 'actions' | 'rejected' | 'engine';

/** The input was understood but refused: unreadable file, invalid scenario, rejected action... Exit 1. */
export class CliFailure extends Error {
  readonly exitCode = 1;
  constructor(readonly kind: FailureKind, message: string, readonly details?: unknown) {
    super(message);
    this.name = 'CliFailure';
  }
}
