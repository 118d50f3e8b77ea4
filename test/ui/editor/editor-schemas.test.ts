// The schemas the editor's completion and hover read: derived from schemas/, narrowed to a scenario's family.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { families, familyById } from '../../../src/engine/families';
import { isSetupProblems } from '../../../src/engine/game';
import { forEditor, markdownOf, scenarioSchemaFor } from '../../../src/ui/editor/editor-schemas';
import { ROOT, shippedGame } from '../../support/rulesets';
import { definitionOf, propertyAt, readSchema, type SchemaNode } from '../../support/schema-node';

const read = (f: string) => readSchema(join(ROOT, 'schemas', f));
const scenario = read('scenario.schema.json');
const keysOf = (schema: SchemaNode, def: string) => Object.keys(definitionOf(schema, def).properties!).sort();
const narrowed = (family: string) => scenarioSchemaFor(scenario, familyById(family), families) as SchemaNode;
/** The property `key` of the definition `def`. */
const defProperty = (schema: SchemaNode, def: string, key: string) => propertyAt(definitionOf(schema, def), [key]);

describe('scenarioSchemaFor', () => {
  it('offers a Units setup only toMove and pieces, a dice-pond setup its dice keys, a tafl setup its match keys', () => {
    expect(keysOf(narrowed('units'), 'setup')).toEqual(['pieces', 'toMove']);
    expect(keysOf(narrowed('dice-pond'), 'setup')).toEqual(['dice', 'pawns', 'phase', 'pool', 'toMove']);
    expect(keysOf(narrowed('tafl'), 'setup')).toEqual(['pieces', 'round', 'score', 'toMove']);
  });

  it("offers in an action the family's form keys, and illegal and note everywhere", () => {
    expect(keysOf(narrowed('units'), 'action')).toEqual(['from', 'illegal', 'note', 'to', 'turn']);
    expect(keysOf(narrowed('tafl'), 'action')).toEqual(['from', 'illegal', 'note', 'to']);
    expect(keysOf(narrowed('dice-pond'), 'action')).toEqual([
      'at',
      'by',
      'do',
      'from',
      'illegal',
      'note',
      'pawn',
      'place',
      'roll',
      'to',
      'use',
    ]);
  });

  it("keeps the schema's own descriptions and leaves the rest (and the schema it was given) alone", () => {
    const units = narrowed('units');
    expect(defProperty(units, 'setup', 'pieces')).toEqual(defProperty(scenario, 'setup', 'pieces'));
    expect(defProperty(units, 'action', 'turn')).toEqual(defProperty(scenario, 'action', 'turn'));
    expect({ ...units, definitions: { ...units.definitions, setup: null, action: null } }).toEqual({
      ...scenario,
      definitions: { ...scenario.definitions, setup: null, action: null },
    });
    expect(keysOf(scenario, 'setup')).toContain('dice');
  });

  it('is the whole schema when the family is unknown', () => {
    expect(scenarioSchemaFor(scenario, undefined, families)).toBe(scenario);
  });
});

describe('Family.setupKeys: one list for the setup parser and the editor', () => {
  it('together are exactly the setup keys of scenario.schema.json', () => {
    const declared = new Set(families.flatMap((f) => f.setupKeys));
    expect([...declared].sort()).toEqual(keysOf(scenario, 'setup'));
  });

  it.each([
    ['units', 'units-v1.2'],
    ['tafl', 'escape-death'],
    ['dice-pond', 'dice-cubes'],
  ])('the %s setup parser refuses every other setup key', (family, ruleset) => {
    const game = shippedGame(ruleset);
    for (const key of keysOf(scenario, 'setup').filter((k) => !familyById(family)!.setupKeys.includes(k))) {
      const result = game.setup({ [key]: 1 }, 0);
      expect(
        isSetupProblems(result) && result.some((p) => p.path[0] === key && p.message.includes(`"${key}"`)),
        key,
      ).toBe(true);
    }
  });
});

describe('forEditor', () => {
  const ruleset = forEditor(read('ruleset.schema.json'));

  it('drops the titles, so no family summary heads every hover; the summary stays on family:', () => {
    expect(JSON.stringify(ruleset)).not.toMatch(/"title":"/);
    expect(defProperty(ruleset, 'units', 'title').description).toMatch(/name designers see/);
    expect(defProperty(ruleset, 'units', 'family').description).toBe(familyById('units')!.summary);
  });

  it('adds a markdown description beside each description', () => {
    const ruleset = propertyAt(forEditor(scenario), ['ruleset']);
    expect(ruleset.description).toBe(propertyAt(scenario, ['ruleset']).description);
    expect(ruleset.markdownDescription).toBe(
      'Which rules to play: a ruleset id (the file rulesets/\\<id\\>.yaml of the project, e.g. `units-v1.2`), or a path to a .yaml file relative to this scenario file.',
    );
  });

  it('leaves data alone', () => {
    expect(forEditor({ default: { title: 'x', description: 'y' }, enum: ['a'] })).toEqual({
      default: { title: 'x', description: 'y' },
      enum: ['a'],
    });
  });
});

describe('markdownOf', () => {
  it('keeps code spans and escapes markdown elsewhere', () => {
    expect(markdownOf('`[royal]` or [x] *y* `a_b`')).toBe('`[royal]` or \\[x\\] \\*y\\* `a_b`');
    expect(markdownOf('plain text')).toBe('plain text');
  });
});
