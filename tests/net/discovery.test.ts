// Games found on this network (issue 17): an announcer broadcasts what an app hosts (here to the
// loopback broadcast address), listeners (two apps on one machine: both) list it; a private room
// (an older app announced one by name) never listed; another version greyed; garbage and oversized packets ignored without harm; a game no
// longer announced is forgotten; an app does not list its own games.
import { afterEach, describe, expect, it } from 'vitest';
import dgram from 'node:dgram';
import { Announcer, DiscoveryListener, readAnnouncement, type Announcement, type AnnouncedRoom } from '../../electron/net/discovery.js';
import { VERSIONS } from './net-fixtures.js';

const PORT = 41000 + Math.floor(Math.random() * 8000);
const TARGETS = ['127.255.255.255'];
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closing.splice(0)) await c();
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

/** A private room as an older app announced it (by name): never listed now. */
const PRIVATE = { roomId: 'privroom', public: false, title: null, host: 'Bo' } as unknown as AnnouncedRoom;

const hosting = (over: Partial<Announcement> = {}): Announcement => ({
  app: 'mississippi-queen',
  ...VERSIONS,
  from: 'aaaa',
  port: 2600,
  server: null,
  rooms: [
    { roomId: 'pubroom', public: true, title: 'Sunday race', host: 'Ada', seats: 4, open: 2, started: false, modes: ['blackRose'], river: null },
    PRIVATE,
  ],
  ...over,
});

async function listener(extra: { selfId?: string; forgetAfterMs?: number } = {}): Promise<DiscoveryListener> {
  const l = new DiscoveryListener({ port: PORT, versions: VERSIONS, ...extra });
  await l.ready;
  closing.push(() => l.close());
  return l;
}

function announcer(say: () => Announcement | null): Announcer {
  const a = new Announcer({ port: PORT, targets: TARGETS, everyMs: 100, announcement: say });
  closing.push(() => a.stop());
  return a;
}

async function sendRaw(packet: Buffer | string): Promise<void> {
  const s = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => s.bind(0, () => resolve()));
  s.setBroadcast(true);
  await new Promise<void>((resolve, reject) => s.send(packet, PORT, TARGETS[0], (e) => (e ? reject(e) : resolve())));
  s.close();
}

describe('finding games on this network', () => {
  it('two listening apps on one machine both list a hosted public room (one click), never a private one', async () => {
    const [one, two] = [await listener(), await listener()];
    announcer(() => hosting());
    for (const l of [one, two]) {
      const found = await until(() => (l.list().length > 0 ? l.list() : null));
      expect(found).toHaveLength(1);
      expect(found.find((r) => r.roomId === 'pubroom')).toMatchObject({
        source: 'nearby',
        address: '127.0.0.1:2600',
        public: true,
        title: 'Sunday race',
        host: 'Ada',
        seats: 4,
        open: 2,
        modes: ['blackRose'],
        status: 'ok',
      });
    }
    // a host announcing a private room only: nothing listed at all (not where it is hosted either)
    const l = await listener();
    announcer(() => hosting({ from: 'cccc', port: 2900, rooms: [PRIVATE] }));
    await until(() => l.ignored >= 2);
    expect(l.list().filter((r) => r.address.endsWith(':2900'))).toEqual([]);
  });

  it('another version greyed with its version; garbage, foreign and oversized packets ignored; then a good one heard', async () => {
    const l = await listener();
    await sendRaw('not json at all');
    await sendRaw(JSON.stringify({ app: 'someone-else', port: 1 }));
    await sendRaw(JSON.stringify([1, 2, 3]));
    await sendRaw(Buffer.alloc(9000, 0x7b));
    await sendRaw(JSON.stringify({ app: 'mississippi-queen', port: 'x' }));
    await until(() => l.ignored >= 5);
    expect(l.list()).toEqual([]);
    const future = { ...hosting(), protocol: VERSIONS.protocol + 1, appVersion: '10.0.0', rooms: [{ roomId: 'r', public: true, title: 'New', host: 'Zed', layout: { whatever: true } }] };
    await sendRaw(JSON.stringify(future));
    const [greyed] = await until(() => (l.list().length ? l.list() : null));
    expect(greyed).toMatchObject({ status: 'version', theirVersion: '10.0.0', title: 'New', host: 'Zed', open: null });
    // the same version, a room that is not understood: greyed as unknown
    await sendRaw(JSON.stringify({ ...hosting(), from: 'bbbb', port: 2700, rooms: [{ roomId: 'odd', public: true, seats: 'many' }] }));
    expect((await until(() => l.list().find((r) => r.roomId === 'odd'))).status).toBe('unknown');
  });

  it('a game server announces itself (its lobby lists its rooms); an app does not list its own games; a silent game is forgotten', async () => {
    // (forgotten after 1 s of silence, ten announcements' time: at 400 ms a loaded machine's stall
    // forgot the server while it was still announcing)
    const l = await listener({ selfId: 'mine', forgetAfterMs: 1_000 });
    const own = announcer(() => hosting({ from: 'mine' }));
    const server = announcer(() => hosting({ from: 'srv', server: 'Club server', port: 2567, rooms: [] }));
    const found = await until(() => l.list().find((r) => r.server === 'Club server'));
    expect(found).toMatchObject({ address: '127.0.0.1:2567', roomId: null, status: 'ok' });
    own.tick();
    await new Promise((r) => setTimeout(r, 200));
    expect(l.list().map((r) => r.server)).toEqual(['Club server']);
    await server.stop();
    await until(() => l.list().length === 0, 4_000);
  });

  it('reads a packet without throwing whatever it holds', () => {
    for (const bad of ['', 'null', '"x"', '{"app":"mississippi-queen","port":80,"rooms":"no"}', '{"app":"mississippi-queen","port":80,"rooms":[null,5]}']) {
      expect(() => readAnnouncement(Buffer.from(bad), '10.0.0.2', VERSIONS, null)).not.toThrow();
    }
    // rooms that do not say they are public are not listed (one may be private: never shown, not even where it is)
    const odd = readAnnouncement(Buffer.from(JSON.stringify({ ...hosting(), rooms: [null, 5, { roomId: 'x', public: true }] })), '10.0.0.2', VERSIONS, null);
    expect(odd.map((r) => [r.roomId, r.status])).toEqual([['x', 'unknown']]);
  });

  it('a public race under way is listed to watch, and to join only while a seat is free to take over', () => {
    const going = (open: number) =>
      readAnnouncement(
        Buffer.from(JSON.stringify(hosting({ rooms: [{ roomId: 'going', public: true, title: 'On the river', host: 'Ada', seats: 3, open, started: true, modes: [], river: null }] }))),
        '10.0.0.2',
        VERSIONS,
        null,
      );
    // no seat free: still listed (to watch), not greyed as full
    expect(going(0)).toMatchObject([{ roomId: 'going', started: true, open: 0, status: 'ok' }]);
    expect(going(1)).toMatchObject([{ roomId: 'going', started: true, open: 1, status: 'ok' }]);
    // a room still taking seats with none open is full, as before
    const waiting = readAnnouncement(Buffer.from(JSON.stringify(hosting({ rooms: [{ roomId: 'w', public: true, title: null, host: null, seats: 2, open: 0, started: false, modes: [], river: null }] }))), '10.0.0.2', VERSIONS, null);
    expect(waiting).toMatchObject([{ started: false, status: 'full' }]);
  });
});
