// Shared test helpers for main-process tests: temp folders and services on them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_NAMES, type RequestName, type RequestOf } from '../../electron/api/contract.js';
import { createServices, type Services, type ServicesOptions } from '../../electron/services/index.js';
import { onCleanup, onCleanupLast } from '../support/cleanups.js';


export function tempDir(prefix = 'mq-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Apps in tests announce their games on the loopback, on a port of this test file's own. */
export const TEST_DISCOVERY = { port: 42000 + Math.floor(Math.random() * 8000), targets: ['127.255.255.255'], everyMs: 200 };

/** Services on a temp folder; `net` adds network options (a test's shorter waits). */
export function makeServices(userDataDir = tempDir(), host: 'electron' | 'browser' = 'browser', net: ServicesOptions['net'] = {}): Services {
  const services = createServices({ userDataDir, host, name: 'Mississippi Queen', version: '9.9.9-test', net: { bindHost: '127.0.0.1', advertisedHost: '127.0.0.1', discovery: TEST_DISCOVERY, ...net } });
  onCleanupLast(() => services.close());
  return services;
}

/** One well-formed request per channel (the type makes a new channel fail to compile until it has one). */
export const VALID_REQUESTS: { [N in RequestName]: RequestOf<N> } = {
  getAppInfo: {},
  ping: { nonce: 'n1' },
  getSettings: {},
  setSettings: { expectSeq: 0, patch: { reducedMotion: true } },
  reportError: { kind: 'error', message: 'test error' },
  // games and saves (owner: games service)
  newGame: { players: [1, 2, 3].map((i) => ({ name: `P${i}`, kind: 'human' as const })) },
  newScenarioGame: { scenario: '{}' },
  getChallengeStars: {},
  getGame: { gameId: 'no-such-game' },
  closeGame: { gameId: 'no-such-game' },
  act: { gameId: 'no-such-game', expectSeq: 0, action: { type: 'confirm' } },
  undo: { gameId: 'no-such-game', expectSeq: 0 },
  answerStallOffer: { gameId: 'no-such-game', expectSeq: 0, seat: 0, agree: true },
  listGames: {},
  lastUnfinishedGame: {},
  renameGame: { gameId: 'no-such-game', expectSeq: 0, title: 'New name' },
  duplicateGame: { gameId: 'no-such-game' },
  deleteGame: { gameId: 'no-such-game', expectSeq: 0 },
  forkGame: { gameId: 'no-such-game', atSeq: 0 },
  exportGame: { gameId: 'no-such-game' },
  importGame: { text: '{}' },
  getGameAt: { gameId: 'no-such-game', seq: 0 },
  getGameLog: { gameId: 'no-such-game' },
  getReplayTimeline: { gameId: 'no-such-game' },
  getStoreNotices: {},
  getHint: { gameId: 'no-such-game', expectSeq: 0 },
  // networked races (owner: electron/net); hosting for real listens on a free port
  netHost: { seats: 2, port: 0 },
  netJoin: { invite: 'mq://127.0.0.1:1/nosuchroom#0123456789AB' },
  netStatus: {},
  netSend: { type: 'ready', body: { ready: true } },
  netLeave: {},
  netResume: {},
  netResumeCancel: {},
  netTable: { open: false },
  netLog: {},
  netChanges: { afterRev: -1 },
  netPositionAt: { seq: 0 },
  netFind: { server: null },
  netJoinListed: { source: 'server', address: '127.0.0.1:1', roomId: 'nosuchroom' },
};

/** Payloads no channel accepts: every request is a strict object. */
export const MALFORMED_PAYLOADS: unknown[] = [undefined, null, 42, 'text', [], { __unexpected: true }];

export { REQUEST_NAMES };
