/**
 * A time budget for checking texts from outside (stored, opened from disk, pasted): the check
 * runs in a worker first, and a text whose check overruns the budget is not evaluated on the
 * page's thread, which would freeze the page for as long as it takes.
 */
import type { SourceText } from './evaluate';

/** The texts of one evaluation, as they cross to the worker. */
export interface CheckInput {
  ruleset: SourceText;
  scenario: SourceText | null;
  /** The ruleset the scenario names, when it is not the one in the editor. */
  other: SourceText | undefined;
}

export type CheckVerdict = 'ok' | 'too-slow';

/** Well above any shipped file's check (a few hundred ms), well below a freeze anyone waits out. */
export const CHECK_BUDGET_MS = 2000;

/** Checks `input` in a fresh worker; 'too-slow' when it has not finished within `budgetMs` (the worker is then stopped). */
export function checkInWorker(input: CheckInput, budgetMs = CHECK_BUDGET_MS): Promise<CheckVerdict> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    const done = (verdict: CheckVerdict) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => done('too-slow'), budgetMs);
    worker.onmessage = () => done('ok');
    // A worker that cannot run at all says nothing about the text: the page checks it as before.
    worker.onerror = () => done('ok');
    worker.postMessage(input);
  });
}
