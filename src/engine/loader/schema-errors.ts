/**
 * Turns ajv's errors into sentences a designer can act on, each pointing at
 * the offending line: unknown keys get "did you mean" or the place they
 * belong, enums list the choices, ranges say which numbers are allowed and
 * what was found. One mistake gives one message: the errors a mistake causes
 * beside the one that names it (the other branches of an `anyOf`, a missing
 * key that was only misspelled) are left out.
 */
import type { DefinedError, ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { isMap, isScalar } from 'yaml';
import { SQUARE_PATTERN, squareNameProblem } from '../grid';
import { written } from '../words';
import { RULESET_SCHEMA, SCENARIO_SCHEMA } from './ajv';
import {
  capDiagnostics,
  excerpt,
  formatDiagnostic,
  MAX_PROBLEMS_PER_FILE,
  moreProblems,
  uniqueDiagnostics,
  type Diagnostic,
} from './diagnostics';
import { elsewhere, pathFromPointer, resolved, type SchemaNode } from './schema-keys';
import { diagnosticAt, nodeAt, pairIndex, type Path, type YamlSource } from './yaml-source';

export { pathFromPointer };

export function pathText(path: Path): string {
  if (path.length === 0) return 'the document';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? excerpt(p) : `.${excerpt(p)}`)).join('');
}

function shown(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(excerpt(v));
  if (v === null) return 'nothing (null)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a map';
  return written(v);
}

const DOCUMENT_KINDS = {
  ruleset: { key: 'family', keys: 'family:, title:, …', other: 'scenario', schema: RULESET_SCHEMA },
  scenario: { key: 'ruleset', keys: 'ruleset:, actions:, expect:, …', other: 'ruleset', schema: SCENARIO_SCHEMA },
} as const;

/** A file with nothing in it but blank lines and comments. */
function isEmpty(src: YamlSource): boolean {
  const top = src.doc.contents;
  return top == null || (isScalar(top) && top.value == null && (top.source ?? '') === '');
}

/**
 * A ruleset or scenario must be a map at the top level, and a file of the
 * other kind (a scenario given where a ruleset is expected) is named as such
 * rather than buried under one "unknown key" per line.
 */
