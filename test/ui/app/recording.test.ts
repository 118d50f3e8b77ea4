import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ScenarioData } from '../../../src/engine/scenario/types';
import { actionYaml } from '../../../src/engine/scenario/write';
import { END_PIN_NOTE, hasEndPin, insertAction, insertCheck, setEndPin } from '../../../src/ui/app/recording';

const base = `# yaml-language-server: $schema=../../schemas/scenario.schema.json
ruleset: units-v1.2   # the rules
title: Two moves
actions:
  - { from: c1, to: c5 }   # first
  - { from: f8, to: f4 }

  # a comment after the list
expect:
  - after: 1
    toMove: north
  - after: 2
    toMove: south
  - winner: none
`;

/** The lists of a scenario text, as these tests read them back. */
const scenario = (text: string) => parse(text) as Pick<ScenarioData, 'actions' | 'expect'>;

describe('actionYaml', () => {
  it('writes actions the way designers write them', () => {
    expect(actionYaml({ from: 'c1', to: 'c5' })).toBe('{ from: c1, to: c5 }');
    expect(actionYaml({ turn: 'c5' })).toBe('{ turn: c5 }');
    expect(actionYaml({ roll: [1, 3, 3, 6] })).toBe('{ roll: [1, 3, 3, 6] }');
    expect(actionYaml({ use: 3, do: 'raise', at: '1,0' })).toBe('{ use: 3, do: raise, at: "1,0" }');
    expect(actionYaml({ place: 4, at: '-1,0' })).toBe('{ place: 4, at: "-1,0" }');
  });

  it('quotes strings YAML would read as something else', () => {
    expect(actionYaml({ to: 'true' })).toBe('{ to: "true" }');
    expect(actionYaml({ to: '12' })).toBe('{ to: "12" }');
    expect(actionYaml({ to: 'null' })).toBe('{ to: "null" }');
    for (const s of ['true', '12', 'null', '0,0', 'a b', '~', ''])
      expect(parse(actionYaml({ x: s }))).toEqual({ x: s });
  });
});

describe('insertAction', () => {
  it('appends after the last action, keeping comments and blank lines', () => {
    const r = insertAction(base, { from: 'c5', to: 'c6' }, 2);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // The end check (no `after:`) stays where it was: after the 2 actions it was written for.
    expect(r.text).toBe(
      base
        .replace('  - { from: f8, to: f4 }\n', '  - { from: f8, to: f4 }\n  - { from: c5, to: c6 }\n')
        .replace('  - winner: none\n', '  - after: 2\n    winner: none\n'),
    );
    expect(r.line).toBe(7);
    expect(scenario(r.text).actions).toHaveLength(3);
  });

  it('inserts in the middle and renumbers the checks after it', () => {
    const r = insertAction(base, { turn: 'c5' }, 1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const data = scenario(r.text);
    expect(data.actions).toEqual([{ from: 'c1', to: 'c5' }, { turn: 'c5' }, { from: 'f8', to: 'f4' }]);
    expect(data.expect.map((c) => c.after)).toEqual([1, 3, undefined]);
    expect(r.text).toContain('  - { from: c1, to: c5 }   # first\n  - { turn: c5 }\n');
    expect(r.line).toBe(6);
  });

  it('inserts before the first action', () => {
    const r = insertAction(base, { turn: 'c1' }, 0);
    expect(r.ok && scenario(r.text).actions[0]).toEqual({ turn: 'c1' });
    expect(r.ok && scenario(r.text).expect[0].after).toBe(2);
  });

  it('turns an empty flow list into a block list', () => {
    const r = insertAction('ruleset: units-v1.2\nactions: []\nexpect: []\n', { from: 'c1', to: 'c5' }, 0);
    expect(r.ok && r.text).toBe('ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect: []\n');
  });

  it('adds to a non-empty flow list', () => {
    const r = insertAction('ruleset: x\nactions: [{ turn: c1 }]\n', { turn: 'c2' }, 1);
    expect(r.ok && scenario(r.text).actions).toEqual([{ turn: 'c1' }, { turn: 'c2' }]);
  });

  it('fills an empty `actions:` key', () => {
    const r = insertAction('ruleset: x\nactions:\nexpect: []\n', { turn: 'c2' }, 0);
    expect(r.ok && r.text).toBe('ruleset: x\nactions:\n  - { turn: c2 }\nexpect: []\n');
  });

  it('creates the list before `expect:` when there is none', () => {
    const r = insertAction('ruleset: x\nexpect:\n  - winner: none\n', { turn: 'c2' }, 0);
    expect(r.ok && r.text).toBe('ruleset: x\nactions:\n  - { turn: c2 }\nexpect:\n  - after: 0\n    winner: none\n');
    const r2 = insertAction('ruleset: x', { turn: 'c2' }, 0);
    expect(r2.ok && r2.text).toBe('ruleset: x\nactions:\n  - { turn: c2 }\n');
  });

  it('pins the end checks when a move is appended: `after:` the old number of actions', () => {
    const text = [
      'ruleset: x',
      'actions:',
      '  - { turn: c1 }',
      'expect:',
      '  - after: 1',
      '    toMove: north',
      '  - toMove: south   # the end',
      '    winner: none',
      '  - { toMove: south, count: { south: 4 } }',
      '  -',
      '    winner: none',
      '  - {}',
      '',
    ].join('\n');
    const r = insertAction(text, { turn: 'c2' }, 1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.line).toBe(4);
    expect(r.text).toBe(
      [
        'ruleset: x',
        'actions:',
        '  - { turn: c1 }',
        '  - { turn: c2 }',
        'expect:',
        '  - after: 1',
        '    toMove: north',
        '  - after: 1',
        '    toMove: south   # the end',
        '    winner: none',
        '  - { after: 1, toMove: south, count: { south: 4 } }',
        '  -',
        '    after: 1',
        '    winner: none',
        '  - { after: 1 }',
        '',
      ].join('\n'),
    );
    expect(scenario(r.text).expect.map((c) => c.after)).toEqual([1, 1, 1, 1, 1]);
  });

  it('leaves the end checks alone when a move is inserted before the end', () => {
    const r = insertAction(base, { turn: 'c5' }, 0);
    expect(r.ok && scenario(r.text).expect.map((c) => c.after)).toEqual([2, 3, undefined]);
  });

  it('keeps the indentation the file uses', () => {
    const text = 'ruleset: x\nactions:\n- { turn: c1 }\n- { turn: c2 }\n';
    const r = insertAction(text, { turn: 'c3' }, 2);
    expect(r.ok && r.text).toBe(text + '- { turn: c3 }\n');
  });

  it('appends after block-map actions spanning several lines', () => {
    const text = 'ruleset: x\nactions:\n  - from: c1\n    to: c5\n  - turn: c5\n    note: hi\nexpect: []\n';
    const r = insertAction(text, { turn: 'c3' }, 2);
    expect(r.ok && r.text).toBe(
      'ruleset: x\nactions:\n  - from: c1\n    to: c5\n  - turn: c5\n    note: hi\n  - { turn: c3 }\nexpect: []\n',
    );
  });

  it('refuses a file it cannot read, with a reason', () => {
    expect(insertAction('ruleset: [x\n', { turn: 'c1' }, 0)).toMatchObject({ ok: false });
    expect(insertAction('ruleset: x\nactions: 3\n', { turn: 'c1' }, 0)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not a list') as string,
    });
    expect(insertAction('- a\n- b\n', { turn: 'c1' }, 0)).toMatchObject({ ok: false });
  });
});

