// A left game's captains wait (games-left.test.ts), counted per window or page (play-test, issue
// 17): two windows on one game share it, so one leaving stops nothing the other still shows; and a
// browser tab closed (which sends nothing) leaves its games once its page's connection is gone.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';
import { ipcChannel } from '../../electron/api/channels.js';
import { registerIpc, type IpcMainLike, type InvokeEventLike } from '../../electron/main/ipc.js';
import { PAGE_GONE_MS, PAGE_HEADER, startHost, WS_PAGE_PREFIX, WS_PROTOCOL, WS_TOKEN_PREFIX, type RunningHost } from '../../electron/host/node-host.js';
import type { Services } from '../../electron/services/index.js';
import { makeServices, tempDir } from './helpers.js';

const captains = [1, 2].map((i) => ({ name: `Captain ${i}`, kind: 'computer' as const, level: 'easy' as const }));

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

async function seqOf(services: Services, gameId: string): Promise<number> {
  const r = await services.dispatch('listGames', {});
  if (!r.ok) throw new Error(r.message);
  return (r.value as { games: { id: string; seq: number }[] }).games.find((g) => g.id === gameId)!.seq;
}

async function moves(services: Services, gameId: string, ms = 20_000): Promise<void> {
  const from = await seqOf(services, gameId);
  const end = Date.now() + ms;
  while ((await seqOf(services, gameId)) <= from + 2) {
    if (Date.now() > end) throw new Error('the captains did not play on');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Its captains have stopped: after a decision under way is played, the game does not move for a while. */
async function stays(services: Services, gameId: string, ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, 300));
  const seq = await seqOf(services, gameId);
  await new Promise((r) => setTimeout(r, ms));
  expect(await seqOf(services, gameId)).toBe(seq);
}

async function captainsGame(services: Services): Promise<string> {
  const created = await services.dispatch('newGame', { players: captains, seed: 9 });
  if (!created.ok) throw new Error(created.message);
  return (created.value as { id: string }).id;
}

describe('a game two windows show', () => {
  it('plays on when one window leaves it, and waits once the other leaves too', async () => {
    const services = makeServices();
    const gameId = await captainsGame(services);
    for (const w of ['window:1', 'window:2']) expect(await services.dispatch('getGame', { gameId, forPlay: true }, w)).toMatchObject({ ok: true });
    await moves(services, gameId);

    expect(await services.dispatch('closeGame', { gameId }, 'window:1')).toMatchObject({ ok: true, value: { stopped: false } });
    await moves(services, gameId);

    expect(await services.dispatch('closeGame', { gameId }, 'window:2')).toMatchObject({ ok: true });
    await stays(services, gameId, 1000);
  }, 60_000);
});

describe('a browser tab closed on a game', () => {
  async function start(): Promise<{ services: Services; h: RunningHost }> {
    const rendererDir = path.join(tempDir(), 'renderer');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>mq</title>');
    const services = makeServices();
    host = await startHost({ services, rendererDir });
    return { services, h: host };
  }

  /** A page: its events socket, carrying its page id, as the renderer opens it. */
  async function openPage(h: RunningHost, page: string): Promise<WebSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${h.port}/api/events`, [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${h.token}`, `${WS_PAGE_PREFIX}${page}`], { origin: h.origin });
    await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
    return ws;
  }

  /** An API request from a page, as its transport sends it. */
  async function post(h: RunningHost, page: string, name: string, body: unknown): Promise<{ ok: boolean }> {
    const res = await fetch(`${h.origin}/api/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json', origin: h.origin, [PAGE_HEADER]: page },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { ok: boolean };
  }

  it('leaves the game once the page is gone, unless another page still shows it', async () => {
    const { services, h } = await start();
    const gameId = await captainsGame(services);
    const [a, b] = ['a'.repeat(32), 'b'.repeat(32)];
    const pageA = await openPage(h, a);
    const pageB = await openPage(h, b);
    for (const p of [a, b]) expect(await post(h, p, 'getGame', { gameId, forPlay: true })).toMatchObject({ ok: true });
    await moves(services, gameId);

    // tab A closed (it sends nothing): tab B still shows the race, which plays on
    pageA.close();
    await new Promise((r) => setTimeout(r, PAGE_GONE_MS + 500));
    await moves(services, gameId);

    // tab B closed too: nobody looks, the captains wait
    pageB.close();
    await new Promise((r) => setTimeout(r, PAGE_GONE_MS + 200));
    await stays(services, gameId, 1000);
  }, 60_000);
});

describe('an Electron window', () => {
  it('asks as itself, and what it had open is left when it reloads or closes', async () => {
    const listeners = new Map<string, (event: InvokeEventLike, payload: unknown) => Promise<unknown>>();
    const ipc: IpcMainLike = { handle: (channel, l) => void listeners.set(channel, l), removeHandler: (c) => void listeners.delete(c) };
    const asked: (string | undefined)[] = [];
    const gone: string[] = [];
    registerIpc(ipc, async (_name, _payload, viewer) => (asked.push(viewer), { ok: true, value: {} }), () => true, () => undefined, (v) => gone.push(v));
    const sender = Object.assign(new EventEmitter(), { id: 7 });
    const event = { senderFrame: { url: 'app://mq/index.html', parent: null }, sender };
    await listeners.get(ipcChannel('closeGame'))!(event, { gameId: 'g' });
    await listeners.get(ipcChannel('getGame'))!(event, { gameId: 'g' });
    expect(asked).toEqual(['window:7', 'window:7']);
    sender.emit('did-start-loading');
    sender.emit('destroyed');
    expect(gone).toEqual(['window:7', 'window:7']);
  });
});
