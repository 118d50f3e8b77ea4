/** The semantic diff of two rulesets: by parameter, with defaults filled in, tables by entry, sets as sets, positions as positions. */
import { describe, expect, it } from 'vitest';
import { semanticDiff, type DiffSide } from '../../../src/engine/compare/semantic-diff';
import type { Game } from '../../../src/engine/game';
import type { DicePondRules } from '../../../src/engine/dice-pond/rules';
import type { TaflRules } from '../../../src/engine/tafl/rules';
import { resolved } from '../../../src/engine/loader/schema-keys';
import schema from '../../../schemas/ruleset.schema.json';
import { compileRules } from '../../support/rules';
import { shippedGame } from '../../support/rulesets';
import { definitionOf, propertyAt, type SchemaNode } from '../../support/schema-node';

function side(game: Game<unknown>): DiffSide {
  const view = game.view(game.start(1));
  return { rules: game.rules, start: [...view.pieces, ...(view.dice ?? [])] };
}

const diff = (a: Game<unknown>, b: Game<unknown>) => semanticDiff(schema, a.family, side(a), side(b));
const units = (doc: Record<string, unknown>) => compileRules<Game<unknown>>('units', doc, 'test');
const tafl = (doc: Record<string, unknown>) =>
  compileRules<Game<unknown>>(
    'tafl',
    { ...(shippedGame('escape-death').rules as Record<string, unknown>), ...doc },
    'test',
  );

