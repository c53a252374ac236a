// Computer captains in the main process: the worker pool and the driver that plays their moves.
export { CaptainPool, CaptainCancelled, CaptainFailed, sourceWorkerSpec } from './pool.js';
export type { WorkerSpec, ChooseInput, Chosen, HintInput, Hinted, PoolOptions } from './pool.js';
export { CaptainDriver, APP_BUDGETS, levelOf } from './driver.js';
export type { DriverOptions, GamesPort, PoolPort, Thinking } from './driver.js';
