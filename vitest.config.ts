import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
  },
});
