/**
 * What a received link or bundle opens as, worked out from its text alone and a snapshot of what
 * the receiver holds: every costly step (unpacking a link, reading a bundle, reading each text's
 * head, the loader's bounds, the `extends:` and `ruleset:` rewrites) is here, so the page runs it in
 * a worker (receive.worker.ts) and its own thread only opens the files it is told to. A text past
 * one of the loader's bounds (nesting, values, size) is refused here with its position: nothing a
 * Rulebench makes has one, and putting 2 MB of it in the editor would cost the page seconds. Pure;
 * no DOM.
 */
import { fileHead, fileKind } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import type { RulesetResolver } from '../../engine/loader/resolver';
import { scanText } from '../../engine/loader/scan';
import { MAX_FILE_BYTES, parseYaml } from '../../engine/loader/yaml-source';
import { bundleResolver, readBundle } from '../../engine/share/bundle';
import { isShippedAsIs } from '../../engine/share/compose';
import { decodeShareLink, type SharedFile, type SharePayload } from '../../engine/share/link';
import { placeReceived } from '../../engine/share/receive';
import { withRulesetRef } from '../../engine/share/ruleset-ref';
import { fingerprint } from '../storage/received';

/** A link (or a URL holding one), a bundle file's text under its name, or a ruleset or scenario file's. */
export type ReceiveRequest = { kind: 'link'; input: string } | { kind: 'bundle' | 'file'; name: string; text: string };

/** What the receiver holds, as the plan needs it: a snapshot sent to the worker. */
export interface Receiver {
  /** The shipped rulesets. */
  shipped: { id: string; path: string; text: string }[];
  /** Every ruleset text the receiver holds under a path (the open one, Recent, the shipped ones): a name taken by another text gets a new version. */
  held: { path: string; text: string }[];
}

/**
 * A received file under the name it opens as; `received`: its text's fingerprint, the mark of a
 * received copy (storage/received.ts), unless the receiver holds that text under that name already
 * (it is their own file). `asShipped`: a ruleset's text is the shipped one of that name, as it ships.
 */
export interface PlacedFile extends SharedFile {
  received: string | undefined;
}
export interface PlacedRuleset extends PlacedFile {
  asShipped: boolean;
}

export type ReceivePlan =
  | { ok: false; message: string }
  /** A ruleset or scenario file within the bounds: it opens as it is, to be checked in the check worker. */
  | { ok: true; file: SharedFile }
  | {
      ok: true;
      /** Where it came from, in the messages: "the link", or the bundle's file name. */
      from: string;
      /** The ruleset id the scenario names as it was sent. */
      named: string;
      /** The rulesets to open in order, the one the scenario plays last (it stays in the editor). */
      rulesets: PlacedRuleset[];
      /** The scenario, naming the last of `rulesets` by the name it opens as. */
      scenario: PlacedFile;
      step: number;
      view: SharePayload['view'];
      /** Received name → the name it opens as. */
      names: Map<string, string>;
    };

const KEPT = 'Your open files and edits are as they were.';

/** The receiver's snapshot of a workbench's rulesets. */
export function receiverOf(shipped: Receiver['shipped'], own: { path: string; text: string }[]): Receiver {
  return { shipped, held: [...own, ...shipped.map((r) => ({ path: r.path, text: r.text }))] };
}

/** What `request` opens as in a workbench holding `receiver`, or the message that says why it is not opened. */
export function planReceived(request: ReceiveRequest, receiver: Receiver): ReceivePlan {
  const shipped = new Map(receiver.shipped.map((r) => [r.id, r.text]));
  if (request.kind === 'link') {
    const r = decodeShareLink(request.input, (id) => shipped.get(id));
    if (!r.ok) return { ok: false, message: `This link was not opened: ${r.message}. ${KEPT}` };
    const { scenario, rulesets, step, view } = r.payload;
    return placed(receiver, shipped, scenario, rulesets, step, 'the link', view, 'This link');
  }
  const { name, text } = request;
  if (request.kind === 'file') {
    const bound = pastBound([{ name, text }]);
    return bound
      ? { ok: false, message: `${name} was not opened: ${bound}. ${KEPT}` }
      : { ok: true, file: { name, text } };
  }
  const b = readBundle(text, name);
  if (!b.ok) {
    const first = b.diagnostics[0];
    const where = first ? `line ${first.line}: ${first.message}` : 'it cannot be read';
    return { ok: false, message: `${name} was not opened: ${where}. ${KEPT}` };
  }
  const resolve = bundleResolver(b.bundle, shippedResolver(receiver));
  for (const r of b.bundle.rulesets) {
    if ('text' in r) continue;
    const found = resolve(r.name, name);
    if ('error' in found) return { ok: false, message: `${name} was not opened: ${found.error}. ${KEPT}` };
  }
  const embedded = b.bundle.rulesets.flatMap((r) => ('text' in r ? [r] : []));
  const from = name.split('/').pop() ?? name;
  return placed(receiver, shipped, b.bundle.scenario, embedded, 0, from, { kind: 'single' }, name);
}

