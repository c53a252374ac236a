// Browser-host transport: requests are POST /api/<name> with the launch token as a bearer header;
// events arrive on a WebSocket that presents the token as a subprotocol. The token comes in the URL
// fragment once (never sent to a server), is kept in sessionStorage for reloads and removed from
// the address bar.
import { REQUEST_NAMES, isEventName, type ApiEvent, type ApiResult, type MqApi } from '../../../electron/api/contract.js';

const TOKEN_KEY = 'mq.token';

function takeToken(): string {
  const match = /(?:^#|&)token=([0-9a-f]+)/i.exec(location.hash);
  if (match) {
    sessionStorage.setItem(TOKEN_KEY, match[1]!);
    history.replaceState(null, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

export function createBrowserTransport(): MqApi {
  const token = takeToken();
  const listeners = new Set<(event: ApiEvent) => void>();

  async function request(name: string, payload: unknown): Promise<ApiResult<unknown>> {
    try {
      const res = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload ?? {}),
      });
      return (await res.json()) as ApiResult<unknown>;
    } catch (err) {
      return { ok: false, code: 'host/unreachable', message: err instanceof Error ? err.message : String(err) };
    }
  }

  let socket: WebSocket | null = null;
  let retry = 250;
  function connect(): void {
    socket = new WebSocket(`ws://${location.host}/api/events`, ['mq.v1', `mq-token.${token}`]);
    socket.onopen = () => (retry = 250);
    socket.onmessage = (msg) => {
      const event = JSON.parse(String(msg.data)) as ApiEvent;
      if (isEventName(event.name)) for (const l of listeners) l(event);
    };
    socket.onclose = () => {
      socket = null;
      // Reconnect with backoff while anyone listens (the host may be restarting).
      if (listeners.size) setTimeout(connect, (retry = Math.min(retry * 2, 5000)));
    };
  }

  const api: Record<string, unknown> = {};
  for (const name of REQUEST_NAMES) api[name] = (payload: unknown) => request(name, payload);
  api.onEvent = (listener: (event: ApiEvent) => void) => {
    listeners.add(listener);
    if (!socket) connect();
    return () => {
      listeners.delete(listener);
      if (!listeners.size) socket?.close();
    };
  };
  return api as MqApi;
}
