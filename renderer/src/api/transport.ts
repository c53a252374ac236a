// The only place that knows which host the renderer runs in: Electron exposes `window.mq` through
// the preload; otherwise we are in a browser talking to the browser host over HTTP + WebSocket.
import type { MqApi } from '../../../electron/api/contract.js';
import { createBrowserTransport } from './transport-browser.js';

export function createTransport(): MqApi {
  return window.mq ?? createBrowserTransport();
}
