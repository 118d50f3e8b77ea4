/** `npm run bench:reference`: the hand-written D'ice Cubes reference on the benchmark protocol (see dice-cubes-minimal.ts). */
import { medianOfRuns } from '../median';
import { benchMinimal } from './dice-cubes-minimal';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 5)));
benchMinimal(Math.min(1, seconds / 3)); // warm up the JIT
console.log(JSON.stringify({ ruleset: 'dice-cubes, minimal hand-written reference', ...medianOfRuns(runs, () => benchMinimal(seconds / runs)) }));
