/**
 * Telling a ruleset from a scenario (`fileKind`): from the top-level keys as
 * YAML reads them, so a byte-order mark, flow style, quoted keys, comments and
 * a `---` line do not fool it, and a key inside a block or a comment does not count.
 */
import { describe, expect, it } from 'vitest';
import { fileHead, fileKind } from '../../src/engine/file-kind';

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
    expect(fileHead('ruleset: "../rulesets/a.yaml"  # mine\n')).toEqual({ kind: 'scenario', ruleset: '../rulesets/a.yaml', extends: '' });
    expect(fileHead('{ ruleset: units-v1.2 }')).toEqual({ kind: 'scenario', ruleset: 'units-v1.2', extends: '' });
    expect(fileHead('ruleset: [a, b]\n')).toEqual({ kind: 'scenario', ruleset: '', extends: '' });
  });

  it('reads the base a variant extends, in block or flow style', () => {
    expect(fileHead('extends: units-v1.2\nmove: { distance: up-to }\n')).toEqual({ kind: 'ruleset', ruleset: '', extends: 'units-v1.2' });
    expect(fileHead('{ family: units, extends: "mine" }')).toEqual({ kind: 'ruleset', ruleset: '', extends: 'mine' });
  });

  it('a hostile text is read in linear time without recursion', () => {
    const t = performance.now();
    expect(fileKind(`ruleset: x\nboard: ${'['.repeat(200_000)}\n`)).toBe('scenario');
    expect(fileKind(`${'{a: '.repeat(100_000)}\n`)).toBeNull();
    expect(performance.now() - t).toBeLessThan(20_000);
  });
});
