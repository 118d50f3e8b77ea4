/**
 * CSV cells that quote a name from a file: one a spreadsheet would read as a formula (it starts
 * with =, +, -, @, a tab or a carriage return) is written as text, as OWASP advises (a `'` before
 * it, the cell in quotes); control characters are escaped for the terminal the CSV is printed on;
 * numbers stay numbers.
 */
import { describe, expect, it } from 'vitest';
import { reportCsv } from '../../src/report/csv';
import type { RunMeta } from '../../src/report/meta';
import { report } from '../../src/engine/selfplay/report';
import { runGames } from '../../src/engine/selfplay/run';
import { tally } from '../../src/engine/selfplay/tally';
import { shippedGame } from '../support/rulesets';

const game = shippedGame('units-v1.2');
const r = report(
  tally(game, runGames(game, { bots: [{ kind: 'random' }, { kind: 'random' }], seed: 1, swap: false, to: 2 })),
);

/** The CSV of a run whose ruleset (a file name) is `ruleset`, and its row of `figure`. */
function row(ruleset: string, figure = 'ruleset', seed = 1): string {
  const meta: RunMeta = { ruleset, seed, seeds: 2, swap: false, seating: { south: 'random', north: 'random' } };
  return reportCsv(meta, r)
    .split('\n')
    .find((l) => l.startsWith(`${figure},`))!;
}

describe('CSV cells', () => {
  it.each([
    ['=', "=cmd|' /C calc'!A0", `ruleset,,"'=cmd|' /C calc'!A0"`],
    ['+', '+1+1', `ruleset,,"'+1+1"`],
    ['-', '-2+3', `ruleset,,"'-2+3"`],
    ['@', '@SUM(A1)', `ruleset,,"'@SUM(A1)"`],
    ['a tab', '\t=1', `ruleset,,"'\\t=1"`],
    ['a carriage return', '\r=1', `ruleset,,"'\\r=1"`],
  ])('a cell starting with %s is text', (_, name, line) => {
    expect(row(name)).toBe(line);
  });

  it('a quote inside a formula-like cell is doubled', () => {
    expect(row('=HYPERLINK("http://x")')).toBe(`ruleset,,"'=HYPERLINK(""http://x"")"`);
  });

  it('controls in a cell are escaped, and an ordinary name is written as it is', () => {
    expect(row('a\u001b[8mb\u202e')).toBe('ruleset,,a\\e[8mb\\u202e');
    expect(row('units-v1.2')).toBe('ruleset,,units-v1.2');
    expect(row('a,b')).toBe('ruleset,,"a,b"');
  });

  it('a negative number stays a number', () => {
    expect(row('units-v1.2', 'seed', -5)).toBe('seed,,-5');
  });
});
