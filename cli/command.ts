// The shape of one `mq` command; each lives in cli/commands/<name>.ts.
import type { OptionSpec } from './args.js';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Usage line without the leading "mq ". */
  usage: string;
  /** Longer help (what it prints, exit codes). */
  help: string;
  options: Record<string, OptionSpec>;
  /** Returns the exit code (0 ok, 1 rejected/failed); throws UsageError/CliFailure. */
  run(argv: readonly string[], io: Output): number | Promise<number>;
}
