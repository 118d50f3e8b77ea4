/**
 * The workbench in real Chromium, from the production build (`vite build` +
 * `vite preview`, started by global-setup.ts). One page is shared by the
 * steps below, which run in order like a designer's session.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarkerSeverity } from 'monaco-editor/editor';
import { useApp } from './fixture';

const SHOTS = 'test-results';

/** What the engine says is on the board now: square → owner. */
async function enginePieces(): Promise<Record<string, string>> {
  return app.page.evaluate(() => {
    const wb = window.rulebench!.workbench;
    const f = wb.frame!;
    const out: Record<string, string> = {};
    for (const p of f.replay.game.view(f.state).pieces) out[p.at] = p.owner;
    return out;
  });
}

/** Every square's accessible label on the board (walks into the nested shadow roots). */
async function boardLabels(): Promise<Record<string, string>> {
  return app.page.evaluate(() => {
    const hits: Element[] = [];
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.classList.contains('hit')) hits.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document.querySelector('rb-board')!.shadowRoot!);
    const out: Record<string, string> = {};
    for (const r of hits) {
      const label = r.getAttribute('aria-label');
      if (label) out[r.getAttribute('data-sq')!] = label;
    }
    return out;
  });
}

/** What the board draws: square → owner of the piece (pawn) on it, read from the labels ("north unit …", "skull (skulls)", "p1's pawn"). */
async function boardPieces(): Promise<Record<string, string>> {
  const players: string[] = await app.page.evaluate(() => [...window.rulebench!.workbench.frame!.replay.game.players]);
  const out: Record<string, string> = {};
  for (const [sq, label] of Object.entries(await boardLabels())) {
    const owner = players.find((p) =>
      new RegExp(`(^|[\\s:(])${p}('|’| unit|,|\\))`).test(label.slice(label.indexOf(':'))),
    );
    if (owner) out[sq] = owner;
  }
  return out;
}

/** Lit renders asynchronously: poll until the drawn board catches up with the engine. */
async function expectBoardMatchesEngine(): Promise<void> {
  const want = await enginePieces();
  await expect.poll(boardPieces, { timeout: 10_000 }).toEqual(want);
}

const position = () => app.page.evaluate(() => window.rulebench!.workbench.position);
const wbText = (kind: 'ruleset' | 'scenario') =>
  app.page.evaluate((k) => window.rulebench!.workbench[k]?.text as string, kind);

async function editorReady(): Promise<void> {
  await app.page.waitForSelector('rb-yaml-editor[data-ready] .monaco-editor', { timeout: 30_000 });
}

/** Puts the editor caret on `line` of `kind` through the app's own "jump to line". */
async function gotoLine(kind: 'ruleset' | 'scenario', line: number): Promise<void> {
  await app.page.evaluate(([k, l]) => window.rulebench!.workbench.reveal(k, l, 1), [kind, line] as const);
  await app.page.waitForFunction(() => document.activeElement?.closest('.monaco-editor') !== null);
}

const app = useApp();

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

