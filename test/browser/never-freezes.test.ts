/**
 * The workbench never freezes (issue 10, deliverable 5), in real Chromium: a stored text whose
 * check overruns the time budget does not block the page on load; it is reported and stays
 * open as plain text. A long scenario within the budget loads, replays and steps while the
 * page's longest task stays under 200 ms. "Blocks" is measured by the browser itself: the Long
 * Tasks API reports every main-thread task over 50 ms with its duration. How long loading and
 * stepping take is `npm run bench:ui`'s to measure, not a test's.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { started, useApp } from './fixture';

declare global {
  interface Window {
    /** The durations of the page's long tasks (ms) since `recordLongTasks`. */
    longTasks?: number[];
  }
}

const app = useApp(started);

/** From here on, every task longer than 50 ms is recorded by the browser ('longtask' entries). */
function recordLongTasks(): void {
  const tasks: number[] = (window.longTasks = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  }).observe({ type: 'longtask' });
}

const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...(window.longTasks ?? [])));

/** Resolves once the page's main thread is idle: what it was given has been drawn. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestIdleCallback(() => r()))));

/**
 * How many runnable processes share each core while the test runs: on a machine shared by
 * several test runs a task's wall time stretches by about that factor; on a quiet machine it is 1.
 */
function load(): number {
  return Math.max(1, loadavg()[0] / availableParallelism());
}

describe('a hostile stored text', () => {
  it("is refused at its position by the loader's size bound, and no task holds the page for 1 s meanwhile", async () => {
    // 150,000 unknown keys, under the 2 MB file limit: checking them took 3.5 s in Node and overran the
    // check budget; the loader now counts the YAML's nodes before building any and refuses past 100,000
    // (the budget itself is tested in test/ui/app/time-budget.test.ts).
    const units = readFileSync(new URL('../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
    const text = units + Array.from({ length: 150_000 }, (_, i) => `k${i}: 1`).join('\n') + '\n';
    expect(text.length).toBeLessThan(2_000_000);
    await app.page.evaluate((t) => {
      const session = {
        v: 1,
        ruleset: { kind: 'ruleset', path: 'rulesets/hostile.yaml', text: t, origin: 'disk' },
        scenario: null,
        position: 0,
        tab: 'ruleset',
      };
      localStorage.setItem('rulebench.session', JSON.stringify(session));
    }, text);
    // Recorded from the page's first script on, before the app starts on the stored text.
    await app.page.addInitScript(recordLongTasks);
    await app.page.reload({ waitUntil: 'domcontentloaded' });
    await app.page.waitForSelector('rb-app');
    // The page takes a click while the text is being checked.
    await app.page.locator('rb-app').click({ position: { x: 5, y: 5 } });
    await app.page.waitForFunction(() =>
      window.rulebench?.workbench.evaluation.diagnostics.some((d) => d.message.startsWith('YAML size')),
    );
    const longest = await longestTask(app.page);
    console.log(
      `[never-freezes] hostile text: longest task ${longest.toFixed(0)} ms (load ${loadavg()[0].toFixed(1)})`,
    );
    expect(longest).toBeLessThan(1000 * load());
    const [first] = await app.page.evaluate(() => window.rulebench!.workbench.evaluation.diagnostics);
    // Placed at the first node past the bound, in the file as stored.
    expect(first.file).toBe('rulesets/hostile.yaml');
    expect(first.line).toBeGreaterThan(units.split('\n').length);
    expect(first.message).toMatch(/expected at most 100000/);
    // The text is in the workbench as it was stored, with no board of its own.
    expect(await app.page.evaluate(() => window.rulebench!.workbench.ruleset.text.length)).toBe(text.length);
    expect(await app.page.evaluate(() => window.rulebench!.workbench.frame)).toBeNull();
  });
});

describe('a long scenario', () => {
  const ACTIONS = 20_000;

  it(`${ACTIONS.toLocaleString('en')} actions load while no task blocks the page for 200 ms (on a quiet machine), nor does stepping through them`, async () => {
    // Units with no ply limit to speak of: both sides turn a unit back and forth (each turn moves a class one up, 4 back to 1).
    const units = readFileSync(new URL('../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
    const rules = `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`;
    const actions = Array.from({ length: ACTIONS }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
    const scenario = `ruleset: long-rules\nactions:\n${actions.join('\n')}\nexpect:\n  - { after: 10001, toMove: north, pieces: [{ at: c1, class: 2 }, { at: f8, class: 1 }] }\n  - { toMove: south, pieces: [{ at: c1, class: 1 }, { at: f8, class: 1 }] }\n`;
    await app.page.evaluate((t) => window.rulebench!.workbench.openText('long-rules.yaml', t), rules);
    await app.page.waitForFunction(
      () => window.rulebench!.workbench.frame?.replay.game.id === 'long-rules',
      undefined,
      { timeout: 90_000 },
    );
    // The ruleset's own evaluation is over before the long tasks are counted.
    await idle(app.page);
    await app.page.evaluate(recordLongTasks);
    await app.page.evaluate((t) => window.rulebench!.workbench.openText('long.yaml', t), scenario);
    await app.page.waitForFunction((n) => window.rulebench!.workbench.length === n, ACTIONS, {
      timeout: 90_000,
      polling: 100,
    });
    // The board and the move log have drawn what they were given.
    await idle(app.page);

    const wb = () =>
      app.page.evaluate(() => {
        const w = window.rulebench!.workbench;
        return {
          diagnostics: w.evaluation.diagnostics.length,
          failures: w.evaluation.failures.length,
          checks: w.evaluation.replay?.replay.checks.length,
          stale: w.frame!.stale,
        };
      });
    expect(await wb()).toEqual({ diagnostics: 0, failures: 0, checks: 6, stale: false });

    // Stepping: to the middle, one forward, back, to the end, each computing its state, all in one task of the
    // page: the longest task below bounds the four together.
    const steps = await app.page.evaluate(() => {
      const w = window.rulebench!.workbench;
      return [10_001, 10_002, 9_000, 20_000].map((p) => {
        w.seek(p);
        void w.frame!.state;
        return { position: w.position, stale: w.frame!.stale };
      });
    });
    await idle(app.page);
    const longest = await longestTask(app.page);
    const bound = 200 * load();
    console.log(
      `[never-freezes] ${ACTIONS} actions: longest task ${longest.toFixed(0)} ms; bound ${bound.toFixed(0)} ms (load ${loadavg()[0].toFixed(1)})`,
    );
    // Evaluated on the page, as before the worker sent its evaluation, this took 20 s and more.
    expect(longest).toBeLessThan(bound);
    expect(steps).toEqual([10_001, 10_002, 9_000, 20_000].map((position) => ({ position, stale: false })));
  }, 180_000);
});
