/**
 * Self-play over a range of seeds: game g of a run uses seed `seed + g`, and
 * with `swap` each seed is played twice, the second time with the bots in
 * reversed seat order (two seats: exchanged), so a first-mover edge and a bot
 * edge can be told apart and A/B runs are paired. Any range [from, to) of a
 * run gives exactly the records the whole run gives for those games, which is
 * what lets workers share a run.
 */
import type { Bot, BotSpec } from '../bots/bot';
import { makeBot } from '../bots/make-bot';
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
  const records: GameRecord[] = [];
  playRun(
    game,
    options.bots.map((spec) => makeBot(game, spec)),
    options,
    (r) => records.push(r),
  );
  return records;
}

/**
 * The games of a run played by bots already made (a worker makes them once for all its parts:
 * a bot keeps nothing from one game to the next but scratch space), each handed to `onRecord` as it ends.
 */
export function playRun<S>(
  game: Game<S>,
  bots: readonly Bot<S>[],
  options: Omit<RunOptions<S>, 'bots'>,
  onRecord: (r: GameRecord) => void,
): void {
  const reversed = [...bots].reverse();
  const buf = new Int32Array(game.maxActions);
  for (let g = options.from ?? 0; g < options.to; g++) {
    onRecord(playGame(game, bots, options.seed + g, false, options, buf));
    if (options.swap) onRecord(playGame(game, reversed, options.seed + g, true, options, buf));
  }
}
