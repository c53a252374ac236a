// A pool of worker threads running computer captains off the main thread. Each worker takes one
// decision at a time; requests queue. A request can be cancelled (undo, quit, load): its promise
// rejects at once with CaptainCancelled, the worker's search sees the shared flag and stops at
// its next node; a worker that does not come back in time is replaced.
import { Worker } from 'node:worker_threads';
import type { Action, GameState } from '../../../engine/index.js';
import type { HintFacing, HintReason, Level } from '../../../engine/captains/index.js';
import type { WorkerInit, WorkerReply, WorkerRequest } from './protocol.js';

export class CaptainCancelled extends Error {
  constructor() {
    super('captain/cancelled');
    this.name = 'CaptainCancelled';
  }
}

export class CaptainFailed extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'CaptainFailed';
  }
}

export interface WorkerSpec {
  /** Worker entry: a built .js/.cjs file, or (typescript: true) worker.ts loaded through tsx. */
  file: string | URL;
  typescript?: boolean;
}

/** Source checkouts (tests, `npm run dev`): the TypeScript entry through tsx. */
export function sourceWorkerSpec(): WorkerSpec {
  return { file: new URL('./worker.ts', import.meta.url), typescript: true };
}

/** Registers tsx inside the worker thread, then loads the TypeScript entry. */
const TS_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); })
  .catch((e) => { setImmediate(() => { throw e; }); });
`;

export interface ChooseInput {
  state: GameState;
  level: Level;
  seed: number;
  nodes?: number;
  timeMs?: number;
  /** Groups requests for cancel(tag) (e.g. the game id). */
  tag?: string;
}

export interface Chosen {
  actions: Action[];
  /** Time spent in the worker. */
  ms: number;
}

/** A hint for the seat to move (the hard captain's turn, engine/captains/hint.ts). */
export interface HintInput {
  state: GameState;
  seed: number;
  nodes?: number;
  timeMs?: number;
  tag?: string;
}

export interface Hinted {
  /** Index of the turn in legalTurns(state), and its actions (to check the index against). */
  index: number;
  actions: Action[];
  reason: HintReason;
  /** Why it ends facing off downstream (absent: it faces downstream). */
  facing?: HintFacing;
  /** Time spent in the worker. */
  ms: number;
}

type Task = { kind: 'choose'; input: ChooseInput } | { kind: 'hint'; input: HintInput };

interface Job {
  id: number;
  task: Task;
  resolve: (c: Chosen | Hinted) => void;
  reject: (e: Error) => void;
  settled: boolean;
}

interface Slot {
  worker: Worker;
  flag: Int32Array;
  job: Job | null;
  killTimer: ReturnType<typeof setTimeout> | null;
}

export interface PoolOptions {
  size?: number;
  worker?: WorkerSpec;
  /** A cancelled search that has not stopped after this long gets its worker replaced (ms). */
  stopGraceMs?: number;
}

export class CaptainPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly spec: WorkerSpec;
  private readonly grace: number;

  constructor(options: PoolOptions = {}) {
    this.spec = options.worker ?? sourceWorkerSpec();
    this.grace = options.stopGraceMs ?? 3000;
    const size = Math.max(1, options.size ?? 1);
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const sab = new SharedArrayBuffer(4);
    const init: WorkerInit = { cancelFlag: sab };
    const worker = this.spec.typescript
      ? new Worker(TS_BOOTSTRAP, { eval: true, workerData: { ...init, entry: String(this.spec.file) } })
      : new Worker(this.spec.file, { workerData: init });
    const slot: Slot = { worker, flag: new Int32Array(sab), job: null, killTimer: null };
    worker.on('message', (m: WorkerReply) => this.onReply(slot, m));
    worker.on('error', (e) => this.onCrash(slot, e));
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) this.onCrash(slot, new Error(`captain worker exited (${code})`));
    });
    worker.unref();
    return slot;
  }

  /** Asks a captain for the actions that settle the pending decision of `input.state`. */
  choose(input: ChooseInput): Promise<Chosen> {
    return this.enqueue({ kind: 'choose', input }) as Promise<Chosen>;
  }

  /** Asks the hard captain for its turn and reason for the boat to move (a hint; nothing is played). */
  hint(input: HintInput): Promise<Hinted> {
    return this.enqueue({ kind: 'hint', input }) as Promise<Hinted>;
  }

  private enqueue(task: Task): Promise<Chosen | Hinted> {
    if (this.closed) return Promise.reject(new CaptainCancelled());
    return new Promise<Chosen | Hinted>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject, settled: false });
      this.pump();
    });
  }

  /** Cancels every queued or running request with this tag (all requests without a tag). */
  cancel(tag?: string): void {
    const hit = (j: Job) => tag === undefined || j.task.input.tag === tag;
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const j = this.queue[i]!;
      if (hit(j)) {
        this.queue.splice(i, 1);
        this.settle(j, new CaptainCancelled());
      }
    }
    for (const s of this.slots) if (s.job && !s.job.settled && hit(s.job)) this.stopSlot(s);
  }

  /** Number of requests running or waiting. */
  get busy(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cancel();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }

  private stopSlot(s: Slot): void {
    Atomics.store(s.flag, 0, 1);
    this.settle(s.job!, new CaptainCancelled());
    s.killTimer ??= setTimeout(() => this.replace(s), this.grace);
  }

  private settle(j: Job, result: Chosen | Hinted | Error): void {
    if (j.settled) return;
    j.settled = true;
    if (result instanceof Error) j.reject(result);
    else j.resolve(result);
  }

  private pump(): void {
    for (const s of this.slots) {
      if (s.job || this.queue.length === 0) continue;
      const j = this.queue.shift()!;
      s.job = j;
      Atomics.store(s.flag, 0, 0);
      const { state, seed, nodes, timeMs } = j.task.input;
      const budget = { ...(nodes !== undefined ? { nodes } : {}), ...(timeMs !== undefined ? { timeMs } : {}) };
      const req: WorkerRequest =
        j.task.kind === 'hint'
          ? { type: 'hint', job: j.id, state, seed, ...budget }
          : { type: 'choose', job: j.id, state, level: j.task.input.level, seed, ...budget };
      s.worker.postMessage(req);
    }
  }

  private onReply(s: Slot, m: WorkerReply): void {
    const j = s.job;
    if (!j || j.id !== m.job) return;
    s.job = null;
    if (s.killTimer) clearTimeout(s.killTimer);
    s.killTimer = null;
    if (m.type === 'chosen') this.settle(j, { actions: m.actions, ms: m.ms });
    else if (m.type === 'hinted') this.settle(j, { index: m.index, actions: m.actions, reason: m.reason, ...(m.facing ? { facing: m.facing } : {}), ms: m.ms });
    else this.settle(j, new CaptainFailed(m.code, m.message));
    this.pump();
  }

  private onCrash(s: Slot, e: Error): void {
    if (s.job) this.settle(s.job, new CaptainFailed('captain/crashed', e.message));
    this.replace(s);
  }

  private replace(s: Slot): void {
    const i = this.slots.indexOf(s);
    if (i < 0 || this.closed) return;
    if (s.killTimer) clearTimeout(s.killTimer);
    this.slots.splice(i, 1);
    if (s.job) this.settle(s.job, new CaptainCancelled());
    void s.worker.terminate();
    this.slots.push(this.spawn());
    this.pump();
  }
}
