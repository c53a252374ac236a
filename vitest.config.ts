import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The slowest files (seconds in a full local run, loaded machine), started first: on a clean clone
// (CI) vitest has no timings of its own and starts the largest files first, so these, mostly small
// files, came last and the run ended on one of them with the other worker idle.
const SLOW_FIRST = [
  'engine/captains-progress', // 42
  'main/soak', // 26
  'engine/modes-property', // 23
  'net/spectators', // 21
  'net/app-hand-over', // 19
  'engine/captains-expert', // 18
  'net/pause-clocks', // 18
  'main/games-service', // 17
  'engine/captains-modes', // 16
  'engine/modes', // 16
  'engine/cli', // 16
  'net/app-server-host', // 13
  'net/app-relay', // 12
  'main/games-viewers', // 11
  'main/packaging', // 11
  'net/paused-restart', // 11
  'net/race', // 10
].map((name) => `/tests/${name}.test.ts`);

function slowRank(spec: TestSpecification): number {
  const path = spec.moduleId.replaceAll('\\', '/');
  const i = SLOW_FIRST.findIndex((end) => path.endsWith(end));
  return i < 0 ? SLOW_FIRST.length : i;
}

/** Vitest's order (its own timings where it has them), with the known slow files first. */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // (a stable sort: the files not listed keep vitest's order)
    return sorted.sort((a, b) => slowRank(a) - slowRank(b));
  }
}

export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/main/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'tests/net/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time.
    // The files wait on child processes, worker threads, sockets and SQLite as much as they
    // compute, so two at a time keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The packaging test runs electron-builder (a few seconds on 2 cores).
    testTimeout: 60_000,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
