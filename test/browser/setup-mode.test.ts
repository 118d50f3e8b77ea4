/**
 * Setup mode in Chromium: a designer places, moves and removes pieces on the board of every
 * family (Units, tafl, D'ice Cubes); the board and the scenario's `setup:` text follow, undo
 * puts the last change back, and "Start from here" opens a scenario whose board is the step's.
 */
import { describe, expect, it } from 'vitest';
import { boardShown, useApp } from './fixture';

/** What the engine has on the board at the step shown: square → "owner class/type", dice as "die N". */
async function engineBoard(): Promise<Record<string, string>> {
  return app.page.evaluate(() => {
    const f = window.rulebench!.workbench.frame!;
    const v = f.replay.game.view(f.state);
    const out: Record<string, string> = {};
    for (const d of v.dice ?? []) out[d.at] = `die ${d.value}`;
    for (const p of v.pieces)
      out[p.at] =
        `${out[p.at] ? `${out[p.at]} ` : ''}${p.owner}${p.class !== undefined ? ` ${p.class}` : ''}${p.type !== undefined ? ` ${p.type}` : ''}`;
    return out;
  });
}

const scenarioText = () => app.page.evaluate(() => window.rulebench!.workbench.scenario?.text as string);
const cell = (square: string) => app.page.locator(`rb-board .hit[data-sq="${square}"]`);
const label = (square: string) => cell(square).getAttribute('aria-label');
const choice = (name: string) =>
  app.page.locator('rb-setup-panel [data-testid="setup-choice"]', { hasText: name }).first();

async function openShipped(path: string): Promise<void> {
  await app.page.evaluate((p) => window.rulebench!.workbench.openShipped(p), path);
  await app.page.waitForFunction(
    (p) => window.rulebench!.workbench.frame?.replay && window.rulebench!.workbench.scenario?.path === p,
    path,
  );
}

/** Setup mode on (from off), the board at step 0. */
async function setupOn(): Promise<void> {
  const toggle = app.page.locator('[data-testid="setup-toggle"]');
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect.poll(() => app.page.evaluate(() => window.rulebench!.workbench.position)).toBe(0);
}

async function setupOff(): Promise<void> {
  const toggle = app.page.locator('[data-testid="setup-toggle"]');
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
}

/** An empty square of the board shown, from the engine's view. */
async function emptySquare(candidates: string[]): Promise<string> {
  const board = await engineBoard();
  const sq = candidates.find((c) => board[c] === undefined);
  if (!sq) throw new Error(`no empty square among ${candidates.join(', ')}`);
  return sq;
}

const app = useApp(async (page) => {
  await boardShown(page);
  await page.waitForFunction(() => window.rulebench?.workbench.frame !== null);
});

