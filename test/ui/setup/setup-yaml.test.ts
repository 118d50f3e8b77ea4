// The `setup:` block written into a scenario's text: the rest of the file (keys, comments) stays as it was.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readScenarioHead, readSetup, setupYaml, writeSetup } from '../../../src/ui/setup/setup-yaml';

const setup = {
  toMove: 'south',
  pieces: [
    { at: 'c1', owner: 'south', class: 1 },
    { at: 'c5', owner: 'north', class: 4 },
  ],
};

describe('writing the setup block', () => {
  it('prints one piece a line, as designers write them, and reads back the same', () => {
    expect(setupYaml(setup)).toBe(
      'setup:\n  toMove: south\n  pieces:\n    - { at: c1, owner: south, class: 1 }\n    - { at: c5, owner: north, class: 4 }\n',
    );
    const dice = { phase: 'place', dice: [{ at: '0,0', value: 6 }], pool: { '5': 4 } };
    expect((parse(setupYaml(dice)) as { setup: unknown }).setup).toEqual(dice);
    expect(setupYaml({ pieces: [] })).toBe('setup:\n  pieces: []\n');
  });

  it('goes before actions: (above the comments about them) when the scenario has none', () => {
    const text =
      '# my test\nruleset: units-v1.2 # the rules\nseed: 3\n# the moves\nactions:\n  - { from: c1, to: c5 }\nexpect: []\n';
    const r = writeSetup(text, setup);
    expect(r.ok && r.text).toBe(
      `# my test\nruleset: units-v1.2 # the rules\nseed: 3\n${setupYaml(setup)}# the moves\nactions:\n  - { from: c1, to: c5 }\nexpect: []\n`,
    );
  });

  it('replaces the old block in place, keeping every other line', () => {
    const text =
      'ruleset: units-v1.2\nsetup:   # the position\n  pieces:\n    - { at: a1, owner: south, class: 2 }\n\n# moves\nactions: []\n';
    const r = writeSetup(text, setup);
    expect(r.ok && r.text).toBe(`ruleset: units-v1.2\n${setupYaml(setup)}\n# moves\nactions: []\n`);
    expect(readSetup(r.ok ? r.text : '')).toEqual({ ok: true, setup });
  });

  it('goes at the end of a scenario without actions or checks', () => {
    const r = writeSetup('ruleset: units-v1.2', setup);
    expect(r.ok && r.text).toBe(`ruleset: units-v1.2\n${setupYaml(setup)}`);
  });

  it('refuses a text it cannot place a block in, saying what to do', () => {
    expect(writeSetup('ruleset: [', setup)).toEqual({
      ok: false,
      error: 'the scenario has a YAML error; fix it (see Problems) before setting up the position',
    });
    expect(writeSetup('{ ruleset: units-v1.2 }', setup).ok).toBe(false);
  });
});

describe('anchors', () => {
  it('a block whose anchors only it uses is written anew (the aliases written out)', () => {
    const text = 'ruleset: units-v1.2\nsetup:\n  pieces:\n    - &p { at: c1, owner: north, class: 2 }\nactions: []\n';
    const r = writeSetup(text, setup);
    expect(r.ok && parse(r.text)).toEqual({ ruleset: 'units-v1.2', setup, actions: [] });
  });

  it('a block defining an anchor the rest of the file uses is not rewritten, and says what to do', () => {
    const text = 'ruleset: units-v1.2\nsetup:\n  toMove: &who south\nactions: []\nexpect:\n  - { toMove: *who }\n';
    expect(writeSetup(text, setup)).toEqual({
      ok: false,
      error:
        'setup: defines &who, which the rest of the scenario uses (*who); the block is written anew on each change, so write those values out in full first',
    });
  });
});

describe('reading', () => {
  it('a scenario without setup starts from the ruleset', () => {
    expect(readSetup('ruleset: units-v1.2\nactions: []\n')).toEqual({ ok: true, setup: null });
    expect(readSetup('ruleset: units-v1.2\nsetup:\n')).toEqual({ ok: true, setup: {} });
    expect(readSetup('setup: [1]\n').ok).toBe(false);
  });

  it('an alias in the block reads as the value its anchor names', () => {
    const text =
      'ruleset: units-v1.2\nunit: &u { owner: south, class: 1 }\nsetup:\n  pieces:\n    - &p { at: c1, owner: north, class: 2 }\n    - *p\n  extra: *u\n';
    expect(readSetup(text)).toEqual({
      ok: true,
      setup: {
        pieces: [
          { at: 'c1', owner: 'north', class: 2 },
          { at: 'c1', owner: 'north', class: 2 },
        ],
        extra: { owner: 'south', class: 1 },
      },
    });
  });

  it('the head: ruleset, title and seed', () => {
    expect(readScenarioHead('ruleset: dice-cubes\ntitle: Chaining\nseed: 7\n')).toEqual({
      ruleset: 'dice-cubes',
      title: 'Chaining',
      seed: 7,
    });
    expect(readScenarioHead('ruleset: [')).toEqual({});
  });
});
