/**
 * Browser tests' setup, run once: makes sure Debian's Chromium is there, builds the app into a
 * folder of its own and serves it with `vite preview`, launches one Chromium for every test file
 * (each file works in a context of its own: fixture.ts) and shares both addresses with the tests.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './browser';
import { buildAndPreview, ensureChromium } from './serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the tests connect to the shared Chromium (playwright's `chromium.connect`). */
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = ensureChromium();
  console.log('[browser tests] vite build + preview');
  const server = await buildAndPreview();
  console.log(`[browser tests] vite preview at ${server.url}`);
  // Playwright gives the launched Chromium a temporary profile and removes it when the server closes.
  const chromiumServer = await chromium
    .launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS })
    .catch(async (e: unknown) => {
      await server.close();
      throw e;
    });
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    try {
      await chromiumServer.close();
    } finally {
      await server.close();
    }
  };
}
