/**
 * Long lists of one-line flow maps (a scenario's 100,000 actions) are read by a line scanner
 * instead of the YAML library's syntax tree (issue 10: 100,000 actions in ≤ 3 s and ≤ 300 MB).
 * The scanner must read exactly what the library reads: the same data, the same position for
 * every item and every key in it, and every line it is not sure of left to the library.
 * The oracle is the library itself, read whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { loadScenario } from '../../src/engine/scenario/load';
import { diagnosticAt, parseYaml, type Path, type YamlSource } from '../../src/engine/loader/yaml-source';
import { ROOT } from '../support/rulesets';

const OPTIONS = { prettyErrors: false, uniqueKeys: false, strict: true, resolveKnownTags: false, merge: true } as const;

/** The library's own reading: the data, and where a path is (its node's start and end, 1-based line and column). */
function oracle(text: string) {
  const lines = new LineCounter();
  const doc = parseDocument(text, { ...OPTIONS, lineCounter: lines });
  const where = (path: Path, key: boolean) => {
    let node: unknown = doc.contents;
    path.forEach((seg, i) => {
      if (isMap(node)) {
        const pair = node.items.find((p) => String((p.key as { value?: unknown }).value) === String(seg))!;
        node = key && i === path.length - 1 ? pair.key : pair.value;
      } else if (isSeq(node)) node = node.items[Number(seg)];
    });
    const range = (node as Node).range!;
    const a = lines.linePos(range[0]);
    const b = lines.linePos(range[1]);
    return { line: a.line, col: a.col, endLine: b.line, endCol: b.col };
  };
  return { data: doc.toJS() as unknown, errors: doc.errors.length, where };
}

function read(text: string): YamlSource {
  const r = parseYaml(text, 'list.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join('\n'));
  return r.source;
}

/** Every item and every key and value in it is placed where the library places it. */
function expectSamePlaces(text: string, key = 'actions'): void {
  const src = read(text);
  const o = oracle(text);
  expect(src.data).toEqual(o.data);
  const items = (o.data as Record<string, Record<string, unknown>[]>)[key];
  items.forEach((item, i) => {
    const placed = (path: Path, asKey: boolean) => {
      const { line, col, endLine, endCol } = diagnosticAt(src, path, '', asKey);
      return { line, col, endLine, endCol };
    };
    expect(placed([key, i], false), `${key}[${i}]`).toEqual(o.where([key, i], false));
    for (const k of Object.keys(item)) {
      expect(placed([key, i, k], true), `${key}[${i}].${k} (key)`).toEqual(o.where([key, i, k], true));
      expect(placed([key, i, k], false), `${key}[${i}].${k}`).toEqual(o.where([key, i, k], false));
    }
  });
  expect(placed(src, [key]), key).toEqual(o.where([key], false));
}

function placed(src: YamlSource, path: Path) {
  const { line, col, endLine, endCol } = diagnosticAt(src, path, '');
  return { line, col, endLine, endCol };
}

const scanned = (text: string): boolean => read(text).lists?.has('actions') ?? false;

describe('lists the scanner reads', () => {
  const shipped = readdirSync(join(ROOT, 'scenarios')).flatMap((game) =>
    readdirSync(join(ROOT, 'scenarios', game)).map((f) => join('scenarios', game, f)),
  );

  it.each(shipped)('%s: the same data and places as the library', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expectSamePlaces(text);
  });

  it('every form it takes: words, whole numbers, booleans, quoted strings, flat lists, comments, blank lines, column 0', () => {
    const text = [
      'ruleset: units-v1.2',
      'actions:',
      '  - {turn: c1}',
      '  -   { from: "0,0", to: \'1,0\' }  # a comment after the item',
      '',
      '  # a comment between items',
      '  - { roll: [1, 2, 3, 4], use: -2, at: "é → ü" }',
      '  - { roll: [ ], illegal: TRUE, note: False, n: 0 }',
      '  - {}',
      '  - { pawn: jeweled-skull, v: v1.2, w: a+b }',
      'expect:',
      '  - { after: 0, toMove: south }',
      'more:',
      '- { a: 1 }',
      '- { b: x }',
    ].join('\n');
    expect(scanned(text)).toBe(true);
    expect(read(text).lists?.has('more')).toBe(true);
    expectSamePlaces(text);
    expectSamePlaces(text, 'more');
  });

  it("block items: one entry a line, on the dash's line and below it, beside flow items, comments and blank lines", () => {
    const text = [
      'ruleset: units-v1.2',
      'actions:',
      '  - turn: c1',
      '  -   from: "0,0"   # a comment after the entry',
      "      to: '1,0'",
      '',
      '       # a comment inside the item',
      '      roll: [1, 2]',
      '  - { turn: f8 }',
      '  - illegal: TRUE',
      'expect:',
      '  - { after: 0, toMove: south }',
      'more:',
      '- a: 1',
      '  b: x',
      '- b: -2',
    ].join('\n');
    expect(scanned(text)).toBe(true);
    expect(read(text).lists?.has('more')).toBe(true);
    expectSamePlaces(text);
    expectSamePlaces(text, 'more');
  });

  it.each([
    ['on one line', 'actions: [{turn: c1}, { from: "0,0", to: c5 } ,{roll: [1, 2]}]  # a comment\n'],
    ['over lines, its ] at column 0', 'actions: [\n  {turn: c1}, {turn: f8},\n  {turn: c1}\n]\n'],
    ['over lines, comments inside', 'actions: [ # the first\n  {turn: c1},   # a comment\n    {turn: f8}\n  ]\n'],
    ['with Windows line ends', 'actions: [\r\n  {turn: c1},\r\n  {turn: f8}]\r\n'],
  ])('a flow list of flow maps %s', (_, list) => {
    const text = `ruleset: units-v1.2\n${list}expect:\n  - { after: 0, toMove: south }\n`;
    expect(scanned(text)).toBe(true);
    expectSamePlaces(text);
    expect(placed(read(text), ['expect', 0, 'toMove'])).toEqual(oracle(text).where(['expect', 0, 'toMove'], false));
  });

  it('Windows line ends, and a last item without a line break', () => {
    const text = 'ruleset: units-v1.2\r\nactions:\r\n  - { from: c1, to: c5 }\r\n  - { from: c8, to: c6 }';
    expect(scanned(text)).toBe(true);
    expectSamePlaces(text);
  });

  it('what follows a list keeps its place (keys, problems further down)', () => {
    const text =
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: c8, to: c6 }\n\nexpect:\n  - after: 1\n    toMove: north\n';
    const src = read(text);
    expect(src.lists?.has('actions')).toBe(true);
    expect(placed(src, ['expect', 0, 'toMove'])).toEqual(oracle(text).where(['expect', 0, 'toMove'], false));
  });

  it('a schema problem inside the 5,000th of 10,000 actions is placed at its key, as the library places it', () => {
    const actions = Array.from({ length: 10_000 }, (_, i) =>
      i === 4_999 ? '  - { frm: c1, to: c5 }' : '  - { turn: c1 }',
    );
    const text = `ruleset: units-v1.2\nactions:\n${actions.join('\n')}\n`;
    const r = loadScenario(text, 'long.yaml', () => ({
      text: readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8'),
      file: 'rulesets/units-v1.2.yaml',
      id: 'units-v1.2',
    }));
    expect(r.ok).toBe(false);
    const d = (r as { diagnostics: { line: number; col: number; message: string }[] }).diagnostics[0];
    expect(d.message).toContain('actions[4999].frm: unknown key "frm"');
    expect({ line: d.line, col: d.col }).toEqual({ line: 5_002, col: 7 });
  });
});

