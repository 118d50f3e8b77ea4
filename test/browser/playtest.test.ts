/**
 * Automated playtesting in Chromium (production build): the live balance meter
 * and the Playtest report run self-play on Web Workers, the same pool and job
 * code as the CLI's worker threads. One page, steps in order like a session.
 */
import { describe, expect, it } from 'vitest';
import { boardShown, useApp } from './fixture';

interface MeterView {
  games: number;
  restarts: number;
  stale: boolean;
  paused: boolean;
  running: boolean;
  error: string | null;
  rulesText: string | null;
  firstFiguresMs: number | null;
}

const meter = (): Promise<MeterView> =>
  app.page.evaluate(() => {
    const m = document.querySelector('rb-balance-meter')!.meter;
    // Not defined yet: the page defines the playtest elements once it is idle after its first paint.
    if (!m)
      return {
        games: 0,
        restarts: 0,
        stale: false,
        paused: false,
        running: false,
        error: null,
        rulesText: null,
        firstFiguresMs: null,
      };
    return {
      games: m.tally?.games ?? 0,
      restarts: m.restarts,
      stale: m.stale,
      paused: m.paused,
      running: m.running,
      error: m.error,
      rulesText: m.rules?.ruleset.text ?? null,
      firstFiguresMs: m.firstFiguresAt === null ? null : m.firstFiguresAt - m.startedAt,
    };
  });

/** The page's self-play Web Workers (src/workers/browser-entry.ts), which the meter and the report run on. */
const selfPlayWorkers = () => app.page.workers().filter((w) => /\/browser-entry-[\w-]+\.js$/.test(w.url()));

const rulesetText = () => app.page.evaluate(() => window.rulebench!.workbench.ruleset.text);
/** What the editor does on typing: the text changes, the workbench re-validates after its pause. */
const typeRuleset = (text: string) => app.page.evaluate((t) => window.rulebench!.workbench.setText('ruleset', t), text);
const openShipped = (path: string) => app.page.evaluate((p) => window.rulebench!.workbench.openShipped(p), path);

/** The shown text of the meter's row for `name` ("south 43% ± 9%"). */
const meterRow = (name: string) => app.page.locator('rb-balance-meter').locator(`[data-testid="meter-row-${name}"]`);

/** Opens the Playtest dialog (if closed), fills the form and plays; resolves once the report is drawn. */
async function playtest(settings: {
  games: string;
  seed?: string;
  workers: string;
  swap?: boolean;
  fromHere?: boolean;
}): Promise<void> {
  const dialog = app.page.locator('rb-playtest dialog');
  if (!(await dialog.isVisible())) await app.page.getByRole('button', { name: 'Playtest…' }).click();
  await dialog.waitFor();
  if (settings.fromHere) await dialog.getByTestId('from-here').check();
  else await dialog.getByLabel("The ruleset's start").check();
  await dialog.getByTestId('field-games').fill(settings.games);
  await dialog.getByTestId('field-seed').fill(settings.seed ?? '1');
  await dialog.getByTestId('field-workers').fill(settings.workers);
  await dialog.getByTestId('swap').setChecked(settings.swap ?? true);
  const before = await app.page.evaluate(() => document.querySelector('rb-playtest')!.store.result);
  await dialog.getByTestId('run').click();
  await app.page.waitForFunction(
    (old) => {
      const s = document.querySelector('rb-playtest')!.store;
      return s.result && s.result !== old && !s.running;
    },
    before,
    { timeout: 60_000 },
  );
  await dialog.getByTestId('report-figures').locator('svg').first().waitFor({ timeout: 30_000 });
}

const result = () =>
  app.page.evaluate(() => {
    const r = document.querySelector('rb-playtest')!.store.result!;
    return { tally: r.tally, meta: r.meta, workers: r.workers, games: r.report.games };
  });

const app = useApp(boardShown);

