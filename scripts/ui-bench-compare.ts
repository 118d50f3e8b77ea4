/**
 * UI benchmark of the compare view (not a test): for a 200-action units-v1.2 scenario at its
 * last step, compared against units-v1.1, the time from an edit (the scenario, ruleset A or
 * ruleset B) to both boards re-drawn, i.e. re-validate + re-run both sides + compare the 200
 * steps + render, up to the next frame. The 150 ms typing debounce is not included. Target:
 * median ≤ 50 ms (as for one board).
 *
 * `scripts/ui-bench.ts` calls `compareEditBench` with its 200-action scenario and prints
 * `compareBenchLines`; on its own (builds the app and serves it first):
 *   npx tsx scripts/ui-bench-compare.ts --scenario FILE [--runs N]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ReactiveElement } from 'lit';
import type { Page } from 'playwright-core';
import { launch } from '../test/browser/browser';
import { buildAndPreview, ensureChromium } from '../test/browser/serve';

export type CompareEdits = Record<'scenario' | 'rulesetA' | 'rulesetB', number[]>;

/** Target for the median, ms. */
export const COMPARE_TARGET_MS = 50;

/**
 * Opens `scenarioText` (a units-v1.2 scenario, 200 actions for the target) in the workbench at
 * `url`, opens the compare view against units-v1.1 at the last step, and times `runs` edits of
 * each text to both boards re-drawn. `page` must have the `__name` shim ui-bench.ts's
 * `withBrowser` installs.
 */
export async function compareEditBench(
  page: Page,
  url: string,
  scenarioText: string,
  runs: number,
): Promise<CompareEdits> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('rulebench:editor-ready').length > 0, null, {
    timeout: 60_000,
  });
  await page.evaluate(async (text) => {
    const wb = window.rulebench!.workbench;
    wb.openText('bench-compare.yaml', text);
    // A file from disk is checked in a worker first: wait for it to open.
    for (let waited = 0; wb.scenario?.path !== 'scenarios/local/bench-compare.yaml' || wb.length === 0; waited += 50) {
      if (waited > 20_000) throw new Error(`bench scenario did not load: ${JSON.stringify(wb.evaluation.diagnostics)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }, scenarioText);
  await page.locator('[data-testid=compare-toggle]').click();
  await page.locator('rb-compare [data-testid=compare-summary]').waitFor({ timeout: 30_000 });
  return page.evaluate(async (n) => {
    const wb = window.rulebench!.workbench;
    const view = document.querySelector('rb-compare')!;
    const model = view.model;
    model.chooseB('shipped:rulesets/units-v1.1.yaml');
    const length = model.length;
    model.seek(length);
    const app = document.querySelector('rb-app')!;
    const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    /** Every Lit element of the compare view (both boards, logs, timeline) rendered, then the frame that paints them. */
    const settled = async () => {
      await app.updateComplete;
      const walk = async (root: ParentNode) => {
        for (const el of root.querySelectorAll('*')) {
          if ((el as Partial<ReactiveElement>).updateComplete) await (el as Partial<ReactiveElement>).updateComplete;
          if (el.shadowRoot) await walk(el.shadowRoot);
        }
      };
      await view.updateComplete;
      await walk(view.shadowRoot!);
      await nextFrame();
    };
    await settled();
    const check = () => {
      if (model.stale || model.length !== length || !model.run)
        throw new Error(`edit broke the compare bench: ${model.evaluation.blocked ?? 'no run'}`);
    };
    check();
    const retitle = (text: string, i: number) => {
      const edited = text.replace(/^title:.*$/m, `title: bench edit ${i}`);
      return edited === text ? `${text}# ${i}\n` : edited;
    };
    const out: Record<'scenario' | 'rulesetA' | 'rulesetB', number[]> = { scenario: [], rulesetA: [], rulesetB: [] };
    /** The workbench may evaluate A and the scenario off the page's thread: wait for the compare view's own re-run. */
    const rerun = async (before: unknown) => {
      for (let waited = 0; model.evaluation === before; waited++) {
        if (waited > 2000) throw new Error('the compare view did not re-run after an edit');
        await new Promise<void>((r) => setTimeout(r, 0));
      }
    };
    for (let i = 0; i < n; i++) {
      for (const which of ['scenario', 'rulesetA', 'rulesetB'] as const) {
        const before = model.evaluation;
        const t0 = performance.now();
        if (which === 'rulesetB') {
          model.setBText(retitle(model.b!.file.text, i));
          model.flush();
        } else {
          const kind = which === 'scenario' ? 'scenario' : 'ruleset';
          wb.setText(kind, retitle(wb[kind]!.text, i));
          wb.flush();
        }
        await rerun(before);
        await settled();
        out[which].push(performance.now() - t0);
        check();
      }
    }
    return out;
  }, runs);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The report lines, as ui-bench.ts prints its own. */
export function compareBenchLines(edits: CompareEdits): string[] {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];
  const row = (name: string, xs: number[]) => `  ${name.padEnd(28)}median ${ms(median(xs))}, p90 ${ms(p90(xs))}`;
  const met = Object.values(edits).every((xs) => median(xs) <= COMPARE_TARGET_MS);
  return [
    `edit → both boards re-drawn in the compare view (units-v1.2 vs units-v1.1), the scenario at its last step, ${edits.scenario.length} edits each (+150 ms typing debounce):`,
    row('scenario edit', edits.scenario),
    row('ruleset A edit', edits.rulesetA),
    row('ruleset B edit', edits.rulesetB),
    `  target: median ≤ ${COMPARE_TARGET_MS} ms → ${met ? 'met' : 'NOT met'}`,
  ];
}

async function standalone(): Promise<void> {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const runs = Number(arg('--runs') ?? 20);
  const file = arg('--scenario');
  if (!file)
    throw new Error(
      'usage: npx tsx scripts/ui-bench-compare.ts --scenario FILE [--runs N] (a units-v1.2 scenario; 200 actions for the target)',
    );
  const text = readFileSync(file, 'utf8');
  const chromiumPath = ensureChromium();
  const server = await buildAndPreview();
  const browser = await launch(chromiumPath);
  try {
    await server.built;
    await browser.page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const edits = await compareEditBench(browser.page, server.url, text, runs);
    for (const l of compareBenchLines(edits)) console.log(l);
    console.log(`  machine load average while measuring: ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  standalone().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
