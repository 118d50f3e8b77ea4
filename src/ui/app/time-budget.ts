/**
 * A time budget for checking texts off the page's thread: the check runs in a worker, and a
 * text whose loading overruns the budget is not evaluated on the page's thread, which would
 * freeze the page for as long as it takes. A text that loads within it but takes the worker
 * more than a moment to evaluate (a long scenario's replay) comes back evaluated, so the page
 * does not do that work again on its own thread.
 */
import type { ReplayStep } from '../../engine/scenario/replay';
import type { Evaluation, SourceText } from './evaluate';
import { received, type SentEvaluation, type StepChunk } from './evaluation-transfer';
import type { LogEntry } from '../timeline/types';

/** The texts of one evaluation, as they cross to the worker. */
export interface CheckInput {
  ruleset: SourceText;
  scenario: SourceText | null;
  /** The ruleset the scenario names, when it is not the one in the editor. */
  other: SourceText | undefined;
  /** Every other ruleset a ruleset may `extends:` (saved versions, recent, shipped): the first of an id is the one. */
  rulesets?: SourceText[];
}

/**
 * 'ok': the page may evaluate the texts itself (the worker did so in a moment);
 * 'too-slow': their loading overran the budget; or the worker's evaluation, to use as it is.
 */
/** `ms`: how long the worker's evaluation took (a text the page could evaluate within `PAGE_MS` is edited on the page again). */
export type CheckVerdict = 'ok' | 'too-slow' | { evaluation: Evaluation; ms: number };

/** What the worker tells the page, in order: ready, loaded, progress…, steps…, done. */
export type WorkerReport =
  | { kind: 'ready' }
  | { kind: 'loaded' }
  | { kind: 'progress'; done: number; total: number }
  | ({ kind: 'steps' } & StepChunk)
  | { kind: 'done'; evaluation?: SentEvaluation; ms?: number };

/** Well above any shipped file's check (a few hundred ms), well below a freeze anyone waits out. */
export const CHECK_BUDGET_MS = 2000;

/**
 * Once loaded, a scenario's replay is bounded by its number of actions (at most 100,000, a
 * few seconds): it may run this long, its progress shown, before the worker is stopped.
 */
export const REPLAY_BUDGET_MS = 60_000;

/** The worker's own start (loading its code, not reading the text) is not counted in the budget; past this it is taken as not starting. */
export const START_MS = 30_000;

/** An evaluation the worker finishes within this is redone on the page (it would block it no longer than this). */
export const QUICK_MS = 50;

/**
 * The longest the page may block: texts whose evaluation took a cold worker less than this
 * (its start, its first compile) are evaluated on the page again when edited, without a
 * worker round trip per keystroke; longer ones stay in the worker.
 */
export const PAGE_MS = 200;

/**
 * Checks `input` in a fresh worker; 'too-slow' when loading the texts has not finished within
 * `budgetMs` of the worker's start (the worker is then stopped). `progress` hears how a long replay goes.
 */
export function checkInWorker(
  input: CheckInput,
  progress?: (done: number, total: number) => void,
  budgetMs = CHECK_BUDGET_MS,
): Promise<CheckVerdict> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    const steps: ReplayStep[] = [];
    const entries: LogEntry[] = [];
    let timer: ReturnType<typeof setTimeout>;
    const done = (verdict: CheckVerdict) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(verdict);
    };
    const wait = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => done('too-slow'), ms);
    };
    wait(START_MS);
    worker.onmessage = (e: MessageEvent<WorkerReport>) => {
      const r = e.data;
      if (r.kind === 'ready') wait(budgetMs);
      else if (r.kind === 'loaded') wait(REPLAY_BUDGET_MS);
      else if (r.kind === 'progress') progress?.(r.done, r.total);
      else if (r.kind === 'steps') {
        steps.push(...r.steps);
        entries.push(...r.entries);
      } else if (!r.evaluation) done('ok');
      else {
        try {
          done({ evaluation: received(r.evaluation, steps, entries), ms: r.ms ?? Infinity });
        } catch {
          // Our bug, not the text's: the page evaluates the texts itself, as it did before workers.
          done('ok');
        }
      }
    };
    // A worker that cannot run at all says nothing about the text: the page checks it as before.
    worker.onerror = () => done('ok');
    worker.postMessage(input);
  });
}
