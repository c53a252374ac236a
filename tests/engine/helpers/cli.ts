// Running the `mq` command-line tool from tests: as a child process (as `npm run mq` does,
// through tsx) or in-process (each child costs ~1 s of TypeScript loading).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../../cli/mq.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export function mq(...args: string[]): CliRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/mq.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

export async function mqIn(...args: string[]): Promise<CliRun> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}
