import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SelfplayJob } from '../../src/engine/selfplay/job';
import { runGames } from '../../src/engine/selfplay/run';
import { tally } from '../../src/engine/selfplay/tally';
import { nodeWorker } from '../../src/workers/node';
import { runPool, splitSeeds, type Progress } from '../../src/workers/pool';
import { ROOT, shippedGame } from '../support/rulesets';

function job(id: string, extra: Partial<SelfplayJob> = {}): SelfplayJob {
  const file = `rulesets/${id}.yaml`;
  return { ruleset: { text: readFileSync(join(ROOT, file), 'utf8'), file, id }, bots: [{ kind: 'random' }, { kind: 'random' }], seed: 11, swap: true, ...extra };
}

describe('splitting a seed range into parts', () => {
  it('covers every seed once, in order, the last part shorter', () => {
    expect(splitSeeds(7, 3)).toEqual([{ index: 0, from: 0, to: 3 }, { index: 1, from: 3, to: 6 }, { index: 2, from: 6, to: 7 }]);
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
    const r = await runPool(job('units-v1.2'), { seeds: 3, workers: 2, spawn: nodeWorker, onProgress: (p) => seen.push(p) }).result;
    expect(r!.tally.games).toBe(6);
    expect(seen.at(-1)).toMatchObject({ games: 6, total: 6, remainingMs: 0 });
    const run = runPool(job('units-v1.2', { bots: [{ kind: 'mcts', iterations: 50 }, { kind: 'mcts', iterations: 50 }] }), { seeds: 200, workers: 2, spawn: nodeWorker });
    run.cancel();
    expect(await run.result).toBeNull();
  });

  it('rejects with the ruleset problem a worker meets', async () => {
    const bad = job('units-v1.2');
    bad.ruleset.text = 'family: units\nclasses: 0\n';
    await expect(runPool(bad, { seeds: 1, workers: 1, spawn: nodeWorker }).result).rejects.toThrow(/classes/);
  });
});
