/** `npm run bench:reference`: the hand-written D'ice Cubes reference on the benchmark protocol (see dice-cubes-minimal.ts). */
import { medianRun } from '../timing';
import { benchMinimal } from './dice-cubes-minimal';

console.log(JSON.stringify({ ruleset: 'dice-cubes, minimal hand-written reference', ...medianRun(benchMinimal) }));
