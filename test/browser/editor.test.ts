/**
 * The YAML editor in real Chromium (production build, see global-setup.ts):
 * scenario completion follows the family of the scenario's ruleset, hovers
 * read as sections, and the rule texts' en-dashes and curly apostrophes are
 * not boxed as "confusable" characters.
 */
import { describe, expect, it } from 'vitest';
import { editorReady, useApp } from './fixture';

const MODELINE = '# yaml-language-server: $schema=../../schemas/scenario.schema.json';

/** Opens `text` as a scenario of the workbench (its ruleset comes along when it is another one). */
async function openScenario(text: string): Promise<void> {
  await app.page.evaluate(
    (t) =>
      window.rulebench!.workbench.open({
        kind: 'scenario',
        path: 'scenarios/local/editor-test.yaml',
        text: t,
        origin: 'new',
      }),
    text,
  );
  await app.page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
}

async function caretAt(kind: 'ruleset' | 'scenario', line: number, col: number): Promise<void> {
  await app.page.evaluate(([k, l, c]) => window.rulebench!.workbench.reveal(k, l, c), [kind, line, col] as const);
  // Lit applies the reveal in a microtask: after a frame the caret is there.
  await app.page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  await app.page.waitForFunction(() => document.activeElement?.closest('.monaco-editor') !== null);
}

/** The labels Ctrl+Space offers at (line, col) of the scenario. */
async function completions(line: number, col: number): Promise<string[]> {
  await caretAt('scenario', line, col);
  await app.page.keyboard.press('Control+Space');
  const rows = app.page.locator('.suggest-widget .monaco-list-row');
  await rows.first().waitFor({ timeout: 20_000 });
  const labels = (await rows.locator('.label-name').allTextContents()).map((s) => s.trim());
  await app.page.keyboard.press('Escape');
  return labels.sort();
}

/** The text of the hover at (line, col) (Ctrl+K Ctrl+I shows it at the caret). */
async function hoverAt(kind: 'ruleset' | 'scenario', line: number, col: number, hasText: string) {
  await caretAt(kind, line, col);
  await app.page.keyboard.press('Control+k');
  await app.page.keyboard.press('Control+i');
  const hover = app.page.locator('.monaco-hover .rendered-markdown', { hasText }).first();
  await hover.waitFor({ timeout: 20_000 });
  return hover;
}

/** The text of the editor's line each boxed character sits on (spaces drawn as no-break spaces). */
const boxedLines = () =>
  app.page.evaluate(() => {
    const lines = [...document.querySelectorAll('.monaco-editor .view-line')].map((l) => ({
      box: l.getBoundingClientRect(),
      text: l.textContent,
    }));
    return [...document.querySelectorAll('.monaco-editor .unicode-highlight')].map((mark) => {
      const y = mark.getBoundingClientRect().top + 1;
      return lines.find((l) => l.box.top <= y && y < l.box.bottom)?.text ?? null;
    });
  });

const lineOf = async (kind: 'ruleset' | 'scenario', re: RegExp) =>
  (await app.page.evaluate((k) => window.rulebench!.workbench[k]!.text, kind))
    .split('\n')
    .findIndex((l) => re.test(l)) + 1;

const app = useApp(editorReady);

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
    await app.page.keyboard.press('Shift+End');
    await app.page.keyboard.type('dice-cubes');
    await expect.poll(() => completions(4, 3), { timeout: 20_000 }).toContain('pool');
  });

  it('hover: a key reads its own description, then a rule and "Allowed values", with no family blurb on top', async () => {
    await app.page.evaluate(() => window.rulebench!.workbench.openShipped('rulesets/units-v1.2.yaml'));
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
    await app.page.keyboard.press('Escape');
  });

  it('draws no box around en-dashes and curly apostrophes; invisible characters still get one', async () => {
    // The shipped file with one zero-width space on a line of its own at the top: once that is boxed, the highlighter
    // has been over the whole text (it boxes a text's characters at once, 250 ms after a change, in the editor worker),
    // and only that line has a box.
    const shipped = await app.page.evaluate(
      (p) => window.rulebench!.workbench.catalog.scenarios.find((s) => s.path === p)!.text,
      'scenarios/escape-death/09-round-change-and-side-swap.yaml',
    );
    await openScenario(`zero\u200bwidth: 0\n${shipped}`);
    await app.page.locator('.monaco-editor .view-lines', { hasText: 'score A 1 – B 1' }).waitFor();
    await expect.poll(boxedLines, { timeout: 10_000 }).toEqual([expect.stringMatching(/^zero.?width:\s0$/u)]);
    expect(await app.page.locator('.monaco-editor .unicode-highlight').count()).toBe(1);
    // Outside strings and comments Monaco would box both; only the zero-width space is worth a box.
    await openScenario(['ruleset: escape-death', 'a–b’c: 1', 'zero\u200bwidth: 2', ''].join('\n'));
    await app.page.locator('.monaco-editor .view-lines', { hasText: 'a–b’c' }).waitFor();
    await expect.poll(boxedLines, { timeout: 10_000 }).toEqual([expect.stringMatching(/^zero.?width:\s2$/u)]);
    expect(await app.page.locator('.monaco-editor .unicode-highlight').count()).toBe(1);
  });
});
