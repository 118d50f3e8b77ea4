/**
 * Where a key lives in a schema document, so an unknown key can be placed:
 * a key written in the wrong section (`speed:` under `combat:` belongs under
 * `move:`) or taken from another family (`squares:` is a tafl key). Everything
 * is read from the schema: its `properties`, `items`, `additionalProperties`,
 * combinators and local `$ref`s, and the families from the root's
 * `allOf: [{ if: { properties: { <key>: { const: <id> } } }, then: { $ref } }]`.
 */
import { wordList, written } from '../words';

/**
 * A node of a JSON Schema document (draft-07) as the loader reads it: the parts its messages look at. A
 * type, not an interface, so a node is also a plain record to code that reads other keywords.
 */
export type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  /** The project's own keyword: the pattern in a designer's words. */
  patternDescription?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  if?: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
};

/** `/setup/7/at` → `['setup', 7, 'at']`. */
export function pathFromPointer(pointer: string, data?: unknown): (string | number)[] {
  if (pointer === '') return [];
  const keys = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (data === undefined) return keys.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  // With the data at hand a digit is a list index only inside a list: `move.speed.1` is a map key.
  const path: (string | number)[] = [];
  let node: unknown = data;
  for (const key of keys) {
    const index = Array.isArray(node) && /^\d+$/.test(key);
    path.push(index ? Number(key) : key);
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return path;
}

/**
 * A schema with its local `$ref` followed (keys beside the `$ref` win). What is no schema object (nothing, or a
 * boolean schema) reads as the empty schema: every keyword of it is missing, as on `true` or `undefined`.
 */
export function resolved(schema: unknown, root: object): SchemaNode {
  if (schema === null || typeof schema !== 'object') return {};
  const node = schema as SchemaNode;
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) return node;
  const { $ref, ...own } = node;
  const target = pathFromPointer($ref.slice(1)).reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined),
    root,
  );
  return { ...resolved(target, root), ...own };
}

/** A family of the root schema: its id (the `if`'s const) and the schema its rulesets follow. */
interface Branch {
  id: string;
  matches: (data: unknown) => boolean;
  schema: SchemaNode;
}

function branches(root: SchemaNode): Branch[] {
  const out: Branch[] = [];
  for (const b of Array.isArray(root.allOf) ? root.allOf : []) {
    const props = b?.if?.properties;
    if (!props || !b.then) continue;
    const consts = Object.entries(props).filter(([, s]) => s && 'const' in s);
    if (consts.length !== 1) continue;
    const [key, s] = consts[0];
    out.push({
      id: written(s.const),
      matches: (data) => !!data && typeof data === 'object' && (data as Record<string, unknown>)[key] === s.const,
      schema: resolved(b.then, root),
    });
  }
  return out;
}

/** Each key's places in `schema`: the path of the map that holds it (`move`, `pieces.<name>`, `setup[…]`). */
function keyPlaces(
  schema: unknown,
  root: SchemaNode,
  at: string[] = [],
  out = new Map<string, string[][]>(),
  stack: object[] = [],
): Map<string, string[][]> {
  const s = resolved(schema, root);
  if (stack.includes(s)) return out;
  const inner = [...stack, s];
  for (const [key, sub] of Object.entries(s.properties ?? {})) {
    if (!out.has(key)) out.set(key, []);
    out.get(key)!.push(at);
    keyPlaces(sub, root, [...at, key], out, inner);
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    keyPlaces(s.additionalProperties, root, [...at, '<name>'], out, inner);
  for (const sub of Object.values(s.patternProperties ?? {})) keyPlaces(sub, root, [...at, '<name>'], out, inner);
  if (s.items && typeof s.items === 'object') keyPlaces(s.items, root, [...at, '[…]'], out, inner);
  for (const comb of ['anyOf', 'oneOf', 'allOf'] as const) {
    const subs = s[comb];
    for (const sub of Array.isArray(subs) ? subs : []) keyPlaces(sub, root, at, out, inner);
  }
  for (const sub of [s.then, s.else]) if (sub) keyPlaces(sub, root, at, out, inner);
  return out;
}

function joined(segments: readonly string[]): string {
  return segments.map((s, i) => (s === '[…]' || i === 0 ? s : `.${s}`)).join('');
}

/** A data path written as a schema place: list indexes become `[…]`. */
function placeOf(path: readonly (string | number)[]): string {
  return joined(path.map((p) => (typeof p === 'number' ? '[…]' : p)));
}

const cache = new WeakMap<object, { families: Branch[]; places: Map<SchemaNode, Map<string, string[][]>> }>();

/** `document`: a whole schema document (the bundled ruleset or scenario schema). */
function index(document: object) {
  const root = document as SchemaNode;
  let c = cache.get(root);
  if (!c) {
    const families = branches(root);
    const places = new Map<SchemaNode, Map<string, string[][]>>();
    for (const f of families) places.set(f.schema, keyPlaces(f.schema, root));
    if (families.length === 0) places.set(root, keyPlaces(root, root));
    c = { families, places };
    cache.set(root, c);
  }
  return c;
}

/**
 * Where else `key` is allowed, for an unknown key at `mapPath` (the map it is
 * written in): `speed belongs under move: (move.speed)`, `plyLimit belongs at
 * the top level, not under end:`, or `squares is a tafl key; this is a units ruleset`.
 * Empty when the key is not known anywhere.
 */
export function elsewhere(
  key: string,
  mapPath: readonly (string | number)[],
  data: unknown,
  root: object,
  kind: string,
): { here: string; other: string } {
  const { families, places } = index(root);
  const mine = families.find((f) => f.matches(data));
  const own = places.get(mine?.schema ?? root)?.get(key) ?? [];
  const here = placeOf(mapPath);
  const where = own.filter((p) => joined(p) !== here);
  if (where.length > 0) {
    const top = where.find((p) => p.length === 0);
    if (top) return { here: `${key} belongs at the top level, not under ${here}`, other: '' };
    const shown = where.slice(0, 3);
    const parents = shown
      .map((p) => (p.at(-1) === '[…]' ? `an item of ${joined(p.slice(0, -1))}:` : `${joined(p)}:`))
      .join(' or ');
    return {
      here: `${key} belongs ${shown[0].at(-1) === '[…]' ? 'in' : 'under'} ${parents} (${shown.map((p) => joined([...p, key])).join(', ')})`,
      other: '',
    };
  }
  if (!mine) return { here: '', other: '' };
  const others = families.filter((f) => f !== mine && places.get(f.schema)?.has(key));
  if (others.length === 0) return { here: '', other: '' };
  return { here: '', other: `${key} is a ${wordList(others.map((f) => f.id))} key; this is a ${mine.id} ${kind}` };
}
