/** The bots by spec: a `BotSpec` (plain data a worker can receive) made into a bot for one compiled game. */
import type { Game } from '../game';
import type { Bot, BotSpec } from './bot';
import { greedyBot } from './greedy';
import { mctsBot } from './mcts';
import { randomBot } from './random';

export function makeBot<S>(game: Game<S>, spec: BotSpec): Bot<S> {
  switch (spec.kind) {
    case 'random':
      return randomBot(game);
    case 'greedy':
      return greedyBot(game);
    case 'mcts':
      return mctsBot(game, spec);
  }
}
