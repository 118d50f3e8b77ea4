/**
 * The engine's layers import downward only: the scenario loader builds on the
 * ruleset loader (a scenario names its ruleset), so no loader file may import
 * from `scenario/`, not even a type (a type-only import still ties the layers
 * into one cycle for a reader and for a bundler's module graph).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/rulesets';

const LOADER = join(ROOT, 'src/engine/loader');

describe('engine layers', () => {
  it('no file of the ruleset loader imports from the scenario loader', () => {
    const files = readdirSync(LOADER).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const upward = files.filter((f) => /from '\.\.\/scenario\//.test(readFileSync(join(LOADER, f), 'utf8')));
    expect(upward).toEqual([]);
  });
});