export function documentProblem(src: YamlSource, kind: keyof typeof DOCUMENT_KINDS): Diagnostic | null {
  const data = src.data;
  const want = DOCUMENT_KINDS[kind];
  if (data == null && isEmpty(src)) {
    const root = resolved(want.schema, want.schema);
    const first = (root.required ?? [])
      .map((k) => `${k}: ${expectedValue(root.properties?.[k], want.schema)}`)
      .join(', ');
    return diagnosticAt(
      src,
      [],
      `the file is empty (or has only comments); expected ${first}, then the rest of the ${kind}`,
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return diagnosticAt(
      src,
      [],
      `a ${kind} must be a map of keys; expected "key: value" lines (${want.keys}); found ${shown(data)}`,
    );
  }
  const other = DOCUMENT_KINDS[want.other];
  if (!(want.key in data) && other.key in data) {
    return diagnosticAt(
      src,
      [other.key],
      `this is a ${want.other} (it has ${other.key}:), not a ${kind}; expected a ${kind} (${want.keys})`,
      true,
    );
  }
  return null;
}

/** Where the letters of `short` are found in order in `long` (summed), or -1 when they are not. */
function subsequenceAt(short: string, long: string): number {
  let at = 0;
  let sum = 0;
  for (const ch of short) {
    const i = long.indexOf(ch, at);
    if (i < 0) return -1;
    sum += i;
    at = i + 1;
  }
  return sum;
}

/**
 * The choice `word` was most likely meant to be: the same in other letter
 * case, a near miss (a letter or two off), or an abbreviation written out
 * (`east` for `e`, `northeast` for `ne`).
 */
export function nearest(word: string, choices: readonly string[]): string | undefined {
  // Nobody misspells a choice into a hundred letters; comparing them would only cost time.
  if (choices.length === 0 || word.length > 100) return undefined;
  const lower = word.toLowerCase();
  const sameLetters = choices.find((c) => c.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  const best = closest(word, choices);
  if (distance(word, best) <= Math.max(2, Math.floor(best.length / 3))) return best;
  // The longest abbreviation whose letters come first: `southwest` is sw, not se.
  const spelledOut = choices
    .map((c) => ({ c, at: subsequenceAt(c.toLowerCase(), lower) }))
    .filter(({ c, at }) => c.length <= 2 && c.length < lower.length && lower[0] === c[0].toLowerCase() && at >= 0)
    .sort((a, b) => b.c.length - a.c.length || a.at - b.at);
  return spelledOut[0]?.c;
}

function didYouMean(word: string, choices: readonly string[]): string {
  const best = nearest(word, choices);
  return best === undefined ? '' : ` Did you mean "${best}"?`;
}

/** Every choice or key, never cut short: the one a designer is looking for may be the last. */
function list(items: readonly unknown[]): string {
  return items.map((i) => (typeof i === 'string' ? i : JSON.stringify(i))).join(', ');
}

function typeWord(t: unknown): string {
  const words: Record<string, string> = {
    integer: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    object: 'a map of keys',
    array: 'a list',
    null: 'nothing',
  };
  return Array.isArray(t) ? t.map(typeWord).join(' or ') : (words[String(t)] ?? String(t));
}

function entries(v: unknown): number {
  return v && typeof v === 'object' ? Object.keys(v).length : 0;
}

/** What a schema asks for, in words: its enum, its pattern's description, or its type. */
function expectedValue(raw: unknown, root: object): string {
  const schema = resolved(raw, root);
  if (Array.isArray(schema.enum)) return `one of ${list(schema.enum)}`;
  if (schema.patternDescription) return String(schema.patternDescription);
  const what = schema.type ? typeWord(schema.type) : 'a value';
  // The description's first sentence says what the value means ("e.g." does not end it).
  const means = typeof schema.description === 'string' ? schema.description.split(/(?<!e\.g|i\.e)\.\s/)[0] : '';
  return means && means.length <= 160 ? `${what} (${means.replace(/\.$/, '')})` : what;
}

/**
 * What is wrong with a text that fails a pattern, and what it should be: a
 * near match is offered (other letter case, no spaces: `C8` → "c8"), a square
 * says why it is none (rank 0); otherwise only the pattern's description.
 */
function patternHint(value: unknown, pattern: string, expected: string): string {
  if (typeof value === 'string') {
    const re = new RegExp(pattern, 'u');
    for (const guess of [value.toLowerCase(), value.replace(/\s+/g, ''), value.toLowerCase().replace(/\s+/g, '')]) {
      if (guess !== value && re.test(guess))
        return `is not valid. Did you mean "${excerpt(guess)}"? Expected ${expected}`;
    }
    const why = pattern === SQUARE_PATTERN ? squareNameProblem(value) : undefined;
    if (why) return `is not a square: ${why}; expected ${expected}`;
  }
  return `is not valid; expected ${expected}`;
}

/** How an error reads; `ctx` tells where it is (the data path, the whole document) for the messages that look around. */
interface Context {
  path: Path;
  data: unknown;
  root: object;
  /** The type this enum's schema asks for, when the value is of another (`losingAttack: true`). */
  wrongType?: unknown;
}

/** The schema object an error's keyword is in (ajv types it as a record of anything; `verbose` gives it). */
function parentOf(e: ErrorObject): SchemaNode {
  return (e.parentSchema ?? {}) as SchemaNode;
}

function unknownKey(fullName: string, e: DefinedError, ctx: Context): string {
  const name = excerpt(fullName);
  const schema = parentOf(e);
  const allowed = Object.keys(schema.properties ?? {});
  const map = valueAt(ctx.data, ctx.path) as Record<string, unknown> | undefined;
  const guess = nearest(fullName, allowed);
  const keys = `Expected one of: ${list(allowed)}`;
  // A required key written wrong is a typo, whatever else the word could be.
  const typoOfRequired = guess !== undefined && (schema.required ?? []).includes(guess) && !(map && guess in map);
  const { here, other } = typoOfRequired
    ? { here: '', other: '' }
    : elsewhere(fullName, ctx.path, ctx.data, ctx.root, ctx.root === RULESET_SCHEMA ? 'ruleset' : 'file');
  if (here) return `unknown key "${name}" here; ${here}. ${keys}`;
  if (guess !== undefined) return `unknown key "${name}". Did you mean "${guess}"? ${keys}`;
  if (other) return `unknown key "${name}": ${other}. ${keys}`;
  return `unknown key "${name}". ${keys}`;
}

function describe(
  e: DefinedError,
  value: unknown,
  ctx: Context,
): { message: string; key?: boolean; extra?: string | number } {
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      return { message: unknownKey(name, e, ctx), key: true, extra: name };
    }
    case 'required': {
      const name = String(e.params.missingProperty);
      return {
        message: `missing key "${name}" (required); expected ${name}: ${expectedValue(parentOf(e).properties?.[name], ctx.root)}`,
      };
    }
    case 'type':
      return { message: `expected ${typeWord(e.params.type)}; found ${shown(value)}` };
    case 'enum': {
      const allowed: unknown[] = e.params.allowedValues;
      if (ctx.wrongType !== undefined) {
        // `strength: "2"` for 2: the choice is right, its type is not; say both.
        const lookalike = allowed.some((v) => written(v) === written(value));
        const choices = `one of: ${list(allowed)}`;
        return {
          message: `expected ${lookalike ? `${typeWord(ctx.wrongType)} (${choices})` : choices}; found ${shown(value)}`,
        };
      }
      const hint = typeof value === 'string' ? didYouMean(value, allowed.map(written)) : '';
      return { message: `${shown(value)} is not allowed.${hint} Expected one of: ${list(allowed)}` };
    }
    case 'const':
      return { message: `expected ${shown(e.params.allowedValue)}; found ${shown(value)}` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { message: `expected a number ${e.params.comparison} ${e.params.limit}; found ${shown(value)}` };
    case 'minItems':
      return {
        message: `expected at least ${e.params.limit} item${e.params.limit === 1 ? '' : 's'}; found ${Array.isArray(value) ? value.length : 0}`,
      };
    case 'maxItems':
      return { message: `expected at most ${e.params.limit} items; found ${Array.isArray(value) ? value.length : 0}` };
    case 'minProperties':
      return {
        message: `expected at least ${e.params.limit} entr${e.params.limit === 1 ? 'y' : 'ies'}; found ${entries(value)}`,
      };
    case 'maxProperties':
      return { message: `expected at most ${e.params.limit} entries; found ${entries(value)}` };
    case 'minLength':
      return {
        message: `expected text of at least ${e.params.limit} character${e.params.limit === 1 ? '' : 's'}; found ${shown(value)}`,
      };
    case 'maxLength':
      return { message: `expected text of at most ${e.params.limit} characters; found ${String(value).length}` };
    case 'uniqueItems': {
      // Pointed at the second one: that is the one to remove or change.
      const [first, second] = [Math.min(e.params.i, e.params.j), Math.max(e.params.i, e.params.j)];
      const item: unknown = Array.isArray(value) ? value[second] : undefined;
      const what =
        item !== null && typeof item !== 'object'
          ? `${shown(item)} is listed twice`
          : `item ${second + 1} is the same as item ${first + 1}`;
      return { message: `${what}; expected each item once`, extra: second };
    }
    case 'pattern': {
      const hint = parentOf(e).patternDescription ?? `text matching ${e.params.pattern}`;
      return { message: `${shown(value)} ${patternHint(value, e.params.pattern, hint)}` };
    }
    default:
      return {
        message: `${e.message ?? `fails the ${e.keyword} rule`}; expected ${expectedValue(e.parentSchema, ctx.root)}`,
      };
  }
}

function valueAt(data: unknown, path: Path): unknown {
  let v = data;
  for (const seg of path) v = v == null ? undefined : (v as Record<string | number, unknown>)[seg];
  return v;
}

/** An extra message that replaces some of ajv's errors. */
interface Replacement {
  at: Path;
  text: string;
  key?: boolean;
}

const within = (outer: string, inner: string): boolean => inner === outer || inner.startsWith(`${outer}/`);

/**
 * The branches of an `anyOf`/`oneOf` each say why the value is not theirs;
 * only one was meant. A branch with a near miss (a choice or key a letter
 * off) was meant; a branch the value is not even the type of was not, when
 * another is; when the value is no branch's type, one message lists them all.
 */
function pruneBranches(
  errors: readonly DefinedError[],
  data: unknown,
  drop: Set<DefinedError>,
  add: Replacement[],
): void {
  const groups = new Map<DefinedError, Map<number, DefinedError[]>>();
  const combinators = new Map<string, DefinedError>();
  for (const c of errors) {
    const at = `${c.schemaPath}\0${c.instancePath}`;
    if ((c.keyword === 'anyOf' || c.keyword === 'oneOf') && !combinators.has(at)) combinators.set(at, c);
  }
  // The anyOf/oneOf the error is a branch of: the one at the nearest enclosing data path.
  const ownerOf = (schemaPath: string, instancePath: string): DefinedError | undefined => {
    for (let p = instancePath; ; p = p.slice(0, p.lastIndexOf('/'))) {
      const c = combinators.get(`${schemaPath}\0${p}`);
      if (c || p === '') return c;
    }
  };
  for (const e of errors) {
    const m = /^(.*\/(?:anyOf|oneOf))\/(\d+)(?:\/|$)/.exec(e.schemaPath);
    if (!m) continue;
    const owner = ownerOf(m[1], e.instancePath);
    if (!owner) continue;
    const branches = groups.get(owner) ?? new Map<number, DefinedError[]>();
    groups.set(owner, branches);
    branches.set(Number(m[2]), [...(branches.get(Number(m[2])) ?? []), e]);
  }
  for (const [owner, branches] of groups) {
    if (branches.size < 2) continue;
    const all = [...branches.values()];
    const near = all.filter((b) => b.some((e) => isNearMiss(e, data)));
    const typeOnly = (b: DefinedError[]) =>
      b.some((e) => e.keyword === 'type') &&
      b.every((e) => e.instancePath === owner.instancePath && ['type', 'enum', 'const'].includes(e.keyword));
    const noise = near.length > 0 ? all.filter((b) => !near.includes(b)) : all.filter(typeOnly);
    for (const b of noise) for (const e of b) drop.add(e);
    if (near.length === 0 && noise.length === all.length) {
      const value = valueAt(data, pathFromPointer(owner.instancePath, data));
      const wants = all.map((b) => {
        const choice = b.find((e) => e.keyword === 'enum' || e.keyword === 'const');
        if (choice?.keyword === 'enum') return list(choice.params.allowedValues);
        if (choice?.keyword === 'const') return shown(choice.params.allowedValue);
        return typeWord(b.find((e) => e.keyword === 'type')?.params.type);
      });
      const path = pathFromPointer(owner.instancePath, data);
      add.push({ at: path, text: `${pathText(path)}: expected ${wants.join(' or ')}; found ${shown(value)}` });
    }
  }
}

function isNearMiss(e: DefinedError, data: unknown): boolean {
  if (e.keyword === 'enum') {
    const value = valueAt(data, pathFromPointer(e.instancePath, data));
    const allowed: unknown[] = e.params.allowedValues;
    return typeof value === 'string' && nearest(value, allowed.map(written)) !== undefined;
  }
  if (e.keyword === 'additionalProperties')
    return nearest(e.params.additionalProperty, Object.keys(parentOf(e).properties ?? {})) !== undefined;
  return false;
}

/**
 * A required key written with a typo is one mistake: the unknown key says
 * "did you mean", the missing one is not reported too. Where the schema
 * reports no unknown key (the root schema, which only knows `family`), the
 * misspelled key is named here.
 */
function misspelledRequired(
  errors: readonly DefinedError[],
  data: unknown,
  root: object,
  drop: Set<DefinedError>,
  add: Replacement[],
): void {
  const unknownKeys = new Set(
    errors.flatMap((u) =>
      u.keyword === 'additionalProperties' ? [`${u.instancePath}\0${u.params.additionalProperty}`] : [],
    ),
  );
  for (const e of errors) {
    if (e.keyword !== 'required' || drop.has(e)) continue;
    const name = e.params.missingProperty;
    const path = pathFromPointer(e.instancePath, data);
    const map = valueAt(data, path);
    const properties = parentOf(e).properties ?? {};
    if (!map || typeof map !== 'object') continue;
    const typo = Object.keys(map).find((k) => !(k in properties) && nearest(k, Object.keys(properties)) === name);
    if (typo === undefined) continue;
    drop.add(e);
    const reported = unknownKeys.has(`${e.instancePath}\0${typo}`);
    if (!reported) {
      const at = [...path, typo];
      add.push({
        at,
        key: true,
        text: `${pathText(at)}: unknown key "${excerpt(typo)}". Did you mean "${name}"? (${name} is required; expected ${name}: ${expectedValue(properties[name], root)})`,
      });
    }
  }
}

/**
 * `{ value: 6, at: 0,0 }`: in a flow map a comma ends an entry, so an
 * unquoted `0,0` is read as `at: 0` and a key `0`. When the two pieces joined
 * by the comma are what the key expects, one message says to quote it.
 */
function splitByComma(
  src: YamlSource,
  errors: readonly DefinedError[],
  root: object,
  drop: Set<DefinedError>,
  add: Replacement[],
): void {
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const name = e.params.additionalProperty;
    if (!/^-?\d+$/.test(name)) continue;
    const path = pathFromPointer(e.instancePath, src.data);
    const node = nodeAt(src, path);
    if (!isMap(node) || !node.flow) continue;
    const i = pairIndex(node, name);
    const pair = node.items[i];
    const before = node.items[i - 1];
    if (
      !pair ||
      !before ||
      pair.value != null ||
      !isScalar(pair.key) ||
      !isScalar(before.key) ||
      !isScalar(before.value)
    )
      continue;
    const [value, key] = [before.value, pair.key];
    if (!value.range || !key.range || value.range[1] + 1 !== key.range[0]) continue;
    const sibling = String(before.key.value);
    const schema = resolved(parentOf(e).properties?.[sibling], root);
    const text = `${value.source},${key.source}`;
    // The schema's own pattern, never one built from the file.
    if (schema?.type !== 'string' || (schema.pattern && !new RegExp(schema.pattern, 'u').test(text))) continue;
    const at = [...path, sibling];
    drop.add(e);
    for (const other of errors) if (within(`${e.instancePath}/${sibling}`, other.instancePath)) drop.add(other);
    add.push({
      at,
      text: `${pathText(at)}: write it in quotes: ${sibling}: "${excerpt(text)}" (inside { }, a comma ends an entry, so ${sibling}: ${excerpt(text)} reads as ${sibling}: ${excerpt(value.source ?? '')} and a key ${excerpt(key.source ?? '')}); expected ${expectedValue(schema, root)}`,
    });
  }
}

