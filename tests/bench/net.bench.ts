// Networked race benchmarks (issue 17): the round trip of a move (the mover's client sends `act`,
// the room runs it through the games service, autosave with fsync included, and all 3 clients of
// the room have the new view), on 127.0.0.1. The room server runs in this process and nothing else
// does; the bots (3 NetClients a room, each on its own connection, checking every message as an
// app does) run in BOT_PROCESSES other processes (tests/bench/net-bots.ts). Bounded: ROOMS rooms,
// fixed phases of fixed seconds. Two benchmarks on one server:
//   - `net/round-trip`: ROOMS rooms at a player's pace (a random 1-3 s before each action): the
//     issue's floor, round trip p99 < 50 ms. Alone (`--filter net/round-trip`) about a minute.
//   - `net/full-speed`: each room's next action as soon as its clients have the view, with 1, 2,
//     4... rooms: the round trip, the moves a second one process carries, and the server's CPU time
//     a move (wall time on a shared machine says little; CPU time says what a move costs).
// Every figure says the machine's load average meanwhile: a floor missed at a high load is the
// machine's, not the code's.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { roomServer, type RoomServer } from '../net/net-fixtures.js';
import type { BotConfig, BotMessage, GoMessage } from './net-bots.js';
import { stats, type Benchmark, type Figure } from './harness.js';

const ROOMS = 50;
const BOT_PROCESSES = 2;
const PACE: [number, number] = [1000, 3000];
const PACE_SECONDS = 40;
/** Moves at that pace before the measured ones (the server's code compiled hot, as in a running server). */
const WARM_SECONDS = 5;
const FULL_SPEED_ROOMS = [1, 2, 4, 8, 16, 32];
const FULL_SPEED_SECONDS = 5;
/** The floor: round trip p99 under this with ROOMS rooms. */
const FLOOR_MS = 50;

const BOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'net-bots.ts');

class Bots {
  private readonly waiting = new Map<ChildProcess, (m: BotMessage) => void>();
  private constructor(private readonly children: ChildProcess[]) {
    for (const c of children) {
      c.on('message', (m: BotMessage) => {
        const w = this.waiting.get(c);
        this.waiting.delete(c);
        w?.(m);
      });
    }
  }

  static async start(endpoint: string): Promise<Bots> {
    const children = Array.from({ length: BOT_PROCESSES }, (_, k) => {
      const config: BotConfig = { endpoint, rooms: Array.from({ length: ROOMS }, (_, i) => i).filter((i) => i % BOT_PROCESSES === k) };
      return fork(BOTS, [JSON.stringify(config)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    });
    const bots = new Bots(children);
    await bots.all(() => undefined);
    return bots;
  }

  /** Sends each child `send()` (nothing when undefined) and waits for every answer. */
  private all(send: () => GoMessage | { stop: true } | undefined): Promise<BotMessage[]> {
    return Promise.all(
      this.children.map(
        (c) =>
          new Promise<BotMessage>((resolve, reject) => {
            this.waiting.set(c, (m) => ('error' in m ? reject(new Error(`bot process: ${m.error}`)) : resolve(m)));
            c.once('exit', (code) => reject(new Error(`bot process exited (${code})`)));
            const m = send();
            if (m) c.send(m);
          }),
      ),
    );
  }

  /** One phase; the round trips of every room that played, and the server's CPU ms meanwhile. */
  async go(phase: GoMessage): Promise<{ samples: number[]; cpuMs: number; botCpuMs: number; seconds: number }> {
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const answers = await this.all(() => phase);
    const used = process.cpuUsage(cpu);
    const samples = answers.flatMap((m) => ('samples' in m ? m.samples : []));
    const botCpuMs = answers.reduce((a, m) => a + ('cpuMs' in m ? m.cpuMs : 0), 0);
    return { samples, cpuMs: (used.user + used.system) / 1000, botCpuMs, seconds: (performance.now() - t0) / 1000 };
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            const kill = setTimeout(() => c.kill('SIGKILL'), 10_000);
            c.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            c.send({ stop: true });
          }),
      ),
    );
  }
}

const fmt = (n: number) => (n >= 10 ? n.toFixed(0) : n.toFixed(2));

/** CPU time a move: the server's (this process) and the 3 clients' together (the bot processes). */
function cpuNote(run: { samples: number[]; cpuMs: number; botCpuMs: number; seconds: number }): string {
  const n = run.samples.length;
  return `CPU a move: server ${fmt(run.cpuMs / n)} ms (${fmt((100 * run.cpuMs) / 1000 / run.seconds)}% of a core), its 3 clients ${fmt(run.botCpuMs / n)} ms`;
}

/**
 * What one committed transaction costs on the disk the server's store is on (WAL, synchronous FULL,
 * as the server runs: docs/saves.md): each move waits for one, and so does every room meanwhile.
 */
