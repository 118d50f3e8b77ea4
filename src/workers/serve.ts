/**
 * The body of a self-play worker, the same in a Web Worker and a worker
 * thread: it loads the job's ruleset once, then plays each part it is sent
 * and answers with the part's tally (or writes one game of the job as a
 * scenario, asked by its number). Progress goes out at most every 100 ms,
 * so a fast game does not flood the channel.
 */
import { gameScenario } from '../engine/selfplay/game-scenario';
import { prepareJob, type PreparedJob, type SelfplayJob } from '../engine/selfplay/job';
import type { WorkerPort } from './protocol';

const PROGRESS_EVERY_MS = 100;

export function serveSelfplay(port: WorkerPort): void {
  let job: SelfplayJob | undefined;
  let prepared: PreparedJob | { error: string } | undefined;
  port.onMessage((m) => {
    try {
      if (m.type === 'job') {
        job = m.job;
        prepared = prepareJob(m.job);
        return;
      }
      if (!prepared || !job) throw new Error(`a ${m.type} request arrived before its job`);
      if ('error' in prepared) {
        port.postMessage({ type: 'error', message: prepared.error });
        return;
      }
      if (m.type === 'scenario') {
        port.postMessage({
          type: 'scenario',
          game: m.game,
          text: gameScenario(job, prepared.game, m.game, m.schemaPath).text,
        });
        return;
      }
      let unreported = 0;
      let last = Date.now();
      const result = prepared.play(m.from, m.to, () => {
        unreported++;
        const now = Date.now();
        if (now - last >= PROGRESS_EVERY_MS) {
          port.postMessage({ type: 'progress', games: unreported });
          unreported = 0;
          last = now;
        }
      });
      if (unreported > 0) port.postMessage({ type: 'progress', games: unreported });
      port.postMessage({ type: 'done', index: m.index, ...result });
    } catch (e) {
      port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  });
}
