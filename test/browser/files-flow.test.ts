/**
 * Opening files in Chromium (production build): reopening an edited shipped
 * file keeps the edit, the pickers always show what is loaded, recording at
 * the end keeps the end checks, and an unreadable action is a red error.
 * A fresh profile of its own, so it starts from the first visit.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, type Launched } from './browser';

let b: Launched;
let page: Page;

const UNITS = 'rulesets/units-v1.2.yaml';
const DICE = 'rulesets/dice-cubes.yaml';
const TURN = 'scenarios/units/11-turn-action.yaml';

const rulesetPicker = () => page.getByLabel('Open a shipped ruleset');
const scenarioPicker = () => page.getByLabel('Open a shipped scenario');
const recentPicker = () => page.getByLabel('Open a recent file');
const wbText = (kind: 'ruleset' | 'scenario') =>
  page.evaluate((k) => (window as any).rulebench.workbench[k]?.text as string, kind);
const loaded = () =>
  page.evaluate(() => {
    const wb = (window as any).rulebench.workbench;
    return { ruleset: wb.ruleset.path as string, scenario: (wb.scenario?.path ?? null) as string | null };
  });

/** The picker shows the loaded file (its value, and the option the designer sees as chosen). */
async function expectPickersShowLoaded(): Promise<void> {
  const { ruleset, scenario } = await loaded();
  await expect.poll(() => rulesetPicker().inputValue()).toBe(ruleset);
  const shown = await rulesetPicker().evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  expect(shown).toContain(ruleset.split('/').pop()!.replace('.yaml', ''));
  if (scenario) await expect.poll(() => scenarioPicker().inputValue()).toBe(scenario);
}

async function pickRecent(kind: string, path: string): Promise<void> {
  await recentPicker().selectOption(`${kind}|${path}`);
}

/** Sets a file's text as typing would (the editor forwards each change to the workbench). */
async function setText(kind: 'ruleset' | 'scenario', text: string): Promise<void> {
  await page.evaluate(
    ([k, t]) => {
      const wb = (window as any).rulebench.workbench;
      wb.setText(k, t);
      wb.flush();
    },
    [kind, text] as const,
  );
}

beforeAll(async () => {
  b = await launch(inject('chromiumPath'));
  page = b.page;
  await page.goto(inject('baseUrl'));
  await page.waitForSelector('rb-board');
  await page.waitForFunction(() => (window as any).rulebench.workbench.started);
});

afterAll(async () => {
  await b?.close();
});

describe('the pickers show what is loaded', () => {
  it('after the picker, Recent and scenarios that switch the ruleset', async () => {
    await rulesetPicker().selectOption(DICE);
    expect((await loaded()).ruleset).toBe(DICE);
    await rulesetPicker().selectOption(UNITS);
    expect((await loaded()).ruleset).toBe(UNITS);
    await pickRecent('ruleset', DICE);
    expect((await loaded()).ruleset).toBe(DICE);
    await expectPickersShowLoaded();
    // Scenarios of other rulesets switch the ruleset under the picker.
    const scenarios: string[] = await page.evaluate(() =>
      (window as any).rulebench.workbench.catalog.scenarios.map((s: any) => s.path),
    );
    const some = [
      scenarios.find((p) => p.includes('/units/'))!,
      scenarios.find((p) => p.includes('escape'))!,
      scenarios.find((p) => p.includes('dice'))!,
    ].filter(Boolean);
    for (const s of some) {
      await scenarioPicker().selectOption(s);
      await expectPickersShowLoaded();
    }
    await pickRecent('ruleset', UNITS);
    await expectPickersShowLoaded();
    // The shown ruleset is the loaded one, so choosing another one works.
    await rulesetPicker().selectOption(DICE);
    expect((await loaded()).ruleset).toBe(DICE);
    await expectPickersShowLoaded();
    expect(b.errors).toEqual([]);
  });
});

