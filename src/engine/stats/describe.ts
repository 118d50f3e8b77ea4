/**
 * Mean, median, quantiles and histograms, on plain lists and on frequency
 * tables (value → how many times it occurred). Self-play keeps game lengths as
 * a frequency table: it adds up across workers exactly, and the median and p90
 * of the merged table are those of all the games, which averages of partial
 * medians are not.
 */

/** value → number of occurrences. Values are keys, so JSON keeps them as strings; every reader here takes either. */
export type Frequencies = Record<number, number>;

export function frequencies(values: readonly number[]): Frequencies {
  const f: Frequencies = {};
  for (const v of values) f[v] = (f[v] ?? 0) + 1;
  return f;
}

/** Adds `b` into `a` and returns `a`. */
export function addFrequencies(a: Frequencies, b: Readonly<Frequencies>): Frequencies {
  for (const [v, c] of Object.entries(b)) a[Number(v)] = (a[Number(v)] ?? 0) + c;
  return a;
}

function sortedPairs(f: Readonly<Frequencies>): [number, number][] {
  return Object.entries(f)
    .map(([v, c]): [number, number] => [Number(v), c])
    .filter(([, c]) => c > 0)
    .sort((x, y) => x[0] - y[0]);
}

function total(pairs: readonly [number, number][]): number {
  return pairs.reduce((s, [, c]) => s + c, 0);
}

/** The mean; NaN for no values. */
export function meanOf(f: Readonly<Frequencies>): number {
  const pairs = sortedPairs(f);
  return pairs.reduce((s, [v, c]) => s + v * c, 0) / total(pairs);
}

/** The k-th smallest value (k from 1). */
function kth(pairs: readonly [number, number][], k: number): number {
  let seen = 0;
  for (const [v, c] of pairs) {
    seen += c;
    if (seen >= k) return v;
  }
  return NaN;
}

/**
 * The nearest-rank quantile: the smallest value with at least a share `q` of
 * all values at or below it (p90 = quantileOf(f, 0.9)); always a value that
 * occurred, so a p90 game length is the length of a game that was played.
 * NaN for no values.
 */
export function quantileOf(f: Readonly<Frequencies>, q: number): number {
  if (!(q > 0 && q <= 1)) throw new RangeError(`quantile: q must be in (0, 1], got ${q}`);
  const pairs = sortedPairs(f);
  const n = total(pairs);
  return n === 0 ? NaN : kth(pairs, Math.ceil(q * n));
}

/** The median: the middle value, or the mean of the two middle ones. NaN for no values. */
export function medianOf(f: Readonly<Frequencies>): number {
  const pairs = sortedPairs(f);
  const n = total(pairs);
  if (n === 0) return NaN;
  return n % 2 === 1 ? kth(pairs, (n + 1) / 2) : (kth(pairs, n / 2) + kth(pairs, n / 2 + 1)) / 2;
}

export function mean(values: readonly number[]): number {
  return meanOf(frequencies(values));
}

export function median(values: readonly number[]): number {
  return medianOf(frequencies(values));
}

export function quantile(values: readonly number[], q: number): number {
  return quantileOf(frequencies(values), q);
}

/** One bar of a histogram of whole numbers: values from `from` to `to`, both included. */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/**
 * A histogram of whole numbers (game lengths) in at most `maxBins` bars of
 * equal whole-number width, from the smallest value to the largest; empty for
 * no values.
 */
export function histogramOf(f: Readonly<Frequencies>, maxBins = 20): Bin[] {
  if (!(Number.isInteger(maxBins) && maxBins >= 1))
    throw new RangeError(`histogram: maxBins must be a whole number ≥ 1, got ${maxBins}`);
  const pairs = sortedPairs(f);
  if (pairs.length === 0) return [];
  const min = pairs[0][0];
  const max = pairs[pairs.length - 1][0];
  const width = Math.max(1, Math.ceil((max - min + 1) / maxBins));
  const bins: Bin[] = [];
  for (let from = min; from <= max; from += width) bins.push({ from, to: from + width - 1, count: 0 });
  for (const [v, c] of pairs) bins[Math.floor((v - min) / width)].count += c;
  return bins;
}
