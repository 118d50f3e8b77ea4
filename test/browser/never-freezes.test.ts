/**
 * The workbench never freezes (issue 10, deliverable 5), in real Chromium: a stored text whose
 * check overruns the time budget does not block the page on load; it is reported and stays
 * open as plain text. A long scenario within the budget loads, replays and steps while the
 * page's longest task stays under 200 ms.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type Launched } from './browser';

let b: Launched;
let page: Page;

beforeAll(async () => {
  b = await launch(inject('chromiumPath'));
  page = b.page;
  await page.goto(inject('baseUrl'));
  await page.waitForFunction(() => (window as any).rulebench.workbench.started);
});

afterAll(async () => {
  await b?.close();
});

describe('a hostile stored text', () => {
  it('the page answers within 1 s while it loads, and says the file takes too long to check', async () => {
    // 150,000 unknown keys, under the 2 MB file limit (a larger text is refused at once, by its size):
    // checking them takes about 3.5 s in Node, past the 2 s budget (generated, not committed).
    const units = readFileSync(new URL('../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
    const text = units + Array.from({ length: 150_000 }, (_, i) => `k${i}: 1`).join('\n') + '\n';
    expect(text.length).toBeLessThan(2_000_000);
    await page.evaluate((t) => {
      const session = {
        v: 1,
        ruleset: { kind: 'ruleset', path: 'rulesets/hostile.yaml', text: t, origin: 'disk' },
        scenario: null,
        position: 0,
        tab: 'ruleset',
      };
      localStorage.setItem('rulebench.session', JSON.stringify(session));
    }, text);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('rb-app');
    // Every round trip to the page, and a click, answers within 1 s until the verdict is in.
    const flash = page.locator('.flash.error', { hasText: 'This file takes too long to check: hostile.yaml' });
    let slowest = 0;
    const until = Date.now() + 15_000;
    while (!(await flash.isVisible()) && Date.now() < until) {
      const t = Date.now();
      await page.locator('rb-app').click({ position: { x: 5, y: 5 }, timeout: 1000 });
      await page.evaluate(() => performance.now());
      slowest = Math.max(slowest, Date.now() - t);
      await page.waitForTimeout(100);
    }
    expect(await flash.isVisible()).toBe(true);
    expect(slowest).toBeLessThan(1000);
    // Open as plain text: the text is in the workbench, unevaluated.
    expect(await page.evaluate(() => (window as any).rulebench.workbench.ruleset.text.length)).toBe(text.length);
    expect(await page.evaluate(() => (window as any).rulebench.workbench.frame)).toBeNull();
  });
});

/**
 * The longest a task may block the page: 200 ms, stretched by how many runnable processes
 * share each core while the test runs (on a machine shared by several test runs, a task's wall
 * time stretches by about that factor); on a quiet machine it is 200 ms.
 */
function blockBound(): number {
  return 200 * Math.max(1, loadavg()[0] / availableParallelism());
}

describe('a long scenario', () => {
  const ACTIONS = 20_000;

  it(`${ACTIONS.toLocaleString('en')} actions load while no task blocks the page for 200 ms (on a quiet machine), and stepping through them is instant`, async () => {
    // Units with no ply limit to speak of: both sides turn a unit back and forth (each turn moves a class one up, 4 back to 1).
    const units = readFileSync(new URL('../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
    const rules = `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`;
    const actions = Array.from({ length: ACTIONS }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
    const scenario = `ruleset: long-rules\nactions:\n${actions.join('\n')}\nexpect:\n  - { after: 10001, toMove: north, pieces: [{ at: c1, class: 2 }, { at: f8, class: 1 }] }\n  - { toMove: south, pieces: [{ at: c1, class: 1 }, { at: f8, class: 1 }] }\n`;
    await page.evaluate((t) => (window as any).rulebench.workbench.openText('long-rules.yaml', t), rules);
    await page.waitForFunction(
      () => (window as any).rulebench.workbench.frame?.replay.game.id === 'long-rules',
      undefined,
      { timeout: 90_000 },
    );
    await page.waitForTimeout(500);

    // From here on, every task longer than 50 ms is recorded by the browser ('longtask' entries).
    await page.evaluate(() => {
      const w = window as any;
      w.longTasks = [] as number[];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.evaluate((t) => (window as any).rulebench.workbench.openText('long.yaml', t), scenario);
    await page.waitForFunction((n) => (window as any).rulebench.workbench.length === n, ACTIONS, {
      timeout: 90_000,
      polling: 100,
    });
    const seconds = (Date.now() - started) / 1000;
    // Let the board and the move log draw what they were given.
    await page.waitForTimeout(1000);

    const wb = () =>
      page.evaluate(() => {
        const w = (window as any).rulebench.workbench;
        return {
          diagnostics: w.evaluation.diagnostics.length,
          failures: w.evaluation.failures.length,
          checks: w.evaluation.replay?.replay.checks.length,
          stale: w.frame.stale,
        };
      });
    expect(await wb()).toEqual({ diagnostics: 0, failures: 0, checks: 6, stale: false });

    // Stepping: to the middle, one forward, to the end; each answers at once.
    const stepMs = await page.evaluate(() => {
      const w = (window as any).rulebench.workbench;
      const times: number[] = [];
      for (const p of [10_001, 10_002, 9_000, 20_000]) {
        const t = performance.now();
        w.seek(p);
        void w.frame.state;
        times.push(performance.now() - t);
      }
      return Math.max(...times);
    });
    const longest = await page.evaluate(() => Math.max(0, ...(window as any).longTasks));
    const bound = blockBound();
    console.log(
      `[never-freezes] ${ACTIONS} actions loaded in ${seconds.toFixed(1)} s; longest task ${longest.toFixed(0)} ms; slowest step ${stepMs.toFixed(0)} ms; bound ${bound.toFixed(0)} ms (load ${loadavg()[0].toFixed(1)})`,
    );
    // Evaluated on the page, as before the worker sent its evaluation, this took 20 s and more.
    expect(longest).toBeLessThan(bound);
    expect(stepMs).toBeLessThan(bound);
  }, 180_000);
});
