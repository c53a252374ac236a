// The browser host over real HTTP/WebSocket on 127.0.0.1: token and Origin/Host checks, static
// files, typed errors, and events pushed to authenticated sockets only.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_EXCHANGE_PATH, startHost, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import { makeServices, tempDir } from './helpers.js';

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

async function start() {
  const base = tempDir();
  const rendererDir = path.join(base, 'renderer');
  fs.mkdirSync(rendererDir);
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>mq</title>');
  fs.mkdirSync(path.join(rendererDir, 'assets'));
  fs.writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(base, 'secret.txt'), 'secret');
  const services = makeServices();
  host = await startHost({ services, rendererDir });
  return { host, services, base, rendererDir };
}

/** Raw HTTP request (fetch would not let us forge Host). */
function request(
  h: RunningHost,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: h.port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: Object.fromEntries(Object.entries(opts.headers ?? {}).filter(([, v]) => v !== undefined)),
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const exchange = (h: RunningHost, code: string, headers: Record<string, string> = {}) =>
  request(h, {
    method: 'POST',
    path: SESSION_EXCHANGE_PATH,
    body: JSON.stringify({ code }),
    headers: { 'content-type': 'application/json', origin: h.origin, ...headers },
  });

const api = (h: RunningHost, name: string, body: unknown, headers: Record<string, string> = {}) =>
  request(h, {
    method: 'POST',
    path: `/api/${name}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${h.token}`, origin: h.origin, ...headers },
  });

