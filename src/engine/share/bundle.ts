/**
 * Scenario bundles: one YAML file that carries everything a scenario needs to
 * replay the same everywhere. The scenario and each ruleset it needs are
 * embedded verbatim as block texts (comments and all), or a shipped ruleset
 * is referenced by id with its content hash, so a receiver whose copy differs
 * is told so before anything replays:
 *
 *     rulebench-bundle: 1
 *     scenario:
 *       name: fight.yaml
 *       text: |
 *         ruleset: units-v1.3-draft
 *         …
 *     rulesets:
 *       - name: units-v1.3-draft
 *         text: |
 *           family: units
 *           …
 *       - name: units-v1.2
 *         sha256: 3f2a…
 *
 * A ruleset that `extends:` others brings its bases along (`bundleChain`).
 * A problem inside an embedded text is reported at its place in the bundle.
 * A bundle names no file outside itself: names are ids, never paths.
 */
import { stringify } from 'yaml';
import type { Diagnostic } from '../loader/diagnostics';
import { withExtendsRef, type BaseText } from '../loader/extends';
import { diagnosticAt, nodeAt, parseYaml, type YamlSource } from '../loader/yaml-source';
import type { RulesetResolver } from '../loader/resolver';
import { contentHash } from './content-hash';

export const BUNDLE_KEY = 'rulebench-bundle';
export const BUNDLE_VERSION = 1;
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;
const MAX_RULESETS = 16;

/** A ruleset embedded whole, or a shipped one referred to by id and content hash. */
export type BundledRuleset = { name: string; text: string } | { name: string; sha256: string };

export interface Bundle {
  scenario: { name: string; text: string };
  rulesets: BundledRuleset[];
}

export interface ReadBundle extends Bundle {
  source: YamlSource;
  /** The bundle file's text, for placing problems of embedded texts. */
  text: string;
}

/**
 * The rulesets a bundle carries for a scenario's ruleset: it and every base it `extends:`
 * (see extends.ts), nearest first, each named by its id, so the chain replays the same
 * everywhere. An `extends:` written as a path is rewritten to the base's id, the name the
 * bundle gives it. `byHash(id, text)` says which go by content hash (unchanged shipped
 * rulesets, with --reference-shipped); the others are embedded.
 */
export function bundleChain(
  top: { id: string; text: string },
  bases: readonly BaseText[],
  byHash: (id: string, text: string) => boolean = () => false,
): BundledRuleset[] {
  return [top, ...bases].map((r, i) => {
    const base = bases[i];
    const text = base ? withExtendsRef(r.text, base.id) : r.text;
    return text === r.text && byHash(r.id, r.text) ? { name: r.id, sha256: contentHash(r.text) } : { name: r.id, text };
  });
}

/** The bundle as YAML text. */
export function writeBundle(b: Bundle): string {
  // Texts are embedded as `|` blocks, which hold LF lines only: a CRLF file is written with LF (its content hash ignores line endings).
  const lf = (text: string) => text.replace(/\r\n?/g, '\n');
  const rulesets = b.rulesets.map((r) => ('text' in r ? { ...r, text: lf(r.text) } : r));
  const doc = { [BUNDLE_KEY]: BUNDLE_VERSION, scenario: { ...b.scenario, text: lf(b.scenario.text) }, rulesets };
  const body = stringify(doc, { blockQuote: 'literal', lineWidth: 0 });
  return `# A Rulebench scenario bundle: the scenario and the rulesets it needs, in one file.\n# Open it in the workbench, or run it with \`rulebench run\`; \`rulebench import\` unpacks it.\n${body}`;
}

/** Whether a text is a bundle: it has the top-level key `rulebench-bundle:` at the start of a line (as `writeBundle` writes it). */
export function isBundleText(text: string): boolean {
  return /^\uFEFF?rulebench-bundle[ \t]*:/m.test(text);
}

