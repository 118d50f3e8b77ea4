/**
 * A self-play worker in this thread, for the playtest stores' tests: the real worker body
 * (`serveSelfplay`) behind a `WorkerLike`, each message delivered later as a copy, as
 * postMessage does. `jobs` keeps every job it was sent.
 */
import type { SelfplayJob } from '../../../src/engine/selfplay/job';
import type { FromWorker, ToWorker, WorkerLike } from '../../../src/workers/protocol';
import { serveSelfplay } from '../../../src/workers/serve';

export interface Spawned {
  spawn: () => WorkerLike;
  jobs: SelfplayJob[];
  /** Workers started and not terminated. */
  alive(): number;
}

export function inProcessWorkers(): Spawned {
  const jobs: SelfplayJob[] = [];
  let alive = 0;
  const spawn = (): WorkerLike => {
    let toPage: ((m: FromWorker) => void) | null = null;
    let toWorker: ((m: ToWorker) => void) | null = null;
    let ended = false;
    alive++;
    serveSelfplay({
      postMessage: (m) => setTimeout(() => !ended && toPage?.(structuredClone(m))),
      onMessage: (h) => (toWorker = h),
    });
    return {
      postMessage: (m) => {
        if (m.type === 'job') jobs.push(structuredClone(m.job));
        setTimeout(() => !ended && toWorker?.(structuredClone(m)));
      },
      onMessage: (h) => (toPage = h),
      onError: () => {},
      terminate: () => {
        if (!ended) alive--;
        ended = true;
      },
    };
  };
  return { spawn, jobs, alive: () => alive };
}
