// The browser host: the same main-process services in plain Node, serving the built renderer and
// the API on 127.0.0.1 only. A per-launch secret token is required on every API request (HTTP
// header) and event connection (WebSocket subprotocol), and the Origin and Host are checked, so no
// other local program or web page can drive the game. The token itself never appears in an
// address: a browser's command line is readable by every local user (/proc/PID/cmdline), so
// addresses carry a one-time launch code that the page exchanges for the token.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiResult } from '../api/contract.js';
import type { Services } from '../services/index.js';
import { rendererCsp, securityHeaders } from '../security.js';
import { cacheControl, contentType, decodeUrlPath, resolveStatic } from '../static-files.js';

export const API_PREFIX = '/api/';
export const EVENTS_PATH = '/api/events';
/** WebSocket subprotocols: the one the server selects, and the prefix carrying the token. */
export const WS_PROTOCOL = 'mq.v1';
export const WS_TOKEN_PREFIX = 'mq-token.';
/**
 * Which page asks: a random id each page makes (header on API requests, subprotocol prefix on its
 * events socket), so a play screen's view of a game is that page's and goes when the page does.
 */
export const PAGE_HEADER = 'x-mq-page';
export const WS_PAGE_PREFIX = 'mq-page.';
const PAGE_ID = /^[0-9a-f]{16,64}$/;
/** A page whose events socket closed and did not open again within this has gone (a tab closed). */
export const PAGE_GONE_MS = 3_000;
export const MAX_BODY_BYTES = 1024 * 1024;
/** The page posts `{ code }` here and gets `{ token }` back (under /api/ so the dev proxy forwards it). */
export const SESSION_EXCHANGE_PATH = '/api/session/exchange';
/**
 * Unused codes kept at most (the oldest is dropped): a stream of Enter presses cannot grow memory.
 * A code has no time limit: it works once, while the host runs (play-test: a printed address went
 * "too old" unopened, and the player had no way in). Where codes go: docs/network.md, "The browser
 * host's address".
 */
const MAX_PENDING_CODES = 16;
const MALFORMED_PATH = 'The path is not valid percent-encoding.';

export interface HostOptions {
  services: Services;
  rendererDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 32 random bytes; tests may pass their own. */
  token?: string;
  /** A page has spent a launch code (the address file names a fresh one: address-file.ts). */
  onCodeSpent?: () => void;
  /** Routes outside the API and its token (the instance lock's open-window request); true = answered. */
  extraRoute?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

export interface RunningHost {
  origin: string;
  port: number;
  token: string;
  /**
   * A fresh address to open: a one-time launch code (good until used, while the host runs) in the fragment,
   * which the page exchanges for the token; a browser's command line may hold it.
   */
  launchUrl(): string;
  /**
   * Serves `next` from now on (end-to-end runs: a fresh user-data folder per test without a new
   * process, see e2e-fresh.ts). The pages open so far are cut off; closing the old services is the
   * caller's.
   */
  replaceServices(next: Services): void;
  close(): Promise<void>;
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const { rendererDir } = options;
  let services = options.services;
  const token = options.token ?? crypto.randomBytes(32).toString('hex');
  const tokenBuf = Buffer.from(token);
  let origin = ''; // known once listening
  let allowedHosts = new Set<string>();
  let headers: Record<string, string> = {};

  // Codes are kept as SHA-256 digests, compared in constant time against the digest of the candidate.
  const pendingCodes: { digest: Buffer }[] = [];
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

  const issueCode = (): string => {
    const code = crypto.randomBytes(16).toString('hex');
    pendingCodes.push({ digest: digest(code) });
    if (pendingCodes.length > MAX_PENDING_CODES) pendingCodes.shift();
    return code;
  };

  /** Spends a pending code: true once per code. */
  const spendCode = (candidate: string): boolean => {
    const presented = digest(candidate);
    let found = -1;
    // Every pending code is compared (no early exit), so timing does not tell which one matched.
    pendingCodes.forEach((c, i) => {
      if (crypto.timingSafeEqual(c.digest, presented)) found = i;
    });
    if (found >= 0) pendingCodes.splice(found, 1);
    return found >= 0;
  };

