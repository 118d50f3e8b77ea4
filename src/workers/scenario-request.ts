/**
 * One game of a self-play job written as a scenario, on a worker of its own:
 * a game between MCTS bots takes as long to play again as it took in the run,
 * which the page's thread must not wait for.
 */
import type { SelfplayJob } from '../engine/selfplay/job';
import type { WorkerLike } from './protocol';

/** Game `game` (0-based, in run order) of `job` as scenario text; rejects with the worker's error. */
export function requestGameScenario(
  job: SelfplayJob,
  game: number,
  schemaPath: string,
  spawn: () => WorkerLike,
): Promise<string> {
  const w = spawn();
  return new Promise<string>((resolve, reject) => {
    w.onMessage((m) => {
      if (m.type === 'scenario' && m.game === game) resolve(m.text);
      else if (m.type === 'error') reject(new Error(m.message));
    });
    w.onError(reject);
    w.postMessage({ type: 'job', job });
    w.postMessage({ type: 'scenario', game, schemaPath });
  }).finally(() => w.terminate());
}
