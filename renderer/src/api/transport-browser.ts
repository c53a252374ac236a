// Browser-host transport: requests are POST /api/<name> with the session token as a bearer header;
// events arrive on a WebSocket that presents the token as a subprotocol. The address carries only a
// one-time launch code in its fragment (never sent to a server, and a command line that holds it is
// readable by other local users): the page exchanges it for the token, which then lives only in this
// tab's memory and sessionStorage. A reload has no code any more (it is removed from the address bar
// before the exchange) and keeps the stored token; a new tab opened from this one copies it.
import { LANGUAGES, REQUEST_NAMES, isEventName, type ApiEvent, type ApiFailure, type ApiResult, type Language, type MqApi } from '../../../electron/api/contract.js';

const TOKEN_KEY = 'mq.token';
/** electron/host/node-host.ts SESSION_EXCHANGE_PATH. */
const EXCHANGE_PATH = '/api/session/exchange';

/**
 * The session token, or the refusal when there is none (a spent code, or none, and no
 * stored token): the host words it in the player's saved language, which the page cannot read.
 */
async function sessionToken(): Promise<string | ApiFailure> {
  const match = /(?:^#|&)code=([0-9a-f]+)/i.exec(location.hash);
  const stored = sessionStorage.getItem(TOKEN_KEY);
  if (!match && stored !== null) return stored;
  if (match) history.replaceState(null, '', location.pathname + location.search);
  let refused: ApiFailure = { ok: false, code: 'host/link-spent', message: 'This address was already used.' };
  try {
    // without a code the host only refuses, but says in which language
    const res = await fetch(EXCHANGE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(match ? { code: match[1] } : {}),
    });
    const answer = (await res.json()) as ApiResult<{ token: string }>;
    if (answer.ok) {
      sessionStorage.setItem(TOKEN_KEY, answer.value.token);
      return answer.value.token;
    }
    const language = LANGUAGES.find((l: Language) => l === answer.language);
    if (answer.code === 'host/link-spent') refused = { ...refused, ...(language ? { language } : {}) };
  } catch {
    // Unreachable host: the requests below say so.
  }
  // A spent code in a tab that already has a session (e.g. the address opened again): keep it.
  return stored ?? refused;
}

/** This page's own id (electron/host/node-host.ts PAGE_HEADER): its play screens are its own, and go with it. */
function newPageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createBrowserTransport(): MqApi {
  const token = sessionToken();
  const page = newPageId();
  const listeners = new Set<(event: ApiEvent) => void>();

  async function request(name: string, payload: unknown): Promise<ApiResult<unknown>> {
    const bearer = await token;
    if (typeof bearer !== 'string') return bearer;
    try {
      const res = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'x-mq-page': page },
        body: JSON.stringify(payload ?? {}),
        // A setting changed as the window closes is still kept (a small body: keepalive allows 64 KiB).
        keepalive: name === 'setSettings',
      });
      return (await res.json()) as ApiResult<unknown>;
    } catch (err) {
      return { ok: false, code: 'host/unreachable', message: err instanceof Error ? err.message : String(err) };
    }
  }

  let socket: WebSocket | null = null;
  let connecting = false;
  let retry = 250;
  let dropped = false; // a socket was open and closed: what came meanwhile was missed
  let lastNet: Extract<ApiEvent, { name: 'netChanged' }> | null = null;

  const deliver = (event: ApiEvent) => {
    if (event.name === 'netChanged') lastNet = event;
    for (const l of listeners) l(event);
  };

  /**
   * Back after a drop: the events sent meanwhile are lost, and a screen that waits for the next one
   * would act on an old revision (seq/stale, issue 17). A networked race's screens catch up from
   * their last seen revision on netChanged, so tell one whenever this app is in a race.
   */
  async function catchUp(): Promise<void> {
    const st = await request('netStatus', {});
    if (!st.ok) return;
    const role = (st.value as { role: 'none' | 'hosting' | 'joined' }).role;
    if (role === 'none' && (!lastNet || lastNet.payload.role === 'none')) return;
    const rev = lastNet?.payload.rev ?? 0;
    deliver({ name: 'netChanged', payload: { role, rev } });
  }
  function connect(): void {
    if (socket || connecting) return;
    connecting = true;
    void token.then((bearer) => {
      connecting = false;
      if (typeof bearer !== 'string' || socket || !listeners.size) return;
      const ws = new WebSocket(`ws://${location.host}/api/events`, ['mq.v1', `mq-token.${bearer}`, `mq-page.${page}`]);
      socket = ws;
      ws.onopen = () => {
        retry = 250;
        if (dropped) void catchUp();
      };
      ws.onmessage = (msg) => {
        const event = JSON.parse(String(msg.data)) as ApiEvent;
        if (isEventName(event.name)) deliver(event);
      };
      ws.onclose = () => {
        socket = null;
        // Reconnect with backoff while anyone listens (the host may be restarting).
        if (!listeners.size) return;
        dropped = true;
        setTimeout(connect, (retry = Math.min(retry * 2, 5000)));
      };
    });
  }

  const api: Record<string, unknown> = {};
  for (const name of REQUEST_NAMES) api[name] = (payload: unknown) => request(name, payload);
  api.onEvent = (listener: (event: ApiEvent) => void) => {
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
      if (!listeners.size) socket?.close();
    };
  };
  return api as MqApi;
}
