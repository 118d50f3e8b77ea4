/**
 * `npm run bench`: one JSON line per shipped ruleset, random games on one
 * thread. For Copenhagen the npm `tafl` package runs the same protocol in the
 * same run and the ratio ours ÷ theirs is printed. A benchmark, not a test.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../src/engine/loader/diagnostics';
import { loadRuleset } from '../src/engine/loader/ruleset';
import { benchRandomGames } from './random-games';
import { benchTaflNpm } from './tafl-npm';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const dir = fileURLToPath(new URL('../rulesets/', import.meta.url));

for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
  const rs = loadRuleset(readFileSync(dir + file, 'utf8'), `rulesets/${file}`);
  if (!rs.ok) {
    rs.diagnostics.forEach((d) => console.error(formatDiagnostic(d)));
    process.exitCode = 2;
    continue;
  }
  benchRandomGames(rs.game, Math.min(1, SECONDS / 3)); // warm up the JIT
  const ours = benchRandomGames(rs.game, SECONDS);
  const line: Record<string, unknown> = { ruleset: rs.game.id, ...ours };
  if (rs.game.id === 'hnefatafl-copenhagen') {
    const theirs = benchTaflNpm(SECONDS);
    line.taflNpm = theirs;
    line.ratioVsTaflNpm = Math.round((ours.pliesPerSecond / theirs.pliesPerSecond) * 10) / 10;
  }
  console.log(JSON.stringify(line));
}
