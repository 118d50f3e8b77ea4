/**
 * Greedy and MCTS against random on shipped rulesets, paired: every seed is
 * played twice with the seats exchanged, so the bot plays both sides of the
 * same dice and a side's edge cancels out. A bot's score is its mean return
 * (+1 win, 0 draw, −1 loss); random against random scores 0 on average by
 * symmetry. Budgets are small to keep this test short; on Copenhagen MCTS
 * scores leaves by the evaluation at once (`rolloutPlies: 0`): with about 100
 * legal moves a turn, 150 random rollouts say almost nothing.
 */
import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/bots/bot';
import { runGames } from '../../../src/engine/selfplay/run';
import { shippedGame } from '../../support/rulesets';

const CASES: { id: string; bot: BotSpec; seeds: number }[] = [
  { id: 'units-v1.2', bot: { kind: 'greedy' }, seeds: 4 },
  { id: 'units-v1.2', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 4 },
  { id: 'hnefatafl-copenhagen', bot: { kind: 'greedy' }, seeds: 3 },
  { id: 'hnefatafl-copenhagen', bot: { kind: 'mcts', iterations: 150, rolloutPlies: 0 }, seeds: 3 },
];

describe('bots beat random by a clear margin (paired seeds, seats swapped)', () => {
  for (const { id, bot, seeds } of CASES) {
    it(`${id}: ${bot.kind}`, () => {
      const game = shippedGame(id);
      const records = runGames(game, { bots: [bot, { kind: 'random' }], seed: 1, to: seeds, swap: true });
      const seatOfBot = (r: (typeof records)[number]) => game.winners[r.swapped ? 1 : 0]!;
      const score = records.reduce((sum, r) => sum + r.returns[seatOfBot(r)]!, 0) / records.length;
      expect(score, records.map((r) => `${r.bots.join(' v ')}: ${r.winner} (${r.code})`).join('; ')).toBeGreaterThanOrEqual(0.6);
      // It wins from both seats, not only from the side that random play already favours.
      for (const swapped of [false, true]) expect(records.some((r) => r.swapped === swapped && r.winner === seatOfBot(r))).toBe(true);
    });
  }
});
