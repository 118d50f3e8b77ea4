/**
 * YAML's own ways to write a block once and use it again (anchors, aliases,
 * merge keys) work in rulesets, so a variant can share a square's roles or a
 * table between places; the result is the same ruleset as written out in full.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { ROOT } from '../support/rulesets';

function rulesOf(text: string): unknown {
  const r = loadRuleset(text, 'rulesets/hnefatafl-copenhagen.yaml');
  if (!r.ok) expect.fail(r.diagnostics.map(formatDiagnostic).join('\n'));
  return r.game.rules;
}

describe('shared YAML blocks', () => {
  const original = readFileSync(join(ROOT, 'rulesets/hnefatafl-copenhagen.yaml'), 'utf8');

  it('a merge key (<<: *name) copies an anchored map, and keys written beside it win', () => {
    const corners = /\n {2}corners:\n[\s\S]*?\n {2}cornerZones:/.exec(original)![0];
    const merged = original
      .replace('\n  centre:\n', '\n  centre: &restricted\n')
      .replace(
        corners,
        '\n  corners:\n    <<: *restricted\n    name: corner\n    at: [a1, a11, k1, k11]\n    pass: [royal]\n    hostileWhenOccupied: [all]\n  cornerZones:',
      );
    expect(merged).toContain('<<: *restricted');
    expect(rulesOf(merged)).toEqual(rulesOf(original));
  });

  it('an error in a merged value points where the value is written, and a shared mistake is shown once', () => {
    const corners = /\n {2}corners:\n[\s\S]*?\n {2}cornerZones:/.exec(original)![0];
    const sharing = (mistake: [string, string]) =>
      original
        .replace('\n  centre:\n', '\n  centre: &restricted\n')
        .replace(...mistake)
        .replace(
          corners,
          '\n  corners:\n    <<: *restricted\n    name: corner\n    at: [a1, a11, k1, k11]\n  cornerZones:',
        );
    const problems = (text: string, written: string) => {
      const r = loadRuleset(text, 'rulesets/hnefatafl-copenhagen.yaml');
      const line = text.split('\n').findIndex((l) => l.includes(written)) + 1;
      return r.ok
        ? []
        : r.diagnostics.map((d) => `${d.line === line ? 'there' : `line ${d.line}`}: ${d.message.split(/[:;]/)[0]}`);
    };
    // A schema error names the path, so the throne's and the corners' are two lines, both at the value.
    expect(problems(sharing(['hostileWhenEmpty: [all]', 'hostileWhenEmpty: all']), 'hostileWhenEmpty: all')).toEqual([
      'there: squares.centre.hostileWhenEmpty',
      'there: squares.corners.hostileWhenEmpty',
    ]);
    // The piece-type check says the same of both: once.
    expect(problems(sharing(['stop: [royal]', 'stop: [royall]']), 'stop: [royall]')).toEqual([
      'there: "royall" is neither a piece type of this ruleset nor a group of pieces (did you mean royal?)',
    ]);
  });

  it('an alias repeats an anchored list', () => {
    const aliased = original
      .replace('pass: [all]', 'pass: &everyone [all]')
      .replace('hostileWhenEmpty: [all]', 'hostileWhenEmpty: *everyone');
    expect(aliased).toContain('hostileWhenEmpty: *everyone');
    expect(rulesOf(aliased)).toEqual(rulesOf(original));
  });
});
