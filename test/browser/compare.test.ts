/**
 * The compare view in real Chromium (production build): units-v1.2 (A) against units-v1.1 (B)
 * on the sample where they part, two boards that differ after the fight, the first-divergence
 * jump, a diff entry opening its key in B's editor, an edit of B re-running both sides and
 * surviving a reload; a link copied in the view opens the same comparison in a fresh browser.
 */
import { describe, expect, it } from 'vitest';
import { editorReady, openApp, useApp } from './fixture';

/** The class of the piece on `square` on board `side` (A or B), read from the state the board draws. */
const classOn = (side: 'A' | 'B', square: string) =>
  app.page.evaluate(
    ([s, sq]) => {
      const board = document
        .querySelector('rb-compare')!
        .shadowRoot!.querySelector<HTMLElementTagNameMap['rb-board']>(`rb-board[data-side="${s}"]`)!;
      return board.game!.view(board.state).pieces.find((p) => p.at === sq)?.class ?? null;
    },
    [side, square] as const,
  );

const position = () => app.page.evaluate(() => window.rulebench!.workbench.position);

const app = useApp(async (page) => {
  await editorReady(page);
  await page.locator('[data-testid=compare-toggle]').click();
  await page.locator('rb-compare [data-testid=compare-summary]').waitFor();
});

describe('the compare view (units-v1.2 against units-v1.1)', () => {
  it('opens on the sample where the versions part, with the differing steps marked on one timeline', async () => {
    expect(await app.page.evaluate(() => window.rulebench!.workbench.scenario!.path)).toBe(
      'scenarios/units/16-v1.1-and-v1.2-part-after-a-fight.yaml',
    );
    await expect.poll(() => app.page.locator('rb-compare rb-board').count()).toBe(2);
    expect(await app.page.locator('rb-compare rb-timeline').count()).toBe(1);
    expect(await app.page.locator('rb-compare rb-move-log').count()).toBe(2);
    const strong = await app.page
      .locator('rb-compare rb-timeline .tick.strong')
      .evaluateAll((ts) => ts.map((t) => Number(t.getAttribute('data-position'))));
    expect(strong).toEqual([1, 3, 5]);
    expect(await app.page.locator('rb-compare [data-testid=compare-summary]').textContent()).toMatch(
      /First divergence after action 1\.\s+B stops at action 5\./,
    );
  });

  it('the first-divergence jump lands after the fight, where the two boards differ', async () => {
    await app.page.locator('rb-compare [data-testid=first-divergence]').click();
    await expect.poll(position).toBe(1);
    await expect.poll(() => classOn('A', 'a5')).toBe(3);
    expect(await classOn('B', 'a5')).toBe(1);
    expect(await app.page.locator('rb-compare [data-testid=differing-squares]').textContent()).toBe(
      'Squares that differ: a5',
    );
    // Both boards frame the square that differs (a dashed frame, the `differs` mark).
    expect(await app.page.locator('rb-compare rb-board rect.differs').count()).toBe(2);
  });

  it('n goes to the next divergence; at the refusal B stays before it and says why', async () => {
    await app.page.locator('rb-compare [data-testid=compare-summary]').click();
    await app.page.keyboard.press('n');
    await expect.poll(position).toBe(3);
    await app.page.keyboard.press('n');
    await expect.poll(position).toBe(5);
    expect(await app.page.locator('rb-compare [data-testid=note-B]').textContent()).toBe(
      "B refuses action 5: c7 holds north's unit, not south's. Its board stays before it; the other side goes on.",
    );
    expect(await classOn('A', 'c3')).toBe(1);
    expect(await classOn('B', 'c3')).toBeNull();
  });

  it("clicking a diff entry opens its key in B's editor", async () => {
    await app.page.locator('rb-compare [data-testid=diff-open-b][data-path="combat.classChange"]').click();
    await expect.poll(() => app.page.locator('#tab-ruleset-b').getAttribute('aria-selected')).toBe('true');
    const bText = await app.page.evaluate(() => document.querySelector('rb-compare')!.model.b!.file.text);
    const line = bText.split('\n').findIndex((l: string) => /^\s+classChange: keep/.test(l)) + 1;
    await expect
      .poll(() => app.page.locator('.monaco-editor .line-numbers.active-line-number').first().textContent())
      .toBe(String(line));
    // Monaco draws spaces as no-break spaces, which \s matches.
    expect(await app.page.locator('.monaco-editor .view-lines').textContent()).toMatch(/extends:\s+units-v1\.2/);
  });

  it('editing B in its editor re-runs both sides: with the after-capture table the sample no longer parts', async () => {
    // The caret is at the key and the editor has the focus (opened from the diff).
    await app.page.keyboard.press('End');
    for (let i = 0; i < 'keep'.length; i++) await app.page.keyboard.press('Backspace');
    await app.page.keyboard.type('table');
    await expect
      .poll(() => app.page.locator('rb-compare [data-testid=compare-summary]').textContent(), { timeout: 10_000 })
      .toMatch(/play this scenario the same way/);
    expect(await app.page.locator('rb-compare rb-timeline .tick').count()).toBe(0);
    expect(await app.page.locator('rb-compare .edited').textContent()).toBe('B edited');
  });

  it('after a reload the view is back with B as edited', async () => {
    await app.page.reload();
    await app.page.locator('rb-compare [data-testid=compare-summary]').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => app.page.locator('rb-compare [data-testid=compare-summary]').textContent())
      .toMatch(/play this scenario the same way/);
    expect(await app.page.locator('rb-compare .edited').textContent()).toBe('B edited');
    expect(app.errors).toEqual([]);
  });
});

describe('a link copied in the compare view', () => {
  it('opens the same comparison (A, B as edited, the step) in a fresh browser', async () => {
    await app.page.locator('rb-compare [data-testid=compare-summary]').waitFor();
    await app.page.evaluate(() => window.rulebench!.workbench.seek(3));
    const bText = () => document.querySelector('rb-compare')!.model.b!.file.text;
    const sent = await app.page.evaluate(bText);
    await app.page.getByTestId('copy-link').click();
    const link = await app.page.getByTestId('share-link').inputValue();
    const fresh = await openApp(undefined, link);
    try {
      await fresh.page.locator('rb-compare [data-testid=compare-summary]').waitFor({ timeout: 30_000 });
      await expect.poll(() => fresh.page.evaluate(bText), { timeout: 10_000 }).toBe(sent);
      await expect
        .poll(() => fresh.page.locator('rb-compare [data-testid=compare-summary]').textContent())
        .toMatch(/play this scenario the same way/);
      expect(await fresh.page.evaluate(() => window.rulebench!.workbench.position)).toBe(3);
      expect(await fresh.page.evaluate(() => window.rulebench!.workbench.rulesetId)).toBe('units-v1.2');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
