/**
 * Benchmarks one ruleset file (argv[2]) and prints its JSON line. `bench.ts`
 * bundles this file and runs it once per ruleset, each in its own process:
 * sharing one process, the bench loop's call sites would see every family's
 * classes and the JIT would slow them all. Each figure is a median run (timing.ts);
 * `switching` plays 256 states in turn against the same games one by one (switching.ts).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { formatDiagnostic } from '../src/engine/loader/diagnostics';
import { baseResolver } from '../src/cli/files';
import { loadRuleset } from '../src/engine/loader/ruleset';
import { benchRandomGames } from './random-games';
import { benchSwitching } from './switching';
import { benchTaflNpm } from './tafl-npm';
import { medianRun, RUNS, SECONDS } from './timing';

const file = process.argv[2];
const id = basename(file, '.yaml');
const rs = loadRuleset(readFileSync(file, 'utf8'), `rulesets/${id}.yaml`, id, baseResolver([]));
if (!rs.ok) {
  rs.diagnostics.forEach((d) => console.error(formatDiagnostic(d)));
  process.exit(2);
}
const ours = medianRun((seconds) => benchRandomGames(rs.game, seconds));
const line: Record<string, unknown> = { ruleset: id, ...ours };
if (id === 'hnefatafl-copenhagen') {
  const theirs = medianRun(benchTaflNpm);
  line.taflNpm = theirs;
  line.ratioVsTaflNpm = Math.round((ours.pliesPerSecond / theirs.pliesPerSecond) * 10) / 10;
}
line.switching = benchSwitching(rs.game, SECONDS, RUNS);
console.log(JSON.stringify(line));
