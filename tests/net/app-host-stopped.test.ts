// The host's app stops (its process gone, not a polite quit): the room lived in it, so nothing
// listens at its address any more. A guest's app is told within seconds (connection 'gone'), not
// after the whole grace time of "trying again" over a frozen board (play-test, issue 17); going
// Home keeps the place, for when the host starts the race again. A room on a game server that
// refuses for a while (restarting) is still waited for (server-restart.test.ts).
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call, seatBothAndStart, until } from './app-status.js';
import { makeServices } from '../main/helpers.js';

/** A TCP relay to the host's port that can stop as the host's process does (connections cut, then refused). */
async function relay(port: number): Promise<{ port: number; stop(): void }> {
  const sockets = new Set<net.Socket>();
  const keep = (s: net.Socket) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  };
  const server = net.createServer((inbound) => {
    keep(inbound);
    const up = net.connect(port, '127.0.0.1');
    keep(up);
    inbound.pipe(up);
    up.pipe(inbound);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const stop = () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
  stops.push(stop);
  return { port: (server.address() as net.AddressInfo).port, stop };
}

/** The guest's tries at a stopped host: every 250 ms, each up to 1 s (2 s and 10 s in the product), the same logic. */
type Services = ReturnType<typeof makeServices>;

/** A race of two, the guest joined through a relay the test can cut (the host's app "stopping"). */
async function raceThroughRelay(host: Services, guest: Services, graceSeconds: number): Promise<{ port: number; stop(): void }> {
  const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds });
  const port = Number(new URL(hosted.invite!.replace(/^mq:/, 'http:')).port);
  const r = await relay(port);
  await call(guest, 'netJoin', { invite: hosted.invite!.replace(`:${port}/`, `:${r.port}/`) });
  await seatBothAndStart(host, guest);
  await until(guest, (st) => st.lobby?.phase === 'racing');
  return r;
}

const QUICK_TRIES = { goneTimes: { retryMs: 250, tryMs: 1_000 } };

const stops: (() => void)[] = [];
afterEach(() => {
  for (const s of stops.splice(0)) s();
});

describe("the host's app stops", () => {
  it('a guest is told within seconds that the host’s game stopped; Home keeps the place to get back to', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    // a grace time of ten minutes: the guest must not wait for it
    const r = await raceThroughRelay(host, guest, 600);

    r.stop();
    const told = await until(guest, (st) => st.connection === 'gone', 20_000);
    expect(told.role).toBe('joined');

    const home = await call(guest, 'netLeave', {});
    expect(home.role).toBe('none');
    // kept as it was (not "you left"): the way back is offered for when the host's game runs again
    expect(home.place).toMatchObject({ role: 'joined', title: null, hostName: 'Ada', connected: false });
    await call(host, 'netLeave', {});
  }, 60_000);

  // play-test (issue 17): the guest's tries every 2 s never ended; they stop once the seat's grace
  // time is surely over, said so, and "Try again" (netResume) starts them again
  it('a guest stops trying once the seat’s grace time is surely over, and tries again when asked', async () => {
    const [host, guest] = [makeServices(), makeServices(undefined, 'browser', QUICK_TRIES)];
    const r = await raceThroughRelay(host, guest, 5);

    r.stop();
    const gone = await until(guest, (st) => st.connection === 'gone', 20_000);
    expect(gone.retriesOver).toBeUndefined();
    const over = await until(guest, (st) => st.retriesOver === true, 20_000);
    expect(over.connection).toBe('gone');
    expect(over.role).toBe('joined');

    const again = await call(guest, 'netResume', {});
    expect(again.retriesOver).toBeUndefined();
    expect(again.connection).toBe('gone');
    await until(guest, (st) => st.retriesOver === true, 20_000);
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  }, 60_000);

  // play-test (issue 17): Home's "your seat waits until ..." ran on while the host's game was not
  // running, and a guest's screen counted another player's grace time with nobody there to count it
  it('a guest who left is shown no countdown once the host’s game does not answer', async () => {
    const [host, guest] = [makeServices(), makeServices(undefined, 'browser', QUICK_TRIES)];
    const r = await raceThroughRelay(host, guest, 600);

    const left = await call(guest, 'netLeave', {});
    expect(left.place).toMatchObject({ left: true, leftUntil: expect.any(Number) });
    r.stop();
    guest.net.pages(1); // a page is open: the way back is tried at once
    await call(guest, 'netResume', {});
    const tried = await until(guest, (st) => !!st.place?.unanswered, 20_000);
    expect(tried.place).toMatchObject({ left: true, unanswered: true });
    expect(tried.place!.leftUntil).toBeUndefined();
    await call(host, 'netLeave', {});
  }, 60_000);
});
