/**
 * The play phase measured alone: in a whole game placement takes about
 * half the time and hides what a turn costs. Random games (the benchmark
 * protocol, random-games.ts) start from one position: all 25 white dice of
 * `dice-cubes` placed as a full 5×5 square around 0,0 (the 6 in the middle,
 * every row and column at the line limit), each player's two pawns on
 * opposite corners of the inner square, the first player to roll. Our engine
 * sets it up once per generator seed (SEEDS positions, a scenario `setup`)
 * and plays a clone of one each game; the fast hand-written engine
 * (dice-cubes-fast.ts, `startPlay`) sets up the same dice in the same order
 * with the same seeds, so both play the same kind of game. Timed in turn by
 * run-reference.ts.
 */
import { playRandomly } from '../../src/engine/api';
import type { Game } from '../../src/engine/game';
import { Rng } from '../../src/engine/rng';
import { timeGames, type BenchResult } from '../timing';

/** Die values of the square, row y = -2 first, x = -2 … 2 in each: dice-cubes' 5, 5, 5, 5, 4 and 1 of values 1 … 6. */
const VALUES = [
  [3, 1, 4, 2, 5],
  [2, 5, 1, 4, 3],
  [4, 3, 6, 1, 2],
  [1, 4, 2, 5, 3],
  [5, 2, 3, 1, 4],
];

/** The dice as [x, y, value], row by row. */
export const FULL_POND_DICE: readonly (readonly [number, number, number])[] = VALUES.flatMap((row, j) =>
  row.map((v, i) => [i - 2, j - 2, v] as const),
);

/** The pawns as [x, y]: the first player's two, then the second player's. */
export const FULL_POND_PAWNS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
];

/** Generator seeds the positions cycle through (1 … SEEDS). */
export const FULL_POND_SEEDS = 64;

/** The position as a scenario `setup:` for a two-player game with players `first` and `second`. */
export function fullPondSetup(first: string, second: string): Record<string, unknown> {
  return {
    phase: 'play',
    toMove: first,
    dice: FULL_POND_DICE.map(([x, y, value]) => ({ at: `${x},${y}`, value })),
    pawns: FULL_POND_PAWNS.map(([x, y], i) => ({ at: `${x},${y}`, owner: i < 2 ? first : second })),
  };
}

/** Our engine's play phase: random games from clones of the full-pond positions. */
export function benchOursPlay<S>(game: Game<S>, seconds: number): BenchResult {
  const positions = Array.from({ length: FULL_POND_SEEDS }, (_, i) => {
    const s = game.setup(fullPondSetup(game.players[0], game.players[1]), i + 1);
    if (Array.isArray(s))
      throw new Error(`the full-pond position does not set up: ${s.map((p) => p.message).join('; ')}`);
    return s;
  });
  const buf = new Int32Array(game.maxActions);
  const players = Rng.seeded(12345);
  return timeGames(seconds, (n) => {
    const s = game.clone(positions[(n - 1) % FULL_POND_SEEDS]);
    playRandomly(game, s, players, buf);
    return game.plies(s);
  });
}
