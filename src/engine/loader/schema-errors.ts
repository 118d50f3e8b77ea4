/**
 * Turns ajv's errors into sentences a designer can act on, each pointing at
 * the offending line: unknown keys get "did you mean", enums list the choices,
 * ranges say which numbers are allowed and what was found.
 */
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { uniqueDiagnostics, type Diagnostic } from './diagnostics';
import { diagnosticAt, type Path, type YamlSource } from './yaml-source';

export function pathFromPointer(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function pathText(path: Path): string {
  if (path.length === 0) return 'the document';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function shown(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null) return 'nothing (null)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a map';
  return String(v);
}

const DOCUMENT_KINDS = {
  ruleset: { key: 'family', keys: 'family:, title:, …', other: 'scenario' },
  scenario: { key: 'ruleset', keys: 'ruleset:, actions:, expect:, …', other: 'ruleset' },
} as const;

/**
 * A ruleset or scenario must be a map at the top level, and a file of the
 * other kind (a scenario given where a ruleset is expected) is named as such
 * rather than buried under one "unknown key" per line.
 */
export function documentProblem(src: YamlSource, kind: keyof typeof DOCUMENT_KINDS): Diagnostic | null {
  const data = src.data;
  const want = DOCUMENT_KINDS[kind];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return diagnosticAt(src, [], `a ${kind} must be a map of keys; expected "key: value" lines (${want.keys}); found ${shown(data)}`);
  }
  const other = DOCUMENT_KINDS[want.other];
  if (!(want.key in data) && other.key in data) {
    return diagnosticAt(src, [other.key], `this is a ${want.other} (it has ${other.key}:), not a ${kind}; expected a ${kind} (${want.keys})`, true);
  }
  return null;
}

function didYouMean(word: string, choices: readonly string[]): string {
  if (choices.length === 0) return '';
  const best = closest(word, choices as string[]);
  return distance(word, best) <= Math.max(2, Math.floor(best.length / 3)) ? ` Did you mean "${best}"?` : '';
}

function list(items: readonly unknown[]): string {
  const names = items.map((i) => (typeof i === 'string' ? i : JSON.stringify(i)));
  return names.length > 12 ? `${names.slice(0, 12).join(', ')}, …` : names.join(', ');
}

function typeWord(t: unknown): string {
  const words: Record<string, string> = { integer: 'a whole number', number: 'a number', string: 'text', boolean: 'true or false', object: 'a map of keys', array: 'a list', null: 'nothing' };
  return Array.isArray(t) ? t.map(typeWord).join(' or ') : words[String(t)] ?? String(t);
}

function entries(v: unknown): number {
  return v && typeof v === 'object' ? Object.keys(v).length : 0;
}

/**
 * A schema with its local `$ref` (`#/definitions/square`) resolved in `root`, the
 * document it came from: a key that only points elsewhere says nothing itself.
 * Keys beside the `$ref` (a description) win over the referenced schema's.
 */
function resolved(schema: any, root: object): any {
  if (typeof schema?.$ref !== 'string' || !schema.$ref.startsWith('#')) return schema;
  const { $ref, ...own } = schema;
  const target = pathFromPointer($ref.slice(1)).reduce<any>((node, key) => node?.[key], root);
  return { ...resolved(target, root), ...own };
}

/** What a schema asks for, in words: its enum, its pattern's description, or its type. */
function expectedValue(raw: any, root: object): string {
  const schema = resolved(raw, root);
  if (Array.isArray(schema?.enum)) return `one of ${list(schema.enum)}`;
  if (schema?.patternDescription) return String(schema.patternDescription);
  const what = schema?.type ? typeWord(schema.type) : 'a value';
  // The description's first sentence says what the value means ("e.g." does not end it).
  const means = typeof schema?.description === 'string' ? schema.description.split(/(?<!e\.g|i\.e)\.\s/)[0] : '';
  return means && means.length <= 160 ? `${what} (${means.replace(/\.$/, '')})` : what;
}

