/** The Playtest report's logic: the form's checks, a run and its report, cancel, simulate from here, opening a game. */
import { describe, expect, it } from 'vitest';
import { runGames } from '../../../src/engine/selfplay/run';
import { tally } from '../../../src/engine/selfplay/tally';
import { PlaytestStore } from '../../../src/ui/playtest/playtest-store';
import { inProcessWorkers } from './in-process-worker';
import { playFirstMoves, until, workbench } from './fixture';

function store(wb = workbench()) {
  const workers = inProcessWorkers();
  return { wb, s: new PlaytestStore(wb, { spawn: workers.spawn, workers: 2 }), workers };
}

async function finished(s: PlaytestStore): Promise<void> {
  await until(() => !s.running);
}

describe('the playtest form', () => {
  it('names each field that needs fixing, and runs nothing', () => {
    const { s, workers } = store();
    s.update({ games: 'many', seed: '1.5', workers: '0' });
    s.setBot(1, { kind: 'mcts', iterations: '0' });
    expect(s.start()).toBe(false);
    expect(s.problems.games).toMatch(/whole number of games, 1 … 100,000/);
    expect(s.problems.seed).toMatch(/whole number/);
    expect(s.problems.workers).toMatch(/1 … 64/);
    expect(s.problems.bots).toEqual({ 1: expect.stringMatching(/simulations per move, 1 … 100,000/) as string });
    expect(s.running).toBe(false);
    expect(workers.jobs).toEqual([]);
  });

  it('has a bot per seat of the rules in the editor (random until chosen)', () => {
    const { s } = store();
    expect(s.seats()).toEqual(['south', 'north']);
    s.setBot(1, { kind: 'greedy' });
    expect([s.botAt(0).kind, s.botAt(1).kind]).toEqual(['random', 'greedy']);
  });

  it('refuses to run while the ruleset has problems, saying what to do', () => {
    const { wb, s } = store();
    wb.setText('ruleset', wb.ruleset.text.replace('plyLimit: 200', 'plyLimit: -1'));
    expect(s.start()).toBe(false);
    expect(s.problems.target).toMatch(/fix them to playtest/);
  });
});

describe('a playtest run', () => {
  it('plays the seeds with the chosen bots and swap, and reports them as the CLI does', async () => {
    const { wb, s, workers } = store();
    s.update({ games: '3', seed: '5', swap: true });
    s.setBot(0, { kind: 'greedy' });
    expect(s.start()).toBe(true);
    expect(s.progress).toMatchObject({ games: 0, total: 6 });
    await finished(s);
    const r = s.result!;
    const game = wb.frame!.replay.game;
    const records = runGames(game, { bots: [{ kind: 'greedy' }, { kind: 'random' }], seed: 5, swap: true, to: 3 });
    expect(r.tally).toEqual(tally(game, records));
    expect(r.winners).toEqual(records.map((g) => game.winners.indexOf(g.winner)));
    expect(r.meta).toEqual({
      ruleset: 'units-v1.2',
      seed: 5,
      seeds: 3,
      swap: true,
      seating: { south: 'greedy', north: 'random' },
    });
    expect(workers.jobs[0].bots).toEqual([{ kind: 'greedy' }, { kind: 'random' }]);
    expect(s.progress).toMatchObject({ games: 6, total: 6 });
    const json: unknown = JSON.parse(s.json());
    expect(json).toMatchObject({ ruleset: 'units-v1.2', games: 6, seating: { south: 'greedy' } });
    expect(s.csv().split('\n')[0]).toBe('figure,name,value,lo,hi');
    expect(s.fileStem()).toBe('units-v1.2-playtest-seed-5-6-games');
  });

  it('cancels: no result, the workers stopped', () => {
    const { s, workers } = store();
    s.update({ games: '500', swap: false });
    s.setBot(0, { kind: 'mcts', iterations: '300' });
    s.start();
    s.cancel();
    expect(s).toMatchObject({ running: false, cancelled: true, result: null });
    expect(workers.alive()).toBe(0);
  });

  it("simulates from here: every game starts at the board's step", async () => {
    const { wb, s, workers } = store();
    playFirstMoves(wb, 4);
    wb.seek(2);
    s.update({ fromHere: true, games: '2', swap: false });
    expect(s.here()).toMatchObject({ from: 'recorded.yaml after step 2' });
    expect(s.start()).toBe(true);
    await finished(s);
    expect(workers.jobs[0].start!.actions).toHaveLength(2);
    expect(s.result!.meta.scenario).toBe('recorded.yaml after step 2');
    expect(s.result!.report.games).toBe(2);
  });

  it('says why it cannot simulate from here without a scenario', () => {
    const { s } = store();
    s.update({ fromHere: true });
    expect(s.start()).toBe(false);
    expect(s.problems.target).toMatch(/No scenario is open/);
  });
});

describe('opening a game of the run', () => {
  it('opens game #k as a new scenario that replays to its end', async () => {
    const { wb, s } = store();
    s.update({ games: '2', swap: true });
    s.start();
    await finished(s);
    await s.openGame(1);
    expect(wb.scenario).toMatchObject({ path: 'scenarios/units-v1.2/playtest-game-2.yaml', origin: 'new' });
    expect(wb.scenario!.text).toMatch(/title: "Playtest game #2: seed 1, seats swapped/);
    expect(wb.evaluation.failures).toEqual([]);
    expect(wb.length).toBeGreaterThan(0);
    expect(s.rulesChanged()).toBe(false);
  });

  it('refuses a game the run did not play', async () => {
    const { s } = store();
    s.update({ games: '1', swap: false });
    s.start();
    await finished(s);
    await s.openGame(5);
    expect(s.error).toBe('There is no game #6: this run played games #1 … #1.');
  });

  it('offers the game instead of replacing a file opened while it was written', async () => {
    const { wb, s } = store();
    s.update({ games: '1', swap: false });
    s.start();
    await finished(s);
    const opening = s.openGame(0);
    wb.openShipped('rulesets/units-v1.1.yaml');
    await opening;
    expect(wb.ruleset.path).toBe('rulesets/units-v1.1.yaml');
    expect(wb.flash).toMatchObject({
      text: 'Playtest game #1 is ready as a scenario.',
      action: { label: 'Open game #1' },
    });
    wb.flash!.action!.run();
    expect(wb.scenario!.path).toBe('scenarios/units-v1.2/playtest-game-1.yaml');
    expect(wb.ruleset.path).toBe('rulesets/units-v1.2.yaml');
  });

  it('tells when the ruleset changed since the run', async () => {
    const { wb, s } = store();
    s.update({ games: '1', swap: false });
    s.start();
    await finished(s);
    wb.setText('ruleset', wb.ruleset.text.replace('plyLimit: 200', 'plyLimit: 150'));
    expect(s.rulesChanged()).toBe(true);
    await s.openGame(0);
    expect(wb.flash?.text).toMatch(/ruleset changed since this playtest/);
  });
});
