// `npm start` without Electron: runs the services in Node and serves the renderer on 127.0.0.1.
// Bundled to out/host/index.mjs. Flags: --user-data <dir>, --port <n>, --no-open, --ready-json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices } from '../services/index.js';
import { acquireInstanceLock, alreadyRunningMessage, askToOpenWindow, handleOpenWindow, openWords } from '../services/instance-lock.js';
import { findChromium, hasDisplay } from './browser.js';
import { freshData, type FreshData } from './e2e-fresh.js';
import { addressFilePath, keepAddressFile, type AddressFile } from './address-file.js';
import { announce, reopen } from './launch.js';
import { startHost } from './node-host.js';
import { defaultUserDataDir } from './user-data.js';

interface Args {
  userData?: string;
  port: number;
  open: boolean;
  readyJson: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { port: 0, open: true, readyJson: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--user-data') args.userData = argv[++i];
    else if (a === '--port') args.port = Number(argv[++i]);
    else if (a === '--no-open') args.open = false;
    else if (a === '--ready-json') args.readyJson = true;
    else throw new Error(`Unknown option ${a}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('Bad --port');
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const userDataDir = args.userData ? path.resolve(args.userData) : defaultUserDataDir();
  // One instance per user-data folder (Electron takes the same lock): a second one steps aside.
  const locked = acquireInstanceLock(userDataDir, 'browser');
  if (!locked.ok) {
    // The player's way back in when the address they opened is spent: always ask the running host,
    // for a window or (--no-open: not one) a fresh address. A host that does not answer is not
    // pointed at by its bare origin (it opens nothing): its address file is (play-test of issue 17).
    const answer = await askToOpenWindow(locked.holder, { window: args.open });
    const fresh = answer?.address ? openWords(answer.address) : undefined;
    const file = addressFilePath(userDataDir);
    console.error(alreadyRunningMessage(locked.holder, userDataDir, answer?.opened ?? null, fresh, fs.existsSync(file) ? file : undefined));
    process.exit(answer?.opened || fresh ? 0 : 1);
  }
  const lock = locked.lock;
  process.on('exit', () => lock.release());
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const rendererDir = path.join(root, 'out', 'renderer');
  const e2e = process.env.MQ_E2E === '1';
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error(`No built renderer in ${rendererDir}: run "npm run build" first.`);
  }
  const makeServices = (userDataDir: string) => createServices({
    userDataDir,
    host: 'browser',
    name: 'Mississippi Queen',
    version: pkg.version,
    e2e,
    echoLog: !e2e && !args.readyJson,
    captainWorker: { file: path.join(root, 'out', 'captains', 'worker.cjs') },
    // the player's screens are its pages: a guest's seat is back only once one is open
    net: { servesPages: true },
  });
  const first = makeServices(userDataDir);
  // end-to-end runs: a fresh user-data folder per test in this same process (e2e-fresh.ts)
  let fresh: FreshData | null = null;
  const services = () => fresh?.current() ?? first;
  const browser = args.open && !process.env.CI && !e2e && hasDisplay() ? findChromium() : null;
  // A new address asked for by a second start: on this host's terminal (or wherever its output goes),
  // and told in the log without the address: a code works while the host runs, and the log is not
  // private as the address file is.
  const sayAgain = (line: string) => {
    services().log.info('The game was started again: a new address was given to open.');
    if (!args.readyJson) console.log(line);
  };
  // where a host with no window and no terminal can be found again (not for scripts and tests)
  let addressFile: AddressFile | null = null;
  const host = await startHost({
    services: first,
    rendererDir,
    port: args.port,
    onCodeSpent: () => addressFile?.renew(),
    // A second instance asks for a window here; it closes on its own without stopping the host.
    extraRoute: (req, res) =>
      handleOpenWindow(req, res, () => lock.key, (window) => reopen(host, { browser, print: sayAgain }, window)) ||
      (fresh?.route(req, res) ?? false),
  });
  if (e2e) {
    fresh = freshData({
      first,
      make: makeServices,
      token: () => host.token,
      serve: (next) => host.replaceServices(next),
      launchUrl: () => host.launchUrl(),
    });
    host.replaceServices(fresh.current());
  }
  lock.advertise(host.origin);
  process.on('unhandledRejection', (reason) =>
    services().log.error('host unhandled rejection', reason instanceof Error ? reason.stack : String(reason)),
  );

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await host.close();
    services().close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  if (args.readyJson) {
    // One machine-readable line for the e2e harness (it waits for it instead of sleeping), on a pipe
    // only the parent reads; `url` carries a one-time launch code.
    const ready = { url: host.launchUrl(), origin: host.origin, token: host.token, userDataDir };
    process.stdout.write(`MQ_HOST_READY ${JSON.stringify(ready)}\n`);
    return;
  }
  addressFile = keepAddressFile(userDataDir, () => host.launchUrl());
  process.on('exit', () => addressFile?.stop());
  console.log(`Mississippi Queen (browser host) — saves and logs in ${userDataDir}`);
  announce(host, {
    browser,
    print: (line) => console.log(line),
    stop: () => void stop(),
    input: process.stdin.isTTY ? process.stdin : undefined,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
