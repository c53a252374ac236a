// The browser host for the benchmarks that drive the app in Chromium (plan, replay): a fresh
// user-data folder, MQ_E2E=1, no window opened; resolves with the one-time launch address.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function startHost(userDataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'out/host/index.mjs'), '--user-data', userDataDir, '--ready-json', '--no-open'], {
    env: { ...process.env, MQ_E2E: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (buf: Buffer) => {
      out += String(buf);
      const m = /MQ_HOST_READY (.*)\n/.exec(out);
      if (m) resolve({ child, url: (JSON.parse(m[1]!) as { url: string }).url });
    });
    child.stderr!.on('data', (buf: Buffer) => (err += String(buf)));
    child.once('exit', (code) => reject(new Error(`browser host exited (${code}): ${err}`)));
  });
}
