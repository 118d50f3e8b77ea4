/**
 * Variants that say what they change: a ruleset starting with `extends: <id or path>` is its
 * base with its own values laid over it, as JSON Merge Patch (RFC 7396) lays a patch over a
 * document: maps are merged key by key, a key written with no value (`~`, `null`, `key:`)
 * removes the base's entry, and lists and values are replaced whole (a list of pieces or
 * classes is one decision, not a set of additions). No schema key takes null, so a removal
 * cannot be mistaken for a value; a removal of a key the base does not have is reported.
 *
 * The merged ruleset is a `YamlSource` whose `bases` are the base files, nearest first, so
 * every problem found later (schema, meaning) is placed in the file where the wrong value is
 * written: a value inherited from the base in the base file, an override in the variant.
 * Bases are found through the same resolver as a scenario's `ruleset:` (ids are names, paths
 * stay in the project); a missing base, a cycle or a base of another family is a problem at
 * the `extends:` value. Pure: no Node, no DOM.
 */
import { isScalar, parseDocument } from 'yaml';
import { excerpt, type Diagnostic } from './diagnostics';
import { pathText } from './schema-errors';
import type { RulesetResolver } from './resolver';
import { diagnosticAt, parseYaml, type YamlParse, type YamlSource } from './yaml-source';

export const EXTENDS_KEY = 'extends';
/** A chain longer than this is a mistake (or a cycle through renamed copies), not a design. */
export const MAX_BASES = 16;

/** A base as plain data, to carry where files cannot be read (a worker, a bundle): what `ref`, written in `from`, resolved to. */
export interface BaseText {
  ref: string;
  from: string;
  text: string;
  file: string;
  id: string;
}

type Data = Record<string, unknown>;
const isMap = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `base` with `over` laid on it: maps merged key by key, an entry of `over` that is null
 * removing the base's, anything else replaced by `over`'s. `removesNothing` hears the path of
 * each null whose key the base does not have (it is dropped all the same, as RFC 7396 does).
 */
