/**
 * `npm run bench:reference`: our `dice-cubes` engine against two engines
 * written by hand for exactly its rules, on the benchmark protocol (see
 * random-games.ts): dice-cubes-minimal.ts (straightforward) and
 * dice-cubes-fast.ts (tuned as far as we could take it). Lockstep tests show
 * all three list the same legal actions in every position, so they play the
 * same games from the same seeds.
 *
 * This VM's speed swings ±30% between processes and moment to moment, so the
 * three are timed in turn, ROUNDS rounds of BENCH_SECONDS each (defaults 6
 * and 1), in one process: each round's ratios compare engines that saw the
 * same load. Prints one JSON line per engine (median plies/s, range) and the
 * median ratios.
 */
import { readFileSync } from 'node:fs';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { benchRandomGames } from '../random-games';
import type { BenchResult } from '../timing';
import { benchFast } from './dice-cubes-fast';
import { benchMinimal } from './dice-cubes-minimal';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 6)));

// Run from the project folder (npm run does), as the bundle lives elsewhere.
const file = 'rulesets/dice-cubes.yaml';
const rs = loadRuleset(readFileSync(file, 'utf8'), file);
if (!rs.ok) throw new Error('rulesets/dice-cubes.yaml does not load; run `npx rulebench validate rulesets/dice-cubes.yaml`');
const game = rs.game;

const engines: [name: string, bench: (seconds: number) => BenchResult][] = [
  ['dice-cubes (ours)', (seconds) => benchRandomGames(game, seconds)],
  ['hand-written minimal', benchMinimal],
  ['hand-written fast', benchFast],
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round2 = (x: number) => Math.round(x * 100) / 100;

for (const [, bench] of engines) bench(Math.min(1, SECONDS));
const rates: number[][] = engines.map(() => []);
let meanPlies: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const results = engines.map(([, bench]) => bench(SECONDS));
  results.forEach((res, i) => rates[i]!.push(res.pliesPerSecond));
  meanPlies = results.map((res) => res.meanPlies);
}
engines.forEach(([name], i) => {
  console.log(JSON.stringify({ engine: name, pliesPerSecond: median(rates[i]!), spread: [Math.min(...rates[i]!), Math.max(...rates[i]!)], meanPlies: meanPlies[i] }));
});
const ratio = (a: number, b: number) => round2(median(rates[a]!.map((x, r) => x / rates[b]![r]!)));
console.log(JSON.stringify({ oursOverMinimal: ratio(0, 1), oursOverFast: ratio(0, 2), fastOverMinimal: ratio(2, 1) }));
