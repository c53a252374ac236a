// The host's app dies (its room is gone without a word: no "host left"): a guest tries to get back
// in for the reconnect window and then gives up, even when the host's machine no longer answers at
// all (an attempt that would hang is cut at the window's end: play-test, "trying again" for good).
// The window is the grace time the host set, told in `hello`.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { VERSIONS, openRoom, roomServerPerFile } from './net-fixtures.js';

const rs = roomServerPerFile();

/** The guest's way to the room: a TCP relay that can die as the host's app would. */
async function relay(port: number): Promise<{ endpoint: string; die(how: 'refuse' | 'silent'): void; close(): void }> {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const keep = (s: net.Socket) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  };
  const server = net.createServer((inbound) => {
    keep(inbound);
    if (silent) return; // accepted, never answered
    const up = net.connect(port, '127.0.0.1');
    keep(up);
    inbound.pipe(up);
    up.pipe(inbound);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const close = () => {
    for (const s of sockets) s.destroy();
    server.close();
  };
  return {
    endpoint: `ws://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    die: (how) => {
      for (const s of sockets) s.destroy();
      if (how === 'refuse') server.close();
      else silent = true;
    },
    close,
  };
}

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

describe('the host is gone without a word', () => {
  for (const how of ['refuse', 'silent'] as const) {
    it(`the guest tries again, then gives up when the window ends (the host's address ${how === 'refuse' ? 'refuses' : 'never answers'})`, async () => {
      const { host, invite } = await openRoom(rs().endpoint);
      const r = await relay(Number(new URL(rs().endpoint).port));
      cleanup.push(() => host.leave(), r.close);
      const guest = await NetClient.join({ ...invite, endpoint: r.endpoint }, VERSIONS, { autoReconnect: true, reconnectMs: 1500 });
      await guest.until(() => guest.lobby);
      const states: string[] = [];
      guest.onChange(() => states.at(-1) !== guest.connection && states.push(guest.connection));
      const at = Date.now();
      r.die(how);
      await guest.until(() => guest.connection === 'lost', 6000);
      expect(states).toEqual(['reconnecting', 'lost']);
      // given up at the window's end, not before it and not long after
      expect(Date.now() - at).toBeGreaterThanOrEqual(1400);
      expect(Date.now() - at).toBeLessThan(4000);
    });
  }

  it('without a window of its own, the guest tries for the grace time the host set (both sides lose the seat together)', async () => {
    const { host, invite } = await openRoom(rs().endpoint, { graceSeconds: 5 });
    const r = await relay(Number(new URL(rs().endpoint).port));
    cleanup.push(() => host.leave(), r.close);
    const guest = await NetClient.join({ ...invite, endpoint: r.endpoint }, VERSIONS, { autoReconnect: true });
    await guest.until(() => guest.lobby);
    const at = Date.now();
    r.die('refuse');
    await guest.until(() => guest.connection === 'reconnecting');
    await guest.until(() => guest.connection === 'lost', 9000);
    // the room's 5 s, not the 60 s a client tries before it knows the room's grace
    expect(Date.now() - at).toBeGreaterThanOrEqual(4800);
    expect(Date.now() - at).toBeLessThan(8000);
  });
});
