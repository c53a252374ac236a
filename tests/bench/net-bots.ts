// The bot clients of the network benchmark (tests/bench/net.bench.ts), in a process of their own so
// the room server's process does only the server's work: `node --import tsx net-bots.ts CONFIG`
// with an IPC channel. It opens its share of the rooms (3 players each, every one a NetClient with
// its own connection, checking every message as an app does), says `ready`, then plays each `go`
// phase: the rooms asked for, at a human pace (a random wait before each action) or at full speed,
// for the phase's seconds; it answers with the round trips it measured (ms: the mover's `act` sent
// until all 3 clients have the new view). A race that ends is replaced by a new one.
import type { Action } from '../../engine/index.js';
import { randomInt, seedRng, type RngState } from '../../engine/rng.js';
import type { NetClient } from '../../electron/net/net-client.js';
import { deciderOf, eagerBot, startedRace } from '../net/net-fixtures.js';

export interface BotConfig {
  endpoint: string;
  /** Global indexes of this process's rooms (their seeds). */
  rooms: number[];
}

export interface GoMessage {
  /** Rooms with a global index below this play; the others wait. */
  rooms: number;
  seconds: number;
  /** A random wait in [min, max] ms before each action (a player's pace); null: full speed. */
  pace: [number, number] | null;
}

/** `cpuMs`: this process's CPU time during the phase (the clients' own work). */
export type BotMessage = { ready: true } | { samples: number[]; cpuMs: number } | { error: string };

interface BotRoom {
  index: number;
  players: NetClient[];
  next: (view: NonNullable<NetClient['view']>) => Action[];
  queue: Action[];
  races: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openRoom(endpoint: string, index: number, races = 0): Promise<BotRoom> {
  const { players } = await startedRace(endpoint);
  return { index, players, next: eagerBot(1000 * index + races + 1), queue: [], races };
}

/** Plays one room until the deadline; returns its round trips. */
async function play(endpoint: string, room: BotRoom, until: number, pace: GoMessage['pace'], rng: { r: RngState }): Promise<number[]> {
  const samples: number[] = [];
  const draw = (n: number) => {
    const [i, next] = randomInt(rng.r, n);
    rng.r = next;
    return i;
  };
  while (Date.now() < until) {
    let players = room.players;
    const first = players[0]!;
    if (first.view!.status === 'over') {
      await Promise.all(players.map((p) => p.leave()));
      Object.assign(room, await openRoom(endpoint, room.index, room.races + 1));
      continue;
    }
    players = room.players;
    const newest = Math.max(...players.map((p) => p.view!.rev));
    if (players.some((p) => p.view!.rev !== newest)) {
      await Promise.all(players.map((c) => c.until(() => c.view!.rev >= newest && true, 30_000)));
      continue;
    }
    const seat = deciderOf(first);
    const mover = players.find((p) => seat !== null && p.lobby!.mine.includes(seat));
    if (!mover || mover.view!.legalActions.length === 0) {
      await Promise.all(players.map((c) => c.until(() => c.view!.rev > newest && true, 30_000)));
      continue;
    }
    const view = mover.view!;
    if (room.queue.length === 0) room.queue = room.next(view);
    if (pace) {
      await sleep(pace[0] + draw(pace[1] - pace[0] + 1));
      if (Date.now() >= until) break;
    }
    const t0 = performance.now();
    mover.send('act', { rev: view.rev, action: room.queue.shift()! });
    await Promise.all(players.map((c) => c.until(() => c.view!.rev > view.rev && true, 30_000)));
    samples.push(performance.now() - t0);
  }
  return samples;
}

async function main(): Promise<void> {
  const config = JSON.parse(process.argv[2]!) as BotConfig;
  const send = (m: BotMessage) => process.send!(m);
  const rooms: BotRoom[] = [];
  // a few at a time: opening is not what is measured
  for (let i = 0; i < config.rooms.length; i += 5) {
    rooms.push(...(await Promise.all(config.rooms.slice(i, i + 5).map((index) => openRoom(config.endpoint, index)))));
  }
  const rng = { r: seedRng(config.rooms[0] ?? 0) };
  process.on('message', (raw) => {
    const go = raw as GoMessage | { stop: true };
    if ('stop' in go) {
      void Promise.all(rooms.flatMap((r) => r.players.map((p) => p.leave()))).finally(() => process.exit(0));
      return;
    }
    const until = Date.now() + go.seconds * 1000;
    const cpu = process.cpuUsage();
    Promise.all(rooms.filter((r) => r.index < go.rooms).map((r) => play(config.endpoint, r, until, go.pace, rng))).then(
      (all) => {
        const used = process.cpuUsage(cpu);
        send({ samples: all.flat(), cpuMs: (used.user + used.system) / 1000 });
      },
      (err: unknown) => send({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
  send({ ready: true });
}

main().catch((err: unknown) => {
  process.send!({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies BotMessage);
  process.exit(1);
});