describe('lines the scanner leaves to the library', () => {
  const item = (line: string) => `ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n${line}\nexpect: []\n`;

  it.each([
    ['a float', '  - { a: 1.5 }'],
    ['hex', '  - { a: 0x1F }'],
    ['a leading zero', '  - { a: 012 }'],
    ['a sign', '  - { a: +3 }'],
    ['words with spaces', '  - { note: the pawn steps }'],
    ['an escape', '  - { note: "say \\"hi\\"" }'],
    ['a quote in single quotes', "  - { note: 'it''s' }"],
    ['a nested list', '  - { a: [1, [2]] }'],
    ['a nested map', '  - { a: { b: 1 } }'],
    ['a quoted key', '  - { "a": 1 }'],
    ['a block item with a map as its value', '  - from: { a: 1 }'],
    ['a block item with a comma in its value', '  - note: a, b'],
    ['an item over two lines', '  - { from: c1,\n      to: c5 }'],
    ['a comment inside the braces', '  - { from: c1 # here\n    }'],
  ])('%s: that item read alone by the library, the rest by the scanner, the same data and places', (_, line) => {
    const text = item(line);
    expect(scanned(text)).toBe(true);
    expectSamePlaces(text);
  });

  it.each([
    ['null', '  - { a: null }'],
    ['~', '  - { a: ~ }'],
    ['an anchor', '  - { a: &x 1 }'],
    ['a key the core schema reads as a boolean', '  - { true: 1 }'],
    ['a block item with no value', '  - from:'],
  ])('%s: the list read by the library, the same data and places', (_, line) => {
    const text = item(line);
    expect(scanned(text)).toBe(false);
    expect(read(text).data).toEqual(oracle(text).data);
  });

  it.each([
    ['whose value goes on over lines', '  - note: the\n    pawn steps'],
    ['with a line deeper than its keys', '  - from: c1\n      to: c5'],
    ['with a line between its dash and its keys', '  - from: c1\n   to: c5'],
    ['with a key written twice', '  - a: 1\n    a: 2'],
  ])('a block item %s: its problem, at its place, as when the library reads the file whole', (_, line) => {
    const text = item(line);
    // A directive keeps the list reader away (yaml-flow-lists.ts): the library reads all of it.
    const whole = parseYaml(`%YAML 1.2\n---\n${text}`, 'list.yaml');
    const r = parseYaml(text, 'list.yaml');
    if (r.ok || whole.ok) throw new Error('read');
    const twoUp = (message: string) => message.replace(/line (\d+)/g, (_, n: string) => `line ${Number(n) - 2}`);
    expect(r.diagnostics.map((d) => [d.line, d.col, d.message])).toEqual(
      whole.diagnostics.map((d) => [d.line - 2, d.col, twoUp(d.message)]),
    );
  });

  it.each([
    ['a trailing comma', 'actions: [{a: 1},]'],
    ['a scalar among the maps', 'actions: [{a: 1}, 2]'],
    ['no items', 'actions: []'],
    ['an item over two lines', 'actions: [{a: 1,\n  b: 2}]'],
    ['a line at column 0 inside the brackets', 'actions: [{a: 1},\n{b: 2}]'],
    ['a blank line inside the brackets', 'actions: [{a: 1},\n\n  {b: 2}]'],
    ['something after the ]', 'actions: [{a: 1}] x'],
    ['no space after the colon', 'actions:[{a: 1}]'],
    ['a deeper line after the ]', 'actions: [{a: 1}]\n  b: 2'],
  ])('a flow list with %s: read by the library, the same data', (_, list) => {
    const text = `ruleset: units-v1.2\n${list}\nexpect: []\n`;
    const o = oracle(text);
    const r = parseYaml(text, 'list.yaml');
    expect(r.ok).toBe(o.errors === 0);
    if (r.ok) {
      expect(r.source.lists).toBeUndefined();
      expect(r.source.data).toEqual(o.data);
    }
  });

  it("a key written twice in an item: the library's problem, at the second key", () => {
    const r = parseYaml(item('  - { a: 1, a: 2 }'), 'list.yaml');
    expect(r.ok).toBe(false);
    expect((r as { diagnostics: { line: number; col: number; message: string }[] }).diagnostics[0]).toMatchObject({
      line: 4,
      col: 13,
    });
  });

  it('"at:c8" inside the braces: the missing space is named, as before', () => {
    const r = parseYaml(item('  - { at:c8 }'), 'list.yaml');
    expect(r.ok).toBe(false);
    expect((r as { diagnostics: { message: string }[] }).diagnostics[0].message).toContain(
      '"at:c8" has no space after the colon',
    );
  });

  it('a YAML 1.1 file, where yes is true: read whole by the library', () => {
    const text = `%YAML 1.1\n---\nruleset: units-v1.2\nactions:\n  - { illegal: yes }\n`;
    expect(read(text).lists).toBeUndefined();
    expect(read(text).data).toEqual(oracle(text).data);
  });

  it('a problem elsewhere in the file: the whole file is read by the library, and the problem is at its line', () => {
    const text = `ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - { after: 0 \n`;
    const r = parseYaml(text, 'list.yaml');
    expect(r.ok).toBe(false);
    expect((r as { diagnostics: { line: number }[] }).diagnostics[0].line).toBe(5);
  });

  it('a list that does not end at a top-level key (a stray deeper line)', () => {
    const text = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n    to: c6\n';
    expect(parseYaml(text, 'list.yaml').ok).toBe(oracle(text).errors === 0);
  });
});

describe('100,000 actions', () => {
  // How long they take is measured in `npm run bench:hostile` ("100,000 legal actions (run)").
  it('are read by the scanner, as their data, at their places', () => {
    const actions = Array.from({ length: 100_000 }, (_, i) =>
      i % 2 === 0 ? '  - {turn: c1}' : '  - {from: d1, to: f8}',
    );
    const text = `ruleset: units-v1.2\nactions:\n${actions.join('\n')}\nexpect: []\n`;
    const src = read(text);
    expect(src.lists?.get('actions')?.items).toHaveLength(100_000);
    expect((src.data as { actions: unknown[] }).actions[99_999]).toEqual({ from: 'd1', to: 'f8' });
    expect(placed(src, ['actions', 99_999])).toEqual({ line: 100_002, col: 5, endLine: 100_002, endCol: 23 });
  });
});
