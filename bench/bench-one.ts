/**
 * Benchmarks one ruleset file (argv[2]) and prints its JSON line. `bench.ts`
 * bundles this file and runs it once per ruleset, each in its own process:
 * sharing one process, the bench loop's call sites would see every family's
 * classes and the JIT would slow them all. After a warm-up, BENCH_RUNS runs
 * (default 5) of BENCH_SECONDS / BENCH_RUNS each; the median run is reported.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { formatDiagnostic } from '../src/engine/loader/diagnostics';
import { loadRuleset } from '../src/engine/loader/ruleset';
import { medianOfRuns } from './median';
import { benchRandomGames } from './random-games';
import { benchTaflNpm } from './tafl-npm';

const file = process.argv[2]!;
const id = basename(file, '.yaml');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 5)));
const rs = loadRuleset(readFileSync(file, 'utf8'), `rulesets/${id}.yaml`);
if (!rs.ok) {
  rs.diagnostics.forEach((d) => console.error(formatDiagnostic(d)));
  process.exit(2);
}
benchRandomGames(rs.game, Math.min(1, seconds / 3)); // warm up the JIT
const ours = medianOfRuns(runs, () => benchRandomGames(rs.game, seconds / runs));
const line: Record<string, unknown> = { ruleset: id, ...ours };
if (id === 'hnefatafl-copenhagen') {
  const theirs = medianOfRuns(runs, () => benchTaflNpm(seconds / runs));
  line.taflNpm = theirs;
  line.ratioVsTaflNpm = Math.round((ours.pliesPerSecond / theirs.pliesPerSecond) * 10) / 10;
}
console.log(JSON.stringify(line));
