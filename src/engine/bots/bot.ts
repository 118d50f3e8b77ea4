/**
 * The bots: players written against the `Game` API only, so a new family gets
 * all of them for free. A bot is made for one compiled game (it keeps its
 * action buffers) from a `BotSpec`, plain data a Web Worker or worker thread
 * can receive; it draws every random choice from the `Rng` it is handed, so a
 * bot with the same seed makes the same choices. None of them reads the
 * state's own generator, which holds the dice still to come: a bot that looks
 * ahead samples chance outcomes by `chanceProbability` with its own `Rng`.
 * `make-bot.ts` makes one from its spec; the bots import only these types.
 */
import type { Rng } from '../rng';

export interface Bot<S = unknown> {
  /** How reports name it: `random`, `greedy`, `mcts:200`. */
  readonly label: string;
  /** An action for the player to move in `s`, a player node of a game still going on. `s` is left as it was. */
  choose(s: S, rng: Rng): number;
  /**
   * A bot that reads nothing but the legal actions: `choose` given the `n` legal actions the caller has
   * already generated into `actions`, drawing from `rng` exactly as `choose` would (self-play generates them anyway).
   */
  chooseAmong?(actions: Int32Array, n: number, rng: Rng): number;
}

export interface MctsOptions {
  /** Simulations per move (default 1000 when `ms` is not given either). */
  iterations?: number;
  /**
   * A time budget per move in milliseconds. A bot with a time budget is not
   * reproducible (how far it searches depends on the machine); give
   * `iterations` alone for results that replay.
   */
  ms?: number;
  /** The exploration constant c (default 2, OpenSpiel's, for returns in [−1, 1]). */
  c?: number;
  /** Stop a rollout after this many actions and score it by the evaluation (default: play it to the end). */
  rolloutPlies?: number;
}

export type BotSpec = { kind: 'random' } | { kind: 'greedy' } | ({ kind: 'mcts' } & MctsOptions);
