/**
 * `extends:`: a ruleset is its base with its own values laid over it (maps merged key by key,
 * a key with no value removing the base's entry, lists and values replaced), every problem
 * placed in the file that writes the wrong value, and a missing base, a cycle or a base of
 * another family placed at the `extends:` value.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import schema from '../../schemas/ruleset.schema.json';
import { baseResolver } from '../../src/cli/files';
import { semanticDiff } from '../../src/engine/compare/semantic-diff';
import { carriedResolver, basesOf, mergeOver } from '../../src/engine/loader/extends';
import { loadRuleset, type RulesetLoad } from '../../src/engine/loader/ruleset';
import { diagnosticAt } from '../../src/engine/loader/yaml-source';
import { loadScenario } from '../../src/engine/scenario/load';
import type { RulesetResolver } from '../../src/engine/loader/resolver';
import { prepareJob } from '../../src/engine/selfplay/job';

/** Rulesets held in memory by id: `rulesets/<id>.yaml`. */
function memory(files: Record<string, string>): RulesetResolver {
  return (ref) =>
    Object.hasOwn(files, ref)
      ? { text: files[ref], file: `rulesets/${ref}.yaml`, id: ref }
      : { error: `no ruleset "${ref}"; expected one of ${Object.keys(files).join(', ')}` };
}

function load(files: Record<string, string>, id: string): RulesetLoad {
  return loadRuleset(files[id], `rulesets/${id}.yaml`, id, memory(files));
}

