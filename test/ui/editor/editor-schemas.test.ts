// The schemas the editor's completion and hover read: derived from schemas/, narrowed to a scenario's family.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { families, familyById } from '../../../src/engine/families';
import { isSetupProblems } from '../../../src/engine/game';
import { forEditor, markdownOf, scenarioSchemaFor } from '../../../src/ui/editor/editor-schemas';
import { ROOT, shippedGame } from '../../support/rulesets';

type Json = Record<string, any>;
const read = (f: string): Json => JSON.parse(readFileSync(join(ROOT, 'schemas', f), 'utf8'));
const scenario = read('scenario.schema.json');
const keysOf = (schema: Json, def: string) => Object.keys(schema.definitions[def].properties).sort();
const narrowed = (family: string): Json => scenarioSchemaFor(scenario, familyById(family), families);

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
    expect(units.definitions.setup.properties.pieces).toEqual(scenario.definitions.setup.properties.pieces);
    expect(units.definitions.action.properties.turn).toEqual(scenario.definitions.action.properties.turn);
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
    expect(ruleset.definitions.units.properties.title.description).toMatch(/name designers see/);
    expect(ruleset.definitions.units.properties.family.description).toBe(familyById('units')!.summary);
  });

  it('adds a markdown description beside each description', () => {
    const ruleset = forEditor(scenario).properties.ruleset;
    expect(ruleset.description).toBe(scenario.properties.ruleset.description);
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