describe('the live balance meter', () => {
  it('shows win rates with intervals, draws, timeouts and the mean length of units-v1.2 within a few seconds', async () => {
    await expect.poll(async () => (await meter()).games, { timeout: 10_000 }).toBeGreaterThan(0);
    const m = await meter();
    expect(m.error).toBeNull();
    expect(m.rulesText).toBe(await rulesetText());
    console.log(`[playtest] live meter: first figures ${m.firstFiguresMs?.toFixed(0)} ms after it started`);
    for (const name of ['south', 'north', 'draw', 'at limit'])
      await expect(meterRow(name).textContent()).resolves.toMatch(/\d+%\s*± \d+%/);
    await expect(app.page.locator('rb-balance-meter').getByTestId('meter-length').textContent()).resolves.toMatch(
      /^\d+\.\d plies$/,
    );
    // Tightening as games come in.
    const first = m.games;
    await expect.poll(async () => (await meter()).games, { timeout: 10_000 }).toBeGreaterThan(first + 50);
  });

  it('restarts on a valid edit (the old run cancelled), and keeps the last valid figures while the ruleset has problems', async () => {
    const original = await rulesetText();
    const { restarts } = await meter();
    const shorter = original.replace(/^plyLimit: \d+/m, 'plyLimit: 20');
    expect(shorter).not.toBe(original);
    await typeRuleset(shorter);
    await expect.poll(async () => (await meter()).restarts, { timeout: 5_000 }).toBe(restarts + 1);
    await expect.poll(async () => (await meter()).games, { timeout: 10_000 }).toBeGreaterThan(0);
    const after = await meter();
    expect(after.rulesText).toBe(shorter);
    console.log(
      `[playtest] live meter after an edit: first figures ${after.firstFiguresMs?.toFixed(0)} ms after the restart`,
    );
    // A 20-ply limit stops most random games: the new rules' figures, not the old ones.
    await expect
      .poll(
        async () =>
          Number((await app.page.locator('rb-balance-meter').getByTestId('meter-length').textContent())!.split(' ')[0]),
        { timeout: 5_000 },
      )
      .toBeLessThanOrEqual(20);

    await typeRuleset(shorter.replace('plyLimit: 20', 'plyLimit: -3'));
    await expect.poll(async () => (await meter()).stale, { timeout: 5_000 }).toBe(true);
    expect((await meter()).restarts).toBe(restarts + 1);
    await expect(app.page.locator('rb-balance-meter').getByTestId('meter-status').textContent()).resolves.toMatch(
      /last valid version/,
    );

    await typeRuleset(original);
    await expect.poll(async () => (await meter()).restarts, { timeout: 5_000 }).toBe(restarts + 2);
    await expect.poll(async () => (await meter()).stale).toBe(false);
  });

  it('pauses (no more games) and resumes', async () => {
    const pause = app.page.locator('rb-balance-meter').getByTestId('meter-pause');
    await pause.click();
    await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('true');
    const paused = await meter();
    expect(paused).toMatchObject({ paused: true, running: false });
    // The run's Web Workers are gone (terminated, not idle): no game of theirs can come in any more.
    await expect.poll(() => selfPlayWorkers().length).toBe(0);
    expect((await meter()).games).toBe(paused.games);
    await pause.click();
    // Resumed, it plays on Web Workers again (the ones counted above).
    await expect.poll(() => selfPlayWorkers().length).toBeGreaterThan(0);
    await expect.poll(async () => (await meter()).games, { timeout: 10_000 }).toBeGreaterThan(paused.games);
  });
});

