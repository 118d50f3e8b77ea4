/**
 * The semantic diff of two rulesets of one family: parameter by parameter, in
 * the designer's words taken from the schema, over the rules as the loader
 * completes them (every default filled in), so a key left out and a key
 * written with its default value are the same. Tables (maps keyed by class,
 * value, piece type …) are diffed entry by entry (`move.speed.1`); lists whose
 * schema says their items are unique are compared as sets; the start position
 * is compared as a position (the pieces it places), not as the text that
 * places them; the title and description are listed apart.
 *
 * Pure: it reads the bundled ruleset schema and two rules objects, nothing else.
 */
import { resolved } from '../loader/schema-keys';
import { written } from '../words';

export interface DiffEntry {
  /** Dotted path of the parameter; a table entry adds its key (`move.speed.1`). */
  path: string;
  /** The value in ruleset A (`undefined` where A has no such entry). */
  a: unknown;
  b: unknown;
  /** The difference in words: "speed of class 1: 4 → 3", "piece types: king added (side: defenders, royal, …)". */
  text: string;
  /** `rule` for a parameter of play, `position` for the start position, `text` for the title and description. */
  kind: 'rule' | 'position' | 'text';
}

/** A piece or die on the start position, as `Game.view` lists it (every attribute compared). */
export interface PlacedPiece {
  readonly at: string;
}

export interface DiffSide {
  rules: Readonly<Record<string, unknown>>;
  /** The pieces (and dice) of the start position, for comparing positions; omit to compare the keys as written. */
  start?: readonly PlacedPiece[];
}

type Schema = Record<string, unknown>;

/** Keys that write the start position; compared as positions when both sides give `start`. */
const POSITION_KEYS = new Set(['setup', 'layout']);
/** Keys listed apart: they describe the rules without changing play. */
const TEXT_KEYS = new Set(['title', 'description']);

/** Every difference between A and B, in schema order; both must be of `family` (the caller checks). */
export function semanticDiff(bundledSchema: Schema, family: string, a: DiffSide, b: DiffSide): DiffEntry[] {
  const defs = (bundledSchema.definitions ?? {}) as Record<string, Schema>;
  // The loader's reading of a `$ref`: the keys written beside it (a title, enum labels) win over the definition's.
  const resolve = (s: Schema | undefined): Schema => resolved(s ?? {}, bundledSchema);
  const out: DiffEntry[] = [];
  const common = (bundledSchema.properties ?? {}) as Record<string, Schema>;
  const own = (resolve(defs[family]).properties ?? {}) as Record<string, Schema>;
  const keys = [...new Set([...Object.keys(common).filter((k) => k !== 'family'), ...Object.keys(own)])];
  const words = new Words(resolve);
  let positionDone = false;
  for (const key of keys) {
    const schema = resolve(own[key] ?? common[key]);
    if (POSITION_KEYS.has(key) && a.start && b.start) {
      if (!positionDone) diffPositions(a.start, b.start, out);
      positionDone = true;
      continue;
    }
    const kind = TEXT_KEYS.has(key) ? 'text' : 'rule';
    walk(
      { path: key, schema, kind, title: kind === 'text' ? key : titleOf(schema, key), of: '', words },
      a.rules[key],
      b.rules[key],
      out,
    );
  }
  return out;
}

/** Where the walk stands: the parameter, its schema, and how its diff line names it. */
interface At {
  path: string;
  schema: Schema;
  kind: DiffEntry['kind'];
  /** The parameter's title ("speed"). */
  title: string;
  /** The table entries it lies in (" of class 1", " of winner class 1, loser class 4"), or ''. */
  of: string;
  words: Words;
}

