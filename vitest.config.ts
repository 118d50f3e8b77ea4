import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (engine, loader, CLI, UI logic) and browser
// tests that build the app and drive Debian's Chromium through playwright-core.
// A test file per core (Vitest's default leaves one core to its own process, which
// only waits: on two cores that halved the suite's speed). The browser files run
// after the unit files, so what they measure of the page (its longest task) is not
// measured beside a busy engine test.
//
// The unit files share each worker's module cache (`isolate: false`): importing the
// engine, loader and CLI afresh for every file was 40% of the unit tests' CPU time.
// A file that replaces a module (`vi.mock`) must not leak it into the files after
// it, so it is named `*.isolated.test.ts` and runs in a project with a cache of
// its own (ESLint refuses `vi.mock` in any other test file).
const workers = availableParallelism();
const unit = {
  environment: 'node' as const,
  testTimeout: 60_000,
  sequence: { groupOrder: 0 },
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/**/*.isolated.test.ts', 'node_modules/**'],
          isolate: false,
        },
      },
      {
        test: {
          ...unit,
          name: 'unit-isolated',
          include: ['test/**/*.isolated.test.ts'],
          exclude: ['test/browser/**', 'node_modules/**'],
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
