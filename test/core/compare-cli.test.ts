/** `rulebench diff` and `rulebench compare`: the semantic diff and the first divergence, exit codes as diff(1). */
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli';

describe('rulebench diff', () => {
  it('v1.1 against v1.2: JSON paths and values, exit 1', async () => {
    const r = await cli(['diff', 'units-v1.1', 'units-v1.2', '--json']);
    expect(r.code).toBe(1);
    const d = (JSON.parse(r.stdout) as { diff: { path: string; a: unknown; b: unknown }[] }).diff;
    expect(d.filter((e) => !['title', 'description'].includes(e.path)).map((e) => [e.path, e.a, e.b])).toEqual([
      ['move.distance', 'up-to', 'exact'],
      ['combat.classChange', 'keep', 'table'],
    ]);
  });

  it('a ruleset against itself: no difference, exit 0', async () => {
    const r = await cli(['diff', 'units-v1.2', 'rulesets/units-v1.2.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('play the same rules');
  });

  it('two families: invalid input, exit 2', async () => {
    const r = await cli(['diff', 'units-v1.2', 'dice-cubes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('expected two rulesets of one family');
  });
});

describe('rulebench compare', () => {
  it('v1.1 against v1.2 on a capture: diverges after action 1 (the survivor keeps or changes its class)', async () => {
    const r = await cli([
      'compare',
      'units-v1.1',
      'units-v1.2',
      'scenarios/units/01-class1-takes-class4.yaml',
      '--json',
    ]);
    expect(r.code).toBe(1);
    const c = JSON.parse(r.stdout) as { firstDivergence: number; steps: { differences: { kind: string }[] }[] };
    expect(c.firstDivergence).toBe(1);
    expect(c.steps[0].differences.map((d) => d.kind)).toContain('pieces');
  });

  it('the same rules on both sides: no divergence, exit 0', async () => {
    const r = await cli(['compare', 'units-v1.2', 'units-v1.2', 'scenarios/units/01-class1-takes-class4.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No divergence.');
  });
});