describe('the Playtest report', () => {
  it('runs 20 games on Web Workers and shows win rates, the charts and the downloads', async () => {
    await playtest({ games: '10', workers: '2', swap: true });
    const r = await result();
    expect(r.games).toBe(20);
    expect(r.workers).toBe(2);
    const report = app.page.locator('rb-playtest').getByTestId('report');
    await expect(report.textContent()).resolves.toMatch(/south wins\s*\d+, \d+\.\d% \(\d+\.\d%–\d+\.\d%\)/);
    expect(await report.locator('svg').count()).toBeGreaterThanOrEqual(3);
    await expect(report.getByRole('heading', { name: 'Win rates (95% Wilson intervals)' }).count()).resolves.toBe(1);
    const download = app.page.waitForEvent('download');
    await report.getByRole('button', { name: '⤓ CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('units-v1.2-playtest-seed-1-20-games.csv');
  });

  it('gives the same tally with 1 and with 2 workers for the same seeds', async () => {
    await playtest({ games: '12', seed: '7', workers: '1' });
    const one = await result();
    await playtest({ games: '12', seed: '7', workers: '2' });
    const two = await result();
    expect([one.workers, two.workers]).toEqual([1, 2]);
    expect(two.tally).toEqual(one.tally);
    // Other seeds, other games: the comparison can fail.
    await playtest({ games: '12', seed: '8', workers: '2' });
    expect((await result()).tally).not.toEqual(one.tally);
  });

  it('opens a game of the run as a scenario that replays to its end', async () => {
    const report = app.page.locator('rb-playtest').getByTestId('report');
    const first = report.locator('[data-testid^="open-game-"]').first();
    const label = (await first.getAttribute('data-testid'))!;
    const k = Number(label.replace('open-game-', ''));
    await first.click();
    await app.page.waitForFunction(
      (n) => window.rulebench!.workbench.scenario?.path.endsWith(`playtest-game-${n}.yaml`),
      k,
      { timeout: 30_000 },
    );
    const opened = await app.page.evaluate(() => {
      const wb = window.rulebench!.workbench;
      return {
        length: wb.length,
        problems: wb.evaluation.diagnostics.length + wb.evaluation.failures.length,
        title: wb.scenario!.text.match(/^title: (.*)$/m)?.[1],
      };
    });
    expect(opened.problems).toBe(0);
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.title).toMatch(new RegExp(`Playtest game #${k}: seed 8`));
    await expect(app.page.locator('rb-playtest dialog').isVisible()).resolves.toBe(false);
  });

  it("simulates from the position on the board: every game starts after the scenario's first steps", async () => {
    await app.page.evaluate(() => window.rulebench!.workbench.seek(3));
    const here = await app.page.evaluate(() => {
      const f = window.rulebench!.workbench.frame!;
      return JSON.stringify(f.replay.game.view(f.state).pieces);
    });
    await playtest({ games: '4', workers: '2', fromHere: true });
    const r = await result();
    expect(r.meta.scenario).toMatch(/playtest-game-\d+\.yaml after step 3$/);
    const before = await app.page.evaluate(() => window.rulebench!.workbench.scenario!.text);
    await app.page.locator('rb-playtest').getByTestId('report').locator('[data-testid^="open-game-"]').first().click();
    await app.page.waitForFunction(
      (old) => {
        const sc = window.rulebench!.workbench.scenario!;
        return sc.text !== old && sc.path.includes('playtest-game-');
      },
      before,
      { timeout: 30_000 },
    );
    const opened = await app.page.evaluate(() => {
      const wb = window.rulebench!.workbench;
      wb.seek(3);
      const f = wb.frame!;
      return { pieces: JSON.stringify(f.replay.game.view(f.state).pieces), problems: wb.evaluation.failures.length };
    });
    expect(opened).toEqual({ pieces: here, problems: 0 });
  });
});

describe('matches and teams', () => {
  it('Escape Death: the meter and the report show rounds (per round and per match)', async () => {
    await openShipped('rulesets/escape-death.yaml');
    await expect
      .poll(async () => (await meter()).rulesText?.includes('family: tafl') ?? false, { timeout: 10_000 })
      .toBe(true);
    await expect.poll(async () => (await meter()).games, { timeout: 15_000 }).toBeGreaterThan(0);
    const rounds = await app.page.locator('rb-balance-meter').getByTestId('meter-rounds').textContent();
    for (const side of ['skulls', 'tombstones']) expect(rounds).toMatch(new RegExp(`${side} \\d+% ± \\d+%`));
    await expect(meterRow('A').count()).resolves.toBe(1);
    await playtest({ games: '2', workers: '2' });
    const report = app.page.locator('rb-playtest').getByTestId('report');
    await expect(report.getByRole('heading', { name: 'How rounds end' }).count()).resolves.toBe(1);
    expect((await result()).tally.rounds!.rounds).toBe(24);
    await app.page.locator('rb-playtest').getByRole('button', { name: 'Close the playtest' }).click();
  });

  it("D'ice Cubes 4p: the meter counts wins per team", async () => {
    await openShipped('rulesets/dice-cubes-4p.yaml');
    await expect
      .poll(async () => (await meter()).rulesText?.includes('family: dice-pond') ?? false, { timeout: 10_000 })
      .toBe(true);
    await expect.poll(async () => (await meter()).games, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const team of ['A', 'B']) await expect(meterRow(team).count()).resolves.toBe(1);
    expect(app.errors).toEqual([]);
  });
});
