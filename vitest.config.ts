import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/main/**/*.test.ts', 'tests/renderer/**/*.test.ts', 'tests/net/**/*.test.ts'],
    environment: 'node',
    // The packaging test runs electron-builder (a few seconds on 2 cores).
    testTimeout: 60_000,
  },
});
