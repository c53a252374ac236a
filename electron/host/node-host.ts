// The browser host: the same main-process services in plain Node, serving the built renderer and
// the API on 127.0.0.1 only. A per-launch secret token is required on every API request (HTTP
// header) and event connection (WebSocket subprotocol), and the Origin and Host are checked, so no
// other local program or web page can drive the game.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiResult } from '../api/contract.js';
import type { Services } from '../services/index.js';
import { rendererCsp, securityHeaders } from '../security.js';
import { contentType, resolveStatic } from '../static-files.js';

export const API_PREFIX = '/api/';
export const EVENTS_PATH = '/api/events';
/** WebSocket subprotocols: the one the server selects, and the prefix carrying the token. */
export const WS_PROTOCOL = 'mq.v1';
export const WS_TOKEN_PREFIX = 'mq-token.';
export const MAX_BODY_BYTES = 1024 * 1024;

export interface HostOptions {
  services: Services;
  rendererDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 32 random bytes; tests may pass their own. */
  token?: string;
  /** Routes outside the API and its token (the instance lock's open-window request); true = answered. */
  extraRoute?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

export interface RunningHost {
  origin: string;
  port: number;
  token: string;
  /** The address to open: the token travels in the fragment, which is never sent to a server. */
  url: string;
  close(): Promise<void>;
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const { services, rendererDir } = options;
  const token = options.token ?? crypto.randomBytes(32).toString('hex');
  const tokenBuf = Buffer.from(token);
  let origin = ''; // known once listening
  let allowedHosts = new Set<string>();
  let headers: Record<string, string> = {};

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
    if (options.extraRoute?.(req, res)) return;
    const url = new URL(req.url ?? '/', origin);
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
      const name = decodeURIComponent(url.pathname.slice(API_PREFIX.length));
      return sendJson(res, 200, await services.dispatch(name, payload));
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!allowedHosts.has(req.headers.host ?? '')) {
      res.writeHead(403).end();
      return;
    }
    const file = resolveStatic(rendererDir, url.pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const data = await fs.promises.readFile(file);
    res.writeHead(200, {
      'content-type': contentType(file),
      'content-length': data.length,
      'cache-control': 'no-cache',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  });
  const sockets = new Set<WebSocket>();

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', origin);
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    const presented = offered.find((p) => p.startsWith(WS_TOKEN_PREFIX))?.slice(WS_TOKEN_PREFIX.length);
    const status = url.pathname === EVENTS_PATH ? gate(req, presented, true) : 404;
    if (status !== 0 || !offered.includes(WS_PROTOCOL)) {
      const code = status || 400;
      socket.end(`HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      // Events only flow main → renderer; anything the page sends on the socket is ignored.
      ws.on('message', () => undefined);
    });
  });

  const unsubscribe = services.hub.subscribe((event) => {
    const text = JSON.stringify(event);
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(text);
  });

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
    url: `${origin}/#token=${token}`,
    async close() {
      unsubscribe();
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
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
