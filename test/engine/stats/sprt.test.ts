import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng';
import { Sprt } from '../../../src/engine/stats/sprt';

describe('SPRT for a win rate', () => {
  it("puts Wald's bounds at ln(β/(1−α)) and ln((1−β)/α)", () => {
    const t = new Sprt({ p0: 0.5, p1: 0.6 });
    expect(t.lower).toBeCloseTo(Math.log(0.05 / 0.95), 14); // −2.9444389791664403
    expect(t.upper).toBeCloseTo(Math.log(0.95 / 0.05), 14);
    const strict = new Sprt({ p0: 0.5, p1: 0.6, alpha: 0.01, beta: 0.1 });
    expect(strict.lower).toBeCloseTo(Math.log(0.1 / 0.99), 14);
    expect(strict.upper).toBeCloseTo(Math.log(0.9 / 0.01), 14);
  });

  it('accepts H1 after 17 straight wins and H0 after 14 straight losses (p0 = 0.5, p1 = 0.6)', () => {
    // A win adds ln(0.6/0.5) = 0.18232; 16 of them make 2.917 < 2.944, 17 make 3.099.
    const wins = new Sprt({ p0: 0.5, p1: 0.6 });
    for (let i = 1; i <= 16; i++) expect(wins.add(true)).toBe('continue');
    expect(wins.add(true)).toBe('accept-h1');
    expect(wins.llr).toBeCloseTo(17 * Math.log(1.2), 12);
    // A loss adds ln(0.4/0.5) = −0.22314; 13 make −2.901, 14 make −3.124.
    const losses = new Sprt({ p0: 0.5, p1: 0.6 });
    for (let i = 1; i <= 13; i++) expect(losses.add(false)).toBe('continue');
    expect(losses.add(false)).toBe('accept-h0');
  });

  it('stops taking results once it has decided', () => {
    const t = new Sprt({ p0: 0.5, p1: 0.6 });
    for (let i = 0; i < 17; i++) t.add(true);
    expect(t.add(false)).toBe('accept-h1');
    expect(t.n).toBe(17);
  });

  /** Runs the test on `runs` seeded Bernoulli streams of rate `tenths`/10; the share of each decision and the mean length. */
  function simulate(tenths: number, runs: number): { h0: number; h1: number; meanN: number } {
    const rng = Rng.seeded(tenths * 1000 + 7);
    let h0 = 0,
      h1 = 0,
      total = 0;
    for (let r = 0; r < runs; r++) {
      const t = new Sprt({ p0: 0.5, p1: 0.6 });
      while (t.decision === 'continue') t.add(rng.below(10) < tenths);
      if (t.decision === 'accept-h0') h0++;
      else h1++;
      total += t.n;
    }
    return { h0: h0 / runs, h1: h1 / runs, meanN: total / runs };
  }

  // Wald's approximations: each error rate ≤ α/(1−β) ≈ 0.053; the mean number of results
  // E[N | p0] ≈ ((1−α)·A + α·B) / E[step | p0] = (0.95·(−2.944) + 0.05·2.944) / (−0.02041) ≈ 130
  // and E[N | p1] ≈ (β·A + (1−β)·B) / E[step | p1] = 2.650 / 0.02014 ≈ 132; the real ones are
  // somewhat longer because the last step overshoots the bound.
  it('wrongly accepts H1 at about rate α when p = p0', () => {
    const { h1, meanN } = simulate(5, 2000);
    expect(h1).toBeGreaterThan(0.02);
    expect(h1).toBeLessThan(0.065);
    expect(meanN).toBeGreaterThan(110);
    expect(meanN).toBeLessThan(170);
  });

  it('wrongly accepts H0 at about rate β when p = p1', () => {
    const { h0, meanN } = simulate(6, 2000);
    expect(h0).toBeGreaterThan(0.02);
    expect(h0).toBeLessThan(0.065);
    expect(meanN).toBeGreaterThan(110);
    expect(meanN).toBeLessThan(170);
  });

  it('decides quickly and rightly when the truth is far from both', () => {
    expect(simulate(8, 200)).toMatchObject({ h1: 1 });
    expect(simulate(3, 200)).toMatchObject({ h0: 1 });
  });

  it('refuses equal or impossible rates', () => {
    expect(() => new Sprt({ p0: 0.5, p1: 0.5 })).toThrow(RangeError);
    expect(() => new Sprt({ p0: 0, p1: 0.5 })).toThrow(RangeError);
    expect(() => new Sprt({ p0: 0.5, p1: 0.6, alpha: 1 })).toThrow(RangeError);
  });
});
