/**
 * Sharing from the command line: `export` writes a scenario bundle (one file that replays the same
 * everywhere), `share` prints a share link, `import` unpacks a bundle or a link into files. What is
 * shared is untrusted on the receiving side: names are ids, files are never overwritten (a name
 * that is taken gets a new version), and links go through the same caps and loader as files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { loadScenario } from '../engine/scenario/load';
import type { RulesetResolver } from '../engine/loader/resolver';
import { basesOf, type BaseText } from '../engine/loader/extends';
import { bundleChain, bundleResolver, placeInBundle, readBundle, writeBundle } from '../engine/share/bundle';
import { isShippedAsIs, looksLikeShareLink, shortestShareLink } from '../engine/share/compose';
import { withRulesetRef } from '../engine/share/ruleset-ref';
import { contentHash } from '../engine/share/content-hash';
import { decodeShareLink, type SharedFile } from '../engine/share/link';
import { baseResolver, displayPath, fileResolver, readText, SHIPPED_RULESETS, writeText } from './files';
import { EXIT, printDiagnostics } from './output';

export interface ExportOptions {
  rulesets?: string[];
  out?: string;
  force?: boolean;
  /** Refer to an unchanged shipped ruleset by id and content hash instead of embedding it. */
  referenceShipped?: boolean;
}

export interface ShareOptions {
  rulesets?: string[];
  step?: number;
  base?: string;
}

export interface ImportOptions {
  out?: string;
}

/** The default page a link opens: the workbench as `npm start` serves it. */
export const DEFAULT_BASE = 'http://localhost:5173/';

interface Gathered {
  scenario: SharedFile;
  ruleset: SharedFile;
  /** The ruleset is a shipped one, unchanged. */
  shipped: boolean;
  /** The rulesets it `extends:`, nearest first. */
  bases: BaseText[];
}

/** The shipped rulesets, by id. */
function shippedRulesets(): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(SHIPPED_RULESETS))
    if (f.endsWith('.yaml')) out.set(f.slice(0, -5), readFileSync(join(SHIPPED_RULESETS, f), 'utf8'));
  return out;
}

/** The scenario and the ruleset it names, with the scenario rewritten to name the ruleset by id. */
function gather(file: string, dirs: string[]): Gathered | null {
  const read = readText(file);
  if (!read.ok) {
    printDiagnostics([read.diagnostic]);
    return null;
  }
  const loaded = loadScenario(read.text, displayPath(file), fileResolver(dirs));
  if (!loaded.ok) {
    printDiagnostics(loaded.diagnostics);
    return null;
  }
  const found = fileResolver(dirs)(loaded.scenario.data.ruleset, displayPath(file));
  if ('error' in found) return null; // loadScenario resolved it a moment ago
  const shipped = shippedRulesets().get(found.id);
  return {
    scenario: { name: basename(file), text: withRulesetRef(read.text, found.id) },
    ruleset: { name: found.id, text: found.text },
    shipped: shipped !== undefined && contentHash(shipped) === contentHash(found.text),
    bases: basesOf(found.text, found.file, baseResolver(dirs)),
  };
}

/** A path nobody has yet: `name`, else `name-2`, `name-3` … before the extension. */
function freshPath(path: string): string {
  if (!existsSync(path)) return path;
  const m = /^(.*?)(\.[^./\\]+)?$/.exec(path)!;
  for (let n = 2; ; n++) {
    const p = `${m[1]}-${n}${m[2] ?? ''}`;
    if (!existsSync(p)) return p;
  }
}

export function exportCommand(file: string, opts: ExportOptions): number {
  const g = gather(file, opts.rulesets ?? []);
  if (!g) return EXIT.invalid;
  const shipped = shippedRulesets();
  const unchangedShipped = (id: string, text: string) => isShippedAsIs(shipped, id, text);
  const [ruleset, ...bases] = bundleChain(
    { id: g.ruleset.name, text: g.ruleset.text },
    g.bases,
    opts.referenceShipped ? unchangedShipped : undefined,
  );
  if (!ruleset) return EXIT.invalid;
  const out = resolve(opts.out ?? `${basename(file).replace(/\.ya?ml$/i, '')}.bundle.yaml`);
  if (existsSync(out) && !opts.force) {
    console.error(
      `rulebench: export: ${displayPath(out)} exists; expected a new file name (--out), or --force to replace it`,
    );
    return EXIT.invalid;
  }
  const written = writeText(out, writeBundle({ scenario: g.scenario, rulesets: [ruleset, ...bases] }));
  if (!written.ok) {
    printDiagnostics([written.diagnostic]);
    return EXIT.invalid;
  }
  console.log(
    `wrote ${displayPath(out)}: ${g.scenario.name} with ${'sha256' in ruleset ? `a reference to the shipped ${ruleset.name}` : `the ruleset ${ruleset.name}${g.shipped ? '' : ' (edited or your own)'}`}`,
  );
  return EXIT.ok;
}

