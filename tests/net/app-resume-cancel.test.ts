// Cancel on "Reconnecting to <host>…" calls the way back off for real (issue 17: Cancel went Home
// while the app kept trying, and when the host came back the seat was taken again behind the
// player's back, Home changing by itself). The host's machine is made silent by a gateway in front
// of it: it takes connections and answers nothing, as a machine gone from the network does (a TCP
// connection attempt then waits for minutes), and when the host "comes back" it forwards whatever
// is still waiting. After Cancel nothing may be waiting, no seat is taken again, and Home offers the
// race back; asked again, the app gets back to its seat.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../electron/net/session-store.js';
import { makeServices } from '../main/helpers.js';
import { call, seatBothAndStart, until } from './app-status.js';

/** A gateway to 127.0.0.1:`target`: silent (connections held, unanswered) until `back()`, then forwarding. */
class SilentGateway {
  /** Held connections, each with what it sent meanwhile (taken when forwarded). */
  private readonly held = new Map<net.Socket, () => Buffer[]>();
  private readonly open = new Set<net.Socket>();
  private up = false;
  /** Connections forwarded to the host (each a request the host hears). */
  forwarded = 0;
  private readonly server: net.Server;
  private changed: () => void = () => undefined;

  constructor(private readonly target: number) {
    this.server = net.createServer((socket) => {
      this.open.add(socket);
      socket.on('close', () => {
        this.open.delete(socket);
        this.held.delete(socket);
        this.changed();
      });
      socket.on('error', () => undefined);
      if (this.up) this.forward(socket);
      else {
        // read while held (so the app's closing it is seen), kept for when the host is back
        const got: Buffer[] = [];
        const keep = (c: Buffer) => got.push(c);
        socket.on('data', keep);
        this.held.set(socket, () => (socket.off('data', keep), got));
      }
      this.changed();
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)));
  }

  /** Forwarding from the start (the host's machine reachable), until `silence()`. */
  forwarding(): this {
    this.up = true;
    return this;
  }

  /** The host's machine goes silent: the connections through it are cut, new ones wait unanswered. */
  silence(): void {
    this.up = false;
    for (const s of this.open) s.destroy();
  }

  /** Connections waiting unanswered (still open on the app's side). */
  get waiting(): number {
    return this.held.size;
  }

  /** Resolves once `test` holds (checked on every connection opening or closing), or rejects after `ms`. */
  until(test: () => boolean, what: string, ms = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
      this.changed = () => {
        if (!test()) return;
        clearTimeout(timer);
        this.changed = () => undefined;
        resolve();
      };
      this.changed();
    });
  }

  /** The host is back: what waited is forwarded (as a machine back on the network answers the retried connection), and what comes next. */
  back(): void {
    this.up = true;
    for (const [socket, sent] of this.held) this.forward(socket, sent());
    this.held.clear();
  }

  private forward(socket: net.Socket, sent: Buffer[] = []): void {
    this.forwarded++;
    const to = net.connect(this.target, '127.0.0.1');
    for (const c of sent) to.write(c);
    to.on('error', () => socket.destroy());
    socket.on('close', () => to.destroy());
    to.on('close', () => socket.destroy());
    socket.pipe(to);
    to.pipe(socket);
  }

  close(): Promise<void> {
    for (const s of this.open) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let gateway: SilentGateway | null = null;
afterEach(async () => {
  await gateway?.close();
  gateway = null;
});

describe('Cancel on the way back to a race', () => {
  it('makes no connection after it, even when the host comes back; the place is offered again, and a new attempt gets the seat back', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 60 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(host, guest);
    await until(guest, (st) => st.lobby?.phase === 'racing');

    // the guest steps away mid-race: the seat waits and Home offers the race back
    await call(guest, 'netLeave', {});
    await until(host, (st) => !!st.lobby?.seats[1]?.away);

    // the host's machine reached through a gateway that has gone silent
    const port = Number(new URL(hosted.invite!.replace(/^mq:/, 'http:')).port);
    gateway = new SilentGateway(port);
    const gatewayPort = await gateway.listen();
    const store = new SessionStore(guest.db);
    const kept = store.load()!;
    store.save({ ...kept, endpoint: `ws://127.0.0.1:${gatewayPort}` });

    // "Back to your race": the attempt waits on the silent host...
    const attempt = call(guest, 'netResume', {});
    await gateway.until(() => gateway!.waiting > 0, 'the way back reaching the silent host');
    expect(guest.net.status().place).toBeNull(); // Home waits for the answer meanwhile

    // ...and the player cancels: the attempt is dropped at once, and Home offers the race again
    const cancelled = await call(guest, 'netResumeCancel', {});
    expect(cancelled.role).toBe('none');
    expect(cancelled.place).toMatchObject({ role: 'joined', title: null, hostName: 'Ada', connected: false, left: true, leftUntil: expect.any(Number) });
    expect((await attempt).role).toBe('none');
    await gateway.until(() => gateway!.waiting === 0, 'the called-off attempt closing its connection');

    // the host comes back: nothing of the called-off attempt reaches it, and the seat stays away
    gateway.back();
    expect(gateway.forwarded).toBe(0);
    const hostSide = await call(host, 'netStatus', {});
    expect(hostSide.lobby?.seats[1]?.away).toBe(true);
    expect(guest.net.status().role).toBe('none');
    expect(store.load()?.left).toBe(true);

    // asked again, a new attempt: back in the seat
    await call(guest, 'netResume', {});
    const back = await until(guest, (st) => !!st.lobby?.mine.includes(1));
    expect(back.place).toMatchObject({ role: 'joined', title: null, hostName: 'Ada', connected: true });
    expect(gateway.forwarded).toBeGreaterThan(0);
    await until(host, (st) => st.lobby?.seats[1]?.away === false);
    await call(guest, 'netLeave', {});
    await call(host, 'netLeave', {});
  }, 60_000);

  it('called off as the way back arrives: out of the room again as one who left, and the host sees the seat away', async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 60 });
    await call(guest, 'netJoin', { invite: hosted.invite });
    await seatBothAndStart(host, guest);
    await until(guest, (st) => st.lobby?.phase === 'racing');
    await call(guest, 'netLeave', {});
    await until(host, (st) => !!st.lobby?.seats[1]?.away);

    // the answer comes just as the player clicks Cancel (the room's lobby not even here yet)
    expect((await call(guest, 'netResume', {})).role).toBe('joined');
    await until(host, (st) => st.lobby?.seats[1]?.away === false);
    const cancelled = await call(guest, 'netResumeCancel', {});
    expect(cancelled.role).toBe('none');
    expect(cancelled.place).toMatchObject({ role: 'joined', title: null, hostName: 'Ada', connected: false, left: true });
    const hostSide = await until(host, (st) => !!st.lobby?.seats[1]?.away);
    expect(hostSide.lobby!.seats[1]!.graceMs).toBeGreaterThan(0);
    await call(host, 'netLeave', {});
  }, 60_000);

  it("stops the live room's own reconnect: no connection after it, Home says the player left, the host counts the seat away", async () => {
    const [host, guest] = [makeServices(), makeServices()];
    const hosted = await call(host, 'netHost', { seats: 2, port: 0, hostName: 'Ada', graceSeconds: 60 });
    const port = Number(new URL(hosted.invite!.replace(/^mq:/, 'http:')).port);
    gateway = new SilentGateway(port).forwarding();
    const gatewayPort = await gateway.listen();
    await call(guest, 'netJoin', { invite: hosted.invite!.replace(`:${port}/`, `:${gatewayPort}/`) });
    await seatBothAndStart(host, guest);
    await until(guest, (st) => st.lobby?.phase === 'racing');

    // the host's machine goes silent mid-race: the guest's app tries to get back in by itself
    gateway.silence();
    await until(guest, (st) => st.connection === 'reconnecting');
    await until(host, (st) => !!st.lobby?.seats[1]?.away);
    await gateway.until(() => gateway!.waiting > 0, 'the reconnect reaching the silent host');

    const cancelled = await call(guest, 'netResumeCancel', {});
    expect(cancelled.role).toBe('none');
    expect(cancelled.place).toMatchObject({ role: 'joined', hostName: 'Ada', connected: false, left: true });
    expect(new SessionStore(guest.db).load()?.left).toBe(true);
    // the machine back: the seat is still away, its grace counting, and the app is not back in by itself
    gateway.back();
    await new Promise((r) => setTimeout(r, 3000));
    expect(guest.net.status().role).toBe('none');
    const hostSide = await until(host, (st) => !!st.lobby?.seats[1]?.away);
    expect(hostSide.lobby!.seats[1]!.graceMs).toBeGreaterThan(0);
    await call(host, 'netLeave', {});
  }, 60_000);

  it('with nothing under way, changes nothing', async () => {
    const app = makeServices();
    const st = await call(app, 'netResumeCancel', {});
    expect(st.role).toBe('none');
    expect(st.place).toBeNull();
  });
});
