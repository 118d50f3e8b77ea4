import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (engine, loader, CLI, UI logic) and browser
// tests that build the app and drive Debian's Chromium through playwright-core.
// A test file per core (Vitest's default leaves one core to its own process, which
// only waits: on two cores that halved the suite's speed). The browser files run
// after the unit files, so what they measure of the page (its longest task) is not
// measured beside a busy engine test.
const workers = availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One Chromium and one preview server are shared by the browser tests; each file has a context of its own.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
