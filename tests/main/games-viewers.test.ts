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
import type { WireGameView } from '../../electron/services/games/network-view.js';
import { playView } from '../../renderer/src/lib/play-view.js';
import type { GameView } from '../../renderer/src/lib/api-types.js';
import { makeServices, tempDir } from './helpers.js';

// Two captains and Ann, a human seat: the captains' playing on is seen as Ann getting her turn back
// after she plays hers, and their waiting as the race standing at a captain's decision after it. Timed
// by the race itself, not the clock: on a quiet machine two easy captains alone end a race in 2 s.
const players = [
  { name: 'Captain 1', kind: 'computer' as const, level: 'easy' as const },
  { name: 'Captain 2', kind: 'computer' as const, level: 'easy' as const },
  { name: 'Ann', kind: 'human' as const },
];
const ANN = 2;

let host: RunningHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

async function viewOf(services: Services, gameId: string): Promise<GameView> {
  const r = await services.dispatch('getGame', { gameId });
  if (!r.ok) throw new Error(r.message);
  return playView(r.value as WireGameView);
}

const annDecides = (v: GameView) => v.status === 'playing' && 'player' in v.pending && v.pending.player === ANN;

/** Ann's turn has come (the captains played up to it). */
async function annsTurn(services: Services, gameId: string, ms = 20_000): Promise<GameView> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await viewOf(services, gameId);
    if (annDecides(v)) return v;
    if (Date.now() > end || v.status !== 'playing') throw new Error('the captains did not play on');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Ann plays her decision through (a whole move when it is one): the race stands at a captain's decision. */
async function annPlays(services: Services, gameId: string): Promise<void> {
  let v = await annsTurn(services, gameId);
  const actions = v.pending.kind === 'move' && v.legalTurns.length ? v.legalTurns[0]!.actions : [v.legalActions[0]!];
  for (const action of actions) {
    const r = await services.dispatch('act', { gameId, expectSeq: v.rev, action });
    if (!r.ok) throw new Error(r.message);
    v = playView(r.value as WireGameView);
  }
  // a decision of more than one action (the start heading after the speed...) is played on
  if (annDecides(v)) return annPlays(services, gameId);
}

/** The captains play on: after Ann's decision, her turn comes back. */
async function moves(services: Services, gameId: string): Promise<void> {
  await annPlays(services, gameId);
  await annsTurn(services, gameId);
}

/** Its captains have stopped: after Ann's decision the race stays at a captain's, however long one waits. */
async function stays(services: Services, gameId: string, ms: number): Promise<void> {
  await annPlays(services, gameId);
  await new Promise((r) => setTimeout(r, 300));
  const seq = (await viewOf(services, gameId)).seq;
  await new Promise((r) => setTimeout(r, ms));
  const v = await viewOf(services, gameId);
  expect(v.seq).toBe(seq);
  expect(annDecides(v)).toBe(false);
}

async function captainsGame(services: Services): Promise<string> {
  const created = await services.dispatch('newGame', { players, seed: 9 });
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
