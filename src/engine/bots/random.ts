/** The baseline every other bot is measured against: a uniformly random legal action. */
import type { Game } from '../game';
import type { Rng } from '../rng';
import type { Bot } from './bot';

export function randomBot<S>(game: Game<S>): Bot<S> {
  const buf = new Int32Array(game.maxActions);
  return {
    label: 'random',
    choose(s: S, rng: Rng): number {
      const n = game.legalActions(s, buf);
      return buf[rng.below(n)];
    },
    chooseAmong(actions: Int32Array, n: number, rng: Rng): number {
      return actions[rng.below(n)];
    },
  };
}
