// `npm run mq -- <command> ...`: the Mississippi Queen command-line tool (docs/cli.md).
// Exit codes: 0 ok, 1 rejected action / invalid file / failed check, 2 bad usage.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatOptions } from './args.js';
import type { Command, Output } from './command.js';
import { COMMANDS } from './commands/index.js';
import { CliFailure, UsageError } from './errors.js';

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'usage: mq <command> [arguments]   (npm run mq -- <command> ...)',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'mq help <command>' or 'mq <command> --help' for details.",
    'Exit codes: 0 ok, 1 rejected action or invalid input, 2 bad usage.',
  ].join('\n');
}

export function commandHelp(c: Command): string {
  const opts = Object.keys(c.options).length ? `\n\noptions:\n${formatOptions(c.options)}` : '';
  return `usage: mq ${c.usage}\n\n${c.help}${opts}`;
}

export async function runCli(argv: readonly string[], io: Output): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (name === undefined) {
      io.err(mainHelp());
      return 2;
    }
    if (name === '--help' || name === '-h') {
      io.out(mainHelp());
      return 0;
    }
    if (name === 'help') {
      const c = rest[0] ? COMMANDS.find((x) => x.name === rest[0]) : undefined;
      if (rest[0] && !c) throw new UsageError(`unknown command '${rest[0]}'`);
      io.out(c ? commandHelp(c) : mainHelp());
      return 0;
    }
    const cmd = COMMANDS.find((c) => c.name === name);
    if (!cmd) throw new UsageError(`unknown command '${name}'`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(commandHelp(cmd));
      return 0;
    }
    return await cmd.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`mq: ${e.message}`);
      io.err(e.command ? `usage: mq ${COMMANDS.find((c) => c.name === e.command)?.usage ?? e.command}` : "run 'mq --help' for the commands");
      return e.exitCode;
    }
    if (e instanceof CliFailure) {
      io.err(`mq: ${e.message}`);
      return e.exitCode;
    }
    io.err(`mq: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  }
}

// Run only when started as a program (tests import runCli directly).
const entry = process.argv[1] ? pathToFileURL(resolve(process.argv[1])).href : '';
if (entry === import.meta.url) {
  // `mq turns f.json | head`: a closed pipe is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  const io: Output = {
    out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
  };
  runCli(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}
