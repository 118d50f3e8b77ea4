/** Bundles carry a ruleset's `extends:` chain: it replays the same where none of its files are. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basesOf } from '../../../src/engine/loader/extends';
import { loadScenario } from '../../../src/engine/scenario/load';
import type { RulesetResolver } from '../../../src/engine/loader/resolver';
import { replayScenario } from '../../../src/engine/scenario/replay';
import { bundleChain, bundleResolver, readBundle, writeBundle } from '../../../src/engine/share/bundle';
import { contentHash } from '../../../src/engine/share/content-hash';
import { resolver, ROOT } from '../../support/rulesets';

const scenario = readFileSync(join(ROOT, 'scenarios/units/13-v1.1-up-to-move.yaml'), 'utf8');
const shipped = (id: string) => readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8');
const nothing: RulesetResolver = (ref) => ({ error: `no ruleset "${ref}" here` });

function replayBundle(text: string, outer: RulesetResolver) {
  const read = readBundle(text, 'fight.bundle.yaml');
  if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('\n'));
  const loaded = loadScenario(
    read.bundle.scenario.text,
    'fight.bundle.yaml#scenario',
    bundleResolver(read.bundle, outer),
  );
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return replayScenario(loaded).steps.map((s) => [s.status, s.notation]);
}

describe('bundles of a ruleset that extends another', () => {
  const direct = loadScenario(scenario, 'scenarios/units/13-v1.1-up-to-move.yaml', resolver);
  const expected = direct.ok ? replayScenario(direct).steps.map((s) => [s.status, s.notation]) : null;

  it('embed the base chain, nearest first, and replay the same where no ruleset file is', () => {
    expect(scenario).toMatch(/^ruleset: units-v1\.1$/m);
    const bases = basesOf(shipped('units-v1.1'), 'rulesets/units-v1.1.yaml', resolver);
    const rulesets = bundleChain({ id: 'units-v1.1', text: shipped('units-v1.1') }, bases);
    expect(rulesets.map((r) => r.name)).toEqual(['units-v1.1', 'units-v1.2']);
    const text = writeBundle({ scenario: { name: 'up-to.yaml', text: scenario }, rulesets });
    expect(replayBundle(text, nothing)).toEqual(expected);
  });

  it('with shipped rulesets referred to by hash, each base is checked too', () => {
    const bases = basesOf(shipped('units-v1.1'), 'rulesets/units-v1.1.yaml', resolver);
    const rulesets = bundleChain({ id: 'units-v1.1', text: shipped('units-v1.1') }, bases, () => true);
    expect(rulesets).toEqual([
      { name: 'units-v1.1', sha256: contentHash(shipped('units-v1.1')) },
      { name: 'units-v1.2', sha256: contentHash(shipped('units-v1.2')) },
    ]);
    const text = writeBundle({ scenario: { name: 'up-to.yaml', text: scenario }, rulesets });
    expect(replayBundle(text, resolver)).toEqual(expected);
    // The receiver's units-v1.2 differs: the base is refused, not silently played.
    const otherBase: RulesetResolver = (ref, from) =>
      ref === 'units-v1.2'
        ? {
            text: shipped('units-v1.2').replace('plyLimit: 200', 'plyLimit: 150'),
            file: 'rulesets/units-v1.2.yaml',
            id: ref,
          }
        : resolver(ref, from);
    expect(() => replayBundle(text, otherBase)).toThrow(
      /your units-v1\.2 differs from the one this scenario was written for/,
    );
  });

  it('a base written as a path is named by its id in the bundle', () => {
    const variant = '# mine\nextends: ../rulesets/units-v1.1.yaml # the reconstruction\nplyLimit: 150\n';
    const bases = [
      {
        ref: '../rulesets/units-v1.1.yaml',
        from: 'mine/variant.yaml',
        text: shipped('units-v1.1'),
        file: 'rulesets/units-v1.1.yaml',
        id: 'units-v1.1',
      },
    ];
    const [top] = bundleChain({ id: 'variant', text: variant }, bases);
    expect(top).toEqual({ name: 'variant', text: '# mine\nextends: units-v1.1 # the reconstruction\nplyLimit: 150\n' });
  });
});
