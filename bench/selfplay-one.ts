/**
 * Self-play beside the benchmark for one ruleset file (argv[2]), printing its
 * JSON line. `selfplay.ts` bundles this file (as `npm run bench` bundles its
 * own, so both sides run the engine as it ships) and runs it once per ruleset,
 * each in its own process, for the reason bench-one.ts gives.
 *
 * In one process, in turn: the benchmark's random games (random-games.ts) and
 * random self-play as a worker plays it (`serveSelfplay` on an in-process
 * port: the job loaded once, then parts of PART_SEEDS seeds, each answered
 * with its tally, progress messages included; what a worker thread adds
 * beyond that is the copy of a small message per part). Both start from seed
 * 1 every run. The runs alternate which side goes first, each pair gives a
 * ratio (self-play ÷ benchmark games per second), and the median pair is
 * printed with the spread of the ratios (timing.ts: this machine is shared).
 * Each side's games are also counted per second of this process's CPU time:
 * on a 2-core machine shared with other work (load 15 – 20), wall-clock runs
 * of the same loop move 3× from one second to the next, while games per CPU
 * second stay within a few per cent; that ratio is the steady figure.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { baseResolver } from '../src/cli/files';
import { formatDiagnostic } from '../src/engine/loader/diagnostics';
import { basesOf } from '../src/engine/loader/extends';
import { loadRuleset } from '../src/engine/loader/ruleset';
import type { Tally } from '../src/engine/selfplay/tally';
import type { FromWorker, ToWorker } from '../src/workers/protocol';
import { serveSelfplay } from '../src/workers/serve';
import { benchRandomGames } from './random-games';
import { RUNS, SECONDS, type BenchResult } from './timing';

/** Seeds per part: the pool's part for 10,000 seeds on 8 workers, about what `rulebench simulate` hands out. */
const PART_SEEDS = 250;

const file = process.argv[2];
const id = basename(file, '.yaml');
const text = readFileSync(file, 'utf8');
const shown = `rulesets/${id}.yaml`;
const rs = loadRuleset(text, shown, id, baseResolver([]));
if (!rs.ok) {
  rs.diagnostics.forEach((d) => console.error(formatDiagnostic(d)));
  process.exit(2);
}
const game = rs.game;

const answers: FromWorker[] = [];
let send: (m: ToWorker) => void = () => {
  throw new Error('serveSelfplay did not listen');
};
serveSelfplay({ postMessage: (m) => answers.push(m), onMessage: (h) => (send = h) });
send({
  type: 'job',
  job: {
    ruleset: { text, file: shown, id, bases: basesOf(text, shown, baseResolver([])) },
    bots: game.winners.map(() => ({ kind: 'random' })),
    seed: 1,
    swap: false,
  },
});

function plies(t: Tally): number {
  return Object.entries(t.lengths).reduce((sum, [length, games]) => sum + Number(length) * games, 0);
}

/** Parts of the self-play run from seed 1 on, one after another, for `seconds`. */
function selfplayGames(seconds: number): BenchResult {
  let games = 0;
  let played = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  for (let from = 0; performance.now() < until; from += PART_SEEDS) {
    send({ type: 'part', index: 0, from, to: from + PART_SEEDS });
    const done = answers.find((m) => m.type === 'done');
    if (!done) throw new Error(answers.map((m) => (m.type === 'error' ? m.message : m.type)).join('; '));
    games += done.tally.games;
    played += plies(done.tally);
    answers.length = 0;
  }
  const elapsed = (performance.now() - start) / 1000;
  return {
    pliesPerSecond: Math.round(played / elapsed),
    gamesPerSecond: Math.round((games / elapsed) * 10) / 10,
    meanPlies: Math.round((played / games) * 10) / 10,
  };
}

interface Timed extends BenchResult {
  gamesPerCpuSecond: number;
}

/** `run` with its games per second of CPU time beside (its games: its rate times the wall time it took). */
function timed(run: (seconds: number) => BenchResult, seconds: number): Timed {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const r = run(seconds);
  const games = (r.gamesPerSecond * (performance.now() - wall)) / 1000;
  const used = process.cpuUsage(cpu);
  return { ...r, gamesPerCpuSecond: Math.round(games / ((used.user + used.system) / 1e6)) };
}

const benchmark = (seconds: number) => timed((t) => benchRandomGames(game, t), seconds);
const selfplay = (seconds: number) => timed(selfplayGames, seconds);
const warm = Math.min(1, SECONDS / 3);
benchmark(warm);
selfplay(warm);
const pairs = Array.from({ length: RUNS }, (_, run) => {
  const each = SECONDS / RUNS / 2;
  // Alternating the order, so neither side always runs on a JIT (and a machine) the other has just warmed.
  if (run % 2 === 0) {
    const b = benchmark(each);
    return { b, s: selfplay(each) };
  }
  const s = selfplay(each);
  return { b: benchmark(each), s };
});
const round2 = (x: number) => Math.round(x * 100) / 100;
/** The median ratio of the pairs, with the lowest and the highest. */
function ratios(ratio: (p: (typeof pairs)[number]) => number): { median: number; spread: [number, number] } {
  const sorted = pairs.map(ratio).sort((x, y) => x - y);
  return { median: round2(sorted[Math.floor(RUNS / 2)]), spread: [round2(sorted[0]), round2(sorted[RUNS - 1])] };
}
const median = <K extends keyof Timed>(key: K, side: 'b' | 's') =>
  pairs.map((p) => p[side][key]).sort((x, y) => x - y)[Math.floor(RUNS / 2)];
const wall = ratios((p) => p.s.gamesPerSecond / p.b.gamesPerSecond);
const cpu = ratios((p) => p.s.gamesPerCpuSecond / p.b.gamesPerCpuSecond);
console.log(
  JSON.stringify({
    bench: 'selfplay-vs-benchmark',
    ruleset: id,
    benchmark: { gamesPerSecond: median('gamesPerSecond', 'b'), gamesPerCpuSecond: median('gamesPerCpuSecond', 'b') },
    selfplay: { gamesPerSecond: median('gamesPerSecond', 's'), gamesPerCpuSecond: median('gamesPerCpuSecond', 's') },
    meanPlies: { benchmark: median('meanPlies', 'b'), selfplay: median('meanPlies', 's') },
    ratio: wall.median,
    ratioSpread: wall.spread,
    ratioPerCpuSecond: cpu.median,
    ratioPerCpuSecondSpread: cpu.spread,
    target: 0.5,
  }),
);
