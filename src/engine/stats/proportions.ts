/**
 * Intervals and tests for proportions (win rates): Wilson's score interval for
 * one, Newcombe's hybrid score interval and the pooled z-test for the
 * difference of two independent ones, and the paired form for A/B runs that
 * play the same seeds under both rulesets.
 */
import { twoSidedP, Z95 } from './normal';

/** A proportion with its confidence interval. */
export interface Interval {
  p: number;
  lo: number;
  hi: number;
}

/**
 * Wilson's score interval for `successes` out of `n` (Wilson 1927). Unlike the
 * textbook p ± z·√(p(1−p)/n) it stays inside [0, 1] and keeps its coverage for
 * rates near 0 or 1 and for small n, both common in win rates. With n = 0
 * nothing is known: p = 0 and the interval is all of [0, 1].
 */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (!(n >= 0) || successes < 0 || successes > n)
    throw new RangeError(`wilson: need 0 ≤ successes ≤ n, got ${successes}/${n}`);
  if (n === 0) return { p: 0, lo: 0, hi: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At p = 0 (p = 1) the lower (upper) bound is exactly 0 (1), which rounding would miss by an ulp.
  return { p, lo: successes === 0 ? 0 : centre - half, hi: successes === n ? 1 : centre + half };
}

/** A difference of two proportions, its confidence interval, and the two-sided p-value of "no difference". */
export interface Difference {
  /** p1 − p2 */
  diff: number;
  lo: number;
  hi: number;
  z: number;
  pValue: number;
}

/**
 * p1 − p2 for two independent samples (x1 of n1, x2 of n2). The interval is
 * Newcombe's hybrid score interval (method 10 of Newcombe 1998, "Interval
 * estimation for the difference between independent proportions"), built from
 * the two Wilson intervals, which keeps its coverage where the Wald interval
 * does not; the p-value is the pooled two-proportion z-test.
 */
export function twoProportions(x1: number, n1: number, x2: number, n2: number, z = Z95): Difference {
  if (n1 === 0 || n2 === 0) throw new RangeError('twoProportions: both samples need at least one trial');
  const a = wilson(x1, n1, z);
  const b = wilson(x2, n2, z);
  const diff = a.p - b.p;
  const lo = diff - Math.sqrt((a.p - a.lo) ** 2 + (b.hi - b.p) ** 2);
  const hi = diff + Math.sqrt((a.hi - a.p) ** 2 + (b.p - b.lo) ** 2);
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  // Both samples all successes or all failures: no spread, no evidence of a difference.
  const stat = se === 0 ? 0 : diff / se;
  return { diff, lo, hi, z: stat, pValue: twoSidedP(stat) };
}

/**
 * p_A − p_B for paired trials (the same seed played under A and under B):
 * only the discordant pairs carry information. `onlyA` = pairs where the event
 * happened under A but not B, `onlyB` the reverse, `n` all pairs. The test is
 * McNemar's (as a z statistic, without continuity correction); the interval
 * is the Wald interval of the paired difference, adequate for the thousands
 * of pairs self-play produces (it is too narrow for a handful).
 */
export function pairedProportions(onlyA: number, onlyB: number, n: number, z = Z95): Difference {
  if (n <= 0 || onlyA < 0 || onlyB < 0 || onlyA + onlyB > n)
    throw new RangeError(`pairedProportions: need onlyA + onlyB ≤ n, got ${onlyA} + ${onlyB} of ${n}`);
  const diff = (onlyA - onlyB) / n;
  const se = Math.sqrt(Math.max(0, onlyA + onlyB - (onlyA - onlyB) ** 2 / n)) / n;
  const discordant = onlyA + onlyB;
  const stat = discordant === 0 ? 0 : (onlyA - onlyB) / Math.sqrt(discordant);
  return { diff, lo: Math.max(-1, diff - z * se), hi: Math.min(1, diff + z * se), z: stat, pValue: twoSidedP(stat) };
}