describe('semantic diff', () => {
  it('units v1.1 against v1.2: the two changed readings, and the texts apart', () => {
    const d = diff(shippedGame('units-v1.1'), shippedGame('units-v1.2'));
    expect(d.map((e) => [e.path, e.kind])).toEqual([
      ['title', 'text'],
      ['description', 'text'],
      ['move.distance', 'rule'],
      ['combat.classChange', 'rule'],
    ]);
    const distance = d.find((e) => e.path === 'move.distance')!;
    expect([distance.a, distance.b]).toEqual(['up-to', 'exact']);
    expect(d.filter((e) => e.kind === 'rule').map((e) => e.text)).toEqual([
      'how far a unit moves: up to its speed → exactly its speed',
      'after a fight: keeps its class → the after-capture table',
    ]);
  });

  it('a key left out equals the key written with its default value', () => {
    expect(diff(units({}), units({ move: { speed: { 1: 4, 2: 3, 3: 2, 4: 1 }, jump: true } }))).toEqual([]);
  });

  it('a table is diffed per entry, with the entry key in its path', () => {
    const d = diff(units({}), units({ move: { speed: { 1: 3, 2: 3, 3: 2, 4: 1 } } }));
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ path: 'move.speed.1', a: 4, b: 3, kind: 'rule' });
    expect(d[0].text).toBe('speed of class 1: 4 → 3');
  });

  it('a nested table is diffed down to the entry that changed', () => {
    const d = diff(
      units({}),
      units({ combat: { after: { 1: { 4: 2 }, 2: { 1: 1 }, 3: { 1: 2, 2: 1 }, 4: { 2: 2, 3: 1 } } } }),
    );
    expect(d.map((e) => [e.path, e.a, e.b, e.text])).toEqual([
      ['combat.after.1.4', 3, 2, 'after-capture table of winner class 1, loser class 4: 3 → 2'],
    ]);
  });

  it('a list of unique items is a set: another order is no change, a removed item is named', () => {
    expect(
      diff(
        units({ move: { directions: ['n', 'e', 's', 'w'] } }),
        units({ move: { directions: ['w', 's', 'e', 'n'] } }),
      ),
    ).toEqual([]);
    const d = diff(units({ move: { directions: ['n', 'e', 's', 'w'] } }), units({ move: { directions: ['n', 'e'] } }));
    expect(d.map((e) => e.path)).toEqual(['move.directions']);
    expect(d[0].text).toBe('directions: north, east, south, west → north, east (without south, west)');
  });

  it('a table entry on one side only is added or removed, named by its key noun', () => {
    const five = units({
      classes: 5,
      move: { speed: { 1: 4, 2: 3, 3: 2, 4: 1, 5: 1 } },
      combat: { beats: { 1: [4], 2: [1], 3: [2, 1], 4: [3, 2], 5: [] } },
      turn: { rotation: { 1: 2, 2: 3, 3: 4, 4: 1 } },
    });
    const speed = diff(units({}), five).find((e) => e.path === 'move.speed.5')!;
    expect(speed).toMatchObject({ a: undefined, b: 1, text: 'speed: class 5 added (1)' });
  });

  it('tafl: a piece type on one side only is added or removed, its attributes as words, not JSON', () => {
    const d = diff(shippedGame('escape-death'), shippedGame('hnefatafl-copenhagen'));
    const pieces = d.filter((e) => e.path.startsWith('pieces.'));
    expect(pieces.map((e) => e.path)).toEqual([
      'pieces.attacker',
      'pieces.defender',
      'pieces.jeweled-skull',
      'pieces.king',
      'pieces.skull',
      'pieces.tombstone',
    ]);
    expect(pieces.find((e) => e.path === 'pieces.king')!.text).toBe(
      'piece types: king added (side: defenders, royal, capturing power: armed, strength: 4 sides, immune on the edge, drawing: disc)',
    );
    expect(pieces.find((e) => e.path === 'pieces.skull')!.text).toBe(
      'piece types: skull removed (side: defenders, capturing power: armed, strength: 2 sides, drawing: skull)',
    );
    expect(d.find((e) => e.path === 'match')!.text).toBe(
      'match: removed (match players: A, B; first player plays: the defenders; rounds: 6; rounds before the swap: 3; round wins needed: 4)',
    );
    expect(d.find((e) => e.path === 'end.encirclement')!.text).toBe('attackers win by encircling: no → yes');
  });

  it('tafl: an attribute of a piece type names the type it belongs to', () => {
    const rules = structuredClone(shippedGame('escape-death').rules as unknown as TaflRules);
    rules.pieces.skull.power = 'hammer-only';
    expect(diff(shippedGame('escape-death'), tafl({ ...rules })).map((e) => e.text)).toEqual([
      'capturing power of piece type skull: armed → hammer only',
    ]);
  });

  it('tafl: a square role list changed is one entry at its path', () => {
    const { squares } = shippedGame('escape-death').rules as unknown as TaflRules;
    const d = diff(
      shippedGame('escape-death'),
      tafl({
        squares: { ...squares, centre: { ...squares.centre, hostileWhenEmpty: ['all'] } },
      }),
    );
    expect(d.map((e) => [e.path, e.a, e.b])).toEqual([['squares.centre.hostileWhenEmpty', ['royal'], ['all']]]);
  });

  it('tafl: a setup list and a layout that place the same pieces are the same start position', () => {
    const base = shippedGame('escape-death');
    const pieces = base.view(base.start(1)).pieces;
    const letters: Record<string, string> = {};
    for (const p of pieces) letters[p.type as string] ??= String.fromCharCode(97 + Object.keys(letters).length);
    const rows = Array.from({ length: 11 }, (_, r) =>
      Array.from({ length: 11 }, (_, f) => {
        const p = pieces.find((q) => q.at === `${String.fromCharCode(97 + f)}${11 - r}`);
        return p ? letters[p.type as string] : '.';
      }).join(''),
    );
    const legend = Object.fromEntries(Object.entries(letters).map(([type, ch]) => [ch, type]));
    const { setup: _, ...rest } = base.rules as Record<string, unknown>;
    const asLayout = compileRules<Game<unknown>>('tafl', { ...rest, layout: { legend, rows } }, 'layout');
    expect(diff(base, asLayout)).toEqual([]);
    const moved = rows.map((row, i) => (i === 0 ? `${row.slice(0, 3)}.${row.slice(4)}` : row));
    const d = diff(base, compileRules<Game<unknown>>('tafl', { ...rest, layout: { legend, rows: moved } }, 'moved'));
    expect(d.map((e) => [e.path, e.kind])).toEqual([['setup', 'position']]);
    expect(d[0].text).toMatch(/only in A: d11: /);
  });

  it('dice: a count of the white dice is an entry of its table', () => {
    const base = shippedGame('dice-cubes');
    const rules = structuredClone(base.rules as unknown as DicePondRules);
    rules.dice.white['1'] = 6;
    rules.dice.whiteTotal = 26;
    const d = diff(base, compileRules<Game<unknown>>('dice-pond', { ...rules }, 'more'));
    expect(d.map((e) => [e.path, e.a, e.b])).toEqual([
      ['dice.white.1', 5, 6],
      ['dice.whiteTotal', 25, 26],
    ]);
    expect(d[0].text).toBe('white dice of value 1: 5 → 6');
  });

  it('dice: a value of another form of the same key reads in words (a placement order as a list)', () => {
    const base = shippedGame('dice-cubes');
    const d = diff(
      base,
      compileRules<Game<unknown>>(
        'dice-pond',
        {
          ...(base.rules as Record<string, unknown>),
          placement: { ...(base.rules as unknown as DicePondRules).placement, order: ['p2', 'p1'] },
        },
        'order',
      ),
    );
    expect(d.map((e) => e.text)).toEqual(['placement order: in turn → p2, p1']);
  });
});

