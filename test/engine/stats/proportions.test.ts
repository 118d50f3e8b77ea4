import { describe, expect, it } from 'vitest';
import { zFor } from '../../../src/engine/stats/normal';
import { pairedProportions, twoProportions, wilson } from '../../../src/engine/stats/proportions';

describe('Wilson score interval', () => {
  it('matches the published 81 of 263 at 95%', () => {
    // Wikipedia's "Binomial proportion confidence interval" example: [0.2553, 0.3662].
    // mpmath (30 digits) of the closed form: 0.255288519878274, 0.366209576982800.
    const ci = wilson(81, 263);
    expect(ci.p).toBeCloseTo(81 / 263, 15);
    expect(ci.lo).toBeCloseTo(0.255288519878274, 12);
    expect(ci.hi).toBeCloseTo(0.3662095769828, 12);
  });

  it('stays inside [0, 1] at 0 and n successes', () => {
    // mpmath: 0/10 → [0, 0.277532799862889]; 10/10 → [0.722467200137111, 1].
    expect(wilson(0, 10)).toEqual({ p: 0, lo: 0, hi: expect.closeTo(0.277532799862889, 12) as number });
    expect(wilson(10, 10)).toEqual({ p: 1, lo: expect.closeTo(0.722467200137111, 12) as number, hi: 1 });
  });

  it('takes any confidence level through z', () => {
    const narrow = wilson(81, 263, zFor(0.8));
    const wide = wilson(81, 263, zFor(0.99));
    const usual = wilson(81, 263);
    expect(narrow.hi - narrow.lo).toBeLessThan(usual.hi - usual.lo);
    expect(wide.hi - wide.lo).toBeGreaterThan(usual.hi - usual.lo);
  });

  it('knows nothing from no trials and refuses impossible counts', () => {
    expect(wilson(0, 0)).toEqual({ p: 0, lo: 0, hi: 1 });
    expect(() => wilson(5, 4)).toThrow(RangeError);
  });
});

describe('difference of two proportions', () => {
  it("matches Newcombe's method 10 for 56/70 − 48/80", () => {
    // Newcombe (1998), Stat. Med. 17:873, example (a): 0.0524 to 0.3339.
    // mpmath: 0.0524314724023649, 0.333872654036906; pooled z = 2.65017195125853, p = 0.00804508136819658.
    const d = twoProportions(56, 70, 48, 80);
    expect(d.diff).toBeCloseTo(0.2, 14);
    expect(d.lo).toBeCloseTo(0.0524314724023649, 12);
    expect(d.hi).toBeCloseTo(0.333872654036906, 12);
    expect(d.z).toBeCloseTo(2.65017195125853, 12);
    expect(d.pValue / 0.00804508136819658).toBeCloseTo(1, 6);
  });

  it('sees no difference between equal samples and none without spread', () => {
    expect(twoProportions(30, 60, 30, 60)).toMatchObject({ diff: 0, z: 0, pValue: 1 });
    expect(twoProportions(10, 10, 20, 20)).toMatchObject({ diff: 0, z: 0, pValue: 1 });
  });
});

describe('paired difference (the same seeds under A and B)', () => {
  it('counts only the discordant pairs', () => {
    // 100 pairs: 15 won under A only, 5 under B only. diff = 0.1;
    // McNemar z = 10/√20 = 2.23606797749979, p = erfc(z/√2) = 0.0253473186774683 (mpmath);
    // se = √(20 − 100/100)/100 = 0.0435889894354067, CI 0.1 ± 1.959963984540054·se.
    const d = pairedProportions(15, 5, 100);
    expect(d.diff).toBeCloseTo(0.1, 14);
    expect(d.z).toBeCloseTo(2.23606797749979, 12);
    expect(d.pValue / 0.0253473186774683).toBeCloseTo(1, 6);
    expect(d.lo).toBeCloseTo(0.1 - 1.959963984540054 * 0.0435889894354067, 12);
    expect(d.hi).toBeCloseTo(0.1 + 1.959963984540054 * 0.0435889894354067, 12);
  });

  it('has no evidence without discordant pairs', () => {
    expect(pairedProportions(0, 0, 50)).toMatchObject({ diff: 0, pValue: 1 });
    expect(() => pairedProportions(30, 30, 50)).toThrow(RangeError);
  });
});
