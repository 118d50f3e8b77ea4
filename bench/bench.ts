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
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesets = `${root}rulesets/`;
// Inside node_modules so the bundle's external packages resolve as usual.
const outDir = `${root}node_modules/.cache/rulebench-bench`;

execFileSync(
  process.execPath,
  [
    `${root}node_modules/vite/bin/vite.js`,
    'build',
    '--ssr',
    'bench/bench-one.ts',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit' },
);

for (const file of readdirSync(rulesets)
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const r = spawnSync(process.execPath, [`${outDir}/bench-one.js`, rulesets + file], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