describe('setup mode', () => {
  it('Units: places a unit from the palette, removes it with Delete, and undo puts it back', async () => {
    await openShipped('scenarios/units/01-class1-takes-class4.yaml');
    await setupOn();
    const sq = await emptySquare(['d4', 'e4', 'f4', 'd5']);
    await cell(sq).click();
    await app.page.locator('rb-setup-panel [data-testid="setup-palette"]').waitFor();
    await choice('north class 3').click();
    await expect.poll(engineBoard).toMatchObject({ [sq]: 'north 3' });
    expect(await scenarioText()).toContain(`- { at: ${sq}, owner: north, class: 3 }`);
    await expect.poll(() => label(sq)).toMatch(/north/);

    await cell(sq).focus();
    await app.page.keyboard.press('Delete');
    await expect.poll(async () => (await engineBoard())[sq]).toBeUndefined();
    expect(await scenarioText()).not.toContain(`at: ${sq},`);

    await app.page.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(engineBoard).toMatchObject({ [sq]: 'north 3' });
    expect(await scenarioText()).toContain(`- { at: ${sq}, owner: north, class: 3 }`);
  });

  it('Units: drags a unit to another square, and M then Enter moves it by keyboard', async () => {
    const board = await engineBoard();
    const from = Object.keys(board)[0];
    const to = await emptySquare(['h8', 'g8', 'h7', 'a8']);
    const a = (await cell(from).boundingBox())!;
    const z = (await cell(to).boundingBox())!;
    await app.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await app.page.mouse.down();
    await app.page.mouse.move(z.x + z.width / 2, z.y + z.height / 2, { steps: 5 });
    await app.page.mouse.up();
    await expect.poll(engineBoard).toMatchObject({ [to]: board[from] });
    expect((await engineBoard())[from]).toBeUndefined();

    const back = await emptySquare(['a2', 'b2', 'c2']);
    await cell(to).focus();
    await app.page.keyboard.press('m');
    await cell(back).focus();
    await app.page.keyboard.press('Enter');
    await expect.poll(engineBoard).toMatchObject({ [back]: board[from] });
    await setupOff();
  });

  it('tafl (Escape Death): offers only the types a square allows, places one and removes it', async () => {
    await openShipped('scenarios/escape-death/02-custodial-capture.yaml');
    await setupOn();
    // A corner zone square: tombstones may not stand there.
    await cell('a2').click();
    await app.page.locator('rb-setup-panel [data-testid="setup-palette"]').waitFor();
    const offered = await app.page.locator('rb-setup-panel [data-testid="setup-choice"]').allTextContents();
    expect(offered.some((t) => /tombstone/.test(t))).toBe(false);
    const sq = await emptySquare(['e5', 'd4', 'f6', 'c3']);
    await cell(sq).click();
    await choice('tombstone').click();
    await expect.poll(engineBoard).toMatchObject({ [sq]: expect.stringMatching(/tombstone$/) as string });
    expect(await scenarioText()).toMatch(new RegExp(`- \\{ at: ${sq}, owner: \\w+, type: tombstone \\}`));
    await app.page.locator('rb-setup-panel [data-testid="setup-remove"]').click();
    await expect.poll(async () => (await engineBoard())[sq]).toBeUndefined();
    await setupOff();
  });

  it("D'ice Cubes: places a die and a pawn on it, sets the side to move; the text follows", async () => {
    await openShipped('scenarios/dice-cubes/01-chaining.yaml');
    await setupOn();
    const board = await engineBoard();
    const sq = await emptySquare(['0,2', '0,-2', '2,2', '-2,-2', '3,0', '-3,0']);
    expect(board[sq]).toBeUndefined();
    await cell(sq).click();
    await app.page.screenshot({ path: 'test-results/setup-mode-dice.png' });
    await choice('die showing 4').click();
    await expect.poll(engineBoard).toMatchObject({ [sq]: 'die 4' });
    expect(await scenarioText()).toContain(`- { at: "${sq}", value: 4 }`);
    // The die stays in hand: picking another empty square puts a 4 there too; Backspace takes it off.
    const more = await emptySquare(['-1,0', '-1,1', '0,-1', '1,-1', '4,0']);
    await cell(more).click();
    await expect.poll(engineBoard).toMatchObject({ [more]: 'die 4' });
    await expect(app.page.locator('rb-setup-panel [data-testid="setup-brush"]').textContent()).resolves.toMatch(
      /Placing die showing 4/,
    );
    await cell(more).focus();
    await app.page.keyboard.press('Backspace');
    await expect.poll(async () => (await engineBoard())[more]).toBeUndefined();
    await cell(sq).click();
    await choice("p2's pawn").click();
    // p2 has its 2 pawns already (pawnsPerPlayer): the third is written, and the setup's problem is listed at its line; undo takes it back.
    expect(await scenarioText()).toContain(`- { at: "${sq}", owner: p2 }`);
    await expect
      .poll(() =>
        app.page.evaluate(() =>
          window.rulebench!.workbench.evaluation.diagnostics.map((d: { message: string }) => d.message).join('\n'),
        ),
      )
      .toMatch(/p2 has 2 pawns \(pawnsPerPlayer\)/);
    await app.page.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(scenarioText).not.toContain(`- { at: "${sq}", owner: p2 }`);
    await app.page.locator('rb-setup-panel [data-testid="setup-toMove"]').selectOption('p2');
    await expect.poll(scenarioText).toMatch(/toMove: p2/);
    await expect
      .poll(() =>
        app.page.evaluate(
          () => window.rulebench!.workbench.frame!.replay.game.view(window.rulebench!.workbench.frame!.state).info.team,
        ),
      )
      .toBe('p2');
    // Taking the die off takes nothing else: the board goes back to what it was.
    await cell(sq).focus();
    await app.page.keyboard.press('Backspace');
    await expect.poll(engineBoard).toEqual(board);
    await setupOff();
  });

  const startCases = [
    // A Units game in the middle, four players: the position is the whole setup.
    {
      scenario: 'scenarios/units/12-four-player-elimination.yaml',
      step: 2,
      says: /starts from the position of step 2\./,
    },
    // D'ice Cubes with a pair of dice half placed: the board is the same, and what starts again is said.
    {
      scenario: 'scenarios/dice-cubes/13-placement-from-start.yaml',
      step: 4,
      says: /from step 4\. A setup cannot carry all of it: p2 has placed 1 of its 2 dice this turn/,
    },
  ];
  for (const c of startCases) {
    it(`"Start from here" opens a new scenario whose board is the step's board (${c.scenario}, step ${c.step})`, async () => {
      await openShipped(c.scenario);
      await app.page.evaluate((n) => window.rulebench!.workbench.seek(n), c.step);
      await expect.poll(() => app.page.evaluate(() => window.rulebench!.workbench.position)).toBe(c.step);
      const before = await engineBoard();
      await app.page.locator('[data-testid="start-from-here"]').click();
      await app.page.waitForFunction(
        (p) => window.rulebench!.workbench.scenario?.path !== p && window.rulebench!.workbench.frame?.replay,
        c.scenario,
      );
      const text = await scenarioText();
      expect(text).toMatch(/^setup:$/m);
      expect(text).toMatch(/^actions: \[\]$/m);
      expect(await app.page.evaluate(() => window.rulebench!.workbench.length)).toBe(0);
      await expect.poll(engineBoard).toEqual(before);
      await expect(app.page.locator('rb-setup-panel [data-testid="setup-message"]').textContent()).resolves.toMatch(
        c.says,
      );
    });
  }

  it("D'ice Cubes: the board stays clickable while the setup does not load; the timeline turns setup mode off", async () => {
    await openShipped('scenarios/dice-cubes/13-placement-from-start.yaml');
    await setupOn();
    // Play without pawns does not load: the board shows the last position that did, greyed.
    await app.page.locator('rb-setup-panel [data-testid="setup-phase"]').selectOption('play');
    await expect(app.page.locator('rb-setup-panel [data-testid="setup-problem"]').textContent()).resolves.toMatch(
      /phase: play needs pawns/,
    );
    expect(await app.page.evaluate(() => window.rulebench!.workbench.frame!.stale)).toBe(true);
    await cell('1,0').click();
    await expect(app.page.locator('rb-setup-panel [data-testid="setup-palette"] strong').textContent()).resolves.toBe(
      '1,0',
    );
    await choice('die showing 3').click();
    await expect.poll(scenarioText).toContain('- { at: "1,0", value: 3 }');
    await cell('0,0').click();
    await choice("p1's pawn").click();
    await expect.poll(scenarioText).toContain('- { at: "0,0", owner: p1 }');
    // Going to another step leaves the start, which setup mode edits: it turns off and says so.
    await app.page.getByRole('button', { name: 'Last position (End)' }).click();
    await expect
      .poll(() => app.page.locator('[data-testid="setup-toggle"]').getAttribute('aria-pressed'))
      .toBe('false');
    await expect(app.page.locator('rb-setup-panel [data-testid="setup-message"]').textContent()).resolves.toMatch(
      /^Set up position is off: the board went to step \d+/,
    );
  });

  it('logs no page errors', () => {
    expect(app.errors).toEqual([]);
  });
});
