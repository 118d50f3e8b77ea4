/**
 * YAML syntax slips a designer makes while editing a shipped file: each gives
 * exactly one message, at the line and column of the thing to fix, saying in
 * plain words what is wrong and what to write instead — not the library's
 * grammar terms, and not a cascade of messages on the lines after the slip.
 *
 * Positions are computed from the edited text (the first occurrence of a
 * needle), so comments added to the shipped files do not break these tests.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseResolver } from '../../src/cli/files';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { loadScenario } from '../../src/engine/scenario/load';
import { ROOT, resolver, scenarioFiles, shippedRulesetIds } from '../support/rulesets';

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

interface Edited {
  errs: string[];
  /** `file:line:col` of the first occurrence of `needle` in the edited text, plus `skip` characters. */
  at: (needle: string, skip?: number) => string;
}

/** Loads shipped ruleset `id` with `from` replaced by `to` (once); it must not load. */
function mistake(id: string, from: string, to: string): Edited {
  const text = read(`rulesets/${id}.yaml`);
  expect(text, `${id}.yaml no longer contains the text this test edits`).toContain(from);
  const edited = text.replace(from, to);
  const file = `${id}.yaml`;
  const r = loadRuleset(edited, file);
  expect(r.ok, `${file} with ${JSON.stringify(to)} loaded`).toBe(false);
  return { errs: r.ok ? [] : r.diagnostics.map(formatDiagnostic), at: position(edited, file) };
}

function position(text: string, file: string) {
  return (needle: string, skip = 0): string => {
    const i = text.indexOf(needle);
    expect(i, `${JSON.stringify(needle)} is not in the edited file`).toBeGreaterThanOrEqual(0);
    const before = text.slice(0, i + skip).split('\n');
    return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
  };
}

const rulesetErrors = (text: string): string[] => {
  const r = loadRuleset(text, 'my.yaml');
  return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
};

describe('a missing colon, or no space after it: one message on the entry, showing it written right', () => {
  it.each([
    [
      '  jump: true',
      '  jump true',
      'jump true',
      '"jump true" has no colon; expected "jump: true" (a colon and a space after the key)',
    ],
    ['  jump: true', '  jump:true', 'jump:true', '"jump:true" has no space after the colon; expected "jump: true"'],
    [
      'classes: 4',
      'classes 4',
      'classes 4',
      '"classes 4" has no colon; expected "classes: 4" (a colon and a space after the key)',
    ],
    ['2: [1]', '2 [1]', '2 [1]', '"2 [1]" has no colon; expected "2: [1]" (a colon and a space after the key)'],
    ['{ at: c8,', '{ at:c8,', 'at:c8', '"at:c8" has no space after the colon; expected "at: c8"'],
    ['{ at: c8,', '{ at c8,', 'at c8', '"at c8" has no colon; expected "at: c8" (a colon and a space after the key)'],
  ])('%s → %s', (from, to, needle, message) => {
    const m = mistake('units-v1.2', from, to);
    expect(m.errs).toEqual([`${m.at(needle)}: YAML syntax: ${message}`]);
  });
  it('a list item without its dash', () => {
    const m = mistake('units-v1.2', '  - { at: d1,', '    { at: d1,');
    expect(m.errs).toEqual([
      `${m.at('{ at: d1')}: YAML syntax: "{ at: d1, owner: south, class: 2 }" is a list item without its "- "; expected "- { at: d1, owner: south, class: 2 }" at column 3, like the items above it`,
    ]);
  });
  it('a list dash without its space', () => {
    const m = mistake('units-v1.2', '  - { at: c1,', '  -{ at: c1,');
    expect(m.errs).toEqual([
      `${m.at('-{ at')}: YAML syntax: "-{ at: c1, owner: south, class: 1 }" has no space after its "-"; expected "- { at: c1, owner: south, class: 1 }" (a dash and a space before each list item)`,
    ]);
  });
});

describe('a key indented unlike its siblings: one message on that line', () => {
  it.each([
    [
      'units-v1.2',
      '  speed: { 1: 4',
      'speed: { 1: 4',
      'speed: {',
      '"speed:" is at column 1 but the other keys of move: are at column 3',
    ],
    [
      'units-v1.2',
      '  jump: true',
      '    jump: true',
      'jump: true',
      '"jump:" is at column 5 but the other keys of move: are at column 3',
    ],
    [
      'units-v1.2',
      '  edge: stop',
      '    edge: stop',
      'edge: stop',
      '"edge:" is at column 5 but the other keys of move: are at column 3',
    ],
    [
      'hnefatafl-copenhagen',
      '  edgeFort: true',
      'edgeFort: true',
      'edgeFort',
      '"edgeFort:" is at column 1 but the other keys of end: are at column 3',
    ],
    [
      'dice-cubes',
      '  whiteTotal: 25',
      'whiteTotal: 25',
      'whiteTotal',
      '"whiteTotal:" is at column 1 but the other keys of dice: are at column 3',
    ],
    [
      'units-v1.2',
      '  - { at: c1,',
      '- { at: c1,',
      '- { at: c1',
      'the list item "- { at: c1, owner: south, class: 1 }" is at column 1 but the other items of setup: are at column 3',
    ],
  ])('%s: %s → %s', (id, from, to, needle, message) => {
    const m = mistake(id, from, to);
    expect(m.errs).toEqual([`${m.at(needle)}: YAML syntax: ${message}; expected it indented like them`]);
  });
  it.each([
    ['right after the key above', '  distance: exact\n    jump: true\n', 5],
    ['after a comment', '  distance: exact\n  # a comment\n    jump: true\n', 6],
    ['after a blank line', '  distance: exact\n\n    jump: true\n', 6],
  ])('too deep %s: on the key, not on the comment or the key above', (_, lines, line) => {
    expect(rulesetErrors(`family: units\ntitle: t\nmove:\n${lines}  edge: stop\n`)).toEqual([
      `my.yaml:${line}:5: YAML syntax: "jump:" is at column 5 but the other keys of move: are at column 3; expected it indented like them`,
    ]);
  });
  it("a key under a list item's dash instead of under its first key (scenario)", () => {
    const text = 'ruleset: units-v1.2\nactions:\n  - from: c1\n    to: c5\n  - from: c8\n  to: c4\n';
    const r = loadScenario(text, 'sc.yaml', resolver);
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
      'sc.yaml:6:3: YAML syntax: "to:" is at column 3 but the other keys of the list item on line 5 are at column 5; expected it indented like them',
    ]);
  });
  it('a list item among keys', () => {
    const m = mistake('hnefatafl-copenhagen', '  king: [f6]', '  - king: [f6]');
    expect(m.errs).toEqual([
      `${m.at('- king')}: YAML syntax: the list item "- king: [f6]" is among the keys of setup:; expected it without "- ", like the keys around it`,
    ]);
  });
  it('a tab gives one message, not one more for the keys after it', () => {
    const m = mistake('units-v1.2', '  jump: true', '\tjump: true');
    expect(m.errs).toEqual([
      `${m.at('\tjump')}: YAML syntax: Tabs are not allowed as indentation; expected spaces for indentation, not tabs`,
    ]);
  });
});

