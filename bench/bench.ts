/**
 * `npm run bench`: one JSON line per shipped ruleset, random games on one
 * thread (see random-games.ts for the protocol). For Copenhagen the npm
 * `tafl` package runs the same protocol in the same run and the ratio
 * ours ÷ theirs is printed. A benchmark, not a test. BENCH_SECONDS sets the
 * measuring time per ruleset (default 3).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../rulesets/', import.meta.url));
const one = fileURLToPath(new URL('./bench-one.ts', import.meta.url));

for (const id of readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort()) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', one, id], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
