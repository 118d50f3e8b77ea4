/**
 * The workbench's layout in real Chromium (production build): narrow windows
 * stack the panes without overlap, a pawn never hides a die's pips, the board
 * stays put while the designer chooses or steps, and Tab reaches a picked-up
 * piece's targets right after it.
 */
import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardShown, useApp } from './fixture';

const SHOTS = 'test-results';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, c: Box, slack = 0.5): boolean =>
  a.x + slack < c.x + c.width &&
  c.x + slack < a.x + a.width &&
  a.y + slack < c.y + c.height &&
  c.y + slack < a.y + a.height;

async function boxOf(l: Locator): Promise<Box> {
  const box = await l.boundingBox();
  if (!box) throw new Error('element not laid out');
  return box;
}

/** Opens a shipped scenario through the workbench and goes to `position` (the end by default). */
async function openAt(path: string, position?: number): Promise<void> {
  await app.page.evaluate((p) => window.rulebench!.workbench.openShipped(p), path);
  await app.page.waitForFunction(
    (p) => window.rulebench!.workbench.scenario?.path === p && window.rulebench!.workbench.frame !== null,
    path,
  );
  await app.page.evaluate((pos) => {
    const wb = window.rulebench!.workbench;
    wb.seek(pos ?? wb.length);
  }, position ?? null);
  await app.page.waitForFunction((pos) => {
    const wb = window.rulebench!.workbench;
    return wb.position === (pos ?? wb.length);
  }, position ?? null);
  await settle();
}

/** Lit has rendered and the layout is done: the panes, board and controls sit where they sat a frame before. */
async function settle(): Promise<void> {
  await app.page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const boxes = () =>
          JSON.stringify(
            [...document.querySelectorAll('rb-app, rb-app *, rb-board, rb-timeline, .editor-pane')].map((e) => {
              const r = e.getBoundingClientRect();
              return [r.x, r.y, r.width, r.height];
            }),
          );
        let last = '';
        const frame = () => {
          const now = boxes();
          if (now === last) resolve();
          else {
            last = now;
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
  );
}

const board = () => app.page.locator('rb-board');
const svgBoard = () => board().locator('svg.board');

/** The square in focus, through the nested shadow roots. */
const focusedSquare = () =>
  app.page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.getAttribute('data-sq') ?? a?.tagName ?? null;
  });

const app = useApp(boardShown);

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

describe('narrow windows: the panes stack, nothing overlaps, the board stays usable', () => {
  for (const [width, height] of [
    [1024, 768],
    [800, 768],
  ] as const) {
    it(`at ${width}×${height}`, async () => {
      await app.page.setViewportSize({ width, height });
      for (const path of [
        'scenarios/units/11-turn-action.yaml',
        'scenarios/dice-cubes/04-six-power-raise.yaml',
        'scenarios/escape-death/09-round-change-and-side-swap.yaml',
      ]) {
        await openAt(path);
        const tabs = await boxOf(app.page.locator('.editor-pane .tabs'));
        const editor = await boxOf(app.page.locator('.editor-pane .editor-panel'));
        const controls: [string, Box][] = [
          ['timeline', await boxOf(app.page.locator('rb-timeline'))],
          ['undo/redo', await boxOf(app.page.locator('.record-bar'))],
          ['board', await boxOf(board())],
        ];
        for (const el of await board().locator('.controls button, .controls input, p.status').all())
          controls.push(['board control', await boxOf(el)]);
        for (const [what, box] of controls) {
          expect(intersects(box, tabs), `${path}: ${what} overlaps the editor tabs`).toBe(false);
          expect(intersects(box, editor), `${path}: ${what} overlaps the editor`).toBe(false);
        }
        // The controls under the board follow it in order, none drawn over another.
        const tl = controls[0][1];
        const rec = controls[1][1];
        const bd = controls[2][1];
        expect(tl.y).toBeGreaterThanOrEqual(bd.y + bd.height - 1);
        expect(rec.y).toBeGreaterThanOrEqual(tl.y + tl.height - 1);
        const svg = await boxOf(svgBoard());
        const viewBox = (await svgBoard().getAttribute('viewBox'))!.split(' ').map(Number);
        // The board drawn (viewBox kept in proportion inside the SVG box).
        const scale = Math.min(svg.width / viewBox[2], svg.height / viewBox[3]);
        expect(Math.max(viewBox[2], viewBox[3]) * scale, `${path}: board drawn too small`).toBeGreaterThanOrEqual(360);
        // No sideways scrolling; the page scrolls down instead of squeezing.
        const doc = await app.page.evaluate(() => ({ sw: document.documentElement.scrollWidth, iw: innerWidth }));
        expect(doc.sw).toBeLessThanOrEqual(doc.iw);
      }
      await app.page.screenshot({ path: `${SHOTS}/layout-${width}x${height}.png` });
    });
  }

  it('at 1400×900 the three panes still sit side by side without page scrolling', async () => {
    await app.page.setViewportSize({ width: 1400, height: 900 });
    await openAt('scenarios/units/11-turn-action.yaml');
    const bd = await boxOf(board());
    const tabs = await boxOf(app.page.locator('.editor-pane .tabs'));
    expect(tabs.x).toBeGreaterThan(bd.x + bd.width);
    expect(tabs.y).toBeLessThan(bd.y + bd.height);
    const doc = await app.page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight }));
    expect(doc.sh).toBeLessThanOrEqual(doc.ih);
  });
});

