// Finding a game through the app's own API (what "Join a game" does): one app hosts a public race,
// announced on this network (loopback broadcast here); a third app lists it (netFind) without an
// address, and the server's public rooms by its address; it joins the public one with one click
// (netJoinListed). Another app hosts a private race: it is never announced nor listed, not even its
// address or room (play-test, issue 17); a fourth app joins it with the invite. Announcements never
// carry the code; a host who turned announcing off is not heard.
import { afterEach, describe, expect, it } from 'vitest';
import dgram from 'node:dgram';
import type { NetFound, NetStatus } from '../../electron/net/net-api.js';
import type { Services } from '../../electron/services/index.js';
import { TEST_DISCOVERY, makeServices } from '../main/helpers.js';
import { call, until } from './app-status.js';

const packets: string[] = [];
const sniffer = dgram.createSocket({ type: 'udp4', reuseAddr: true });
const sniffing = new Promise<void>((resolve) => sniffer.bind(TEST_DISCOVERY.port, () => resolve()));
sniffer.on('message', (m) => packets.push(m.toString('utf8')));
afterEach(() => {
  sniffer.close();
});

/** Asks as the join screen does, until `test` holds. */
async function found(app: Services, test: (f: NetFound) => boolean, request: { server?: string | null } = {}, ms = 8_000): Promise<NetFound> {
  const end = Date.now() + ms;
  let first = true;
  for (;;) {
    const f = await call<NetFound>(app, 'netFind', first ? request : {});
    first = false;
    if (test(f)) return f;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(f)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('finding a game from the app', () => {
  it('lists games nearby and a server’s public rooms, joins a public one with one click; a private one is never listed', async () => {
    await sniffing;
    const [pubHost, privHost, finder, friend, quiet] = [makeServices(), makeServices(), makeServices(), makeServices(), makeServices()];
    const pub = await call(pubHost, 'netHost', { seats: 3, port: 0, public: true, hostName: 'Ada', title: 'Evening race' });
    const priv = await call(privHost, 'netHost', { seats: 2, port: 0, hostName: 'Bo' });
    const hush = await call(quiet, 'netHost', { seats: 2, port: 0, hostName: 'Quiet', announce: false });
    const address = pub.address!;
    const roomOf = (st: NetStatus) => /\/([\w-]+)#/.exec(st.invite!)![1]!;

    const near = await found(finder, (f) => f.listening && f.nearby.length >= 1);
    const listedPub = near.nearby.find((r) => r.host === 'Ada')!;
    expect(listedPub).toMatchObject({ source: 'nearby', public: true, title: 'Evening race', seats: 3, open: 3, status: 'ok', roomId: roomOf(pub) });
    expect(listedPub.address.endsWith(`:${address.split(':')[1]}`)).toBe(true);

    // the server's lobby (this host's own server here) lists the public room only
    const lobby = await found(finder, (f) => f.server?.state === 'open' && f.rooms.length > 0, { server: address });
    expect(lobby.rooms.map((r) => [r.roomId, r.host])).toEqual([[roomOf(pub), 'Ada']]);

    // one click: in the room, then the usual seat pick; the host sees it and the list follows
    const joined = await call(finder, 'netJoinListed', { source: 'nearby', address: listedPub.address, roomId: listedPub.roomId });
    expect(joined.role).toBe('joined');
    await call(finder, 'netSend', { type: 'takeSeat', body: { seat: 1, name: 'Finder' } });
    await until(pubHost, (st) => st.lobby?.seats[1]?.name === 'Finder');
    await found(friend, (f) => f.nearby.some((r) => r.host === 'Ada' && r.open === 2));
    await found(friend, (f) => f.rooms.some((r) => r.host === 'Ada' && r.open === 2), { server: address });

    // a private room: never in any list, and nothing on the air names it or its host (in this
    // process every app hosts on the one server, so the address itself is the public room's too)
    const seen = await found(friend, (f) => f.listening && f.nearby.length >= 1);
    expect(seen.nearby.map((r) => [r.host, r.roomId])).toEqual([['Ada', roomOf(pub)]]);
    // not joined without its code either, but with the invite
    const noCode = await friend.dispatch('netJoinListed', { source: 'nearby', address: priv.address!, roomId: roomOf(priv) });
    expect(noCode.ok ? 'ok' : noCode.code).toBe('net/bad-code');
    expect((await call(friend, 'netJoin', { invite: priv.invite! })).role).toBe('joined');

    // the quiet and the private hosts were never heard, and nothing on the air ever held a code
    expect(packets.length).toBeGreaterThan(2);
    const air = packets.join('\n');
    expect(air).not.toContain('Quiet');
    expect(air).not.toContain('"Bo"');
    expect(air).not.toContain(roomOf(priv));
    for (const st of [pub, priv, hush]) expect(air).not.toContain(st.code!);

    for (const app of [finder, friend, pubHost, privHost, quiet]) await call(app, 'netLeave', {});
    // the hosts stopped announcing: the list empties
    await found(finder, (f) => f.nearby.length === 0, {}, 10_000);
  });
});
