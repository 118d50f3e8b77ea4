/**
 * Self-play over a range of seeds: game g of a run uses seed `seed + g`, and
 * with `swap` each seed is played twice, the second time with the bots in
 * reversed seat order (two seats: exchanged), so a first-mover edge and a bot
 * edge can be told apart and A/B runs are paired. Any range [from, to) of a
 * run gives exactly the records the whole run gives for those games, which is
 * what lets workers share a run.
 */
import { makeBot, type BotSpec } from '../bots/bot';
import type { Game } from '../game';
import { playGame, type PlayOptions } from './play';
import type { GameRecord } from './record';

export interface RunOptions<S> extends PlayOptions<S> {
  /** The bot of each seat, in `game.winners` order. */
  bots: readonly BotSpec[];
  /** The seed of game 0. */
  seed: number;
  /** Also play every seed with the bots' seats reversed. */
  swap?: boolean;
  /** The games of the run to play: from (included, default 0) to (excluded). */
  from?: number;
  to: number;
}

export function runGames<S>(game: Game<S>, options: RunOptions<S>): GameRecord[] {
  const bots = options.bots.map((spec) => makeBot(game, spec));
  const reversed = [...bots].reverse();
  const records: GameRecord[] = [];
  for (let g = options.from ?? 0; g < options.to; g++) {
    records.push(playGame(game, bots, options.seed + g, false, options));
    if (options.swap) records.push(playGame(game, reversed, options.seed + g, true, options));
  }
  return records;
}