describe('browser host', () => {
  it('listens on 127.0.0.1 with a fresh random token per launch, never put in an address', async () => {
    const { host: h } = await start();
    expect(h.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(h.token).toMatch(/^[0-9a-f]{64}$/);
    const first = h.launchUrl();
    const second = h.launchUrl();
    for (const url of [first, second]) {
      expect(url).toMatch(new RegExp(`^${h.origin}/#code=[0-9a-f]{32}$`));
      expect(url).not.toContain(h.token);
    }
    expect(second).not.toBe(first);
    const other = await startHost({ services: makeServices(), rendererDir: tempDir() });
    expect(other.token).not.toBe(h.token);
    expect(other.port).not.toBe(h.port);
    await other.close();
  });

  it('exchanges a launch code for the session token once; a reused or wrong code is refused', async () => {
    const services = makeServices();
    host = await startHost({ services, rendererDir: tempDir() });
    const h = host;
    const codeOf = (url: string) => new URL(url).hash.slice('#code='.length);
    const code = codeOf(h.launchUrl());
    const late = codeOf(h.launchUrl());

    const ok = await exchange(h, code);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ ok: true, value: { token: h.token } });
    const again = await exchange(h, code);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body)).toMatchObject({ ok: false, code: 'host/link-spent' });
    expect(JSON.parse(again.body).value).toBeUndefined();
    expect((await exchange(h, '0'.repeat(32))).status).toBe(401);
    expect((await exchange(h, late.slice(0, -1))).status).toBe(401);

    // Another web page cannot spend (or learn from) a code: foreign Origin, or none, is refused.
    expect((await exchange(h, late, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await exchange(h, late, { origin: undefined as unknown as string })).status).toBe(403);

    // never used: still good (a code has no time limit while the host runs: play-test, an address
    // printed and opened a quarter of an hour later was "too old", and the player had no way in)
    expect(JSON.parse((await exchange(h, late)).body)).toEqual({ ok: true, value: { token: h.token } });
  });

  it('keeps at most 16 unused codes: the oldest goes first', async () => {
    host = await startHost({ services: makeServices(), rendererDir: tempDir() });
    const h = host;
    const codeOf = (url: string) => new URL(url).hash.slice('#code='.length);
    const codes = Array.from({ length: 17 }, () => codeOf(h.launchUrl()));
    expect((await exchange(h, codes[0]!)).status).toBe(401);
    for (const code of codes.slice(1)) expect((await exchange(h, code)).status).toBe(200);
  });

  it('words a refused address in the saved language: the page has no session to read the settings with', async () => {
    const services = makeServices();
    host = await startHost({ services, rendererDir: tempDir() });
    const h = host;
    const code = new URL(h.launchUrl()).hash.slice('#code='.length);
    expect(JSON.parse((await exchange(h, code)).body)).toEqual({ ok: true, value: { token: h.token } });
    // no language chosen yet: none told, so the page keeps its browser's, as the app does until one is
    // chosen (the default 'en' was sent: English for a French player, play-test of issue 17)
    const unchosen = JSON.parse((await exchange(h, code)).body) as Record<string, unknown>;
    expect(unchosen).toMatchObject({ ok: false, code: 'host/link-spent' });
    expect(unchosen).not.toHaveProperty('language');
    services.settings.set(services.settings.get().seq, { language: 'ru' });
    const spent = await exchange(h, code);
    expect(spent.status).toBe(401);
    expect(JSON.parse(spent.body)).toMatchObject({ ok: false, code: 'host/link-spent', language: 'ru' });
    // a page with no code at all (the address opened again without one) is told the same
    const none = await request(h, { method: 'POST', path: SESSION_EXCHANGE_PATH, body: '{}', headers: { 'content-type': 'application/json', origin: h.origin } });
    expect(JSON.parse(none.body)).toMatchObject({ ok: false, code: 'host/link-spent', language: 'ru' });
    // never the token, and nothing for another web page
    expect(JSON.parse(none.body).value).toBeUndefined();
    expect((await exchange(h, code, { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('answers API requests that carry the token and come from its own origin', async () => {
    const { host: h } = await start();
    const res = await api(h, 'ping', { nonce: 'abc' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, value: { nonce: 'abc' } });
    // Non-browser clients send no Origin: the token alone is enough.
    const noOrigin = await api(h, 'ping', { nonce: 'abc' }, { origin: undefined as unknown as string });
    expect(noOrigin.status).toBe(200);
  });

  it('refuses a missing or wrong token with 401 and a foreign Origin or Host with 403, changing nothing', async () => {
    const { host: h, services } = await start();
    const change = { expectSeq: 0, patch: { language: 'fr' } };
    expect((await api(h, 'setSettings', change, { authorization: '' })).status).toBe(401);
    expect((await api(h, 'setSettings', change, { authorization: `Bearer ${h.token.slice(0, -1)}${h.token.endsWith('0') ? '1' : '0'}` })).status).toBe(401);
    expect((await api(h, 'setSettings', change, { authorization: `Bearer ${h.token}x` })).status).toBe(401);
    expect((await api(h, 'setSettings', change, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await api(h, 'setSettings', change, { origin: `http://localhost:${h.port}` })).status).toBe(403);
    expect((await api(h, 'setSettings', change, { host: 'evil.example' })).status).toBe(403);
    expect((await api(h, 'setSettings', change, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await request(h, { path: '/', headers: { host: `rebind.example:${h.port}` } })).status).toBe(403);
    expect(services.settings.get().seq).toBe(0);
  });

  it('answers bad bodies with typed errors', async () => {
    const { host: h, services } = await start();
    const notJson = await api(h, 'setSettings', '{oops');
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toMatchObject({ ok: false, code: 'request/malformed' });
    expect((await api(h, 'ping', '{}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await api(h, 'ping', JSON.stringify({ nonce: 'x'.repeat(2 * 1024 * 1024) }))).status).toBe(413);
    expect((await request(h, { path: '/api/ping' })).status).toBe(405);
    const unknown = await api(h, 'nope', {});
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, code: 'request/unknown' });
    const stale = await api(h, 'setSettings', { expectSeq: 7, patch: { language: 'fr' } });
    expect(JSON.parse(stale.body)).toMatchObject({ ok: false, code: 'seq/stale' });
    expect(services.settings.get().seq).toBe(0);
  });

  it('serves the renderer with a strict CSP and never a file outside it', async () => {
    const { host: h } = await start();
    const index = await request(h, { path: '/' });
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>mq</title>');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${h.port}`);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    const js = await request(h, { path: '/assets/app.js' });
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await request(h, { path: p });
      expect(res.body).not.toBe('secret');
    }
    expect((await request(h, { path: '/missing.js' })).status).toBe(404);
  });

  it('lets the browser keep a hashed build file for good, and checks index.html on every load', async () => {
    const { host: h, rendererDir } = await start();
    fs.writeFileSync(path.join(rendererDir, 'assets', 'index-CXAlQH_3.js'), 'console.log(2)');
    const hashed = await request(h, { path: '/assets/index-CXAlQH_3.js' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // a name without a build hash could be overwritten in place, and the page names the current build's files
    for (const p of ['/', '/index.html', '/assets/app.js', '/library']) {
      expect((await request(h, { path: p })).headers['cache-control'], p).toBe('no-cache');
    }
  });

  it('answers a malformed percent escape with 400 and a typed code, not a logged host failure', async () => {
    const { host: h, services } = await start();
    const res = await api(h, '%E0%A4%A', {});
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, code: 'request/malformed' });
    const page = await request(h, { path: '/assets/%E0%A4%A.js' });
    expect(page.status).toBe(400);
    expect(JSON.parse(page.body)).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(fs.readFileSync(services.log.file, 'utf8')).not.toMatch(/ERROR/);
  });

  it('answers a request target that is not a URL with 400, also on a WebSocket upgrade', async () => {
    const { host: h, services } = await start();
    const upgrade = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
    for (const [target, extra] of [['http://[', ''], ['http://a%zz/api/ping', ''], ['http://[', upgrade]] as const) {
      const status = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(h.port, '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\n${extra}Connection: close\r\n\r\n`),
        );
        let data = '';
        socket.on('data', (c) => (data += c));
        socket.on('end', () => resolve(data.split('\r\n')[0]!));
        socket.on('error', reject);
      });
      expect(status, target).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect((await api(h, 'ping', { nonce: 'still here' })).status).toBe(200);
    expect(fs.readFileSync(services.log.file, 'utf8')).not.toMatch(/ERROR/);
  });

  it('never follows a symbolic link out of the renderer folder', async () => {
    const { host: h, base, rendererDir } = await start();
    fs.mkdirSync(path.join(base, 'outside'));
    fs.writeFileSync(path.join(base, 'outside', 'leak.js'), 'secret');
    fs.symlinkSync(path.join(base, 'secret.txt'), path.join(rendererDir, 'link.txt'));
    fs.symlinkSync(path.join(base, 'outside'), path.join(rendererDir, 'assets', 'linked-dir'));
    // A link that stays inside the folder is still served.
    fs.symlinkSync(path.join(rendererDir, 'assets', 'app.js'), path.join(rendererDir, 'alias.js'));
    for (const p of ['/link.txt', '/assets/linked-dir/leak.js']) {
      const res = await request(h, { path: p });
      expect(res.status, p).toBe(404);
      expect(res.body).not.toBe('secret');
    }
    expect((await request(h, { path: '/alias.js' })).body).toBe('console.log(1)');
  });

  it('pushes events only to WebSockets that present the token from the right Origin', async () => {
    const { host: h, services } = await start();
    const url = `ws://127.0.0.1:${h.port}/api/events`;
    const refused = async (protocols: string[], origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, protocols, { origin });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    expect(await refused([WS_PROTOCOL], h.origin)).toBe(401);
    expect(await refused([WS_PROTOCOL, `${WS_TOKEN_PREFIX}${'0'.repeat(64)}`], h.origin)).toBe(401);
    expect(await refused([WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`], 'http://evil.example')).toBe(403);

    const ws = new WebSocket(url, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`], { origin: h.origin });
    await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
    expect(ws.protocol).toBe(WS_PROTOCOL);
    const message = new Promise<string>((resolve) => ws.once('message', (d) => resolve(String(d))));
    const snapshot = services.settings.set(0, { reducedMotion: true });
    expect(JSON.parse(await message)).toEqual({ name: 'settingsChanged', payload: snapshot });
    ws.close();
  });
});
