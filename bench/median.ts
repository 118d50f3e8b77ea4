/**
 * The figure a benchmark line reports: the median of several timed runs.
 * On a shared machine (this 2-core VM shares its cores with other work) a
 * single long run blends quiet and busy moments and moves ±25% between
 * invocations; the median run is the typical speed, and the spread of the
 * runs is printed beside it so a reader sees how steady the machine was.
 */
import type { BenchResult } from './random-games';

export interface MedianResult extends BenchResult {
  /** Plies per second of the slowest and the fastest run. */
  spread: [number, number];
}

export function medianOfRuns(runs: number, runOnce: () => BenchResult): MedianResult {
  const results = Array.from({ length: runs }, runOnce).sort((a, b) => a.pliesPerSecond - b.pliesPerSecond);
  const median = results[Math.floor(runs / 2)]!;
  return { ...median, spread: [results[0]!.pliesPerSecond, results[runs - 1]!.pliesPerSecond] };
}
