/**
 * The YAML editor in real Chromium (production build, see global-setup.ts):
 * scenario completion follows the family of the scenario's ruleset, hovers
 * read as sections, and the rule texts' en-dashes and curly apostrophes are
 * not boxed as "confusable" characters.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type Launched } from './browser';

let b: Launched;
let page: Page;

const MODELINE = '# yaml-language-server: $schema=../../schemas/scenario.schema.json';

/** Opens `text` as a scenario of the workbench (its ruleset comes along when it is another one). */
async function openScenario(text: string): Promise<void> {
  await page.evaluate(
    (t) =>
      (window as any).rulebench.workbench.open({
        kind: 'scenario',
        path: 'scenarios/local/editor-test.yaml',
        text: t,
        origin: 'new',
      }),
    text,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
}

async function caretAt(kind: 'ruleset' | 'scenario', line: number, col: number): Promise<void> {
  await page.evaluate(([k, l, c]) => (window as any).rulebench.workbench.reveal(k, l, c), [kind, line, col] as const);
  // Lit applies the reveal in a microtask: after a frame the caret is there.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  await page.waitForFunction(() => document.activeElement?.closest('.monaco-editor') !== null);
}

/** The labels Ctrl+Space offers at (line, col) of the scenario. */
async function completions(line: number, col: number): Promise<string[]> {
  await caretAt('scenario', line, col);
  await page.keyboard.press('Control+Space');
  const rows = page.locator('.suggest-widget .monaco-list-row');
  await rows.first().waitFor({ timeout: 20_000 });
  const labels = (await rows.locator('.label-name').allTextContents()).map((s) => s.trim());
  await page.keyboard.press('Escape');
  return labels.sort();
}

/** The text of the hover at (line, col) (Ctrl+K Ctrl+I shows it at the caret). */
async function hoverAt(kind: 'ruleset' | 'scenario', line: number, col: number, hasText: string) {
  await caretAt(kind, line, col);
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Control+i');
  const hover = page.locator('.monaco-hover .rendered-markdown', { hasText }).first();
  await hover.waitFor({ timeout: 20_000 });
  return hover;
}

const lineOf = async (kind: 'ruleset' | 'scenario', re: RegExp) =>
  (await page.evaluate((k) => (window as any).rulebench.workbench[k].text as string, kind))
    .split('\n')
    .findIndex((l) => re.test(l)) + 1;

beforeAll(async () => {
  b = await launch(inject('chromiumPath'));
  page = b.page;
  await page.goto(inject('baseUrl'));
  await page.waitForSelector('rb-yaml-editor[data-ready] .monaco-editor', { timeout: 30_000 });
});

afterAll(async () => {
  await b?.close();
});

describe('YAML editor in Chromium (production build)', () => {
  it('completion under setup: offers a Units scenario the Units keys only', async () => {
    await openScenario([MODELINE, 'ruleset: units-v1.2', 'setup:', '  ', 'actions: []', ''].join('\n'));
    const offered = await completions(4, 3);
    expect(offered).toEqual(['pieces', 'toMove']);
  });

  it("completion under setup: offers a D'ice Cubes scenario the dice-pond keys", async () => {
    await openScenario([MODELINE, 'ruleset: dice-cubes', 'setup:', '  ', 'actions: []', ''].join('\n'));
    const offered = await completions(4, 3);
    expect(offered).toEqual(expect.arrayContaining(['dice', 'pawns', 'pool', 'phase', 'toMove']));
    expect(offered).not.toContain('pieces');
    expect(offered).not.toContain('round');
  });

  it('completion under setup: offers a tafl match its round and score (no modeline: fileMatch)', async () => {
    await openScenario(['ruleset: escape-death', 'setup:', '  ', 'actions: []', ''].join('\n'));
    expect(await completions(3, 3)).toEqual(['pieces', 'round', 'score', 'toMove']);
  });

  it("completion in an action offers the family's action keys", async () => {
    await openScenario([MODELINE, 'ruleset: units-v1.2', 'actions:', '  - ', ''].join('\n'));
    const units = await completions(4, 5);
    expect(units).toEqual(expect.arrayContaining(['from', 'to', 'turn', 'illegal', 'note']));
    for (const foreign of ['pawn', 'place', 'roll', 'use', 'by', 'do', 'at']) expect(units).not.toContain(foreign);

    await openScenario([MODELINE, 'ruleset: dice-cubes', 'actions:', '  - ', ''].join('\n'));
    const dice = await completions(4, 5);
    expect(dice).toEqual(expect.arrayContaining(['place', 'pawn', 'roll', 'use', 'do', 'at', 'by', 'from', 'to']));
    expect(dice).not.toContain('turn');
  });

  it('follows the ruleset when the scenario is edited to name another family', async () => {
    await openScenario([MODELINE, 'ruleset: units-v1.2', 'setup:', '  ', 'actions: []', ''].join('\n'));
    expect(await completions(4, 3)).toEqual(['pieces', 'toMove']);
    await caretAt('scenario', 2, 10);
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('dice-cubes');
    await expect.poll(() => completions(4, 3), { timeout: 20_000 }).toContain('pool');
  });

  it('hover: a key reads its own description, then a rule and "Allowed values", with no family blurb on top', async () => {
    await page.evaluate(() => (window as any).rulebench.workbench.openShipped('rulesets/units-v1.2.yaml'));
    const line = await lineOf('ruleset', /^\s+losingAttack:/);
    const hover = await hoverAt('ruleset', line, 6, 'Allowed values');
    const shape = await hover.evaluate((el) => ({
      text: (el as HTMLElement).innerText,
      children: [...el.children].map((c) => c.tagName.toLowerCase()),
      headings: el.querySelectorAll('h1, h2, h3, h4').length,
      code: el.querySelector('p code')?.textContent ?? null,
    }));
    expect(shape.headings).toBe(0);
    expect(shape.text).not.toMatch(/^Units:/);
    expect(shape.text).toMatch(/must win\.\n\n+Allowed values\n/);
    expect(shape.text).not.toMatch(/Source:/);
    // description <p>, <hr>, "Allowed values" <p>, the values <ul>
    expect(shape.children.slice(-3)).toEqual(['hr', 'p', 'ul']);
    // Backticked words in a description render as code, not as literal backticks.
    expect(shape.code).toBe('allowed');
    await page.keyboard.press('Escape');
  });

  it('draws no box around en-dashes and curly apostrophes; invisible characters still get one', async () => {
    await page.evaluate(() =>
      (window as any).rulebench.workbench.openShipped('scenarios/escape-death/09-round-change-and-side-swap.yaml'),
    );
    await page.locator('.monaco-editor .view-lines', { hasText: 'score A 1 – B 1' }).waitFor();
    await page.waitForTimeout(1000); // the highlighter runs 250 ms after a change, in the editor worker
    expect(await page.locator('.monaco-editor .unicode-highlight').count()).toBe(0);
    // Outside strings and comments Monaco would box both; only the zero-width space is worth a box.
    await openScenario(['ruleset: escape-death', 'a–b’c: 1', 'zero\u200bwidth: 2', ''].join('\n'));
    await page.locator('.monaco-editor .view-lines', { hasText: 'a–b’c' }).waitFor();
    await expect.poll(() => page.locator('.monaco-editor .unicode-highlight').count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(await page.locator('.monaco-editor .unicode-highlight').count()).toBe(1);
  });
});
