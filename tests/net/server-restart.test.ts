// A game server that is killed mid-race (SIGKILL: no chance to save anything more) and started
// again on the same storage folder and port re-creates the room from its store under the same id
// and code; both players' clients get back into their own seats by themselves (their reconnection
// token is gone with the old process: they rejoin with their seat token), every acknowledged move
// is there (the same public state hash), and the race goes on. The room's log comes back with it
// (a quick message said before the crash, numbering going on after it), and a spectator is back
// watching.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/hash.js';
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

/** `count` moves, each by the client holding the deciding seat, each acknowledged (a newer view) before the next. */
async function play(players: NetClient[], bots: ReturnType<typeof eagerBot>[], count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const seat = deciderOf(players[0]!)!;
    const k = players.findIndex((p) => p.lobby!.mine.includes(seat));
    const mover = players[k]!;
    const view = await mover.until(() => mover.view!.rev === players[0]!.view!.rev && mover.view!.legalActions.length > 0 && mover.view);
    const refusals = mover.refusals.length;
    mover.send('act', { rev: view.rev, action: bots[k]!(view)[0]! });
    await mover.until(() => mover.view!.rev > view.rev || mover.refusals.length > refusals);
    expect(mover.refusals.slice(refusals)).toEqual([]);
    for (const p of players) await p.until(() => p.view!.rev === mover.view!.rev);
  }
}

describe('a game server restarted after a crash', () => {
  it('resumes the race from its store: both players back in their seats, nothing acknowledged lost, play goes on', async () => {
    const port = await freePort();
    const endpoint = `ws://127.0.0.1:${port}`;
    server = await startServerProcess(port, dir);
    const { host, invite } = await openRoom(endpoint, { ...VERSIONS, seats: 2 }, { autoReconnect: true });
    const guest = await NetClient.join(invite, VERSIONS, { autoReconnect: true });
    const players = [host, guest];
    clients.push(...players);
    for (const [seat, p] of players.entries()) {
      p.send('takeSeat', { seat, name: seat === 0 ? 'Hosting' : 'Guest' });
      await p.until(() => p.lobby?.mine.includes(seat));
      p.send('ready', { ready: true });
    }
    await host.until(() => host.lobby!.seats.every((s) => s.ready));
    host.send('start', {});
    for (const p of players) await p.until(() => p.view);
    const bots = [eagerBot(17), eagerBot(71)];
    await play(players, bots, 6);
    const watcher = await NetClient.join(invite, VERSIONS, { autoReconnect: true, watch: { name: 'Wendy' } });
    clients.push(watcher);
    guest.send('quick', { id: 'goodRace' });
    await host.until(() => host.notes.some((n) => n.kind === 'quick') && host.lobby!.watchers.length === 1);
    const acknowledged = host.view!;
    const hash = stateHash(acknowledged.state);

    await stopServerProcess(server, 'SIGKILL');
    for (const p of players) await p.until(() => p.connection !== 'open');
    const before = players.map((p) => p.view);
    server = await startServerProcess(port, dir);

    for (const [seat, p] of players.entries()) {
      const view = await p.until(() => p.connection === 'open' && p.view !== before[seat] && p.lobby!.mine.includes(seat) && p.view, 30_000);
      expect(view.id).toBe(acknowledged.id);
      expect(view.rev).toBe(acknowledged.rev);
      expect(stateHash(view.state)).toBe(hash);
      expect(p.roomId).toBe(invite.roomId);
    }
    await host.until(() => host.lobby!.seats.every((s) => !s.away));
    // the room's log is the same one: what was said before the crash, and what is said after it follows
    guest.send('quick', { id: 'thanks' });
    await host.until(() => host.notes.some((n) => n.kind === 'quick' && n.id === 'thanks'));
    const quick = host.notes.flatMap((n) => (n.kind === 'quick' ? [[n.name, n.id]] : []));
    expect(quick.slice(0, 2)).toEqual([
      ['Guest', 'goodRace'],
      ['Guest', 'thanks'],
    ]);
    expect(host.notes.map((n) => n.n)).toEqual([...host.notes.keys()].map((i) => host.notes[0]!.n + i));
    await host.until(() => host.lobby!.watchers.length === 1);
    expect(host.lobby!.watchers).toEqual([{ name: 'Wendy' }]);
    expect(await watcher.until(() => watcher.connection === 'open' && watcher.lobby!.watching && watcher.view!.rev >= acknowledged.rev)).toBe(true);
    // a spectator back after the restart is not announced again (one note of her coming, none of her going)
    guest.send('quick', { id: 'wellPlayed' });
    await host.until(() => host.notes.some((n) => n.kind === 'quick' && n.id === 'wellPlayed'));
    expect(host.notes.flatMap((n) => (n.kind === 'watcher' ? [[n.name, n.came]] : []))).toEqual([['Wendy', true]]);
    expect(host.lobby!.seats.map((s) => s.name)).toEqual(['Hosting', 'Guest']);
    expect(host.lobby!.phase).toBe('racing');
    expect(host.host).toBe(true);

    // the re-created room takes back its own players only: the invite alone does not get in
    const stranger = await NetClient.join(invite, VERSIONS).then(
      () => 'joined',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(stranger).toBe('net/wrong-phase');

    await play(players, bots, 4);
    expect(host.view!.rev).toBeGreaterThan(acknowledged.rev);
    expect(guest.view!.state).toEqual(host.view!.state);
  }, 120_000);
});
