// A captain worker thread: runs one decision at a time off the main thread. Cancellation comes
// through a shared flag the search polls between nodes (a busy thread cannot read messages).
import { parentPort, workerData } from 'node:worker_threads';
import { CaptainError, captainRng, chooseActions } from '../../../engine/captains/index.js';
import type { ChooseRequest, WorkerInit, WorkerReply } from './protocol.js';

const port = parentPort;
if (!port) throw new Error('captain worker: not started as a worker thread');
const flag = new Int32Array((workerData as WorkerInit).cancelFlag);

port.on('message', (req: ChooseRequest) => {
  const t0 = performance.now();
  let reply: WorkerReply;
  try {
    const actions = chooseActions(
      req.level,
      req.state,
      {
        ...(req.nodes !== undefined ? { nodes: req.nodes } : {}),
        ...(req.timeMs !== undefined ? { timeMs: req.timeMs } : {}),
        now: () => performance.now(),
        cancelled: () => Atomics.load(flag, 0) !== 0,
      },
      captainRng(req.seed),
    );
    reply = { type: 'chosen', job: req.job, actions, ms: performance.now() - t0 };
  } catch (e) {
    reply = {
      type: 'failed',
      job: req.job,
      code: e instanceof CaptainError ? e.code : 'captain/crashed',
      message: e instanceof Error ? e.message : String(e),
    };
  }
  port.postMessage(reply);
});
