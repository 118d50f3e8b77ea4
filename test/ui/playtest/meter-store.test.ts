/** The live balance meter's logic: what it plays, when it restarts, pause, errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runGames } from '../../../src/engine/selfplay/run';
import { tally } from '../../../src/engine/selfplay/tally';
import type { Workbench } from '../../../src/ui/app/workbench';
import { BalanceMeter } from '../../../src/ui/playtest/meter-store';
import { PlaytestStore } from '../../../src/ui/playtest/playtest-store';
import { ReportActivity } from '../../../src/ui/playtest/report-activity';
import { inProcessWorkers, type Spawned } from './in-process-worker';
import { playFirstMoves, until, workbench } from './fixture';

let meter: BalanceMeter | undefined;
afterEach(() => {
  meter?.stop();
  vi.useRealTimers();
});

function started(wb: Workbench, seeds = 6, workers: Spawned = inProcessWorkers()) {
  meter = new BalanceMeter(wb, { spawn: workers.spawn, workers: 1, seeds, refreshMs: 5 });
  meter.start();
  return { meter, workers };
}

const edited = (wb: Workbench, from: string, to: string) => {
  const text = wb.ruleset.text.replace(from, to);
  expect(text).not.toBe(wb.ruleset.text);
  wb.setText('ruleset', text);
  wb.flush();
};

describe('the live balance meter', () => {
  it("plays random games of the editor's ruleset from seed 1: the tally of those seeds", async () => {
    const wb = workbench();
    const { meter: m, workers } = started(wb);
    expect(m.running).toBe(true);
    await until(() => !m.running);
    const game = wb.frame!.replay.game;
    expect(m.tally).toEqual(
      tally(game, runGames(game, { bots: game.winners.map(() => ({ kind: 'random' })), seed: 1, to: 6 })),
    );
    expect(workers.jobs[0]).toMatchObject({
      seed: 1,
      swap: false,
      ruleset: { id: 'units-v1.2', text: wb.ruleset.text },
    });
    expect(m.report!.seats).toEqual(['south', 'north']);
    expect(m.firstFiguresAt).not.toBeNull();
    expect(workers.alive()).toBe(0);
  });

  it('shows figures as parts come in, before the run ends', async () => {
    const wb = workbench();
    const { meter: m } = started(wb, 200);
    const seen: number[] = [];
    m.subscribe(() => seen.push(m.tally?.games ?? 0));
    await until(() => (m.tally?.games ?? 0) >= 30);
    expect(m.running).toBe(true);
    // The first part is two games: figures at once, then growing.
    expect(seen.find((g) => g > 0)).toBe(2);
  });

  it('restarts on a valid edit of the ruleset, cancelling the old run', async () => {
    const wb = workbench();
    const { meter: m, workers } = started(wb, 400);
    await until(() => (m.tally?.games ?? 0) > 0);
    edited(wb, 'plyLimit: 200', 'plyLimit: 10');
    expect(m.restarts).toBe(2);
    expect(m.rules!.ruleset.text).toContain('plyLimit: 10');
    expect(m.tally).toBeNull();
    await until(() => (m.tally?.games ?? 0) > 0);
    // The new rules' games: none is longer than the new limit.
    expect(Math.max(...Object.keys(m.tally!.lengths).map(Number))).toBeLessThanOrEqual(10);
    expect(workers.jobs.at(-1)!.ruleset.text).toContain('plyLimit: 10');
    expect(workers.alive()).toBe(1);
  });

  it('keeps the last valid figures, marked stale, while the ruleset has problems; no restart', async () => {
    const wb = workbench();
    const { meter: m } = started(wb);
    await until(() => !m.running);
    const before = m.tally;
    edited(wb, 'plyLimit: 200', 'plyLimit: -1');
    expect(m.stale).toBe(true);
    expect(m.restarts).toBe(1);
    expect(m.tally).toBe(before);
    // Back to the same valid text: not stale, and the figures are still the right ones (no restart).
    edited(wb, 'plyLimit: -1', 'plyLimit: 200');
    expect(m.stale).toBe(false);
    expect(m.restarts).toBe(1);
  });

  it('does not restart when only the scenario changes', () => {
    const wb = workbench();
    const { meter: m } = started(wb);
    const evaluation = wb.evaluation;
    playFirstMoves(wb, 2);
    expect(wb.evaluation).not.toBe(evaluation);
    expect(m.restarts).toBe(1);
  });

  it('pauses (the run stops) and resumes on seeds it has not played', async () => {
    // Fake timers: every message the stopped run's workers had sent can be delivered before the check.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wb = workbench();
    const { meter: m, workers } = started(wb, 50);
    await until(() => (m.tally?.games ?? 0) > 0);
    m.togglePause();
    expect(m).toMatchObject({ paused: true, running: false });
    expect(workers.alive()).toBe(0);
    const games = m.tally!.games;
    await vi.runAllTimersAsync();
    expect(m.tally!.games).toBe(games);
    m.togglePause();
    expect(m.running).toBe(true);
    expect(workers.jobs.at(-1)!.seed).toBe(51);
    await until(() => m.tally!.games > games);
  });

  it('an edit while paused starts on the new rules only when resumed', () => {
    const wb = workbench();
    const { meter: m, workers } = started(wb, 50);
    m.togglePause();
    edited(wb, 'plyLimit: 200', 'plyLimit: 30');
    expect(m).toMatchObject({ restarts: 2, running: false, tally: null });
    const sent = workers.jobs.length;
    m.togglePause();
    expect(workers.jobs).toHaveLength(sent + 1);
    expect(workers.jobs.at(-1)).toMatchObject({ seed: 1 });
    expect(workers.jobs.at(-1)!.ruleset.text).toContain('plyLimit: 30');
  });

  it('holds its games while a Playtest report plays, and goes on after it (a pause stays a pause)', async () => {
    const wb = workbench();
    const reports = new ReportActivity();
    const workers = inProcessWorkers();
    meter = new BalanceMeter(wb, { spawn: workers.spawn, workers: 1, seeds: 50, reports });
    meter.start();
    const m = meter;
    const playtest = new PlaytestStore(wb, { spawn: inProcessWorkers().spawn, workers: 1, reports });
    playtest.update({ games: '2', swap: false });
    playtest.start();
    expect(m).toMatchObject({ held: true, running: false });
    await until(() => !playtest.running);
    expect(m).toMatchObject({ held: false, running: true });
    m.togglePause();
    playtest.start();
    expect(m.held).toBe(true);
    playtest.cancel();
    await until(() => !m.held);
    expect(m).toMatchObject({ paused: true, running: false });
  });

  it('says why it stopped when a worker fails', async () => {
    const wb = workbench();
    const failing = {
      spawn: () => ({
        postMessage() {},
        onMessage() {},
        onError(h: (e: Error) => void) {
          setTimeout(() => h(new Error('the self-play worker failed to start')));
        },
        terminate() {},
      }),
      jobs: [],
      alive: () => 0,
    };
    const { meter: m } = started(wb, 10, failing);
    await until(() => m.error !== null);
    expect(m.error).toMatch(/failed to start/);
    expect(m.running).toBe(false);
  });
});
