/**
 * Sharing from the workbench, and opening what was shared: a bundle file ("Share file"), a link
 * ("Copy link"), and a bundle, link or file's text received by drop, file picker or paste. What
 * is received opens as new files beside the receiver's (a new version where a name is taken), so
 * nothing of theirs is overwritten; what cannot be opened is refused with a message before
 * anything changes. The sharing itself is the engine's (`engine/share`), as for the CLI.
 */
import { fileHead, fileKind } from '../../engine/file-kind';
import { basesOf, withExtendsRef } from '../../engine/loader/extends';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import type { RulesetResolver } from '../../engine/loader/resolver';
import {
  bundleChain,
  bundleResolver,
  isBundleText,
  readBundle,
  writeBundle,
  type BundledRuleset,
} from '../../engine/share/bundle';
import { isShippedAsIs, looksLikeShareLink, shortestShareLink } from '../../engine/share/compose';
import { withRulesetRef } from '../../engine/share/ruleset-ref';
import { decodeShareLink, type SharedFile, type SharePayload } from '../../engine/share/link';
import type { Catalog } from '../app/catalog-model';
import { bundleDownloadName, fileNameOf, scenarioDownloadName } from '../app/download';
import { shippedFile } from '../app/shipped-files';
import { comparedB, openCompare } from '../compare/compare-entry';
import { workbenchResolver } from '../app/ruleset-resolver';
import type { Workbench } from '../app/workbench';
import { playedRuleset } from './file-downloads';

/** The shipped rulesets' texts by id. */
export function shippedRulesets(catalog: Catalog): Map<string, string> {
  return new Map(catalog.rulesets.map((r) => [r.id, r.text]));
}

export type Shared = { ok: true; name: string; text: string } | { ok: false; error: string };

/**
 * What is shared: the scenario naming its ruleset by id, and that ruleset with the bases it
 * `extends:` (top first, each naming its base by id); an unchanged shipped one goes by its content
 * hash, since the receiver has it.
 */
function sharedParts(
  wb: Workbench,
): { scenario: SharedFile; ruleset: { id: string; text: string; edited: boolean }; chain: BundledRuleset[] } | string {
  const scenario = wb.scenario;
  if (!scenario) return 'no scenario is open: open one, or record a move to start one';
  const played = playedRuleset(wb);
  if (!played)
    return `the scenario names ruleset "${fileHead(scenario.text).ruleset}", which is not open and not shipped; open it first`;
  const shipped = shippedRulesets(wb.catalog);
  const bases = basesOf(played.file.text, played.file.path, workbenchResolver(wb));
  return {
    scenario: {
      name: scenarioDownloadName(scenario, played.id, played.edited),
      text: withRulesetRef(scenario.text, played.id),
    },
    ruleset: { id: played.id, text: played.file.text, edited: played.edited },
    chain: bundleChain({ id: played.id, text: played.file.text }, bases, (id, text) =>
      isShippedAsIs(shipped, id, text),
    ),
  };
}

/** "Share file": the scenario and its ruleset in one bundle; an unchanged shipped ruleset is named by id and content hash. */
export function shareBundle(wb: Workbench): Shared {
  const parts = sharedParts(wb);
  if (typeof parts === 'string') return { ok: false, error: parts };
  const { scenario, ruleset, chain } = parts;
  const text = writeBundle({ scenario, rulesets: chain });
  return { ok: true, name: bundleDownloadName(wb.scenario!, ruleset.id, ruleset.edited), text };
}

/** "Copy link": the scenario, its ruleset unless shipped as it is, and the step on the board, after `base#share=`. */
export function shareLink(wb: Workbench, base: string): Shared {
  const parts = sharedParts(wb);
  if (typeof parts === 'string') return { ok: false, error: parts };
  const { scenario, ruleset, chain } = parts;
  const shipped = shippedRulesets(wb.catalog);
  const asIs = isShippedAsIs(shipped, ruleset.id, ruleset.text);
  // The receiver has the unchanged shipped ones: only the others travel in the link.
  const rulesets = chain.flatMap((r) => ('text' in r ? [{ name: r.name, text: r.text }] : []));
  const view = comparedView(wb, ruleset, shipped, rulesets);
  const payload = { scenario, rulesets, step: wb.position, view };
  const token = shortestShareLink(payload, shipped, asIs ? ruleset.id : undefined);
  return { ok: true, name: scenario.name, text: `${base}#share=${token}` };
}