const COMBINATORS = new Set(['anyOf', 'oneOf', 'if', 'then', 'allOf', 'not', 'propertyNames']);

/**
 * One diagnostic per real problem. Errors of the combinators (anyOf, oneOf,
 * if/then, propertyNames) only repeat their branches' errors, so they are
 * dropped; so is a type error beside an enum or const of the same schema
 * (`losingAttack: true` lists the choices), the branches of an anyOf that
 * were not meant, and a missing key that is written misspelled.
 * `root` is the schema document the errors come from, to resolve its `$ref`s.
 */
export function schemaDiagnostics(
  src: YamlSource,
  validatorErrors: readonly ErrorObject[],
  data: unknown,
  root: object,
): Diagnostic[] {
  // Our schemas use ajv's own keywords only, so every error is one of the kinds ajv types by keyword.
  const errors = validatorErrors as readonly DefinedError[];
  const drop = new Set<DefinedError>();
  const add: Replacement[] = [];
  splitByComma(src, errors, root, drop, add);
  pruneBranches(errors, data, drop, add);
  misspelledRequired(errors, data, root, drop, add);
  const kept = errors.filter((e) => !drop.has(e));
  const parent = (e: DefinedError) => `${e.instancePath} ${e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/'))}`;
  const choices = new Set(kept.filter((e) => e.keyword === 'enum' || e.keyword === 'const').map(parent));
  const wrongType = new Map(kept.flatMap((e) => (e.keyword === 'type' ? [[parent(e), e.params.type] as const] : [])));
  const out: Diagnostic[] = uniqueDiagnostics(add.map((r) => diagnosticAt(src, r.at, r.text, r.key)));
  const listed = new Set(out.map(formatDiagnostic));
  let more: { first: Diagnostic; count: number } | undefined;
  for (const e of kept) {
    if (COMBINATORS.has(e.keyword)) continue;
    // The choices say more than the type: `expected one of: allowed, forbidden; found true`.
    if (e.keyword === 'type' && choices.has(parent(e))) continue;
    const path = pathFromPointer(e.instancePath, data);
    // Past the problems a file lists, the rest are only counted: wording 100,000 of them takes seconds.
    if (out.length >= MAX_PROBLEMS_PER_FILE) {
      if (more) more.count++;
      else {
        const key = e.keyword === 'additionalProperties' ? e.params.additionalProperty : e.propertyName;
        more = { first: diagnosticAt(src, key === undefined ? path : [...path, key], '', key !== undefined), count: 1 };
      }
      continue;
    }
    // An error inside `propertyNames` is about a key of the map at `path`, not about the map.
    const badKey = e.propertyName;
    const ctx: Context = { path, data, root, wrongType: wrongType.get(parent(e)) };
    const { message, key, extra } = describe(e, badKey ?? valueAt(data, path), ctx);
    const name = extra ?? badKey;
    const at = name === undefined ? path : [...path, name];
    const shownAt = typeof extra === 'number' ? path : at;
    const text = badKey === undefined ? `${pathText(shownAt)}: ${message}` : `${pathText(path)}: key ${message}`;
    // A required key a variant removed (`key: ~`) is missing where the removal is written (see extends.ts).
    const place = e.keyword === 'required' && src.bases ? [...at, e.params.missingProperty] : at;
    const d = diagnosticAt(src, place, text, key || badKey !== undefined);
    const shown = formatDiagnostic(d);
    if (listed.has(shown)) continue;
    listed.add(shown);
    out.push(d);
  }
  if (more) out.push(moreProblems(more.first, more.count));
  if (out.length === 0 && errors.length > 0) {
    const e = errors[0];
    const path = pathFromPointer(e.instancePath, data);
    out.push(
      diagnosticAt(
        src,
        path,
        `${pathText(path)}: ${e.message ?? 'is not valid'}; expected ${expectedValue(e.parentSchema, root)}`,
      ),
    );
  }
  return capDiagnostics(out);
}
