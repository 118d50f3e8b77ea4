/**
 * No edit lost (issue 10, deliverable 7), in real Chromium: Tab passes the editor by,
 * two tabs never overwrite each other silently, and a full storage is reported, also
 * after a reload, until a write succeeds.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { editorReady, started, useApp } from './fixture';

/** Started, and the editor loaded. */
async function ready(p: Page): Promise<void> {
  await started(p);
  await editorReady(p);
}

const rulesetText = (p: Page) => p.evaluate(() => window.rulebench!.workbench.ruleset.text);
const badge = (p: Page) => p.locator('[data-testid="save-state"]').textContent();
const inEditor = (p: Page) => p.evaluate(() => document.activeElement?.closest('.monaco-editor') != null);

/** Types at the end of line 1 of the ruleset, through the app's "jump to line" (a request to edit there). */
async function typeInRuleset(p: Page, s: string): Promise<void> {
  await p.evaluate(() => window.rulebench!.workbench.reveal('ruleset', 1, 1));
  await p.waitForFunction(() => document.activeElement?.closest('.monaco-editor') != null);
  await p.keyboard.press('End');
  await p.keyboard.type(s);
}

const app = useApp(ready);

describe('the Tab key', () => {
  it('moves through the page past the editor without changing any text; after Enter in the editor it indents', async () => {
    const before = await rulesetText(app.page);
    await app.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let visited = false;
    for (let i = 0; i < 80 && !visited; i++) {
      await app.page.keyboard.press('Tab');
      visited = await inEditor(app.page);
    }
    expect(visited).toBe(true);
    // Tab again leaves the editor: focus moves on, the text is untouched and not marked edited.
    await app.page.keyboard.press('Tab');
    expect(await inEditor(app.page)).toBe(false);
    expect(await rulesetText(app.page)).toBe(before);
    expect(await app.page.evaluate(() => window.rulebench!.workbench.edited(window.rulebench!.workbench.ruleset))).toBe(
      false,
    );
    // Back into it with Shift+Tab; Enter starts typing (and inserts nothing), then Tab indents.
    await app.page.keyboard.press('Shift+Tab');
    expect(await inEditor(app.page)).toBe(true);
    await app.page.keyboard.press('Enter');
    expect(await rulesetText(app.page)).toBe(before);
    await app.page.keyboard.press('Tab');
    await expect.poll(() => rulesetText(app.page)).not.toBe(before);
    await app.page.keyboard.press('Control+z');
    await expect.poll(() => rulesetText(app.page)).toBe(before);
  });
});

describe('two tabs', () => {
  it('an edit saved in one tab is offered in the other, which loads it only when asked', async () => {
    const other = await app.context.newPage();
    await other.goto(inject('baseUrl'));
    await ready(other);
    const original = await rulesetText(other);
    await typeInRuleset(app.page, ' # from tab one');
    await expect.poll(() => rulesetText(app.page)).toMatch(/# from tab one/);
    const flash = other.locator('.flash.error', { hasText: 'Another tab saved a newer text of units-v1.2.yaml' });
    await flash.waitFor({ timeout: 10_000 });
    expect(await rulesetText(other)).toBe(original);
    await expect.poll(() => badge(other)).toMatch(/Not saved: another tab saved a newer units-v1\.2\.yaml/);
    await flash.getByRole('button', { name: 'Load theirs' }).click();
    await expect.poll(() => rulesetText(other)).toMatch(/# from tab one/);
    // The editor shows the loaded text too, and the badge is honest again.
    const shown = async () =>
      ((await other.locator('rb-yaml-editor .view-lines').first().textContent()) ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(shown).toMatch(/# from tab one/);
    await expect.poll(() => badge(other)).toMatch(/Saved locally/);
    await other.close();
  });
});

describe('a full storage', () => {
  it('says "Not saved: storage is full" where the edit was made, after a reload too, until a write succeeds', async () => {
    await expect.poll(() => badge(app.page)).toMatch(/Saved locally/);
    // Fill the site's quota with junk, down to the last character.
    await app.page.evaluate(() => {
      let i = 0;
      for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
        const chunk = 'j'.repeat(size);
        for (;;) {
          try {
            localStorage.setItem(`junk-${i++}`, chunk);
          } catch {
            break;
          }
        }
      }
    });
    await typeInRuleset(app.page, ' # lost?');
    await expect.poll(() => badge(app.page)).toMatch(/Not saved: storage is full/);
    await app.page.reload();
    await ready(app.page);
    await expect.poll(() => badge(app.page)).toMatch(/Not saved: storage is full/);
    // Room again: the next edit is saved, and only now does the badge say so.
    await app.page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('junk-')) localStorage.removeItem(k);
    });
    await typeInRuleset(app.page, ' # kept');
    await expect.poll(() => badge(app.page)).toMatch(/Saved locally/);
    expect(await app.page.evaluate(() => localStorage.getItem('rulebench.session'))).toMatch(/# kept/);
  });
});
