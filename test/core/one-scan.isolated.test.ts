/**
 * A text is scanned once on its way (issue 20): loading a scenario reads the scenario, its
 * ruleset and the ruleset's base, and each text enters the scanner (scan.ts) exactly once,
 * though the ruleset is read for its bases before it is loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RulesetResolver } from '../../src/engine/loader/resolver';
import { loadScenario } from '../../src/engine/scenario/load';
import { ROOT } from '../support/rulesets';

const scanned = vi.hoisted(() => [] as string[]);
vi.mock('../../src/engine/loader/scan', async (original) => {
  const scan = await original<typeof import('../../src/engine/loader/scan')>();
  return {
    ...scan,
    scanText: (text: string) => {
      scanned.push(text);
      return scan.scanText(text);
    },
  };
});

describe('each text is scanned once per load', () => {
  it('a scenario of a variant that extends a shipped ruleset, then a ruleset of many unknown keys', () => {
    const base = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    const variant = 'extends: units-v1.2\nplyLimit: 40\n';
    const scenario = `ruleset: variant\nactions:\n${'  - { turn: c1 }\n  - { turn: f8 }\n'.repeat(50)}`;
    const texts: Record<string, string> = { 'units-v1.2': base, variant };
    const resolve: RulesetResolver = (ref) => ({ text: texts[ref], file: `rulesets/${ref}.yaml`, id: ref });
    const r = loadScenario(scenario, 'long.yaml', resolve);
    expect(r.ok).toBe(true);
    expect(scanned.filter((t) => t === scenario)).toHaveLength(1);
    expect(scanned.filter((t) => t === variant)).toHaveLength(1);
    expect(scanned.filter((t) => t === base)).toHaveLength(1);
    expect(scanned).toHaveLength(3);

    // Thousands of unknown keys are read without them first, then (when that lists none of them) whole.
    scanned.length = 0;
    texts.variant = `family: units\n${Array.from({ length: 300 }, (_, i) => `k${i}: 1\n`).join('')}`;
    const unknown = loadScenario('ruleset: variant\n', 'u.yaml', resolve);
    expect(unknown.ok).toBe(false);
    expect(scanned.filter((t) => t === texts.variant)).toHaveLength(1);
  });
});
