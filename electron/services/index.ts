// Builds the main-process services for one user-data folder. Shared by the Electron entry and the
// browser host: both get the same handlers, dispatcher and event hub, and differ only in transport.
import fs from 'node:fs';
import path from 'node:path';
import type { Handlers, HostKind } from '../api/contract.js';
import { ApiError } from '../api/contract.js';
import { createDispatcher, type Dispatch } from '../api/dispatcher.js';
import { AppService } from './app.js';
import { EventHub } from './events.js';
import { Logger } from './log.js';
import { SettingsService } from './settings.js';
import { type Db } from './store.js';
import { CaptainDriver, CaptainPool, type PoolPort, type WorkerSpec } from './captains/index.js';
import { HintService, type HintPoolPort } from './captains/hints.js';
import { GamesService } from './games/games-service.js';
import { gameHandlers } from './games/handlers.js';
import { openStoreWithRecovery } from './games/recovery.js';
import { NetSession, type NetSessionDeps } from '../net/net-session.js';
import { RoomStore } from '../net/room-store.js';
import { SessionStore } from '../net/session-store.js';
import { GameViews, LOCAL_VIEWER } from './game-views.js';

export interface ServicesOptions {
  userDataDir: string;
  host: HostKind;
  name: string;
  version: string;
  e2e?: boolean;
  /** The system's preferred languages (Electron); the browser host leaves them to the page's browser. */
  systemLanguages?: readonly string[];
  nativeBinding?: string;
  echoLog?: boolean;
  /** The captains' worker entry: the built file in the apps; omitted in source checkouts (tsx). */
  captainWorker?: WorkerSpec;
  /** The games' SQLite durability (docs/saves.md); 'full' unless a bulk use (a soak test) asks for less. */
  durability?: 'full' | 'normal';
  /** Networked races: where hosting listens and what invites name (default: the LAN). */
  net?: Pick<NetSessionDeps, 'bindHost' | 'advertisedHost' | 'discovery' | 'pagelessMs' | 'servesPages' | 'goneTimes'>;
}

export interface Services {
  userDataDir: string;
  log: Logger;
  hub: EventHub;
  db: Db;
  app: AppService;
  settings: SettingsService;
  games: GamesService;
  captains: CaptainDriver;
  net: NetSession;
  handlers: Handlers;
  dispatch: Dispatch;
  /** A window or page went away without a word (closed tab, closed window): its play screens are left. */
  dropViewer(viewer: string): void;
  close(): void;
}

/** The database file inside the user-data folder (saves, settings). */
export const DB_FILE = 'mississippi-queen.sqlite';