describe('reopening a shipped file keeps the edits', () => {
  it('an edited ruleset comes back edited from the picker, marked, with an undoable "Revert to shipped"', async () => {
    await rulesetPicker().selectOption(UNITS);
    const shipped = await wbText('ruleset');
    const mine = shipped.replace(/^plyLimit: \d+/m, 'plyLimit: 150');
    expect(mine).not.toBe(shipped);
    await setText('ruleset', mine);
    await page.getByTestId('edited-ruleset').waitFor();
    await expect(page.locator('#tab-ruleset').textContent()).resolves.toMatch(/\(edited\)/);

    await rulesetPicker().selectOption(DICE);
    await expect(page.getByTestId('edited-ruleset').count()).resolves.toBe(0);
    // The picker says which shipped file has edits.
    await expect(rulesetPicker().locator(`option[value="${UNITS}"]`).textContent()).resolves.toMatch(/\(edited\)/);
    await rulesetPicker().selectOption(UNITS);
    expect(await wbText('ruleset')).toBe(mine);
    await page.locator('.flash.info', { hasText: 'edited units-v1.2.yaml' }).waitFor();
    await page.getByTestId('edited-ruleset').waitFor();
    await expectPickersShowLoaded();
    // Recent keeps the edit too.
    await rulesetPicker().selectOption(DICE);
    await pickRecent('ruleset', UNITS);
    expect(await wbText('ruleset')).toBe(mine);

    // Revert, then undo the revert.
    await page.getByTestId('revert-ruleset').click();
    expect(await wbText('ruleset')).toBe(shipped);
    await expect(page.getByTestId('edited-ruleset').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Undo revert' }).click();
    expect(await wbText('ruleset')).toBe(mine);

    // After a reload, the edit is still there, and still reopens from the picker.
    await page.reload();
    await page.waitForSelector('rb-board');
    expect(await wbText('ruleset')).toBe(mine);
    await rulesetPicker().selectOption(DICE);
    await rulesetPicker().selectOption(UNITS);
    expect(await wbText('ruleset')).toBe(mine);
    // Put the shipped text back for the tests below.
    await page.getByTestId('revert-ruleset').click();
    expect(await wbText('ruleset')).toBe(shipped);
    expect(b.errors).toEqual([]);
  });
});

describe('recording a move at the end', () => {
  it('11-turn-action: the end checks stay where they were and still pass; one undo takes it all back', async () => {
    await scenarioPicker().selectOption(TURN);
    // An edited file is checked in a worker first: its board comes when that check is back.
    await page.waitForFunction(
      () => (window as any).rulebench.workbench.frame?.scenario && !(window as any).rulebench.workbench.frame.stale,
    );
    const before = await wbText('scenario');
    const n: number = await page.evaluate(() => (window as any).rulebench.workbench.length);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    const move = await page.evaluate(() => {
      const f = (window as any).rulebench.workbench.frame;
      const game = f.replay.game;
      const buf = new Int32Array(game.maxActions);
      const k = game.legalActions(f.state, buf);
      for (let i = 0; i < k; i++) {
        const o = game.formatAction(f.state, buf[i]);
        if (o.from && o.to) return o as { from: string; to: string };
      }
      return null;
    });
    expect(move).not.toBeNull();
    await page.locator(`rb-board .hit[data-sq="${move!.from}"]`).click();
    await page.locator(`rb-board .hit[data-sq="${move!.to}"]`).click();
    await page.waitForFunction((k) => (window as any).rulebench.workbench.length === k + 1, n);
    const after = await wbText('scenario');
    expect(after).toContain(`- { from: ${move!.from}, to: ${move!.to} }`);
    expect(after).toContain(`  - after: ${n}\n    pieces:`);
    expect(await page.evaluate(() => (window as any).rulebench.workbench.evaluation.failures.length)).toBe(0);
    await expect(page.locator('rb-error-list li.failure').count()).resolves.toBe(0);
    // The moved-on end still shows every check passing.
    await expect(page.locator('.board-status .fail').count()).resolves.toBe(0);
    await page.getByTestId('edited-scenario').waitFor();
    await page.getByRole('button', { name: /Undo/ }).first().click();
    expect(await wbText('scenario')).toBe(before);
  });
});

describe('an action the game cannot read', () => {
  it('is a red error marker at the action, not an orange refusal', async () => {
    await scenarioPicker().selectOption(TURN);
    const text = await wbText('scenario');
    const bad = text.replace('{ from: f1, to: f5,', '{ from: f1, to: e66,');
    expect(bad).not.toBe(text);
    await setText('scenario', bad);
    const line = bad.split('\n').findIndex((l) => l.includes('to: e66')) + 1;
    await page.locator('rb-error-list li.error', { hasText: 'e66' }).waitFor();
    await expect(page.locator('rb-error-list li.failure').count()).resolves.toBe(0);
    await expect(page.getByTestId('refused').count()).resolves.toBe(0);
    await page.waitForFunction(() => !!(window as any).rulebench.markers, null, { timeout: 30_000 });
    await page.waitForFunction(
      (l) =>
        (window as any).rulebench.markers('scenario').some((m: any) => m.severity === 8 && m.startLineNumber === l),
      line,
      { timeout: 30_000 },
    );
    await setText('scenario', text);
    await page.locator('rb-error-list li.error').waitFor({ state: 'detached' });
    expect(b.errors).toEqual([]);
  });
});
