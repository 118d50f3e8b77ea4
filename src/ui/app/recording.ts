/**
 * Recording: a move played on the board becomes one more line of the
 * scenario text, written the way a designer writes it by hand
 * (`- { from: c1, to: c5 }`), without re-printing (and so re-formatting)
 * the rest of the file: comments, blank lines and key order stay as they are.
 * A pinned position becomes one more item of its `expect:` list the same way.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import type { ActionObject } from '../../engine/game';
import { checkItemYaml } from '../../engine/scenario/pin';
import type { ExpectItem } from '../../engine/scenario/types';
import { actionYaml } from '../../engine/scenario/write';

/**
 * The note of the check of the whole position at the end of a recorded scenario: recording a move
 * rewrites that check for the new end (it is not pinned with `after:` as the designer's own are).
 */
export const END_PIN_NOTE = 'the whole position at the end of the recording (rewritten as moves are recorded)';

export type InsertResult =
  { ok: true; text: string; /** 1-based line of the new action. */ line: number } | { ok: false; error: string };

interface Edit {
  at: number;
  remove: number;
  insert: string;
  /** Characters of `insert` before the item it adds (a line break, `expect:`), for the line to reveal. */
  lead?: number;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const i = text.indexOf('\n', offset);
  return i < 0 ? text.length : i;
}

/** End of the last line that holds `node` (block nodes' ranges run on to the next line's start). */
function nodeLineEnd(text: string, node: Node): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(text[end - 1])) end--;
  return lineEnd(text, end);
}

function indentOf(text: string, offset: number): string {
  const start = lineStart(text, offset);
  return /^[ \t]*/.exec(text.slice(start))![0];
}

function topLevelPair(root: Node | null, key: string): Pair<Node, Node | null> | undefined {
  if (!isMap(root)) return undefined;
  return (root.items as Pair<Node, Node | null>[]).find((p) => isScalar(p.key) && p.key.value === key);
}

function apply(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.at - a.at))
    out = out.slice(0, e.at) + e.insert + out.slice(e.at + e.remove);
  return out;
}

/** The edit that puts `item` as the action at 0-based list position `index`. */
function actionEdit(text: string, root: Node | null, item: string, index: number): Edit | string {
  const pair = topLevelPair(root, 'actions');
  if (!pair) {
    // No actions yet: add the list before `expect:` (where a reader looks for it), else at the end.
    const expect = topLevelPair(root, 'expect');
    const block = `actions:\n  - ${item}\n`;
    if (expect && isScalar(expect.key) && expect.key.range)
      return { at: lineStart(text, expect.key.range[0]), remove: 0, insert: block };
    const sep = text.length === 0 || text.endsWith('\n') ? '' : '\n';
    return { at: text.length, remove: 0, insert: sep + block };
  }
  const key = pair.key;
  const keyIndent = indentOf(text, key.range![0]);
  const value = pair.value;
  const emptyValue = value === null || (isScalar(value) && value.value === null);
  if (emptyValue) {
    const at = lineEnd(text, key.range![1]);
    return { at, remove: 0, insert: `\n${keyIndent}  - ${item}` };
  }
  if (!isSeq(value))
    return '`actions:` is not a list; make it a list (`actions:` then `- { … }` lines) to record moves';
  const items = value.items as Node[];
  if (value.flow) {
    if (items.length === 0) {
      // `actions: []` → `actions:` and a block list (from just after the colon).
      const at = text.indexOf(':', key.range![1]) + 1;
      return { at, remove: value.range![1] - at, insert: `\n${keyIndent}  - ${item}` };
    }
    if (index === 0) return { at: items[0].range![0], remove: 0, insert: `${item}, ` };
    return { at: items[Math.min(index, items.length) - 1].range![1], remove: 0, insert: `, ${item}` };
  }
  if (items.length === 0) return { at: lineEnd(text, key.range![1]), remove: 0, insert: `\n${keyIndent}  - ${item}` };
  const dashIndent = indentOf(text, items[0].range![0]);
  if (index === 0) return { at: lineStart(text, items[0].range![0]), remove: 0, insert: `${dashIndent}- ${item}\n` };
  const prev = items[Math.min(index, items.length) - 1];
  return { at: nodeLineEnd(text, prev), remove: 0, insert: `\n${dashIndent}- ${item}` };
}