/**
 * The view a link opens: one board, or (the compare view open) A against B, B added to
 * `rulesets` with the bases it extends unless the receiver has them as shipped. B named as A
 * but written otherwise (a copy of A, edited) travels as `<id>-b`.
 */
function comparedView(
  wb: Workbench,
  a: { id: string; text: string },
  shipped: ReadonlyMap<string, string>,
  rulesets: SharedFile[],
): SharePayload['view'] {
  const b = comparedB(wb);
  if (!b) return { kind: 'single' };
  const id = rulesetIdFromFile(b.path);
  const name = id === a.id && b.text !== a.text ? `${id}-b` : id;
  const chain = bundleChain({ id: name, text: b.text }, basesOf(b.text, b.path, workbenchResolver(wb)), (rid, text) =>
    isShippedAsIs(shipped, rid, text),
  );
  for (const r of chain)
    if ('text' in r && !rulesets.some((x) => x.name === r.name)) rulesets.push({ name: r.name, text: r.text });
  return { kind: 'compare', a: a.id, b: name };
}

/**
 * A ruleset received under `name`: the shipped file when it is one the receiver has not edited, else
 * a new file (a new version where the name is taken). It is put in the editor without an evaluation of
 * its own: the scenario opened next is evaluated with it, so the received texts are checked once.
 */
function openRuleset(wb: Workbench, name: string, text: string): void {
  const shipped = wb.catalog.rulesets.find((r) => r.id === name);
  if (shipped && isShippedAsIs(shippedRulesets(wb.catalog), name, text) && !wb.hasEdits('ruleset', shipped.path))
    wb.files.open(shippedFile('ruleset', shipped.path, shipped.text));
  else wb.files.open(wb.files.diskFile('ruleset', `rulesets/${name}.yaml`, text));
}

/**
 * Opens a received scenario with the rulesets it came with (`rulesets`; the one it names may be
 * a shipped one instead), then goes to `step`. Checked first, so a text that is not what it says
 * changes nothing.
 */
function openReceived(
  wb: Workbench,
  scenario: SharedFile,
  rulesets: SharedFile[],
  step: number,
  from: string,
  view: SharePayload['view'] = { kind: 'single' },
): void {
  const named = rulesetIdFromFile(fileHead(scenario.text).ruleset);
  const wrong = [
    ...rulesets
      .filter((r) => fileKind(r.text) !== 'ruleset')
      .map((r) => `${r.name} is not a ruleset (no "family:" key)`),
    ...(fileKind(scenario.text) === 'scenario' ? [] : [`${scenario.name} is not a scenario (no "ruleset:" key)`]),
  ];
  const shipped = wb.catalog.rulesets.find((r) => r.id === named);
  const own = rulesets.find((r) => r.name === named);
  if (!own && !shipped)
    wrong.push(`the scenario plays ruleset "${named}", which ${from} does not carry and Rulebench does not ship`);
  if (wrong.length > 0) {
    wb.showFlash({ kind: 'error', text: `Not opened: ${wrong.join('; ')}. Nothing of yours was changed.` });
    return;
  }
  // Whether the receiver had files of their own open (edited, from disk, new): only then is there
  // something to find in Recent once the received ones have taken the editor.
  const hadOwn = [wb.ruleset, wb.scenario].some((f) => f !== null && (f.origin !== 'shipped' || wb.edited(f)));
  // Bases before the rulesets built on them (a bundle lists a chain top first), each variant's
  // `extends:` renamed to where its base opened; the ruleset the scenario plays goes last, so it
  // is the one in the editor when the scenario opens.
  const openedAs = new Map<string, string>();
  const open = (name: string, text: string) => {
    const base = fileHead(text).extends;
    const renamedBase = base ? openedAs.get(rulesetIdFromFile(base)) : undefined;
    openRuleset(wb, name, renamedBase ? withExtendsRef(text, renamedBase) : text);
    openedAs.set(name, wb.rulesetId);
  };
  for (const r of [...rulesets].reverse()) if (r !== own) open(r.name, r.text);
  open(named, own ? own.text : shipped!.text);
  const rulesetFile = wb.ruleset;
  wb.openText(scenario.name, withRulesetRef(scenario.text, wb.rulesetId));
  wb.timeline.moveTo(step);
  const renamed = wb.rulesetId !== named ? ` as ${fileNameOf(rulesetFile.path)} (your ${named} stays as it is)` : '';
  if (view.kind === 'compare') {
    // B as it opened (under a new name where its own was taken), or the shipped one the link names.
    const b = wb.files.rulesetById(openedAs.get(view.b) ?? view.b);
    if (b) openCompare(wb, `${b.origin === 'shipped' ? 'shipped' : 'recent'}:${b.path}`);
  }
  wb.showFlash({
    kind: 'info',
    text: `Opened ${fileNameOf(wb.scenario?.path ?? scenario.name)} from ${from}, with its ruleset${renamed}${step > 0 ? `, at step ${step}` : ''}.${hadOwn ? ' Your own files are in Recent.' : ''}`,
  });
}