/** Reads a bundle file, or every problem with its position. */
export function readBundle(
  text: string,
  file: string,
): { ok: true; bundle: ReadBundle } | { ok: false; diagnostics: Diagnostic[] } {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const src = parsed.source;
  if (typeof src.data !== 'object' || src.data === null || Array.isArray(src.data)) {
    return {
      ok: false,
      diagnostics: [
        diagnosticAt(
          src,
          [],
          `this file is not a scenario bundle; expected a map starting with ${BUNDLE_KEY}: ${BUNDLE_VERSION}`,
        ),
      ],
    };
  }
  const data = src.data as Record<string, unknown>;
  const problems: Diagnostic[] = [];
  const problem = (path: (string | number)[], message: string) => problems.push(diagnosticAt(src, path, message));
  const version = data[BUNDLE_KEY];
  if (version !== BUNDLE_VERSION) {
    problem(
      [BUNDLE_KEY],
      typeof version === 'number' && version > BUNDLE_VERSION
        ? `this bundle was written by a newer Rulebench (bundle format ${version}); expected format ${BUNDLE_VERSION}: update Rulebench to open it`
        : `unknown bundle format ${JSON.stringify(version)}; expected ${BUNDLE_KEY}: ${BUNDLE_VERSION}`,
    );
    return { ok: false, diagnostics: problems };
  }
  for (const key of Object.keys(data))
    if (![BUNDLE_KEY, 'scenario', 'rulesets'].includes(key))
      problem([key], `unknown key "${key}" in a bundle; expected ${BUNDLE_KEY}, scenario and rulesets`);
  const file_ = (
    v: unknown,
    path: (string | number)[],
    what: string,
  ): { name: string; text?: string; sha256?: string } | null => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      problem(path, `${what} is not a map; expected { name, text }`);
      return null;
    }
    const m = v as Record<string, unknown>;
    if (typeof m.name !== 'string' || !NAME.test(m.name)) {
      problem(
        [...path, 'name'],
        `${what} needs a name that is a file name or ruleset id (letters, digits, . _ -; no folders); expected e.g. units-v1.3-draft`,
      );
      return null;
    }
    for (const key of Object.keys(m))
      if (!['name', 'text', 'sha256'].includes(key))
        problem([...path, key], `unknown key "${key}" in ${what}; expected name with text or sha256`);
    if (typeof m.text === 'string' && m.sha256 === undefined) return { name: m.name, text: m.text };
    if (typeof m.sha256 === 'string' && /^[0-9a-f]{64}$/.test(m.sha256) && m.text === undefined)
      return { name: m.name, sha256: m.sha256 };
    problem(
      path,
      `${what} ${m.name} needs either its text (text: |) or, for a shipped ruleset, its sha256 (64 hex digits); expected one of the two`,
    );
    return null;
  };
  const scenario = file_(data.scenario, ['scenario'], 'the scenario');
  if (scenario && scenario.text === undefined)
    problem(['scenario'], 'the scenario must be embedded (text: |); expected its text');
  const list = data.rulesets ?? [];
  const rulesets: BundledRuleset[] = [];
  if (!Array.isArray(list) || list.length > MAX_RULESETS)
    problem(
      ['rulesets'],
      `rulesets is ${Array.isArray(list) ? `a list of ${list.length}` : 'not a list'}; expected a list of at most ${MAX_RULESETS} rulesets`,
    );
  else {
    const seen = new Set<string>();
    list.forEach((r, i) => {
      const f = file_(r, ['rulesets', i], 'a ruleset');
      if (!f) return;
      if (seen.has(f.name))
        problem(['rulesets', i, 'name'], `ruleset ${f.name} is in the bundle twice; expected each once`);
      seen.add(f.name);
      rulesets.push(f.text !== undefined ? { name: f.name, text: f.text } : { name: f.name, sha256: f.sha256! });
    });
  }
  if (problems.length > 0 || !scenario?.text) return { ok: false, diagnostics: problems };
  return { ok: true, bundle: { scenario: { name: scenario.name, text: scenario.text }, rulesets, source: src, text } };
}

/**
 * Finds the scenario's rulesets inside the bundle: embedded ones by name; a referenced one through
 * `outer` (the receiver's own rulesets), refused when its content differs from the author's.
 * Embedded rulesets report their problems against `embeddedFile(bundle file, name)`.
 */
export function bundleResolver(b: ReadBundle, outer: RulesetResolver): RulesetResolver {
  return (ref, fromFile) => {
    const r = b.rulesets.find((x) => x.name === ref || `${x.name}.yaml` === ref);
    if (!r)
      return {
        error: `the bundle has no ruleset "${ref.slice(0, 60)}"; expected one of ${b.rulesets.map((x) => x.name).join(', ') || '(none: the bundle lists no rulesets)'}`,
      };
    if ('text' in r) return { text: r.text, file: embeddedFile(b.source.file, r.name), id: r.name };
    const found = outer(r.name, fromFile);
    if ('error' in found)
      return {
        error: `this scenario was written for the shipped ruleset ${r.name}, which was not found here (${found.error})`,
      };
    if (contentHash(found.text) !== r.sha256)
      return {
        error: `your ${r.name} differs from the one this scenario was written for; expected the same ${r.name} (ask for a bundle that embeds it)`,
      };
    return found;
  };
}

/** The name problems in an embedded ruleset carry until `placeInBundle` puts them at their place. */
export const embeddedFile = (bundleFile: string, name: string): string => `${bundleFile}#${name}`;

/**
 * Diagnostics of the embedded scenario (reported against `scenarioFile`) and of embedded rulesets
 * (against `embeddedFile`) moved to their line and column in the bundle file.
 */
export function placeInBundle(b: ReadBundle, scenarioFile: string, diagnostics: Diagnostic[]): Diagnostic[] {
  const offsets = new Map<string, { line: number; col: number }>();
  const offsetOf = (path: (string | number)[]) => blockOffset(b, path);
  offsets.set(scenarioFile, offsetOf(['scenario', 'text']));
  b.rulesets.forEach((r, i) => {
    if ('text' in r) offsets.set(embeddedFile(b.source.file, r.name), offsetOf(['rulesets', i, 'text']));
  });
  return diagnostics.map((d) => {
    const o = offsets.get(d.file);
    if (!o) return d;
    return {
      ...d,
      file: b.source.file,
      line: d.line + o.line,
      col: d.col + o.col,
      endLine: d.endLine + o.line,
      endCol: d.endCol + o.col,
    };
  });
}

/** Where a block text's first line starts in the bundle, as an offset: its content is on the lines after the `|`, indented. */
function blockOffset(b: ReadBundle, path: (string | number)[]): { line: number; col: number } {
  const range = nodeAt(b.source, path)?.range;
  if (!range) return { line: 0, col: 0 };
  const header = b.source.lines.linePos(range[0]);
  const contentStart = b.source.lines.lineStarts[header.line] ?? range[0];
  let indent = 0;
  while (b.text[contentStart + indent] === ' ') indent++;
  return { line: header.line, col: indent };
}
