/**
 * Runs one evaluation off the page's thread, telling the page how it goes (loaded, replay
 * progress), so the page can give up on a text that takes too long (it terminates this
 * worker) instead of freezing on it. An evaluation the page could redo in a moment is not
 * sent back (the page redoes it: its replay then shares the page's game); a longer one is
 * sent as plain data (evaluation-transfer.ts), so the page never blocks on it.
 */
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { evaluate } from './evaluate';
import { sendable } from './evaluation-transfer';
import { QUICK_MS, type CheckInput, type WorkerReport } from './time-budget';

const report = (r: WorkerReport) => self.postMessage(r);

// The budget counts from here: the time this worker took to start is the page's, not the text's.
report({ kind: 'ready' });

self.onmessage = (e: MessageEvent<CheckInput>) => {
  const { ruleset, scenario, other, rulesets = [] } = e.data;
  const started = performance.now();
  const evaluation = evaluate(
    {
      ruleset,
      scenario,
      otherRuleset: (id) => [other, ...rulesets].find((r) => r !== undefined && rulesetIdFromFile(r.path) === id),
    },
    { loaded: () => report({ kind: 'loaded' }), progress: (done, total) => report({ kind: 'progress', done, total }) },
  );
  if (performance.now() - started < QUICK_MS) return report({ kind: 'done' });
  const sent = sendable(evaluation);
  for (const chunk of sent.chunks) report({ kind: 'steps', ...chunk });
  report({ kind: 'done', evaluation: sent.evaluation, ms: performance.now() - started });
};