export function mergeOver(
  base: unknown,
  over: unknown,
  removesNothing?: (path: string[]) => void,
  path: readonly string[] = [],
): unknown {
  if (!isMap(over)) return over;
  const target = isMap(base) ? base : {};
  const out: Data = { ...target };
  for (const [k, v] of Object.entries(over)) {
    const has = Object.hasOwn(target, k);
    if (v === null) {
      if (has) Reflect.deleteProperty(out, k);
      else removesNothing?.([...path, k]);
      continue;
    }
    // Defined, not assigned: `out.__proto__ = v` would set the prototype, and the key would vanish instead of being reported.
    Object.defineProperty(out, k, {
      value: mergeOver(has ? target[k] : undefined, v, removesNothing, isMap(v) ? [...path, k] : path),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The `extends:` a parsed ruleset writes: absent, a reference, or a value that is not one. */
function extendsOf(src: YamlSource): { ref: string } | { bad: unknown } | null {
  if (!isMap(src.data) || !Object.hasOwn(src.data, EXTENDS_KEY)) return null;
  const v = src.data[EXTENDS_KEY];
  return typeof v === 'string' && v.trim() !== '' ? { ref: v.trim() } : { bad: v };
}

/** Bases are read on every re-validation (each keystroke in the workbench): each text is parsed once. */
const parsedTexts = new Map<string, YamlParse>();
const PARSED_TEXTS = 16;
function parseBase(text: string, file: string): YamlParse {
  const key = `${file}\0${text}`;
  let r = parsedTexts.get(key);
  if (r) parsedTexts.delete(key);
  else {
    r = parseYaml(text, file);
    if (parsedTexts.size >= PARSED_TEXTS) parsedTexts.delete(parsedTexts.keys().next().value!);
  }
  parsedTexts.set(key, r);
  return r;
}

/** A chain read, or its problems; `bases` holds the bases found (up to the problem). */
export type Chain =
  { ok: true; layers: YamlSource[]; bases: BaseText[] } | { ok: false; diagnostics: Diagnostic[]; bases: BaseText[] };

/**
 * The ruleset `top` and its bases, nearest first, each parsed; or the problems that stop
 * the chain (positioned at the `extends:` that leads to them, plus a base's own problems
 * in the base's file). Without `resolve`, a ruleset that extends another is refused.
 */
export function readChain(top: YamlSource, resolve: RulesetResolver | undefined): Chain {
  const layers: YamlSource[] = [top];
  const bases: BaseText[] = [];
  for (let src = top; ;) {
    const ext = extendsOf(src);
    if (!ext) return familyClash(layers, bases) ?? { ok: true, layers, bases };
    const fail = (message: string, more: Diagnostic[] = []): Chain => ({
      ok: false,
      diagnostics: [diagnosticAt(src, [EXTENDS_KEY], message), ...more],
      bases,
    });
    if ('bad' in ext)
      return fail(
        `extends: ${shown(ext.bad)} is not a ruleset; expected the id of the ruleset this one changes (extends: units-v1.2) or a path to its .yaml file`,
      );
    const ref = ext.ref;
    if (!resolve)
      return fail(
        `extends: "${excerpt(ref)}": rulesets cannot be looked up here; expected a ruleset without extends:, or open it where its base can be found`,
      );
    if (layers.length > MAX_BASES)
      return fail(
        `extends: "${excerpt(ref)}" makes a chain of more than ${MAX_BASES} bases; expected a shorter chain (a variant of a variant of …)`,
      );
    const found = resolve(ref, src.file);
    if ('error' in found) return fail(`extends: ${found.error}`);
    const seen = layers.findIndex((l) => l.file === found.file);
    if (seen >= 0) {
      const loop = [...layers.slice(seen).map((l) => l.file), found.file].join(' → ');
      return fail(
        `extends: "${excerpt(ref)}" makes a cycle (${loop}); expected a base that does not extend this ruleset, directly or through its own bases`,
      );
    }
    const parsed = parseBase(found.text, found.file);
    const theirs = parsed.ok ? baseDocumentProblem(parsed.source) : parsed.diagnostics;
    if (theirs.length > 0 || !parsed.ok) {
      return fail(
        `extends: base "${excerpt(ref)}" (${found.file}) has ${theirs.length} problem(s) of its own (reported against that file); expected a base that validates`,
        theirs,
      );
    }
    const base = parsed.source;
    layers.push(base);
    bases.push({ ref, from: src.file, text: found.text, file: found.file, id: found.id });
    src = base;
  }
}

/** A base that is not a map of keys: nothing can be laid over it. */
function baseDocumentProblem(src: YamlSource): Diagnostic[] {
  return isMap(src.data)
    ? []
    : [diagnosticAt(src, [], `a ruleset must be a map of keys; expected "key: value" lines (family:, title:, …)`)];
}

const familyOf = (data: unknown): string | undefined =>
  isMap(data) && typeof data.family === 'string' ? data.family : undefined;

/**
 * A file that names a family other than its base's (the family its nearest base naming one
 * has), placed at that file's `extends:`; the nearest such file is reported.
 */
function familyClash(layers: readonly YamlSource[], bases: readonly BaseText[]): Chain | null {
  for (let i = 0; i < bases.length; i++) {
    const mine = familyOf(layers[i].data);
    const theirs = layers
      .slice(i + 1)
      .map((l) => familyOf(l.data))
      .find((f) => f !== undefined);
    if (mine === undefined || theirs === undefined || mine === theirs) continue;
    const message = `extends: base "${excerpt(bases[i].ref)}" is a ${theirs} ruleset, but this one says family: ${mine}; expected a base of family ${mine} (or no family: line, to take the base's)`;
    return { ok: false, diagnostics: [diagnosticAt(layers[i], [EXTENDS_KEY], message)], bases: [...bases] };
  }
  return null;
}

const shown = (v: unknown): string =>
  v === null || v === undefined
    ? 'an empty value'
    : isMap(v)
      ? 'a map'
      : Array.isArray(v)
        ? 'a list'
        : excerpt(JSON.stringify(v));

/**
 * The source the loader validates: `top` alone when it extends nothing; else the merge of
 * the chain (bases first, each file laid over the one it extends), without `extends:`,
 * placing every path in the file that writes it. The last base is taken as written: it
 * extends nothing, so a null there is a value (which the schema refuses), not a removal.
 * A removal of nothing is a problem at its key, in the file that writes it.
 */
export function mergedSource(
  chain: Extract<Chain, { ok: true }>,
): { ok: true; source: YamlSource } | { ok: false; diagnostics: Diagnostic[] } {
  const [top, ...bases] = chain.layers;
  if (bases.length === 0) return { ok: true, source: top };
  const diagnostics: Diagnostic[] = [];
  let data: unknown = bases[bases.length - 1].data;
  for (let i = bases.length - 1; i >= 0; i--) {
    const layer = chain.layers[i];
    const { id } = chain.bases[i];
    const below = data;
    const removesNothing = (path: string[]) =>
      diagnostics.push(
        diagnosticAt(
          layer,
          path,
          `${pathText(path)}: nothing to remove: the base ${id} has no such entry (~, null or no value removes one); expected a key the base sets${keysHere(below, path)}, or no line for it`,
          true,
        ),
      );
    data = mergeOver(below, layer.data, removesNothing);
  }
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const { [EXTENDS_KEY]: _written, ...rules } = data as Data;
  return { ok: true, source: { ...top, data: rules, bases } };
}

/** The keys the base has beside a removal of nothing (" (move.speed has 1, 2, 3, 4)"), or '' when it has none there. */
function keysHere(base: unknown, path: readonly string[]): string {
  let node = base;
  for (const k of path.slice(0, -1)) node = isMap(node) && Object.hasOwn(node, k) ? node[k] : undefined;
  // The base's own `extends:` is not one of the keys the merge gives.
  const keys = isMap(node) ? Object.keys(node).filter((k) => path.length > 1 || k !== EXTENDS_KEY) : [];
  if (keys.length === 0) return '';
  const where = path.length > 1 ? pathText(path.slice(0, -1)) : 'the base';
  return ` (${where} has ${excerpt(keys.join(', '))})`;
}

/**
 * Resolves refs against bases carried as texts (a worker's job, a bundle): `ref` as written in
 * `fromFile`. A base that was not carried is an error, never a file read.
 */
export function carriedResolver(bases: readonly BaseText[]): RulesetResolver {
  return (ref, fromFile) => {
    const b = bases.find((x) => x.ref === ref && x.from === fromFile);
    return b
      ? { text: b.text, file: b.file, id: b.id }
      : {
          error: `no ruleset "${excerpt(ref)}" was carried along; expected one of ${bases.map((x) => x.id).join(', ') || '(none)'}`,
        };
  };
}

/**
 * The bases of a ruleset text, found through `resolve`, to carry it where files cannot be
 * read: empty when it extends nothing; up to the first problem when its chain has one
 * (loading it reports the problem).
 */
export function basesOf(text: string, file: string, resolve: RulesetResolver): BaseText[] {
  const parsed = parseBase(text, file);
  return parsed.ok && isMap(parsed.source.data) ? readChain(parsed.source, resolve).bases : [];
}

/**
 * What a ruleset's compiled game depends on beyond its own text: its bases' files and texts,
 * for a cache key ('' when it extends nothing). A text that never mentions the key is not parsed.
 */
export function basesKey(text: string, file: string, resolve: RulesetResolver): string {
  if (!text.includes(EXTENDS_KEY)) return '';
  return basesOf(text, file, resolve)
    .map((b) => `\0${b.file}\0${b.text}`)
    .join('');
}

/**
 * The ruleset text with its `extends:` naming `ref` instead, changed only where that value is
 * written (comments and every other position stay): a bundle names bases by id, not by path.
 */
export function withExtendsRef(text: string, ref: string): string {
  const node = parseDocument(text).get(EXTENDS_KEY, true);
  if (!isScalar(node) || !node.range || node.value === ref) return text;
  return text.slice(0, node.range[0]) + ref + text.slice(node.range[1]);
}
