/**
 * The bots: players written against the `Game` API only, so a new family gets
 * all of them for free. A bot is made for one compiled game (it keeps its
 * action buffers) from a `BotSpec`, plain data a Web Worker or worker thread
 * can receive; it draws every random choice from the `Rng` it is handed, so a
 * bot with the same seed makes the same choices. None of them reads the
 * state's own generator, which holds the dice still to come: a bot that looks
 * ahead samples chance outcomes by `chanceProbability` with its own `Rng`.
 */
import type { Game } from '../game';
import type { Rng } from '../rng';
import { greedyBot } from './greedy';
import { mctsBot, type MctsOptions } from './mcts';
import { randomBot } from './random';

export interface Bot<S = unknown> {
  /** How reports name it: `random`, `greedy`, `mcts:200`. */
  readonly label: string;
  /** An action for the player to move in `s`, a player node of a game still going on. `s` is left as it was. */
  choose(s: S, rng: Rng): number;
}

export type BotSpec = { kind: 'random' } | { kind: 'greedy' } | ({ kind: 'mcts' } & MctsOptions);

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
