/**
 * Telling a ruleset from a scenario (`fileKind`) and reading a file's head (family, title,
 * references): from the top-level keys as YAML reads them, so a byte-order mark, flow style,
 * quoted keys, comments and a `---` line do not fool it, and a key inside a block or a comment
 * does not count. A variant that leaves `family:` to its base plays its base's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { familyOfRuleset, familyOfScenario, fileHead, fileKind } from '../../src/engine/file-kind';
import { rulesetIdFromFile } from '../../src/engine/loader/ruleset';
import type { RulesetResolver } from '../../src/engine/loader/resolver';
import { ROOT, scenarioFiles } from '../support/rulesets';

describe('fileKind: a ruleset names its family, a scenario its ruleset', () => {
  it.each([
    ['family: units\ntitle: x\n', 'ruleset'],
    ['ruleset: units-v1.2\nactions: []\n', 'scenario'],
    ['\ufeffruleset: units-v1.2\n', 'scenario'],
    ['{ ruleset: units-v1.2, actions: [] }', 'scenario'],
    ['"family": units\n', 'ruleset'],
    ["'ruleset' : units-v1.2 # the rules\n", 'scenario'],
    ['# a comment\n---\nfamily: tafl\n', 'ruleset'],
    // A file naming both is a ruleset with a stray key: its loader says so.
    ['family: units\nruleset: units-v1.2\n', 'ruleset'],
  ])('%j is a %s', (text, kind) => {
    expect(fileKind(text)).toBe(kind);
  });

  it.each([
    ['', 'an empty text'],
    ['# ruleset: units-v1.2\n', 'a key in a comment'],
    ['title: x\nnotes:\n  ruleset: units-v1.2\n  family: units\n', 'keys of a nested map'],
    ['- ruleset: units-v1.2\n', 'a list at the top level'],
    ['description: |\n  family: units\n', 'a key inside block text'],
  ])('%j is neither (%s)', (text) => {
    expect(fileKind(text)).toBeNull();
  });

  it("reads a scenario's ruleset reference, quoted or plain", () => {
    expect(fileHead('ruleset: "../rulesets/a.yaml"  # mine\n')).toMatchObject({
      kind: 'scenario',
      ruleset: '../rulesets/a.yaml',
      extends: '',
    });
    expect(fileHead('{ ruleset: units-v1.2 }')).toMatchObject({ kind: 'scenario', ruleset: 'units-v1.2', extends: '' });
    expect(fileHead('ruleset: [a, b]\n')).toMatchObject({ kind: 'scenario', ruleset: '', extends: '' });
  });

  it('reads the base a variant extends, in block or flow style', () => {
    expect(fileHead('extends: units-v1.2\nmove: { distance: up-to }\n')).toEqual({
      kind: 'ruleset',
      ruleset: '',
      extends: 'units-v1.2',
      family: '',
      title: '',
    });
    expect(fileHead('{ family: units, extends: "mine" }')).toEqual({
      kind: 'ruleset',
      ruleset: '',
      extends: 'mine',
      family: 'units',
      title: '',
    });
  });

  it.each([
    ['\ufefffamily: units\ntitle: Mine\n', 'a byte-order mark'],
    ['{ family: units, title: Mine }', 'flow style'],
    ['"family": units\n\'title\': Mine\n', 'quoted keys'],
    [
      '# a comment\n---\nfamily: units # the game\ntitle: "Mine" # its name\n',
      'comments, a document marker and a quoted value',
    ],
    ['family: units\ntitle: >-\n  Mine\n', 'a folded block'],
  ])("reads a ruleset's family and title through %# (%s)", (text) => {
    expect(fileHead(text)).toMatchObject({ kind: 'ruleset', family: 'units', title: 'Mine' });
  });

  it('reads a title as YAML does: a colon inside quotes, a value running on to the next lines, a title left empty', () => {
    expect(fileHead('title: "Hello: world" # c\nruleset: x\n').title).toBe('Hello: world');
    expect(fileHead('ruleset: x\ntitle: Units, the\n  long title\nactions: []\n').title).toBe('Units, the long title');
    expect(fileHead('ruleset: x\ntitle: "Units, the\n  long title"\n').title).toBe('Units, the long title');
    expect(fileHead('ruleset: x\ntitle: ""\n').title).toBe('');
    expect(fileHead('ruleset: x\ntitle: [a, b]\n').title).toBe('');
  });

  it.each([
    ['title: Units, rules v1.2 (2 players)  # the note\n', 'Units, rules v1.2 (2 players)'],
    ['title: a#b\n', 'a#b'],
    ['title: ratio 3:2\n', 'ratio 3:2'],
    ["title: 'it''s'\n", "it's"],
    ['title: -1\n', '-1'],
    ['title: x: y\n', ''],
    ['title: &a named\n', 'named'],
  ])('a one-line title reads as YAML reads it: %j', (text, title) => {
    expect(fileHead(`ruleset: r\n${text}`).title).toBe(title);
  });

  it('every shipped file has the head the YAML parser reads', () => {
    const files = [
      ...readdirSync(join(ROOT, 'rulesets')).map((f) => join(ROOT, 'rulesets', f)),
      ...scenarioFiles(),
    ].filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // The head's fields are texts: a shipped file writes each as plain text, when it writes it.
      const data = parse(text) as Record<string, string | undefined>;
      const head = fileHead(text);
      expect({ title: head.title, family: head.family, ruleset: head.ruleset, extends: head.extends }, file).toEqual({
        title: String(data.title ?? ''),
        family: 'family' in data ? String(data.family) : '',
        ruleset: String(data.ruleset ?? ''),
        extends: String(data.extends ?? ''),
      });
    }
  });

  it('a family or a title inside a block, a comment or a nested map is not the head', () => {
    expect(fileHead('family: units\ndescription: |\n  title: not this\n')).toMatchObject({
      family: 'units',
      title: '',
    });
    expect(fileHead('ruleset: x\nnotes:\n  family: units\n# title: no\n')).toMatchObject({
      kind: 'scenario',
      family: '',
      title: '',
    });
  });

  // Nesting far deeper than a recursive reader's stack would hold; its time is measured in
  // `npm run bench:hostile` (the "fileKind" cases).
  it('a hostile text is read without recursion', () => {
    expect(fileKind(`ruleset: x\nboard: ${'['.repeat(200_000)}\n`)).toBe('scenario');
    expect(fileKind(`${'{a: '.repeat(100_000)}\n`)).toBeNull();
  });
});

describe('familyOfRuleset / familyOfScenario: the family a file plays, through the bases a variant extends', () => {
  const files: Record<string, string> = {
    base: 'family: tafl\ntitle: Base\n',
    variant: 'extends: base\nplyLimit: 50\n',
    'variant-of-variant': '{ extends: variant, title: Deeper }',
    loop: 'extends: loop2\n',
    loop2: 'extends: loop\n',
    orphan: 'extends: nowhere\n',
  };
  const resolve: RulesetResolver = (ref) => {
    const id = rulesetIdFromFile(ref);
    const text = files[id];
    return text === undefined ? { error: `no ruleset "${ref}"` } : { text, file: `rulesets/${id}.yaml`, id };
  };

  it("a ruleset writing family: plays it; a variant that leaves it out plays its nearest base's", () => {
    expect(familyOfRuleset(files.base, 'rulesets/base.yaml', resolve)).toBe('tafl');
    expect(familyOfRuleset(files.variant, 'rulesets/variant.yaml', resolve)).toBe('tafl');
    expect(familyOfRuleset(files['variant-of-variant'], 'rulesets/variant-of-variant.yaml', resolve)).toBe('tafl');
  });

  it('is empty when no file of the chain can tell: a base not found, a cycle, not a ruleset', () => {
    expect(familyOfRuleset(files.orphan, 'rulesets/orphan.yaml', resolve)).toBe('');
    expect(familyOfRuleset(files.loop, 'rulesets/loop.yaml', resolve)).toBe('');
    expect(familyOfRuleset('ruleset: base\n', 'scenarios/x.yaml', resolve)).toBe('');
  });

  it('a scenario plays the family of the ruleset it names, found through its bases', () => {
    expect(familyOfScenario('ruleset: variant\nactions: []\n', 'scenarios/x.yaml', resolve)).toBe('tafl');
    expect(familyOfScenario('\ufeff{ ruleset: "../rulesets/base.yaml" }', 'scenarios/x.yaml', resolve)).toBe('tafl');
    expect(familyOfScenario('ruleset: nowhere\n', 'scenarios/x.yaml', resolve)).toBe('');
    expect(familyOfScenario('title: no ruleset yet\n', 'scenarios/x.yaml', resolve)).toBe('');
  });
});
