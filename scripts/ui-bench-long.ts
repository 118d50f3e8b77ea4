/**
 * The UI benchmark's long scenario (the one test/browser/never-freezes.test.ts loads): 20,000
 * actions of units-v1.2 without a ply limit, opened as files from disk are. Measured here, not in
 * the test: how long opening it takes until every action has replayed, and the slowest of four
 * steps through it (to the middle, one forward, back, to the end). Target: a step ≤ 200 ms.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const LONG_ACTIONS = 20_000;
/** The slowest step may take this long (ms), as the never-freezes test's longest task may. */
export const STEP_TARGET_MS = 200;

export interface LongScenarioTimes {
  loadMs: number;
  slowestStepMs: number;
}

export async function longScenarioBench(page: Page, url: string): Promise<LongScenarioTimes> {
  const units = readFileSync(new URL('../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
  const rules = `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`;
  const actions = Array.from({ length: LONG_ACTIONS }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
  const scenario = `ruleset: long-rules\nactions:\n${actions.join('\n')}\n`;
  await page.goto(url);
  await page.waitForFunction(() => window.rulebench?.workbench.started);
  await page.evaluate((t) => window.rulebench!.workbench.openText('long-rules.yaml', t), rules);
  await page.waitForFunction(() => window.rulebench!.workbench.frame?.replay.game.id === 'long-rules', undefined, {
    timeout: 90_000,
  });
  const t0 = Date.now();
  await page.evaluate((t) => window.rulebench!.workbench.openText('long.yaml', t), scenario);
  await page.waitForFunction((n) => window.rulebench!.workbench.length === n, LONG_ACTIONS, {
    timeout: 90_000,
    polling: 20,
  });
  const loadMs = Date.now() - t0;
  const slowestStepMs = await page.evaluate(() => {
    const w = window.rulebench!.workbench;
    const times = [10_001, 10_002, 9_000, 20_000].map((p) => {
      const t = performance.now();
      w.seek(p);
      void w.frame!.state;
      return performance.now() - t;
    });
    return Math.max(...times);
  });
  return { loadMs, slowestStepMs };
}

export function longScenarioLines(t: LongScenarioTimes): string[] {
  return [
    `${LONG_ACTIONS.toLocaleString('en')}-action units scenario (test/browser/never-freezes.test.ts's), opened as a file from disk:`,
    `  opened and replayed          ${(t.loadMs / 1000).toFixed(1)} s`,
    `  slowest of 4 steps           ${t.slowestStepMs.toFixed(1)} ms  target ≤ ${STEP_TARGET_MS} ms → ${t.slowestStepMs <= STEP_TARGET_MS ? 'met' : 'NOT met'}`,
  ];
}
