// `npm run server`: a standalone game server for networked races (issue 17; README "Game server").
// The same mq-race room as the app's LAN hosting, over this process's own services and storage
// folder (with the user-data lock: one process per folder). Settings by flag or environment:
//   --port / MQ_SERVER_PORT (2567), --host / MQ_SERVER_HOST (0.0.0.0),
//   --data / MQ_SERVER_DATA (./mq-server-data), --public-address / MQ_PUBLIC_ADDRESS (host:port
//   other processes and clients reach this one by, with Redis), --redis / MQ_REDIS_URL
//   (redis://127.0.0.1:6379: presence and room list shared between processes), --ready-json,
//   --announce NAME / MQ_SERVER_ANNOUNCE (off: announce this server on the local network by that
//   name, so "Join a game" finds it), --discovery-port / MQ_DISCOVERY_PORT (2568),
//   MQ_DISCOVERY_TARGETS (comma-separated broadcast addresses; default: every LAN interface's).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices } from '../services/index.js';
import { acquireInstanceLock } from '../services/instance-lock.js';
import { startNetServer } from './net-server.js';
import { RoomStore } from './room-store.js';
import { localVersions } from './protocol.js';
import { APP_ID } from './listing.js';
import { Announcer, DISCOVERY_PORT, newInstanceId } from './discovery.js';

interface Args {
  port: number;
  host: string;
  data: string;
  publicAddress?: string;
  redis?: string;
  readyJson: boolean;
  /** The name this server announces itself by on the local network (absent: it does not). */
  announce?: string;
  discoveryPort: number;
  discoveryTargets?: string[];
}

export function parseServerArgs(argv: string[], env: NodeJS.ProcessEnv): Args {
  const args: Args = {
    port: Number(env.MQ_SERVER_PORT ?? 2567),
    host: env.MQ_SERVER_HOST ?? '0.0.0.0',
    data: env.MQ_SERVER_DATA ?? 'mq-server-data',
    ...(env.MQ_PUBLIC_ADDRESS ? { publicAddress: env.MQ_PUBLIC_ADDRESS } : {}),
    ...(env.MQ_REDIS_URL ? { redis: env.MQ_REDIS_URL } : {}),
    readyJson: false,
    ...(env.MQ_SERVER_ANNOUNCE ? { announce: env.MQ_SERVER_ANNOUNCE } : {}),
    discoveryPort: Number(env.MQ_DISCOVERY_PORT ?? DISCOVERY_PORT),
    ...(env.MQ_DISCOVERY_TARGETS ? { discoveryTargets: env.MQ_DISCOVERY_TARGETS.split(',').map((t) => t.trim()).filter(Boolean) } : {}),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--port') args.port = Number(value());
    else if (a === '--host') args.host = value();
    else if (a === '--data') args.data = value();
    else if (a === '--public-address') args.publicAddress = value();
    else if (a === '--redis') args.redis = value();
    else if (a === '--ready-json') args.readyJson = true;
    else if (a === '--announce') args.announce = value();
    else if (a === '--discovery-port') args.discoveryPort = Number(value());
    else throw new Error(`Unknown option ${a}`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('Bad port');
  if (!Number.isInteger(args.discoveryPort) || args.discoveryPort < 1 || args.discoveryPort > 65535) throw new Error('Bad discovery port');
  if (args.announce !== undefined && !args.announce.trim()) throw new Error('--announce needs a name');
  return args;
}

async function main(): Promise<void> {
  const args = parseServerArgs(process.argv.slice(2), process.env);
  const dataDir = path.resolve(args.data);
  fs.mkdirSync(dataDir, { recursive: true });
  const locked = acquireInstanceLock(dataDir, 'browser');
  if (!locked.ok) {
    console.error(`Another process (pid ${locked.holder.pid}) uses ${dataDir}: give each server its own folder.`);
    process.exit(1);
  }
  const lock = locked.lock;
  process.on('exit', () => lock.release());
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const services = createServices({ userDataDir: dataDir, host: 'browser', name: 'Mississippi Queen server', version: pkg.version, echoLog: !args.readyJson });
  const server = await startNetServer({
    games: services.games,
    hub: services.hub,
    captains: services.captains,
    log: services.log,
    rooms: new RoomStore(services.db),
    versions: localVersions(pkg.version),
    port: args.port,
    host: args.host,
    ...(args.redis ? { redisUrl: args.redis } : {}),
    ...(args.publicAddress ? { publicAddress: args.publicAddress } : {}),
  });
  // Only when asked: a server on the internet has no local network to tell.
  const versions = localVersions(pkg.version);
  const name = args.announce?.trim().slice(0, 40);
  const instance = newInstanceId();
  const announcer = name
    ? new Announcer({
        port: args.discoveryPort,
        ...(args.discoveryTargets ? { targets: args.discoveryTargets } : {}),
        announcement: () => ({ app: APP_ID, ...versions, from: instance, port: server.port, server: name, rooms: [] }),
        onError: (m) => services.log.error('server: announcing failed', m),
      })
    : null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await announcer?.stop();
    await server.close();
    services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (args.readyJson) process.stdout.write(`MQ_SERVER_READY ${JSON.stringify({ port: server.port, dataDir })}\n`);
  else console.log(`Mississippi Queen game server on ${args.host}:${server.port}, storage in ${dataDir}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