/**
 * Checks written for "after N actions" keep pointing at the same position
 * when an action is inserted before action N: their `after:` moves up by one.
 */
function afterEdits(root: Node | null, index: number): Edit[] {
  const expect = topLevelPair(root, 'expect')?.value;
  if (!isSeq(expect)) return [];
  const edits: Edit[] = [];
  for (const check of expect.items) {
    if (!isMap(check)) continue;
    const after = (check.items as Pair<Node, Node | null>[]).find(
      (p) => isScalar(p.key) && p.key.value === 'after',
    )?.value;
    if (isScalar(after) && typeof after.value === 'number' && after.value > index && after.range) {
      edits.push({ at: after.range[0], remove: after.range[1] - after.range[0], insert: String(after.value + 1) });
    }
  }
  return edits;
}

/** How many actions the scenario lists (0 without an `actions:` list). */
function actionCount(root: Node | null): number {
  const value = topLevelPair(root, 'actions')?.value;
  return isSeq(value) ? value.items.length : 0;
}

/**
 * A check without `after:` runs at the end. When a move is appended, the end
 * moves on; so that such a check keeps describing the position the designer
 * wrote it for, it gets `after: <actions before the move>`, written as its
 * first key (`- after: 3` on the dash line, or `{ after: 3, … }`).
 */
function endCheckEdits(text: string, root: Node | null, count: number): Edit[] {
  const expect = topLevelPair(root, 'expect')?.value;
  if (!isSeq(expect)) return [];
  const edits: Edit[] = [];
  for (const check of expect.items) {
    if (!isMap(check) || !check.range) continue;
    const pairs = check.items as Pair<Node, Node | null>[];
    if (pairs.some((p) => isScalar(p.key) && p.key.value === 'after')) continue;
    if (isEndPin(check)) continue;
    const first = pairs[0]?.key;
    if (check.flow) {
      if (first?.range) edits.push({ at: first.range[0], remove: 0, insert: `after: ${count}, ` });
      else {
        // `{}`: the check lists nothing, but pinning it costs nothing either.
        const open = text.indexOf('{', check.range[0]);
        if (open >= 0) edits.push({ at: open + 1, remove: 0, insert: ` after: ${count} ` });
      }
      continue;
    }
    if (!first?.range) continue;
    const start = lineStart(text, first.range[0]);
    const column = first.range[0] - start;
    edits.push({ at: first.range[0], remove: 0, insert: `after: ${count}\n${' '.repeat(column)}` });
  }
  return edits;
}

/**
 * Inserts `action` into the scenario's `actions:` list so that it becomes
 * action number `index + 1` (index = the number of actions before it; the
 * list's length appends). Checks after the insertion point are renumbered;
 * appending pins the end checks (those without `after:`) where they were.
 */
export function insertAction(text: string, action: ActionObject, index: number): InsertResult {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0)
    return { ok: false, error: 'the scenario has a YAML error; fix it before recording moves' };
  const root = doc.contents as Node | null;
  if (root !== null && !isMap(root))
    return { ok: false, error: 'the scenario is not a map of keys (ruleset:, actions:, …)' };
  const item = actionYaml(action);
  const edit = actionEdit(text, root, item, index);
  if (typeof edit === 'string') return { ok: false, error: edit };
  const count = actionCount(root);
  const renumber = index >= count ? endCheckEdits(text, root, count) : afterEdits(root, index);
  const out = apply(text, [edit, ...renumber]);
  const shift = renumber.filter((e) => e.at < edit.at).reduce((n, e) => n + e.insert.length - e.remove, 0);
  const itemAt = out.indexOf(item, edit.at + shift);
  return { ok: true, text: out, line: out.slice(0, itemAt).split('\n').length };
}

/** The scenario's text parsed for an edit, or why it cannot be edited. */
function editableRoot(text: string): Node | null | string {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) return 'the scenario has a YAML error; fix it first';
  const root = doc.contents as Node | null;
  if (root !== null && !isMap(root)) return 'the scenario is not a map of keys (ruleset:, actions:, …)';
  return root;
}

/** The value of `key` in a check, if the check is a map holding it. */
function checkValue(check: Node, key: string): unknown {
  if (!isMap(check)) return undefined;
  const v = (check.items as Pair<Node, Node | null>[]).find((p) => isScalar(p.key) && p.key.value === key)?.value;
  return isScalar(v) ? v.value : undefined;
}