/** The shipped ruleset of an id, as a bundle's hash reference is checked against. */
function shippedResolver(catalog: Catalog): RulesetResolver {
  return (ref) => {
    const r = catalog.rulesets.find((x) => x.id === ref);
    return r ? { text: r.text, file: r.path, id: r.id } : { error: `Rulebench does not ship a ruleset "${ref}"` };
  };
}

/** Opens a share link (a URL holding `#share=…`, or the bare token); a broken one is refused with why. */
export function openLink(wb: Workbench, input: string): boolean {
  const shipped = shippedRulesets(wb.catalog);
  const r = decodeShareLink(input, (id) => shipped.get(id));
  if (!r.ok) {
    wb.showFlash({
      kind: 'error',
      text: `This link was not opened: ${r.message}. Your open files and edits are as they were.`,
    });
    return false;
  }
  openReceived(wb, r.payload.scenario, r.payload.rulesets, r.payload.step, 'the link', r.payload.view);
  return true;
}

/** Opens a bundle file; a referenced shipped ruleset that differs from the receiver's is said so before anything opens. */
export function openBundle(wb: Workbench, name: string, text: string): boolean {
  const b = readBundle(text, name);
  if (!b.ok) {
    const first = b.diagnostics[0];
    const where = first ? `line ${first.line}: ${first.message}` : 'it cannot be read';
    wb.showFlash({
      kind: 'error',
      text: `${name} was not opened: ${where}. Your open files and edits are as they were.`,
    });
    return false;
  }
  const resolve = bundleResolver(b.bundle, shippedResolver(wb.catalog));
  for (const r of b.bundle.rulesets) {
    if ('text' in r) continue;
    const found = resolve(r.name, name);
    if ('error' in found) {
      wb.showFlash({
        kind: 'error',
        text: `${name} was not opened: ${found.error}. Your open files and edits are as they were.`,
      });
      return false;
    }
  }
  const embedded = b.bundle.rulesets.flatMap((r) => ('text' in r ? [r] : []));
  openReceived(wb, b.bundle.scenario, embedded, 0, fileNameOf(name));
  return true;
}

/** A text received by drop, file picker or paste: a share link, a bundle, or a ruleset or scenario file. */
export function openAnyText(wb: Workbench, name: string, text: string): void {
  if (looksLikeShareLink(text)) openLink(wb, text);
  else if (isBundleText(text)) openBundle(wb, name, text);
  else wb.openText(name, text);
}

/** Files from a drop or the file picker: rulesets first, so a scenario dropped with its ruleset finds it. */
export function openTexts(wb: Workbench, files: { name: string; text: string }[]): void {
  const rank = (f: { text: string }) => (fileKind(f.text) === 'ruleset' ? 0 : 1);
  for (const f of [...files].sort((a, b) => rank(a) - rank(b))) openAnyText(wb, f.name, f.text);
}