const expectList = (text: string) => (parse(text) as { expect?: Record<string, unknown>[] }).expect ?? [];
const CHECK = {
  after: 1,
  toMove: 'north',
  count: { south: 4, north: 4 },
  pieces: [{ at: 'c5', owner: 'south', class: 1 }],
};

describe('a pinned check written into the scenario text', () => {
  const head = 'ruleset: units-v1.2  # the rules\nactions:\n  - { from: c1, to: c5 }\n';

  it('starts an expect: list where there is none, keeping every line before it', () => {
    const r = insertCheck(head, CHECK);
    expect(r.ok && r.text.startsWith(head)).toBe(true);
    expect(r.ok && expectList(r.text)).toEqual([CHECK]);
    expect(r.ok && r.text.split('\n')[r.line - 1]).toBe('  - after: 1');
  });

  it('turns expect: [] and an empty expect: into a block list', () => {
    for (const text of [`${head}expect: []\n`, `${head}expect:\n`]) {
      const r = insertCheck(text, CHECK);
      expect(r.ok && expectList(r.text)).toEqual([CHECK]);
    }
  });

  it('adds to a block list after its last item, at its indentation', () => {
    const text = `${head}expect:\n    - { after: 0, toMove: south }   # mine\n`;
    const r = insertCheck(text, CHECK);
    expect(r.ok && expectList(r.text)).toEqual([{ after: 0, toMove: 'south' }, CHECK]);
    expect(r.ok && r.text).toContain('    - { after: 0, toMove: south }   # mine\n    - after: 1\n');
  });

  it('adds to a flow list as one more flow item', () => {
    const r = insertCheck(`${head}expect: [{ toMove: north }]\n`, CHECK);
    expect(r.ok && expectList(r.text)).toEqual([{ toMove: 'north' }, CHECK]);
  });

  it('refuses a scenario whose expect: is not a list, or that does not parse, and says so', () => {
    expect(insertCheck(`${head}expect: 3\n`, CHECK)).toEqual({
      ok: false,
      error: expect.stringContaining('`expect:` is not a list') as string,
    });
    expect(insertCheck(`${head}expect: [\n`, CHECK)).toEqual({
      ok: false,
      error: expect.stringContaining('YAML error') as string,
    });
  });
});

describe('the end-of-recording check', () => {
  const text = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - { after: 0, toMove: south }\n';

  it("is added once, then rewritten in place; the designer's own checks stay", () => {
    const first = setEndPin(text, { toMove: 'north' });
    expect(first.ok && hasEndPin(first.text)).toBe(true);
    const second = first.ok ? setEndPin(first.text, { toMove: 'south', winner: 'none' }) : first;
    expect(second.ok && expectList(second.text)).toEqual([
      { after: 0, toMove: 'south' },
      { note: END_PIN_NOTE, toMove: 'south', winner: 'none' },
    ]);
    expect(hasEndPin(text)).toBe(false);
  });

  it("is not pinned with after: when a move is appended (the workbench rewrites it), unlike the designer's end checks", () => {
    const withPin = setEndPin(`${text}  - { winner: none }\n`, { toMove: 'north' });
    const r = withPin.ok ? insertAction(withPin.text, { from: 'c8', to: 'c7' }, 1) : withPin;
    expect(r.ok && expectList(r.text).map((c) => c.after)).toEqual([0, 1, undefined]);
  });
});
