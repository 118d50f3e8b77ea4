/**
 * Part of `npm run bench`: how long `rulebench` takes to start and answer, as
 * a ratio to `node -e ""` started the same way (spawned by this process, wall
 * time to exit). The commands take turns with the baseline round by round, in
 * an order that changes each round, so a busy moment of this shared machine
 * (±25% between minutes) falls on all of them alike; the median of each is
 * compared. STARTUP_ROUNDS sets the rounds (default 15).
 *
 * Targets: `--version` ≤ 3×, `validate` of a shipped ruleset ≤ 4×, `run` of a
 * sample scenario ≤ 4×.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}bin/rulebench.mjs`;
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 15);

interface Case {
  name: string;
  args: string[];
  /** The largest ratio to `node -e ""` allowed. */
  target?: number;
}

const cases: Case[] = [
  { name: 'node -e ""', args: ['-e', ''] },
  { name: 'rulebench --version', args: [bin, '--version'], target: 3 },
  {
    name: 'rulebench validate rulesets/units-v1.2.yaml',
    args: [bin, 'validate', 'rulesets/units-v1.2.yaml'],
    target: 4,
  },
  {
    name: 'rulebench run scenarios/units/01-class1-takes-class4.yaml',
    args: [bin, 'run', 'scenarios/units/01-class1-takes-class4.yaml'],
    target: 4,
  },
];

function timeOnce(args: string[]): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

// The first start may rebuild a stale bundle, and fills the file cache: not measured.
for (const c of cases) timeOnce(c.args);

const times = cases.map((): number[] => []);
for (let round = 0; round < ROUNDS; round++) {
  for (let k = 0; k < cases.length; k++) {
    const i = (k + round) % cases.length;
    times[i].push(timeOnce(cases[i].args));
  }
}

const base = median(times[0]);
console.log(`start-up, median of ${ROUNDS} alternating starts each (wall ms; ratio to node -e "")`);
for (const [i, c] of cases.entries()) {
  const ms = median(times[i]);
  const ratio = ms / base;
  const verdict =
    c.target === undefined
      ? ''
      : `  ${ratio.toFixed(2)}× (target ≤ ${c.target}×${ratio <= c.target ? ', met' : ', NOT met'})`;
  console.log(`  ${c.name.padEnd(60)} ${ms.toFixed(0).padStart(5)} ms${verdict}`);
}
