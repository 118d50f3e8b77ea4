/**
 * Recording: a move played on the board becomes one more line of the
 * scenario text, written the way a designer writes it by hand
 * (`- { from: c1, to: c5 }`), without re-printing (and so re-formatting)
 * the rest of the file: comments, blank lines and key order stay as they are.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml';
import type { ActionObject } from '../../engine/game';
import { actionYaml } from '../../engine/scenario/write';

export type InsertResult = { ok: true; text: string; /** 1-based line of the new action. */ line: number } | { ok: false; error: string };

interface Edit {
  at: number;
  remove: number;
  insert: string;
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
  while (end > node.range![0] && /\s/.test(text[end - 1]!)) end--;
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
  for (const e of [...edits].sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.insert + out.slice(e.at + e.remove);
  return out;
}

/** The edit that puts `item` as the action at 0-based list position `index`. */
function actionEdit(text: string, root: Node | null, item: string, index: number): Edit | string {
  const pair = topLevelPair(root, 'actions');
  if (!pair) {
    // No actions yet: add the list before `expect:` (where a reader looks for it), else at the end.
    const expect = topLevelPair(root, 'expect');
    const block = `actions:\n  - ${item}\n`;
    if (expect && isScalar(expect.key) && expect.key.range) return { at: lineStart(text, expect.key.range[0]), remove: 0, insert: block };
    const sep = text.length === 0 || text.endsWith('\n') ? '' : '\n';
    return { at: text.length, remove: 0, insert: sep + block };
  }
  const key = pair.key as Node;
  const keyIndent = indentOf(text, key.range![0]);
  const value = pair.value;
  const emptyValue = value === null || (isScalar(value) && value.value === null);
  if (emptyValue) {
    const at = lineEnd(text, key.range![1]);
    return { at, remove: 0, insert: `\n${keyIndent}  - ${item}` };
  }
  if (!isSeq(value)) return '`actions:` is not a list; make it a list (`actions:` then `- { … }` lines) to record moves';
  const items = value.items as Node[];
  if (value.flow) {
    if (items.length === 0) {
      // `actions: []` → `actions:` and a block list (from just after the colon).
      const at = text.indexOf(':', key.range![1]) + 1;
      return { at, remove: value.range![1] - at, insert: `\n${keyIndent}  - ${item}` };
    }
    if (index === 0) return { at: items[0]!.range![0], remove: 0, insert: `${item}, ` };
    return { at: items[Math.min(index, items.length) - 1]!.range![1], remove: 0, insert: `, ${item}` };
  }
  if (items.length === 0) return { at: lineEnd(text, key.range![1]), remove: 0, insert: `\n${keyIndent}  - ${item}` };
  const dashIndent = indentOf(text, items[0]!.range![0]);
  if (index === 0) return { at: lineStart(text, items[0]!.range![0]), remove: 0, insert: `${dashIndent}- ${item}\n` };
  const prev = items[Math.min(index, items.length) - 1]!;
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
    const after = (check.items as Pair<Node, Node | null>[]).find((p) => isScalar(p.key) && p.key.value === 'after')?.value;
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
  if (doc.errors.length > 0) return { ok: false, error: 'the scenario has a YAML error; fix it before recording moves' };
  const root = doc.contents as Node | null;
  if (root !== null && !isMap(root)) return { ok: false, error: 'the scenario is not a map of keys (ruleset:, actions:, …)' };
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
