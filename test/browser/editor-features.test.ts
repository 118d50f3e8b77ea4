/**
 * The Monaco contributions the workbench imports (src/ui/editor/monaco-features.ts),
 * each exercised in real Chromium: Monaco is no longer loaded with every
 * feature it has, so a contribution left out would silently take its keys
 * away. Schema completion and hover are in editor.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { editorReady, useApp } from './fixture';

const rulesetText = () => app.page.evaluate(() => window.rulebench!.workbench.ruleset.text);
const inEditor = () => app.page.evaluate(() => document.activeElement?.closest('.monaco-editor') != null);
const line = async (n: number) => (await rulesetText()).split('\n')[n - 1];

/** The caret on (line, col) of the ruleset through the app's "jump to line", ready to type. */
async function caretAt(n: number, col = 1): Promise<void> {
  await app.page.evaluate(([l, c]) => window.rulebench!.workbench.reveal('ruleset', l, c), [n, col] as const);
  await app.page.waitForFunction(() => document.activeElement?.closest('.monaco-editor') != null);
}

/** The first top-level `key: value` line of the ruleset below its comments (1-based) and its key. */
async function keyLine(): Promise<{ n: number; key: string }> {
  const lines = (await rulesetText()).split('\n');
  const i = lines.findIndex((l) => /^[a-z][A-Za-z]*:\s*\S/.test(l) && !/^(family|title|description):/.test(l));
  return { n: i + 1, key: lines[i].split(':')[0] };
}

/** Undoes until the ruleset is `text` again (each test leaves the shipped file as it found it). */
async function undoTo(text: string): Promise<void> {
  await caretAt(1);
  for (let i = 0; i < 20 && (await rulesetText()) !== text; i++) await app.page.keyboard.press('Control+z');
  expect(await rulesetText()).toBe(text);
}

const app = useApp(editorReady);

describe('editor features in Chromium (production build)', () => {
  it('undo and redo: Ctrl+Z takes typing back, Ctrl+Y brings it again', async () => {
    const before = await rulesetText();
    // Line 2 is a comment: the edit changes no rule. One word is one undo step.
    const original = await line(2);
    await caretAt(2);
    await app.page.keyboard.press('End');
    await app.page.keyboard.type('draft');
    await expect.poll(() => line(2)).toBe(`${original}draft`);
    await app.page.keyboard.press('Control+z');
    await expect.poll(rulesetText).toBe(before);
    await app.page.keyboard.press('Control+y');
    await expect.poll(() => line(2)).toBe(`${original}draft`);
    await undoTo(before);
  });

  it('find: Ctrl+F opens the find box, counts the matches and Enter moves to the next', async () => {
    const { key } = await keyLine();
    // Find matches case-insensitively, inside words too (its defaults).
    const count = (await rulesetText()).toLowerCase().split(key.toLowerCase()).length - 1;
    await caretAt(1);
    await app.page.keyboard.press('Control+f');
    const box = app.page.locator('.monaco-editor .find-widget.visible');
    await box.waitFor({ timeout: 10_000 });
    await app.page.keyboard.type(key);
    await expect.poll(() => box.locator('.matchesCount').textContent()).toMatch(new RegExp(`^1 of ${count}$`));
    await app.page.keyboard.press('Enter');
    await expect
      .poll(() => box.locator('.matchesCount').textContent())
      .toMatch(count > 1 ? new RegExp(`^2 of ${count}$`) : /^1 of 1$/);
    await app.page.keyboard.press('Escape');
    await expect.poll(() => app.page.locator('.monaco-editor .find-widget.visible').count()).toBe(0);
  });

  it('a marker shows its message on hover, as the error list words it', async () => {
    const before = await rulesetText();
    const { n, key } = await keyLine();
    await caretAt(n);
    await app.page.keyboard.press('End');
    await app.page.keyboard.press('Shift+Home');
    await app.page.keyboard.type(`${key}: "not a valid value"`);
    await app.page.waitForFunction(
      (l) => window.rulebench!.markers!('ruleset').some((m) => m.startLineNumber === l),
      n,
      { timeout: 10_000 },
    );
    const message: string = await app.page.evaluate(
      (l) => window.rulebench!.markers!('ruleset').find((m) => m.startLineNumber === l)!.message,
      n,
    );
    await app.page.locator('.monaco-editor .squiggly-error').first().waitFor();
    await caretAt(n, key.length + 4);
    await app.page.keyboard.press('Control+k');
    await app.page.keyboard.press('Control+i');
    const hover = app.page.locator('.monaco-hover .marker.hover-contents', { hasText: message.slice(0, 40) }).first();
    await hover.waitFor({ timeout: 20_000 });
    await app.page.keyboard.press('Escape');
    await undoTo(before);
  });

  it('Ctrl+/ comments a line out and back in; Ctrl+Backspace deletes a word', async () => {
    const before = await rulesetText();
    const { n, key } = await keyLine();
    const original = await line(n);
    await caretAt(n);
    await app.page.keyboard.press('Control+/');
    await expect.poll(() => line(n)).toBe(`# ${original}`);
    await app.page.keyboard.press('Control+/');
    await expect.poll(() => line(n)).toBe(original);
    await caretAt(n, key.length + 1);
    await app.page.keyboard.press('Control+Backspace');
    await expect.poll(() => line(n)).toBe(original.slice(key.length));
    await undoTo(before);
  });

  it("after Ctrl+M (Monaco's own Tab switch), Enter still starts typing: Tab then indents", async () => {
    const before = await rulesetText();
    await caretAt(1);
    // Ctrl+M turns Tab-moves-focus on for the whole page; leaving the editor and coming back with
    // Enter must turn it off again (monaco-setup.ts runs the toggle action), or Tab could never indent.
    await app.page.keyboard.press('Control+m');
    await app.page.keyboard.press('Tab');
    expect(await inEditor()).toBe(false);
    expect(await rulesetText()).toBe(before);
    // Monaco reports the editor's blur from a 0 ms timer (focus may come straight back inside it). A 0 ms timer set
    // on the page now runs after it (timers of equal delay run in the order they were set): the blur has been
    // reported once it has, as it always has by the time a person presses the next key.
    await app.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await app.page.keyboard.press('Shift+Tab');
    expect(await inEditor()).toBe(true);
    await app.page.keyboard.press('Enter');
    expect(await rulesetText()).toBe(before);
    await app.page.keyboard.press('Tab');
    await expect.poll(rulesetText).not.toBe(before);
    await undoTo(before);
  });
});