function ok(r: RulesetLoad): Extract<RulesetLoad, { ok: true }> {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`).join('\n'));
  return r;
}

const problems = (r: RulesetLoad) =>
  r.ok ? [] : r.diagnostics.map((d) => ({ file: d.file, line: d.line, col: d.col, message: d.message }));

const base = [
  'family: units',
  'title: Base',
  'move:',
  '  speed: { 1: 4, 2: 3, 3: 2, 4: 1 }',
  '  directions: [n, ne, e, se, s, sw, w, nw]',
  'plyLimit: 200',
].join('\n');

describe('extends: the merge', () => {
  it('maps are merged key by key, lists and values replaced whole', () => {
    expect(mergeOver({ a: { x: 1, y: [1, 2, 3] }, b: 1 }, { a: { y: [9] }, c: 2 })).toEqual({
      a: { x: 1, y: [9] },
      b: 1,
      c: 2,
    });
    expect(mergeOver({ a: { x: 1 } }, { a: 5 })).toEqual({ a: 5 });
    expect(mergeOver({ a: 5 }, { a: { x: 1 } })).toEqual({ a: { x: 1 } });
  });

  it('a variant changes one table entry and keeps the rest; its list replaces the base list', () => {
    const files = { base, variant: 'extends: base\ntitle: Variant\nmove:\n  speed: { 1: 3 }\n  directions: [n, s]\n' };
    const rules = ok(load(files, 'variant')).rules as {
      family: string;
      title: string;
      move: { speed: Record<string, number>; directions: string[] };
      plyLimit: number;
      extends?: unknown;
    };
    expect(rules.family).toBe('units');
    expect(rules.title).toBe('Variant');
    expect(rules.move.speed).toEqual({ 1: 3, 2: 3, 3: 2, 4: 1 });
    expect(rules.move.directions).toEqual(['n', 's']);
    expect(rules.plyLimit).toBe(200);
    expect(rules.extends).toBeUndefined();
  });

  it('a chain of three: each file laid over the one it extends', () => {
    const files = {
      base,
      middle: 'extends: base\nmove:\n  speed: { 2: 2 }\nplyLimit: 120\n',
      top: 'extends: middle\nmove:\n  speed: { 1: 1 }\n',
    };
    const rules = ok(load(files, 'top')).rules as {
      move: { speed: Record<string, number> };
      plyLimit: number;
      title: string;
    };
    expect(rules.move.speed).toEqual({ 1: 1, 2: 2, 3: 2, 4: 1 });
    expect(rules.plyLimit).toBe(120);
    expect(rules.title).toBe('Base');
  });

  it('a variant plays as the ruleset written out whole', () => {
    const files = { base, variant: 'extends: base\nmove:\n  speed: { 1: 3 }\n' };
    const whole = ok(loadRuleset(base.replace('1: 4', '1: 3'), 'rulesets/variant.yaml', 'variant'));
    expect(ok(load(files, 'variant')).rules).toEqual(whole.rules);
  });
});

describe('extends: a key with no value removes the base entry (JSON Merge Patch)', () => {
  const fighting = [
    base,
    'combat:',
    '  beats: { 1: [4], 2: [1], 3: [2, 1], 4: [3, 2] }',
    '  after: { 1: { 4: 3 }, 2: { 1: 1 }, 3: { 1: 2, 2: 1 }, 4: { 3: 1, 2: 2 } }',
  ].join('\n');
  const rulesOf = (files: Record<string, string>, id: string) => ok(load(files, id)).rules;

  it('the merge: null removes a key at any depth, a null the base does not have is heard and dropped', () => {
    const heard: string[][] = [];
    const merged = mergeOver({ a: { x: 1, y: 2 }, b: 1, c: [1, 2] }, { a: { x: null }, b: null, d: { e: null } }, (p) =>
      heard.push(p),
    );
    expect(merged).toEqual({ a: { y: 2 }, c: [1, 2], d: {} });
    expect(heard).toEqual([['d', 'e']]);
    // Inside a list nothing is removed: the list replaces the base's whole, nulls and all.
    expect(mergeOver({ c: [1, 2] }, { c: [null] })).toEqual({ c: [null] });
  });

  it('removes a top-level key: the ruleset is as if the base never wrote it (its default applies)', () => {
    const files = { base, variant: 'extends: base\nplyLimit: ~\n' };
    const whole = ok(loadRuleset(base.replace('\nplyLimit: 200', ''), 'rulesets/variant.yaml', 'variant'));
    expect(rulesOf(files, 'variant')).toEqual(whole.rules);
  });

  it('removes a table row (`~`, `null` and an empty value alike), keeping the other rows', () => {
    const tables = [
      'extends: base\ncombat:\n  beats: { 3: [2] }\n  after: { 3: { 1: ~ } }\n',
      'extends: base\ncombat:\n  beats: { 3: [2] }\n  after: { 3: { 1: null } }\n',
      'extends: base\ncombat:\n  beats: { 3: [2] }\n  after:\n    3:\n      1:\n',
    ];
    for (const variant of tables) {
      const combat = rulesOf({ base: fighting, variant }, 'variant').combat as {
        after: Record<string, Record<string, number>>;
      };
      expect(combat.after['3']).toEqual({ 2: 1 });
      expect(combat.after['4']).toEqual({ 2: 2, 3: 1 });
    }
  });

  it('without the removal, the base row stays (maps merge key by key) and the table is wrong', () => {
    const files = { base: fighting, variant: 'extends: base\ncombat:\n  beats: { 3: [2] }\n  after: { 3: {} }\n' };
    expect(problems(load(files, 'variant')).map((d) => d.message)).toEqual([
      expect.stringMatching(/^the after table says what class 3 becomes when it beats class 1, but class 3 does not/),
    ]);
  });

  it('removes a nested key of a map entry (a square group of tafl)', () => {
    const tafl = readFileSync('rulesets/hnefatafl-copenhagen.yaml', 'utf8');
    const files = { tafl, variant: 'extends: tafl\nsquares:\n  centre:\n    hostileWhenOccupied: ~\n' };
    const centre = (rules: Record<string, unknown>) =>
      (rules.squares as Record<string, Record<string, unknown>>).centre;
    // Removed, the key takes its default (none); the centre's other keys stay Copenhagen's.
    expect(centre(rulesOf({ tafl }, 'tafl')).hostileWhenOccupied).toEqual(['attackers']);
    expect(centre(rulesOf(files, 'variant')).hostileWhenOccupied).toEqual([]);
    expect(centre(rulesOf(files, 'variant')).name).toBe('throne');
  });

  it('lists are still replaced whole, not patched', () => {
    const files = { base, variant: 'extends: base\nmove:\n  directions: [n]\n' };
    expect((rulesOf(files, 'variant').move as { directions: string[] }).directions).toEqual(['n']);
  });

  it('a chain: a removal in the middle file holds unless a file above writes the entry again', () => {
    const files = {
      base: fighting,
      middle: 'extends: base\ncombat:\n  beats: { 3: [2] }\n  after: { 3: { 1: ~ } }\n',
      top: 'extends: middle\nplyLimit: 90\n',
      again: 'extends: middle\ncombat:\n  beats: { 3: [2, 1] }\n  after: { 3: { 1: 2 } }\n',
    };
    const after3 = (id: string) => (rulesOf(files, id).combat as { after: Record<string, unknown> }).after['3'];
    expect(after3('top')).toEqual({ 2: 1 });
    expect(after3('again')).toEqual({ 1: 2, 2: 1 });
  });

  it('a removal of nothing is a problem at its key, naming the keys the base has there', () => {
    const files = { base, variant: 'extends: base\nmove:\n  speed: { 5: ~ }\n' };
    expect(problems(load(files, 'variant'))).toEqual([
      {
        file: 'rulesets/variant.yaml',
        line: 3,
        col: 12,
        message:
          'move.speed.5: nothing to remove: the base base has no such entry (~, null or no value removes one); expected a key the base sets (move.speed has 1, 2, 3, 4), or no line for it',
      },
    ]);
  });

  it('a removal of a key the base leaves to its default removes nothing: it is reported in the file that writes it', () => {
    const files = { base, middle: 'extends: base\ncombat:\n  losingAttack: ~\n', top: 'extends: middle\n' };
    const found = problems(load(files, 'top'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'rulesets/middle.yaml', line: 3, col: 3 });
    expect(found[0].message).toMatch(/^combat\.losingAttack: nothing to remove: the base base has no such entry/);
  });

  it('removing a required key is the usual "missing key", placed at the removal', () => {
    const tafl = readFileSync('rulesets/hnefatafl-copenhagen.yaml', 'utf8');
    const found = problems(load({ tafl, variant: 'title: No pieces\nextends: tafl\npieces: ~\n' }, 'variant'));
    expect(found).toEqual([
      {
        file: 'rulesets/variant.yaml',
        line: 3,
        col: 9,
        message: expect.stringMatching(
          /^the document: missing key "pieces" \(required\); expected pieces: a map/,
        ) as string,
      },
    ]);
    const noFamily = problems(load({ base, variant: 'extends: base\nfamily:\n' }, 'variant'));
    expect(noFamily).toHaveLength(1);
    expect(noFamily[0]).toMatchObject({ file: 'rulesets/variant.yaml', line: 2 });
    expect(noFamily[0].message).toMatch(/missing key "family"/);
  });

  it('a null in a ruleset that extends nothing is a value, refused by the schema as before', () => {
    const found = problems(loadRuleset('family: units\nplyLimit: ~\n', 'rulesets/plain.yaml'));
    expect(found).toEqual([
      {
        file: 'rulesets/plain.yaml',
        line: 2,
        col: 11,
        message: 'plyLimit: expected a whole number; found nothing (null)',
      },
    ]);
  });

  it('the semantic diff lists a removed table row as removed', () => {
    const files = {
      base: fighting,
      variant: 'extends: base\ncombat:\n  beats: { 3: [2] }\n  after: { 3: { 1: ~ } }\n',
    };
    const d = semanticDiff(schema, 'units', { rules: rulesOf(files, 'base') }, { rules: rulesOf(files, 'variant') });
    expect(d.map((e) => [e.path, e.a, e.b, e.text])).toEqual([
      ['combat.beats.3', [2, 1], [2], 'beaten classes of class 3: 2, 1 → 2 (without 1)'],
      ['combat.after.3.1', 2, undefined, 'after-capture table of winner class 3: loser class 1 removed (2)'],
    ]);
  });

  it('the shipped example units-v1.2-class3-spares-class1: its two changes, one of them a removal', () => {
    const load = (id: string) =>
      ok(loadRuleset(readFileSync(`rulesets/${id}.yaml`, 'utf8'), `rulesets/${id}.yaml`, id, baseResolver([])));
    const d = semanticDiff(
      schema,
      'units',
      { rules: load('units-v1.2').rules },
      { rules: load('units-v1.2-class3-spares-class1').rules },
    );
    expect(d.filter((e) => e.kind === 'rule').map((e) => [e.path, e.a, e.b])).toEqual([
      ['combat.beats.3', [2, 1], [2]],
      ['combat.after.3.1', 2, undefined],
    ]);
  });
});

describe('extends: where problems are placed', () => {
  it('a wrong value inherited from the base is reported in the base file', () => {
    const files = {
      base: base.replace('plyLimit: 200', 'plyLimit: -3'),
      variant: 'extends: base\nmove:\n  speed: { 1: 3 }\n',
    };
    const found = problems(load(files, 'variant'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'rulesets/base.yaml', line: 6, col: 11 });
    expect(found[0].message).toMatch(/plyLimit/);
  });

  it('a wrong override is reported in the variant, at its line', () => {
    const files = { base, variant: 'extends: base\nmove:\n  speed: { 1: 0 }\n' };
    const found = problems(load(files, 'variant'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'rulesets/variant.yaml', line: 3, col: 15 });
  });

  it('an unknown key is placed in the file that writes it', () => {
    const files = { base, variant: 'extends: base\nmove:\n  sped: { 1: 3 }\n' };
    expect(problems(load(files, 'variant'))[0]).toMatchObject({ file: 'rulesets/variant.yaml', line: 3, col: 3 });
  });

  it('a meaning problem (a class the ruleset does not have) is placed where the value is written', () => {
    const files = { base, variant: 'extends: base\nclasses: 3\n' };
    // The base's speed table names class 4, which the variant's `classes: 3` removed: the table is the base's.
    const found = problems(load(files, 'variant'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.file === 'rulesets/base.yaml' || d.file === 'rulesets/variant.yaml')).toBe(true);
    expect(found.some((d) => d.file === 'rulesets/base.yaml' && d.line === 4)).toBe(true);
  });

  it('positions of merged values: an override in the variant, an inherited value in its base, a replaced list wholly in the variant', () => {
    const files = { base, variant: 'extends: base\nmove:\n  speed: { 1: 3 }\n  directions: [n, s]\n' };
    const src = ok(load(files, 'variant')).source;
    const at = (path: (string | number)[]) => {
      const d = diagnosticAt(src, path, '');
      return `${d.file}:${d.line}:${d.col}`;
    };
    expect(at(['move', 'speed', '1'])).toBe('rulesets/variant.yaml:3:15');
    expect(at(['move', 'speed', '2'])).toBe('rulesets/base.yaml:4:21');
    expect(at(['plyLimit'])).toBe('rulesets/base.yaml:6:11');
    expect(at(['move', 'directions', 1])).toBe('rulesets/variant.yaml:4:19');
    // The base's list is not read past the variant's: its 5th item is not the ruleset's.
    expect(at(['move', 'directions', 4])).toBe('rulesets/variant.yaml:4:15');
  });
});

describe('extends: the chain', () => {
  it('a missing base is a problem at the extends: value', () => {
    const found = problems(load({ variant: 'extends: nowhere\nplyLimit: 10\n' }, 'variant'));
    expect(found).toEqual([
      {
        file: 'rulesets/variant.yaml',
        line: 1,
        col: 10,
        message: expect.stringMatching(/^extends: no ruleset "nowhere"/) as string,
      },
    ]);
  });

  it('a cycle is a problem at the extends: value, naming the files in the loop', () => {
    const files = { a: 'extends: b\nfamily: units\n', b: 'extends: c\n', c: 'extends: a\n' };
    const found = problems(load(files, 'a'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'rulesets/c.yaml', line: 1, col: 10 });
    expect(found[0].message).toContain('cycle (rulesets/a.yaml → rulesets/b.yaml → rulesets/c.yaml → rulesets/a.yaml)');
  });

  it('a ruleset extending itself is a cycle', () => {
    expect(problems(load({ me: 'extends: me\n' }, 'me'))[0].message).toMatch(/cycle/);
  });

  it('a base of another family is a problem at the extends: value', () => {
    const files = { base, variant: 'title: Tafl?\nextends: base\nfamily: tafl\n' };
    const found = problems(load(files, 'variant'));
    expect(found).toEqual([
      {
        file: 'rulesets/variant.yaml',
        line: 2,
        col: 10,
        message: expect.stringContaining('base "base" is a units ruleset, but this one says family: tafl') as string,
      },
    ]);
  });

  it('a base of another family further down the chain is found', () => {
    const files = { base, middle: 'extends: base\n', top: 'extends: middle\nfamily: dice-pond\n' };
    expect(problems(load(files, 'top'))[0]).toMatchObject({ file: 'rulesets/top.yaml', line: 1, col: 10 });
  });

  it('a base with YAML problems: they are reported in the base, and the variant says so at its extends:', () => {
    const files = { base: 'family: units\nmove: [\n', variant: 'extends: base\n' };
    const found = problems(load(files, 'variant'));
    expect(found[0]).toMatchObject({ file: 'rulesets/variant.yaml', line: 1, col: 10 });
    expect(found[0].message).toMatch(/base "base" \(rulesets\/base\.yaml\) has 1 problem/);
    expect(found.slice(1).every((d) => d.file === 'rulesets/base.yaml')).toBe(true);
  });

  it('extends: must name a ruleset', () => {
    expect(problems(load({ v: 'extends: [a, b]\n' }, 'v'))[0]).toMatchObject({
      line: 1,
      col: 10,
      message: expect.stringMatching(/^extends: a list is not a ruleset/) as string,
    });
  });

  it('without a way to find bases (no resolver), a variant is refused at its extends:', () => {
    const r = loadRuleset('extends: base\n', 'rulesets/v.yaml');
    expect(problems(r)).toEqual([
      {
        file: 'rulesets/v.yaml',
        line: 1,
        col: 10,
        message: expect.stringMatching(/cannot be looked up here/) as string,
      },
    ]);
  });

  it('bases carried as texts (a worker, a bundle) load the same as from files', () => {
    const files = {
      base,
      middle: 'extends: base\nplyLimit: 120\n',
      top: 'extends: middle\nmove:\n  speed: { 1: 1 }\n',
    };
    const bases = basesOf(files.top, 'rulesets/top.yaml', memory(files));
    expect(bases.map((b) => [b.ref, b.from, b.id])).toEqual([
      ['middle', 'rulesets/top.yaml', 'middle'],
      ['base', 'rulesets/middle.yaml', 'base'],
    ]);
    const carried = loadRuleset(files.top, 'rulesets/top.yaml', 'top', carriedResolver(bases));
    expect(ok(carried).rules).toEqual(ok(load(files, 'top')).rules);
    const job = prepareJob({
      ruleset: { text: files.top, file: 'rulesets/top.yaml', id: 'top', bases },
      bots: [{ kind: 'random' }, { kind: 'random' }],
      seed: 1,
      swap: false,
    });
    expect('error' in job ? job.error : job.game.rules).toEqual(ok(carried).rules);
  });
});

describe('extends: scenarios', () => {
  it('a scenario on a variant plays the base rules with the overrides, and follows an edit of the base (no stale cache)', () => {
    const scenario = 'ruleset: variant\nactions: []\n';
    const files: Record<string, string> = { base, variant: 'extends: base\nplyLimit: 150\n' };
    const limit = () => {
      const loaded = loadScenario(scenario, 'scenarios/s.yaml', memory({ ...files }));
      if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
      return loaded.game.rules as { plyLimit: number; move: { speed: Record<string, number> } };
    };
    expect(limit().plyLimit).toBe(150);
    expect(limit().move.speed['1']).toBe(4);
    files.base = base.replace('1: 4', '1: 2');
    expect(limit().move.speed['1']).toBe(2);
  });
});

describe('extends: the semantic diff of a variant against its base is what it overrides', () => {
  it('two overrides, two differences (defaults filled alike on both sides)', () => {
    const files = { base, variant: 'extends: base\nmove:\n  speed: { 1: 3 }\nplyLimit: 150\n' };
    const a = ok(load(files, 'base')),
      b = ok(load(files, 'variant'));
    const d = semanticDiff(schema, 'units', { rules: a.rules }, { rules: b.rules });
    expect(d.map((e) => [e.path, e.a, e.b])).toEqual([
      ['move.speed.1', 4, 3],
      ['plyLimit', 200, 150],
    ]);
  });

  it('units-v1.1 against units-v1.2: exactly its two changes, and its texts', () => {
    const load = (id: string) =>
      ok(loadRuleset(readFileSync(`rulesets/${id}.yaml`, 'utf8'), `rulesets/${id}.yaml`, id, baseResolver([])));
    const d = semanticDiff(schema, 'units', { rules: load('units-v1.2').rules }, { rules: load('units-v1.1').rules });
    expect(d.filter((e) => e.kind === 'rule').map((e) => [e.path, e.a, e.b])).toEqual([
      ['move.distance', 'exact', 'up-to'],
      ['combat.classChange', 'table', 'keep'],
    ]);
    expect(d.filter((e) => e.kind !== 'rule').map((e) => e.path)).toEqual(['title', 'description']);
  });
});

describe('extends: bases found as a scenario finds its ruleset (the CLI)', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('by id in the project, by a path inside it; a path leading out of the project is refused at extends:', () => {
    dir = mkdtempSync(join(tmpdir(), 'rb-extends-'));
    const project = join(dir, 'game');
    mkdirSync(join(project, 'rulesets', 'variants'), { recursive: true });
    writeFileSync(join(project, 'rulesets', 'mine.yaml'), base);
    writeFileSync(join(project, 'rulesets', 'variants', 'by-path.yaml'), 'extends: ../mine.yaml\nplyLimit: 90\n');
    writeFileSync(join(project, 'rulesets', 'variants', 'by-id.yaml'), 'extends: mine\nplyLimit: 80\n');
    writeFileSync(join(project, 'rulesets', 'variants', 'outside.yaml'), 'extends: ../../../outside.yaml\n');
    writeFileSync(join(dir, 'outside.yaml'), base);
    const read = (name: string) => {
      const file = join(project, 'rulesets', 'variants', name);
      return loadRuleset(readFileSync(file, 'utf8'), file, undefined, baseResolver([]));
    };
    expect((ok(read('by-path.yaml')).rules as { plyLimit: number }).plyLimit).toBe(90);
    expect((ok(read('by-id.yaml')).rules as { plyLimit: number }).plyLimit).toBe(80);
    const out = problems(read('outside.yaml'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ line: 1, col: 10 });
    expect(out[0].message).toMatch(/^extends: ruleset file "..\/..\/..\/outside.yaml" leads out of the project folder/);
  });
});
