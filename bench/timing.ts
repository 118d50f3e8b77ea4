/**
 * How every benchmark line is timed. `timeGames` plays games one after
 * another for a while and turns the count into rates. `medianRun` warms the
 * JIT up, then times BENCH_RUNS runs (default 5) sharing BENCH_SECONDS
 * (default 5) and reports the median run: on a shared machine (this 2-core
 * VM shares its cores with other work) a single long run blends quiet and
 * busy moments and moves ±25% between invocations; the median run is the
 * typical speed, and the spread of the runs is printed beside it so a reader
 * sees how steady the machine was.
 */

export interface BenchResult {
  pliesPerSecond: number;
  gamesPerSecond: number;
  meanPlies: number;
}

export interface MedianResult extends BenchResult {
  /** Plies per second of the slowest and the fastest run. */
  spread: [number, number];
}

/** Plays games (`playGame` returns the plies of one, its `seed` counting up from 1) for `seconds`. */
export function timeGames(seconds: number, playGame: (seed: number) => number): BenchResult {
  let plies = 0;
  let games = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    plies += playGame(++games);
  }
  const elapsed = (performance.now() - start) / 1000;
  return {
    pliesPerSecond: Math.round(plies / elapsed),
    gamesPerSecond: Math.round((games / elapsed) * 10) / 10,
    meanPlies: Math.round((plies / games) * 10) / 10,
  };
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 5)));

/** `bench(seconds)` warmed up, then timed RUNS times; the median run with the spread of all. */
export function medianRun(bench: (seconds: number) => BenchResult): MedianResult {
  bench(Math.min(1, SECONDS / 3));
  const results = Array.from({ length: RUNS }, () => bench(SECONDS / RUNS)).sort(
    (a, b) => a.pliesPerSecond - b.pliesPerSecond,
  );
  const median = results[Math.floor(RUNS / 2)];
  return { ...median, spread: [results[0].pliesPerSecond, results[RUNS - 1].pliesPerSecond] };
}
