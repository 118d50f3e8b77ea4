// Many copies of one mistake: thousands of them list the same 100 problems, at the same places, as a
// file with just 101 of them (only the count differs). That they also cost what the first hundred cost
// is measured in `npm run bench:hostile` (its "many problems" cases).
import { describe, expect, it } from 'vitest';
import { MAX_PROBLEMS_PER_FILE, type Diagnostic } from '../../src/engine/loader/diagnostics';
import { thinPlainLines, type UnknownKeys } from '../../src/engine/loader/repeated-lines';
import { scanText } from '../../src/engine/loader/scan';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { scenarioValidator } from '../../src/engine/loader/ajv';

const repeat = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('');
const head = (list: Diagnostic[]) => list.slice(0, MAX_PROBLEMS_PER_FILE);
const more = (list: Diagnostic[]) => list.at(-1)!;

/** A ruleset with `n` of one mistake after a valid start (`extra` lines after them). */
interface Shape {
  name: string;
  text: (n: number) => string;
}
const SHAPES: Shape[] = [
  {
    name: 'a key written again',
    text: (n) =>
      `family: units\nplyLimit: 10\n# the same key, again and again\n${repeat(n, (i) => (i % 7 === 0 ? '\nplyLimit: 1\n' : 'plyLimit: 1\n'))}`,
  },
  {
    name: 'a line without a colon',
    text: (n) =>
      `family: units\ntitle: t\n${repeat(n, (i) => (i % 5 === 0 ? 'a b c\n  # note\n' : i % 2 ? 'x\n' : 'a b c\n'))}`,
  },
  {
    name: 'an unknown key',
    text: (n) => `family: units\nplyLimit: 10\n${repeat(n, (i) => `k${i}: ${i}\n`)}title: t\n`,
  },
  {
    name: 'an unknown key, among misspelled known ones',
    text: (n) => `family: tafl\nplyLimit: 10\nsidez: 2\n${repeat(n, (i) => `zz${i}: v\n`)}peices: x\n`,
  },
];

describe('thousands of one mistake list what 101 of them list, and count the rest', () => {
  it.each(SHAPES)('$name', ({ text }) => {
    const few = loadRuleset(text(MAX_PROBLEMS_PER_FILE + 1), 'r.yaml');
    const many = 20_000;
    const lots = loadRuleset(text(many), 'r.yaml');
    expect(few.ok || lots.ok).toBe(false);
    expect(head(lots.diagnostics)).toEqual(head(few.diagnostics));
    expect(lots.diagnostics).toHaveLength(few.diagnostics.length);
    const { line, col, omitted } = more(few.diagnostics);
    expect(more(lots.diagnostics)).toMatchObject({ line, col, omitted: omitted! + many - (MAX_PROBLEMS_PER_FILE + 1) });
  });
});

/** The lines the loader blanks in `text`, from its one scan. */
function thinRepeatedLines(text: string, unknownKeys?: UnknownKeys) {
  const { plain } = scanText(text);
  return plain && thinPlainLines(text, plain, unknownKeys);
}

describe('lines are blanked only in files whose reading is sure', () => {
  const slips = (line: string) => `family: units\n${line.repeat(500)}`;
  it('blanks all but the first 101 slips, keeping every line where it was', () => {
    const thinned = thinRepeatedLines(slips('a b c\n'))!;
    expect(thinned.omitted).toBe(500 - (MAX_PROBLEMS_PER_FILE + 1));
    expect(thinned.text.split('\n')).toHaveLength(502);
    expect(thinned.text.split('\n').filter((l) => l === 'a b c')).toHaveLength(MAX_PROBLEMS_PER_FILE + 1);
  });
  it.each([
    ['a line without a colon before a key line (the library reads both as one key)', slips('a b c\nk: 1\n')],
    ['both repeated keys and lines without a colon', `${slips('plyLimit: 1\n')}${'x\n'.repeat(500)}`],
    ['an indented line', `${slips('plyLimit: 1\n')}board:\n  width: 3\n`],
    ['a flow collection', `${slips('plyLimit: 1\n')}board: { width: 3 }\n`],
    ['a quoted key', `${slips('plyLimit: 1\n')}"a": 1\n`],
    ['keys the YAML core schema reads as one value', slips('null: 1\nNull: 2\n')],
    ['a first line without a colon (no map)', `a b c\n${slips('plyLimit: 1\n')}`],
  ])('reads whole: %s', (_, text) => {
    expect(thinRepeatedLines(text)).toBeNull();
  });
  it('blanks unknown keys only when the caller says which keys are unknown', () => {
    const text = `family: units\n${repeat(500, (i) => `k${i}: 1\n`)}`;
    expect(thinRepeatedLines(text)).toBeNull();
    expect(thinRepeatedLines(text, () => (key) => key.startsWith('k'))).toMatchObject({
      omitted: 500 - (MAX_PROBLEMS_PER_FILE + 1),
      unknownKeys: true,
    });
  });
});

describe('schema errors are collected in linear time', () => {
  it('100,000 unreadable actions (the validators copied their error list per failing action: minutes)', () => {
    const scenario = { ruleset: 'units-v1.2', actions: Array.from({ length: 100_000 }, () => ({ frm: 'c1' })) };
    const validate = scenarioValidator();
    expect(validate(scenario)).toBe(false);
    expect(validate.errors!.filter((e) => e.keyword === 'additionalProperties')).toHaveLength(100_000);
    expect(validate.errors![99_999]).toMatchObject({ instancePath: '/actions/99999' });
  });
});
