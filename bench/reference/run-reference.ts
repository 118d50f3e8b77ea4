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
 * median ratios; then the play phase alone (full-pond.ts: random games from
 * a full 5×5 pond), ours and the fast engine in turn the same way, as one
 * line with both medians and the median ratio.
 */
import { readFileSync } from 'node:fs';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { benchRandomGames } from '../random-games';
import type { BenchResult } from '../timing';
import { benchFast, benchFastPlay } from './dice-cubes-fast';
import { benchMinimal } from './dice-cubes-minimal';
import { benchOursPlay, FULL_POND_DICE, FULL_POND_PAWNS, FULL_POND_SEEDS } from './full-pond';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 6)));

// Run from the project folder (npm run does), as the bundle lives elsewhere.
const file = 'rulesets/dice-cubes.yaml';
const rs = loadRuleset(readFileSync(file, 'utf8'), file);
if (!rs.ok)
  throw new Error('rulesets/dice-cubes.yaml does not load; run `npx rulebench validate rulesets/dice-cubes.yaml`');
const game = rs.game;

const engines: [name: string, bench: (seconds: number) => BenchResult][] = [
  ['dice-cubes (ours)', (seconds) => benchRandomGames(game, seconds)],
  ['hand-written minimal', benchMinimal],
  ['hand-written fast', benchFast],
];
const playPhase: [name: string, bench: (seconds: number) => BenchResult][] = [
  ['dice-cubes (ours)', (seconds) => benchOursPlay(game, seconds)],
  ['hand-written fast', (seconds) => benchFastPlay(seconds, FULL_POND_DICE, FULL_POND_PAWNS, FULL_POND_SEEDS)],
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Warms each bench up, then runs them in turn ROUNDS times: plies/s per bench per round, and the last round's mean plies. */
function inTurn(benches: [string, (seconds: number) => BenchResult][]): { rates: number[][]; meanPlies: number[] } {
  for (const [, bench] of benches) bench(Math.min(1, SECONDS));
  const rates: number[][] = benches.map(() => []);
  let meanPlies: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const results = benches.map(([, bench]) => bench(SECONDS));
    results.forEach((res, i) => rates[i].push(res.pliesPerSecond));
    meanPlies = results.map((res) => res.meanPlies);
  }
  return { rates, meanPlies };
}
/** The median over rounds of bench a's rate ÷ bench b's. */
const ratio = (rates: number[][], a: number, b: number) => round2(median(rates[a].map((x, r) => x / rates[b][r])));

const whole = inTurn(engines);
engines.forEach(([name], i) => {
  const rates = whole.rates[i];
  console.log(
    JSON.stringify({
      engine: name,
      pliesPerSecond: median(rates),
      spread: [Math.min(...rates), Math.max(...rates)],
      meanPlies: whole.meanPlies[i],
    }),
  );
});
console.log(
  JSON.stringify({
    oursOverMinimal: ratio(whole.rates, 0, 1),
    oursOverFast: ratio(whole.rates, 0, 2),
    fastOverMinimal: ratio(whole.rates, 2, 1),
  }),
);

const play = inTurn(playPhase);
console.log(
  JSON.stringify({
    playPhase: 'from a full 5×5 pond',
    ours: median(play.rates[0]),
    fast: median(play.rates[1]),
    meanPlies: play.meanPlies,
    oursOverFast: ratio(play.rates, 0, 1),
  }),
);