function walk(at: At, va: unknown, vb: unknown, out: DiffEntry[]): void {
  if (equal(va, vb)) return;
  const { path, schema, kind, words } = at;
  const label = at.title + at.of;
  const props = schema.properties as Record<string, Schema> | undefined;
  if (props && isMap(va) && isMap(vb)) {
    for (const [k, sub] of Object.entries(props)) {
      const s = words.resolve(sub);
      walk({ ...at, path: `${path}.${k}`, schema: s, title: titleOf(s, k) }, va[k], vb[k], out);
    }
    return;
  }
  const entries = schema.additionalProperties;
  if (
    !props &&
    entries &&
    typeof entries === 'object' &&
    (isMap(va) || va === undefined) &&
    (isMap(vb) || vb === undefined)
  ) {
    const ma = va ?? {},
      mb = vb ?? {};
    const entry = words.resolve(entries as Schema);
    const noun = keyNoun(schema.propertyNames as Schema | undefined, words.resolve);
    // "speed: class 5 added", but "piece types: king added": a named record (an object entry) by its name alone
    const named = (k: string) => (noun && !entry.properties ? `${noun} ${k}` : k);
    for (const k of sortedKeys([...Object.keys(ma), ...Object.keys(mb)])) {
      if (!Object.hasOwn(ma, k) || !Object.hasOwn(mb, k)) {
        const [v, change] = Object.hasOwn(mb, k) ? [mb[k], 'added'] : [ma[k], 'removed'];
        out.push({
          path: `${path}.${k}`,
          a: ma[k],
          b: mb[k],
          kind,
          text: `${label}: ${named(k)} ${change} (${words.of(entry, v)})`,
        });
        continue;
      }
      const entryName = noun ? `${noun} ${k}` : k;
      const of = at.of ? `${at.of}, ${entryName}` : ` of ${entryName}`;
      walk({ ...at, path: `${path}.${k}`, schema: entry, of }, ma[k], mb[k], out);
    }
    return;
  }
  if (props && (va === undefined || vb === undefined)) {
    const [v, change] = va === undefined ? [vb, 'added'] : [va, 'removed'];
    out.push({ path, a: va, b: vb, kind, text: `${label}: ${change} (${words.of(schema, v)})` });
    return;
  }
  if (schema.uniqueItems === true && Array.isArray(va) && Array.isArray(vb)) {
    const added = vb.filter((x) => !va.some((y) => equal(x, y)));
    const removed = va.filter((x) => !vb.some((y) => equal(x, y)));
    if (added.length === 0 && removed.length === 0) return; // the same set in another order
    const items = words.resolve(schema.items as Schema | undefined);
    const list = (xs: unknown[]) => xs.map((x) => words.of(items, x)).join(', ');
    // the items on one side only, where the two sets share some (else the arrow already says it)
    const shared = added.length < vb.length;
    const parts = [removed.length ? `without ${list(removed)}` : '', added.length ? `with ${list(added)}` : ''].filter(
      Boolean,
    );
    out.push({
      path,
      a: va,
      b: vb,
      kind,
      text: `${label}: ${words.of(schema, va)} → ${words.of(schema, vb)}${shared ? ` (${parts.join('; ')})` : ''}`,
    });
    return;
  }
  const text =
    kind !== 'text'
      ? `${label}: ${words.of(schema, va)} → ${words.of(schema, vb)}`
      : typeof va === 'string' && typeof vb === 'string' && va.length + vb.length <= 160
        ? `${label}: "${va}" → "${vb}"`
        : `${label} changed`;
  out.push({ path, a: va, b: vb, kind, text });
}

function diffPositions(a: readonly PlacedPiece[], b: readonly PlacedPiece[], out: DiffEntry[]): void {
  const key = (p: PlacedPiece) => JSON.stringify(Object.entries(p).sort(([x], [y]) => (x < y ? -1 : 1)));
  const ka = new Set(a.map(key)),
    kb = new Set(b.map(key));
  const removed = a.filter((p) => !kb.has(key(p)));
  const added = b.filter((p) => !ka.has(key(p)));
  if (removed.length === 0 && added.length === 0) return;
  const piece = (p: PlacedPiece) =>
    `${p.at}: ${Object.entries(p)
      .filter(([k]) => k !== 'at')
      .map(([, v]) => String(v))
      .join(' ')}`;
  const parts = [
    removed.length ? `only in A: ${removed.map(piece).join(', ')}` : '',
    added.length ? `only in B: ${added.map(piece).join(', ')}` : '',
  ].filter(Boolean);
  out.push({ path: 'setup', a: removed, b: added, kind: 'position', text: `start position: ${parts.join('; ')}` });
}