function fsyncNote(dir: string): string {
  const file = path.join(dir, 'fsync-probe.sqlite');
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE t (x INTEGER)');
    const insert = db.prepare('INSERT INTO t (x) VALUES (?)');
    const s = stats(Array.from({ length: 60 }, (_, i) => {
      const t0 = performance.now();
      insert.run(i);
      return performance.now() - t0;
    }));
    return `one fsync'd commit on this disk: median ${fmt(s.median)} ms, max ${fmt(s.max)} ms`;
  } finally {
    db.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  }
}

/** The machine's load while a phase ran: a busy machine's wall times measure it more than the code. */
function loadNote(before: number): string {
  return `load average ${before.toFixed(1)} -> ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;
}

/**
 * One server and its bots for both benchmarks (Colyseus' matchmaker is one per process and cannot
 * start again once shut down): started by the first that runs, closed by `teardown` (run.ts).
 */
let shared: Promise<{ rs: RoomServer; bots: Bots }> | null = null;
function rig(): Promise<{ rs: RoomServer; bots: Bots }> {
  shared ??= (async () => {
    // every bot joins from 127.0.0.1, where players would each come from their own address
    const rs = await roomServer({ messagesPerSecond: 1000, joinLimits: { failures: 5, attempts: 100_000, windowMs: 60_000 } });
    try {
      return { rs, bots: await Bots.start(rs.endpoint) };
    } catch (e) {
      await rs.close();
      throw e;
    }
  })();
  return shared;
}

export async function teardown(): Promise<void> {
  const started = await shared?.catch(() => null); // (a start that failed closed what it had)
  shared = null;
  if (!started) return;
  await started.bots.stop();
  await started.rs.close();
}

/** The floor: ROOMS rooms at a player's pace, after a short warm-up whose moves are not counted. */
const roundTrip: Benchmark = {
  name: 'net/round-trip',
  async run(): Promise<Figure[]> {
    const { rs, bots } = await rig();
    const disk = fsyncNote(rs.dir);
    await bots.go({ rooms: ROOMS, seconds: WARM_SECONDS, pace: PACE });
    const load = os.loadavg()[0]!;
    const paced = await bots.go({ rooms: ROOMS, seconds: PACE_SECONDS, pace: PACE });
    const cpuPerMove = paced.cpuMs / paced.samples.length;
    return [
      {
        name: `move round trip, ${ROOMS} rooms at a player's pace (${PACE[0] / 1000}-${PACE[1] / 1000} s before each action), client -> room -> all 3 clients on 127.0.0.1`,
        unit: 'ms',
        stats: stats(paced.samples),
        rate: { value: paced.samples.length / paced.seconds, unit: 'moves/s' },
        floor: { on: 'p99', op: '<', limit: FLOOR_MS },
        note:
          `${cpuNote(paced)}; bots in ${BOT_PROCESSES} other processes; after ${WARM_SECONDS} s not counted; ${loadNote(load)}; ${disk}; ` +
          `at this pace (a move every ${(PACE[0] + PACE[1]) / 2000} s) one core's CPU would carry about ${fmt(((PACE[0] + PACE[1]) / 2 / cpuPerMove) | 0)} rooms`,
      },
    ];
  },
};

/** What one process carries at full speed: each room's next action as soon as its clients have the view. */
const fullSpeed: Benchmark = {
  name: 'net/full-speed',
  async run(): Promise<Figure[]> {
    const { bots } = await rig();
    const figures: Figure[] = [];
    // none within the floor: 0 rooms, with the stats of the smallest run
    let sustained: { rooms: number; fig: Figure } | null = null;
    let smallest: Figure | null = null;
    for (const rooms of FULL_SPEED_ROOMS) {
      const load = os.loadavg()[0]!;
      const run = await bots.go({ rooms, seconds: FULL_SPEED_SECONDS, pace: null });
      const fig: Figure = {
        name: `move round trip at full speed, ${rooms} room(s) at once on 127.0.0.1`,
        unit: 'ms',
        stats: stats(run.samples),
        rate: { value: run.samples.length / run.seconds, unit: 'moves/s' },
        note: `${cpuNote(run)}; ${loadNote(load)}`,
      };
      figures.push(fig);
      smallest ??= fig;
      if (fig.stats.p99 < FLOOR_MS) sustained = { rooms, fig };
    }
    const best = sustained ?? { rooms: 0, fig: smallest! };
    figures.push({
      ...best.fig,
      name: `rooms at full speed one server process sustains with round trip p99 < ${FLOOR_MS} ms (of ${FULL_SPEED_ROOMS.join(', ')})`,
      rate: { value: best.rooms, unit: 'rooms' },
      note: `the stats are that run's (or the smallest's, when none is within)`,
    });
    return figures;
  },
};

export const benchmarks: Benchmark[] = [roundTrip, fullSpeed];
