// Shared helpers for the networked-race tests: a room server over a games service on a temp
// folder (one per test file: Colyseus' matchmaker is one per process), clients that open and join
// rooms, and a player that plays its own seats with the random 'eager' policy on its view.
import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eagerTurn } from '../../cli/random-play.js';
import type { Action } from '../../engine/index.js';
import { randomInt, seedRng } from '../../engine/rng.js';
import { NetClient, type ClientOptions, type Invite } from '../../electron/net/net-client.js';
import { playView } from '../../renderer/src/lib/play-view.js';
import { startNetServer, type NetServer } from '../../electron/net/net-server.js';
import { localVersions, type CreateOptions } from '../../electron/net/protocol.js';
import { newHostKey, newRoomCode } from '../../electron/net/secrets.js';
import type { JoinLimits } from '../../electron/net/rate-limit.js';
import { CaptainDriver, type Chosen, type ChooseInput, type PoolPort } from '../../electron/services/captains/index.js';
import { captainRng, chooseActions } from '../../engine/captains/index.js';
import { EventHub } from '../../electron/services/events.js';
import { GamesService } from '../../electron/services/games/games-service.js';
import type { NetworkGameView } from '../../electron/services/games/network-view.js';
import { openStore, type Db } from '../../electron/services/store.js';

export const VERSIONS = localVersions('9.9.9-test');

export function tempDir(prefix = 'mq-net-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface GamesRig {
  db: Db;
  hub: EventHub;
  games: GamesService;
  dir: string;
}

export function gamesRig(dir = tempDir()): GamesRig {
  const db = openStore(path.join(dir, 'games.sqlite'));
  const hub = new EventHub();
  return { db, hub, games: new GamesService({ db, hub }), dir };
}

export interface RoomServer extends GamesRig {
  server: NetServer;
  endpoint: string;
  close(): Promise<void>;
}

/** One room server shared by a test file's tests: started before them, closed after; call the result to reach it. */
export function roomServerPerFile(opts: RoomServerOptions = {}): () => RoomServer {
  let rs: RoomServer | undefined;
  beforeAll(async () => {
    rs = await roomServer(opts);
  });
  afterAll(async () => {
    await rs?.close();
  });
  return () => rs!;
}

export interface RoomServerOptions {
  joinLimits?: JoinLimits;
  messagesPerSecond?: number;
  /** Computer captains in-process (small searches, no worker threads), answering after `thinkMs`. */
  captains?: { thinkMs: number };
}

/** The captains' driver on an in-process pool: the driver's logic without worker threads. */
function inlineCaptains(rig: GamesRig, thinkMs: number): CaptainDriver {
  const pool: PoolPort = {
    choose: (i: ChooseInput): Promise<Chosen> =>
      new Promise((resolve) => setTimeout(() => resolve({ actions: chooseActions(i.level, i.state, { nodes: 8 }, captainRng(i.seed)), ms: 0 }), thinkMs)),
    cancel: () => undefined,
  };
  const driver = new CaptainDriver({ games: rig.games, hub: rig.hub, pool });
  driver.start();
  return driver;
}

export async function roomServer(opts: RoomServerOptions = {}): Promise<RoomServer> {
  const { captains, ...limits } = opts;
  const rig = gamesRig();
  const driver = captains ? inlineCaptains(rig, captains.thinkMs) : undefined;
  const server = await startNetServer({ games: rig.games, hub: rig.hub, versions: VERSIONS, ...limits, ...(driver ? { captains: driver } : {}) });
  return {
    ...rig,
    server,
    endpoint: `ws://127.0.0.1:${server.port}`,
    close: async () => {
      driver?.stop();
      await server.close();
      rig.db.close();
      fs.rmSync(rig.dir, { recursive: true, force: true });
    },
  };
}

export async function openRoom(endpoint: string, extra: Partial<CreateOptions> = {}, clientOptions: ClientOptions = {}) {
  const code = newRoomCode();
  const hostKey = newHostKey();
  const host = await NetClient.create(endpoint, { ...VERSIONS, code, hostKey, seats: 3, ...extra }, clientOptions);
  const invite: Invite = { endpoint, roomId: host.roomId, code };
  await host.until(() => host.lobby);
  return { host, invite, hostKey };
}

/** Host plus two guests, each in their own seat, ready; the host starts the race. */
export async function startedRace(endpoint: string, clientOptions: ClientOptions = {}) {
  const { host, invite, hostKey } = await openRoom(endpoint, {}, clientOptions);
  const a = await NetClient.join(invite, VERSIONS, clientOptions);
  const b = await NetClient.join(invite, VERSIONS, clientOptions);
  const players = [host, a, b];
  for (const [seat, p] of players.entries()) {
    p.send('takeSeat', { seat, name: `Player ${seat + 1}` });
    await p.until(() => p.lobby?.mine.includes(seat));
    p.send('ready', { ready: true });
  }
  await host.until(() => host.lobby?.seats.every((s) => s.ready));
  host.send('start', {});
  for (const p of players) await p.until(() => p.view);
  return { host, a, b, invite, hostKey, players };
}

/** The seat that decides in a view (null when no one does). */
export function deciderOf(client: NetClient): number | null {
  const p = client.view?.pending;
  return p && 'player' in p ? p.player : null;
}

/**
 * The eager random player as a network bot, seeded: the actions of its next decision, chosen on a
 * view (the mover's client computes the legal turns from it).
 */
export function eagerBot(seed: number): (view: NetworkGameView) => Action[] {
  let rng = seedRng(seed);
  const choose = <T>(items: readonly T[]): T => {
    const [i, next] = randomInt(rng, items.length);
    rng = next;
    return items[i]!;
  };
  return (view) => {
    const { pending: p, state, legalTurns: turns } = playView(view);
    return p.kind === 'move' && turns.length > 0 ? [...eagerTurn(state, p.boat, turns, choose).actions] : [choose(view.legalActions)];
  };
}

/**
 * Plays this client's seats until the race ends: on its turn, the eager policy's turn (or a random
 * legal action), one action at a time, each sent with the revision of the view it was chosen on.
 */
export async function playOwnSeats(client: NetClient, seed: number, timeoutMs = 120_000): Promise<void> {
  const next = eagerBot(seed);
  const deadline = Date.now() + timeoutMs;
  let queue: Action[] = [];
  while (client.view?.status !== 'over') {
    if (Date.now() > deadline) throw new Error('the race did not end in time');
    const view = client.view!;
    const seat = deciderOf(client);
    if (seat === null || !client.lobby?.mine.includes(seat)) {
      await client.until(() => client.view !== view && client.view);
      continue;
    }
    if (queue.length === 0) queue = next(view);
    const refusals = client.refusals.length;
    client.send('act', { rev: view.rev, action: queue[0]! });
    await client.until(() => (client.view !== view || client.refusals.length > refusals) && true);
    const refused = client.refusals[refusals];
    if (!refused) queue.shift();
    // A bot outpaces the room's 20 messages a second: it waits and sends the same action again.
    else if (refused.code === 'net/rate-limited') await new Promise((r) => setTimeout(r, 250));
    else throw new Error(`refused: ${JSON.stringify(refused)}`);
  }
}
