/** Two rule versions on one scenario, step by step: divergences known by hand. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareReplays, legalActionsDiff } from '../../../src/engine/compare/lockstep';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, type Replay } from '../../../src/engine/scenario/replay';
import { resolver, ROOT } from '../../support/rulesets';

/** The scenario replayed under ruleset `id` (a shipped file) or under a ruleset text. */
function replayUnder(scenario: string, ruleset: { id: string } | { text: string }): Replay {
  const text = 'text' in ruleset ? ruleset.text : readFileSync(join(ROOT, 'rulesets', `${ruleset.id}.yaml`), 'utf8');
  // The scenario's ruleset is replaced; a base it `extends:` (units-v1.1 extends units-v1.2) is found as usual.
  const loaded = loadScenario(scenario, 'scenarios/test.yaml', (ref, from) =>
    from === 'scenarios/test.yaml' ? { text, file: 'rulesets/x.yaml', id: 'x' } : resolver(ref, from),
  );
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return replayScenario(loaded);
}

const compare = (scenario: string, a: { id: string } | { text: string }, b: { id: string } | { text: string }) => {
  const ra = replayUnder(scenario, a),
    rb = replayUnder(scenario, b);
  return { ra, rb, c: compareReplays(ra, rb) };
};

const fight = `
ruleset: units-v1.2
setup:
  toMove: south
  pieces:
    - { at: a1, owner: south, class: 1 }
    - { at: a5, owner: north, class: 4 }
    - { at: h1, owner: south, class: 4 }
    - { at: h8, owner: north, class: 4 }
actions:
  - { from: a1, to: a5 }
  - { from: h8, to: h7 }
`;

describe('lockstep comparison', () => {
  it('the same rules never diverge', () => {
    const { c } = compare(fight, { id: 'units-v1.2' }, { id: 'units-v1.2' });
    expect(c.firstDivergence).toBeNull();
    expect(c.steps.every((s) => s.differences.length === 0)).toBe(true);
    expect(c.steps).toHaveLength(2);
  });

  it('a fight that ends differently: v1.1 keeps the class, v1.2 changes it (divergence at action 1)', () => {
    const { c } = compare(fight, { id: 'units-v1.1' }, { id: 'units-v1.2' });
    expect(c.firstDivergence).toBe(1);
    const kinds = c.steps[0].differences.map((d) => d.kind);
    expect(kinds).toEqual(['pieces']);
    expect(c.steps[0].differences[0].text).toBe('pieces: only in A a5 south 1; only in B a5 south 3');
    expect(c.haltA).toBeNull();
    expect(c.haltB).toBeNull();
  });

  it('a short move: v1.1 accepts it, v1.2 refuses and stays there while v1.1 goes on', () => {
    const short = `
ruleset: units-v1.2
actions:
  - { from: c1, to: c3 }
  - { from: f8, to: f4 }
`;
    const { c } = compare(short, { id: 'units-v1.1' }, { id: 'units-v1.2' });
    expect(c.firstDivergence).toBe(1);
    expect(c.haltB).toBe(1);
    expect(c.haltA).toBeNull();
    const first = c.steps[0];
    expect(first.a.status).toBe('accepted');
    expect(first.b.status).toBe('refused');
    expect(first.b.reason).toBeTruthy();
    expect(first.differences.map((d) => d.kind)).toEqual(['acceptance', 'pieces', 'to-move']);
    expect(c.steps[1].b).toMatchObject({ status: 'halted', position: 0 });
    expect(c.steps[1].a).toMatchObject({ status: 'accepted', position: 2 });
  });

  it('a different result: with a ply limit of 2 the game ends drawn on one side only', () => {
    const base = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    const short = base.replace(/^plyLimit: 200$/m, 'plyLimit: 2');
    expect(short).not.toBe(base);
    const { c } = compare(fight, { text: base }, { text: short });
    expect(c.firstDivergence).toBe(2);
    expect(c.steps[1].differences.map((d) => d.kind)).toEqual(['to-move', 'result']);
    expect(c.steps[1].differences[1].text).toBe('result: A going on; B draw (ply-limit)');
  });

  it('a side that accepts an action the scenario marks illegal stops there, on the board it made', () => {
    const marked = `
ruleset: units-v1.2
actions:
  - { from: c1, to: c3, illegal: true }
  - { from: c1, to: c5 }
  - { from: f8, to: f4 }
`;
    const { c } = compare(marked, { id: 'units-v1.1' }, { id: 'units-v1.2' });
    expect(c.haltA).toBe(1);
    expect(c.haltB).toBeNull();
    expect(c.steps[0].a).toMatchObject({ status: 'accepted', position: 1 });
    expect(c.steps[1].a).toMatchObject({ status: 'halted', position: 1 });
    expect(c.steps[1].b).toMatchObject({ status: 'accepted', position: 2 });
    expect(c.firstDivergence).toBe(1);
  });

  it('legal actions found on one side only are listed in scenario form', () => {
    const { ra, rb } = compare(fight, { id: 'units-v1.1' }, { id: 'units-v1.2' });
    const d = legalActionsDiff(ra, rb, 0);
    // v1.1 moves up to the speed: every shorter move of a1 (class 1: a2, a3, a4, b2 …) is A's only.
    expect(d.onlyA).toContainEqual({ from: 'a1', to: 'a2' });
    expect(d.onlyB).toEqual([]);
    // After action 2 south's a5 unit is class 1 (speed 4, up to) in v1.1 and class 3 (speed 2, exact) in v1.2.
    const legal = compareReplays(ra, rb, { legalActions: true }).steps[1].legal!;
    expect(legal.onlyA).toBeGreaterThan(0);
    // Up to 4 squares reaches every square exactly 2 away: B has nothing A lacks.
    expect(legal.onlyB).toBe(0);
  });

  it('dice: a six-power raise allowed in one version only is refused in the other', () => {
    const base = readFileSync(join(ROOT, 'rulesets/dice-cubes.yaml'), 'utf8');
    const scenario = readFileSync(join(ROOT, 'scenarios/dice-cubes/04-six-power-raise.yaml'), 'utf8');
    const noRaise = base.replace(/^(\s*)raise: true/m, '$1raise: false');
    expect(noRaise).not.toBe(base);
    const { c } = compare(scenario, { text: base }, { text: noRaise });
    expect(c.firstDivergence).not.toBeNull();
    const at = c.steps[c.firstDivergence! - 1];
    expect(at.differences.map((d) => d.kind)).toContain('acceptance');
  });
});
