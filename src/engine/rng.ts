/**
 * The seeded generator every random draw goes through (dice rolls, random
 * players). pure-rand's xoroshiro128+ is fast, well tested (it is what
 * fast-check uses) and exposes its state as four numbers, so a game state
 * that holds one stays serialisable to JSON and replays exactly.
 *
 * Bounded draws use Lemire's multiply-and-shift method ("Fast random integer
 * generation in an interval", 2019) on the generator's 32-bit outputs: it is
 * unbiased and needs a division only when a draw lands in the small rejection
 * zone. pure-rand's `uniformInt` takes a floating-point remainder on every
 * draw, which cost a fifth of a random game's time in the benchmark; it still
 * serves the ranges too wide for the exact product (n > 2^21).
 *
 * Seeding: pure-rand's `xoroshiro128plus(seed)` puts the seed into the state
 * almost as it is, so nearby seeds (1, 2, 3 … as self-play and the benchmark
 * use them) start with the same first draws: every game's first two rolls
 * of a die came up 6. Each of the four state words is therefore the seed
 * through MurmurHash3's 32-bit finaliser (a bijection that flips about half
 * the bits for a one-bit change), each word with its own offset.
 */
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

const TWO_32 = 4294967296;
const INV_TWO_32 = 1 / TWO_32;
/** Up to this range size the product of a 32-bit draw and the size is exact in a double. */
const EXACT_RANGE = 1 << 21;

/** MurmurHash3's finaliser: mixes every bit of x into every bit of the result. */
function fmix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

export class Rng {
  private constructor(private gen: RandomGenerator) {}

  static seeded(seed: number): Rng {
    const word = (k: number) => fmix32((seed + Math.imul(k, 0x9e3779b9)) | 0);
    return new Rng(xoroshiro128plusFromState([word(1), word(2), word(3), word(4)]));
  }

  static fromState(state: readonly number[]): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return from + this.below(to - from + 1);
  }

  /** A uniform index into an array of length `n` (n ≥ 1). */
  below(n: number): number {
    if (n > EXACT_RANGE) return uniformInt(this.gen, 0, n - 1);
    // The 32-bit draw x scaled to [0, n): the high part of x · n. Its low part
    // says whether x fell where some results would come up once too often.
    let m = (this.gen.next() >>> 0) * n;
    let high = Math.floor(m * INV_TWO_32);
    let low = m - high * TWO_32;
    if (low < n) {
      const zone = (TWO_32 - n) % n;
      while (low < zone) {
        m = (this.gen.next() >>> 0) * n;
        high = Math.floor(m * INV_TWO_32);
        low = m - high * TWO_32;
      }
    }
    return high;
  }

  clone(): Rng {
    return new Rng(this.gen.clone());
  }

  state(): number[] {
    return [...this.gen.getState()];
  }
}
