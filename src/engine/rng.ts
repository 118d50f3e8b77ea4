/**
 * The seeded generator every random draw goes through (dice rolls, random
 * players). pure-rand's xoroshiro128+ is fast, well tested (it is what
 * fast-check uses) and exposes its state as four numbers, so a game state
 * that holds one stays serialisable to JSON and replays exactly.
 */
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

export class Rng {
  private constructor(private gen: RandomGenerator) {}

  static seeded(seed: number): Rng {
    return new Rng(xoroshiro128plus(seed | 0));
  }

  static fromState(state: readonly number[]): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  /** A uniform index into an array of length `n` (n ≥ 1). */
  below(n: number): number {
    return uniformInt(this.gen, 0, n - 1);
  }

  clone(): Rng {
    return new Rng(this.gen.clone());
  }

  state(): number[] {
    return [...this.gen.getState()];
  }
}