describe("D'ice Cubes: a pawn leaves its die readable", () => {
  it('no pawn badge covers a pip', async () => {
    await app.page.setViewportSize({ width: 1400, height: 900 });
    await openAt('scenarios/dice-cubes/04-six-power-raise.yaml', 3);
    const badges = await board().locator('.pawn-badge').all();
    expect(badges.length).toBeGreaterThan(0);
    const pips = await svgBoard().locator('.pip').all();
    expect(pips.length).toBeGreaterThan(0);
    const pipBoxes = await Promise.all(pips.map(boxOf));
    for (const badge of badges) {
      const bb = await boxOf(badge);
      for (const pb of pipBoxes)
        expect(intersects(bb, pb), `badge at ${JSON.stringify(bb)} covers a pip at ${JSON.stringify(pb)}`).toBe(false);
    }
    // The accessible labels still say who stands where.
    await expect(board().locator('.hit[data-sq="0,0"]').getAttribute('aria-label')).resolves.toMatch(
      /die showing \d, p1's pawn on it/,
    );
    await svgBoard().screenshot({ path: `${SHOTS}/layout-dice-pawns.png` });
  });
});

describe('the board stays put', () => {
  it('when entering "Add a die" mode', async () => {
    await app.page.setViewportSize({ width: 1400, height: 900 });
    await openAt('scenarios/dice-cubes/04-six-power-raise.yaml', 3);
    const add = board().locator('.controls button', { hasText: 'Add a die' });
    await add.waitFor();
    const svgBefore = await boxOf(svgBoard());
    const cellBefore = await boxOf(board().locator('.hit[data-sq="0,0"]'));
    await add.click();
    await expect.poll(() => add.getAttribute('aria-pressed')).toBe('true');
    await settle();
    expect(await boxOf(svgBoard())).toEqual(svgBefore);
    expect(await boxOf(board().locator('.hit[data-sq="0,0"]'))).toEqual(cellBefore);
  });

  for (const [width, height] of [
    [1400, 900],
    [1024, 768],
  ] as const) {
    it(`when a refused step's banner shows and goes (${width}×${height})`, async () => {
      await app.page.setViewportSize({ width, height });
      const boxes: Box[] = [];
      const refused: boolean[] = [];
      for (const position of [2, 3, 4]) {
        await openAt('scenarios/units/11-turn-action.yaml', position);
        boxes.push(await boxOf(svgBoard()));
        refused.push(await app.page.locator('[data-testid="refused"]').isVisible());
      }
      expect(refused).toEqual([false, true, false]);
      expect(boxes[1]).toEqual(boxes[0]);
      expect(boxes[2]).toEqual(boxes[0]);
    });
  }
});

describe("keyboard: a picked-up piece's targets come right after it", () => {
  it('Tab from c1 after Enter visits c5, g5, a3, a1, g1, then the other units', async () => {
    await app.page.setViewportSize({ width: 1400, height: 900 });
    await openAt('scenarios/units/11-turn-action.yaml', 0);
    await board().locator('.hit[data-sq="c1"]').focus();
    await app.page.keyboard.press('Enter');
    await expect.poll(() => board().locator('.hit[data-sq="c1"]').getAttribute('aria-pressed')).toBe('true');
    const order: (string | null)[] = [];
    for (let i = 0; i < 8; i++) {
      await app.page.keyboard.press('Tab');
      order.push(await focusedSquare());
    }
    expect(order.slice(0, 5).sort()).toEqual(['a1', 'a3', 'c5', 'g1', 'g5']);
    expect(order.slice(5)).toEqual(['d1', 'e1', 'f1']);
    // Escape puts the piece down without playing.
    await app.page.keyboard.press('Escape');
    await expect.poll(() => board().locator('.hit[data-sq="c1"]').getAttribute('aria-pressed')).toBeNull();
  });
});
