/**
 * Sharing from the workbench, and opening what was shared: a bundle file ("Share file"), a link
 * ("Copy link"), and a bundle, link or file's text received by drop, file picker or paste. What
 * is received opens as new files beside the receiver's (a new version where a name is taken), so
 * nothing of theirs is overwritten; what cannot be opened is refused with a message before
 * anything changes. The sharing itself is the engine's (`engine/share`), as for the CLI.
 */
import { fileHead, fileKind } from '../../engine/file-kind';
import { basesOf } from '../../engine/loader/extends';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { bundleChain, isBundleText, writeBundle, type BundledRuleset } from '../../engine/share/bundle';
import { isShippedAsIs, looksLikeShareLink, shortestShareLink } from '../../engine/share/compose';
import { withRulesetRef } from '../../engine/share/ruleset-ref';
import type { SharedFile, SharePayload } from '../../engine/share/link';
import type { Catalog } from '../app/catalog-model';
import { bundleDownloadName, fileNameOf, scenarioDownloadName } from '../app/download';
import { shippedFile } from '../app/shipped-files';
import { comparedB, openCompare } from '../compare/compare-entry';
import { workbenchResolver } from '../app/ruleset-resolver';
import type { Workbench } from '../app/workbench';
import { planInWorker, type Planner } from '../app/receive-in-worker';
import { playedRuleset } from './file-downloads';
import { receiverOf, type PlacedRuleset, type ReceivePlan, type ReceiveRequest, type Receiver } from './receive-plan';

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
 * A ruleset received as `r.name`: the shipped file when it is one the receiver has not edited, else
 * a new file (a new version where the name is taken). It is put in the editor without an evaluation of
 * its own: the scenario opened next is evaluated with it, so the received texts are checked once.
 */
function openRuleset(wb: Workbench, r: PlacedRuleset): void {
  const shipped = wb.catalog.rulesets.find((x) => x.id === r.name);
  if (shipped && r.asShipped && !wb.hasEdits('ruleset', shipped.path))
    wb.files.open(shippedFile('ruleset', shipped.path, shipped.text));
  else {
    const file = wb.files.diskFile('ruleset', `rulesets/${r.name}.yaml`, r.text);
    wb.files.open(r.received === undefined ? file : { ...file, received: r.received });
  }
}

/** What the workbench holds, as a plan made off the page needs it (receive-plan.ts). */
function receiverOfWorkbench(wb: Workbench): Receiver {
  const own = [wb.ruleset, ...wb.recent.filter((r) => r.kind === 'ruleset')];
  return receiverOf(
    wb.catalog.rulesets.map((r) => ({ id: r.id, path: r.path, text: r.text })),
    own.map((f) => ({ path: f.path, text: f.text })),
  );
}

/**
 * Opens what a plan says (receive-plan.ts): the received rulesets, then the scenario, at its step
 * and in its view; or shows why it is not opened, and nothing changes.
 */
export function openPlanned(wb: Workbench, plan: ReceivePlan): boolean {
  if (!plan.ok) {
    wb.showFlash({ kind: 'error', text: plan.message });
    return false;
  }
  if ('file' in plan) {
    wb.openText(plan.file.name, plan.file.text);
    return true;
  }
  const { named, step, view, from } = plan;
  // Whether the receiver had files of their own open (edited, from disk, new): only then is there
  // something to find in Recent once the received ones have taken the editor.
  const hadOwn = [wb.ruleset, wb.scenario].some((f) => f !== null && (f.origin !== 'shipped' || wb.edited(f)));
  for (const r of plan.rulesets) openRuleset(wb, r);
  const rulesetFile = wb.ruleset;
  // The plan named where the played ruleset opens; a file opened while it was made may have taken that name.
  const plays = plan.rulesets[plan.rulesets.length - 1].name;
  const { name, text, received } = plan.scenario;
  // A scenario the receiver has in Recent with this very text is their own, not a received copy.
  const own = wb.recent.some((r) => r.kind === 'scenario' && r.text === text);
  if (wb.rulesetId === plays) wb.openText(name, text, own ? undefined : received);
  else wb.openText(name, withRulesetRef(text, wb.rulesetId));
  wb.timeline.moveTo(step);
  const renamed = wb.rulesetId !== named ? ` as ${fileNameOf(rulesetFile.path)} (your ${named} stays as it is)` : '';
  if (view.kind === 'compare') {
    // B as it opened (under a new name where its own was taken), or the shipped one the link names.
    const b = wb.files.rulesetById(plan.names.get(view.b) ?? view.b);
    if (b) openCompare(wb, `${b.origin === 'shipped' ? 'shipped' : 'recent'}:${b.path}`);
  }
  wb.showFlash({
    kind: 'info',
    text: `Opened ${fileNameOf(wb.scenario?.path ?? plan.scenario.name)} from ${from}, with its ruleset${renamed}${step > 0 ? `, at step ${step}` : ''}.${hadOwn ? ' Your own files are in Recent.' : ''}`,
  });
  return true;
}

/** What a received text is to be planned as: a link, a bundle, or else a ruleset or scenario file. */
function requestOf(name: string, text: string): ReceiveRequest {
  if (looksLikeShareLink(text)) return { kind: 'link', input: text };
  return isBundleText(text) ? { kind: 'bundle', name, text } : { kind: 'file', name, text };
}

/**
 * A text received by drop, file picker, paste or the page's address, as the page opens it: a share
 * link, a bundle, or a ruleset or scenario file. It is read and checked by `plan` first, in a worker
 * (`planInWorker`) unless a test plans it in its own thread, so a hostile one never blocks the page:
 * a link or bundle is unpacked there, and a text past the loader's bounds is refused there with its
 * place. Whether it opened.
 */
export async function receiveText(
  wb: Workbench,
  name: string,
  text: string,
  plan: Planner = planInWorker,
): Promise<boolean> {
  return openPlanned(wb, await plan(requestOf(name, text), receiverOfWorkbench(wb)));
}

/** Files from a drop or the file picker: rulesets first, so a scenario dropped with its ruleset finds it. */
export async function openTexts(wb: Workbench, files: { name: string; text: string }[]): Promise<void> {
  const rank = (f: { text: string }) => (fileKind(f.text) === 'ruleset' ? 0 : 1);
  for (const f of [...files].sort((a, b) => rank(a) - rank(b))) await receiveText(wb, f.name, f.text);
}
