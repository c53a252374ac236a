// A captain worker thread: runs one decision at a time off the main thread. Cancellation comes
// through a shared flag the search polls between nodes (a busy thread cannot read messages).
import { parentPort, workerData } from 'node:worker_threads';
import { CaptainError, captainHint, captainRng, chooseActions, type Budget } from '../../../engine/captains/index.js';
import type { WorkerInit, WorkerReply, WorkerRequest } from './protocol.js';

const port = parentPort;
if (!port) throw new Error('captain worker: not started as a worker thread');
const flag = new Int32Array((workerData as WorkerInit).cancelFlag);

port.on('message', (req: WorkerRequest) => {
  const t0 = performance.now();
  let reply: WorkerReply;
  const budget: Budget = {
    ...(req.nodes !== undefined ? { nodes: req.nodes } : {}),
    ...(req.timeMs !== undefined ? { timeMs: req.timeMs } : {}),
    now: () => performance.now(),
    cancelled: () => Atomics.load(flag, 0) !== 0,
  };
  try {
    if (req.type === 'hint') {
      const hint = captainHint(req.state, budget, captainRng(req.seed));
      reply = hint
        ? { type: 'hinted', job: req.job, index: hint.index, actions: hint.turn.actions, reason: hint.reason, ...(hint.facing ? { facing: hint.facing } : {}), ms: performance.now() - t0 }
        : { type: 'failed', job: req.job, code: 'hint/not-your-move', message: 'no move is pending' };
    } else {
      const actions = chooseActions(req.level, req.state, budget, captainRng(req.seed));
      reply = { type: 'chosen', job: req.job, actions, ms: performance.now() - t0 };
    }
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
