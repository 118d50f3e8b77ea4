import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SelfplayJob } from '../../src/engine/selfplay/job';
import { runGames } from '../../src/engine/selfplay/run';
import { tally } from '../../src/engine/selfplay/tally';
import { nodeWorker } from '../../src/workers/node';
import { gameScenario } from '../../src/engine/selfplay/game-scenario';
import { growingParts, runPool, splitSeeds, type Progress } from '../../src/workers/pool';
import { requestGameScenario } from '../../src/workers/scenario-request';
import { ROOT, shippedGame } from '../support/rulesets';

function job(id: string, extra: Partial<SelfplayJob> = {}): SelfplayJob {
  const file = `rulesets/${id}.yaml`;
  return {
    ruleset: { text: readFileSync(join(ROOT, file), 'utf8'), file, id },
    bots: [{ kind: 'random' }, { kind: 'random' }],
    seed: 11,
    swap: true,
    ...extra,
  };
}

describe('splitting a seed range into parts', () => {
  it('covers every seed once, in order, the last part shorter', () => {
    expect(splitSeeds(7, 3)).toEqual([
      { index: 0, from: 0, to: 3 },
      { index: 1, from: 3, to: 6 },
      { index: 2, from: 6, to: 7 },
    ]);
  });
});

describe("growing parts (a live view's first figures come after a few games)", () => {
  it('double from the first size up to the most, covering every seed once', () => {
    expect(growingParts(20, 2, 8).map((p) => p.to - p.from)).toEqual([2, 4, 8, 6]);
    expect(growingParts(3, 2, 8)).toEqual([
      { index: 0, from: 0, to: 2 },
      { index: 1, from: 2, to: 3 },
    ]);
  });
});

describe('the self-play pool on worker threads', () => {
  it('gives the tally of a direct run of the same seeds, with 1 worker and with 3', async () => {
    const j = job('units-v1.2', { keepWinners: true });
    const game = shippedGame('units-v1.2');
    const records = runGames(game, { bots: j.bots, seed: 11, swap: true, to: 6 });
    const direct = tally(game, records);
    const one = await runPool(j, { seeds: 6, workers: 1, spawn: nodeWorker }).result;
    const three = await runPool(j, { seeds: 6, workers: 3, partSize: 1, spawn: nodeWorker }).result;
    expect(one!.tally).toEqual(direct);
    expect(three!.tally).toEqual(direct);
    expect(three!.winners).toEqual(records.map((r) => game.winners.indexOf(r.winner)));
    // Different seeds give different games: the comparison can fail.
    expect(Object.keys(direct.lengths).length).toBeGreaterThan(1);
  });

  it('tells progress up to every game, and cancel stops it with no result', async () => {
    const seen: Progress[] = [];
    const r = await runPool(job('units-v1.2'), {
      seeds: 3,
      workers: 2,
      spawn: nodeWorker,
      onProgress: (p) => seen.push(p),
    }).result;
    expect(r!.tally.games).toBe(6);
    expect(seen.at(-1)).toMatchObject({ games: 6, total: 6, remainingMs: 0 });
    const run = runPool(
      job('units-v1.2', {
        bots: [
          { kind: 'mcts', iterations: 50 },
          { kind: 'mcts', iterations: 50 },
        ],
      }),
      { seeds: 200, workers: 2, spawn: nodeWorker },
    );
    run.cancel();
    expect(await run.result).toBeNull();
  });

  it('hands each part to onPart as it comes in, on the parts it was given', async () => {
    const j = job('units-v1.2');
    const parts = growingParts(7, 1, 4);
    const seen: { from: number; to: number; games: number }[] = [];
    const r = await runPool(j, {
      seeds: 7,
      workers: 2,
      parts,
      spawn: nodeWorker,
      onPart: (p, part) => seen.push({ from: p.from, to: p.to, games: part.tally.games }),
    }).result;
    expect(seen.sort((a, b) => a.from - b.from)).toEqual(
      parts.map((p) => ({ from: p.from, to: p.to, games: 2 * (p.to - p.from) })),
    );
    const direct = tally(
      shippedGame('units-v1.2'),
      runGames(shippedGame('units-v1.2'), { bots: j.bots, seed: 11, swap: true, to: 7 }),
    );
    expect(r!.tally).toEqual(direct);
  });

  it('refuses parts that do not cover the seeds once, in order', () => {
    expect(() =>
      runPool(job('units-v1.2'), { seeds: 5, workers: 1, parts: splitSeeds(4, 2), spawn: nodeWorker }),
    ).toThrow(/cover seeds 0 … 4/);
  });

  it('writes a game of the job as a scenario on a worker, the same as in this thread', async () => {
    const j = job('units-v1.2');
    const text = await requestGameScenario(j, 3, 's.json', nodeWorker);
    expect(text).toBe(gameScenario(j, shippedGame('units-v1.2'), 3, 's.json').text);
    const bad = job('units-v1.2');
    bad.ruleset.text = 'family: units\nclasses: 0\n';
    await expect(requestGameScenario(bad, 0, 's.json', nodeWorker)).rejects.toThrow(/classes/);
  });

  it('rejects with the ruleset problem a worker meets', async () => {
    const bad = job('units-v1.2');
    bad.ruleset.text = 'family: units\nclasses: 0\n';
    await expect(runPool(bad, { seeds: 1, workers: 1, spawn: nodeWorker }).result).rejects.toThrow(/classes/);
  });
});
