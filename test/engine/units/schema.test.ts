/** The schema fragment: defaults live only there, every key explains itself, objects are closed. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { unitsFamily } from '../../../src/engine/units';
import {
  PLAYER_DEPENDENT_KEYS,
  PLIES_PER_PLAYER,
  QUARTER_BOARD,
  WHOLE_BOARD,
} from '../../../src/engine/units/defaults';
import { withDefaults } from './helpers';
import { mergeOver } from '../../../src/engine/loader/extends';
import { propertyAt, type SchemaNode } from '../../support/schema-node';

function walk(node: SchemaNode, path: string, visit: (n: SchemaNode, path: string) => void): void {
  visit(node, path);
  for (const [k, v] of Object.entries(node.properties ?? {})) walk(v, `${path}.${k}`, visit);
  if (node.items) walk(node.items, `${path}[]`, visit);
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    walk(node.additionalProperties, `${path}.*`, visit);
}

describe('schema fragment', () => {
  const schema = unitsFamily.schema as SchemaNode;

  it('describes every key, with a default for every top-level switch, and closes every object', () => {
    const hasDefault = (n: SchemaNode, path: string) => {
      if ((PLAYER_DEPENDENT_KEYS as readonly string[]).includes(path)) {
        // Its default follows the number of players: no JSON Schema default, the rule in words instead.
        expect(n.default, path).toBeUndefined();
        expect(n.description, path).toMatch(/Left out, .*follows the number of `players`/);
      } else expect(n.default, path).toBeDefined();
    };
    for (const [key, prop] of Object.entries(schema.properties!)) {
      walk(prop, key, (n, path) => {
        if (n.type === 'object' && n.properties) expect(n.additionalProperties, path).toBe(false);
      });
      expect(String(prop.description).length, key).toBeGreaterThan(60);
      if (prop.type === 'object' && prop.properties) {
        for (const [k, sub] of Object.entries(prop.properties)) {
          expect(sub.description, `${key}.${k}`).toBeTruthy();
          hasDefault(sub, `${key}.${k}`);
        }
      } else hasDefault(prop, key);
    }
  });

  it('the descriptions of the player-dependent defaults state the numbers the engine uses', () => {
    const p = (...path: string[]) => propertyAt(schema, path);
    for (const n of [p('board'), p('board', 'width'), p('board', 'height')]) {
      expect(n.description).toContain(`${QUARTER_BOARD}`);
      expect(n.description).toContain(`${WHOLE_BOARD}`);
    }
    expect(p('plyLimit').description).toContain(
      `${PLIES_PER_PLAYER} plies per player, so ${2 * PLIES_PER_PLAYER} with 2 players and ${4 * PLIES_PER_PLAYER} with 4`,
    );
    expect(p('setup').description).toContain('on 8×8: c1=1, d1=2, e1=3, f1=4 and f8=1, e8=2, d8=3, c8=4');
  });

  it('an empty ruleset is units-v1.2: the shipped file only writes out the defaults', () => {
    const shipped = parse(
      readFileSync(new URL('../../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const { title, description, ...rules } = withDefaults(shipped);
    expect(title).toBeTruthy();
    expect(description).toBeTruthy();
    expect(rules).toEqual(withDefaults({}));
  });

  it('a ruleset naming four players and nothing else is units-v1.2-4p: the defaults follow the number of players', () => {
    const shipped = parse(
      readFileSync(new URL('../../../rulesets/units-v1.2-4p.yaml', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    // Beyond the rules, units-v1.2-4p tells the bots to close in (`evaluation.approach`): not a rule, left aside here.
    const { title, description, evaluation, ...rules } = withDefaults(shipped);
    expect(title).toBeTruthy();
    expect(description).toBeTruthy();
    expect(evaluation).toMatchObject({ approach: 0.1 });
    const { evaluation: familyDefault, ...derived } = withDefaults({ players: ['south', 'west', 'north', 'east'] });
    expect(familyDefault).toEqual({ ...evaluation, approach: undefined });
    expect(rules).toEqual(derived);
  });

  it('v1.1 differs from v1.2 only in distance and class change', () => {
    const raw = (id: string) =>
      parse(readFileSync(new URL(`../../../rulesets/${id}.yaml`, import.meta.url), 'utf8')) as Record<string, unknown>;
    // v1.1 says so: it extends v1.2 and writes only its two changes (laid over v1.2 as the loader does).
    expect(raw('units-v1.1').extends).toBe('units-v1.2');
    const read = (id: string) => {
      const { extends: base, ...own } = raw(id);
      const r = withDefaults(typeof base === 'string' ? (mergeOver(raw(base), own) as Record<string, unknown>) : own);
      return { ...r, title: '', description: '' };
    };
    const v11 = read('units-v1.1');
    const v12 = read('units-v1.2');
    expect(v11).toEqual({
      ...v12,
      move: { ...v12.move, distance: 'up-to' },
      combat: { ...v12.combat, classChange: 'keep' },
    });
    const header = readFileSync(new URL('../../../rulesets/units-v1.1.yaml', import.meta.url), 'utf8');
    expect(header).toMatch(/RECONSTRUCTION/);
  });

  it("move.edge's description says the square the edge rule picks follows combat.sameClass", () => {
    const edge = propertyAt(schema, ['move', 'edge']).description;
    expect(edge).toContain('with `combat.sameClass: illegal`');
    expect(edge).toContain('with `both-removed` or `bounce` that rule decides the fight');
  });

  it('rejects unknown keys and out-of-range values', () => {
    expect(() => withDefaults({ move: { sped: { 1: 4 } } })).toThrow(
      /\/move additionalProperties \{"additionalProperty":"sped"\}/,
    );
    expect(() => withDefaults({ move: { speed: { 1: 0 } } })).toThrow(
      /\/move\/speed\/1 minimum \{"comparison":">=","limit":1\}/,
    );
    expect(() => withDefaults({ board: { width: 27 } })).toThrow(
      /\/board\/width maximum \{"comparison":"<=","limit":26\}/,
    );
    expect(() => withDefaults({ move: { edge: 'wrap' } })).toThrow(/\/move\/edge enum/);
  });
});
