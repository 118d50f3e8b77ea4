/**
 * Reading and writing a scenario's `setup:` block in its text. The block is printed the way a
 * designer writes it by hand (one `- { at: c1, owner: south, class: 1 }` line per piece) and put
 * in place of the old one, or before `actions:` when there was none; the rest of the file
 * (other keys, comments, blank lines, key order) is not re-printed, so it stays as it was.
 */
import { isMap, isScalar, parseDocument, visit, type Document, type Node, type Pair } from 'yaml';
import { actionYaml } from '../../engine/scenario/write';
import type { SetupBlock } from './setup-edits';

export type ReadResult = { ok: true; setup: SetupBlock | null } | { ok: false; error: string };
export type WriteResult = { ok: true; text: string } | { ok: false; error: string };

const YAML_ERROR = 'the scenario has a YAML error; fix it (see Problems) before setting up the position';

type Root = { doc: Document; pairs: Pair<Node, Node | null>[] };

function rootPairs(text: string): Root | string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return YAML_ERROR;
  const root = doc.contents as Node | null;
  if (root === null) return { doc, pairs: [] };
  if (!isMap(root) || root.flow)
    return 'the scenario is not written as keys on lines (ruleset:, setup:, actions: …); write it so to set up the position';
  return { doc, pairs: root.items as Pair<Node, Node | null>[] };
}

const keyIs = (p: Pair<Node, Node | null>, key: string) => isScalar(p.key) && p.key.value === key;

/** The scenario's `setup:` block as data; null when it has none (it starts from the ruleset's start). */
export function readSetup(text: string): ReadResult {
  const root = rootPairs(text);
  if (typeof root === 'string') return { ok: false, error: root };
  const pair = root.pairs.find((p) => keyIs(p, 'setup'));
  if (!pair) return { ok: true, setup: null };
  // With the document, so that an alias (`*p`) reads as the value its anchor names.
  const value = pair.value?.toJS(root.doc) as unknown;
  if (value === null || value === undefined) return { ok: true, setup: {} };
  if (typeof value !== 'object' || Array.isArray(value))
    return { ok: false, error: '`setup:` is not a block of keys (toMove:, pieces: …); fix it in the scenario first' };
  return { ok: true, setup: value as SetupBlock };
}

/** One value as the scenario format writes it (the writer of actions, `{ v: … }` taken off). */
function scalar(v: unknown): string {
  return actionYaml({ v }).slice('{ v: '.length, -' }'.length);
}

/** The block as text: `setup:` and its keys, lists one item a line. */
export function setupYaml(setup: SetupBlock): string {
  const lines = ['setup:'];
  for (const [key, value] of Object.entries(setup)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) lines.push(`  ${key}: []`);
      else
        lines.push(
          `  ${key}:`,
          ...value.map(
            (item) =>
              `    - ${typeof item === 'object' && item !== null ? actionYaml(item as Record<string, unknown>) : scalar(item)}`,
          ),
        );
    } else if (typeof value === 'object' && value !== null)
      lines.push(`  ${key}: ${actionYaml(value as Record<string, unknown>)}`);
    else lines.push(`  ${key}: ${scalar(value)}`);
  }
  return `${lines.join('\n')}\n`;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset after the line break ending the last line that holds `node` (or the text's end). */
function afterNode(text: string, node: Node): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(text[end - 1])) end--;
  const nl = text.indexOf('\n', end);
  return nl < 0 ? text.length : nl + 1;
}

/** `text` with its `setup:` block replaced by `setup` (or added before `actions:`, `expect:`, else at the end). */
export function writeSetup(text: string, setup: SetupBlock): WriteResult {
  const root = rootPairs(text);
  if (typeof root === 'string') return { ok: false, error: root };
  const { pairs } = root;
  const block = setupYaml(setup);
  const old = pairs.find((p) => keyIs(p, 'setup'));
  const shared = old ? anchorsUsedOutside(root.doc, old) : [];
  if (shared.length > 0) {
    const names = shared.map((a) => `&${a}`).join(', ');
    return {
      ok: false,
      error: `setup: defines ${names}, which the rest of the scenario uses (${shared.map((a) => `*${a}`).join(', ')}); the block is written anew on each change, so write those values out in full first`,
    };
  }
  if (old) {
    const key = old.key;
    const start = lineStart(text, key.range![0]);
    const end = afterNode(text, old.value ?? key);
    return { ok: true, text: text.slice(0, start) + block + text.slice(end) };
  }
  const next = pairs.find((p) => keyIs(p, 'actions')) ?? pairs.find((p) => keyIs(p, 'expect'));
  if (next) {
    let at = lineStart(text, next.key.range![0]);
    // The comment lines just above that key are about it: the block goes above them.
    while (at > 0 && /^#/.test(text.slice(lineStart(text, at - 1), at))) at = lineStart(text, at - 1);
    return { ok: true, text: text.slice(0, at) + block + text.slice(at) };
  }
  const sep = text.length === 0 || text.endsWith('\n') ? '' : '\n';
  return { ok: true, text: text + sep + block };
}

/**
 * The anchors defined inside the `setup:` pair that aliases elsewhere in the file refer to: the
 * block is printed anew without anchors, so rewriting it would leave those aliases dangling.
 */
function anchorsUsedOutside(doc: Document, setupPair: Pair<Node, Node | null>): string[] {
  const defined = new Set<string>();
  if (!setupPair.value) return [];
  visit(setupPair.value, {
    Node(_, n) {
      if (n.anchor) defined.add(n.anchor);
    },
  });
  const used = new Set<string>();
  visit(doc, {
    Pair(_, p) {
      if (p === setupPair) return visit.SKIP;
    },
    Alias(_, a) {
      if (defined.has(a.source)) used.add(a.source);
    },
  });
  return [...used];
}

/** The scenario's `ruleset`, `title` and `seed`, where they are written as plain values. */
export function readScenarioHead(text: string): { ruleset?: string; title?: string; seed?: number } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return {};
  const data = doc.toJS() as Record<string, unknown> | null;
  if (data === null || typeof data !== 'object') return {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    ruleset: str(data.ruleset),
    title: str(data.title),
    seed: typeof data.seed === 'number' ? data.seed : undefined,
  };
}
