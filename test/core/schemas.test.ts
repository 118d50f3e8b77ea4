// The JSON Schemas are the single source of truth: bundled file current, documented for designers.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { families } from '../../src/engine/families';
import {
  familyValidator,
  rootRulesetValidator,
  RULESET_SCHEMA,
  SCENARIO_SCHEMA,
  scenarioValidator,
  type Validator,
} from '../../src/engine/loader/ajv';
import { bundleRulesetSchema } from '../../src/engine/loader/bundle-schema';
import {
  schemaCompiler,
  schemaFamilies,
  validatorsModule,
  VALIDATORS_DIR,
  VALIDATORS_DTS,
  type Documents,
} from '../../scripts/standalone-validators';
import type { RulesetSchema } from '../../scripts/schema-docs';
import { ROOT, scenarioFiles, shippedRulesetIds } from '../support/rulesets';

const read = (f: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', f), 'utf8')) as Documents['rulesetSchema'];

/** Every property schema reachable from `node`, with its path. */
function properties(node: unknown, path = ''): [string, Record<string, unknown>][] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => properties(n, `${path}[${i}]`));
  const out: [string, Record<string, unknown>][] = [];
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'if') continue; // a condition's properties are the same keys, documented where they are defined
    if (k === 'properties' && v && typeof v === 'object') {
      for (const [name, prop] of Object.entries(v as Record<string, unknown>))
        out.push([`${path}.${name}`, prop as Record<string, unknown>]);
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
    const undocumented = properties(read(file))
      .filter(([, p]) => typeof p.description !== 'string' && typeof p.$ref !== 'string')
      .map(([path]) => path);
    expect(undocumented).toEqual([]);
  });
  it("the families' action forms use exactly the action keys of scenario.schema.json", () => {
    const formKeys = new Set(
      families.flatMap((f) => f.actionForms.flatMap((form) => [...form.keys, ...(form.optional ?? [])])),
    );
    const { definitions } = read('scenario.schema.json') as unknown as {
      definitions: { action: { properties: object } };
    };
    const schemaKeys = Object.keys(definitions.action.properties).filter((k) => k !== 'illegal' && k !== 'note');
    expect([...formKeys].sort()).toEqual(schemaKeys.sort());
  });
  it('uses draft-07, which both ajv and monaco-yaml handle', () => {
    for (const f of ['ruleset.schema.json', 'scenario.schema.json'])
      expect(read(f).$schema).toBe('http://json-schema.org/draft-07/schema#');
  });
});

const documents = (): Documents => ({
  rulesetSchema: read('ruleset.schema.json'),
  scenarioSchema: read('scenario.schema.json'),
});

/**
 * A document and variants of it with one thing wrong: each value down to
 * `depth` replaced by values of every type, each list given a repeated item,
 * a stray key, and titles measured in code points (`😀` is two UTF-16 units).
 */
function variants(doc: Record<string, unknown>, depth = 3): unknown[] {
  const out: unknown[] = [
    doc,
    { ...doc, strayKey: 1 },
    { ...doc, title: '' },
    { ...doc, title: '😀'.repeat(200) },
    { ...doc, title: '😀'.repeat(201) },
  ];
  const visit = (node: unknown, replace: (v: unknown) => unknown, level: number) => {
    if (Array.isArray(node)) {
      const list: unknown[] = node;
      if (list.length > 0) out.push(replace([...list, list[0]]));
      if (level < depth)
        list
          .slice(0, 2)
          .forEach((item, i) => visit(item, (v) => replace(list.map((x, j) => (j === i ? v : x))), level + 1));
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
        for (const junk of [null, 'x', 2.5, [], {}]) out.push(replace({ ...node, [key]: junk }));
        if (level < depth) visit(value, (v) => replace({ ...node, [key]: v }), level + 1);
      }
    }
  };
  visit(doc, (v) => v, 0);
  return out;
}

/**
 * What a validator makes of `data`: its answer, the data with defaults filled
 * in, and its errors (their `parentSchema` included). An error's `schema` and
 * `data`, which the generated module leaves out, are left out of both.
 */
