/**
 * Sharing in Chromium (production build), issue 11: a link opened in a fresh browser shows the
 * same board at the same step; a broken link leaves the receiver's edits as they were; a file
 * dropped on a page holding edits keeps both; Share file downloads a bundle that opens again;
 * a link pasted on the page opens; Pin this position writes a check that holds.
 */
import { text as streamText } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, started, useApp } from './fixture';

const SAMPLE = 'scenarios/units/01-class1-takes-class4.yaml';

/** Sets a file's text as typing would, and re-validates at once. */
async function setText(page: Page, kind: 'ruleset' | 'scenario', text: string): Promise<void> {
  await page.evaluate(
    ([k, t]) => {
      const wb = window.rulebench!.workbench;
      wb.setText(k, t);
      wb.flush();
    },
    [kind, text] as const,
  );
}

const wbText = (page: Page, kind: 'ruleset' | 'scenario') =>
  page.evaluate((k) => window.rulebench!.workbench[k]?.text as string, kind);
const wbPath = (page: Page, kind: 'ruleset' | 'scenario') =>
  page.evaluate((k) => window.rulebench!.workbench[k]?.path as string, kind);

/** What the board shows: the step, the status line, and every piece from the state on the board. */
async function board(page: Page) {
  await page.waitForFunction(() => {
    const f = window.rulebench!.workbench.frame!;
    return f && !f.stale;
  });
  return page.evaluate(() => {
    const wb = window.rulebench!.workbench;
    const f = wb.frame!;
    return {
      step: f.position,
      turn: document.querySelector('[data-testid="turn"]')?.textContent?.trim(),
      pieces: f.replay.game.view(f.state).pieces,
      slider: document.querySelector('rb-timeline')?.position as number,
    };
  });
}

/** The sender's page: the sample scenario on units-v1.2 with one changed value, at step 1. */
async function editedSample(page: Page): Promise<void> {
  await page.getByLabel('Open a shipped scenario').selectOption(SAMPLE);
  await setText(page, 'ruleset', (await wbText(page, 'ruleset')).replace('    1: { 4: 3 }\n', '    1: { 4: 2 }\n'));
  // Texts from outside (a dropped file before) are checked in a worker first: seek once the replay is there.
  await page.waitForFunction(() => {
    const wb = window.rulebench!.workbench;
    return wb.length === 1 && wb.frame?.replay.game.id === wb.rulesetId && !wb.frame.stale;
  });
  await page.evaluate(() => window.rulebench!.workbench.seek(1));
}

async function copyLink(page: Page): Promise<string> {
  await page.getByTestId('copy-link').click();
  const field = page.getByTestId('share-link');
  await field.waitFor();
  return field.inputValue();
}

const sender = useApp(async (page) => {
  await started(page);
  await editedSample(page);
});

