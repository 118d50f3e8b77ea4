import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/rng';

/** Pearson's chi-square statistic of `counts` against a uniform spread. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('Rng', () => {
  it('draws every index below n, and only those', () => {
    const rng = Rng.seeded(1);
    for (const n of [1, 2, 3, 6, 7, 46, 1000, (1 << 21) - 1, 1 << 21]) {
      for (let i = 0; i < 2000; i++) {
        const k = rng.below(n);
        expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
      }
    }
    expect(new Set(Array.from({ length: 200 }, () => rng.below(3)))).toEqual(new Set([0, 1, 2]));
  });

  it('draws uniformly (chi-square, 99.9% critical values)', () => {
    const rng = Rng.seeded(2);
    // Degrees of freedom n - 1 → critical value at p = 0.001.
    for (const [n, critical] of [
      [6, 20.52],
      [7, 22.46],
      [46, 80.08],
    ] as const) {
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < 60_000; i++) counts[rng.below(n)]++;
      expect(chiSquare(counts)).toBeLessThan(critical);
    }
  });

  it('starts nearby seeds independently: the k-th draw over seeds 1, 2, 3 … is uniform', () => {
    // Self-play and the benchmark seed games 1, 2, 3 …; a seed that reached the
    // generator unmixed made every game's first two die rolls 6.
    const draws = 8;
    const counts = Array.from({ length: draws }, () => new Array<number>(6).fill(0));
    for (let seed = 1; seed <= 6000; seed++) {
      const rng = Rng.seeded(seed);
      for (let k = 0; k < draws; k++) counts[k][rng.below(6)]++;
    }
    for (const c of counts) expect(chiSquare(c)).toBeLessThan(20.52);
  });

  it('spreads ranges too wide for the exact product (pure-rand draws them) evenly', () => {
    const rng = Rng.seeded(3);
    const n = 3 * 2 ** 30; // 3/4 of the 32-bit range: taking raw draws modulo n would favour the first third
    const thirds = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) thirds[Math.floor(rng.below(n) / 2 ** 30)]++;
    expect(chiSquare(thirds)).toBeLessThan(13.82);
  });

  it('int(from, to) includes both ends', () => {
    const rng = Rng.seeded(4);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(-1, 1)));
    expect(seen).toEqual(new Set([-1, 0, 1]));
  });

  it('replays: same seed, same draws; a clone and a restored state continue identically', () => {
    const a = Rng.seeded(5);
    const b = Rng.seeded(5);
    expect(Array.from({ length: 50 }, () => a.below(100))).toEqual(Array.from({ length: 50 }, () => b.below(100)));
    const c = a.clone();
    const d = Rng.fromState(a.state());
    const next = Array.from({ length: 50 }, () => a.below(1000));
    expect(Array.from({ length: 50 }, () => c.below(1000))).toEqual(next);
    expect(Array.from({ length: 50 }, () => d.below(1000))).toEqual(next);
  });
});
