/**
 * Files under the 2 MB limit whose shape alone made the YAML library spend seconds and a GB
 * (issue 20): each is refused where it passes MAX_NODES, before the library builds anything;
 * long lists of one-line actions are not counted, and a problem beside them is still found and
 * placed as before. How long each takes is measured in `npm run bench:hostile`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { MAX_NODES } from '../../src/engine/loader/scan';
import { parseYaml } from '../../src/engine/loader/yaml-source';
import { loadScenario } from '../../src/engine/scenario/load';
import { ROOT } from '../support/rulesets';

const SIZE = new RegExp(
  `^YAML size: this is value ${MAX_NODES + 1} of the file \\(keys, values, list items and maps counted\\); expected at most ${MAX_NODES} `,
);

function refusedAt(text: string): { line: number; col: number } {
  const r = parseYaml(text, 'shape.yaml');
  if (r.ok) throw new Error('read');
  expect(r.diagnostics).toHaveLength(1);
  expect(r.diagnostics[0].message).toMatch(SIZE);
  return { line: r.diagnostics[0].line, col: r.diagnostics[0].col };
}

const units = () => ({
  text: readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8'),
  file: 'rulesets/units-v1.2.yaml',
  id: 'units-v1.2',
});

describe('a file with more than MAX_NODES keys and values is refused where it passes them', () => {
  // "family: units" is 3 (key, colon, value), "board:" 2: 5 before the shape.
  it('470,000 block-list lines ("- 1" is a dash and a value)', () => {
    const text = `family: units\nboard:\n${'- 1\n'.repeat(470_000)}`;
    expect(text.length).toBeLessThan(2_000_000);
    // Item i's value is node 5 + 2i: node 100,001 is the value of item 49,998, on line 2 + 49,998.
    expect(refusedAt(text)).toEqual({ line: 50_000, col: 3 });
  });

  it('a 940,000-item flow list', () => {
    const text = `family: units\nboard: [${Array.from({ length: 940_000 }, () => '1').join(',')}]\n`;
    expect(text.length).toBeLessThan(2_000_000);
    // "board", ":" and "[" are nodes 4 to 6; item k (from 1) is node 6 + k, at column 9 + 2(k - 1).
    expect(refusedAt(text)).toEqual({ line: 2, col: 9 + 2 * (MAX_NODES + 1 - 6 - 1) });
  });

  it('4,800 lines of 195-deep [[…]]', () => {
    const nest = `${'['.repeat(195)}${']'.repeat(195)}`;
    const text = `family: units\nboard:\n${`  - ${nest}\n`.repeat(4_800)}`;
    expect(text.length).toBeLessThan(2_000_000);
    // Each line is a dash and 195 lists: 510 lines hold 99,960, then the dash and 35 more of line 513.
    expect(refusedAt(text)).toEqual({ line: 2 + 511, col: 5 + 34 });
  });

  it('thousands of unknown keys in a scenario (nothing thins them there)', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `k${i}: 1\n`).join('');
    // "ruleset: units-v1.2" is 3, key line i 3 more: node 100,001 is the colon of line 1 + 33,333 ("k33332: 1").
    expect(refusedAt(`ruleset: units-v1.2\n${keys}`)).toEqual({ line: 33_334, col: 7 });
  });

  it('up to the bound is read, one past it is not', () => {
    // 5 + 2 × 49,997 = 99,999 nodes, then a dash (100,000) and its value (100,001).
    const text = `family: units\nboard:\n${'- 1\n'.repeat(49_997)}- `;
    expect(parseYaml(`${text}\n`, 'shape.yaml').ok).toBe(true);
    expect(refusedAt(`${text}1\n`)).toEqual({ line: 50_000, col: 3 });
  });
});

describe('long lists of one-line actions are not counted', () => {
  const actions = (n: number) => `actions:\n${'  - { turn: c1 }\n'.repeat(n)}`;

  it('a scenario of 100,000 actions reads (the list reader takes them)', () => {
    const r = parseYaml(`ruleset: units-v1.2\n${actions(100_000)}`, 'long.yaml');
    expect(r.ok).toBe(true);
  });

  it('a syntax slip beside 100,000 actions is found and placed as beside 1,000 (the library reads the rest alone)', () => {
    const slip = (n: number) => `ruleset: units-v1.2\n${actions(n)}expect:\n  - { toMove: south\nseed: 3\n`;
    const few = parseYaml(slip(1_000), 'slip.yaml');
    const many = parseYaml(slip(100_000), 'slip.yaml');
    if (few.ok || many.ok) throw new Error('read');
    expect(many.diagnostics.map((d) => d.message)).toEqual(few.diagnostics.map((d) => d.message));
    expect(many.diagnostics.map((d) => [d.line - 99_000, d.col])).toEqual(few.diagnostics.map((d) => [d.line, d.col]));
    expect(few.diagnostics[0].message).toMatch(/^YAML syntax: /);
  });

  it('a repeated key beside 100,000 actions names the line of the first', () => {
    const r = parseYaml(`ruleset: units-v1.2\nseed: 1\n${actions(100_000)}seed: 2\n`, 'dup.yaml');
    if (r.ok) throw new Error('read');
    expect(r.diagnostics[0]).toMatchObject({ line: 100_004, col: 1 });
    expect(r.diagnostics[0].message).toContain('"seed" is already on line 2');
  });
});

describe('100,000 actions in each style a designer or `play --out` writes load (the list reader takes them)', () => {
  const ACTIONS = 100_000;
  // Units with no ply limit to speak of: both sides turn a unit back and forth.
  const longRules = () => ({
    text: `${units().text.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`,
    file: 'rulesets/long-rules.yaml',
    id: 'long-rules',
  });
  const square = (i: number) => (i % 2 === 0 ? 'c1' : 'f8');
  const each = (line: (i: number) => string) => Array.from({ length: ACTIONS }, (_, i) => line(i));
  const flowMaps = each((i) => `{turn: ${square(i)}}`);
  const wrapped = Array.from({ length: ACTIONS / 5 }, (_, i) => `  ${flowMaps.slice(5 * i, 5 * i + 5).join(', ')}`);

  it.each([
    ['one-line flow items, "- { turn: c1 }"', `actions:\n${each((i) => `  - { turn: ${square(i)} }`).join('\n')}\n`],
    ['one-line block items, "- turn: c1"', `actions:\n${each((i) => `  - turn: ${square(i)}`).join('\n')}\n`],
    [
      'both, at column 0',
      `actions:\n${each((i) => (i % 2 ? `- {turn: ${square(i)}}` : `- turn: ${square(i)}`)).join('\n')}\n`,
    ],
    ['one flow list on one line', `actions: [${flowMaps.join(', ')}]\n`],
    ['one flow list over lines', `actions: [\n${wrapped.join(',\n')}\n]\n`],
  ])('%s', (_, actions) => {
    const text = `ruleset: long-rules\n${actions}expect:\n  - { toMove: south, pieces: [{ at: c1, class: 1 }] }\n`;
    expect(text.length).toBeLessThan(2_000_000);
    const r = loadScenario(text, 'long.yaml', longRules);
    if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join('\n'));
    expect(r.diagnostics).toEqual([]);
    expect(r.scenario.data.actions).toHaveLength(ACTIONS);
    expect(r.scenario.data.actions[ACTIONS - 1]).toMatchObject({ turn: 'f8' });
    expect(r.scenario.source.lists?.get('actions')?.items).toHaveLength(ACTIONS);
  });

  it('60,000 block items of two entries each (100,000 of them are more than 2 MB)', () => {
    const actions = each((i) => `  - from: ${square(i)}\n    to: c2`).slice(0, 60_000);
    const text = `ruleset: units-v1.2\nactions:\n${actions.join('\n')}\n`;
    const r = parseYaml(text, 'long.yaml');
    if (!r.ok) throw new Error(r.diagnostics[0].message);
    expect(r.source.lists?.get('actions')?.items).toHaveLength(60_000);
    expect((r.source.data as { actions: unknown[] }).actions[59_999]).toEqual({ from: 'f8', to: 'c2' });
  });
});

describe('a list the reader turns down is counted node by node, and refused where it passes MAX_NODES', () => {
  // "ruleset: units-v1.2" is 3 nodes.
  it('block items, one of them going on over lines', () => {
    const items = Array.from({ length: 30_000 }, () => '  - turn: c1');
    const text = `ruleset: units-v1.2\nactions:\n${items.join('\n')}\n  - turn: c1\n    more words\n`;
    // "actions:" brings it to 5; item k (from 0) is 4 more, its value node 5 + 4(k + 1): node 100,001 is the value of item 24,998, on line 3 + 24,998.
    expect(refusedAt(text)).toEqual({ line: 25_001, col: 11 });
  });

  it('an item with a list of 200,000 values (an item is read alone by the library to place a problem in it)', () => {
    const text = `ruleset: units-v1.2\nactions:\n- {roll: [${Array.from({ length: 200_000 }, () => '1').join(',')}]}\n`;
    // "actions:" brings it to 5; the dash, "{", "roll", ":" and "[" to 10: value m (from 0) is node 11 + m, at
    // column 11 + 2m. Node 100,001 is value 99,990. Written "- roll: [", there is no "{": it is value 99,991, at column 10 + 2m.
    expect(refusedAt(text)).toEqual({ line: 3, col: 11 + 2 * 99_990 });
    expect(refusedAt(text.replace('- {roll: ', '- roll: ').replace(']}', ']'))).toEqual({
      line: 3,
      col: 10 + 2 * 99_991,
    });
  });

  it('a flow list of flow maps with a scalar among them', () => {
    const text = `ruleset: units-v1.2\nactions: [${Array.from({ length: 30_000 }, () => '{turn: c1}').join(', ')}, 1]\n`;
    // "actions", ":" and "[" bring it to 6; item k (from 0) is 4 more ({, turn, :, c1), from column 11 + 12k: node
    // 100,001 is the colon of item 24,998.
    expect(refusedAt(text)).toEqual({ line: 2, col: 11 + 12 * 24_998 + 5 });
  });
});

describe('an item the reader turns down is read alone by the library; the rest of its list stays with the reader', () => {
  const ACTIONS = 30_000;
  const longRules = () => ({
    text: `${units().text.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`,
    file: 'rulesets/long-rules.yaml',
    id: 'long-rules',
  });
  // Both sides turn a unit back and forth; item `at` is written `item` instead.
  const scenario = (at: number, item: string) => {
    const actions = Array.from({ length: ACTIONS }, (_, i) => (i === at ? item : `  - turn: ${i % 2 ? 'f8' : 'c1'}`));
    return `ruleset: long-rules\nactions:\n${actions.join('\n')}\n`;
  };

  it.each([
    ['a flow item with a note of several words', '  - {turn: c1, note: hello world}'],
    ['a flow item with an apostrophe in its note', "  - {turn: c1, note: it's mine}"],
    ['a block item with a note of several words', '  - turn: c1\n    note: hello world'],
    ['a note with escapes', '  - {turn: c1, note: "say \\"hi\\""}'],
  ])('30,000 actions with %s load, its note as the library reads it', (_, item) => {
    const text = scenario(15_000, item);
    const r = loadScenario(text, 'long.yaml', longRules);
    if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join('\n'));
    expect(r.diagnostics).toEqual([]);
    expect(r.scenario.data.actions).toHaveLength(ACTIONS);
    const library = (parse(text) as { actions: { note?: string }[] }).actions[15_000];
    expect(library.note).toMatch(/ /);
    expect(r.scenario.data.actions[15_000]).toMatchObject({ turn: 'c1', note: library.note });
    expect(r.scenario.source.lists?.get('actions')?.items).toHaveLength(ACTIONS);
  });

  const roll = (dice: number) => `  - {turn: c1, roll: [${Array.from({ length: dice }, () => '1').join(', ')}]}`;

  it.each([5_000, 29_000])(
    'an item of 1,100 dice as action %i of 30,000: refused at that item, saying what is wrong with it',
    (at) => {
      const r = parseYaml(scenario(at, roll(1_100)), 'long.yaml');
      if (r.ok) throw new Error('read');
      expect(r.diagnostics).toHaveLength(1);
      // "ruleset" and "actions:" are lines 1 and 2: action k (from 0) is on line 3 + k, its dash at column 3.
      expect(r.diagnostics[0]).toMatchObject({ line: 3 + at, col: 3 });
      expect(r.diagnostics[0].message).toMatch(/^YAML size: this list item has more than 1000 values /);
    },
  );

  it('an item of 1,100 dice in a short list is read by the library with its list', () => {
    const text = `ruleset: units-v1.2\nactions:\n  - turn: c1\n${roll(1_100)}\n`;
    const r = parseYaml(text, 'long.yaml');
    if (!r.ok) throw new Error(r.diagnostics[0].message);
    expect(r.source.lists).toBeUndefined();
    expect(r.source.data).toEqual(parse(text));
  });
});

describe('__proto__ and constructor are keys like any other', () => {
  const unknown = (key: string) => new RegExp(`^${key}: unknown key "${key}"`);

  it('at the top of a ruleset, a scenario and a variant, and nested in a variant', () => {
    const rs = loadRuleset(`${units().text}\n__proto__: 1\nconstructor: 2\n`, 'rulesets/u.yaml');
    expect(rs.ok).toBe(false);
    const rsMessages = rs.ok ? [] : rs.diagnostics.map((d) => d.message);
    expect(rsMessages.some((m) => unknown('__proto__').test(m))).toBe(true);
    expect(rsMessages.some((m) => unknown('constructor').test(m))).toBe(true);

    const sc = loadScenario('ruleset: units-v1.2\n__proto__: 1\n', 's.yaml', units);
    expect(sc.ok).toBe(false);
    const first = sc.ok ? null : sc.diagnostics[0];
    expect(first && [first.line, first.col]).toEqual([2, 1]);
    expect(first?.message).toMatch(unknown('__proto__'));

    const variant = 'extends: units-v1.2\n__proto__: 1\nmove:\n  __proto__: 3\n';
    const v = loadRuleset(variant, 'rulesets/v.yaml', 'v', () => units());
    expect(v.ok).toBe(false);
    const where = v.ok ? [] : v.diagnostics.map((d) => [d.file, d.line, d.col, d.message.split(':')[0]]);
    expect(where).toContainEqual(['rulesets/v.yaml', 2, 1, '__proto__']);
    expect(where).toContainEqual(['rulesets/v.yaml', 4, 3, 'move.__proto__']);
  });
});
