/**
 * The benchmark protocol: uniformly random players, legal actions generated
 * every ply, chance drawn from the state's generator, one thread. A ply is
 * one applied action as the family counts it (`game.plies`).
 */
import { CHANCE, NOBODY, type Game } from '../src/engine/game';
import { Rng } from '../src/engine/rng';

export interface BenchResult {
  pliesPerSecond: number;
  gamesPerSecond: number;
  meanPlies: number;
}

export function benchRandomGames<S>(game: Game<S>, seconds: number): BenchResult {
  const buf = new Int32Array(game.maxActions);
  const players = Rng.seeded(12345);
  let plies = 0;
  let games = 0;
  let seed = 1;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    const s = game.start(seed++);
    for (;;) {
      const who = game.toMove(s);
      if (who === NOBODY) break;
      const a = who === CHANCE ? game.sampleChance(s) : buf[players.below(game.legalActions(s, buf))]!;
      game.apply(s, a);
    }
    plies += game.plies(s);
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { pliesPerSecond: Math.round(plies / elapsed), gamesPerSecond: Math.round((games / elapsed) * 10) / 10, meanPlies: Math.round((plies / games) * 10) / 10 };
}
