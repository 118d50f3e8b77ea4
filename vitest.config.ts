import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (engine, loader, CLI, UI logic) and browser
// tests that build the app and drive Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
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
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