describe('workbench in Chromium (production build)', () => {
  it('opens units-v1.2 with a sample scenario on the first visit, board before editor', async () => {
    await app.page.waitForSelector('rb-board');
    const first = await app.page.evaluate(() => {
      const wb = window.rulebench!.workbench;
      return {
        ruleset: wb.ruleset.path,
        scenario: wb.scenario?.path ?? null,
        editorReady: !!document.querySelector('rb-yaml-editor[data-ready]'),
      };
    });
    expect(first.ruleset).toBe('rulesets/units-v1.2.yaml');
    expect(first.scenario).toMatch(/^scenarios\/.+\.yaml$/);
    await expectBoardMatchesEngine();
    await editorReady();
    await expect(app.page.locator('[data-testid="save-state"]').textContent()).resolves.toMatch(/Saved locally/);
  });

  it('the YAML worker runs: schema completion in the scenario editor, hover docs in the ruleset editor', async () => {
    // Completion: a new top-level line in the scenario offers the keys it does not have yet.
    const scenario = (await wbText('scenario')).split('\n');
    await gotoLine('scenario', scenario.findIndex((l) => l.startsWith('ruleset:')) + 1);
    await app.page.keyboard.press('End');
    await app.page.keyboard.press('Enter');
    await app.page.keyboard.press('Control+Space');
    const suggest = app.page.locator('.suggest-widget .monaco-list-row');
    await suggest.first().waitFor({ timeout: 20_000 });
    const offered = await suggest.allTextContents();
    expect(offered.join(' ')).toMatch(/seed|setup|expect|title/);
    await app.page.keyboard.press('Escape');
    await app.page.keyboard.press('Control+z');
    // Hover: the schema's description of `family:` (keyboard: Ctrl+K Ctrl+I shows the hover at the caret).
    const ruleset = (await wbText('ruleset')).split('\n');
    await gotoLine('ruleset', ruleset.findIndex((l) => l.startsWith('family:')) + 1);
    await app.page.keyboard.press('Control+k');
    await app.page.keyboard.press('Control+i');
    await app.page.locator('.monaco-hover', { hasText: 'game family' }).first().waitFor({ timeout: 20_000 });
    await app.page.keyboard.press('Escape');
  });

  it('steps forward and back; the SVG board shows what the engine says', async () => {
    await app.page.locator('body').click({ position: { x: 5, y: 5 } });
    await app.page.keyboard.press('Home');
    expect(await position()).toBe(0);
    const start = await boardPieces();
    const length = await app.page.evaluate(() => window.rulebench!.workbench.length);
    expect(length).toBeGreaterThan(0);
    await app.page.getByRole('button', { name: 'Next step (→)' }).click();
    expect(await position()).toBe(1);
    await expectBoardMatchesEngine();
    expect(await boardPieces()).not.toEqual(start);
    await app.page.locator('body').click({ position: { x: 5, y: 5 } });
    await app.page.keyboard.press('End');
    expect(await position()).toBe(length);
    await expectBoardMatchesEngine();
    await app.page.keyboard.press('ArrowLeft');
    expect(await position()).toBe(length - 1);
    await app.page.keyboard.press('ArrowRight');
    // The move log: clicking the first move jumps there.
    await app.page
      .locator('rb-move-log')
      .getByRole('button', { name: /^Move 1:/ })
      .click();
    expect(await position()).toBe(1);
    await expectBoardMatchesEngine();
  });

  it('the move log is one Tab stop (the current move); with a move focused the arrow keys step and the focus follows', async () => {
    await app.page.evaluate(() => {
      const wb = window.rulebench!.workbench;
      wb.openShipped('scenarios/units/11-turn-action.yaml');
      wb.seek(2);
    });
    const log = app.page.locator('rb-move-log');
    await log.getByRole('button', { name: /^Move 2:/ }).focus();
    expect(await log.locator('.entry[tabindex="0"]').count()).toBe(1);
    expect(await log.locator('.entry[tabindex="-1"]').count()).toBeGreaterThan(2);
    await app.page.keyboard.press('ArrowRight');
    expect(await position()).toBe(3);
    const focused = () =>
      app.page.evaluate(
        () =>
          (document.querySelector('rb-move-log')!.shadowRoot!.activeElement as HTMLElement | null)?.getAttribute(
            'aria-label',
          ) ?? '',
      );
    expect(await focused()).toMatch(/^Move 3:/);
    await app.page.keyboard.press('ArrowLeft');
    await app.page.keyboard.press('ArrowLeft');
    expect(await focused()).toMatch(/^Move 1:/);
    await app.page.evaluate(() =>
      window.rulebench!.workbench.openShipped('scenarios/units/01-class1-takes-class4.yaml'),
    );
  });

  it('a schema error shows a red marker at its line, greys the board; fixing it replays', async () => {
    await app.page.evaluate(() => window.rulebench!.workbench.seek(1));
    const text = await wbText('ruleset');
    const lines = text.split('\n');
    const idx = lines.findIndex((l) => /^[a-z][A-Za-z]*:\s*\S/.test(l) && !/^(family|title|description):/.test(l));
    expect(idx).toBeGreaterThan(-1);
    const key = lines[idx].split(':')[0];
    await gotoLine('ruleset', idx + 1);
    await app.page.keyboard.press('End');
    await app.page.keyboard.press('Shift+Home');
    await app.page.keyboard.type(`${key}: [not, valid`);
    await app.page.waitForSelector('.board-wrap.stale', { timeout: 5000 });
    const markers = await app.page.evaluate(() => window.rulebench!.markers!('ruleset'));
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.every((m) => m.severity === (8 as MarkerSeverity))).toBe(true);
    expect(markers.some((m) => m.startLineNumber === idx + 1 || m.startLineNumber === idx + 2)).toBe(true);
    await app.page.locator('.monaco-editor .squiggly-error').first().waitFor();
    // The error list names the line; clicking it jumps there.
    const item = app.page.locator('rb-error-list').getByRole('button').first();
    await expect(item.getAttribute('aria-label')).resolves.toMatch(/rulesets\/units-v1\.2\.yaml line \d+/);

    // A schema (not syntax) error: a value of the wrong type.
    await app.page.keyboard.press('End');
    await app.page.keyboard.press('Shift+Home');
    await app.page.keyboard.type(`${key}: "not a valid value"`);
    await app.page.waitForFunction(() => !window.rulebench!.workbench.revalidate.pending);
    await app.page.waitForFunction(
      (line) => {
        const ms = window.rulebench!.markers!('ruleset');
        return ms.length > 0 && ms.some((m) => m.startLineNumber === line);
      },
      idx + 1,
      { timeout: 5000 },
    );
    expect(await position()).toBe(1);
    await app.page.screenshot({ path: `${SHOTS}/workbench-ruleset-error.png` });

    // Fix it: the original line back.
    await app.page.keyboard.press('End');
    await app.page.keyboard.press('Shift+Home');
    await app.page.keyboard.type(lines[idx].trimStart());
    await app.page.waitForSelector('.board-wrap.stale', { state: 'detached', timeout: 5000 });
    expect(await wbText('ruleset')).toBe(text);
    expect(await app.page.evaluate(() => window.rulebench!.markers!('ruleset').length)).toBe(0);
    expect(await position()).toBe(1);
    await expectBoardMatchesEngine();
  });

  it('a move played by clicking is appended to the scenario; undo and redo', async () => {
    await app.page.locator('body').click({ position: { x: 5, y: 5 } });
    await app.page.keyboard.press('End');
    const before = await wbText('scenario');
    const length = await app.page.evaluate(() => window.rulebench!.workbench.length);
    const move = await app.page.evaluate(() => {
      const f = window.rulebench!.workbench.frame!;
      const game = f.replay.game;
      const buf = new Int32Array(game.maxActions);
      const n = game.legalActions(f.state, buf);
      for (let i = 0; i < n; i++) {
        const o = game.formatAction(f.state, buf[i]);
        if (o.from && o.to) return o as { from: string; to: string };
      }
      return null;
    });
    expect(move).not.toBeNull();
    const hit = (sq: string) => app.page.locator(`rb-board .hit[data-sq="${sq}"]`);
    await hit(move!.from).click();
    await hit(move!.to).click();
    await app.page.waitForFunction((n) => window.rulebench!.workbench.length === n + 1, length);
    const after = await wbText('scenario');
    expect(after).toContain(`- { from: ${move!.from}, to: ${move!.to} }`);
    expect(after.length).toBeGreaterThan(before.length);
    expect(await position()).toBe(length + 1);
    await expectBoardMatchesEngine();
    // The scenario editor shows the new line.
    await app.page.locator('.monaco-editor .view-lines', { hasText: `from: ${move!.from}, to: ${move!.to}` }).waitFor();
    await app.page.getByRole('button', { name: /Undo/ }).click();
    expect(await wbText('scenario')).toBe(before);
    expect(await position()).toBe(length);
    await app.page.getByRole('button', { name: /Redo/ }).click();
    expect(await wbText('scenario')).toBe(after);
  });

  it('edits and the session come back after a reload', async () => {
    await app.page.evaluate(() => window.rulebench!.workbench.setTab('ruleset'));
    await gotoLine('ruleset', 1);
    await app.page.keyboard.press('Home');
    await app.page.keyboard.type('# edited in the browser test\n');
    await app.page.locator('[data-testid="save-state"]', { hasText: 'Saved locally' }).waitFor();
    const ruleset = await wbText('ruleset');
    const scenario = await wbText('scenario');
    const pos = await position();
    expect(ruleset).toMatch(/^# edited in the browser test\n/);
    // No waiting for the debounce: every keystroke is already saved.
    await app.page.reload();
    await app.page.waitForSelector('rb-board');
    expect(await wbText('ruleset')).toBe(ruleset);
    expect(await wbText('scenario')).toBe(scenario);
    expect(await position()).toBe(pos);
    await expectBoardMatchesEngine();
    await editorReady();
  });

  it('a malformed file never blanks the page', async () => {
    await app.page
      .locator('#open-file')
      .setInputFiles({ name: 'junk.yaml', mimeType: 'application/x-yaml', buffer: Buffer.from(':\n  - [oops') });
    await app.page.locator('.flash.error').waitFor();
    await app.page.locator('#open-file').setInputFiles({
      name: 'broken.yaml',
      mimeType: 'application/x-yaml',
      buffer: Buffer.from('family: units\nboard: [\n'),
    });
    await app.page.locator('.board-empty, .board-wrap').first().waitFor();
    await expect(app.page.locator('rb-app header').isVisible()).resolves.toBe(true);
    // A file from disk is checked in a worker first (time budget), so its problems come a moment later.
    await expect.poll(() => app.page.locator('rb-error-list').getByRole('button').count()).toBeGreaterThan(0);
    expect(app.errors).toEqual([]);
  });
});

