// Public rooms (issue 17): a public room is listed in the server's lobby of rooms (Colyseus'
// LobbyRoom) with its title, host's name, seats and modes, live as seats are taken, and under way
// once the race starts (to watch; joined only to take over a free seat); a private one never is. The listing never carries the invite code. A public
// room is joined from the list without the code; a private one still needs it.
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { buildRiverTiles, type GameConfig } from '../../engine/index.js';
import { NetClient } from '../../electron/net/net-client.js';
import { RoomBrowser, serverEndpoint } from '../../electron/net/room-browser.js';
import { LOBBY_ROOM, foundRoom } from '../../electron/net/listing.js';
import { VERSIONS, openRoom, roomServerPerFile } from './net-fixtures.js';

const rs = roomServerPerFile();
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closing.splice(0)) await c().catch(() => undefined);
});

async function until<T>(test: () => T | null | undefined | false, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = test();
    if (v !== null && v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function browse(): Promise<RoomBrowser> {
  const b = new RoomBrowser(rs().endpoint, new URL(rs().endpoint).host, VERSIONS);
  await b.open();
  closing.push(() => b.close());
  return b;
}

describe('the lobby of public rooms', () => {
  it('lists a public room live (title, host, seats open, modes), never a private one, and under way once started (to watch)', async () => {
    const browser = await browse();
    await until(() => browser.state === 'open');
    // everything the lobby sends, as it arrives: the code must never be in it
    const wire: string[] = [];
    const spy = await new Client(rs().endpoint).joinOrCreate(LOBBY_ROOM, {});
    spy.onMessage('*', (type, m) => wire.push(`${String(type)} ${JSON.stringify(m)}`));
    closing.push(() => spy.leave(true));

    const secret = await openRoom(rs().endpoint, { seats: 2, title: 'Secret race' });
    const river = buildRiverTiles({ advanced: [], length: 12 });
    if (!river.ok) throw new Error(river.code);
    const config: GameConfig = { seats: [{ boats: ['white', 'blue'] }, { boats: ['orange', 'green'] }, { boats: ['pink', 'red'] }], riverTiles: river.tiles };
    const pub = await openRoom(rs().endpoint, { public: true, title: 'Sunday race', hostName: 'Ada', config });
    closing.push(() => secret.host.leave(), () => pub.host.leave());

    const listed = await until(() => browser.rooms().find((r) => r.roomId === pub.host.roomId));
    expect(listed).toMatchObject({ source: 'server', title: 'Sunday race', host: 'Ada', public: true, seats: 3, open: 3, modes: ['twoBoats'], river: 12, status: 'ok', theirVersion: null });
    expect(browser.rooms().some((r) => r.roomId === secret.host.roomId)).toBe(false);

    // seats fill: the list follows, down to full
    pub.host.send('takeSeat', { seat: 0, name: 'Ada' });
    await until(() => browser.rooms().find((r) => r.roomId === pub.host.roomId)?.open === 2);
    pub.host.send('setSeat', { seat: 1, kind: 'computer', level: 'easy' });
    pub.host.send('setSeat', { seat: 2, kind: 'computer', level: 'easy' });
    const full = await until(() => browser.rooms().find((r) => r.roomId === pub.host.roomId && r.open === 0));
    expect(full.status).toBe('full');

    // the race starts: still listed, under way, to watch (no seat free to take over)
    pub.host.send('ready', { ready: true });
    await pub.host.until(() => pub.host.lobby?.seats.every((s) => s.ready));
    pub.host.send('start', {});
    const underWay = await until(() => browser.rooms().find((r) => r.roomId === pub.host.roomId && r.started));
    expect(underWay).toMatchObject({ title: 'Sunday race', seats: 3, open: 0, status: 'ok' });
    // watched from the listing, without the code
    const watcher = await NetClient.join({ ...pub.invite, code: '' }, VERSIONS, { watch: { name: 'Wes' } });
    closing.push(() => watcher.leave());
    expect(await watcher.until(() => watcher.lobby?.watching && watcher.view)).toBeTruthy();
    // joining to play is refused: no seat is free
    await expect(NetClient.join({ ...pub.invite, code: '' }, VERSIONS)).rejects.toThrow('net/wrong-phase');

    expect(wire.length).toBeGreaterThan(0);
    for (const line of wire) {
      expect(line).not.toContain(pub.invite.code);
      expect(line).not.toContain(secret.invite.code);
      expect(line).not.toContain(pub.hostKey);
    }
    expect(wire.join('\n')).not.toContain(secret.host.roomId);
  });

  it('a public room is joined without the code; a private one is not', async () => {
    const pub = await openRoom(rs().endpoint, { public: true, seats: 2, hostName: 'Bo' });
    const priv = await openRoom(rs().endpoint, { seats: 2 });
    closing.push(() => pub.host.leave(), () => priv.host.leave());
    const guest = await NetClient.join({ ...pub.invite, code: '' }, VERSIONS);
    closing.push(() => guest.leave());
    await guest.until(() => guest.lobby);
    guest.send('takeSeat', { seat: 1, name: 'Guest' });
    await pub.host.until(() => pub.host.lobby?.seats[1]?.name === 'Guest');
    await expect(NetClient.join({ ...priv.invite, code: '' }, VERSIONS)).rejects.toThrow('net/bad-code');
  });

  it('a room of another version is listed greyed with its version; a listing not understood is greyed too', () => {
    const base = { source: 'server' as const, address: 'example:2567', roomId: 'r1', public: true };
    const theirs = { app: 'mississippi-queen', ...VERSIONS, protocol: VERSIONS.protocol + 1, appVersion: '10.0.0', title: 'Future', host: 'Zed', shape: 'new' };
    expect(foundRoom(base, theirs, VERSIONS)).toMatchObject({ status: 'version', theirVersion: '10.0.0', title: 'Future', host: 'Zed', open: null });
    expect(foundRoom(base, { app: 'mississippi-queen', ...VERSIONS, title: 7 }, VERSIONS)).toMatchObject({ status: 'unknown', title: null });
    // a later version may drop or rename fields: any sign of a version says which
    expect(foundRoom(base, { protocol: 999, appVersion: '99.0.0', rooms: 'elsewhere' }, VERSIONS)).toMatchObject({ status: 'version', theirVersion: '99.0.0' });
    expect(foundRoom(base, null, VERSIONS).status).toBe('unknown');
    expect(foundRoom(base, 'nonsense', VERSIONS).status).toBe('unknown');
  });

  it('reads a server address as typed', () => {
    expect(serverEndpoint('192.168.1.5')).toEqual({ endpoint: 'ws://192.168.1.5:2567', address: '192.168.1.5:2567' });
    expect(serverEndpoint('mq://games.example.org:3000')).toEqual({ endpoint: 'ws://games.example.org:3000', address: 'games.example.org:3000' });
    expect(serverEndpoint('mqs://games.example.org')).toEqual({ endpoint: 'wss://games.example.org', address: 'games.example.org' });
    expect(serverEndpoint('mq://h:2567/room#CODE')?.address).toBe('h:2567');
    expect(serverEndpoint('not an address')).toBeNull();
    expect(serverEndpoint('h:99999')).toBeNull();
  });

  it('a server that is not there: the list says so', async () => {
    const b = new RoomBrowser('ws://127.0.0.1:1', '127.0.0.1:1', VERSIONS);
    await b.open();
    expect(b.state).toBe('failed');
    expect(b.rooms()).toEqual([]);
  });
});
