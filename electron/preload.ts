// Sandboxed preload, bundled to ONE CommonJS file (a sandboxed preload cannot require npm
// packages). Exposes `window.mq`: one named method per contract request, plus onEvent().
// It imports only the channel names, never zod; main validates every payload anyway.
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_EVENT_CHANNEL, ipcChannel, REQUEST_NAMES } from './api/channels.js';
import type { ApiEvent, MqApi } from './api/contract.js';

export function buildApi(): MqApi {
  const api: Record<string, unknown> = {};
  for (const name of REQUEST_NAMES) {
    const channel = ipcChannel(name);
    // Each method is bound to its own channel; the renderer cannot choose a channel name.
    api[name] = (request: unknown) => ipcRenderer.invoke(channel, request);
  }
  api.onEvent = (listener: (event: ApiEvent) => void) => {
    const forward = (_event: unknown, message: ApiEvent) => listener(message);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
    };
  };
  return Object.freeze(api) as MqApi;
}

contextBridge.exposeInMainWorld('mq', buildApi());
