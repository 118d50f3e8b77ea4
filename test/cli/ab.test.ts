import { describe, expect, it } from 'vitest';
import { abCommand } from '../../src/cli/ab';
import { compareRuns, type Comparison } from '../../src/engine/selfplay/compare';
import { runGames } from '../../src/engine/selfplay/run';
import { emptyTally, tally } from '../../src/engine/selfplay/tally';
import { pairedProportions } from '../../src/engine/stats/proportions';
import { shippedGame } from '../support/rulesets';
import { capture } from '../support/cli';

const duel = { winners: ['south', 'north'], players: ['south', 'north'] };

/** What `ab --json` prints: the comparison, with the test that stopped it under --sprt. */
type AbJson = Comparison & { sprt?: Record<string, unknown> };

describe('comparing two paired runs', () => {
  // 100 paired games: south won 60 under A and 40 under B; 25 seeds flipped from south to north, 5 the other way.
  const a: number[] = [],
    b: number[] = [];
  for (let g = 0; g < 100; g++) {
    if (g < 35) [a[g], b[g]] = [0, 0];
    else if (g < 60) [a[g], b[g]] = [0, 1];
    else if (g < 65) [a[g], b[g]] = [1, 0];
    else [a[g], b[g]] = [1, 1];
  }
  const lengths = (mean: number) => ({ ...emptyTally(duel), lengths: { [mean - 10]: 50, [mean + 10]: 50 } });
  const c = compareRuns({ name: 'v1', tally: lengths(60), winners: a }, { name: 'v2', tally: lengths(80), winners: b });

  it("gives each seat's change from the discordant pairs (McNemar)", () => {
    expect(c.winRate.south.a.p).toBe(0.6);
    expect(c.winRate.south.b.p).toBe(0.4);
    // B − A: 5 seeds only B's south won, 25 only A's: z = (5 − 25) / √30.
    expect(c.winRate.south.change).toEqual(pairedProportions(5, 25, 100));
    expect(c.winRate.south.change.diff).toBeCloseTo(-0.2, 12);
    expect(c.winRate.south.change.z).toBeCloseTo(-20 / Math.sqrt(30), 12);
    expect(c.winRate.south.significant).toBe(true);
    expect(c.drawRate.change.diff).toBe(0);
    expect(c.drawRate.significant).toBe(false);
  });

  it("gives the change of mean length by Welch's z", () => {
    // Both have variance 100 · 100/99 over 100 games: se = √(2 · 10000/99/100).
    expect(c.length.change.diff).toBe(20);
    expect(c.length.change.z).toBeCloseTo(20 / Math.sqrt((2 * 10000) / 99 / 100), 9);
    expect(c.length.significant).toBe(true);
  });

  it('says it in one sentence', () => {
    expect(c.verdict).toBe('v1: south wins 60% ± 10%, v2: 40% ± 10%; the difference is significant (p < 0.001)');
  });
});

describe('rulebench ab', () => {
  it('compares two rulesets on the same seeds and ends with the sentence', async () => {
    const r = await capture(() =>
      abCommand('units-v1.2', 'units-v1.1', {
        games: '4',
        seed: '5',
        bots: 'greedy,random',
        swap: true,
        workers: '2',
        json: true,
      }),
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as AbJson;
    const play = (id: string) => {
      const game = shippedGame(id);
      const records = runGames(game, { bots: [{ kind: 'greedy' }, { kind: 'random' }], seed: 5, swap: true, to: 4 });
      return { name: id, tally: tally(game, records), winners: records.map((x) => game.winners.indexOf(x.winner)) };
    };
    const direct = compareRuns(play('units-v1.2'), play('units-v1.1'));
    expect(json.games).toBe(8);
    expect(json.winRate).toEqual(JSON.parse(JSON.stringify(direct.winRate)));
    expect(json.verdict).toBe(direct.verdict);
    expect(json.verdict).toMatch(
      /^units-v1\.2: (south|north) wins \d+% ± \d+%, units-v1\.1: \d+% ± \d+%; the difference is (not )?significant \(p [=<] [\d.]+\)$/,
    );
    const text = await capture(() => abCommand('units-v1.2', 'units-v1.1', { games: '2', seed: '5', workers: '1' }));
    expect(text.stdout.trim().split('\n').at(-1)).toMatch(/^units-v1\.2: .* wins .*; the difference is /);
  });

  it('with --sprt stops as soon as the test decides: a ruleset against itself accepts "no change"', async () => {
    const r = await capture(() =>
      abCommand('units-v1.2', 'rulesets/units-v1.2.yaml', {
        games: '1000',
        seed: '1',
        workers: '1',
        sprt: 'south:0.05',
        json: true,
      }),
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as AbJson;
    expect(json.a).toBe('rulesets/units-v1.2.yaml');
    expect(json.sprt).toMatchObject({ metric: 'south', margin: 0.05, decision: 'accept-h0', pairs: 112 });
    // Batches of 100 seeds (a tenth of --games): two were played, not ten.
    expect(json.games).toBe(200);
    expect(json.winRate.south.change.diff).toBe(0);
  });

  it('refuses a --sprt naming no seat, exit 2', async () => {
    const r = await capture(() => abCommand('units-v1.2', 'units-v1.1', { games: '2', sprt: 'west:0.05' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: option '--sprt' argument 'west:0.05' is invalid; expected SEAT:MARGIN with SEAT one of south, north, draw/,
    );
  });

  it('refuses two games with different seats, exit 2', async () => {
    const r = await capture(() => abCommand('units-v1.2', 'units-v1.2-4p', { games: '2' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: units-v1\.2 and units-v1\.2-4p have different seats \(south, north and south, west, north, east\)/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
