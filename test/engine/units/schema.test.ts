/** The schema fragment: defaults live only there, every key explains itself, objects are closed. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { unitsFamily } from '../../../src/engine/units';
import { withDefaults } from './helpers';

type Node = Record<string, any>;

function walk(node: Node, path: string, visit: (n: Node, path: string) => void): void {
  visit(node, path);
  for (const [k, v] of Object.entries(node.properties ?? {})) walk(v as Node, `${path}.${k}`, visit);
  if (node.items) walk(node.items, `${path}[]`, visit);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`, visit);
}

describe('schema fragment', () => {
  const schema = unitsFamily.schema as Node;

  it('describes every key, with a default for every top-level switch, and closes every object', () => {
    for (const [key, prop] of Object.entries(schema.properties as Node)) {
      walk(prop, key, (n, path) => {
        if (n.type === 'object' && n.properties) expect(n.additionalProperties, path).toBe(false);
      });
      expect(String(prop.description).length, key).toBeGreaterThan(60);
      if (prop.type === 'object' && prop.properties) {
        for (const [k, sub] of Object.entries(prop.properties as Node)) {
          expect(sub.description, `${key}.${k}`).toBeTruthy();
          expect(sub.default, `${key}.${k}`).toBeDefined();
        }
      } else expect(prop.default, key).toBeDefined();
    }
  });

  it('an empty ruleset is units-v1.2: the shipped file only writes out the defaults', () => {
    const shipped = parse(readFileSync(new URL('../../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8'));
    const { title, description, ...rules } = withDefaults(shipped);
    expect(title).toBeTruthy();
    expect(description).toBeTruthy();
    expect(rules).toEqual(withDefaults({}));
  });

  it('v1.1 differs from v1.2 only in distance and class change', () => {
    const read = (id: string) => {
      const r = withDefaults(parse(readFileSync(new URL(`../../../rulesets/${id}.yaml`, import.meta.url), 'utf8')));
      return { ...r, title: '', description: '' };
    };
    const v11 = read('units-v1.1');
    const v12 = read('units-v1.2');
    expect(v11).toEqual({ ...v12, move: { ...v12.move, distance: 'up-to' }, combat: { ...v12.combat, classChange: 'keep' } });
    const header = readFileSync(new URL('../../../rulesets/units-v1.1.yaml', import.meta.url), 'utf8');
    expect(header).toMatch(/RECONSTRUCTION/);
  });

  it('rejects unknown keys and out-of-range values', () => {
    expect(() => withDefaults({ move: { sped: { 1: 4 } } })).toThrow(/additional/);
    expect(() => withDefaults({ move: { speed: { 1: 0 } } })).toThrow(/>= 1/);
    expect(() => withDefaults({ board: { width: 27 } })).toThrow(/<= 26/);
    expect(() => withDefaults({ move: { edge: 'wrap' } })).toThrow(/allowed values/);
  });
});
