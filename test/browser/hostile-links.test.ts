/**
 * A hostile link never freezes the workbench (issue 20), in real Chromium: a link of a few kB may
 * inflate to a 2 MB text of a shape that costs the YAML library seconds, or to a scenario of more
 * actions than a scenario may have. The link is unpacked, read and checked in a worker; the page's
 * main thread only hears the verdict (what to open, or why not). "Blocks" is measured by the
 * browser itself: the Long Tasks API reports every main-thread task over 50 ms with its duration,
 * recorded from the page's first script on.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { encodeShareLink, type SharePayload } from '../../src/engine/share/link';
import { RECEIVED_BUDGET_CHARS } from '../../src/ui/storage/received';
import { editorReady, openPage, started, type Opened } from './fixture';

declare global {
  interface Window {
    /** The page's long tasks since its first script: when each started (ms since navigation) and how long it took. */
    hostileLongTasks?: { start: number; ms: number }[];
  }
}

/** Installed before the page's own scripts: every task longer than 50 ms is recorded by the browser ('longtask' entries). */
function recordLongTasks(): void {
  const tasks: { start: number; ms: number }[] = (window.hostileLongTasks = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The longest task that started after `since` (ms since navigation). */
const longestSince = (page: Page, since: number) =>
  page.evaluate(
    (t) => Math.max(0, ...(window.hostileLongTasks ?? []).filter((x) => x.start >= t).map((x) => x.ms)),
    since,
  );

/** Resolves once the page's main thread is idle: what it was given has been drawn. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestIdleCallback(() => r()))));

/**
 * How many runnable processes share each core while the test runs: on a machine shared by
 * several test runs a task's wall time stretches by about that factor; on a quiet machine it is 1.
 */
const load = () => Math.max(1, loadavg()[0] / availableParallelism());

/** A link's token for a scenario and the rulesets it carries, made by the engine's own encoder. */
function linkOf(scenario: string, rulesets: { name: string; text: string }[]): string {
  const payload: SharePayload = {
    scenario: { name: 'received.yaml', text: scenario },
    rulesets,
    step: 0,
    view: { kind: 'single' },
  };
  return encodeShareLink(payload);
}

/** 4,800 lines of 195-deep [[…]]: 936,000 values, past the loader's bound of 100,000 (issue 20's slowest shape). */
const DEEP = `family: units\nboard:\n${`  - ${'['.repeat(195)}${']'.repeat(195)}\n`.repeat(4_800)}`;
/** 115,000 one-line actions on a shipped ruleset: more than a scenario may have (100,000). */
const ACTIONS = `ruleset: units-v1.2\nactions:\n${'  - {turn: c1}\n  - {turn: f8}\n'.repeat(57_500)}`;

let opened: Opened | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/**
 * Opens the app with the long-task observer installed before its first script, waits until it
 * has started on its own files (the editor too), then gives it `token` in its address, as a link
 * clicked in a chat does. Resolves to the time (ms since navigation) the link was given.
 */
async function openWithLink(token: string): Promise<{ page: Page; given: number }> {
  opened = await openPage();
  const page = opened.page;
  await page.addInitScript(recordLongTasks);
  await page.goto(inject('baseUrl'));
  await started(page);
  // The editor loads after the board has painted: its start is the page's, not what it is given.
  await editorReady(page);
  await idle(page);
  const given = await page.evaluate((t) => {
    location.hash = `#share=${t}`;
    return performance.now();
  }, token);
  return { page, given };
}

function report(what: string, size: string, longest: number, bound: number): void {
  console.log(
    `[hostile-links] ${what} (${size}): longest task ${longest.toFixed(0)} ms; bound ${bound.toFixed(0)} ms (load ${loadavg()[0].toFixed(1)})`,
  );
}

describe('a link that inflates to a 2 MB ruleset of 195-deep [[…]]', () => {
  it('is refused with the place past the bound, and no task blocks the page for 200 ms (on a quiet machine)', async () => {
    const token = linkOf('ruleset: deep\nactions: []\n', [{ name: 'deep', text: DEEP }]);
    expect(DEEP.length).toBeLessThan(2_000_000);
    const { page, given } = await openWithLink(token);
    const flash = page.locator('.flash.error', { hasText: 'This link was not opened' });
    // Refused, or (as before the worker read links) opened: either way the page has settled on the link.
    await page.waitForFunction(
      () =>
        document.querySelector('.flash.error')?.textContent?.includes('This link was not opened') ||
        window.rulebench!.workbench.ruleset.text.includes('[[['),
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await idle(page);
    const longest = await longestSince(page, given);
    const bound = 200 * load();
    report('195-deep [[…]]', `link of ${token.length} chars`, longest, bound);
    expect(await flash.textContent()).toMatch(/This link was not opened: deep\.yaml:\d+:\d+: YAML size: /);
    expect(longest).toBeLessThan(bound);
    // Nothing of it reached the workbench.
    expect(await page.evaluate(() => window.rulebench!.workbench.ruleset.text.includes('[[['))).toBe(false);
  }, 120_000);
});

describe('a link of a scenario with 115,000 actions', () => {
  it('opens, its check says it has too many actions, and no task blocks the page for 200 ms (on a quiet machine)', async () => {
    const token = linkOf(ACTIONS, []);
    const { page, given } = await openWithLink(token);
    await page.waitForFunction((n) => window.rulebench!.workbench.scenario?.text.length === n, ACTIONS.length, {
      timeout: 60_000,
      polling: 100,
    });
    // The worker's evaluation is in: the loader's refusal of the list is among its problems.
    await page.waitForFunction(
      () => window.rulebench!.workbench.evaluation.diagnostics.some((d) => d.file.endsWith('received.yaml')),
      undefined,
      { timeout: 90_000, polling: 100 },
    );
    await idle(page);
    const longest = await longestSince(page, given);
    const bound = 200 * load();
    report('115,000 actions', `link of ${token.length} chars`, longest, bound);
    expect(longest).toBeLessThan(bound);
    // Past the budget for received copies: open for this visit, not stored, and the save state says so.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).reduce((n, k) => n + k.length + (localStorage.getItem(k) ?? '').length, 0),
    );
    expect(stored).toBeLessThan(RECEIVED_BUDGET_CHARS);
    expect(await page.getByTestId('save-state').textContent()).toMatch(
      /Saved locally.*received received\.yaml kept for this visit only/,
    );
  }, 180_000);
});

describe('a dropped 2 MB file of a 940,000-item flow list', () => {
  it('is refused with the place past the bound, and no task blocks the page for 200 ms (on a quiet machine)', async () => {
    const list = `family: units\nboard: [${Array.from({ length: 940_000 }, () => '1').join(',')}]\n`;
    expect(list.length).toBeLessThan(2_000_000);
    opened = await openPage();
    const page = opened.page;
    await page.addInitScript(recordLongTasks);
    await page.goto(inject('baseUrl'));
    await started(page);
    // The editor loads after the board has painted: its start is the page's, not what it is given.
    await editorReady(page);
    await idle(page);
    const given = await page.evaluate((t) => {
      const app = document.querySelector<HTMLElement & { openFiles(files: File[]): Promise<void> }>('rb-app')!;
      void app.openFiles([new File([t], 'list.yaml')]);
      return performance.now();
    }, list);
    const flash = page.locator('.flash.error', { hasText: 'list.yaml was not opened' });
    await flash.waitFor({ timeout: 60_000 });
    await idle(page);
    const longest = await longestSince(page, given);
    const bound = 200 * load();
    report('dropped 940,000-item flow list', `${list.length} chars`, longest, bound);
    expect(await flash.textContent()).toMatch(/list\.yaml was not opened: list\.yaml:2:\d+: YAML size: /);
    expect(longest).toBeLessThan(bound);
    expect(await page.evaluate(() => window.rulebench!.workbench.ruleset.path)).not.toBe('rulesets/list.yaml');
  }, 120_000);
});
