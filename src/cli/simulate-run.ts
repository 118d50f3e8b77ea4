/**
 * Running a self-play job on worker threads for the CLI, with a progress bar
 * on stderr when stderr is a terminal and CI is not set (none when it is
 * piped: a log file wants no bar).
 */
import { SingleBar } from 'cli-progress';
import { gamesOf, type SelfplayJob } from '../engine/selfplay/job';
import { defaultWorkers, nodeWorker } from '../workers/node';
import { runPool, type PoolResult, type Progress } from '../workers/pool';

function showsProgress(): boolean {
  return !!process.stderr.isTTY && !process.env.CI;
}

function clock(ms: number | null): string {
  if (ms === null) return '…';
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export async function runSelfplay(
  job: SelfplayJob,
  seeds: number,
  workers: number | undefined,
  label: string,
): Promise<PoolResult> {
  const bar = showsProgress()
    ? new SingleBar({
        format: `${label} [{bar}] {value}/{total} games, {left} left`,
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: true,
      })
    : undefined;
  let onProgress: ((p: Progress) => void) | undefined;
  if (bar) {
    onProgress = (p) => bar.update(p.games, { left: clock(p.remainingMs) });
  }
  const run = runPool(job, {
    seeds,
    workers: Math.min(seeds, workers ?? defaultWorkers()),
    spawn: nodeWorker,
    ...(onProgress ? { onProgress } : {}),
  });
  bar?.start(gamesOf(seeds, job.swap), 0, { left: '…' });
  try {
    const r = await run.result;
    // Nothing here cancels the run; a null would be a bug.
    if (!r) throw new Error('the self-play run stopped without a result');
    return r;
  } finally {
    bar?.stop();
  }
}
