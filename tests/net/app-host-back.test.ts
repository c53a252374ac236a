// A host's app killed while the race was paused (issue 17 play-test, three browser hosts): the
// guests must be told the host's game stopped, as mid-race, and once the host's game answers again
// and the host resumes, they must be back in their seats by themselves (they stayed on "Paused"
// with the host seeing them away, their seats running out). The host's process going away and
// coming back is a relay in front of its port that stops (connections cut, then refused) and
// listens again on the same port.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call, seatBothAndStart, until } from './app-status.js';
import { makeServices } from '../main/helpers.js';

/** A TCP relay to the host's port that stops as the host's process does, and starts again on the same port. */
async function relay(port: number): Promise<{ port: number; stop(): void; start(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const keep = (s: net.Socket) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  };
  let server: net.Server | null = null;
  const start = async (at: number) => {
    const s = net.createServer((inbound) => {
      keep(inbound);
      const up = net.connect(port, '127.0.0.1');
      keep(up);
      inbound.pipe(up);
      up.pipe(inbound);
    });
    await new Promise<void>((r) => s.listen(at, '127.0.0.1', r));
    server = s;
    return (s.address() as net.AddressInfo).port;
  };
  const stop = () => {
    server?.close();
    server = null;
    for (const s of sockets) s.destroy();
  };
  stops.push(stop);
  const own = await start(0);
  return { port: own, stop, start: async () => void (await start(own)) };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const s of stops.splice(0)) s();
});

describe("a paused race's host app stops, then comes back", () => {
  it('the guest is told the host’s game stopped, and is back in its seat by itself once the host resumes', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Anna', graceSeconds: 600 });
    const port = Number(new URL(hosted.invite!.replace(/^mq:/, 'http:')).port);
    const r = await relay(port);
    await call(guest, 'netJoin', { invite: hosted.invite!.replace(`:${port}/`, `:${r.port}/`) });
    await seatBothAndStart(host, guest);
    await call(host, 'netLeave', { pause: true });
    await until(guest, (st) => st.lobby?.host === 'paused');

    // the host's process is killed while paused: told within seconds, as when not paused
    r.stop();
    const told = await until(guest, (st) => st.connection === 'gone', 20_000);
    expect(told.role).toBe('joined');
    // the room's grace time, which a guest's Leave tells them their seat waits
    expect(told.graceSeconds).toBe(600);

    // the host's game runs again and the host takes the race back: the guest is back without a click
    await r.start();
    expect((await call(host, 'netResume', {})).role).toBe('hosting');
    const back = await until(guest, (st) => st.connection === 'open' && st.lobby?.host === 'here' && !!st.lobby.mine.includes(1), 30_000);
    expect(back.role).toBe('joined');
    // and the host sees the guest present, not away with their time running out
    await until(host, (st) => !!st.lobby && !st.lobby.seats[1]!.away);
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  }, 90_000);

  // play-test: a guest who went Home from a stopped host was told "Its host does not answer right
  // now" without any try, though the host was running again; Home says so only after a try failed
  it('Home says the host does not answer only once a try found nobody; the way back takes the seat again', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Anna', graceSeconds: 600 });
    const port = Number(new URL(hosted.invite!.replace(/^mq:/, 'http:')).port);
    const r = await relay(port);
    await call(guest, 'netJoin', { invite: hosted.invite!.replace(`:${port}/`, `:${r.port}/`) });
    await seatBothAndStart(host, guest);
    r.stop();
    await until(guest, (st) => st.connection === 'gone', 20_000);
    // Home after the host's game stopped: the seat kept, nothing said about answering
    const home = await call(guest, 'netLeave', {});
    expect(home.place).toMatchObject({ role: 'joined', title: null, hostName: 'Anna', connected: false });
    expect(home.place?.unanswered).toBeUndefined();
    // a try while the host's game is still stopped: now Home says it does not answer
    await call(guest, 'netResume', {});
    expect((await call(guest, 'netStatus', {})).place).toMatchObject({ role: 'joined', title: null, hostName: 'Anna', connected: false, unanswered: true });
    // the host's game runs again: the way back takes the seat, and the place is the race's own
    await r.start();
    await call(guest, 'netResume', {});
    const back = await until(guest, (st) => st.role === 'joined' && !!st.lobby?.mine.includes(1));
    expect(back.place).toMatchObject({ role: 'joined', title: null, hostName: 'Anna', connected: true });
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  }, 90_000);
});