describe('Copy link', () => {
  it('a link opened in a fresh browser shows the same board at the same step, with the edited rules', async () => {
    const link = await copyLink(sender.page);
    expect(link).toMatch(/#share=rb1~/);
    expect(link.length).toBeLessThan(2000);
    const mine = await board(sender.page);
    expect(mine.step).toBe(1);
    const fresh = await openApp(started, link);
    try {
      const page = fresh.page;
      await page.waitForFunction(() => window.rulebench!.workbench.scenario?.path.startsWith('scenarios/local/'));
      // Files from outside are checked in a worker first: the link's replay (on its own rules) comes a moment later.
      await page.waitForFunction(() => {
        const wb = window.rulebench!.workbench;
        return wb.frame?.replay.game.id === wb.rulesetId && wb.rulesetId !== 'units-v1.2' && wb.frame.position === 1;
      });
      expect(await board(page)).toEqual(mine);
      expect(await wbText(page, 'ruleset')).toBe(await wbText(sender.page, 'ruleset'));
      // The address is the page's own again: a reload does not open the link a second time.
      expect(page.url()).not.toContain('#share=');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('a broken link says so and leaves the open files and edits as they were', async () => {
    const page = sender.page;
    const link = await copyLink(page);
    await page.keyboard.press('Escape');
    const before = {
      ruleset: await wbText(page, 'ruleset'),
      scenario: await wbText(page, 'scenario'),
      path: await wbPath(page, 'ruleset'),
    };
    await page.evaluate((l) => (location.hash = l.slice(l.indexOf('#'), -30)), link);
    await expect
      .poll(() => page.locator('.flash.error').textContent())
      .toMatch(/This link was not opened: .*broken or cut short.*Your open files and edits are as they were/);
    expect({
      ruleset: await wbText(page, 'ruleset'),
      scenario: await wbText(page, 'scenario'),
      path: await wbPath(page, 'ruleset'),
    }).toEqual(before);
  });

  it('a link pasted on the page (Ctrl+V outside the editor) opens as new files', async () => {
    const link = await copyLink(sender.page);
    const fresh = await openApp(started);
    try {
      const page = fresh.page;
      await page.evaluate((l) => {
        const data = new DataTransfer();
        data.setData('text/plain', l);
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, link);
      await page.waitForFunction(() => window.rulebench!.workbench.scenario?.path.startsWith('scenarios/local/'));
      expect(await wbText(page, 'ruleset')).toBe(await wbText(sender.page, 'ruleset'));
    } finally {
      await fresh.close();
    }
  });
});

describe('files', () => {
  it('a file dropped onto a page that holds edits opens beside them: both are kept', async () => {
    const page = sender.page;
    const mine = await wbText(page, 'ruleset');
    const theirs = mine.replace('    1: { 4: 2 }\n', '    1: { 4: 1 }\n');
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'units-v1.2.yaml', { type: 'application/x-yaml' }));
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, theirs);
    await page.waitForFunction((t) => window.rulebench!.workbench.ruleset.text === t, theirs);
    expect(await wbPath(page, 'ruleset')).toBe('rulesets/units-v1.2-2.yaml');
    const kept = await page.evaluate(
      () => window.rulebench!.workbench.recent.find((f) => f.path === 'rulesets/units-v1.2.yaml')?.text,
    );
    expect(kept).toBe(mine);
  });

  it('Share file downloads a bundle named for what it is, which opens again in a fresh browser', async () => {
    const page = sender.page;
    await editedSample(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-file').click()]);
    expect(download.suggestedFilename()).toBe(
      'class-1-captures-class-4-and-becomes-class-3.units-v1.2-edited.bundle.yaml',
    );
    // Read as a stream: over a connection to the shared Chromium, download.path() is not available.
    const text = await streamText(await download.createReadStream());
    expect(text).toMatch(/^rulebench-bundle: 1$/m);
    const fresh = await openApp(started);
    try {
      const other = fresh.page;
      await other.locator('#open-file').setInputFiles({
        name: download.suggestedFilename(),
        mimeType: 'application/x-yaml',
        buffer: Buffer.from(text),
      });
      await other.waitForFunction(() => window.rulebench!.workbench.scenario?.path.startsWith('scenarios/local/'));
      expect(await wbText(other, 'ruleset')).toBe(await wbText(page, 'ruleset'));
      // Files from outside are checked in a worker first: the bundle's replay (on its own rules) comes a moment later.
      await other.waitForFunction(() => {
        const wb = window.rulebench!.workbench;
        return wb.frame?.replay.game.id === wb.rulesetId && wb.rulesetId !== 'units-v1.2' && wb.length === 1;
      });
      await other.evaluate(() => window.rulebench!.workbench.seek(1));
      expect((await board(other)).pieces).toEqual((await board(page)).pieces);
    } finally {
      await fresh.close();
    }
  });
});

describe('Pin this position', () => {
  it('adds a check of the whole position at the step shown, which holds', async () => {
    const page = sender.page;
    await page.evaluate(() => window.rulebench!.workbench.seek(1));
    // The sample's own check fails under the edited rules (the survivor is class 2, not 3); the pinned one holds.
    const failures = () => page.evaluate(() => window.rulebench!.workbench.evaluation.failures.map((d) => d.line));
    const before = await failures();
    await page.getByTestId('pin-position').click();
    await expect.poll(() => wbText(page, 'scenario')).toMatch(/- after: 1\n {4}toMove: north\n {4}winner: none\n/);
    expect(await failures()).toEqual(before);
    expect(sender.errors).toEqual([]);
  });
});