export function shareCommand(file: string, opts: ShareOptions): number {
  const g = gather(file, opts.rulesets ?? []);
  if (!g) return EXIT.invalid;
  const shipped = shippedRulesets();
  // A base the receiver has as shipped is named by its `extends:` line; any other base travels in the link.
  const bases = g.bases.filter((b) => !isShippedAsIs(shipped, b.id, b.text)).map((b) => ({ name: b.id, text: b.text }));
  const payload = {
    scenario: g.scenario,
    rulesets: [...(g.shipped ? [] : [g.ruleset]), ...bases],
    step: opts.step ?? 0,
    view: { kind: 'single' as const },
  };
  const link = shortestShareLink(payload, shipped, g.shipped ? g.ruleset.name : undefined);
  console.log(`${opts.base ?? DEFAULT_BASE}#share=${link}`);
  if (link.length > 2000)
    console.error(
      `rulebench: note: this link is ${link.length} characters long; chat tools may cut links over 2,000 (\`rulebench export\` writes a bundle file instead)`,
    );
  return EXIT.ok;
}

/** The link's own rulesets by name, the receiver's (shipped) ones otherwise. */
function payloadResolver(rulesets: SharedFile[], outer: RulesetResolver): RulesetResolver {
  return (ref, from) => {
    const r = rulesets.find((x) => x.name === ref);
    return r ? { text: r.text, file: `link#${r.name}`, id: r.name } : outer(ref, from);
  };
}

/** Writes `text` at a fresh path under `dir`; returns the path written and the name it got (a new version where taken by another text). */
function writeFresh(dir: string, name: string, text: string): { path: string; name: string } | null {
  mkdirSync(dir, { recursive: true });
  const wanted = join(dir, name);
  if (existsSync(wanted) && readFileSync(wanted, 'utf8') === text) return { path: wanted, name };
  const path = freshPath(wanted);
  const w = writeText(path, text);
  if (!w.ok) {
    printDiagnostics([w.diagnostic]);
    return null;
  }
  return { path, name: basename(path) };
}

export function importCommand(input: string, opts: ImportOptions): number {
  const dir = resolve(opts.out ?? '.');
  let scenario: SharedFile;
  let rulesets: SharedFile[];
  if (looksLikeShareLink(input)) {
    const shipped = shippedRulesets();
    const r = decodeShareLink(input, (id) => shipped.get(id));
    if (!r.ok) {
      console.error(`rulebench: import: ${r.message}`);
      return EXIT.invalid;
    }
    ({ scenario, rulesets } = r.payload);
    // Checked before anything is written: the scenario must load against the rulesets it came with (or the shipped ones).
    const scenarioFile = `link#${scenario.name}`;
    const loaded = loadScenario(scenario.text, scenarioFile, payloadResolver(rulesets, fileResolver([], 'this link')));
    if (!loaded.ok) {
      printDiagnostics(loaded.diagnostics);
      return EXIT.invalid;
    }
  } else {
    const read = readText(input);
    if (!read.ok) {
      printDiagnostics([read.diagnostic]);
      return EXIT.invalid;
    }
    const b = readBundle(read.text, displayPath(input));
    if (!b.ok) {
      printDiagnostics(b.diagnostics);
      return EXIT.invalid;
    }
    // Checked before anything is written: a referenced ruleset must match the receiver's, the scenario must load.
    const scenarioFile = `${displayPath(input)}#scenario`;
    const loaded = loadScenario(
      b.bundle.scenario.text,
      scenarioFile,
      bundleResolver(b.bundle, fileResolver([], 'this bundle')),
    );
    if (!loaded.ok) {
      printDiagnostics(placeInBundle(b.bundle, scenarioFile, loaded.diagnostics));
      return EXIT.invalid;
    }
    scenario = b.bundle.scenario;
    rulesets = b.bundle.rulesets.flatMap((x) => ('text' in x ? [x] : []));
  }
  const written: string[] = [];
  let text = scenario.text;
  for (const r of rulesets) {
    const w = writeFresh(join(dir, 'rulesets'), `${r.name}.yaml`, r.text);
    if (!w) return EXIT.invalid;
    written.push(displayPath(w.path));
    const id = w.name.replace(/\.yaml$/, '');
    if (id !== r.name && parseDocument(text).get('ruleset') === r.name) text = withRulesetRef(text, id);
  }
  const s = writeFresh(dir, scenario.name.endsWith('.yaml') ? scenario.name : `${scenario.name}.yaml`, text);
  if (!s) return EXIT.invalid;
  written.unshift(displayPath(s.path));
  console.log(`wrote ${written.join(', ')}`);
  return EXIT.ok;
}
