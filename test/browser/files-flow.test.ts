/**
 * Opening files in Chromium (production build): reopening an edited shipped
 * file keeps the edit, the pickers always show what is loaded, recording at
 * the end keeps the end checks, and an unreadable action is a red error.
 * A fresh profile of its own, so it starts from the first visit.
 */
import { describe, expect, it } from 'vitest';
import type { MarkerSeverity } from 'monaco-editor/editor';
import { started, useApp } from './fixture';

const UNITS = 'rulesets/units-v1.2.yaml';
const DICE = 'rulesets/dice-cubes.yaml';
const TURN = 'scenarios/units/11-turn-action.yaml';

const rulesetPicker = () => app.page.getByLabel('Open a shipped ruleset');
const scenarioPicker = () => app.page.getByLabel('Open a shipped scenario');
const recentPicker = () => app.page.getByLabel('Open a recent file');
const wbText = (kind: 'ruleset' | 'scenario') =>
  app.page.evaluate((k) => window.rulebench!.workbench[k]?.text as string, kind);
const loaded = () =>
  app.page.evaluate(() => {
    const wb = window.rulebench!.workbench;
    return { ruleset: wb.ruleset.path, scenario: wb.scenario?.path ?? null };
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
  await app.page.evaluate(
    ([k, t]) => {
      const wb = window.rulebench!.workbench;
      wb.setText(k, t);
      wb.flush();
    },
    [kind, text] as const,
  );
}

const app = useApp(started);

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
    const scenarios: string[] = await app.page.evaluate(() =>
      window.rulebench!.workbench.catalog.scenarios.map((s) => s.path),
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
    expect(app.errors).toEqual([]);
  });
});

describe('reopening a shipped file keeps the edits', () => {
  it('an edited ruleset comes back edited from the picker, marked, with an undoable "Revert to shipped"', async () => {
    await rulesetPicker().selectOption(UNITS);
    const shipped = await wbText('ruleset');
    const mine = shipped.replace(/^plyLimit: \d+/m, 'plyLimit: 150');
    expect(mine).not.toBe(shipped);
    await setText('ruleset', mine);
    await app.page.getByTestId('edited-ruleset').waitFor();
    await expect(app.page.locator('#tab-ruleset').textContent()).resolves.toMatch(/\(edited\)/);

    await rulesetPicker().selectOption(DICE);
    await expect(app.page.getByTestId('edited-ruleset').count()).resolves.toBe(0);
    // The picker says which shipped file has edits.
    await expect(rulesetPicker().locator(`option[value="${UNITS}"]`).textContent()).resolves.toMatch(/\(edited\)/);
    await rulesetPicker().selectOption(UNITS);
    expect(await wbText('ruleset')).toBe(mine);
    await app.page.locator('.flash.info', { hasText: 'edited units-v1.2.yaml' }).waitFor();
    await app.page.getByTestId('edited-ruleset').waitFor();
    await expectPickersShowLoaded();
    // Recent keeps the edit too.
    await rulesetPicker().selectOption(DICE);
    await pickRecent('ruleset', UNITS);
    expect(await wbText('ruleset')).toBe(mine);

    // Revert, then undo the revert.
    await app.page.getByTestId('revert-ruleset').click();
    expect(await wbText('ruleset')).toBe(shipped);
    await expect(app.page.getByTestId('edited-ruleset').count()).resolves.toBe(0);
    await app.page.getByRole('button', { name: 'Undo revert' }).click();
    expect(await wbText('ruleset')).toBe(mine);

    // After a reload, the edit is still there, and still reopens from the picker.
    await app.page.reload();
    await app.page.waitForSelector('rb-board');
    expect(await wbText('ruleset')).toBe(mine);
    await rulesetPicker().selectOption(DICE);
    await rulesetPicker().selectOption(UNITS);
    expect(await wbText('ruleset')).toBe(mine);
    // Put the shipped text back for the tests below.
    await app.page.getByTestId('revert-ruleset').click();
    expect(await wbText('ruleset')).toBe(shipped);
    expect(app.errors).toEqual([]);
  });
});

describe('recording a move at the end', () => {
  it('11-turn-action: the end checks stay where they were and still pass; one undo takes it all back', async () => {
    await scenarioPicker().selectOption(TURN);
    // An edited file is checked in a worker first: its board comes when that check is back.
    await app.page.waitForFunction(
      () => window.rulebench!.workbench.frame?.scenario && !window.rulebench!.workbench.frame.stale,
    );
    const before = await wbText('scenario');
    const n: number = await app.page.evaluate(() => window.rulebench!.workbench.length);
    await app.page.locator('body').click({ position: { x: 5, y: 5 } });
    await app.page.keyboard.press('End');
    const move = await app.page.evaluate(() => {
      const f = window.rulebench!.workbench.frame!;
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
    await app.page.locator(`rb-board .hit[data-sq="${move!.from}"]`).click();
    await app.page.locator(`rb-board .hit[data-sq="${move!.to}"]`).click();
    await app.page.waitForFunction((k) => window.rulebench!.workbench.length === k + 1, n);
    const after = await wbText('scenario');
    expect(after).toContain(`- { from: ${move!.from}, to: ${move!.to} }`);
    expect(after).toContain(`  - after: ${n}\n    pieces:`);
    expect(await app.page.evaluate(() => window.rulebench!.workbench.evaluation.failures.length)).toBe(0);
    await expect(app.page.locator('rb-error-list li.failure').count()).resolves.toBe(0);
    // The moved-on end still shows every check passing.
    await expect(app.page.locator('.board-status .fail').count()).resolves.toBe(0);
    await app.page.getByTestId('edited-scenario').waitFor();
    await app.page.getByRole('button', { name: /Undo/ }).first().click();
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
    await app.page.locator('rb-error-list li.error', { hasText: 'e66' }).waitFor();
    await expect(app.page.locator('rb-error-list li.failure').count()).resolves.toBe(0);
    await expect(app.page.getByTestId('refused').count()).resolves.toBe(0);
    await app.page.waitForFunction(() => !!window.rulebench?.markers, null, { timeout: 30_000 });
    await app.page.waitForFunction(
      (l) =>
        window.rulebench!.markers!('scenario').some(
          (m) => m.severity === (8 as MarkerSeverity) && m.startLineNumber === l,
        ),
      line,
      { timeout: 30_000 },
    );
    await setText('scenario', text);
    await app.page.locator('rb-error-list li.error').waitFor({ state: 'detached' });
    expect(app.errors).toEqual([]);
  });
});