/**
 * A parameter's name in a diff line: the `title` of its resolved schema (every family property has
 * one, written beside a `$ref` or in the definition it points to; a test checks it), else its key.
 */
function titleOf(schema: Schema, key: string): string {
  return typeof schema.title === 'string' ? schema.title : key;
}

/** What a table's keys are: the `title` of its `propertyNames` ("class", "winner class", "piece type"), or ''. */
function keyNoun(names: Schema | undefined, resolve: (s: Schema | undefined) => Schema): string {
  const title = resolve(names).title;
  return typeof title === 'string' ? title : '';
}

/**
 * The short label of an enum value: its `markdownEnumDescriptions` entry up to the first " — "
 * (the house convention: "label — detail", so the editor's hover reads "`exact`: exactly its
 * speed — …"), else the value itself.
 */
export function enumLabel(schema: Schema, v: unknown): string | undefined {
  const values = schema.enum as unknown[] | undefined;
  const labels = schema.markdownEnumDescriptions as string[] | undefined;
  const i = values ? values.findIndex((x) => x === v) : -1;
  return i >= 0 && labels?.[i] ? labels[i].split(' — ')[0] : undefined;
}

/** Values in words, by their schema: enum labels, yes/no, lists, and objects as "title: value" pairs. */
class Words {
  constructor(readonly resolve: (s: Schema | undefined) => Schema) {}

  of(schemaIn: Schema | undefined, v: unknown): string {
    if (v === undefined) return '(none)';
    const schema = this.branchFor(this.resolve(schemaIn), v);
    const label = enumLabel(schema, v);
    if (label !== undefined) return label;
    if (typeof v === 'boolean') return v ? 'yes' : 'no';
    if (Array.isArray(v)) {
      if (v.length === 0) return 'none';
      const items = this.resolve(schema.items as Schema | undefined);
      return v.map((x) => (isMap(x) ? `(${this.of(items, x)})` : this.of(items, x))).join(', ');
    }
    if (isMap(v)) return this.pairs(schema, v);
    return written(v);
  }

  /** An object compactly: "side: defenders, royal, strength: 4 sides" (a true flag by its title, a false one left out). */
  private pairs(schema: Schema, v: Record<string, unknown>): string {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const entry = schema.additionalProperties as Schema | undefined;
    const order = schema.properties
      ? [
          ...Object.keys(props).filter((k) => Object.hasOwn(v, k)),
          ...Object.keys(v).filter((k) => !Object.hasOwn(props, k)),
        ]
      : sortedKeys(Object.keys(v));
    const parts: string[] = [];
    for (const k of order) {
      const own = Object.hasOwn(props, k) ? props[k] : undefined;
      const s = this.resolve(own ?? (typeof entry === 'object' ? entry : undefined));
      const name = own ? titleOf(s, k) : k;
      if (v[k] === true && enumLabel(s, true) === undefined) parts.push(name);
      else if (v[k] !== false) parts.push(`${name}: ${this.of(s, v[k])}`);
    }
    if (parts.length === 0) return 'nothing set';
    return parts.join(parts.some((p) => p.includes(', ')) ? '; ' : ', ');
  }

  /** The `anyOf` branch a value belongs to (a placement order is `rotation` or a list), or the schema itself. */
  private branchFor(schema: Schema, v: unknown): Schema {
    const branches = schema.anyOf as Schema[] | undefined;
    if (!branches) return schema;
    const found = branches
      .map((b) => this.resolve(b))
      .find((b) => (Array.isArray(b.enum) ? b.enum.includes(v) : b.type === 'array' ? Array.isArray(v) : false));
    return found ?? schema;
  }
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sortedKeys(keys: string[]): string[] {
  return [...new Set(keys)].sort((x, y) =>
    /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0,
  );
}

function equal(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => equal(v, y[i]));
  if (isMap(x) && isMap(y)) {
    const kx = Object.keys(x),
      ky = Object.keys(y);
    return kx.length === ky.length && kx.every((k) => Object.hasOwn(y, k) && equal(x[k], y[k]));
  }
  return false;
}
