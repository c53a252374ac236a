// Registers one ipcMain handler per contract request. Each checks the sender (our app's main frame
// only, security checklist #17) and hands the payload to the shared dispatcher, which validates it.
import { ipcChannel, REQUEST_NAMES } from '../api/channels.js';
import type { ApiResult } from '../api/contract.js';
import type { Dispatch } from '../api/dispatcher.js';

/** The parts of an IpcMainInvokeEvent the sender check reads. */
export interface InvokeEventLike {
  senderFrame?: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, payload: unknown) => Promise<ApiResult<unknown>>): void;
  removeHandler(channel: string): void;
}

export function registerIpc(
  ipcMain: IpcMainLike,
  dispatch: Dispatch,
  isAppUrl: (url: string) => boolean,
  onRefused: (channel: string, url: string) => void,
): () => void {
  const channels = REQUEST_NAMES.map((name) => {
    const channel = ipcChannel(name);
    ipcMain.handle(channel, async (event, payload) => {
      const frame = event.senderFrame;
      if (!frame || frame.parent || !isAppUrl(frame.url)) {
        onRefused(channel, frame?.url ?? '(no frame)');
        return { ok: false, code: 'request/forbidden', message: 'Request from an untrusted frame.' };
      }
      return dispatch(name, payload);
    });
    return channel;
  });
  return () => channels.forEach((c) => ipcMain.removeHandler(c));
}
