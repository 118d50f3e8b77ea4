// The JSON Schemas are the single source of truth: bundled file current, documented for designers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { families } from '../../src/engine/families';
import { bundleRulesetSchema } from '../../src/engine/loader/bundle-schema';
import { ROOT } from '../support/rulesets';

const read = (f: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', f), 'utf8'));

/** Every property schema reachable from `node`, with its path. */
function properties(node: unknown, path = ''): [string, Record<string, unknown>][] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => properties(n, `${path}[${i}]`));
  const out: [string, Record<string, unknown>][] = [];
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'if') continue; // a condition's properties are the same keys, documented where they are defined
    if (k === 'properties' && v && typeof v === 'object') {
      for (const [name, prop] of Object.entries(v as Record<string, unknown>)) out.push([`${path}.${name}`, prop as Record<string, unknown>]);
    }
    out.push(...properties(v, `${path}/${k}`));
  }
  return out;
}

describe('schemas', () => {
  it('schemas/ruleset.schema.json is the current bundle of the family fragments (run `npm run schemas`)', () => {
    expect(read('ruleset.schema.json')).toEqual(JSON.parse(JSON.stringify(bundleRulesetSchema(families))));
  });
  it.each(['ruleset.schema.json', 'scenario.schema.json'])('%s describes every property for designers', (file) => {
    const undocumented = properties(read(file)).filter(([, p]) => typeof p.description !== 'string' && typeof p.$ref !== 'string').map(([path]) => path);
    expect(undocumented).toEqual([]);
  });
  it("the families' action forms use exactly the action keys of scenario.schema.json", () => {
    const formKeys = new Set(families.flatMap((f) => f.actionForms.flatMap((form) => [...form.keys, ...(form.optional ?? [])])));
    const schemaKeys = Object.keys(read('scenario.schema.json').definitions.action.properties).filter((k) => k !== 'illegal' && k !== 'note');
    expect([...formKeys].sort()).toEqual(schemaKeys.sort());
  });
  it('uses draft-07, which both ajv and monaco-yaml handle', () => {
    for (const f of ['ruleset.schema.json', 'scenario.schema.json']) expect(read(f).$schema).toBe('http://json-schema.org/draft-07/schema#');
  });
});

describe('README ruleset reference', () => {
  it('is generated from the current schema (run `npm run docs`)', async () => {
    const { withReference } = await import('../../scripts/schema-docs');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withReference(readme, read('ruleset.schema.json')));
  });
});