describe('a $ref is read as the loader reads it', () => {
  // A family whose keys point to shared definitions and write their own words beside the `$ref`.
  const refSchema = {
    properties: { family: { enum: ['toy'] } },
    definitions: {
      toy: {
        properties: {
          mode: {
            $ref: '#/definitions/mode',
            title: 'how it plays',
            markdownEnumDescriptions: ['fast — one move a turn', 'slow — a move every other turn'],
          },
          bonus: { $ref: '#/definitions/bonus' },
          table: { $ref: '#/definitions/table' },
        },
      },
      mode: { enum: ['a', 'b'], title: 'mode' },
      bonus: { $ref: '#/definitions/count', title: 'extra points' },
      count: { type: 'integer', title: 'count' },
      table: {
        type: 'object',
        title: 'speeds',
        propertyNames: { $ref: '#/definitions/name', title: 'class' },
        additionalProperties: { type: 'integer' },
      },
      name: { type: 'string', title: 'name' },
    },
  };
  const texts = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    semanticDiff(refSchema, 'toy', { rules: a }, { rules: b }).map((e) => e.text);

  it('keys written beside a $ref win over the definition: the title and the enum labels', () => {
    expect(texts({ mode: 'a' }, { mode: 'b' })).toEqual(['how it plays: fast → slow']);
  });

  it('a $ref to a $ref keeps the title written along the way', () => {
    expect(texts({ bonus: 1 }, { bonus: 2 })).toEqual(['extra points: 1 → 2']);
  });

  it("a table's key noun written beside a $ref names its entries", () => {
    expect(texts({ table: { 1: 4 } }, { table: { 1: 3 } })).toEqual(['speeds of class 1: 4 → 3']);
  });
});

/** Every property of every family, with its path, from the bundled schema. */
function familyProperties(): [string, SchemaNode][] {
  const root = schema as SchemaNode;
  // `additionalProperties: false` has nothing under it to visit.
  const resolve = (s: SchemaNode | boolean | undefined) =>
    typeof s === 'object' ? (resolved(s, root) as SchemaNode) : undefined;
  const out: [string, SchemaNode][] = [];
  const visit = (props: Record<string, SchemaNode>, prefix: string, depth: number) => {
    for (const [k, raw] of Object.entries(props)) {
      const p = resolved(raw, root) as SchemaNode;
      out.push([`${prefix}.${k}`, p]);
      const entry = resolve(p.additionalProperties);
      for (const sub of [p, resolve(p.items), entry, resolve(entry?.additionalProperties)])
        if (sub?.properties && depth < 6) visit(sub.properties, `${prefix}.${k}`, depth + 1);
    }
  };
  for (const family of propertyAt(root, ['family']).enum as string[]) {
    const { family: _f, title: _t, description: _d, ...own } = definitionOf(root, family).properties!;
    visit(own, family, 0);
  }
  return out;
}

describe('the schema gives the diff its words', () => {
  it('every property of every family has a title', () => {
    expect(
      familyProperties()
        .filter(([, p]) => typeof p.title !== 'string')
        .map(([path]) => path),
    ).toEqual([]);
  });

  it('every enum value has a label ("label — detail" in markdownEnumDescriptions)', () => {
    const enums = familyProperties().flatMap(([path, p]) =>
      [p, p.items, ...(p.anyOf ?? [])]
        .map((s) => resolved(s, schema) as SchemaNode | undefined)
        .filter((s): s is SchemaNode & { enum: unknown[] } => Array.isArray(s?.enum))
        .map((s) => [path, s] as const),
    );
    expect(enums.length).toBeGreaterThan(20);
    expect(enums.filter(([, s]) => s.markdownEnumDescriptions?.length !== s.enum.length).map(([path]) => path)).toEqual(
      [],
    );
  });

  it('every table names its keys (a title on its propertyNames)', () => {
    const tables = familyProperties().filter(([, p]) => p.propertyNames);
    expect(tables.length).toBeGreaterThan(5);
    expect(
      tables
        .filter(([, p]) => typeof (resolved(p.propertyNames, schema) as SchemaNode).title !== 'string')
        .map(([path]) => path),
    ).toEqual([]);
  });
});
