import { describe, expect, it } from 'vitest';
import { erfc, normalQuantile, twoSidedP, Z95, zFor } from '../../../src/engine/stats/normal';

// Reference values computed independently with mpmath at 30 digits:
// sqrt(2)*erfinv(0.95), sqrt(2)*erfinv(0.99), erfc(x).
describe('the normal distribution', () => {
  it('gives the z of a confidence level', () => {
    expect(zFor(0.95)).toBeCloseTo(1.959963984540054, 12);
    expect(zFor(0.99)).toBeCloseTo(2.5758293035489008, 12);
    expect(Z95).toBeCloseTo(zFor(0.95), 14);
  });

  it('is symmetric and accurate in the far tail', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
    // Φ⁻¹(1e-10) = −6.361340902404056 (mpmath), the branch for r > 5.
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 9);
  });

  it('gives two-sided p-values to six significant digits', () => {
    // erfc(1/√2) = 0.31731050786291410; erfc(3/√2) = 0.002699796063260189
    expect(twoSidedP(1) / 0.3173105078629141).toBeCloseTo(1, 6);
    expect(twoSidedP(-3) / 0.002699796063260189).toBeCloseTo(1, 6);
    // erfc(6/√2) = 1.9731752900753963e-9: still right to six digits this far out.
    expect(twoSidedP(6) / 1.973175290075396e-9).toBeCloseTo(1, 6);
    expect(twoSidedP(0)).toBe(1);
    expect(erfc(-1) + erfc(1)).toBeCloseTo(2, 12);
  });

  it('refuses a level outside (0, 1)', () => {
    expect(() => zFor(1)).toThrow(RangeError);
    expect(() => normalQuantile(0)).toThrow(RangeError);
  });
});