function describe(e: ErrorObject, value: unknown, root: object): { message: string; key?: boolean; extra?: string } {
  const p = e.params as Record<string, any>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const allowed = Object.keys((e.parentSchema as any)?.properties ?? {});
      const name = String(p.additionalProperty);
      return { message: `unknown key "${name}".${didYouMean(name, allowed)} Expected one of: ${list(allowed)}`, key: true, extra: name };
    }
    case 'required': {
      const name = String(p.missingProperty);
      return { message: `missing key "${name}" (required); expected ${name}: ${expectedValue((e.parentSchema as any)?.properties?.[name], root)}` };
    }
    case 'type':
      return { message: `expected ${typeWord(p.type)}; found ${shown(value)}` };
    case 'enum': {
      const hint = typeof value === 'string' ? didYouMean(value, (p.allowedValues as unknown[]).map(String)) : '';
      return { message: `${shown(value)} is not allowed.${hint} Expected one of: ${list(p.allowedValues)}` };
    }
    case 'const':
      return { message: `expected ${shown(p.allowedValue)}; found ${shown(value)}` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { message: `expected a number ${p.comparison} ${p.limit}; found ${shown(value)}` };
    case 'minItems':
      return { message: `expected at least ${p.limit} item${p.limit === 1 ? '' : 's'}; found ${Array.isArray(value) ? value.length : 0}` };
    case 'maxItems':
      return { message: `expected at most ${p.limit} items; found ${Array.isArray(value) ? value.length : 0}` };
    case 'minProperties':
      return { message: `expected at least ${p.limit} entr${p.limit === 1 ? 'y' : 'ies'}; found ${entries(value)}` };
    case 'maxProperties':
      return { message: `expected at most ${p.limit} entries; found ${entries(value)}` };
    case 'minLength':
      return { message: `expected text of at least ${p.limit} character${p.limit === 1 ? '' : 's'}; found ${shown(value)}` };
    case 'maxLength':
      return { message: `expected text of at most ${p.limit} characters; found ${String(value).length}` };
    case 'uniqueItems':
      return { message: `items ${p.j + 1} and ${p.i + 1} are the same; expected each item once` };
    case 'pattern': {
      const hint = (e.parentSchema as any)?.patternDescription ?? `text matching ${p.pattern}`;
      return { message: `${shown(value)} is not valid; expected ${hint}` };
    }
    default:
      return { message: `${e.message ?? `fails the ${e.keyword} rule`}; expected ${expectedValue(e.parentSchema, root)}` };
  }
}

function valueAt(data: unknown, path: Path): unknown {
  let v: any = data;
  for (const seg of path) v = v == null ? undefined : v[seg as any];
  return v;
}

/**
 * One diagnostic per real problem. Errors of the combinators (anyOf, oneOf,
 * if/then, propertyNames) only repeat their branches' errors, so they are
 * dropped when a more specific one exists for the same place; so is an enum
 * or const error beside a type error of the same schema (`family: 3`).
 * `root` is the schema document the errors come from, to resolve its `$ref`s.
 */
export function schemaDiagnostics(src: YamlSource, errors: readonly ErrorObject[], data: unknown, root: object): Diagnostic[] {
  const out: Diagnostic[] = [];
  const combinators = new Set(['anyOf', 'oneOf', 'if', 'then', 'allOf', 'not', 'propertyNames']);
  const parent = (e: ErrorObject) => `${e.instancePath} ${e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/'))}`;
  const wrongType = new Set(errors.filter((e) => e.keyword === 'type').map(parent));
  for (const e of errors) {
    if (combinators.has(e.keyword)) continue;
    if ((e.keyword === 'enum' || e.keyword === 'const') && wrongType.has(parent(e))) continue;
    const path = pathFromPointer(e.instancePath);
    // An error inside `propertyNames` is about a key of the map at `path`, not about the map.
    const badKey = e.propertyName;
    const { message, key, extra } = describe(e, badKey ?? valueAt(data, path), root);
    const name = extra ?? badKey;
    const at = name === undefined ? path : [...path, name];
    const text = badKey === undefined ? `${pathText(at)}: ${message}` : `${pathText(path)}: key ${message}`;
    out.push(diagnosticAt(src, at, text, key || badKey !== undefined));
  }
  if (out.length === 0 && errors.length > 0) {
    const e = errors[0]!;
    const path = pathFromPointer(e.instancePath);
    out.push(diagnosticAt(src, path, `${pathText(path)}: ${e.message ?? 'is not valid'}; expected ${expectedValue(e.parentSchema, root)}`));
  }
  return uniqueDiagnostics(out);
}
