// The names of every API request and event, with no schemas attached. The sandboxed preload bundles
// this file alone (zod stays out of it); contract.ts checks at compile time that it lists exactly
// the channels it declares, so a channel cannot exist in one place and not the other.

/** Request channels; each name is also the method name on `window.mq` and on the renderer's api. */
export const REQUEST_NAMES = [
  'getAppInfo',
  'ping',
  'getSettings',
  'setSettings',
  'reportError',
  // games and saves (electron/services/games/api.ts)
  'newGame',
  'newScenarioGame',
  'getChallengeStars',
  'getGame',
  'closeGame',
  'act',
  'undo',
  'answerStallOffer',
  'listGames',
  'lastUnfinishedGame',
  'renameGame',
  'duplicateGame',
  'deleteGame',
  'forkGame',
  'exportGame',
  'importGame',
  'getGameAt',
  'getGameLog',
  'getReplayTimeline',
  'getStoreNotices',
  // the captain's hint (electron/services/captains/hint-api.ts)
  'getHint',
  // networked races (electron/net/net-api.ts)
  'netHost',
  'netJoin',
  'netStatus',
  'netSend',
  'netLeave',
  'netResume',
  'netResumeCancel',
  'netTable',
  'netLog',
  'netChanges',
  'netPositionAt',
  'netFind',
  'netJoinListed',
] as const;

/** Events pushed from main to the renderer. */
export const EVENT_NAMES = ['settingsChanged', 'gameChanged', 'captainThinking', 'netChanged'] as const;

export type RequestName = (typeof REQUEST_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

/** Electron IPC channel for a request (one per request; never a generic invoke). */
export function ipcChannel(name: RequestName): string {
  return `mq:${name}`;
}

/** The single IPC channel that carries every main→renderer event as `{ name, payload }`. */
export const IPC_EVENT_CHANNEL = 'mq:event';
