// Builds the main-process services for one user-data folder. Shared by the Electron entry and the
// browser host: both get the same handlers, dispatcher and event hub, and differ only in transport.
import fs from 'node:fs';
import path from 'node:path';
import type { Handlers, HostKind } from '../api/contract.js';
import { createDispatcher, type Dispatch } from '../api/dispatcher.js';
import { AppService } from './app.js';
import { EventHub } from './events.js';
import { Logger } from './log.js';
import { SettingsService } from './settings.js';
import { type Db } from './store.js';
import { GamesService } from './games/games-service.js';
import { gameHandlers } from './games/handlers.js';
import { openStoreWithRecovery } from './games/recovery.js';

export interface ServicesOptions {
  userDataDir: string;
  host: HostKind;
  name: string;
  version: string;
  e2e?: boolean;
  nativeBinding?: string;
  echoLog?: boolean;
}

export interface Services {
  userDataDir: string;
  log: Logger;
  hub: EventHub;
  db: Db;
  app: AppService;
  settings: SettingsService;
  games: GamesService;
  handlers: Handlers;
  dispatch: Dispatch;
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
  const app = new AppService({ name: options.name, version: options.version, host: options.host, e2e: !!options.e2e });
  const settings = new SettingsService(db, hub);
  const games = new GamesService({
    db,
    hub,
    log,
    notices: storeNotices,
    appLabel: `${options.name} ${options.version}`,
  });

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
    ...gameHandlers(games),
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
    handlers,
    dispatch: createDispatcher(handlers, log),
    close() {
      log.info('services stopped');
      db.close();
    },
  };
}
