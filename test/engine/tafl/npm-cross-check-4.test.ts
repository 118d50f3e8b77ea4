/** Cross-check against npm `tafl`, part 4 of 4 (250 random games each; the parts run in parallel). See npm-cross-check.ts for the named differences. */
import { expect, it } from 'vitest';
import { crossCheck } from './npm-cross-check';
import { shipped } from './helpers';

it('same legal moves, captures and endings as npm tafl, apart from the named differences (games 751–1000)', () => {
  const report = crossCheck(shipped('hnefatafl-copenhagen'), 4, 250);
  expect(report.mismatches).toEqual([]);
  expect(Object.keys(report.endings).every((k) => /^(same|ours only|F1|F2|E1)/.test(k))).toBe(true);
  console.log(`npm tafl cross-check part 4: ${report.games} games, ${report.positions} positions:`, JSON.stringify(report.endings));
}, 300_000);
