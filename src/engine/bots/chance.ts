/**
 * Drawing a chance outcome with a bot's own generator. `Game.sampleChance`
 * draws from the generator stored in the state, i.e. the dice that will really
 * come up: a search that used it on copies of the state would know the future.
 */
import type { Game } from '../game';
import type { Rng } from '../rng';

const TWO_21 = 2 ** 21;

/** A uniform number in [0, 1) with 42 random bits (two draws within `Rng.below`'s exact range). */
export function uniform(rng: Rng): number {
  return (rng.below(TWO_21) * TWO_21 + rng.below(TWO_21)) / (TWO_21 * TWO_21);
}

/** An outcome of the chance node `s`, drawn with probability `chanceProbability`; `buf` is scratch space. */
export function sampleChanceWith<S>(game: Game<S>, s: S, rng: Rng, buf: Int32Array): number {
  const n = game.legalActions(s, buf);
  let u = uniform(rng);
  for (let i = 0; i < n - 1; i++) {
    u -= game.chanceProbability(s, buf[i]);
    if (u < 0) return buf[i];
  }
  // The probabilities add up to 1 up to rounding; whatever rounding leaves over falls to the last outcome.
  return buf[n - 1];
}
