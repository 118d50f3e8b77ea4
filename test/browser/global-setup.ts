/**
 * Browser tests' setup, run once: makes sure Debian's Chromium is there, serves a folder of its own
 * with `vite preview` and builds the app into it (in the background: the unit tests run meanwhile,
 * and fixture.ts waits for the build before a page opens), launches one Chromium for every test file
 * (each file works in a context of its own: fixture.ts) and shares both addresses with the tests.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './browser';
import { buildAndPreview, ensureChromium } from './serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the tests connect to the shared Chromium (playwright's `chromium.connect`). */
    wsEndpoint: string;
    /** A file written when the build is done: `{}`, or `{ "error": … }` (fixture.ts waits for it). */
    builtMarker: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = ensureChromium();
  const markers = mkdtempSync(join(tmpdir(), 'rulebench-built-'));
  const builtMarker = join(markers, 'built.json');
  // Written beside and renamed: a test that sees the marker reads it whole.
  const mark = (text: string) => {
    writeFileSync(`${builtMarker}.tmp`, text);
    renameSync(`${builtMarker}.tmp`, builtMarker);
  };
  console.log('[browser tests] vite preview, and vite build meanwhile');
  let server: Awaited<ReturnType<typeof buildAndPreview>>;
  let chromiumServer: BrowserServer;
  try {
    server = await buildAndPreview();
  } catch (e) {
    rmSync(markers, { recursive: true, force: true });
    throw e;
  }
  const built = server.built.then(
    () => mark('{}'),
    (e: unknown) => mark(JSON.stringify({ error: e instanceof Error ? e.message : String(e) })),
  );
  console.log(`[browser tests] vite preview at ${server.url}`);
  try {
    // Playwright gives the launched Chromium a temporary profile and removes it when the server closes.
    chromiumServer = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  } catch (e) {
    await server.close();
    rmSync(markers, { recursive: true, force: true });
    throw e;
  }
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', chromiumServer.wsEndpoint());
  project.provide('builtMarker', builtMarker);
  return async () => {
    try {
      await chromiumServer.close();
    } finally {
      await built.catch(() => {});
      await server.close();
      rmSync(markers, { recursive: true, force: true });
    }
  };
}