export function createServices(options: ServicesOptions): Services {
  fs.mkdirSync(options.userDataDir, { recursive: true });
  const log = new Logger(path.join(options.userDataDir, 'logs'), { echo: options.echoLog });
  const hub = new EventHub();
  let db: Db;
  let storeNotices;
  try {
    // A damaged file is moved aside and a fresh one started (with a notice); a newer one is refused.
    ({ db, notices: storeNotices } = openStoreWithRecovery(path.join(options.userDataDir, DB_FILE), {
      nativeBinding: options.nativeBinding,
    }));
    for (const n of storeNotices) log.error(n.message);
  } catch (err) {
    log.error('Could not open the database', err instanceof Error ? err.message : String(err));
    throw err;
  }
  const app = new AppService({ name: options.name, version: options.version, host: options.host, e2e: !!options.e2e, ...(options.systemLanguages ? { systemLanguages: options.systemLanguages } : {}) });
  const settings = new SettingsService(db, hub);
  const games = new GamesService({
    db,
    hub,
    log,
    notices: storeNotices,
    appLabel: `${options.name} ${options.version}`,
    ...(options.durability ? { durability: options.durability } : {}),
  });

  // Worker threads start with the first computer decision, so games without captains cost nothing.
  const pool = lazyPool(options.captainWorker);
  // Games whose play screen was left (memory only): their captains wait until the game is opened
  // to play again. A race left in round 1 went on by itself and was found finished (play-test).
  // Left means no window or page views it any more (two windows may show one game).
  const left = new Set<string>();
  const views = new GameViews();
  const captains = new CaptainDriver({
    games,
    hub,
    pool,
    log,
    watched: (gameId) => !left.has(gameId),
    onThinking: (gameId, info) =>
      hub.emit('captainThinking', info ? { gameId, thinking: true, player: info.player, level: info.level } : { gameId, thinking: false }),
  });
  captains.start();
  /** Nobody views the game any more: its captains wait (true: one was thinking). */
  const leave = (gameId: string): boolean => {
    left.add(gameId);
    const stopped = captains.isThinking(gameId);
    captains.cancel(gameId);
    return stopped;
  };
  const rooms = new RoomStore(db);
  // A race a network room plays (not over) is the room's: played only through the room. Played as a
  // local game it went on as hot-seat for a host who had left, moving a guest's boat (play-test).
  const roomGames = (): Set<string | null> => new Set(rooms.unfinished().map((r) => r.gameId));
  const roomGame = (gameId: string): boolean => roomGames().has(gameId);
  const notRoomGame = (gameId: string): void => {
    if (roomGame(gameId)) throw new ApiError('game/networked', 'This race is played over the network: only its room plays it.');
  };
  const gameApi = gameHandlers(games);
  const hints = new HintService(
    { getGame: (id) => games.getGame(id), markHintUsed: (id) => games.markHintUsed(id) },
    pool,
  );
  hub.subscribe((e) => {
    if (e.name === 'gameChanged' && e.payload.kind !== 'renamed' && e.payload.kind !== 'created') hints.cancel(e.payload.gameId);
  });

  const net = new NetSession({
    games,
    hub,
    captains,
    log,
    appVersion: options.version,
    rooms,
    sessions: new SessionStore(db),
    // end-to-end runs announce their games on the loopback only, never on the test machine's network
    ...(options.e2e ? { discovery: { targets: ['127.255.255.255'] } } : {}),
    ...options.net,
  });
  // Back into the networked race this app was in when it stopped, if any (its own seat token kept);
  // a race its host paused waits for Home's "Back to your race".
  void net.resume({ atStart: true }).catch((err: unknown) => log.error('networked race: resume failed', err instanceof Error ? err.message : String(err)));

  const handlers: Handlers = {
    getAppInfo: () => app.info(),
    ping: ({ nonce }) => app.ping(nonce),
    getSettings: () => settings.get(),
    setSettings: ({ expectSeq, patch }) => settings.set(expectSeq, patch),
    reportError: (report) => {
      log.error(`renderer ${report.kind}: ${report.message}`, {
        source: report.source,
        stack: report.stack,
      });
      return { logged: true };
    },
    ...gameApi,
    listGames: () => {
      const rooms = roomGames();
      return { games: games.listGames().map((g) => (rooms.has(g.id) ? { ...g, networked: true } : g)) };
    },
    act: (request) => (notRoomGame(request.gameId), gameApi.act(request)),
    undo: (request) => (notRoomGame(request.gameId), gameApi.undo(request)),
    answerStallOffer: (request) => (notRoomGame(request.gameId), gameApi.answerStallOffer(request)),
    lastUnfinishedGame: () => {
      // a room's race is offered by Home's own card (netStatus): the newest other game is offered
      // beside it, not hidden by it (play-test pt27 #12: the hot-seat game was not offered)
      const inRooms = roomGames();
      return games.gamesToContinue((id) => inRooms.has(id));
    },
    getGame: (request, viewer) => {
      // the play screen asking to play a room's race: refused, as Continue used to open it as hot-seat
      if (request.forPlay) notRoomGame(request.gameId);
      const view = gameApi.getGame(request);
      if (request.forPlay) {
        left.delete(request.gameId);
        views.open(request.gameId, viewer ?? LOCAL_VIEWER);
      }
      captains.poke(request.gameId); // a game opened with a computer seat to decide resumes here
      return view;
    },
    closeGame: ({ gameId }, viewer) => {
      // a room's race is played by its room whether anyone looks or not (the host's captains included)
      if (roomGame(gameId)) return { stopped: false };
      // another window or page still plays it: its captains go on
      if (!views.close(gameId, viewer ?? LOCAL_VIEWER)) return { stopped: false };
      return { stopped: leave(gameId) };
    },
    getHint: ({ gameId, expectSeq }) => hints.hint(gameId, expectSeq),
    netHost: (r) => net.host(r),
    netJoin: ({ invite, ...how }) => net.join(invite, how),
    netStatus: () => net.status(),
    netSend: ({ type, body }) => net.send(type, body),
    netLeave: (r) => net.leave(r),
    netResume: () => net.resume(),
    netResumeCancel: () => net.cancelResume(),
    netTable: ({ open }, viewer) => net.table(viewer ?? LOCAL_VIEWER, open),
    netLog: ({ toSeq }) => net.log(toSeq),
    netChanges: ({ afterRev }) => net.changes(afterRev),
    netPositionAt: ({ seq }) => net.positionAt(seq),
    netFind: (r) => net.find(r),
    netJoinListed: (r) => net.joinListed(r),
  };

  log.info(`services started (${options.host} host, version ${options.version})`);
  return {
    userDataDir: options.userDataDir,
    log,
    hub,
    db,
    app,
    settings,
    games,
    captains,
    net,
    handlers,
    dispatch: createDispatcher(handlers, log),
    dropViewer(viewer) {
      net.table(viewer, false);
      for (const gameId of views.drop(viewer)) if (!roomGame(gameId)) leave(gameId);
    },
    close() {
      log.info('services stopped');
      void net.close();
      captains.stop();
      void pool.close();
      db.close();
    },
  };
}

function lazyPool(worker: WorkerSpec | undefined): PoolPort & HintPoolPort & { close(): Promise<void> } {
  let pool: CaptainPool | null = null;
  const get = () => (pool ??= new CaptainPool({ size: 1, ...(worker ? { worker } : {}) }));
  return {
    choose: (input) => get().choose(input),
    hint: (input) => get().hint(input),
    cancel: (tag) => pool?.cancel(tag),
    close: async () => {
      await pool?.close();
    },
  };
}