describe('every family draws its board', () => {
  it('opens each shipped ruleset (with a scenario where one exists) and saves a screenshot', async () => {
    const rulesets: { path: string; id: string; scenario: string | null }[] = await app.page.evaluate(() => {
      const c = window.rulebench!.workbench.catalog;
      return c.rulesets.map((r) => ({
        path: r.path,
        id: r.id,
        scenario: c.scenarios.find((s) => s.ruleset === r.id && /^actions:\s*\n\s*-/m.test(s.text))?.path ?? null,
      }));
    });
    const families = new Set<string>();
    for (const r of rulesets) {
      await app.page.evaluate((p) => window.rulebench!.workbench.openShipped(p), r.scenario ?? r.path);
      if (!r.scenario) await app.page.evaluate((p) => window.rulebench!.workbench.openShipped(p), r.path);
      const info = await app.page.evaluate(() => {
        const wb = window.rulebench!.workbench;
        if (wb.scenario) wb.seek(Math.min(3, wb.length));
        const f = wb.frame!;
        return {
          family: f?.replay.game.family,
          stale: f?.stale,
          ruleset: wb.ruleset.path,
          problems: wb.evaluation.diagnostics.map((d) => d.message),
        };
      });
      expect(info.problems, r.id).toEqual([]);
      expect(info.ruleset).toBe(r.path);
      families.add(info.family);
      await app.page.locator('rb-board svg').first().waitFor();
      expect(await app.page.locator('rb-board svg *').count()).toBeGreaterThan(20);
      await expectBoardMatchesEngine();
      await app.page.screenshot({ path: `${SHOTS}/workbench-${r.id}.png` });
    }
    expect([...families].sort()).toEqual(expect.arrayContaining(['units']));
    expect(app.errors).toEqual([]);
  });
});
