/**
 * The benchmark protocol: uniformly random players, legal actions generated
 * every ply, chance drawn from the state's generator, one thread. A ply is
 * one applied action as the family counts it (`game.plies`).
 */
import { CHANCE, NOBODY, type Game } from '../src/engine/game';
import { Rng } from '../src/engine/rng';
import { timeGames, type BenchResult } from './timing';

export function benchRandomGames<S>(game: Game<S>, seconds: number): BenchResult {
  const buf = new Int32Array(game.maxActions);
  const players = Rng.seeded(12345);
  return timeGames(seconds, (seed) => {
    const s = game.start(seed);
    for (;;) {
      const who = game.toMove(s);
      if (who === NOBODY) break;
      const a = who === CHANCE ? game.sampleChance(s) : buf[players.below(game.legalActions(s, buf))]!;
      game.apply(s, a);
    }
    return game.plies(s);
  });
}