  const tokenMatches = (candidate: string | undefined): boolean => {
    if (!candidate) return false;
    const buf = Buffer.from(candidate);
    return buf.length === tokenBuf.length && crypto.timingSafeEqual(buf, tokenBuf);
  };

  /** 403 for a foreign Origin or Host (another web page, DNS rebinding); 401 without the token. */
  const gate = (req: http.IncomingMessage, presented: string | undefined, originRequired: boolean): 0 | 401 | 403 => {
    if (!allowedHosts.has(req.headers.host ?? '')) return 403;
    const reqOrigin = req.headers.origin;
    if (reqOrigin !== undefined ? reqOrigin !== origin : originRequired) return 403;
    if (req.headers['sec-fetch-site'] === 'cross-site') return 403;
    return tokenMatches(presented) ? 0 : 401;
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      services.log.error('browser host request failed', err instanceof Error ? err.stack : String(err));
      if (!res.headersSent) sendJson(res, 500, fail('internal/error', 'Internal error.'));
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = requestUrl(req, origin);
    if (!url) return sendJson(res, 400, fail('request/malformed', 'The request target is not a URL.'));
    if (options.extraRoute?.(req, res)) return;
    if (url.pathname === SESSION_EXCHANGE_PATH) return exchange(req, res);
    if (url.pathname.startsWith(API_PREFIX)) {
      if (req.method !== 'POST') return sendJson(res, 405, fail('request/unknown', 'Use POST.'));
      const status = gate(req, bearer(req.headers.authorization), false);
      if (status === 401) return sendJson(res, 401, fail('request/forbidden', 'Missing or wrong token.'));
      if (status === 403) return sendJson(res, 403, fail('request/forbidden', 'Foreign origin.'));
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
        return sendJson(res, 415, fail('request/malformed', 'Send application/json.'));
      }
      const body = await readBody(req, MAX_BODY_BYTES);
      if (body === null) return sendJson(res, 413, fail('request/malformed', 'Request too large.'));
      let payload: unknown;
      try {
        payload = body.length ? JSON.parse(body) : undefined;
      } catch {
        return sendJson(res, 400, fail('request/malformed', 'The request body is not valid JSON.'));
      }
      const name = decodeUrlPath(url.pathname.slice(API_PREFIX.length));
      if (name === null) return sendJson(res, 400, fail('request/malformed', MALFORMED_PATH));
      const page = req.headers[PAGE_HEADER];
      const viewer = typeof page === 'string' && PAGE_ID.test(page) ? `page:${page}` : undefined;
      return sendJson(res, 200, await services.dispatch(name, payload, viewer));
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!allowedHosts.has(req.headers.host ?? '')) {
      res.writeHead(403).end();
      return;
    }
    if (decodeUrlPath(url.pathname) === null) return sendJson(res, 400, fail('request/malformed', MALFORMED_PATH));
    const file = resolveStatic(rendererDir, url.pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const data = await fs.promises.readFile(file);
    res.writeHead(200, {
      'content-type': contentType(file),
      'content-length': data.length,
      'cache-control': cacheControl(url.pathname),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  /**
   * Launch code → session token. Only the page itself may ask: its own Host and Origin (browsers
   * always send Origin on a POST), and JSON, which another site could only send after a CORS
   * preflight this server never grants.
   */
  async function exchange(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, fail('request/unknown', 'Use POST.'));
    if (gate(req, undefined, true) === 403) return sendJson(res, 403, fail('request/forbidden', 'Foreign origin.'));
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, fail('request/malformed', 'Send application/json.'));
    }
    const body = await readBody(req, 1024);
    let code: unknown;
    try {
      code = body === null ? undefined : (JSON.parse(body) as { code?: unknown } | null)?.code;
    } catch {
      code = undefined;
    }
    if (typeof code !== 'string' || !spendCode(code)) {
      // in the player's saved language: the page has no session to read the settings with. Only a
      // language the player chose: the default one ('en') would override the page's browser
      // language, which is what the app shows until one is chosen (play-test: English for a French player)
      const settings = services.settings.get();
      const language = settings.languageChosen ? { language: settings.values.language } : {};
      return sendJson(res, 401, { ...fail('host/link-spent', 'This address was already used.'), ...language });
    }
    options.onCodeSpent?.();
    return sendJson(res, 200, { ok: true, value: { token } });
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  });
  const sockets = new Set<WebSocket>();
  /** Open events sockets by page id, and the pages whose last one closed (gone unless one opens again soon). */
  const pageSockets = new Map<string, number>();
  const goneTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const pageOpened = (id: string) => {
    clearTimeout(goneTimers.get(id));
    goneTimers.delete(id);
    pageSockets.set(id, (pageSockets.get(id) ?? 0) + 1);
  };
  let closing = false;
  const pageClosed = (id: string) => {
    if (closing) return;
    const n = (pageSockets.get(id) ?? 1) - 1;
    if (n > 0) return void pageSockets.set(id, n);
    pageSockets.delete(id);
    // a closed tab says nothing: its play screens are left once its socket stays closed
    const timer = setTimeout(() => {
      goneTimers.delete(id);
      services.dropViewer(`page:${id}`);
    }, PAGE_GONE_MS);
    timer.unref?.();
    goneTimers.set(id, timer);
  };