/** The end-of-recording check: the note the workbench writes on it, and no `after:`. */
function isEndPin(check: Node): boolean {
  return checkValue(check, 'note') === END_PIN_NOTE && checkValue(check, 'after') === undefined;
}

/** Whether the scenario has the end-of-recording check (see `END_PIN_NOTE`). */
export function hasEndPin(text: string): boolean {
  if (!text.includes(END_PIN_NOTE)) return false;
  const root = editableRoot(text);
  const expect = typeof root === 'string' ? undefined : topLevelPair(root, 'expect')?.value;
  return isSeq(expect) && (expect.items as Node[]).some(isEndPin);
}

/** `check` on one line, as an item of a flow list (`[{ … }, { … }]`). */
function flowCheck(check: ExpectItem): string {
  const doc = new Document(check);
  (doc.contents as YAMLMap).flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true }).trimEnd();
}

/** The edit that puts `check` at the end of the `expect:` list (starting one where there is none). */
function checkEdit(text: string, root: Node | null, check: ExpectItem): Edit | string {
  const pair = topLevelPair(root, 'expect');
  if (!pair) {
    const lead = `${text.length === 0 || text.endsWith('\n') ? '' : '\n'}expect:\n`;
    return { at: text.length, remove: 0, insert: `${lead}${checkItemYaml(check, '  ')}\n`, lead: lead.length };
  }
  const key = pair.key;
  const keyIndent = indentOf(text, key.range![0]);
  const value = pair.value;
  const block = `\n${checkItemYaml(check, `${keyIndent}  `)}`;
  const lead = 1;
  if (value === null || (isScalar(value) && value.value === null))
    return { at: lineEnd(text, key.range![1]), remove: 0, insert: block, lead };
  if (!isSeq(value)) return '`expect:` is not a list; make it a list (`expect:` then `- …` items) to pin a position';
  const items = value.items as Node[];
  if (value.flow) {
    if (items.length > 0)
      return { at: items[items.length - 1].range![1], remove: 0, insert: `, ${flowCheck(check)}`, lead: 2 };
    // `expect: []` → `expect:` and a block list (from just after the colon).
    const at = text.indexOf(':', key.range![1]) + 1;
    return { at, remove: value.range![1] - at, insert: block, lead };
  }
  if (items.length === 0) return { at: lineEnd(text, key.range![1]), remove: 0, insert: block, lead };
  const dashIndent = indentOf(text, items[0].range![0]);
  return {
    at: nodeLineEnd(text, items[items.length - 1]),
    remove: 0,
    insert: `\n${checkItemYaml(check, dashIndent)}`,
    lead,
  };
}

/** The text with `edit` applied, and the 1-based line of the item it adds. */
function applied(text: string, edit: Edit): InsertResult {
  const out = apply(text, [edit]);
  return { ok: true, text: out, line: out.slice(0, edit.at + (edit.lead ?? 0)).split('\n').length };
}

/** Adds `check` (a pinned position) as the last item of the scenario's `expect:` list. */
export function insertCheck(text: string, check: ExpectItem): InsertResult {
  const root = editableRoot(text);
  if (typeof root === 'string') return { ok: false, error: root };
  const edit = checkEdit(text, root, check);
  return typeof edit === 'string' ? { ok: false, error: edit } : applied(text, edit);
}

/**
 * Writes `check` (the position at the end, without `after:`) as the end-of-recording check: in place
 * of the one there is (see `END_PIN_NOTE`), else as a new last item of `expect:`.
 */
export function setEndPin(text: string, check: ExpectItem): InsertResult {
  const root = editableRoot(text);
  if (typeof root === 'string') return { ok: false, error: root };
  const pinned = { note: END_PIN_NOTE, ...check };
  const expect = topLevelPair(root, 'expect')?.value;
  const old = isSeq(expect) ? (expect.items as Node[]).find(isEndPin) : undefined;
  if (!old?.range || !isSeq(expect)) return insertCheck(text, pinned);
  if (expect.flow)
    return applied(text, { at: old.range[0], remove: old.range[1] - old.range[0], insert: flowCheck(pinned) });
  // A block item: its lines, from the dash line to its last line, give way to the new ones.
  const start = lineStart(text, old.range[0]);
  const end = nodeLineEnd(text, old);
  return applied(text, { at: start, remove: end - start, insert: checkItemYaml(pinned, indentOf(text, old.range[0])) });
}
