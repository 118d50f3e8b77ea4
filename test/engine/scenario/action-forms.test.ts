/**
 * An action in a form the scenario's game does not read is refused when the scenario loads, with
 * that family's forms and an example that is legal where the action stands.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { ActionObject } from '../../../src/engine/game';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario } from '../../../src/engine/scenario/replay';
import type { ScenarioData } from '../../../src/engine/scenario/types';
import { resolver, ROOT, scenarioFiles } from '../../support/rulesets';

function loadErrors(text: string, file = 'sc.yaml'): string[] {
  const r = loadScenario(text, file, resolver);
  return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
}

const EXAMPLE = /, e\.g\. (\{.*\}) \(legal at this point\)$/;

/** The example of a form message, read back as the scenario would read it. */
function exampleOf(message: string): ActionObject {
  const m = EXAMPLE.exec(message);
  expect(m, message).not.toBeNull();
  return parse(m![1]) as ActionObject;
}

/** The actions `file` writes. */
function actionsOf(file: string): ScenarioData['actions'] {
  return (parse(readFileSync(file, 'utf8')) as Pick<ScenarioData, 'actions'>).actions;
}

/** The scenario of `file` with its actions cut to `actions`. */
function withActions(file: string, actions: ActionObject[]): string {
  return stringify({ ...parse(readFileSync(file, 'utf8')), actions, expect: [] });
}

describe('action forms, when the ruleset is known', () => {
  it('a units scenario lists the Units forms and a legal move, one that goes where the action meant to', () => {
    expect(loadErrors('ruleset: units-v1.2\nactions:\n  - { to: c5 }\n')).toEqual([
      'sc.yaml:3:5: actions[0]: an action in no known form (keys: to); expected { from, to } or { turn }, e.g. { from: c1, to: c5 } (legal at this point)',
    ]);
  });
  it("a dice scenario names a Units form as another family's", () => {
    expect(loadErrors('ruleset: dice-cubes\nactions:\n  - { turn: "0,0" }\n')).toEqual([
      'sc.yaml:3:5: actions[0]: { turn } is a units action, but dice-cubes is a dice-pond game; expected { place, at }, { pawn }, { roll }, { from, to } or { use, do[, at][, by] }, e.g. { place: 1, at: "1,0" } (legal at this point)',
    ]);
  });
  it("a tafl scenario names a dice form as another family's", () => {
    expect(loadErrors('ruleset: escape-death\nactions:\n  - { pawn: c5 }\n')[0]).toMatch(
      /^sc\.yaml:3:5: actions\[0\]: \{ pawn \} is a dice-pond action, but escape-death is a tafl game; expected \{ from, to \}, e.g\. \{ from: \w+, to: \w+ \} \(legal at this point\)$/,
    );
  });
  it('an extra key is named, with the same forms and example', () => {
    expect(loadErrors('ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5, at: c3 }\n')).toEqual([
      'sc.yaml:3:5: actions[0]: "at" does not belong in a { from, to } action; expected { from, to } or { turn }, e.g. { from: c1, to: c5 } (legal at this point)',
    ]);
  });
  it("when the setup is wrong there is no position for an example, but the forms are still the family's", () => {
    expect(
      loadErrors(
        'ruleset: units-v1.2\nsetup: { pieces: [{ at: z9, owner: south, class: 1 }] }\nactions:\n  - { to: c5 }\n',
      ),
    ).toEqual([
      expect.stringMatching(/^sc\.yaml:2:25: setup: /),
      'sc.yaml:4:5: actions[0]: an action in no known form (keys: to); expected { from, to } or { turn }',
    ]);
  });
});

describe('action forms, when the ruleset is not known', () => {
  it("a missing ruleset is reported, and the actions are checked against every family's forms", () => {
    expect(loadErrors('ruleset: units-v9\nactions:\n  - { to: c5 }\n  - { turn: c5 }\n')).toEqual([
      expect.stringMatching(/^sc\.yaml:1:10: no ruleset "units-v9"; /),
      'sc.yaml:3:5: actions[0]: an action in no known form (keys: to); expected { from, to }, { turn }, { place, at }, { pawn }, { roll } or { use, do[, at][, by] }',
    ]);
  });
});

describe('the example is legal where the action stands', () => {
  it('mid-game in a dice scenario, after an automatic roll: a use of the group, not a roll', () => {
    const file = `${ROOT}scenarios/dice-cubes/01-chaining.yaml`;
    const actions = actionsOf(file).slice(0, 4);
    const [message] = loadErrors(withActions(file, [...actions, { use: 3, at: '1,0' }]), file);
    expect(message).toContain('actions[4]: an action in no known form (keys: use, at); expected');
    expect(exampleOf(message)).toEqual({ use: 3, do: 'raise', at: '1,0' });
  });

  // Every shipped scenario, its middle action replaced by one in no form: the example given
  // there, put in its place, must be accepted.
  it.each(scenarioFiles().map((f) => [relative(ROOT, f), f]))('%s', (_name, file) => {
    const all = actionsOf(file);
    const at = all.length >> 1;
    const before = all.slice(0, at);
    const [message] = loadErrors(withActions(file, [...before, { by: 'nobody' }]), file);
    expect(message).toContain(`actions[${at}]: an action in no known form (keys: by); expected`);
    const replayOf = (actions: ActionObject[]) => {
      const loaded = loadScenario(withActions(file, actions), file, resolver);
      expect(loaded.ok).toBe(true);
      return replayScenario(loaded as Extract<typeof loaded, { ok: true }>).steps;
    };
    if (!EXAMPLE.test(message)) {
      // No example only where nothing is legal: the game is over after the actions before it.
      expect(replayOf(before)[at - 1].outcome).not.toBeNull();
      return;
    }
    const step = replayOf([...before, exampleOf(message)])[at];
    expect(step.reason).toBeUndefined();
    expect(step.status).toBe('accepted');
  });
});
