// A Colyseus server for networked races on its own http.Server: the LAN host of the app and the
// standalone `npm run server` both start one. Colyseus' matchmaker is one per process: a process
// runs at most one of these, for its whole life after the first start.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, LocalPresence, LocalDriver, LobbyRoom, type Presence, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { MAX_FRAME_BYTES, ROOM_NAME } from './protocol.js';
import { LOBBY_ROOM } from './listing.js';
import { raceRoom, type RaceRoomDeps } from './race-room.js';
import { colyseusLogger } from './transport-errors.js';
import { JoinLimiter, type JoinLimits } from './rate-limit.js';

export interface NetServerOptions extends Omit<RaceRoomDeps, 'joins'> {
  port?: number;
  /** The address to listen on: 127.0.0.1 for tests, 0.0.0.0 (or the LAN address) to host. */
  host?: string;
  /** Shared presence and room list across processes (redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** What other processes use to reach this one through Redis (host:port); defaults to host:port. */
  publicAddress?: string;
  joinLimits?: JoinLimits;
}

export interface NetServer {
  readonly port: number;
  /** Stops listening for new connections (the matchmaker stays: it cannot be restarted in this process). */
  suspend(): void;
  /** Listens again (hosting again), on this port (0: any free one). */
  resume(port: number): Promise<void>;
  /** Brings back every unfinished room of the store that is not open in this process (a paused race whose room closed). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startNetServer(options: NetServerOptions): Promise<NetServer> {
  const httpServer = http.createServer();
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: MAX_FRAME_BYTES });
  const redis = options.redisUrl;
  const presence: Presence = redis ? new RedisPresence(redis) : new LocalPresence();
  const server = new Server({
    transport,
    presence,
    driver: redis ? new RedisDriver(redis) : new LocalDriver(),
    gracefullyShutdown: false,
    greet: false,
    // its lines (raw: "reconnection token invalid or expired") go to the app's log with their codes
    logger: colyseusLogger(options.log),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  // the lobby of public rooms hears of every listed room's change (Redis: of every process's)
  server.define(ROOM_NAME, raceRoom({ ...options, joins: new JoinLimiter(options.joinLimits) })).enableRealtimeListing();
  server.define(LOBBY_ROOM, LobbyRoom);
  await server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await restoreRooms(options);
  let port = (httpServer.address() as AddressInfo).port;
  const host = options.host ?? '127.0.0.1';
  return {
    get port() {
      return port;
    },
    suspend: () => {
      if (httpServer.listening) httpServer.close();
    },
    resume: async (wanted) => {
      if (httpServer.listening) return;
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(wanted, host, () => {
          httpServer.off('error', reject);
          resolve();
        });
      });
      port = (httpServer.address() as AddressInfo).port;
    },
    restore: () => restoreRooms(options, true),
    close: async () => {
      await server.gracefullyShutdown(false);
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/**
 * Every unfinished room in the store again, under its own id and code, its race reloaded by the
 * games service; its players get their seats back by rejoining with their seat tokens.
 */
async function restoreRooms(options: NetServerOptions, missingOnly = false): Promise<void> {
  const rooms = options.rooms;
  if (!rooms) return;
  for (const room of rooms.unfinished()) {
    try {
      if (missingOnly && (await matchMaker.query({ roomId: room.roomId })).length > 0) continue;
      if (room.gameId) options.games.getGame(room.gameId); // a race that no longer loads is not brought back
      await matchMaker.createRoom(ROOM_NAME, { restore: rooms.stage(room) });
      options.log?.info('race room: restored from the store', { roomId: room.roomId, gameId: room.gameId, phase: room.phase });
    } catch (err) {
      options.log?.error('race room: could not be restored', { roomId: room.roomId, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

export { matchMaker };
