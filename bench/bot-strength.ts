/**
 * `npm run bench:strength`: how much greedy and MCTS beat random in every
 * shipped ruleset (a measurement, not a test: test/engine/selfplay/strength.test.ts
 * checks a clear margin on a few seeds; this plays more and prints the table
 * the README quotes). Each seed is played twice with the bots' seats reversed,
 * so the bot plays both sides of the same dice. Per row: games, the bot's wins,
 * draws and losses, its win rate with a 95% Wilson interval, and its mean
 * return (+1 win, 0 draw, −1 loss; random in its seat: 0 with two sides, at
 * most 0 with four). The budgets are the test's.
 *
 * STRENGTH_SEEDS scales the seeds (default 1: 10 seeds, 4 for Escape Death's six-round matches);
 * STRENGTH_RULESETS=dice-cubes,escape-death plays only those rulesets.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { baseResolver } from '../src/cli/files';
import type { BotSpec } from '../src/engine/bots/bot';
import { formatDiagnostic } from '../src/engine/loader/diagnostics';
import { loadRuleset } from '../src/engine/loader/ruleset';
import { runGames } from '../src/engine/selfplay/run';
import { wilson } from '../src/engine/stats/proportions';

const rulesets = fileURLToPath(new URL('../rulesets/', import.meta.url));
const scale = Number(process.env.STRENGTH_SEEDS ?? 1);
const only = process.env.STRENGTH_RULESETS?.split(',');

const ROWS: { id: string; bot: BotSpec; seeds: number }[] = [
  { id: 'units-v1.1', bot: { kind: 'greedy' }, seeds: 10 },
  { id: 'units-v1.1', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 10 },
  { id: 'units-v1.2', bot: { kind: 'greedy' }, seeds: 10 },
  { id: 'units-v1.2', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 10 },
  { id: 'units-v1.2-4p', bot: { kind: 'greedy' }, seeds: 10 },
  { id: 'units-v1.2-4p', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 10 },
  { id: 'hnefatafl-copenhagen', bot: { kind: 'greedy' }, seeds: 10 },
  { id: 'hnefatafl-copenhagen', bot: { kind: 'mcts', iterations: 150, rolloutPlies: 0 }, seeds: 10 },
  { id: 'escape-death', bot: { kind: 'greedy' }, seeds: 4 },
  { id: 'escape-death', bot: { kind: 'mcts', iterations: 100, rolloutPlies: 0 }, seeds: 4 },
  { id: 'dice-cubes', bot: { kind: 'greedy' }, seeds: 10 },
  { id: 'dice-cubes', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 10 }, seeds: 10 },
  { id: 'dice-cubes-4p', bot: { kind: 'greedy' }, seeds: 10 },
  { id: 'dice-cubes-4p', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 10 }, seeds: 10 },
];

const pct = (x: number) => `${Math.round(100 * x)}%`;
console.log('| ruleset | bot | games | won / drawn / lost | win rate (95% CI) | mean return |');
console.log('|---|---|---|---|---|---|');
for (const { id, bot, seeds } of ROWS.filter((r) => !only || only.includes(r.id))) {
  const rs = loadRuleset(
    readFileSync(`${rulesets}${id}.yaml`, 'utf8'),
    `rulesets/${id}.yaml`,
    undefined,
    baseResolver([]),
  );
  if (!rs.ok) throw new Error(rs.diagnostics.map(formatDiagnostic).join('\n'));
  const game = rs.game;
  const n = game.winners.length;
  const records = runGames(game, {
    bots: [bot, ...Array<BotSpec>(n - 1).fill({ kind: 'random' })],
    seed: 1,
    to: Math.max(1, Math.round(seeds * scale)),
    swap: true,
  });
  const nameOfBot = (swapped: boolean) => game.winners[swapped ? n - 1 : 0];
  const won = records.filter((r) => r.winner === nameOfBot(r.swapped)).length;
  const drawn = records.filter((r) => r.winner === 'draw').length;
  const meanReturn = records.reduce((sum, r) => sum + r.returns[nameOfBot(r.swapped)], 0) / records.length;
  const w = wilson(won, records.length);
  const label = records[0].bots[0];
  console.log(
    `| ${id} | ${label} | ${records.length} | ${won} / ${drawn} / ${records.length - won - drawn} | ${pct(w.p)} (${pct(w.lo)} – ${pct(w.hi)}) | ${meanReturn >= 0 ? '+' : ''}${meanReturn.toFixed(2)} |`,
  );
}
