/**
 * `npx tsx bench/selfplay.ts`: self-play speed (a benchmark, not a test).
 *
 * 0. Random self-play as a worker plays it beside the benchmark's random
 *    games, in one process per shipped ruleset, the engine bundled as it
 *    ships: the ratio self-play ÷ benchmark games per second (target ≥ 0.5;
 *    see selfplay-one.ts; BENCH_SECONDS and BENCH_RUNS as in `npm run bench`).
 * 1. Games per second of random self-play on units-v1.2 through the worker
 *    pool with 1 and with 2 worker threads (target: 2 ≥ 1.8× one). Each
 *    worker loads TypeScript and compiles the ruleset first (about a second);
 *    the rate is taken from the progress reports once a tenth of the games is
 *    done, so it is the steady pace, with the wall time beside it, and the
 *    games per CPU second (on a machine whose cores other work shares, the
 *    speed-up shows the free cores; level games per CPU second show the pool
 *    itself costs nothing).
 * 2. MCTS iterations per second from each shipped ruleset's start, on this
 *    thread (random rollouts to the end of the game).
 *
 * SELFPLAY_SEEDS sets the seeds of part 1 (default 200,000, a few seconds of
 * one worker: 10,000 now take it a fifth of a second, too few progress reports
 * to read a steady pace from).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mctsBot } from '../src/engine/bots/mcts';
import { formatDiagnostic } from '../src/engine/loader/diagnostics';
import { baseResolver } from '../src/cli/files';
import { loadRuleset } from '../src/engine/loader/ruleset';
import { Rng } from '../src/engine/rng';
import type { SelfplayJob } from '../src/engine/selfplay/job';
import { nodeWorker } from '../src/workers/node';
import { runPool } from '../src/workers/pool';
import { bundled } from './bundled';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesets = `${root}rulesets/`;
const text = (id: string) => readFileSync(`${rulesets}${id}.yaml`, 'utf8');
const shipped = readdirSync(rulesets)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

const script = bundled('bench/selfplay-one.ts');
for (const file of shipped) {
  const r = spawnSync(process.execPath, [script, rulesets + file], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}

async function gamesPerSecond(
  workers: number,
  seeds: number,
): Promise<{ rate: number; wall: number; perCpuSecond: number }> {
  const job: SelfplayJob = {
    ruleset: { text: text('units-v1.2'), file: 'units-v1.2.yaml', id: 'units-v1.2' },
    bots: [{ kind: 'random' }, { kind: 'random' }],
    seed: 1,
    swap: false,
  };
  let t0 = 0,
    g0 = 0,
    t1 = 0,
    g1 = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const r = await runPool(job, {
    seeds,
    workers,
    spawn: nodeWorker,
    onProgress: (p) => {
      if (t0 === 0 && p.games >= seeds / 10) [t0, g0] = [performance.now(), p.games];
      [t1, g1] = [performance.now(), p.games];
    },
  }).result;
  if (!r || r.tally.games !== seeds) throw new Error('the run did not finish');
  // CPU time of the whole process, worker threads included (with their start-up): games per CPU second
  // staying level from 1 to 2 workers means the pool adds no work, and the speed-up is the free cores.
  const used = process.cpuUsage(cpu);
  return {
    rate: (g1 - g0) / ((t1 - t0) / 1000),
    wall: (performance.now() - started) / 1000,
    perCpuSecond: seeds / ((used.user + used.system) / 1e6),
  };
}

const seeds = Number(process.env.SELFPLAY_SEEDS ?? 200_000);
const one = await gamesPerSecond(1, seeds);
const two = await gamesPerSecond(2, seeds);
console.log(
  JSON.stringify({
    bench: 'selfplay-workers',
    ruleset: 'units-v1.2',
    bots: 'random v random',
    seeds,
    oneWorker: {
      gamesPerSecond: Math.round(one.rate),
      wallSeconds: +one.wall.toFixed(2),
      gamesPerCpuSecond: Math.round(one.perCpuSecond),
    },
    twoWorkers: {
      gamesPerSecond: Math.round(two.rate),
      wallSeconds: +two.wall.toFixed(2),
      gamesPerCpuSecond: Math.round(two.perCpuSecond),
    },
    speedup: +(two.rate / one.rate).toFixed(2),
    target: 1.8,
  }),
);

const ITERATIONS = 2000;
for (const file of shipped) {
  const rs = loadRuleset(readFileSync(rulesets + file, 'utf8'), `rulesets/${file}`, undefined, baseResolver([]));
  if (!rs.ok) throw new Error(rs.diagnostics.map(formatDiagnostic).join('\n'));
  const game = rs.game;
  const bot = mctsBot(game, { iterations: ITERATIONS });
  const s = game.start(1);
  const rng = Rng.seeded(1);
  // One search to warm the JIT, then searches for about a second.
  bot.choose(s, rng);
  let searches = 0;
  const start = performance.now();
  while (performance.now() - start < 1000) {
    bot.choose(s, rng);
    searches++;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    JSON.stringify({
      bench: 'mcts-iterations',
      ruleset: game.id,
      iterationsPerSecond: Math.round((searches * ITERATIONS) / seconds),
    }),
  );
}
