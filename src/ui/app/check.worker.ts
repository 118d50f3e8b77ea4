/**
 * Runs one evaluation off the page's thread and says when it is done, so the page can give
 * up on a text that takes too long (it terminates this worker) instead of freezing on it.
 * The result itself is not sent back: a replay holds the game, which does not cross threads.
 */
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { evaluate } from './evaluate';
import type { CheckInput } from './time-budget';

self.onmessage = (e: MessageEvent<CheckInput>) => {
  const { ruleset, scenario, other } = e.data;
  evaluate({ ruleset, scenario, otherRuleset: (id) => (other && rulesetIdFromFile(other.path) === id ? other : undefined) });
  self.postMessage('done');
};
