/**
 * One ply plus chance: every legal action is scored by the expected generic
 * evaluation (`evaluate.ts`: material, then mobility as a tie-break) of the
 * position after it, chance outcomes that follow it weighed by their
 * `chanceProbability` (consecutive chance nodes are expanded in full, which
 * the shipped families keep to one roll). Ties are broken at random, so
 * greedy against greedy does not play one game over and over.
 */
import { CHANCE, type Game } from '../game';
import type { Rng } from '../rng';
import type { Bot } from './bot';
import { evaluate } from './evaluate';

export function greedyBot<S>(game: Game<S>): Bot<S> {
  const root = new Int32Array(game.maxActions);
  const scratch = new Int32Array(game.maxActions);

  function expected(s: S, name: string): number {
    if (game.outcome(s) === null && game.toMove(s) === CHANCE) {
      const buf = new Int32Array(game.maxActions);
      const n = game.legalActions(s, buf);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const next = game.clone(s);
        game.apply(next, buf[i]!);
        sum += game.chanceProbability(s, buf[i]!) * expected(next, name);
      }
      return sum;
    }
    return evaluate(game, s, scratch)[name] ?? 0;
  }

  return {
    label: 'greedy',
    choose(s: S, rng: Rng): number {
      const n = game.legalActions(s, root);
      if (n === 1) return root[0]!;
      const name = game.scoresFor(s, game.toMove(s));
      let best = -Infinity;
      const ties: number[] = [];
      for (let i = 0; i < n; i++) {
        const next = game.clone(s);
        game.apply(next, root[i]!);
        const v = expected(next, name);
        if (v > best) {
          best = v;
          ties.length = 0;
        }
        if (v === best) ties.push(root[i]!);
      }
      return ties[rng.below(ties.length)]!;
    },
  };
}