/** The shipped ruleset of an id, as a bundle's hash reference is checked against. */
function shippedResolver(receiver: Receiver): RulesetResolver {
  return (ref) => {
    const r = receiver.shipped.find((x) => x.id === ref);
    return r ? { text: r.text, file: r.path, id: r.id } : { error: `Rulebench does not ship a ruleset "${ref}"` };
  };
}

/**
 * The first received text past one of the loader's bounds, as `file:line:col: what; expected …`
 * (the loader's own message), or null. The scan is one pass; the loader is run only on a text the
 * scan found past a bound, where it stops at that place.
 */
export function pastBound(files: readonly SharedFile[]): string | null {
  for (const f of files) {
    const file = /\.ya?ml$/i.test(f.name) ? f.name : `${f.name}.yaml`;
    if (f.text.length <= MAX_FILE_BYTES) {
      const scan = scanText(f.text);
      if (scan.tooDeep < 0 && scan.tooMany < 0) continue;
    }
    const read = parseYaml(f.text, file);
    const first = read.ok ? undefined : read.diagnostics[0];
    if (first) return `${first.file}:${first.line}:${first.col}: ${first.message}`;
  }
  return null;
}

/**
 * The plan for a scenario received with `rulesets` (the one it names may be a shipped one instead):
 * checked first, so a text that is not what it says, or is past a bound, changes nothing.
 */
function placed(
  receiver: Receiver,
  shipped: ReadonlyMap<string, string>,
  scenario: SharedFile,
  rulesets: SharedFile[],
  step: number,
  from: string,
  view: SharePayload['view'],
  what: string,
): ReceivePlan {
  const bound = pastBound([scenario, ...rulesets]);
  if (bound) return { ok: false, message: `${what} was not opened: ${bound}. ${KEPT}` };
  const named = rulesetIdFromFile(fileHead(scenario.text).ruleset);
  const wrong = [
    ...rulesets
      .filter((r) => fileKind(r.text) !== 'ruleset')
      .map((r) => `${r.name} is not a ruleset (no "family:" key)`),
    ...(fileKind(scenario.text) === 'scenario' ? [] : [`${scenario.name} is not a scenario (no "ruleset:" key)`]),
  ];
  const shippedText = shipped.get(named);
  if (!rulesets.some((r) => r.name === named) && shippedText === undefined)
    wrong.push(`the scenario plays ruleset "${named}", which ${from} does not carry and Rulebench does not ship`);
  if (wrong.length > 0) return { ok: false, message: `Not opened: ${wrong.join('; ')}. Nothing of yours was changed.` };
  // Names as the CLI's import gives them (engine/share/receive.ts): a name taken by another text
  // gets a new version, bases come before the variants built on them, each `extends:` renamed to
  // where its base opens.
  const place = placeReceived(
    scenario,
    rulesets,
    (name, text) => {
      const path = `rulesets/${name}.yaml`;
      return receiver.held.some((h) => h.path === path && h.text !== text);
    },
    (id) => shipped.get(id),
  );
  const plays = place.names.get(named) ?? named;
  const played = place.rulesets.find((r) => r.name === plays) ?? { name: named, text: shippedText! };
  const order = [...place.rulesets.filter((r) => r !== played), played];
  // Read from the head first: the rewrite reads the whole text with the YAML library.
  const sent = place.scenario.text;
  const scenarioText = fileHead(sent).ruleset === plays ? sent : withRulesetRef(sent, plays);
  return {
    ok: true,
    from,
    named,
    rulesets: order.map((r) => ({
      ...r,
      asShipped: isShippedAsIs(shipped, r.name, r.text),
      received: receiver.held.some((h) => h.path === `rulesets/${r.name}.yaml` && h.text === r.text)
        ? undefined
        : fingerprint(r.text),
    })),
    scenario: { name: scenario.name, text: scenarioText, received: fingerprint(scenarioText) },
    step,
    view,
    names: new Map(place.names),
  };
}
