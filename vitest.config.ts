import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time.
    // The files wait on child processes, worker threads, sockets and SQLite as much as they
    // compute, so two at a time keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The packaging test runs electron-builder (a few seconds on 2 cores).
    testTimeout: 60_000,
    projects: [
      {
        // The engine is pure too (no mocks, no globals; its scratch buffers are filled afresh by each
        // call): one module graph per worker, as for the renderer. Re-importing it for each file
        // cost more than its small files' tests (16 of them: 120 s down to 29 s on a loaded machine).
        extends: true,
        test: { name: 'engine', include: ['tests/engine/**/*.test.ts'], isolate: false },
      },
      {
        // The services' tests stay one module graph per file for now (they start servers, workers and
        // databases; TEST_DISCOVERY picks its port once per graph). Their clean-ups run from a setup
        // file, run for each file, so that a shared graph would still clean up after every test.
        extends: true,
        test: {
          name: 'node',
          include: ['tests/main/**/*.test.ts', 'tests/net/**/*.test.ts'],
          setupFiles: ['tests/support/cleanups-setup.ts'],
          // These files wait on timers, child processes and sockets (one run: 316 s of CPU in 235 s
          // on two workers, two cores): twice as many workers keep the cores busy. Vitest runs a
          // project with its own worker count in a group of its own, after the pure ones.
          maxWorkers: Math.max(4, 2 * os.availableParallelism()),
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The renderer's modules are pure (no mocks, no globals; fake timers put back after each
        // test), and each file spent most of its time importing them again (the catalogues of four
        // languages): one module graph per worker for all these files, 70 s down to 20 here.
        // A file that mocks a module or leaves global state behind belongs in the other project.
        extends: true,
        test: { name: 'renderer', include: ['tests/renderer/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
