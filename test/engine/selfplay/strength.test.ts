/**
 * Greedy and MCTS against random in every shipped ruleset, paired: every seed
 * is played twice with the bots' seats reversed, so the bot plays both sides
 * of the same dice and a side's edge cancels out. A bot's score is its mean
 * return (+1 win, 0 draw, −1 loss), and it must reach `margin`. Random in the
 * bot's seat would score 0 on average with two sides (by symmetry), and at
 * most 0 with four (−½ × the share of decisive games): with two sides the
 * margin is 0.6 (e.g. 8 wins of 10); in four-player Units random never wins
 * before the ply limit (a draw, 0), and a bot that wins a fifth of its games
 * is far ahead.
 * Budgets are small to keep this test short; MCTS scores leaves by the
 * ruleset's evaluation where random rollouts say little (`rolloutPlies`: 0 on
 * Copenhagen's ~100 moves a turn and Escape Death's match, a few plies elsewhere).
 * The README's table gives the margins of longer runs.
 */
import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/bots/bot';
import type { Game } from '../../../src/engine/game';
import { runGames } from '../../../src/engine/selfplay/run';
import { shippedGame, shippedRulesetIds } from '../../support/rulesets';

interface Case {
  id: string;
  bot: BotSpec;
  seeds: number;
  margin: number;
}

const TWO_SIDES = 0.6;
const CASES: Case[] = [
  { id: 'units-v1.1', bot: { kind: 'greedy' }, seeds: 4, margin: TWO_SIDES },
  { id: 'units-v1.1', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 4, margin: TWO_SIDES },
  { id: 'units-v1.2', bot: { kind: 'greedy' }, seeds: 4, margin: TWO_SIDES },
  { id: 'units-v1.2', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 4, margin: TWO_SIDES },
  { id: 'units-v1.2-class3-spares-class1', bot: { kind: 'greedy' }, seeds: 4, margin: TWO_SIDES },
  {
    id: 'units-v1.2-class3-spares-class1',
    bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 },
    seeds: 4,
    margin: TWO_SIDES,
  },
  { id: 'units-v1.2-4p', bot: { kind: 'greedy' }, seeds: 10, margin: 0.2 },
  { id: 'units-v1.2-4p', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 4 }, seeds: 5, margin: 0.2 },
  { id: 'hnefatafl-copenhagen', bot: { kind: 'greedy' }, seeds: 3, margin: TWO_SIDES },
  { id: 'hnefatafl-copenhagen', bot: { kind: 'mcts', iterations: 150, rolloutPlies: 0 }, seeds: 3, margin: TWO_SIDES },
  { id: 'escape-death', bot: { kind: 'greedy' }, seeds: 3, margin: TWO_SIDES },
  { id: 'escape-death', bot: { kind: 'mcts', iterations: 100, rolloutPlies: 0 }, seeds: 3, margin: TWO_SIDES },
  { id: 'dice-cubes', bot: { kind: 'greedy' }, seeds: 3, margin: TWO_SIDES },
  { id: 'dice-cubes', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 10 }, seeds: 3, margin: TWO_SIDES },
  { id: 'dice-cubes-4p', bot: { kind: 'greedy' }, seeds: 3, margin: TWO_SIDES },
  { id: 'dice-cubes-4p', bot: { kind: 'mcts', iterations: 60, rolloutPlies: 10 }, seeds: 3, margin: TWO_SIDES },
];

/** The mean return of the bot in the first seat (the last one in swapped games) against random everywhere else. */
function score(game: Game<unknown>, bot: BotSpec, seeds: number): { score: number; log: string; wonFrom: boolean[] } {
  const n = game.winners.length;
  const records = runGames(game, {
    bots: [bot, ...Array<BotSpec>(n - 1).fill({ kind: 'random' })],
    seed: 1,
    to: seeds,
    swap: true,
  });
  const nameOfBot = (swapped: boolean) => game.winners[swapped ? n - 1 : 0];
  const total = records.reduce((sum, r) => sum + r.returns[nameOfBot(r.swapped)], 0);
  return {
    score: total / records.length,
    log: records.map((r) => `${r.bots.join(' v ')}: ${r.winner} (${r.code})`).join('; '),
    wonFrom: [false, true].map((swapped) =>
      records.some((r) => r.swapped === swapped && r.winner === nameOfBot(swapped)),
    ),
  };
}

describe('bots beat random by a clear margin (paired seeds, seats swapped)', () => {
  it('every shipped ruleset is measured', () => {
    expect([...new Set(CASES.map((c) => c.id))].sort()).toEqual(shippedRulesetIds());
  });

  for (const { id, bot, seeds, margin } of CASES) {
    it(`${id}: ${bot.kind}`, () => {
      const game = shippedGame(id);
      const played = score(game, bot, seeds);
      expect(played.score, played.log).toBeGreaterThanOrEqual(margin);
      // It wins from both seats, not only from the side that random play already favours.
      expect(played.wonFrom).toEqual([true, true]);
    });
  }
});
