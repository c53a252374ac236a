// Issue 17, network play-test: an idle guest's page lost its events socket, the race moved on
// while it was down, and the guest's next move was refused with seq/stale: the socket came back
// without catching up. The browser transport (renderer/src/api/transport-browser.ts) with a fake
// socket and host, under the networked play screen's API (net-play-api.ts): after the drop, the
// screen is told of the moves it missed and acts on the room's current revision.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../../electron/api/contract.js';
import { createBrowserTransport } from '../../renderer/src/api/transport-browser.js';
import { netPlayApi } from '../../renderer/src/lib/net-play-api.js';
import { playApi } from '../../renderer/src/lib/play-view.js';

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(event: ApiEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  close() {
    this.onclose?.();
  }
}

/** The guest's app host: the room's view at `rev`, the changes that led there, and the moves sent. */
function fakeHost() {
  const room = { rev: 3, sent: [] as { type: string; body: { rev: number } }[] };
  const answers: Record<string, () => unknown> = {
    netStatus: () => ({ role: 'joined', view: { id: 'g1', rev: room.rev, state: { seq: room.rev, remainingTiles: [] }, pending: { kind: 'move' }, legalActions: [], readOnly: false }, refusedCount: 0 }),
    netChanges: () => ({ gameId: 'g1', rev: room.rev, seq: room.rev, changes: [] }),
    netSend: () => ({}),
  };
  const fetch = async (url: string, init: { body: string }) => {
    const name = url.replace('/api/', '');
    if (name === 'session/exchange') return { json: async () => ({ ok: true, value: { token: 't' } }) };
    if (name === 'netSend') room.sent.push(JSON.parse(init.body) as (typeof room.sent)[number]);
    return { json: async () => ({ ok: true, value: answers[name]?.() ?? {} }) };
  };
  return { room, fetch };
}

const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.all = [];
});

describe('the browser transport after its events socket dropped', () => {
  it('catches the networked race up on reconnecting: the next move carries the current revision', async () => {
    const host = fakeHost();
    const stored = new Map<string, string>();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('fetch', host.fetch);
    vi.stubGlobal('location', { hash: '#code=ab', host: '127.0.0.1:1', pathname: '/', search: '' });
    vi.stubGlobal('history', { replaceState: () => undefined });
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) });

    const play = netPlayApi(playApi(createBrowserTransport()));
    const seen: number[] = [];
    play.onEvent((e) => e.name === 'gameChanged' && seen.push(e.payload.rev));
    await settle();
    expect(FakeSocket.all).toHaveLength(1);

    // the page idles, its socket drops; the race moves on meanwhile (nobody hears of it)
    FakeSocket.all[0]!.close();
    host.room.rev = 7;
    await settle(700); // the transport's backoff (500 ms) before it connects again
    expect(FakeSocket.all).toHaveLength(2);
    await settle();

    expect(seen).toEqual([7]);
    // the screen acts from what it was told: the room's current revision, not the old one
    const act = play.act({ gameId: 'g1', expectSeq: seen.at(-1)!, action: { type: 'pass' } } as never);
    await settle();
    expect(host.room.sent.at(-1)).toEqual({ type: 'act', body: { rev: 7, action: { type: 'pass' } } });
    host.room.rev = 8;
    FakeSocket.all[1]!.send({ name: 'netChanged', payload: { role: 'joined', rev: 9 } });
    expect((await act).ok).toBe(true);
  });
});
