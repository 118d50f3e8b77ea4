/**
 * The browser tests' one fixture. global-setup.ts launches one Chromium for the run; a test file
 * connects to it and works in browser contexts of its own: a context has its own storage, cache,
 * service workers and downloads, as a fresh profile would, so no file sees another's state.
 *
 *   const app = useApp(started);  // before the file: a fresh context, its page at the app, started
 *   app.page, app.errors          // after the file: the context is closed
 *   const other = await openApp(started, link);  // one more fresh "browser" within a test
 */
import { existsSync, readFileSync, watch } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { RulebenchTestHandle } from '../../src/ui/test-handle';

export type { RulebenchTestHandle };

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Messages the page logged as errors (uncaught exceptions and console.error). */
  errors: string[];
  close(): Promise<void>;
}

/** This file's connection to the shared Chromium, made on first use and closed after the file. */
let connection: Promise<Browser> | undefined;

function browser(): Promise<Browser> {
  connection ??= appBuilt().then(() => chromium.connect(inject('wsEndpoint')));
  return connection;
}

let built: Promise<void> | undefined;

/**
 * Resolves once global-setup.ts's build of the app is served (it builds while the unit tests run);
 * rejects with the build's failure. Waits on the folder's change events, not on a clock.
 */
export function appBuilt(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    const marker = inject('builtMarker');
    const settle = (): void => {
      if (!existsSync(marker)) return;
      watcher.close();
      const r = JSON.parse(readFileSync(marker, 'utf8')) as { error?: string };
      if (r.error) reject(new Error(`[browser tests] the app was not built: ${r.error}`));
      else resolve();
    };
    const watcher = watch(dirname(marker), settle);
    settle();
  });
  return built;
}

afterAll(async () => {
  // Closing the connection closes every context this file opened, a test's that failed before its own close too.
  await (await connection)?.close();
});

/** A fresh context of the shared Chromium (1400×900, as a designer's window) with one blank page. */
export async function openPage(): Promise<Opened> {
  const context = await (await browser()).newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  return { context, page, errors, close: () => context.close() };
}

/** How far the app has come before a test may drive it. */
export type Ready = (page: Page) => Promise<void>;

/** The board is drawn. */
export const boardShown: Ready = async (page) => {
  await page.waitForSelector('rb-board');
};

/** The board is drawn and the workbench has evaluated the files it opened with. */
export const started: Ready = async (page) => {
  await boardShown(page);
  await page.waitForFunction(() => window.rulebench?.workbench.started);
};

/** Monaco is loaded (which the editor does after the board has painted). */
export const editorReady: Ready = async (page) => {
  await page.waitForSelector('rb-yaml-editor[data-ready] .monaco-editor', { timeout: 30_000 });
};

/** Opens the app in a fresh context (`url`: the app's own address unless given) and waits until it is `ready`. */
export async function openApp(ready?: Ready, url = inject('baseUrl')): Promise<Opened> {
  const opened = await openPage();
  await opened.page.goto(url);
  await ready?.(opened.page);
  return opened;
}

/** This file's app: opened in a fresh context before its tests (then `ready`), closed after them. */
export function useApp(ready?: Ready): Opened {
  let opened: Opened | undefined;
  beforeAll(async () => {
    opened = await openApp(ready);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const get = (): Opened => {
    if (!opened) throw new Error('the app is opened before the tests of the file run, not while they are collected');
    return opened;
  };
  return {
    get context() {
      return get().context;
    },
    get page() {
      return get().page;
    },
    get errors() {
      return get().errors;
    },
    close: () => get().close(),
  };
}
