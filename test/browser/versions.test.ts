/**
 * Versions in Chromium (production build): "Save as new version" keeps the edited ruleset under
 * a new id and the scenario plays it; after a reload it is in the ruleset picker and in
 * `wb.versions` (what compare lists); a scenario is re-pointed to it from "Scenario plays"
 * (undoable); compare lists it as ruleset B; a full storage is reported. A fresh profile of its own: it starts from the first visit.
 */
import { describe, expect, it } from 'vitest';
import type { Workbench } from '../../src/ui/app/workbench';
import { started, useApp } from './fixture';

const UNITS = 'rulesets/units-v1.2.yaml';
const FIGHT = 'scenarios/units/01-class1-takes-class4.yaml';
const DRAFT = 'units-v1.3-draft';

const rulesetPicker = () => app.page.getByLabel('Open a shipped ruleset');
const scenarioPicker = () => app.page.getByLabel('Open a shipped scenario');
const playOn = () => app.page.locator('[data-testid="play-on"]');
/** What `read` finds in the workbench behind the page (it runs there, on the workbench). */
async function wb<T>(read: (w: Workbench) => T): Promise<T> {
  const handle = await app.page.evaluateHandle(() => window.rulebench!.workbench);
  try {
    return await handle.evaluate(read);
  } finally {
    await handle.dispose();
  }
}
const badge = () => app.page.locator('[data-testid="save-state"]').textContent();

/** Problems the workbench lists for the open files (none means the board plays them). */
const problems = () => wb((w) => w.evaluation.diagnostics.map((d) => d.message));

const app = useApp(started);

describe('Save as new version', () => {
  it('keeps the edited ruleset under the suggested id, opens it, and the scenario plays it; the shipped one stays edited and revertible', async () => {
    await rulesetPicker().selectOption(UNITS);
    await scenarioPicker().selectOption(FIGHT);
    await app.page.evaluate(() => {
      const w = window.rulebench!.workbench;
      w.setText('ruleset', w.ruleset.text.replace(/^plyLimit: 200$/m, 'plyLimit: 150'));
      w.flush();
    });
    await app.page.getByRole('button', { name: 'Save as new version…' }).click();
    const name = app.page.getByLabel('Name of the new version');
    // Suggested, and focused: Enter saves it.
    expect(await name.inputValue()).toBe(DRAFT);
    expect(await name.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await name.press('Enter');
    await app.page
      .locator('.flash.info', { hasText: `Saved as version ${DRAFT}. The scenario now plays ${DRAFT}` })
      .waitFor();
    expect(await wb((w) => w.ruleset.path)).toBe(`rulesets/${DRAFT}.yaml`);
    expect(await wb((w) => w.ruleset.text)).toMatch(/^plyLimit: 150$/m);
    expect(await wb((w) => w.scenario!.text)).toMatch(new RegExp(`^ruleset: ${DRAFT}$`, 'm'));
    await expect.poll(problems).toEqual([]);
    expect(await app.page.evaluate((u) => window.rulebench!.workbench.hasEdits('ruleset', u), UNITS)).toBe(true);
    expect(await rulesetPicker().evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '')).toContain(
      DRAFT,
    );
    // The scenario's re-pointing is one undo step.
    await app.page.getByRole('button', { name: '↶ Undo' }).click();
    expect(await wb((w) => w.scenario!.text)).toMatch(/^ruleset: units-v1\.2$/m);
    await app.page.getByRole('button', { name: '↷ Redo' }).click();
    expect(await wb((w) => w.scenario!.text)).toMatch(new RegExp(`^ruleset: ${DRAFT}$`, 'm'));
  });

  it('refuses a name that is taken, saying what to do', async () => {
    await app.page.getByRole('button', { name: 'Save as new version…' }).click();
    const name = app.page.getByLabel('Name of the new version');
    await name.fill('units-v1.2');
    await name.press('Enter');
    await app.page
      .getByRole('alert')
      .filter({ hasText: 'units-v1.2 is a shipped ruleset; choose another name.' })
      .waitFor();
    await name.fill(DRAFT);
    await name.press('Enter');
    await app.page
      .getByRole('alert')
      .filter({ hasText: `You already have a version named ${DRAFT}` })
      .waitFor();
    await name.press('Escape');
    await expect.poll(() => app.page.getByLabel('Name of the new version').count()).toBe(0);
  });
});

