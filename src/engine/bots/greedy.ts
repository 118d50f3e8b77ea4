/**
 * One ply plus chance: every legal action is scored by the expected
 * evaluation (`evaluate.ts`: the ruleset's `evaluation:`, then mobility as a tie-break) of the
 * position after it, the outcomes of a chance node that follows it weighed
 * by their `chanceProbability`. Only that first chance node is expanded: a
 * position after it that is again a chance node is evaluated as it stands
 * (D'ice Cubes chains rolls when a roll leaves a side nothing to do, and
 * expanding every roll of such a chain is 21^k positions). Ties are broken at
 * random, so greedy against greedy does not play one game over and over.
 */
import { CHANCE, type Game } from '../game';
import type { Rng } from '../rng';
import type { Bot } from './bot';
import { evaluator } from './evaluate';

export function greedyBot<S>(game: Game<S>): Bot<S> {
  const root = new Int32Array(game.maxActions);
  const scratch = new Int32Array(game.maxActions);
  const judge = evaluator(game);

  const outcomes = new Int32Array(game.maxActions);

  /** The value for `name` of the position after an action: its chance node's outcomes weighed, or the position itself. */
  function expected(s: S, name: string): number {
    if (game.outcome(s) === null && game.toMove(s) === CHANCE) {
      const n = game.legalActions(s, outcomes);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const next = game.clone(s);
        game.apply(next, outcomes[i]);
        sum += game.chanceProbability(s, outcomes[i]) * (judge(next, scratch)[name] ?? 0);
      }
      return sum;
    }
    return judge(s, scratch)[name] ?? 0;
  }

  return {
    label: 'greedy',
    choose(s: S, rng: Rng): number {
      const n = game.legalActions(s, root);
      if (n === 1) return root[0];
      const name = game.scoresFor(s, game.toMove(s));
      let best = -Infinity;
      const ties: number[] = [];
      for (let i = 0; i < n; i++) {
        const next = game.clone(s);
        game.apply(next, root[i]);
        const v = expected(next, name);
        if (v > best) {
          best = v;
          ties.length = 0;
        }
        if (v === best) ties.push(root[i]);
      }
      return ties[rng.below(ties.length)];
    },
  };
}
