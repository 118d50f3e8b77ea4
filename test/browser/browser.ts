/**
 * Debian's Chromium through playwright-core, a fresh profile per launch (playwright-core refuses
 * --user-data-dir in args): the UI benchmark's cold loads. The browser tests share one Chromium
 * instead (fixture.ts), launched with the same flags.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export interface Launched {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged as errors (uncaught exceptions and console.error). */
  errors: string[];
  close(): Promise<void>;
}

/** Headless on a machine without a GPU, and nothing of Chromium's own talking to the network while it is measured. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(executablePath: string): Promise<Launched> {
  const profile = mkdtempSync(join(tmpdir(), 'rulebench-chromium-'));
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath,
      headless: true,
      viewport: { width: 1400, height: 900 },
      args: CHROMIUM_ARGS,
    })
    .catch((e: unknown) => {
      rmSync(profile, { recursive: true, force: true });
      throw e;
    });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  return {
    context,
    page,
    errors,
    async close() {
      try {
        await context.close();
      } finally {
        // Even when Chromium fails to close cleanly, its profile folder goes.
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