function outcome(validate: Validator, data: unknown): unknown {
  const copy = structuredClone(data);
  const valid = validate(copy);
  return { valid, copy, errors: validate.errors?.map(({ schema: _schema, data: _data, ...kept }) => kept) ?? null };
}

describe('generated validators', () => {
  it('src/engine/loader/generated/ holds the validators of the current schemas (run `npm run schemas`)', () => {
    const generated = (file: string) => readFileSync(join(ROOT, VALIDATORS_DIR, file), 'utf8');
    // Compared as a boolean: a diff of two 500 kB modules helps nobody; regenerating does.
    expect(
      generated('validators.js') === validatorsModule(documents()),
      'validators.js is stale: run `npm run schemas`',
    ).toBe(true);
    expect(generated('validators.d.ts')).toBe(VALIDATORS_DTS);
  });

  it('has a validator for every family of the schema, and none for other names', () => {
    for (const f of schemaFamilies(documents())) expect(familyValidator(f), f).toBeTypeOf('function');
    for (const name of ['', 'toString', 'units.unit', 'chess']) expect(familyValidator(name), name).toBeUndefined();
  });

  it("reuse the root validator's function for each family, and export its own for a family ajv writes into the root", () => {
    expect(readFileSync(join(ROOT, VALIDATORS_DIR, 'validators.js'), 'utf8')).not.toMatch(/^export const family_/m);
    // A family schema without a `$ref` is small enough for ajv to write out where the root refers to it.
    const tiny = {
      $id: 'test:ruleset',
      type: 'object',
      properties: { family: { type: 'string', enum: ['tiny'] } },
      allOf: [{ if: { properties: { family: { const: 'tiny' } } }, then: { $ref: '#/definitions/tiny' } }],
      definitions: { tiny: { type: 'object', properties: { size: { type: 'integer' } }, required: ['size'] } },
    };
    const code = validatorsModule({ rulesetSchema: tiny, scenarioSchema: { $id: 'test:scenario', type: 'object' } });
    expect(code).toMatch(/^export const family_tiny = validate\d+;$/m);
    expect(code).toContain('"tiny": family_tiny,');
  });

  it('answer as ajv compiling the schemas at run time does: validity, defaults filled in, every error with its schema', () => {
    // The loader's own schema objects: an error's schema must be the very node of the bundled document.
    const loaded = { rulesetSchema: RULESET_SCHEMA, scenarioSchema: SCENARIO_SCHEMA } as Documents;
    const ajv = schemaCompiler(loaded);
    const rulesetId = loaded.rulesetSchema.$id;
    const cases: [string, Validator, Validator, unknown[]][] = [];
    for (const id of shippedRulesetIds()) {
      const doc = parse(readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8')) as { family: string };
      const compiled = ajv.getSchema(`${rulesetId}#/definitions/${doc.family}`)!;
      cases.push(
        [id, familyValidator(doc.family)!, compiled, variants(doc)],
        [`${id} (root)`, rootRulesetValidator(), ajv.getSchema(rulesetId)!, variants(doc, 0)],
      );
    }
    // One scenario of each game: the others repeat the same forms.
    const oneEach = [...new Map(scenarioFiles().map((f) => [dirname(f), f])).values()];
    for (const file of oneEach) {
      cases.push([
        file,
        scenarioValidator(),
        ajv.getSchema(loaded.scenarioSchema.$id)!,
        variants(parse(readFileSync(file, 'utf8')) as Record<string, unknown>, 2),
      ]);
    }
    let invalid = 0;
    for (const [name, generated, compiled, inputs] of cases) {
      for (const [i, data] of inputs.entries()) {
        const want = outcome(compiled, data);
        expect(outcome(generated, data), `${name}, variant ${i}`).toEqual(want);
        if (!(want as { valid: boolean }).valid) invalid++;
      }
    }
    // The variants must reach the errors, not only the valid documents.
    expect(invalid).toBeGreaterThan(500);
  });
});

describe('README ruleset reference', () => {
  it('is generated from the current schema (run `npm run docs`)', async () => {
    const { withReference } = await import('../../scripts/schema-docs');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withReference(readme, read('ruleset.schema.json') as unknown as RulesetSchema));
  });
});
