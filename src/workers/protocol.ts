/**
 * The messages between the self-play pool and its workers. Plain data only
 * (structured clone), the same for Web Workers and worker threads.
 */
import type { PartResult, SelfplayJob } from '../engine/selfplay/job';

/** Seeds `from` … `to` − 1 of the run: part `index` of it. */
export interface Part {
  index: number;
  from: number;
  to: number;
}

export type ToWorker =
  | { type: 'job'; job: SelfplayJob }
  | ({ type: 'part' } & Part)
  /** Game `game` of the job (0-based, in run order) played again and written as a scenario. */
  | { type: 'scenario'; game: number; schemaPath: string };

export type FromWorker =
  /** Games finished since the last progress message. */
  | { type: 'progress'; games: number }
  | ({ type: 'done'; index: number } & PartResult)
  | { type: 'scenario'; game: number; text: string }
  | { type: 'error'; message: string };

/** What the pool needs of a worker, whatever runs it. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  onMessage(handler: (message: FromWorker) => void): void;
  /** The worker itself failed (it threw outside the job, or could not start). */
  onError(handler: (error: Error) => void): void;
  terminate(): void;
}

/** The worker's side of the channel. */
export interface WorkerPort {
  postMessage(message: FromWorker): void;
  onMessage(handler: (message: ToWorker) => void): void;
}
