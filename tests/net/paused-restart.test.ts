// A race its host paused stays paused over a restart of the server (issue 17 play-test: the room
// came back with the host merely "away", its clocks running and moves taken). The pause is kept
// in the room's stored row: after a SIGKILL and a start on the same folder the guest rejoins to a
// paused race (no grace time counting, a move refused with net/paused), and the host's return
// ends the pause as before.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { NetClient } from '../../electron/net/net-client.js';
import { localVersions } from '../../electron/net/protocol.js';
import { deciderOf, eagerBot, openRoom, tempDir } from './net-fixtures.js';
import { freePort, startServerProcess, stopServerProcess } from './server-process.js';

// The server runs the app's own version.
const VERSIONS = localVersions((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version);

const dir = tempDir('mq-server-');
let server: ChildProcess | null = null;
const clients: NetClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  if (server) await stopServerProcess(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a paused race on a server that restarts', () => {
  it('comes back paused: no grace time counts, moves are refused, until the host is back', async () => {
    const port = await freePort();
    const endpoint = `ws://127.0.0.1:${port}`;
    server = await startServerProcess(port, dir);
    const { host, invite, hostKey } = await openRoom(endpoint, { ...VERSIONS, seats: 2, graceSeconds: 5 }, { autoReconnect: true });
    // no retries of its own: the guest's app coming back is the join below (a retry landing first would
    // hold the seat beside it, and take it back from it)
    const first = await NetClient.join(invite, VERSIONS);
    clients.push(host, first);
    for (const [seat, p] of [host, first].entries()) {
      p.send('takeSeat', { seat, name: seat === 0 ? 'Hosting' : 'Guest' });
      await p.until(() => p.lobby?.mine.includes(seat));
      p.send('ready', { ready: true });
    }
    await host.until(() => host.lobby!.seats.every((s) => s.ready));
    host.send('start', {});
    for (const p of [host, first]) await p.until(() => p.view);
    // the host plays until the guest's seat decides, then pauses (a consented leave mid-race)
    const bot = eagerBot(5);
    while (deciderOf(host) === 0) {
      const view = host.view!;
      host.send('act', { rev: view.rev, action: bot(view)[0]! });
      await host.until(() => host.view !== view && host.view);
    }
    const hostToken = host.seatToken!;
    await host.leave();
    await first.until(() => first.lobby?.host === 'paused');

    await stopServerProcess(server, 'SIGKILL');
    await first.until(() => first.connection !== 'open');
    server = await startServerProcess(port, dir);
    // the guest's app rejoins with its seat token (its own retries last the 5 s grace time only)
    const guest = await NetClient.join(invite, VERSIONS, { seatToken: first.seatToken! });
    clients.push(guest);
    await guest.until(() => guest.lobby?.mine.includes(1));

    // still paused, and nothing counts: the host's seat waits without a time, and never goes gone
    expect(guest.lobby!.host).toBe('paused');
    expect(guest.lobby!.seats[0]).toMatchObject({ away: true, gone: false, graceMs: null });
    const view = await guest.until(() => guest.view && deciderOf(guest) === 1 && guest.view);
    guest.send('act', { rev: view.rev, action: eagerBot(9)(view)[0]! });
    await guest.until(() => guest.refusals.length > 0 || guest.view !== view);
    expect(guest.refusals.at(-1)?.code).toBe('net/paused');
    await new Promise((r) => setTimeout(r, 6000)); // past the 5 s grace time
    expect(guest.lobby!.seats[0]).toMatchObject({ away: true, gone: false });

    // the host is back: no longer paused, and the guest's move is taken
    const back = await NetClient.join(invite, VERSIONS, { hostKey, seatToken: hostToken, autoReconnect: true });
    clients.push(back);
    await guest.until(() => guest.lobby?.host === 'here' && !guest.lobby.seats[0]!.away);
    const refusals = guest.refusals.length;
    const now = guest.view!;
    guest.send('act', { rev: now.rev, action: eagerBot(9)(now)[0]! });
    await guest.until(() => guest.view !== now || guest.refusals.length > refusals);
    expect(guest.refusals.slice(refusals)).toEqual([]);
  }, 90_000);
});
