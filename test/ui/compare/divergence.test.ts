/** Which steps the compare view marks and where "next difference" goes, on pairs known by hand. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/ruleset.schema.json';
import { evaluateCompare } from '../../../src/ui/compare/compare-run';
import {
  divergenceStarts,
  divergentPositions,
  nextDivergence,
  previousDivergence,
} from '../../../src/ui/compare/divergence';
import { ROOT } from '../../support/rulesets';

const v12 = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');

/** The comparison of `scenario` under v1.2 (A) and under `b` (a v1.2 text changed by hand). */
function compare(b: string, scenario: string) {
  const e = evaluateCompare({
    a: { path: 'rulesets/units-v1.2.yaml', text: v12 },
    b: { path: 'rulesets/mine.yaml', text: b },
    scenario: { path: 'scenarios/local/s.yaml', text: scenario },
    schema,
    rulesetById: () => undefined,
  });
  if (!e.run) throw new Error(e.blocked ?? 'no run');
  return e.run.comparison;
}

const opening = `
ruleset: units-v1.2
actions:
  - { from: c1, to: c5 }
  - { from: f8, to: f4 }
  - { from: d1, to: d4 }
`;

describe('marked steps and divergence starts', () => {
  it('a start position that differs is marked at 0, and a difference carried on unchanged is not new', () => {
    // B's north class 4 starts on h8, not c8: every position differs the same way.
    const c = compare(v12.replace('{ at: c8, owner: north, class: 4 }', '{ at: h8, owner: north, class: 4 }'), opening);
    expect(divergentPositions(c)).toEqual([0, 1, 2, 3]);
    expect(divergenceStarts(c)).toEqual([0]);
  });

  it('a result that differs from action 2 on starts there', () => {
    const c = compare(v12.replace(/^plyLimit: 200$/m, 'plyLimit: 2'), opening);
    expect(divergentPositions(c)).toEqual([2, 3]);
    // B is over after 2 plies: it refuses action 3 (a new difference of what the step did).
    expect(divergenceStarts(c)).toEqual([2, 3]);
  });

  it('the same rules mark nothing', () => {
    const c = compare(`${v12}\n# a comment changes nothing\n`, opening);
    expect(divergentPositions(c)).toEqual([]);
    expect(divergenceStarts(c)).toEqual([]);
  });
});

describe('stepping between divergences', () => {
  const marks = [1, 3, 5];
  it('next goes to the first mark after the step, none after the last', () => {
    expect(nextDivergence(marks, 0)).toBe(1);
    expect(nextDivergence(marks, 1)).toBe(3);
    expect(nextDivergence(marks, 4)).toBe(5);
    expect(nextDivergence(marks, 5)).toBeNull();
  });

  it('previous goes to the last mark before the step, none before the first', () => {
    expect(previousDivergence(marks, 5)).toBe(3);
    expect(previousDivergence(marks, 2)).toBe(1);
    expect(previousDivergence(marks, 1)).toBeNull();
  });
});
