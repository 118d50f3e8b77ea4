/**
 * Sharing from the command line: `export` writes a scenario bundle (one file that replays the same
 * everywhere), `share` prints a share link, `import` unpacks a bundle or a link into files. What is
 * shared is untrusted on the receiving side: names are ids, files are never overwritten (a name
 * that is taken gets a new version), and links go through the same caps and loader as files.
 */
import { existsSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { loadScenario } from '../engine/scenario/load';
import type { RulesetResolver } from '../engine/loader/resolver';
import { basesOf, type BaseText } from '../engine/loader/extends';
import { bundleChain, bundleResolver, placeInBundle, readBundle, writeBundle } from '../engine/share/bundle';
import { isShippedAsIs, looksLikeShareLink, shortestShareLink } from '../engine/share/compose';
import { withRulesetRef } from '../engine/share/ruleset-ref';
import { contentHash } from '../engine/share/content-hash';
import { decodeShareLink, type SharedFile } from '../engine/share/link';
import { placeReceived } from '../engine/share/receive';
import { baseResolver, displayPath, fileResolver, inside, projectOf, readText, SHIPPED_RULESETS } from './files';
import { EXIT, printDiagnostics, say, warn } from './output';
import { outFolderRefusal, present, refusalLine, writeInside, writeOut, type WriteRefusal } from './safe-write';

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
  const written = writeOut(out, writeBundle({ scenario: g.scenario, rulesets: [ruleset, ...bases] }), !!opts.force);
  if (!written.ok) {
    warn(refusalLine('export --out ', written));
    return EXIT.invalid;
  }
  say(
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
  say(`${opts.base ?? DEFAULT_BASE}#share=${link}`);
  if (link.length > 2000)
    warn(
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

/** What an import received, checked: the scenario loads against the rulesets it came with (or the receiver's shipped ones). */
function received(input: string): { scenario: SharedFile; rulesets: SharedFile[] } | null {
  if (looksLikeShareLink(input)) {
    const shipped = shippedRulesets();
    const r = decodeShareLink(input, (id) => shipped.get(id));
    if (!r.ok) {
      warn(`rulebench: import: ${r.message}`);
      return null;
    }
    const { scenario, rulesets } = r.payload;
    const loaded = loadScenario(
      scenario.text,
      `link#${scenario.name}`,
      payloadResolver(rulesets, fileResolver([], 'this link')),
    );
    if (!loaded.ok) {
      printDiagnostics(loaded.diagnostics);
      return null;
    }
    return { scenario, rulesets };
  }
  const read = readText(input);
  if (!read.ok) {
    printDiagnostics([read.diagnostic]);
    return null;
  }
  const b = readBundle(read.text, displayPath(input));
  if (!b.ok) {
    printDiagnostics(b.diagnostics);
    return null;
  }
  // A referenced ruleset must match the receiver's, the scenario must load.
  const scenarioFile = `${displayPath(input)}#scenario`;
  const loaded = loadScenario(
    b.bundle.scenario.text,
    scenarioFile,
    bundleResolver(b.bundle, fileResolver([], 'this bundle')),
  );
  if (!loaded.ok) {
    printDiagnostics(placeInBundle(b.bundle, scenarioFile, loaded.diagnostics));
    return null;
  }
  return { scenario: b.bundle.scenario, rulesets: b.bundle.rulesets.flatMap((x) => ('text' in x ? [x] : [])) };
}

/** A file the import writes (`rel` under `root`), or leaves as it is when the same text is there. */
interface Planned {
  root: string;
  rel: string;
  text: string;
  write: boolean;
}

interface Plan {
  /** The rulesets, each base before the variants on it, then the scenario: what a scenario names is there before it. */
  files: Planned[];
  names: ReadonlyMap<string, string>;
  /** The folder whose rulesets/ the received rulesets go into: the project --out lies in, or --out itself. */
  home: string;
}

/** Whether anything at all lies at `dir/rel` (or cannot be looked at). */
function occupied(dir: string, rel: string): boolean {
  const p = present(dir, rel);
  return !p.ok || p.kind !== 'none';
}

/**
 * What `dir` holds under `rel` for `text`: free, the same text (nothing to write), or another
 * text; a link, FIFO, device or folder there is the refusal, kept in `refusal`.
 */
function holds(dir: string, rel: string, text: string, refusal: { first?: WriteRefusal }): 'free' | 'same' | 'other' {
  const p = present(dir, rel);
  if (!p.ok) {
    refusal.first ??= p;
    return 'other';
  }
  return p.kind === 'none' ? 'free' : p.same(text) ? 'same' : 'other';
}

/**
 * The folder whose rulesets/ an import into `dir` writes to: the project `dir` lies in only when
 * that project lies at or below the current folder, or is the current folder's own project (its
 * files already refer into it); else `dir` itself. A rulesets/ found above an --out elsewhere (a
 * stray /tmp/rulesets over `--out /tmp/chat`) is no project of the user's: it never receives a
 * stranger's rulesets.
 */
function importHome(dir: string): string {
  const cwd = process.cwd();
  const home = projectOf(join(dir, 'scenario.yaml'));
  return inside(cwd, home) || home === projectOf(join(cwd, 'scenario.yaml')) ? home : dir;
}

/**
 * Every file of the import, planned before one is written. The rulesets go into the rulesets/ of
 * the project `dir` lies in, as `importHome` says (or `dir`'s own): a new `dir/rulesets` inside a project would from then
 * on be the nearest rulesets/ of the project's own scenarios there, and hide the project's rulesets
 * from them. A ruleset never takes a name the receiver has for another text: theirs in that
 * rulesets/ (a `.yml` of that name too), or a shipped one.
 */
function plan(dir: string, scenario: SharedFile, rulesets: SharedFile[]): Plan | WriteRefusal {
  const shipped = shippedRulesets();
  const refusal: { first?: WriteRefusal } = {};
  const home = importHome(dir);
  const taken = (name: string, text: string): boolean => {
    // Once something is refused the import writes nothing: no need to look further.
    if (refusal.first) return false;
    if (shipped.has(name) && !isShippedAsIs(shipped, name, text)) return true;
    if (holds(home, `rulesets/${name}.yaml`, text, refusal) === 'other') return true;
    return occupied(home, `rulesets/${name}.yml`);
  };
  const placed = placeReceived(scenario, rulesets, taken, (id) => shipped.get(id));
  const files: Planned[] = placed.rulesets.map((r) => ({
    root: home,
    rel: `rulesets/${r.name}.yaml`,
    text: r.text,
    write: holds(home, `rulesets/${r.name}.yaml`, r.text, refusal) === 'free',
  }));
  const stem = scenario.name.replace(/\.ya?ml$/i, '');
  for (let n = 1; ; n++) {
    const rel = `${stem}${n === 1 ? '' : `-${n}`}.yaml`;
    const h = holds(dir, rel, placed.scenario.text, refusal);
    if (h === 'other' && !refusal.first) continue;
    files.push({ root: dir, rel, text: placed.scenario.text, write: h === 'free' });
    break;
  }
  return refusal.first ?? { files, names: placed.names, home };
}

/**
 * Every folder that does not exist yet on the way to `paths` (each missing one and the missing
 * ones above it): made by the import, removed again, deepest first, when it fails.
 */
function missingOf(paths: string[]): string[] {
  const missing = new Set<string>();
  for (const p of paths) for (let d = p; !existsSync(d) && dirname(d) !== d; d = dirname(d)) missing.add(d);
  return [...missing].sort((a, b) => b.split(sep).length - a.split(sep).length);
}

/** Takes back a failed import: the files it wrote, then the folders it made when they are empty again. */
function undo(files: string[], folders: string[]): void {
  const quietly = (remove: () => void): void => {
    try {
      remove();
    } catch {
      // Already gone, or a folder that is not empty (something else was put there meanwhile): it stays.
    }
  };
  for (const f of [...files].reverse()) quietly(() => unlinkSync(f));
  for (const d of folders) quietly(() => rmdirSync(d));
}

export function importCommand(input: string, opts: ImportOptions): number {
  const dir = resolve(opts.out ?? '.');
  const linked = outFolderRefusal(dir);
  if (linked) {
    warn(refusalLine('import: ', linked));
    return EXIT.invalid;
  }
  const got = received(input);
  if (!got) return EXIT.invalid;
  const planned = plan(dir, got.scenario, got.rulesets);
  if ('ok' in planned) {
    warn(refusalLine('import: ', planned));
    return EXIT.invalid;
  }
  const made = missingOf([join(planned.home, 'rulesets'), dir]);
  const written: string[] = [];
  const there: string[] = [];
  for (const f of planned.files) {
    if (!f.write) {
      there.push(displayPath(join(f.root, f.rel)));
      continue;
    }
    const w = writeInside(f.root, f.rel, f.text, { makeRoot: true });
    if (!w.ok) {
      warn(refusalLine('import: ', w));
      undo(written, made);
      if (written.length > 0)
        warn(`rulebench: import: removed ${written.map(displayPath).join(', ')} again: nothing of this import is kept`);
      return EXIT.invalid;
    }
    written.push(w.path);
  }
  const renamed = [...planned.names].filter(([from, to]) => from !== to).map(([from, to]) => `${from} as ${to}`);
  const parts = [
    ...(written.length > 0 ? [`wrote ${written.map(displayPath).join(', ')}`] : []),
    ...(there.length > 0 ? [`already there with the same text: ${there.join(', ')}`] : []),
  ];
  // A name that was taken is said: the receiver's own file of that name stays as it is, and plays as before.
  const notes = [
    ...(renamed.length > 0 ? [`received ${renamed.join(', ')}: your own of those names stay as they are`] : []),
    ...(planned.home !== dir && planned.files.length > 1
      ? [`rulesets into the project's ${displayPath(join(planned.home, 'rulesets'))}, where the scenario finds them`]
      : []),
  ];
  say(`${parts.join('; ')}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
  return EXIT.ok;
}
