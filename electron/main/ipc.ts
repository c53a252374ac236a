// Registers one ipcMain handler per contract request. Each checks the sender (our app's main frame
// only, security checklist #17) and hands the payload to the shared dispatcher, which validates it.
import { ipcChannel, REQUEST_NAMES } from '../api/channels.js';
import type { ApiResult } from '../api/contract.js';
import type { Dispatch } from '../api/dispatcher.js';

/** The parts of an IpcMainInvokeEvent the sender check reads. */
export interface InvokeEventLike {
  senderFrame?: { url: string; parent: unknown } | null;
  /** The window's contents: requests are its (a play screen's view of a game is the window's), until it reloads or closes. */
  sender?: { id: number; on(event: 'destroyed' | 'did-start-loading', listener: () => void): unknown } | null;
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
  /** A window's page went (closed, or reloading): what it had open is left (Services.dropViewer). */
  onViewerGone: (viewer: string) => void = () => undefined,
): () => void {
  const known = new Set<number>();
  const viewerOf = (event: InvokeEventLike): string | undefined => {
    const sender = event.sender;
    if (!sender) return undefined;
    const viewer = `window:${sender.id}`;
    if (!known.has(sender.id)) {
      known.add(sender.id);
      // a reload starts a new page in the same window: the old page's screens are gone with it
      sender.on('did-start-loading', () => onViewerGone(viewer));
      sender.on('destroyed', () => {
        known.delete(sender.id);
        onViewerGone(viewer);
      });
    }
    return viewer;
  };
  const channels = REQUEST_NAMES.map((name) => {
    const channel = ipcChannel(name);
    ipcMain.handle(channel, async (event, payload) => {
      const frame = event.senderFrame;
      if (!frame || frame.parent || !isAppUrl(frame.url)) {
        onRefused(channel, frame?.url ?? '(no frame)');
        return { ok: false, code: 'request/forbidden', message: 'Request from an untrusted frame.' };
      }
      return dispatch(name, payload, viewerOf(event));
    });
    return channel;
  });
  return () => channels.forEach((c) => ipcMain.removeHandler(c));
}
