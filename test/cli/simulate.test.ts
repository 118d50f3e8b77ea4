import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunMeta } from '../../src/report/meta';
import { report, type Report } from '../../src/engine/selfplay/report';
import { runGames } from '../../src/engine/selfplay/run';
import { tally } from '../../src/engine/selfplay/tally';
import { simulateCommand } from '../../src/cli/simulate';
import { loadScenario } from '../../src/engine/scenario/load';
import { scenarioStart, startFrom, startProblemText } from '../../src/engine/selfplay/start';
import { resolver, shippedGame } from '../support/rulesets';
import { capture } from '../support/cli';

/** What `simulate --json` prints: the run, then every figure. */
type SimulateJson = RunMeta & Report;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebench-simulate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('simulate --json', () => {
  it('reports the figures of a direct run of the same seeds', async () => {
    const r = await capture(() =>
      simulateCommand('units-v1.2', {
        games: '4',
        seed: '3',
        bots: 'greedy,random',
        swap: true,
        workers: '2',
        json: true,
      }),
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as SimulateJson;
    const game = shippedGame('units-v1.2');
    const expected = report(
      tally(game, runGames(game, { bots: [{ kind: 'greedy' }, { kind: 'random' }], seed: 3, swap: true, to: 4 })),
    );
    expect(json).toMatchObject({
      ruleset: 'units-v1.2',
      seed: 3,
      seeds: 4,
      swap: true,
      seating: { south: 'greedy', north: 'random' },
    });
    expect(json.games).toBe(8);
    for (const key of ['wins', 'draws', 'winRate', 'length', 'branching', 'endCodes'] as const)
      expect(json[key]).toEqual(JSON.parse(JSON.stringify(expected[key])));
    expect(Object.keys(json.winRate.south)).toEqual(['p', 'lo', 'hi']);
  });

  it('reports Escape Death per match and per round', async () => {
    const r = await capture(() => simulateCommand('escape-death', { games: '1', seed: '1', workers: '1', json: true }));
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as SimulateJson;
    const game = shippedGame('escape-death');
    expect(Object.keys(json.wins)).toEqual([...game.winners]);
    expect(json.rounds!.rounds).toBeGreaterThanOrEqual(1);
    expect(Object.keys(json.rounds!.sides)).toEqual([...game.players]);
  });

  it("reports D'ice Cubes 4p per team", async () => {
    const r = await capture(() =>
      simulateCommand('dice-cubes-4p', { games: '1', seed: '2', workers: '1', json: true }),
    );
    expect(r.code).toBe(0);
    const game = shippedGame('dice-cubes-4p');
    expect(game.winners.length).toBeLessThan(game.players.length);
    expect(Object.keys((JSON.parse(r.stdout) as SimulateJson).winRate)).toEqual([...game.winners]);
  });
});

describe('simulate from a scenario', () => {
  it('starts every game from the scenario position', async () => {
    const file = join(dir, 'opening.yaml');
    // South's class-1 unit takes north's class-4 unit: north has three units left from the start of every game.
    writeFileSync(
      file,
      'ruleset: units-v1.2\nsetup:\n  toMove: north\n  pieces:\n    - { at: a1, owner: south, class: 1 }\n    - { at: h8, owner: north, class: 4 }\n    - { at: h1, owner: north, class: 2 }\nactions:\n  - { from: h8, to: h7 }\n',
    );
    const r = await capture(() => simulateCommand(file, { games: '3', seed: '1', workers: '1', json: true }));
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout) as SimulateJson;
    expect(json.scenario).toContain('opening.yaml');
    const loaded = loadScenario(readFileSync(file, 'utf8'), file, resolver);
    if (!loaded.ok) throw new Error('the scenario should load');
    const start = scenarioStart(loaded);
    if ('error' in start) throw new Error(startProblemText(start.error));
    const game = loaded.game;
    const direct = report(
      tally(
        game,
        runGames(game, {
          bots: [{ kind: 'random' }, { kind: 'random' }],
          seed: 1,
          to: 3,
          start: startFrom(game, start),
        }),
      ),
    );
    expect(json.wins).toEqual(direct.wins);
    expect(json.length).toEqual(JSON.parse(JSON.stringify(direct.length)));
    // Three units against one from the first ply: nothing like the ruleset's own start, eight units.
    const fromStart = report(
      tally(game, runGames(game, { bots: [{ kind: 'random' }, { kind: 'random' }], seed: 1, to: 3 })),
    );
    expect(json.length).not.toEqual(JSON.parse(JSON.stringify(fromStart.length)));
  });

  it('refuses a scenario whose game is already over', async () => {
    const file = join(dir, 'over.yaml');
    writeFileSync(
      file,
      'ruleset: units-v1.2\nsetup:\n  toMove: south\n  pieces:\n    - { at: a1, owner: south, class: 1 }\n    - { at: a5, owner: north, class: 4 }\nactions:\n  - { from: a1, to: a5 }\n',
    );
    const r = await capture(() => simulateCommand(file, { games: '1' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /over\.yaml:1:1: the game is already over after the scenario's 1 action\(s\); expected a position still being played/,
    );
  });
});

describe('simulate outputs', () => {
  it('writes CSV rows and a self-contained HTML report with SVG charts', async () => {
    const html = join(dir, 'report.html');
    const r = await capture(() =>
      simulateCommand('units-v1.2', { games: '2', seed: '1', workers: '1', csv: true, report: html }),
    );
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('figure,name,value,lo,hi');
    expect(lines).toContain('games,,2');
    expect(lines.some((l) => /^winRate,south,[\d.]+,[\d.]+,[\d.]+$/.test(l))).toBe(true);
    const page = readFileSync(html, 'utf8');
    expect(page.match(/<svg/g)?.length).toBe(3);
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toMatch(/<script|<link|src=/);
    expect(page).toContain('Balance report: units-v1.2');
  });
});

describe('simulate refuses bad input in one line, exit 2', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'an unknown bot',
      { games: '2', bots: 'random,alphazero' },
      /^rulebench: option '--bots' names an unknown bot 'alphazero'; expected random, greedy/,
    ],
    [
      'a bad --games',
      { games: 'ten' },
      /^rulebench: option '--games' argument 'ten' is invalid; expected a whole number 1 … /,
    ],
    ['no --games', {}, /^rulebench: option '--games' argument '' is invalid/],
    [
      'three bots for two seats',
      { games: '1', bots: 'random,random,greedy' },
      /^rulebench: option '--bots' names 3 bots but units-v1.2 has 2 seats \(south, north\)/,
    ],
    [
      'both --json and --csv',
      { games: '1', json: true, csv: true },
      /^rulebench: options '--json' and '--csv' both given/,
    ],
  ];
  for (const [what, flags, message] of cases) {
    it(what, async () => {
      const r = await capture(() => simulateCommand('units-v1.2', flags));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    });
  }

  it('an unknown ruleset', async () => {
    const r = await capture(() => simulateCommand('units-v9', { games: '1' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^units-v9:1:1: no ruleset "units-v9"; expected a ruleset id \(/);
  });
});