  server.on('upgrade', (req, socket, head) => {
    const url = requestUrl(req, origin);
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    const presented = offered.find((p) => p.startsWith(WS_TOKEN_PREFIX))?.slice(WS_TOKEN_PREFIX.length);
    const status = !url ? 400 : url.pathname === EVENTS_PATH ? gate(req, presented, true) : 404;
    if (status !== 0 || !offered.includes(WS_PROTOCOL)) {
      const code = status || 400;
      socket.end(`HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const pageId = offered.find((p) => p.startsWith(WS_PAGE_PREFIX))?.slice(WS_PAGE_PREFIX.length);
    const page = pageId !== undefined && PAGE_ID.test(pageId) ? pageId : null;
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      if (page) pageOpened(page);
      // a networked race's guest with no page left is away after a while (NetSession.pages)
      services.net.pages(sockets.size);
      ws.on('close', () => {
        if (!sockets.delete(ws)) return; // cut off by replaceServices: its page belonged to the old services
        if (page) pageClosed(page);
        services.net.pages(sockets.size);
      });
      // Events only flow main → renderer; anything the page sends on the socket is ignored.
      ws.on('message', () => undefined);
    });
  });

  const broadcast = (event: unknown) => {
    const text = JSON.stringify(event);
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(text);
  };
  let unsubscribe = services.hub.subscribe(broadcast);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts = new Set([`127.0.0.1:${port}`]);
  headers = securityHeaders(rendererCsp([`ws://127.0.0.1:${port}`]));
  services.log.info(`browser host listening on ${origin}`);

  return {
    origin,
    port,
    token,
    launchUrl: () => `${origin}/#code=${issueCode()}`,
    replaceServices(next) {
      unsubscribe();
      // the old pages' sockets go, and with them their viewers (they belonged to the old services)
      for (const t of goneTimers.values()) clearTimeout(t);
      goneTimers.clear();
      pageSockets.clear();
      for (const ws of sockets) ws.terminate();
      sockets.clear();
      services = next;
      unsubscribe = next.hub.subscribe(broadcast);
    },
    async close() {
      unsubscribe();
      closing = true;
      for (const t of goneTimers.values()) clearTimeout(t);
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The request's URL, or null when its target does not parse ("http://[" is accepted by the HTTP
 * parser): a client error, never a host failure, nor a throw in the upgrade listener.
 */
function requestUrl(req: http.IncomingMessage, origin: string): URL | null {
  try {
    return new URL(req.url ?? '/', origin);
  } catch {
    return null;
  }
}

function fail(code: Extract<ApiResult<never>, { ok: false }>['code'], message: string): ApiResult<never> {
  return { ok: false, code, message };
}

function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
