/**
 * `npm run bench`: one JSON line per shipped ruleset, random games on one
 * thread (see random-games.ts for the protocol). For Copenhagen the npm
 * `tafl` package runs the same protocol in the same run and the ratio
 * ours ÷ theirs is printed. A benchmark, not a test. BENCH_SECONDS sets the
 * measuring time per ruleset (default 5), split into BENCH_RUNS runs
 * (default 5) whose median is reported (see timing.ts).
 *
 * The engine is measured as it ships: bundled (by Vite, as the workbench is),
 * not module by module through a TypeScript loader, whose separate modules
 * cost the hot path 10–20%.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundled } from './bundled';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesets = `${root}rulesets/`;
const script = bundled('bench/bench-one.ts');

for (const file of readdirSync(rulesets)
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const r = spawnSync(process.execPath, [script, rulesets + file], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
