import { describe, expect, it } from 'vitest';
import {
  addFrequencies,
  frequencies,
  histogramOf,
  mean,
  median,
  quantile,
  quantileOf,
  type Frequencies,
} from '../../../src/engine/stats/describe';

describe('descriptive statistics', () => {
  const lengths = [12, 7, 30, 7, 9, 41, 12, 18, 7, 25];
  // Sorted: 7 7 7 9 12 12 18 25 30 41; sum 168.

  it('mean and median', () => {
    expect(mean(lengths)).toBe(16.8);
    expect(median(lengths)).toBe(12); // (12 + 12) / 2
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(mean([]))).toBe(true);
  });

  it('p90 is the nearest-rank value: the 9th of 10', () => {
    expect(quantile(lengths, 0.9)).toBe(30);
    expect(quantile(lengths, 1)).toBe(41);
    expect(quantile(lengths, 0.1)).toBe(7);
    expect(quantile(lengths, 0.35)).toBe(9); // rank ⌈3.5⌉ = 4
    expect(() => quantile(lengths, 0)).toThrow(RangeError);
  });

  it('frequency tables merge into the table of all values', () => {
    const merged = addFrequencies(frequencies(lengths.slice(0, 4)), frequencies(lengths.slice(4)));
    expect(merged).toEqual(frequencies(lengths));
    expect(quantileOf(merged, 0.9)).toBe(30);
    // A table that went through JSON (string keys) reads the same.
    expect(quantileOf(JSON.parse(JSON.stringify(merged)) as Frequencies, 0.5)).toBe(12);
  });

  it('histograms in bars of equal whole width from the least to the greatest value', () => {
    // 7 … 41 is 35 values; 4 bars → width ⌈35/4⌉ = 9: 7–15, 16–24, 25–33, 34–42.
    expect(histogramOf(frequencies(lengths), 4)).toEqual([
      { from: 7, to: 15, count: 6 },
      { from: 16, to: 24, count: 1 },
      { from: 25, to: 33, count: 2 },
      { from: 34, to: 42, count: 1 },
    ]);
    // Fewer distinct values than bars: one bar per value.
    expect(histogramOf(frequencies([3, 5, 5]), 20)).toEqual([
      { from: 3, to: 3, count: 1 },
      { from: 4, to: 4, count: 0 },
      { from: 5, to: 5, count: 2 },
    ]);
    expect(histogramOf({}, 5)).toEqual([]);
  });
});