describe('after a reload', () => {
  it('the version is in the ruleset picker and in wb.versions; it opens, and a scenario is re-pointed to it from "Scenario plays"', async () => {
    await app.page.reload();
    await started(app.page);
    expect(await wb((w) => w.versions.map((v) => v.id))).toEqual([DRAFT]);
    expect(await wb((w) => w.versions[0].from)).toBe('units-v1.2');
    // Open the shipped ruleset (the scenario on the version leaves with it), then the version from the picker.
    // The shipped scenario was re-pointed above: it is an edited shipped file now, back to the shipped text with Revert.
    await rulesetPicker().selectOption(UNITS);
    await scenarioPicker().selectOption(FIGHT);
    await app.page.locator('[data-testid="revert-scenario"]').click();
    expect(await wb((w) => w.scenario!.text)).toMatch(/^ruleset: units-v1\.2$/m);
    await rulesetPicker().selectOption(`#version:${DRAFT}`);
    expect(await wb((w) => w.ruleset.path)).toBe(`rulesets/${DRAFT}.yaml`);
    expect(await wb((w) => w.ruleset.text)).toMatch(/^plyLimit: 150$/m);
    // Re-point a scenario of units-v1.2 to the version.
    await scenarioPicker().selectOption(FIGHT);
    expect(await wb((w) => w.rulesetId)).toBe('units-v1.2');
    await playOn().selectOption(DRAFT);
    await app.page
      .locator('.flash.info', { hasText: `01-class1-takes-class4.yaml now plays ${DRAFT} (Undo puts it back).` })
      .waitFor();
    expect(await wb((w) => w.scenario!.text)).toMatch(new RegExp(`^ruleset: ${DRAFT}$`, 'm'));
    expect(await wb((w) => w.rulesetId)).toBe(DRAFT);
    await expect.poll(problems).toEqual([]);
    expect(await playOn().inputValue()).toBe(DRAFT);
    await app.page.getByRole('button', { name: '↶ Undo' }).click();
    expect(await wb((w) => w.scenario!.text)).toMatch(/^ruleset: units-v1\.2$/m);
  });

  it('a variant written by the designer extends the version by id', async () => {
    await rulesetPicker().selectOption(`#version:${DRAFT}`);
    await app.page.evaluate(
      (draft) => window.rulebench!.workbench.openText('faster.yaml', `extends: ${draft}\nmove:\n  speed: { 4: 2 }\n`),
      DRAFT,
    );
    await expect.poll(() => wb((w) => w.ruleset.path)).toBe('rulesets/faster.yaml');
    // A file from disk is checked in a worker first; the board comes when that check is back.
    await expect.poll(() => wb((w) => (w.frame ? 1 : 0))).toBe(1);
    expect(await problems()).toEqual([]);
  });
});

describe('a full storage', () => {
  it('a version that cannot be stored stays open, and the workbench says it is not saved and offers the download', async () => {
    await rulesetPicker().selectOption(UNITS);
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
    await app.page.getByRole('button', { name: 'Save as new version…' }).click();
    await app.page.getByLabel('Name of the new version').fill('units-v1.4-draft');
    await app.page.getByLabel('Name of the new version').press('Enter');
    const flash = app.page.locator('.flash.error', {
      hasText:
        'Version units-v1.4-draft is open, but it could not be kept in this browser (storage is full): download it to keep it.',
    });
    await flash.waitFor();
    await flash.getByRole('button', { name: 'Download units-v1.4-draft.yaml' }).waitFor();
    await expect.poll(badge).toMatch(/Not saved: storage is full/);
    expect(await wb((w) => w.rulesetId)).toBe('units-v1.4-draft');
    await app.page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('junk-')) localStorage.removeItem(k);
    });
  });
});

describe('compare against a version', () => {
  it('the saved version is a choice for ruleset B, and the diff shows what it changed', async () => {
    await rulesetPicker().selectOption(UNITS);
    // The shipped units-v1.2 still holds the edit the version was saved from: put the shipped text back for A.
    if (await app.page.getByTestId('revert-ruleset').count()) await app.page.getByTestId('revert-ruleset').click();
    await expect.poll(() => wb((w) => w.ruleset.text)).toMatch(/^plyLimit: 200$/m);
    await app.page.locator('[data-testid=compare-toggle]').click();
    await app.page.locator('rb-compare [data-testid=compare-summary]').waitFor({ timeout: 30_000 });
    await app.page.locator('rb-compare [data-testid=compare-b]').selectOption(`version:${DRAFT}`);
    await expect
      .poll(() => app.page.locator('rb-compare [data-testid=rules-diff] [data-path="plyLimit"]').count())
      .toBeGreaterThan(0);
    expect(await app.page.locator('rb-compare [data-testid=rules-diff]').textContent()).toMatch(/200 → 150/);
    expect(app.errors).toEqual([]);
  });
});
