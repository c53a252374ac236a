// What main (through the preload) and the e2e hooks add to `window`. Shared by the renderer and
// the end-to-end tests, so both see the same typed API.
import type { MqApi } from '../../electron/api/contract.js';
import type { PlayApi } from './lib/play-view.js';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host. */
    mq?: MqApi;
    /** End-to-end test hooks, present only when main runs with MQ_E2E=1. */
    __mqTest?: { api: PlayApi; settingsSeq(): number; soundContexts(): number };
  }
}
export {};
