/**
 * A thin pool of self-play workers over postMessage: it splits a job's seed
 * range into parts, hands them to idle workers, and merges the parts' tallies
 * in part order. Workers are made by `spawn` (Web Workers in the browser,
 * worker threads in Node, see node.ts and browser.ts), so the pool itself is
 * one code path. A part is the same seeds whoever plays it, and tallies add
 * up exactly, so 1 or many workers give the same result.
 */
import { gamesOf, type SelfplayJob } from '../engine/selfplay/job';
import { mergeTallies, type Tally } from '../engine/selfplay/tally';
import type { FromWorker, Part, WorkerLike } from './protocol';

export interface Progress {
  /** Games finished, of `total`. */
  games: number;
  total: number;
  elapsedMs: number;
  /** Estimated from the pace so far; null until a game has finished. */
  remainingMs: number | null;
}

export interface PoolOptions {
  /** Seeds to play: `job.seed` … `job.seed + seeds − 1`. */
  seeds: number;
  workers: number;
  spawn: () => WorkerLike;
  /** Seeds per part (default: about eight parts per worker, so a slow part does not leave the others idle at the end). */
  partSize?: number;
  /** The parts themselves, in place of `partSize` (e.g. `growingParts`); they must cover the seeds once, in order. */
  parts?: Part[];
  onProgress?: (p: Progress) => void;
  /** Each part's result as it comes in (parts finish in any order): a live view merges them as they come. */
  onPart?: (part: Part, result: { tally: Tally; winners?: number[] }) => void;
}

export interface PoolResult {
  tally: Tally;
  /** With `job.keepWinners`: each game's winner (seat index, −1 draw), in game order. */
  winners?: number[];
  elapsedMs: number;
}

export interface PoolRun {
  /** The merged result, or null if cancelled; rejects with a worker's error. */
  result: Promise<PoolResult | null>;
  /** Stops every worker at once; `result` then resolves to null. */
  cancel(): void;
}

export function splitSeeds(seeds: number, partSize: number): Part[] {
  const parts: Part[] = [];
  for (let from = 0, index = 0; from < seeds; from += partSize, index++)
    parts.push({ index, from, to: Math.min(seeds, from + partSize) });
  return parts;
}

/**
 * Parts that start at `first` seeds and double up to `most`: the first figures of a
 * live view come after a few games, and later parts are large enough that merging
 * them costs the page little.
 */
export function growingParts(seeds: number, first: number, most: number): Part[] {
  const parts: Part[] = [];
  for (let from = 0, size = first, index = 0; from < seeds; from += size, size = Math.min(most, size * 2), index++) {
    parts.push({ index, from, to: Math.min(seeds, from + size) });
  }
  return parts;
}

export function runPool(job: SelfplayJob, options: PoolOptions): PoolRun {
  const { seeds, onProgress, onPart } = options;
  if (!(Number.isInteger(seeds) && seeds >= 1))
    throw new RangeError(`runPool: seeds must be a whole number ≥ 1, got ${seeds}`);
  if (!(Number.isInteger(options.workers) && options.workers >= 1))
    throw new RangeError(`runPool: workers must be a whole number ≥ 1, got ${options.workers}`);
  const partSize = options.partSize ?? Math.max(1, Math.ceil(seeds / (options.workers * 8)));
  const parts = options.parts ?? splitSeeds(seeds, partSize);
  if (
    parts.length === 0 ||
    parts[0].from !== 0 ||
    parts.at(-1)!.to !== seeds ||
    parts.some((p, i) => p.index !== i || (i > 0 && p.from !== parts[i - 1].to) || p.to <= p.from)
  ) {
    throw new RangeError(`runPool: the parts must cover seeds 0 … ${seeds - 1} once, in order`);
  }
  const workers: WorkerLike[] = [];
  const total = gamesOf(seeds, job.swap);
  const started = performance.now();
  let settle: (r: PoolResult | null) => void = () => {};
  let fail: (e: Error) => void = () => {};
  const result = new Promise<PoolResult | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  let finished = false;
  const stop = () => {
    finished = true;
    for (const w of workers) w.terminate();
  };

  const done: ({ tally: Tally; winners?: number[] } | undefined)[] = parts.map(() => undefined);
  let next = 0,
    completed = 0,
    games = 0;
  const feed = (w: WorkerLike) => {
    const part = parts[next++];
    if (part) w.postMessage({ type: 'part', ...part });
  };
  const progress = () => {
    if (!onProgress) return;
    const elapsedMs = performance.now() - started;
    onProgress({ games, total, elapsedMs, remainingMs: games === 0 ? null : (elapsedMs / games) * (total - games) });
  };
  const receive = (w: WorkerLike, m: FromWorker) => {
    if (finished) return;
    if (m.type === 'error') {
      stop();
      fail(new Error(m.message));
    } else if (m.type === 'progress') {
      games += m.games;
      progress();
    } else if (m.type === 'done') {
      done[m.index] = m.winners ? { tally: m.tally, winners: m.winners } : { tally: m.tally };
      onPart?.(parts[m.index], done[m.index]!);
      if (++completed < parts.length) return feed(w);
      stop();
      const all = done as { tally: Tally; winners?: number[] }[];
      const tally = all.slice(1).reduce((t, p) => mergeTallies(t, p.tally), all[0].tally);
      const r: PoolResult = { tally, elapsedMs: performance.now() - started };
      if (job.keepWinners) r.winners = all.flatMap((p) => p.winners ?? []);
      settle(r);
    }
  };

  for (let i = 0; i < Math.min(options.workers, parts.length); i++) {
    const w = options.spawn();
    workers.push(w);
    w.onMessage((m) => receive(w, m));
    w.onError((e) => {
      if (finished) return;
      stop();
      fail(e);
    });
    w.postMessage({ type: 'job', job });
    feed(w);
  }
  return {
    result,
    cancel() {
      if (finished) return;
      stop();
      settle(null);
    },
  };
}
