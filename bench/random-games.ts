/**
 * The benchmark protocol: uniformly random players, legal actions generated
 * every ply, chance drawn from the state's generator, one thread (the same
 * random game as `rulebench play`). A ply is one applied action as the
 * family counts it (`game.plies`).
 */
import { playRandomly } from '../src/engine/api';
import type { Game } from '../src/engine/game';
import { Rng } from '../src/engine/rng';
import { timeGames, type BenchResult } from './timing';

export function benchRandomGames<S>(game: Game<S>, seconds: number): BenchResult {
  const buf = new Int32Array(game.maxActions);
  const players = Rng.seeded(12345);
  return timeGames(seconds, (seed) => {
    const s = game.start(seed);
    playRandomly(game, s, players, buf);
    return game.plies(s);
  });
}
