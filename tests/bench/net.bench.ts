// Networked race benchmarks (issue 17): the round trip of a move (the mover's client sends `act`,
// the room runs it through the games service and every participant's client has the new view),
// on 127.0.0.1, with one room and with several rooms playing at once (3 bot clients each, every
// bot playing its seat at full speed with the eager policy). Server and bots share this process:
// the figures include the bots' own work (choosing a turn, checking every view on arrival).
// No floor yet: the (p99 < 50 ms with 50 rooms) needs bots in other processes to be fair.
import type { Action } from '../../engine/index.js';
import type { NetClient } from '../../electron/net/net-client.js';
import { deciderOf, eagerBot, roomServer, startedRace } from '../net/net-fixtures.js';
import { stats, type Benchmark, type Figure } from './harness.js';

/** Plays rooms until `moves` round trips are measured; returns the samples (ms). */
async function playRooms(endpoint: string, rooms: number, moves: number): Promise<number[]> {
  const samples: number[] = [];
  let seed = 1;
  const runRoom = async () => {
    while (samples.length < moves) {
      const { players } = await startedRace(endpoint);
      await playToEnd(players, seed++, samples, moves);
      await Promise.all(players.map((p) => p.leave()));
    }
  };
  await Promise.all(Array.from({ length: rooms }, runRoom));
  return samples;
}

async function playToEnd(players: NetClient[], seed: number, samples: number[], moves: number): Promise<void> {
  const next = eagerBot(seed);
  let queue: Action[] = [];
  while (players[0]!.view!.status !== 'over' && samples.length < moves) {
    const seat = deciderOf(players[0]!);
    const mover = players.find((p) => seat !== null && p.lobby!.mine.includes(seat) && p.view!.rev === players[0]!.view!.rev);
    if (!mover) {
      await players[0]!.until(() => players.every((p) => p.view!.rev === players[0]!.view!.rev) && true);
      continue;
    }
    const view = mover.view!;
    if (view.legalActions.length === 0) {
      await mover.until(() => mover.view !== view && true);
      continue;
    }
    if (queue.length === 0) queue = next(view);
    const t0 = performance.now();
    mover.send('act', { rev: view.rev, action: queue.shift()! });
    await Promise.all(players.map((c) => c.until(() => c.view!.rev > view.rev && true, 30_000)));
    samples.push(performance.now() - t0);
  }
}

/** One server for both figures: Colyseus' matchmaker is one per process and cannot restart. */
const roundTrip: Benchmark = {
  name: 'net/round-trip',
  async run(): Promise<Figure[]> {
    const rs = await roomServer({ messagesPerSecond: 1000 });
    const figures: Figure[] = [];
    try {
      for (const [rooms, moves] of [
        [1, 300],
        [10, 600],
      ] as const) {
        const t0 = performance.now();
        const samples = await playRooms(rs.endpoint, rooms, moves);
        const seconds = (performance.now() - t0) / 1000;
        figures.push({
          name: `move round trip, client -> room -> all 3 clients, ${rooms} room(s) at once on 127.0.0.1`,
          unit: 'ms',
          stats: stats(samples),
          rate: { value: samples.length / seconds, unit: 'moves/s' },
          note: "server and bots in one process; includes the room's act() (engine, chance, autosave with fsync, legal turns)",
        });
      }
      return figures;
    } finally {
      await rs.close();
    }
  },
};

export const benchmarks: Benchmark[] = [roundTrip];