describe('an unclosed bracket, brace or quote: on the opener', () => {
  it.each([
    [
      'directions: [n, ne, e, se, s, sw, w, nw]',
      'directions: [n, ne, e, se, s, sw, w, nw',
      '[n, ne',
      'the [ opened here is never closed; expected a ] at the end of the list',
    ],
    [
      '  - { at: d1, owner: south, class: 2 }',
      '  - { at: d1, owner: south, class: 2',
      '{ at: d1',
      'the { opened here is never closed; expected a } at the end of the map',
    ],
    [
      '  - { at: c8, owner: north, class: 4 }',
      '  - { at: c8, owner: north, class: 4',
      '{ at: c8',
      'the { opened here is never closed; expected a } at the end of the map',
    ],
    [
      'title: Units, rules v1.2 (2 players)',
      'title: "Units, rules v1.2 (2 players)',
      '"Units',
      'the " opened here is never closed; expected a closing " at the end of the text',
    ],
  ])('%s → %s', (from, to, needle, message) => {
    const m = mistake('units-v1.2', from, to);
    expect(m.errs).toEqual([`${m.at(needle)}: YAML syntax: ${message}`]);
  });
  it('a { left open before the next top-level key', () => {
    expect(rulesetErrors('family: units\ntitle: t\nboard: { width: 8\nplyLimit: 3\n')).toEqual([
      'my.yaml:3:8: YAML syntax: the { opened here is never closed; expected a } at the end of the map',
    ]);
  });
  it('one bracket too many', () => {
    expect(rulesetErrors('family: units\ntitle: t\nplayers: [south, north]]\n')).toEqual([
      'my.yaml:3:24: YAML syntax: this ] closes nothing (no [ is open here); expected it removed',
    ]);
  });
});

describe('a value containing ": "', () => {
  it('must be quoted, and the message shows it quoted', () => {
    const m = mistake('units-v1.2', 'title: Units, rules v1.2 (2 players)', 'title: Units: rules v1.2');
    expect(m.errs).toEqual([
      `${m.at('Units:')}: YAML syntax: a value containing ": " must be quoted; expected title: "Units: rules v1.2"`,
    ]);
  });
});

describe('separate mistakes in separate places each get their message', () => {
  it('a missing colon and a key too deep', () => {
    const text = read('rulesets/units-v1.2.yaml')
      .replace('classes: 4', 'classes 4')
      .replace('  jump: true', '    jump: true');
    const at = position(text, 'my.yaml');
    expect(rulesetErrors(text)).toEqual([
      `${at('classes 4')}: YAML syntax: "classes 4" has no colon; expected "classes: 4" (a colon and a space after the key)`,
      `${at('jump: true')}: YAML syntax: "jump:" is at column 5 but the other keys of move: are at column 3; expected it indented like them`,
    ]);
  });
});

describe('valid YAML is not blamed', () => {
  it('a text continued on a more indented line, a list over several lines, a quoted "# " and ": "', () => {
    const text = read('rulesets/units-v1.2.yaml')
      .replace('title: Units, rules v1.2 (2 players)', 'title: "Units: rules #2"')
      .replace(
        'directions: [n, ne, e, se, s, sw, w, nw]',
        'directions: [n, ne, e, se,\n    s, sw, w, nw]   # all eight',
      );
    const r = loadRuleset(text, 'my.yaml');
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(r.ok && r.rules.title).toBe('Units: rules #2');
  });
  it('a plain value with " #" is valid YAML: the rest is a comment (left as YAML reads it)', () => {
    const r = loadRuleset(
      read('rulesets/units-v1.2.yaml').replace('title: Units, rules v1.2 (2 players)', 'title: Units #2'),
      'my.yaml',
    );
    expect(r.ok && r.rules.title).toBe('Units');
  });
  it('every shipped ruleset and scenario loads without a problem', () => {
    for (const id of shippedRulesetIds()) {
      const r = loadRuleset(read(`rulesets/${id}.yaml`), `rulesets/${id}.yaml`, undefined, baseResolver([]));
      expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic), id).toEqual([]);
    }
    for (const path of scenarioFiles()) {
      const file = relative(ROOT, path);
      const r = loadScenario(read(file), file, resolver);
      expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic), file).toEqual([]);
    }
  });
});
