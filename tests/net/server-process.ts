// A standalone game server (`electron/net/server-main.ts`) as a child process of a test, on
// 127.0.0.1 with a storage folder and port of the test's choosing: ready once it says so.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `npm run server`'s entry on `port` with storage in `dataDir`; resolves once it listens. */
export function startServerProcess(port: number, dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ChildProcess> {
  // tsx's own binary runs the program in a child process, which a SIGKILL of it would leave alive:
  // node itself with tsx's loader is one process.
  const args = ['--import', 'tsx', 'electron/net/server-main.ts', '--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--ready-json'];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('MQ_SERVER_READY')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${out}`));
    });
  });
}

/** Ends the child (SIGKILL: as a crash would) and resolves once it is gone. */
export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await gone;
}
